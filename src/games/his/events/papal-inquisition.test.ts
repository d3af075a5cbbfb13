import { describe, expect, it } from 'vitest';
import { playCardFromHand } from '../cards.ts';
import { advance } from '../flow/kernel.ts';
import { isCommitted } from '../religion/debaters.ts';
import { attackDice } from '../religion/debate.ts';
import { nearestFrame } from '../flow/inspect.ts';
import { blankReligiousMap, protestant } from '../religion/testing.ts';
import type { HisState } from '../state.ts';
import { act, choices } from '../testing/position.ts';
import { EVENTS } from './registry.ts';

/** Turn 5 with Caraffa in play, 3 Protestant spaces in the Italian zone. */
function position(): HisState {
  const s = protestant(blankReligiousMap(), 'wittenberg', 'milan', 'genoa', 'florence');
  s.turn = 5;
  if (!s.religion.debaters.includes('caraffa')) s.religion.debaters.push('caraffa');
  s.powers.protestant.hand = [7, 90, 67];
  s.powers.england.hand = [1];
  s.discard = [81, 8, 72];
  return s;
}

/** Play it and answer the two flips. */
function start(s: HisState): void {
  EVENTS[56]!.play(s, 'papacy');
  advance(s);
  act(s, 'papacy', { type: 'space', space: 'milan' });
  act(s, 'papacy', { type: 'space', space: 'genoa' });
}

describe('card 56 Papal Inquisition (6.2, 18.5)', () => {
  it('needs Caraffa in play and uncommitted', () => {
    const s = position();
    expect(EVENTS[56]!.canPlay(s, 'hapsburg')).toBe(true);
    s.religion.committed.push('caraffa');
    expect(EVENTS[56]!.canPlay(s, 'papacy')).toBe(false);
    s.religion.debaters = s.religion.debaters.filter((d) => d !== 'caraffa');
    s.religion.committed = [];
    expect(EVENTS[56]!.canPlay(s, 'papacy')).toBe(false);
  });

  it('commits Caraffa and flips 2 Italian Protestant spaces, and only Italian ones', () => {
    const s = position();
    EVENTS[56]!.play(s, 'papacy');
    advance(s);
    expect(isCommitted(s, 'caraffa')).toBe(true);
    expect(choices(s, 'papacy').map((a) => a.space).sort()).toEqual(['florence', 'genoa', 'milan']);
    act(s, 'papacy', { type: 'space', space: 'milan' });
    act(s, 'papacy', { type: 'space', space: 'genoa' });
    expect([s.spaces.milan.religion, s.spaces.genoa.religion, s.spaces.florence.religion]).toEqual(['catholic', 'catholic', 'protestant']);
    expect(s.spaces.wittenberg.religion).toBe('protestant');
    expect(choices(s, 'papacy')).toEqual([
      { type: 'hand', power: 'england' },
      { type: 'hand', power: 'protestant' },
    ]);
  });

  it('the Papacy alone sees the hand, then takes a card from it at random (never the Home card)', () => {
    const s = position();
    start(s);
    act(s, 'papacy', { type: 'hand', power: 'protestant' });
    const seen = s.log.find((e) => e.key === 'his.log.handSeen')!;
    expect(seen.to).toEqual(['papacy']);
    expect(seen.params.cards).toEqual([7, 90, 67]);
    act(s, 'papacy', { type: 'takeRandom' });
    expect(s.powers.protestant.hand).toHaveLength(2);
    expect(s.powers.protestant.hand).toContain(7);
    expect(s.powers.papacy.hand.some((c) => c === 90 || c === 67)).toBe(true);
    expect(s.stack).toEqual([]);
  });

  it('retrieval: no Mandatory Event, no card the Papacy played as an event this turn', () => {
    const s = position();
    s.powers.papacy.hand.push(72);
    s.discard = s.discard.filter((c) => c !== 72);
    playCardFromHand(s, 'papacy', 72, 'event');
    start(s);
    act(s, 'papacy', { type: 'hand', power: 'england' });
    act(s, 'papacy', { type: 'retrieve' });
    // 8 is Luther's 95 Theses (Mandatory); 72 was the Papacy's own event this turn.
    expect(choices(s, 'papacy')).toEqual([{ type: 'card', card: 81 }]);
    act(s, 'papacy', { type: 'card', card: 81 });
    expect(s.powers.papacy.hand).toContain(81);
    expect(s.discard).not.toContain(81);
    expect(s.stack).toEqual([]);
  });

  it('the debate option: the Papal attacker rolls 2 extra dice', () => {
    const s = position();
    start(s);
    act(s, 'papacy', { type: 'hand', power: 'protestant' });
    const zones = choices(s, 'papacy').filter((a) => a.type === 'debate');
    expect(zones).toContainEqual({ type: 'debate', zone: 'german' });
    act(s, 'papacy', { type: 'debate', zone: 'german' });
    const debate = nearestFrame(s, 'debate')!;
    expect(debate).toMatchObject({ initiator: 'papacy', zone: 'german', extraAttackDice: 2 });
    expect(debate.papal).not.toBeNull();
    const withoutExtra = attackDice(s, { ...debate, extraAttackDice: 0 });
    expect(attackDice(s, debate)).toBe(withoutExtra + 2);
  });
});

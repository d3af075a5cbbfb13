import { describe, expect, it } from 'vitest';
import type { CardId } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import { actionPhaseFrame } from '../phases/action-phase.ts';
import { isCommitted } from '../religion/debaters.ts';
import { debateZones } from '../religion/debate.ts';
import { blankReligiousMap, logged, protestant } from '../religion/testing.ts';
import { turnEffectActive } from '../religion/turn-effects.ts';
import type { HisState } from '../state.ts';
import { act, choices } from '../testing/position.ts';
import { HERE_I_STAND_RESPONSE } from './here-i-stand.ts';
import { wartburgMayCancel } from './the-wartburg.ts';

/** An impulse of `power` in the Action Phase; the Protestant holds The Wartburg. */
function impulse(power: MajorPower, hand: CardId[]): HisState {
  const s = protestant(blankReligiousMap(), 'wittenberg');
  s.religion.reformers = { luther: 'wittenberg' };
  s.powers[power].hand = hand;
  s.powers.protestant.hand = power === 'protestant' ? [...hand, 37] : [37, 65];
  s.stack = [{ ...actionPhaseFrame(), calling: 'impulse' }, { proc: 'impulse', power }];
  advance(s);
  return s;
}

describe('card 37 The Wartburg (6.1, 18.5)', () => {
  it('cancels Leipzig Debate once announced: no debate, impulse over, Luther committed, no Protestant debates this turn', () => {
    const s = impulse('papacy', [6]);
    act(s, 'papacy', { type: 'play', card: 6, as: 'event' });
    // The 'beforeEvent' window asks the Protestant before anything of the event happens.
    expect(choices(s, 'protestant')).toEqual([{ type: 'respond', card: 37 }, { type: 'decline' }]);
    expect(s.stack.some((f) => f.proc === 'leipzigDebate')).toBe(false);
    act(s, 'protestant', { type: 'respond', card: 37 });
    expect(s.stack.some((f) => f.proc === 'leipzigDebate' || f.proc === 'debate' || f.proc === 'eventResolution')).toBe(false);
    expect(logged(s, 'his.log.eventCancelled')).toEqual([{ power: 'papacy', card: 6, by: 37 }]);
    // The Home card stays used on its power card; The Wartburg is discarded.
    expect(s.powers.papacy.homeCardUsed).toContain(6);
    expect(s.discard).toContain(37);
    expect(turnEffectActive(s, 'wartburg')).toBe(true);
    expect(isCommitted(s, 'luther')).toBe(true);
    expect(debateZones(s, 'protestant')).toEqual([]);
    // The impulse is over: the next power is asked.
    const top = s.stack[s.stack.length - 1]!;
    expect(top.proc).toBe('impulse');
    expect((top as { power: string }).power).not.toBe('papacy');
  });

  it('a cancelled event that grants CP (Roxelana, card 42) takes its CP budget with it', () => {
    const s = impulse('hapsburg', [42]);
    act(s, 'hapsburg', { type: 'play', card: 42, as: 'event' });
    // Announced: the card's 4 CP are granted, to be spent once it resolves.
    expect(s.cpBudgets).toEqual([{ power: 'hapsburg', cp: 4 }]);
    act(s, 'protestant', { type: 'respond', card: 37 });
    expect(s.stack.some((f) => f.proc === 'spendCp')).toBe(false);
    expect(s.cpBudgets).toBeUndefined();
  });

  it('a cancelled "remove" event card goes to the discard pile and its CP are lost', () => {
    const s = impulse('france', [85]);
    act(s, 'france', { type: 'play', card: 85, as: 'event' });
    act(s, 'protestant', { type: 'respond', card: 37 });
    expect(s.removed).not.toContain(85);
    expect(s.discard).toContain(85);
    expect(s.stack.some((f) => f.proc === 'reformation' || f.proc === 'spendCp')).toBe(false);
  });

  it('declined: the event resolves', () => {
    const s = impulse('france', [85]);
    act(s, 'france', { type: 'play', card: 85, as: 'event' });
    act(s, 'protestant', { type: 'decline' });
    expect(s.stack.some((f) => f.proc === 'reformation')).toBe(true);
    expect(turnEffectActive(s, 'wartburg')).toBe(false);
  });

  it('not against Mandatory, Combat, Response or other Home cards, nor the Protestant\'s own events, nor once Luther is gone', () => {
    expect(wartburgMayCancel(5)).toBe(true);
    expect(wartburgMayCancel(6)).toBe(true);
    expect(wartburgMayCancel(1)).toBe(false); // Janissaries, Ottoman Home card
    expect(wartburgMayCancel(15)).toBe(false); // Society of Jesus, mandatory
    expect(wartburgMayCancel(24)).toBe(false); // combat
    expect(wartburgMayCancel(37)).toBe(false); // response
    expect(wartburgMayCancel(85)).toBe(true);
    // The Protestant's own event: no window question.
    const own = impulse('protestant', [85]);
    act(own, 'protestant', { type: 'play', card: 85, as: 'event' });
    expect(choices(own, 'protestant')).not.toContainEqual({ type: 'respond', card: 37 });
    // Luther gone (Calvin #16): no play.
    const s = impulse('france', [75]);
    s.religion.debaters = s.religion.debaters.filter((d) => d !== 'luther');
    act(s, 'france', { type: 'play', card: 75, as: 'event' });
    expect(choices(s, 'protestant')).not.toContainEqual({ type: 'respond', card: 37 });
  });

  it('Here I Stand cannot bring Luther into a debate for the rest of the turn', () => {
    const s = impulse('papacy', [6]);
    act(s, 'papacy', { type: 'play', card: 6, as: 'event' });
    act(s, 'protestant', { type: 'respond', card: 37 });
    s.powers.protestant.hand.push(7);
    s.stack.push({ proc: 'debate', initiator: 'papacy', zone: 'german', round: 1, step: 'window', papal: 'eck', protestant: 'melanchthon', papalWasCommitted: false, protestantWasCommitted: false, pickAttacker: false, barred: null, extraAttackDice: 0, bullinger: false, winner: null, margin: 0 });
    const w = { proc: 'window' as const, at: 'beforeDebate' as const, active: 'papacy' as const, done: [] };
    expect(HERE_I_STAND_RESPONSE.canPlay(s, 'protestant', w)).toBe(false);
  });
});

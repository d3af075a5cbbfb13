import { describe, expect, it } from 'vitest';
import type { CardId } from '../data/cards.ts';
import { CARDS, CARD_IDS } from '../data/cards.ts';
import { advance } from '../flow/kernel.ts';
import { canPlayAsEvent } from '../phases/action-phase.ts';
import type { HisState } from '../state.ts';
import { act, choices, loadDice, stackWithBudgets, startingState } from '../testing/position.ts';
import { PROCEDURES } from '../flow/procedures.ts';
import type { MaryImpulseFrame } from './mary-impulse.ts';
import { maryProcedureApplies } from './mary-impulse.ts';

function eventCard(cp: number): CardId {
  return CARD_IDS.find((c) => CARDS[c].type === 'event' && CARDS[c].cp === cp)!;
}

/** Mary I rules, London is Protestant, England holds one card and takes an impulse. */
function maryImpulse(card: CardId): HisState {
  const s = startingState('1517');
  s.powers.england.ruler = 'mary-i';
  s.spaces.london.religion = 'protestant';
  s.powers.england.hand = [card];
  s.stack = [{ proc: 'actionPhase', next: 2, consecutivePasses: 0, calling: 'impulse' }, { proc: 'impulse', power: 'england' }];
  advance(s);
  return s;
}

describe('21.3 English impulses under Mary I', () => {
  it('step 1: England shows the card without declaring its use', () => {
    const card = eventCard(2);
    const s = maryImpulse(card);
    expect(choices(s, 'england')).toEqual([{ type: 'show', card }, { type: 'pass' }]);
  });

  it('step 3: on 4-6 England then uses the card as it wishes', () => {
    const card = eventCard(2);
    const s = maryImpulse(card);
    loadDice(s, [4]);
    act(s, 'england', { type: 'show', card });
    expect(choices(s, 'england')[0]).toEqual({ type: 'play', card, as: 'cp' });
    act(s, 'england', { type: 'play', card, as: 'cp' });
    expect(stackWithBudgets(s).at(-1)).toMatchObject({ proc: 'spendCp', power: 'england', cp: 2 });
  });

  it('step 4: on 1-3 a 1-2 CP card becomes a Papal Burn Books in the English zone only', () => {
    const card = eventCard(2);
    const s = maryImpulse(card);
    loadDice(s, [3]);
    act(s, 'england', { type: 'show', card });
    expect(s.powers.england.hand).toEqual([]);
    expect(s.discard).toContain(card);
    expect(s.stack.some((f) => f.proc === 'spendCp')).toBe(false);
    const burn = s.stack.find((f) => f.proc === 'burnBooks' || f.proc === 'counterReformation');
    expect(burn).toBeDefined();
    expect(s.log.map((l) => l.key)).toContain('his.log.maryPapalActions');
  });

  it('step 4: a 3 CP card a Papal debate in England; a 4+ CP card Burn Books, then the debate', () => {
    for (const [cp, procs] of [
      [3, ['maryDebate']],
      [4, ['maryDebate', 'burnBooks']],
      [5, ['maryDebate', 'burnBooks']],
    ] as const) {
      const card = eventCard(cp);
      const s = startingState('1517');
      s.powers.england.ruler = 'mary-i';
      s.powers.england.hand = [card];
      const frame: MaryImpulseFrame = { proc: 'maryImpulse', card, step: 'roll' };
      s.stack = [frame];
      loadDice(s, [1]);
      // One run of the roll: the frames of the Papal actions (the top one runs first).
      PROCEDURES.maryImpulse!.run!(s, frame);
      expect(s.stack.map((f) => f.proc)).toEqual(procs);
      if (cp > 3) expect(s.stack[1]).toMatchObject({ onlyZone: 'english' });
    }
  });

  it('mandatory events resolve normally; no procedure when every English home space of the zone is Catholic', () => {
    const s = maryImpulse(19);
    expect(choices(s, 'england')).toEqual([{ type: 'play', card: 19, as: 'event' }]);
    s.spaces.london.religion = 'catholic';
    expect(maryProcedureApplies(s, 'england')).toBe(false);
    s.spaces.london.religion = 'protestant';
    expect(maryProcedureApplies(s, 'england')).toBe(true);
    s.powers.england.ruler = 'elizabeth-i';
    expect(maryProcedureApplies(s, 'england')).toBe(false);
  });

  it('while Mary rules England may not use Response cards as events in the Action Phase', () => {
    const response = CARD_IDS.find((c) => CARDS[c].type === 'response' && c === 115) ?? CARD_IDS.find((c) => CARDS[c].type === 'response')!;
    const s = startingState('1517');
    s.phase = 'actionPhase';
    s.powers.england.ruler = 'mary-i';
    expect(canPlayAsEvent(s, 'england', response)).toBe(false);
  });
});

// Card 42 Roxelana (15.1 exception).
import { describe, expect, it } from 'vitest';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import { act, choices, clearMap, declareWar, loadDice, place, setControl, setSpending, stackWithBudgets, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';

/** Suleiman and 6 regulars have just besieged Hungarian Belgrade (this impulse); Nezh is Ottoman. */
function belgrade(): HisState {
  const s = clearMap(startingState('1517', 'roxelana'));
  for (const p of MAJOR_POWERS) {
    s.discard.push(...s.powers[p].hand);
    s.powers[p].hand = [];
  }
  s.diplomacy.wars = [];
  s.diplomacy.alliances = [];
  declareWar(s, 'ottoman', 'hungary');
  s.impulse = 7;
  place(s, 'belgrade', 'hungary', { regular: 1 });
  place(s, 'belgrade', 'ottoman', { regular: 6, leaders: ['suleiman'] });
  s.spaces.belgrade.siege = { besieger: 'ottoman', since: 7 };
  setControl(s, 'nezh', 'ottoman');
  return s;
}

function impulse(s: HisState, power: MajorPower): HisState {
  s.deck = s.deck.filter((c) => c !== 42);
  s.discard = s.discard.filter((c) => c !== 42);
  s.setAside = s.setAside.filter((c) => c !== 42);
  s.powers[power].hand.push(42);
  // A fresh impulse: no CP are being spent before the card is played.
  delete s.cpBudgets;
  s.stack = [{ proc: 'actionPhase', next: 0, consecutivePasses: 0, calling: 'impulse' }, { proc: 'impulse', power }];
  advance(s);
  act(s, power, { type: 'play', card: 42, as: 'event' });
  return s;
}

const actionIds = (s: HisState, p: MajorPower) => choices(s, p).filter((a) => a.type === 'action').map((a) => a.action);

describe('card 42 Roxelana', () => {
  it('the Ottoman gets 4 CP and one free assault by Suleiman\'s formation on a siege begun this impulse, even with no CP left', () => {
    const s = belgrade();
    // Without the card the siege is too recent for an assault.
    setSpending(s, 'ottoman', 4);
    expect(actionIds(s, 'ottoman')).not.toContain('assault');
    expect(actionIds(s, 'ottoman')).not.toContain('roxelanaAssault');
    impulse(s, 'ottoman');
    expect(stackWithBudgets(s).at(-1)).toMatchObject({ proc: 'spendCp', cp: 4 });
    expect(actionIds(s, 'ottoman')).toContain('roxelanaAssault');
    // Spend all 4 CP first: the free assault is still there.
    for (let i = 0; i < 4; i++) {
      act(s, 'ottoman', { type: 'action', action: 'raiseCavalry' });
      act(s, 'ottoman', choices(s, 'ottoman')[0]!);
    }
    expect(stackWithBudgets(s).at(-1)).toMatchObject({ proc: 'spendCp', cp: 0 });
    expect(actionIds(s, 'ottoman')).toEqual(['roxelanaAssault']);
    act(s, 'ottoman', { type: 'action', action: 'roxelanaAssault' });
    expect(choices(s, 'ottoman')).toEqual([{ type: 'space', space: 'belgrade' }]);
    loadDice(s, Array<number>(10).fill(6));
    act(s, 'ottoman', { type: 'space', space: 'belgrade' });
    while (s.stack.at(-1)?.proc !== 'spendCp' && choices(s, 'ottoman').length > 0) act(s, 'ottoman', choices(s, 'ottoman')[0]!);
    expect(s.spaces.belgrade.control).toBe('ottoman');
    // Used once: the impulse is over.
    expect(s.stack.some((f) => f.proc === 'spendCp')).toBe(false);
  });

  it('another power may spend 2 of its 4 CP to send Suleiman alone to Istanbul', () => {
    const s = belgrade();
    impulse(s, 'hapsburg');
    expect(actionIds(s, 'hapsburg')).toContain('roxelanaSuleiman');
    expect(actionIds(s, 'hapsburg')).not.toContain('roxelanaAssault');
    act(s, 'hapsburg', { type: 'action', action: 'roxelanaSuleiman' });
    expect(s.spaces.istanbul.units.ottoman?.leaders).toEqual(['suleiman']);
    expect(s.spaces.belgrade.units.ottoman).toMatchObject({ regular: 6, leaders: [] });
    expect(stackWithBudgets(s).at(-1)).toMatchObject({ proc: 'spendCp', cp: 2 });
    expect(actionIds(s, 'hapsburg')).not.toContain('roxelanaSuleiman');
  });
});

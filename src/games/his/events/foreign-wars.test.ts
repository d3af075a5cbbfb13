// 21.7 Foreign War cards (92 Revolt in Egypt, 93 Revolt in Ireland, 110 War in Persia) and
// the Fight Foreign War action (11.1).
import { describe, expect, it } from 'vitest';
import type { CardId } from '../data/cards.ts';
import { keysOf } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { maxLandStrength } from '../data/pieces.ts';
import { advance } from '../flow/kernel.ts';
import { playCardFromHand } from '../cards.ts';
import { unitsAvailable } from '../counter-mix.ts';
import { checkInvariants } from '../invariants.ts';
import { cardsDealt } from '../power-cards.ts';
import { act, choices, clearMap, declareWar, loadDice, place, setControl, setSpending, stackWithBudgets, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { foreignWarOf } from '../foreign-wars.ts';
import { EVENTS } from './registry.ts';
import { canPlayAsEvent } from '../phases/action-phase.ts';

function fresh(): HisState {
  const s = clearMap(startingState('1517', 'foreign-wars'));
  // No response cards in hand: no windows to answer.
  for (const p of MAJOR_POWERS) {
    s.discard.push(...s.powers[p].hand);
    s.powers[p].hand = [];
  }
  return s;
}

/** The invariants, but for the test's bare flow (a lone frame, no game around it). */
function problems(s: HisState): string[] {
  return checkInvariants(s).filter((m) => !m.startsWith('flow:'));
}

/** `player` plays the foreign war card as an event; the flow runs to the first decision. */
function playEvent(s: HisState, player: MajorPower, card: CardId): HisState {
  s.deck = s.deck.filter((c) => c !== card);
  s.discard = s.discard.filter((c) => c !== card);
  s.powers[player].hand.push(card);
  playCardFromHand(s, player, card, 'event');
  s.stack = [];
  EVENTS[card]!.play(s, player);
  advance(s);
  return s;
}

/** A CP budget for `power`, then the Fight Foreign War action. */
function fight(s: HisState, power: MajorPower, cp = 1): HisState {
  setSpending(s, power, cp);
  advance(s);
  act(s, power, { type: 'action', action: 'fightForeignWar' });
  return s;
}

describe('21.7 starting a foreign war', () => {
  it('War in Persia: the card goes on the map, the Ottoman loses a card per draw and sends 5 units from spaces not under siege', () => {
    const s = fresh();
    place(s, 'istanbul', 'ottoman', { regular: 3, cavalry: 2, leaders: ['ibrahim-pasha'] });
    place(s, 'edirne', 'ottoman', { regular: 2 });
    // A besieging Ottoman stack: its units may not go, but its leader may.
    place(s, 'belgrade', 'ottoman', { regular: 4, leaders: ['suleiman'] });
    place(s, 'belgrade', 'hungary', { regular: 1 });
    s.spaces.belgrade.siege = { besieger: 'ottoman', since: 0 };
    const before = cardsDealt(s, 'ottoman');
    playEvent(s, 'hapsburg', 110);

    expect(s.discard).not.toContain(110);
    expect(foreignWarOf(s, 110)).toMatchObject({ power: 'ottoman', limit: 5, foes: 4 });
    expect(s.powers.ottoman.cardPenalty).toBe(1);
    expect(cardsDealt(s, 'ottoman')).toBe(before - 1);
    // The Ottoman decides, even though the Hapsburgs played the card.
    const offered = choices(s, 'ottoman');
    expect(offered).toContainEqual({ type: 'sendUnit', space: 'istanbul', kind: 'cavalry' });
    expect(offered.some((a) => a.space === 'belgrade')).toBe(false);

    act(s, 'ottoman', { type: 'sendUnit', space: 'istanbul', kind: 'cavalry' });
    act(s, 'ottoman', { type: 'sendUnit', space: 'istanbul', kind: 'cavalry' });
    act(s, 'ottoman', { type: 'sendUnit', space: 'edirne', kind: 'regular' });
    act(s, 'ottoman', { type: 'sendUnit', space: 'edirne', kind: 'regular' });
    act(s, 'ottoman', { type: 'sendUnit', space: 'istanbul', kind: 'regular' });
    // One leader, from anywhere (even a besieged space), or none.
    expect(choices(s, 'ottoman')).toEqual([
      { type: 'leader', leader: 'suleiman', space: 'belgrade' },
      { type: 'leader', leader: 'ibrahim-pasha', space: 'istanbul' },
      { type: 'skip' },
    ]);
    act(s, 'ottoman', { type: 'leader', leader: 'suleiman', space: 'belgrade' });
    expect(s.stack).toEqual([]);
    const w = foreignWarOf(s, 110)!;
    expect(w.units).toEqual({ regular: 3, mercenary: 0, cavalry: 2 });
    expect(w.leader).toBe('suleiman');
    expect(s.spaces.istanbul.units.ottoman).toMatchObject({ regular: 2, cavalry: 0, leaders: ['ibrahim-pasha'] });
    expect(s.spaces.edirne.units.ottoman).toBeUndefined();
    expect(s.spaces.belgrade.units.ottoman).toMatchObject({ regular: 4, leaders: [] });
    expect(problems(s)).toEqual([]);
  });

  it('with too few eligible units the power sends what it has', () => {
    const s = fresh();
    place(s, 'istanbul', 'ottoman', { regular: 2 });
    playEvent(s, 'ottoman', 92);
    act(s, 'ottoman', { type: 'sendUnit', space: 'istanbul', kind: 'regular' });
    act(s, 'ottoman', { type: 'sendUnit', space: 'istanbul', kind: 'regular' });
    expect(s.stack).toEqual([]);
    expect(foreignWarOf(s, 92)).toMatchObject({ limit: 3, foes: 3, units: { regular: 2 }, leader: null });
  });

  it('Revolt in Ireland: France (or the Hapsburgs) may give up one of its own land units for a fourth Irish unit', () => {
    const s = fresh();
    place(s, 'london', 'england', { regular: 4 });
    place(s, 'paris', 'france', { regular: 2 });
    playEvent(s, 'france', 93);
    for (let i = 0; i < 4; i++) act(s, 'england', { type: 'sendUnit', space: 'london', kind: 'regular' });
    expect(choices(s, 'france')).toEqual([{ type: 'removeUnit', space: 'paris', kind: 'regular' }, { type: 'skip' }]);
    act(s, 'france', { type: 'removeUnit', space: 'paris', kind: 'regular' });
    expect(foreignWarOf(s, 93)!.foes).toBe(4);
    expect(s.spaces.paris.units.france!.regular).toBe(1);
  });

  it('Revolt in Ireland played by another power: three Irish units, no question', () => {
    const s = fresh();
    place(s, 'london', 'england', { regular: 4 });
    place(s, 'rome', 'papacy', { regular: 2 });
    playEvent(s, 'papacy', 93);
    for (let i = 0; i < 4; i++) act(s, 'england', { type: 'sendUnit', space: 'london', kind: 'regular' });
    expect(s.stack).toEqual([]);
    expect(foreignWarOf(s, 93)!.foes).toBe(3);
  });

  it('a foreign war already under way cannot be started again', () => {
    const s = fresh();
    playEvent(s, 'hapsburg', 92);
    expect(EVENTS[92]!.canPlay(s, 'france')).toBe(false);
    expect(canPlayAsEvent(s, 'france', 110)).toBe(true);
  });
});

describe('11.1, 21.7 the Fight Foreign War action', () => {
  /** War in Persia with 5 Ottoman regulars and Suleiman (battle 2) on the card. */
  function persia(units: { regular?: number; cavalry?: number } = { regular: 5 }, leader: string | null = 'suleiman'): HisState {
    const s = fresh();
    place(s, 'istanbul', 'ottoman', { regular: units.regular ?? 0, cavalry: units.cavalry ?? 0, leaders: leader ? [leader] : [] });
    playEvent(s, 'hapsburg', 110);
    for (const kind of ['regular', 'cavalry'] as const) {
      for (let i = 0; i < (units[kind] ?? 0); i++) act(s, 'ottoman', { type: 'sendUnit', space: 'istanbul', kind });
    }
    if (leader) act(s, 'ottoman', { type: 'leader', leader, space: 'istanbul' });
    return s;
  }

  it('is open only to the power fighting a war with units on the card, and costs 1 CP', () => {
    const s = persia();
    setSpending(s, 'ottoman', 1);
    expect(choices(s, 'ottoman')).toContainEqual({ type: 'action', action: 'fightForeignWar' });
    setSpending(s, 'england', 4);
    expect(choices(s, 'england')).not.toContainEqual({ type: 'action', action: 'fightForeignWar' });
    const empty = persia({}, 'ibrahim-pasha');
    setSpending(empty, 'ottoman', 4);
    expect(choices(empty, 'ottoman')).not.toContainEqual({ type: 'action', action: 'fightForeignWar' });
  });

  it('rolls a die per unit plus the leader rating, the foreign army a die per unit and no defender die; one attempt per impulse', () => {
    const s = persia();
    // Ottoman: 5 units + 2 (Suleiman) = 7 dice, 2 hits; Persia: 4 dice (no defender die), 1 hit.
    loadDice(s, [5, 6, 1, 1, 1, 1, 1, 6, 1, 1, 1]);
    fight(s, 'ottoman', 3);
    const dice = s.log.filter((e) => e.key === 'his.log.dice').slice(-2).map((e) => (e.params!.dice as number[]).length);
    expect(dice).toEqual([7, 4]);
    const w = foreignWarOf(s, 110)!;
    expect(w.foes).toBe(2);
    expect(w.units.regular).toBe(4);
    // No retreat: the survivors stay on the card; 2 CP left but no second attempt this impulse.
    expect(stackWithBudgets(s)[0]).toMatchObject({ proc: 'spendCp', cp: 2 });
    expect(choices(s, 'ottoman')).not.toContainEqual({ type: 'action', action: 'fightForeignWar' });
    s.impulse++;
    expect(choices(s, 'ottoman')).toContainEqual({ type: 'action', action: 'fightForeignWar' });
  });

  it('the power chooses its casualties among the kinds on the card', () => {
    const s = persia({ regular: 3, cavalry: 2 }, null);
    // 5 dice: no hits; Persia 4 dice: 2 hits.
    loadDice(s, [1, 1, 1, 1, 1, 5, 5, 1, 1]);
    fight(s, 'ottoman');
    expect(choices(s, 'ottoman')).toEqual([
      { type: 'casualty', power: 'ottoman', kind: 'regular' },
      { type: 'casualty', power: 'ottoman', kind: 'cavalry' },
    ]);
    act(s, 'ottoman', { type: 'casualty', power: 'ottoman', kind: 'cavalry' });
    act(s, 'ottoman', { type: 'casualty', power: 'ottoman', kind: 'cavalry' });
    expect(foreignWarOf(s, 110)!.units).toEqual({ regular: 3, mercenary: 0, cavalry: 0 });
  });

  it('both sides wiped out: the side that rolled more dice keeps a unit; on equal dice the foreign army does', () => {
    const more = persia({ regular: 4 }, 'ibrahim-pasha'); // 4 + 1 = 5 dice against 4
    loadDice(more, [5, 5, 5, 5, 1, 5, 5, 5, 5]);
    fight(more, 'ottoman');
    // The Ottoman rolled more dice and keeps one unit; the Persians are all gone: the war is won.
    expect(foreignWarOf(more, 110)).toBeNull();
    expect(more.spaces.istanbul.units.ottoman).toMatchObject({ regular: 1, leaders: ['ibrahim-pasha'] });
    const equal = fresh();
    place(equal, 'istanbul', 'ottoman', { regular: 3 });
    playEvent(equal, 'hapsburg', 92); // 3 Ottoman units against 3 Egyptians
    for (let i = 0; i < 3; i++) act(equal, 'ottoman', { type: 'sendUnit', space: 'istanbul', kind: 'regular' });
    loadDice(equal, [5, 5, 5, 6, 6, 6]);
    fight(equal, 'ottoman');
    expect(foreignWarOf(equal, 92)).toMatchObject({ foes: 1, units: { regular: 0 } });
  });

  it('a leader whose units are all eliminated is lost', () => {
    const s = persia({ regular: 1 }, 'ibrahim-pasha');
    loadDice(s, [1, 1, 5, 1, 1, 1]);
    fight(s, 'ottoman');
    expect(foreignWarOf(s, 110)).toMatchObject({ leader: null, units: { regular: 0 }, foes: 4 });
    expect(problems(s)).toEqual([]);
  });

  it('victory: 1 War Winner VP, the -1 card marker goes, the card is discarded, the units and leader go to the capital', () => {
    const s = persia();
    foreignWarOf(s, 110)!.foes = 1;
    const vp = s.powers.ottoman.bonusVp;
    loadDice(s, [5, 1, 1, 1, 1, 1, 1, 1]);
    fight(s, 'ottoman');
    expect(s.foreignWars).toEqual([]);
    expect(s.powers.ottoman.bonusVp).toBe(vp + 1);
    expect(s.powers.ottoman.cardPenalty).toBe(0);
    expect(s.discard).toContain(110);
    expect(s.spaces.istanbul.units.ottoman).toMatchObject({ regular: 5, leaders: ['suleiman'] });
    expect(problems(s)).toEqual([]);
  });

  it('victory with the capital occupied by enemy units: the power picks another friendly home key', () => {
    const s = persia();
    foreignWarOf(s, 110)!.foes = 1;
    declareWar(s, 'ottoman', 'hapsburg');
    place(s, 'istanbul', 'hapsburg', { regular: 6 });
    s.spaces.istanbul.siege = { besieger: 'hapsburg', since: 0 };
    setControl(s, 'athens', 'hapsburg');
    loadDice(s, [5, 1, 1, 1, 1, 1, 1, 1]);
    fight(s, 'ottoman');
    const homes = choices(s, 'ottoman');
    const expected = keysOf('ottoman').filter((k) => k !== 'istanbul' && k !== 'athens' && !s.outOfPlay.includes(k));
    expect(homes).toEqual(expected.map((space) => ({ type: 'space', space })));
    act(s, 'ottoman', { type: 'space', space: 'edirne' });
    expect(s.spaces.edirne.units.ottoman).toMatchObject({ regular: 5, leaders: ['suleiman'] });
  });
});

describe('21.7 building onto a foreign war card', () => {
  it('new land units may be built onto the card, never above the number the event called for; they use the counter mix', () => {
    const s = fresh();
    place(s, 'london', 'england', { regular: 2 });
    playEvent(s, 'papacy', 93);
    act(s, 'england', { type: 'sendUnit', space: 'london', kind: 'regular' });
    act(s, 'england', { type: 'sendUnit', space: 'london', kind: 'regular' });
    expect(unitsAvailable(s, 'england', 'regular')).toBe(maxLandStrength('england') - 2);
    setSpending(s, 'england', 4);
    advance(s);
    act(s, 'england', { type: 'action', action: 'buyMercenary' });
    expect(choices(s, 'england')).toContainEqual({ type: 'foreignWar', card: 93 });
    expect(choices(s, 'england')).toContainEqual({ type: 'space', space: 'london' });
    act(s, 'england', { type: 'foreignWar', card: 93 });
    act(s, 'england', { type: 'action', action: 'buyMercenary' });
    act(s, 'england', { type: 'foreignWar', card: 93 });
    expect(foreignWarOf(s, 93)!.units).toEqual({ regular: 2, mercenary: 2, cavalry: 0 });
    // Full (4 units): the card is no longer offered.
    act(s, 'england', { type: 'action', action: 'buyMercenary' });
    expect(choices(s, 'england')).not.toContainEqual({ type: 'foreignWar', card: 93 });
  });
});

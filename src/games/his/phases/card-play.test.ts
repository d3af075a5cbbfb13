// 6.1, 11: how the Action Phase handles the cards of an impulse: Mandatory Events (event
// first, then 2 CP; never for CP; no passing while held), Home cards, Combat cards (never as
// events), the admin-rating pass rule, and one event play per card per turn.
import { describe, expect, it } from 'vitest';
import type { CardId } from '../data/cards.ts';
import { CARDS } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import { rulerOf } from '../rulers.ts';
import type { HisState } from '../state.ts';
import { act, choices, clearMap, place, stackWithBudgets, startingState } from '../testing/position.ts';
import { canPlayAsEvent, mayPass } from './action-phase.ts';

const SCOTS_RAID = 97;
const COPERNICUS = 47;
const COUNCIL_OF_TRENT = 17;
const MASTER_OF_ITALY = 12;
const COMBAT = Object.values(CARDS).filter((c) => c.type === 'combat').map((c) => c.id);
/** Two cards with no event of their own in 1517 for these tests (played for CP only). */
const PLAIN = [31, 36] as const;

/** An empty map and empty hands, turn 1 Action Phase. */
function quiet(): HisState {
  const s = clearMap(startingState('1517', 'card-play'));
  for (const p of MAJOR_POWERS) s.powers[p].hand = [];
  return s;
}

/** Give `power` these cards and open its impulse. */
function impulse(s: HisState, power: MajorPower, hand: CardId[]): HisState {
  for (const c of hand) {
    s.deck = s.deck.filter((d) => d !== c);
    s.discard = s.discard.filter((d) => d !== c);
    s.removed = s.removed.filter((d) => d !== c);
  }
  s.powers[power].hand = [...hand];
  s.stack = [{ proc: 'actionPhase', next: 0, consecutivePasses: 0, calling: 'impulse' }, { proc: 'impulse', power }];
  advance(s);
  return s;
}

const canPassNow = (s: HisState, p: MajorPower) => choices(s, p).some((a) => a.type === 'pass');

describe('6.1 Mandatory Events in the Action Phase', () => {
  it('are offered only as events, never for CP, and block passing', () => {
    const s = impulse(quiet(), 'hapsburg', [SCOTS_RAID]);
    const acts = choices(s, 'hapsburg');
    expect(acts).toContainEqual({ type: 'play', card: SCOTS_RAID, as: 'event' });
    expect(acts).not.toContainEqual({ type: 'play', card: SCOTS_RAID, as: 'cp' });
    expect(acts).not.toContainEqual({ type: 'pass' });
  });

  it('the event resolves first, then the playing power gets 2 CP', () => {
    const s = quiet();
    s.diplomacy.minorAllies.scotland = 'france';
    place(s, 'paris', 'france', { regular: 1, leaders: ['montmorency'] });
    impulse(s, 'hapsburg', [SCOTS_RAID]);
    act(s, 'hapsburg', { type: 'play', card: SCOTS_RAID, as: 'event' });
    // The event is under way (France decides about its leader); the Hapsburg CP wait.
    expect(s.stack.at(-1)).toMatchObject({ proc: 'scotsRaid' });
    expect(choices(s, 'hapsburg')).toEqual([]);
    act(s, 'france', { type: 'skip' });
    act(s, 'france', { type: 'endImpulse' });
    advance(s);
    expect(stackWithBudgets(s).at(-1)).toEqual({ proc: 'spendCp', power: 'hapsburg', cp: 2 });
    const keys = s.log.map((e) => e.key);
    expect(keys.indexOf('his.log.cardAsEvent')).toBeLessThan(keys.indexOf('his.log.scotsRaidCp'));
  });

  it('every one is removed after it occurs except Council of Trent and Master of Italy (6.1)', () => {
    for (const c of Object.values(CARDS).filter((d) => d.type === 'mandatory')) {
      // 113 and 114 leave the deck only once cards are awarded (their own text), 13 once the
      // league forms (played earlier it has no effect: docs/data-decisions.md).
      if (c.id === 113 || c.id === 114 || c.id === 13) {
        expect([c.id, c.removeAfterEvent, c.removeCondition !== null]).toEqual([c.id, false, true]);
        continue;
      }
      expect([c.id, c.removeAfterEvent]).toEqual([c.id, c.id !== COUNCIL_OF_TRENT && c.id !== MASTER_OF_ITALY]);
    }
    const s = impulse(quiet(), 'hapsburg', [SCOTS_RAID]);
    act(s, 'hapsburg', { type: 'play', card: SCOTS_RAID, as: 'event' });
    expect(s.removed).toContain(SCOTS_RAID);
    expect(s.discard).not.toContain(SCOTS_RAID);
  });
});

describe('11 passing', () => {
  it('never with the Home card in hand', () => {
    const s = impulse(quiet(), 'france', [4]);
    expect(canPassNow(s, 'france')).toBe(false);
    expect(choices(s, 'france')).toContainEqual({ type: 'play', card: 4, as: 'cp' });
  });

  it('never with more cards than the ruler\'s administrative rating; with as many, yes', () => {
    const s = quiet();
    const rating = rulerOf(s, 'ottoman').adminRating;
    const cards: CardId[] = ([31, 36, 37, 40, 41] as const).slice(0, rating);
    impulse(s, 'ottoman', cards);
    expect(canPassNow(s, 'ottoman')).toBe(true);
    impulse(s, 'ottoman', [...cards, 42]);
    expect(canPassNow(s, 'ottoman')).toBe(false);
    expect(mayPass(s, 'ottoman')).toBe(false);
  });

  it('a power with no cards passes without being asked', () => {
    const s = impulse(quiet(), 'papacy', []);
    expect(s.powers.papacy.passed).toBe(true);
    expect(s.log.at(-1)).toEqual({ key: 'his.log.pass', params: { power: 'papacy' } });
  });
});

describe('11 events: which cards may be played as events', () => {
  it('Combat cards never, by any power, though they may be played for CP', () => {
    const s = quiet();
    for (const p of MAJOR_POWERS) for (const c of COMBAT) expect([p, c, canPlayAsEvent(s, p, c)]).toEqual([p, c, false]);
    impulse(s, 'hapsburg', [...COMBAT]);
    const acts = choices(s, 'hapsburg');
    for (const c of COMBAT) {
      expect(acts).toContainEqual({ type: 'play', card: c, as: 'cp' });
      expect(acts).not.toContainEqual({ type: 'play', card: c, as: 'event' });
    }
  });

  it('a Response card may be played for CP in one\'s own impulse (11): discarded, a budget of its value', () => {
    const FOUL_WEATHER = 31;
    expect(CARDS[FOUL_WEATHER].type).toBe('response');
    const s = impulse(quiet(), 'ottoman', [FOUL_WEATHER]);
    act(s, 'ottoman', { type: 'play', card: FOUL_WEATHER, as: 'cp' });
    expect(stackWithBudgets(s).at(-1)).toEqual({ proc: 'spendCp', power: 'ottoman', cp: CARDS[FOUL_WEATHER].cp });
    expect(s.discard).toContain(FOUL_WEATHER);
    expect(s.powers.ottoman.hand).toEqual([]);
  });

  it('a card played as an event this turn may not be played as an event again that turn, by anyone (11)', () => {
    const s = quiet();
    impulse(s, 'hapsburg', [COPERNICUS]);
    expect(choices(s, 'hapsburg')).toContainEqual({ type: 'play', card: COPERNICUS, as: 'event' });
    act(s, 'hapsburg', { type: 'play', card: COPERNICUS, as: 'event' });
    // Taken back from the discard pile (Here I Stand, Papal Inquisition), into any hand.
    for (const p of ['hapsburg', 'france'] as const) {
      impulse(s, p, [COPERNICUS, ...PLAIN]);
      expect(choices(s, p)).toContainEqual({ type: 'play', card: COPERNICUS, as: 'cp' });
      expect(choices(s, p)).not.toContainEqual({ type: 'play', card: COPERNICUS, as: 'event' });
    }
    // A new turn: the card is an event again.
    s.turn++;
    impulse(s, 'france', [COPERNICUS]);
    expect(choices(s, 'france')).toContainEqual({ type: 'play', card: COPERNICUS, as: 'event' });
  });
});

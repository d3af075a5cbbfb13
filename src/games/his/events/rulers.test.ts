import { describe, expect, it } from 'vitest';
import { SPACES, SPACE_IDS } from '../data/map.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import { mayPass } from '../phases/action-phase.ts';
import { overdueEvents, resolveOverdueEvent } from '../phases/winter/mandatory.ts';
import { cardsDealt } from '../power-cards.ts';
import { findLeader } from '../queries.ts';
import { rulerOf } from '../rulers.ts';
import type { HisState } from '../state.ts';
import { act, choices, clearMap, place, runProcedure, stackWithBudgets, startingState } from '../testing/position.ts';
import { EVENTS } from './registry.ts';
import { henryIiPlaces } from './rulers.ts';
import { lutherAlive } from './the-wartburg.ts';

function emptyHands(s: HisState): HisState {
  for (const p of MAJOR_POWERS) s.powers[p].hand = [];
  return s;
}

/** A power's impulse in which it plays `card` as an event (other hands empty: no response windows ask). */
function playInImpulse(s: HisState, power: (typeof MAJOR_POWERS)[number], card: Parameters<typeof act>[2]['card']): HisState {
  emptyHands(s);
  s.powers[power].hand = [card as never];
  runProcedure(s, { proc: 'actionPhase', next: MAJOR_POWERS.indexOf(power), consecutivePasses: 0 });
  act(s, power, { type: 'play', card, as: 'event' });
  return s;
}

describe('3.3 Papal rulers: Clement VII (#10), Paul III (#14), Julius III (#22)', () => {
  it('Clement VII replaces Leo X: admin rating 1 lets the Papacy keep a card; card bonus 0', () => {
    const s = emptyHands(startingState('1517'));
    expect(s.powers.papacy.ruler).toBe('leo-x');
    s.powers.papacy.hand = [31];
    expect(mayPass(s, 'papacy')).toBe(false); // Leo X: admin 0
    const dealt = cardsDealt(s, 'papacy');
    EVENTS[10]!.play(s, 'papacy');
    expect(s.powers.papacy.ruler).toBe('clement-vii');
    expect(mayPass(s, 'papacy')).toBe(true);
    expect(cardsDealt(s, 'papacy')).toBe(dealt);
    expect(s.eventsResolved).toContain(10);
  });

  it('played in an impulse: the mandatory event, then 2 CP, and the card leaves the game', () => {
    const s = playInImpulse(startingState('1517'), 'hapsburg', 10);
    advance(s);
    expect(s.powers.papacy.ruler).toBe('clement-vii');
    expect(s.removed).toContain(10);
    expect(stackWithBudgets(s).find((f) => f.proc === 'spendCp')).toMatchObject({ power: 'hapsburg', cp: 2 });
  });

  it('Paul III: card bonus +1 (one more card dealt), Counter Reformation edge; Clement VII leaves the game', () => {
    const s = emptyHands(startingState('1517'));
    EVENTS[10]!.play(s, 'papacy');
    const dealt = cardsDealt(s, 'papacy');
    s.deck.push(10); // a stray copy of the card must go (card 14 removes Clement VII)
    EVENTS[14]!.play(s, 'papacy');
    expect(s.powers.papacy.ruler).toBe('paul-iii');
    expect(rulerOf(s, 'papacy')).toMatchObject({ adminRating: 1, cardBonus: 1 });
    expect(cardsDealt(s, 'papacy')).toBe(dealt + 1);
    expect(s.deck).not.toContain(10);
    expect(s.removed).toContain(10);
  });

  it('Julius III: admin rating 0 (keeps no card), card bonus +1', () => {
    const s = emptyHands(startingState('1517'));
    EVENTS[14]!.play(s, 'papacy');
    s.powers.papacy.hand = [31];
    expect(mayPass(s, 'papacy')).toBe(true);
    EVENTS[22]!.play(s, 'papacy');
    expect(s.powers.papacy.ruler).toBe('julius-iii');
    expect(rulerOf(s, 'papacy')).toMatchObject({ adminRating: 0, cardBonus: 1 });
    expect(mayPass(s, 'papacy')).toBe(false);
  });

  it('19.8: Clement VII is made Pope in the Winter of turn 2, Paul III in the Winter of turn 4, without CP', () => {
    const s = emptyHands(startingState('1517'));
    s.turn = 2;
    expect(overdueEvents(s)).toContain(10);
    s.stack = [];
    resolveOverdueEvent(s, 10);
    expect(s.powers.papacy.ruler).toBe('clement-vii');
    expect(overdueEvents(s)).not.toContain(10);
    s.turn = 4;
    s.deck.push(14);
    s.eventsResolved.push(13, 9); // only the Papal rulers are of interest here
    expect(overdueEvents(s)).toEqual([14]);
    resolveOverdueEvent(s, 14);
    expect(s.powers.papacy.ruler).toBe('paul-iii');
    expect(s.deck).not.toContain(14);
    expect(s.stack).toEqual([]); // no CP budget
  });
});

describe('3.3 Calvin (#16): Luther dies', () => {
  it('Luther reformer and debater leave the game, Wittenberg stays Protestant, Calvin rules (admin 1, bonus 0)', () => {
    const s = emptyHands(startingState('1517'));
    expect(s.religion.reformers.luther).toBe('wittenberg');
    expect(lutherAlive(s)).toBe(true);
    EVENTS[16]!.play(s, 'protestant');
    // Here I Stand and The Wartburg need Luther alive.
    expect(lutherAlive(s)).toBe(false);
    expect(s.religion.reformers.luther).toBeUndefined();
    expect(s.religion.reformersRemoved).toContain('luther');
    expect(s.religion.debaters).not.toContain('luther');
    expect(s.religion.removedDebaters).toContain('luther');
    expect(s.spaces.wittenberg.religion).toBe('protestant');
    expect(s.powers.protestant.ruler).toBe('calvin');
    expect(rulerOf(s, 'protestant')).toMatchObject({ adminRating: 1, cardBonus: 0 });
  });
});

describe('3.3 Henry II (#20): Francis I dies', () => {
  it('France chooses Paris or Francis I\'s space; Francis leaves the game; one card fewer (bonus 0)', () => {
    const s = clearMap(startingState('1517'));
    place(s, 'lyon', 'france', { regular: 2, leaders: ['francis-i'] });
    const dealt = cardsDealt(s, 'france');
    expect(henryIiPlaces(s)).toEqual(['paris', 'lyon']);
    playInImpulse(s, 'france', 20);
    expect(choices(s, 'france')).toEqual([
      { type: 'space', space: 'paris' },
      { type: 'space', space: 'lyon' },
    ]);
    act(s, 'france', { type: 'space', space: 'lyon' });
    expect(s.spaces.lyon.units.france?.leaders).toEqual(['henry-ii']);
    expect(findLeader(s, 'francis-i')).toBeNull();
    expect(s.powers.france.ruler).toBe('henry-ii');
    expect(cardsDealt(s, 'france')).toBe(dealt - 1);
    expect(stackWithBudgets(s).find((f) => f.proc === 'spendCp')).toMatchObject({ power: 'france', cp: 2 });
  });

  it('6.2 card deal example 2 under Henry II: 8 keys give France 4 cards, no longer 4 + 1', () => {
    const s = clearMap(startingState('1517'));
    const keys = SPACE_IDS.filter((id) => SPACES[id].type === 'key' && !s.outOfPlay.includes(id));
    for (const k of keys) s.spaces[k].control = 'independent';
    for (const k of keys.slice(0, 8)) s.spaces[k].control = 'france';
    expect(cardsDealt(s, 'france')).toBe(5);
    s.powers.papacy.captives = ['francis-i'];
    runProcedure(s, { proc: 'henryIi' });
    expect(cardsDealt(s, 'france')).toBe(4);
  });

  it('a captured Francis I leaves his captor\'s card; Henry II enters in Paris without a choice', () => {
    const s = clearMap(startingState('1517'));
    s.powers.hapsburg.captives = ['francis-i'];
    runProcedure(s, { proc: 'henryIi' });
    expect(s.spaces.paris.units.france?.leaders).toEqual(['henry-ii']);
    expect(s.powers.hapsburg.captives).toEqual([]);
    expect(s.powers.france.ruler).toBe('henry-ii');
  });

  it('Paris held by enemy troops is no place for him', () => {
    const s = clearMap(startingState('1517'));
    place(s, 'paris', 'hapsburg', { regular: 1 });
    place(s, 'lyon', 'france', { leaders: ['francis-i'] });
    expect(henryIiPlaces(s)).toEqual(['lyon']);
  });
});

import { describe, expect, it } from 'vitest';
import { CP_ACTIONS } from '../actions/index.ts';
import { EXPLORERS, EXPLORER_IDS } from '../data/pieces.ts';
import type { MajorPower } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import { colonyRoom, mayColonize } from '../new-world/colonies.ts';
import { mayConquer } from '../new-world/conquest.ts';
import { launchExploration, mayExplore } from '../new-world/exploration.ts';
import { POTOSI, newWorldRiches } from '../new-world/riches.ts';
import type { HisState } from '../state.ts';
import { act, choices, loadDice, runProcedure, startingState } from '../testing/position.ts';
import { EVENTS } from './registry.ts';

function fresh(): HisState {
  const s = startingState();
  for (const p of ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'] as const) s.powers[p].hand = [];
  // Nothing crossing the Atlantic yet this turn.
  s.newWorld.crossingAtlantic = { explorations: [], conquests: [], colonies: [] };
  s.newWorld.taken = { turn: s.turn, explore: [], colonize: [], conquer: [] };
  return s;
}

function play(s: HisState, card: number, power: MajorPower): HisState {
  s.stack = [];
  EVENTS[card as 48]!.play(s, power);
  advance(s);
  return s;
}

const powers = (s: HisState, p: MajorPower) => choices(s, p).map((a) => a.power);

describe('cards 48 Galleons and 53 Plantations (20.4)', () => {
  it('the player gives the marker to a New World power that has none', () => {
    const s = fresh();
    s.newWorld.markers.galleons = ['england'];
    play(s, 48, 'papacy');
    expect(powers(s, 'papacy')).toEqual(['hapsburg', 'france']);
    act(s, 'papacy', { type: 'power', power: 'france' });
    expect(s.newWorld.markers.galleons).toEqual(['england', 'france']);
    play(s, 53, 'ottoman');
    act(s, 'ottoman', { type: 'power', power: 'hapsburg' });
    expect(s.newWorld.markers.plantations).toEqual(['hapsburg']);
    s.newWorld.markers.galleons = ['england', 'france', 'hapsburg'];
    expect(EVENTS[48]!.canPlay(s, 'papacy')).toBe(false);
  });
});

describe('card 49 Huguenot Raiders', () => {
  it('England, France or the Protestant, with a home port under Protestant influence and no Raider in play', () => {
    const s = fresh();
    expect(EVENTS[49]!.canPlay(s, 'hapsburg')).toBe(false);
    s.spaces.bordeaux.religion = 'protestant';
    s.spaces.bristol.religion = 'protestant';
    play(s, 49, 'hapsburg');
    expect(powers(s, 'hapsburg')).toEqual(['france', 'england']);
    act(s, 'hapsburg', { type: 'power', power: 'england' });
    expect(s.newWorld.markers.raiders).toEqual(['england']);
    play(s, 49, 'hapsburg');
    expect(powers(s, 'hapsburg')).toEqual(['france']);
  });
});

describe('card 111 Colonial Governor / Native Uprising', () => {
  it('the marker moves to a new position; a No Effect colony roll of that power becomes Elim', () => {
    const s = fresh();
    s.newWorld.markers.governor = { power: 'france', side: 'governor' };
    play(s, 111, 'hapsburg');
    const opts = choices(s, 'hapsburg');
    expect(opts).toHaveLength(5);
    expect(opts).not.toContainEqual({ type: 'governor', power: 'france', side: 'governor' });
    act(s, 'hapsburg', { type: 'governor', power: 'england', side: 'uprising' });
    s.newWorld.colonies = [{ power: 'england', name: 'Roanoke' }];
    loadDice(s, [3, 3]);
    newWorldRiches(s);
    expect(s.newWorld.colonies).toEqual([]);
    expect(s.newWorld.markers.governor).toBeNull();
  });
});

describe('card 50 Mercator’s Map (20.2)', () => {
  it('a free exploration with +2 that counts as the power’s Explore action of the turn', () => {
    const s = fresh();
    launchExploration(s, 'hapsburg');
    play(s, 50, 'ottoman');
    expect(powers(s, 'ottoman')).toEqual(['england', 'france']);
    act(s, 'ottoman', { type: 'power', power: 'france' });
    expect(s.newWorld.crossingAtlantic.explorations).toContain('france');
    expect(s.newWorld.voyages.mercator).toEqual(['france']);
    expect(mayExplore(s, 'france')).toBe(false);
    // Resolution: 2d6 + Verrazano's 2 + Mercator's 2 - 1 Uncharted.
    s.newWorld.crossingAtlantic.explorations = ['france'];
    s.newWorld.explorersGone = EXPLORER_IDS.filter((id) => EXPLORERS[id].inRandomPool && id !== 'verrazano');
    loadDice(s, [2, 2]);
    runProcedure(s, { proc: 'newWorld' });
    expect(s.log.find((e) => e.key === 'his.log.exploration')!.params).toMatchObject({ explorer: 'verrazano', modifier: 3, total: 7 });
  });
});

describe('card 99 Sebastian Cabot', () => {
  it('the player’s own Cabot sails, outside the once-per-turn limit; once per game', () => {
    const s = fresh();
    expect(EVENTS[99]!.canPlay(s, 'papacy')).toBe(false);
    launchExploration(s, 'england');
    play(s, 99, 'england');
    expect(s.newWorld.voyages.cabot).toEqual(['england']);
    expect(EVENTS[99]!.canPlay(s, 'england')).toBe(false);
    s.newWorld.voyages.cabot = [];
    s.newWorld.explorersGone.push('cabot-england');
    expect(EVENTS[99]!.canPlay(s, 'england')).toBe(false);
    expect(EVENTS[99]!.canPlay(s, 'france')).toBe(true);
  });
});

describe('card 101 Smallpox (20.3)', () => {
  it('a free conquest with +2 for the player, its conquest of the turn', () => {
    const s = fresh();
    expect(EVENTS[101]!.canPlay(s, 'ottoman')).toBe(false);
    play(s, 101, 'hapsburg');
    expect(s.newWorld.crossingAtlantic.conquests).toEqual(['hapsburg']);
    expect(s.newWorld.voyages.smallpox).toEqual(['hapsburg']);
    expect(mayConquer(s, 'hapsburg')).toBe(false);
    expect(EVENTS[101]!.canPlay(s, 'hapsburg')).toBe(false);
  });
});

describe('cards 77 Fountain of Youth and 98 Search for Cibola', () => {
  it('Fountain of Youth calls off an exploration; on 4-6 a random explorer of that power is lost', () => {
    const s = fresh();
    expect(EVENTS[77]!.canPlay(s, 'papacy')).toBe(false);
    launchExploration(s, 'france', { mercator: true });
    play(s, 77, 'papacy');
    expect(choices(s, 'papacy')).toEqual([{ type: 'voyage', power: 'france', voyage: 'exploration' }]);
    const pool = s.newWorld.explorersGone.length;
    loadDice(s, [4]);
    act(s, 'papacy', { type: 'voyage', power: 'france', voyage: 'exploration' });
    expect(s.newWorld.crossingAtlantic.explorations).toEqual([]);
    expect(s.newWorld.voyages.mercator).toEqual([]);
    expect(s.newWorld.explorersGone).toHaveLength(pool + 1);
    expect(EXPLORERS[s.newWorld.explorersGone.at(-1)!].power).toBe('france');
    // The marker is on the Turn Track: no other exploration this turn.
    expect(mayExplore(s, 'france')).toBe(false);
  });

  it('Fountain of Youth on 1-3: no explorer lost', () => {
    const s = fresh();
    launchExploration(s, 'england');
    play(s, 77, 'papacy');
    const pool = s.newWorld.explorersGone.length;
    loadDice(s, [3]);
    act(s, 'papacy', { type: 'voyage', power: 'england', voyage: 'exploration' });
    expect(s.newWorld.explorersGone).toHaveLength(pool);
  });

  it('Search for Cibola calls off an exploration or a conquest; no other of that type this turn', () => {
    const s = fresh();
    launchExploration(s, 'england');
    play(s, 101, 'hapsburg');
    play(s, 98, 'france');
    expect(choices(s, 'france')).toEqual([
      { type: 'voyage', power: 'hapsburg', voyage: 'conquest' },
      { type: 'voyage', power: 'england', voyage: 'exploration' },
    ]);
    act(s, 'france', { type: 'voyage', power: 'hapsburg', voyage: 'conquest' });
    expect(s.newWorld.crossingAtlantic.conquests).toEqual([]);
    expect(s.newWorld.voyages.smallpox).toEqual([]);
    expect(mayConquer(s, 'hapsburg')).toBe(false);
    expect(s.newWorld.crossingAtlantic.explorations).toEqual(['england']);
    // Next turn the marker is back.
    s.turn++;
    expect(mayConquer(s, 'hapsburg')).toBe(true);
  });
});

describe('card 54 Potosi Silver Mines (20.1)', () => {
  it('Potosi goes straight into a free colony box; the power gives up a colony marker for good', () => {
    const s = fresh();
    s.newWorld.colonies = [
      { power: 'england', name: 'Jamestown' },
      { power: 'england', name: 'Roanoke' },
    ];
    play(s, 54, 'ottoman');
    expect(powers(s, 'ottoman')).toEqual(['hapsburg', 'france']);
    act(s, 'ottoman', { type: 'power', power: 'france' });
    expect(s.newWorld.colonies).toContainEqual({ power: 'france', name: POTOSI });
    // Not the turn's Colonize action; one more colony fits.
    expect(mayColonize(s, 'france')).toBe(true);
    expect(colonyRoom(s, 'france')).toBe(1);
    // Potosi eliminated: France still has only one colony marker left.
    s.newWorld.colonies = s.newWorld.colonies.filter((c) => c.name !== POTOSI);
    expect(colonyRoom(s, 'france')).toBe(1);
    expect(EVENTS[54]!.canPlay(s, 'france')).toBe(false);
    // The Colonize action is refused once the room is used.
    s.newWorld.colonies.push({ power: 'france', name: 'Montreal' });
    const colonize = CP_ACTIONS.find((a) => a.id === 'colonize')!;
    expect(colonize.available(s, 'france', 3)).toBe(false);
  });
});

describe('card 96 Sale of Moluccas', () => {
  it('the power that circumnavigated draws 2 cards', () => {
    const s = fresh();
    expect(EVENTS[96]!.canPlay(s, 'papacy')).toBe(false);
    s.newWorld.discoveries.circumnavigation = 'france';
    play(s, 96, 'papacy');
    expect(s.powers.france.hand).toHaveLength(2);
    expect(s.powers.papacy.hand).toHaveLength(0);
  });
});

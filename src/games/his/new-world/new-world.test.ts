import { describe, expect, it } from 'vitest';
import { act, choices, loadDice, runProcedure, spend, stackWithBudgets, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { EXPLORERS, EXPLORER_IDS } from '../data/pieces.ts';
import type { NewWorldPower } from '../data/pieces.ts';
import type { MajorPower } from '../data/powers.ts';
import { bonusVp } from '../victory-points.ts';
import { SEBASTIAN_CABOT, launchCabot, launchExploration } from './exploration.ts';
import { launchConquest } from './conquest.ts';

/** Leave only one explorer in each power's random pool. */
function onlyExplorers(s: HisState, keep: Partial<Record<NewWorldPower, string>>): void {
  s.newWorld.explorersGone = EXPLORER_IDS.filter((id) => EXPLORERS[id].inRandomPool && keep[EXPLORERS[id].power] !== id);
}

const explorations = (s: HisState) => s.log.filter((e) => e.key === 'his.log.exploration');

describe('20.2 the exploration example', () => {
  it('Orellana finds the Mississippi; Verrazano dies past the Pacific Strait; Rut is lost; Cabot fails to circumnavigate', () => {
    const s = startingState();
    // Turn 1: the Hapsburg explorer of the scenario and Sebastian Cabot; England and France explore too.
    expect(s.newWorld.crossingAtlantic.explorations).toEqual(['hapsburg']);
    s.newWorld.crossingAtlantic.conquests = [];
    launchExploration(s, 'england');
    launchExploration(s, 'france');
    launchCabot(s, 'hapsburg');
    s.discard.push(SEBASTIAN_CABOT);
    onlyExplorers(s, { hapsburg: 'orellana', france: 'verrazano', england: 'rut' });
    // Orellana 3+4; Verrazano 4+5, then 2+3 around the world; Rut 2+2; Cabot 4+5, then 4+4.
    loadDice(s, [3, 4, 4, 5, 2, 3, 2, 2, 4, 5, 4, 4]);
    runProcedure(s, { proc: 'newWorld' });

    expect(explorations(s).map((e) => [e.params.explorer, e.params.total])).toEqual([
      ['orellana', 9],
      ['verrazano', 10],
    ]);
    // Verrazano reached 10: France chooses.
    expect(choices(s, 'france')).toEqual([
      { type: 'circumnavigate' },
      { type: 'discovery', discovery: 'amazon' },
      { type: 'discovery', discovery: 'stLawrence' },
      { type: 'discovery', discovery: 'greatLakes' },
    ]);
    act(s, 'france', { type: 'circumnavigate' });
    // Cabot: 9 + 1 = 10 (no Uncharted modifier for him): the Hapsburgs choose.
    act(s, 'hapsburg', { type: 'circumnavigate' });

    expect(explorations(s).map((e) => [e.params.explorer, e.params.total, e.params.result])).toEqual([
      ['orellana', 9, 'mississippi'],
      ['verrazano', 10, 'choice'],
      ['rut', 4, 'lost'],
      ['cabot-hapsburg', 10, 'choice'],
    ]);
    expect(s.log.filter((e) => e.key === 'his.log.circumnavigation').map((e) => [e.params.explorer, e.params.total, e.params.result])).toEqual([
      ['verrazano', 7, 'failure'],
      ['cabot-hapsburg', 9, 'failure'],
    ]);
    expect(s.newWorld.discoveries).toEqual({ mississippi: 'hapsburg', pacificStrait: 'france' });
    expect(s.newWorld.placed).toEqual([
      { piece: 'orellana', power: 'hapsburg', box: 'mississippi' },
      { piece: 'verrazano', power: 'france', box: 'pacificStrait' },
    ]);
    expect(s.newWorld.uncharted).toEqual({ hapsburg: false, england: false, france: false });
    expect(s.newWorld.explorersGone).toEqual(expect.arrayContaining(['orellana', 'verrazano', 'rut', 'cabot-hapsburg']));
    // Cabot died: the card leaves the deck.
    expect(s.discard).not.toContain(SEBASTIAN_CABOT);
    expect(s.removed).toContain(SEBASTIAN_CABOT);
    expect(bonusVp(s, 'france') - s.powers.france.bonusVp).toBe(1);
    expect(bonusVp(s, 'hapsburg') - s.powers.hapsburg.bonusVp).toBe(1);
    expect(s.newWorld.crossingAtlantic).toEqual({ explorations: [], conquests: [], colonies: [] });
    expect(s.stack).toEqual([]);
  });

  it('a 7-9 discovery already claimed gives the next one below; none left below: nothing', () => {
    const s = startingState();
    s.newWorld.crossingAtlantic = { explorations: ['france'], conquests: [], colonies: [] };
    s.newWorld.discoveries = { mississippi: 'hapsburg', greatLakes: 'england' };
    onlyExplorers(s, { france: 'cartier' });
    loadDice(s, [3, 4]); // 7 + 3 - 1 = 9
    runProcedure(s, { proc: 'newWorld' });
    expect(s.newWorld.discoveries.stLawrence).toBe('france');

    const t = startingState();
    t.newWorld.crossingAtlantic = { explorations: ['france'], conquests: [], colonies: [] };
    t.newWorld.discoveries = { stLawrence: 'hapsburg' };
    t.newWorld.uncharted.france = false;
    onlyExplorers(t, { france: 'roberval' });
    loadDice(t, [3, 4]); // 7 + 0: St. Lawrence is taken, nothing below it
    runProcedure(t, { proc: 'newWorld' });
    expect(t.newWorld.discoveries).toEqual({ stLawrence: 'hapsburg' });
    // No discovery: the explorer goes back to the pool.
    expect(t.newWorld.explorersGone).not.toContain('roberval');
  });

  it('Mercator’s Map adds 2, also to the circumnavigation, which 12+ rewards with a card', () => {
    const s = startingState();
    s.newWorld.crossingAtlantic = { explorations: [], conquests: [], colonies: [] };
    s.newWorld.taken.explore = [];
    launchExploration(s, 'hapsburg', { mercator: true });
    onlyExplorers(s, { hapsburg: 'magellan' });
    const hand = s.powers.hapsburg.hand.length;
    loadDice(s, [2, 3, 3, 3]); // 5 + 4 + 2 - 1 = 10; then 6 + 4 + 2 = 12
    runProcedure(s, { proc: 'newWorld' });
    act(s, 'hapsburg', { type: 'circumnavigate' });
    expect(s.newWorld.discoveries).toEqual({ pacificStrait: 'hapsburg', circumnavigation: 'hapsburg' });
    expect(s.powers.hapsburg.hand).toHaveLength(hand + 1);
    expect(bonusVp(s, 'hapsburg') - s.powers.hapsburg.bonusVp).toBe(4);
  });
});

describe('card 99 Sebastian Cabot', () => {
  it('ignores the Uncharted modifier and leaves the marker unturned; the counter leaves the game', () => {
    const s = startingState();
    s.newWorld.crossingAtlantic = { explorations: [], conquests: [], colonies: [] };
    launchCabot(s, 'england');
    loadDice(s, [3, 3]); // 6 + 1 = 7
    runProcedure(s, { proc: 'newWorld' });
    expect(s.newWorld.discoveries).toEqual({ stLawrence: 'england' });
    expect(s.newWorld.uncharted.england).toBe(true);
    expect(s.newWorld.explorersGone).toContain('cabot-england');
    // Cabot's voyage is not the power's exploration of the turn.
    expect(s.newWorld.taken.explore).not.toContain('england');
  });
});

describe('20.3 voyages of conquest', () => {
  it('the Hapsburg conquistador drawn at random; a claimed conquest gives the next one below', () => {
    const s = startingState();
    s.newWorld.crossingAtlantic = { explorations: [], conquests: ['hapsburg'], colonies: [] };
    s.newWorld.conquests = { incas: 'france' };
    s.newWorld.conquistadorsGone = ['cortez', 'montejo', 'cordova', 'coronado'];
    loadDice(s, [4, 4]); // 8 + 3 (Pizarro) = 11: the Incas are taken, so the Aztecs
    runProcedure(s, { proc: 'newWorld' });
    expect(s.newWorld.conquests).toEqual({ incas: 'france', aztecs: 'hapsburg' });
    expect(s.newWorld.conquistadorsGone).toContain('pizarro');
    expect(s.log.find((e) => e.key === 'his.log.conquest')!.params).toMatchObject({ piece: 'pizarro', total: 11, conquest: 'aztecs' });
  });

  it('England and France use Conquest markers: killed on 6 or less, back on 7-8; Smallpox adds 2', () => {
    const s = startingState();
    s.newWorld.crossingAtlantic = { explorations: [], conquests: [], colonies: [] };
    launchConquest(s, 'england');
    launchConquest(s, 'france', { smallpox: true });
    loadDice(s, [3, 3, 3, 3]); // England 6: killed; France 6 + 2 = 8: nothing
    runProcedure(s, { proc: 'newWorld' });
    expect(s.newWorld.conquestMarkersGone).toEqual({ england: 1, france: 0 });
    expect(s.newWorld.conquests).toEqual({});
  });

  it('resolve Hapsburg, then English, then French: the first to roll high takes the Incas', () => {
    const s = startingState();
    s.newWorld.crossingAtlantic = { explorations: [], conquests: [], colonies: [] };
    launchConquest(s, 'france');
    launchConquest(s, 'england');
    launchConquest(s, 'hapsburg');
    s.newWorld.conquistadorsGone = ['cortez', 'montejo', 'cordova', 'coronado'];
    // Pizarro 2+2+3 = 7: nothing; England 6+6 = 12: the Incas; France 6+6 = 12: the Aztecs below.
    loadDice(s, [2, 2, 6, 6, 6, 6]);
    runProcedure(s, { proc: 'newWorld' });
    expect(s.log.filter((e) => e.key === 'his.log.conquest').map((e) => e.params.power)).toEqual(['hapsburg', 'england', 'france']);
    expect(s.newWorld.conquests).toEqual({ incas: 'england', aztecs: 'france' });
  });
});

describe('20.2 one circumnavigation a game', () => {
  it('once the world has been circumnavigated, a later explorer reaching 10+ may not try', () => {
    const s = startingState();
    s.newWorld.crossingAtlantic = { explorations: [], conquests: [], colonies: [] };
    s.newWorld.discoveries = { circumnavigation: 'hapsburg', pacificStrait: 'hapsburg' };
    launchExploration(s, 'france');
    onlyExplorers(s, { france: 'verrazano' });
    loadDice(s, [5, 5]); // 10 + 2 - 1 = 11
    runProcedure(s, { proc: 'newWorld' });
    expect(choices(s, 'france')).toEqual([
      { type: 'discovery', discovery: 'amazon' },
      { type: 'discovery', discovery: 'stLawrence' },
      { type: 'discovery', discovery: 'greatLakes' },
      { type: 'discovery', discovery: 'mississippi' },
    ]);
  });
});

describe('11.1, 20.1 once per turn and the colony limit', () => {
  function budget(power: MajorPower, cp: number, turn = 2): HisState {
    const s = startingState();
    s.turn = turn;
    // No response card in any hand: the windows after each action pass by.
    for (const p of ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'] as const) s.powers[p].hand = [];
    spend(s, power, cp);
    return s;
  }
  const offered = (s: HisState, power: 'hapsburg' | 'england' | 'france') => choices(s, power).map((a) => a.action);

  it('Explore, Colonize and Conquer each once a turn; the voyages of the scenario count on turn 1', () => {
    const s = budget('hapsburg', 12, 1);
    expect(offered(s, 'hapsburg')).not.toContain('explore');
    expect(offered(s, 'hapsburg')).not.toContain('conquer');
    expect(offered(s, 'hapsburg')).toContain('colonize');

    const t = budget('england', 12);
    expect(offered(t, 'england')).toEqual(expect.arrayContaining(['explore', 'colonize', 'conquer']));
    act(t, 'england', { type: 'action', action: 'explore' });
    expect(t.newWorld.crossingAtlantic.explorations).toContain('england');
    expect(stackWithBudgets(t).find((f) => f.proc === 'spendCp')!.cp).toBe(10);
    expect(offered(t, 'england')).not.toContain('explore');
    act(t, 'england', { type: 'action', action: 'colonize' });
    expect(stackWithBudgets(t).find((f) => f.proc === 'spendCp')!.cp).toBe(7);
    expect(offered(t, 'england')).not.toContain('colonize');
    act(t, 'england', { type: 'action', action: 'conquer' });
    expect(stackWithBudgets(t).find((f) => f.proc === 'spendCp')!.cp).toBe(3);
    expect(offered(t, 'england')).not.toContain('explore');
    expect(offered(t, 'england')).not.toContain('conquer');
    // A new turn: the limits reset.
    t.turn++;
    expect(offered(t, 'england')).toEqual(expect.arrayContaining(['explore', 'colonize']));
  });

  it('not for the other powers; not without an explorer or conquest marker left', () => {
    const s = budget('papacy', 6);
    expect(choices(s, 'papacy').map((a) => a.action)).not.toContain('explore');
    const t = budget('france', 6);
    t.newWorld.explorersGone = EXPLORER_IDS.filter((id) => EXPLORERS[id].power === 'france');
    t.newWorld.conquestMarkersGone.france = 2;
    expect(offered(t, 'france')).not.toContain('explore');
    expect(offered(t, 'france')).not.toContain('conquer');
  });

  it('England and France two colonies at a time, the Hapsburgs three; colonies settle in the New World Phase', () => {
    const s = budget('england', 6);
    s.newWorld.colonies = [{ power: 'england', name: 'Jamestown' }];
    act(s, 'england', { type: 'action', action: 'colonize' });
    s.newWorld.taken.colonize = [];
    expect(offered(s, 'england')).not.toContain('colonize');
    s.stack = [];
    s.newWorld.crossingAtlantic.explorations = [];
    s.newWorld.crossingAtlantic.conquests = [];
    runProcedure(s, { proc: 'newWorld' });
    expect(s.newWorld.colonies).toEqual([
      { power: 'england', name: 'Jamestown' },
      { power: 'england', name: 'Roanoke' },
    ]);
    expect(s.log.some((e) => e.key === 'his.log.colony')).toBe(true);
    const t = budget('hapsburg', 6);
    t.newWorld.colonies = [
      { power: 'hapsburg', name: 'Cuba' },
      { power: 'hapsburg', name: 'Hispaniola' },
    ];
    expect(offered(t, 'hapsburg')).toContain('colonize');
  });
});

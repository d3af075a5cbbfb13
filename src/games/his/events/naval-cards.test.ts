import { describe, expect, it } from 'vitest';
import { CARDS } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import { keysControlled } from '../power-cards.ts';
import { corsairBuildSites } from '../naval/build.ts';
import { antiPiracyDice, piracyZones } from '../naval/piracy.ts';
import { forcesAt, isFortified } from '../queries.ts';
import { resolveOverdueEvent } from '../phases/winter/mandatory.ts';
import type { HisState } from '../state.ts';
import { act, choices, clearMap, declareWar, loadDice, place, setControl, stackWithBudgets, startingState } from '../testing/position.ts';
import { EVENTS } from './registry.ts';
import { checkInvariants } from '../invariants.ts';

const fleet = (squadron: number, corsair = 0, leaders: string[] = []) => ({ regular: 0, mercenary: 0, cavalry: 0, squadron, corsair, leaders });

/** Play an event outside an impulse and run it to its first decision. */
function play(s: HisState, card: number, power: MajorPower): HisState {
  s.stack = [];
  EVENTS[card as 9]!.play(s, power);
  advance(s);
  return s;
}

function quiet(s: HisState): HisState {
  for (const p of ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'] as const) s.powers[p].hand = [];
  return s;
}

describe('card 9 Barbary Pirates (21.1, 17.2)', () => {
  it('Algiers comes into play as an Ottoman key with Barbarossa, 2 regulars and 2 corsairs; corsairs and piracy are allowed', () => {
    const s = quiet(startingState());
    expect(s.outOfPlay).toContain('algiers');
    expect(keysControlled(s, 'ottoman')).not.toContain('algiers');
    expect(corsairBuildSites(s, 'ottoman')).toEqual([]);
    play(s, 9, 'hapsburg');
    expect(s.outOfPlay).not.toContain('algiers');
    expect(s.spaces.algiers.control).toBe('ottoman');
    expect(keysControlled(s, 'ottoman')).toContain('algiers');
    expect(s.spaces.algiers.units.ottoman).toEqual({ regular: 2, mercenary: 0, cavalry: 0, squadron: 0, corsair: 2, leaders: ['barbarossa'] });
    expect(s.eventsResolved).toContain(9);
    // 17.2: corsairs may now be built in Algiers and the Ottoman home ports.
    const sites = corsairBuildSites(s, 'ottoman').map((x) => x.space);
    expect(sites).toContain('algiers');
    expect(sites).toContain('istanbul');
    // 16.4: corsairs at sea may now initiate piracy.
    s.spaces.algiers.units.ottoman!.corsair = 0;
    s.seas.barbary_coast.units = { ottoman: fleet(0, 2) };
    expect(piracyZones(s)).toEqual(['barbary_coast']);
  });

  it('6.1: played in the Hapsburg impulse, the event happens for the Ottoman, then the Hapsburgs spend 2 CP; the card leaves the game', () => {
    const s = quiet(startingState());
    s.powers.hapsburg.hand = [9];
    s.stack = [{ proc: 'actionPhase', next: 2, consecutivePasses: 0, calling: 'impulse' }, { proc: 'impulse', power: 'hapsburg' }];
    advance(s);
    // A Mandatory Event must be played: no pass, no CP use.
    expect(choices(s, 'hapsburg')).toEqual([{ type: 'play', card: 9, as: 'event' }]);
    act(s, 'hapsburg', { type: 'play', card: 9, as: 'event' });
    expect(s.spaces.algiers.units.ottoman?.corsair).toBe(2);
    expect(s.removed).toContain(9);
    expect(stackWithBudgets(s).find((f) => f.proc === 'spendCp')).toMatchObject({ power: 'hapsburg', cp: 2 });
  });

  it('19.8: resolved in the Winter of turn 3 if still unplayed, for the Ottoman', () => {
    const s = quiet(startingState());
    s.stack = [];
    resolveOverdueEvent(s, 9);
    expect(s.removed).toContain(9);
    expect(forcesAt(s, { space: 'algiers' }, 'ottoman').leaders).toEqual(['barbarossa']);
  });

  it('17.2: corsairs the counter mix cannot supply are forfeited', () => {
    const s = quiet(startingState());
    // Every Ottoman naval counter but one is on the map.
    const limit = 9;
    s.seas.aegean_sea.units = { ottoman: fleet(limit - 1) };
    for (const id of Object.keys(s.spaces) as (keyof typeof s.spaces)[]) {
      const f = s.spaces[id].units.ottoman;
      if (f) f.squadron = 0;
    }
    play(s, 9, 'ottoman');
    expect(forcesAt(s, { space: 'algiers' }, 'ottoman').corsair).toBe(1);
    expect(s.log.some((e) => e.key === 'his.log.unitsForfeited')).toBe(true);
  });
});

describe('card 18 Dragut', () => {
  it('Dragut takes Barbarossa’s place at sea; Barbarossa leaves the game', () => {
    const s = quiet(clearMap(startingState()));
    s.seas.ionian_sea.units = { ottoman: fleet(1, 2, ['barbarossa']) };
    play(s, 18, 'papacy');
    expect(s.seas.ionian_sea.units.ottoman!.leaders).toEqual(['dragut']);
  });

  it('Barbarossa on the Turn Track: Dragut comes back in his place', () => {
    const s = quiet(clearMap(startingState()));
    s.navalLeadersAway = [{ leader: 'barbarossa', owner: 'ottoman', turn: s.turn + 1 }];
    const previous = structuredClone(s);
    play(s, 18, 'ottoman');
    expect(s.navalLeadersAway).toEqual([{ leader: 'dragut', owner: 'ottoman', turn: s.turn + 1 }]);
    // Barbarossa is out of the game by the card's rule, not lost (pieces invariant).
    expect(s.leadersRemoved).toEqual(['barbarossa']);
    expect(checkInvariants(s, { previous }).filter((m) => m.startsWith('pieces'))).toEqual([]);
  });

  it('Barbarossa not in the game: nothing happens', () => {
    const s = quiet(clearMap(startingState()));
    play(s, 18, 'ottoman');
    expect(s.log.at(-1)!.key).toBe('his.log.dragutNoBarbarossa');
  });
});

describe('card 100 Shipbuilding', () => {
  it('2 squadrons in home ports the player controls, in one port or two', () => {
    const s = quiet(clearMap(startingState()));
    play(s, 100, 'france');
    const opts = choices(s, 'france');
    expect(opts).toContainEqual({ type: 'space', space: 'marseille', kind: 'squadron' });
    expect(opts.every((a) => a.kind === 'squadron')).toBe(true);
    act(s, 'france', { type: 'space', space: 'marseille', kind: 'squadron' });
    act(s, 'france', { type: 'space', space: 'marseille', kind: 'squadron' });
    expect(forcesAt(s, { space: 'marseille' }, 'france').squadron).toBe(2);
    expect(s.stack).toEqual([]);
  });

  it('the Protestant may not play it; a port in unrest takes no squadron', () => {
    const s = quiet(clearMap(startingState()));
    expect(EVENTS[100]!.canPlay(s, 'protestant')).toBe(false);
    s.spaces.marseille.unrest = true;
    play(s, 100, 'france');
    expect(choices(s, 'france').map((a) => a.space)).not.toContain('marseille');
  });

  it('the Ottoman may take 2 corsairs for a squadron once Barbary Pirates has occurred; only corsairs in Algiers', () => {
    const s = quiet(clearMap(startingState()));
    play(s, 100, 'ottoman');
    expect(choices(s, 'ottoman').every((a) => a.kind === 'squadron')).toBe(true);
    const t = quiet(clearMap(startingState()));
    t.eventsResolved.push(9);
    t.outOfPlay = [];
    play(t, 100, 'ottoman');
    const opts = choices(t, 'ottoman');
    expect(opts).toContainEqual({ type: 'space', space: 'algiers', kind: 'corsair' });
    expect(opts).not.toContainEqual({ type: 'space', space: 'algiers', kind: 'squadron' });
    act(t, 'ottoman', { type: 'space', space: 'algiers', kind: 'corsair' });
    act(t, 'ottoman', { type: 'space', space: 'istanbul', kind: 'squadron' });
    expect(forcesAt(t, { space: 'algiers' }, 'ottoman').corsair).toBe(2);
    expect(forcesAt(t, { space: 'istanbul' }, 'ottoman').squadron).toBe(1);
  });
});

describe('card 86 Knights of St. John', () => {
  it('Knights on the map near an Ottoman port: a random Ottoman card is discarded and its CP go to St. Peter’s', () => {
    const s = quiet(startingState());
    // Rhodes (the Knights) shares the Aegean with Ottoman ports.
    s.powers.ottoman.hand = [1, 47];
    const before = s.tracks.stPeters.cp + 5 * s.tracks.stPeters.vp;
    play(s, 86, 'hapsburg');
    // The Janissaries Home card is never taken.
    expect(s.powers.ottoman.hand).toEqual([1]);
    expect(s.discard).toContain(47);
    expect(s.tracks.stPeters.cp + 5 * s.tracks.stPeters.vp).toBe(before + CARDS[47].cp);
  });

  it('no card to take: only playable for CP while the Knights are on the map', () => {
    const s = quiet(startingState());
    s.powers.ottoman.hand = [1];
    expect(EVENTS[86]!.canPlay(s, 'papacy')).toBe(false);
  });

  it('Knights off the map: an unfortified Hapsburg home port gets a fortress; a fortress they hold stands by pirates', () => {
    const s = quiet(clearMap(startingState()));
    setControl(s, 'rhodes', 'ottoman');
    s.outOfPlay = [];
    const before = antiPiracyDice(s, 'barbary_coast', 'hapsburg');
    play(s, 86, 'papacy');
    act(s, 'hapsburg', { type: 'space', space: 'oran' });
    expect(s.spaces.oran.control).toBe('independent');
    expect(s.fortressMarkers).toEqual(['oran']);
    expect(isFortified(s, 'oran')).toBe(true);
    // 16.4 step 2: 1 more die against pirates on the Barbary Coast, for the Knights' new fortress.
    expect(antiPiracyDice(s, 'barbary_coast', 'hapsburg')).toBe(before + 1);
  });

  it('Knights off the map: the Hapsburgs re-establish them in a fortified home port, which becomes independent', () => {
    const s = quiet(clearMap(startingState()));
    setControl(s, 'rhodes', 'ottoman');
    place(s, 'malta', 'hapsburg', { regular: 1 });
    play(s, 86, 'papacy');
    const opts = choices(s, 'hapsburg');
    expect(opts).toContainEqual({ type: 'space', space: 'malta' });
    expect(opts).toContainEqual({ type: 'space', space: 'oran' });
    // Not a port the Hapsburgs do not control.
    expect(opts).not.toContainEqual({ type: 'space', space: 'rhodes' });
    act(s, 'hapsburg', { type: 'space', space: 'malta' });
    // 12.5: the Hapsburg regular there is displaced (the Hapsburgs choose where).
    const away = choices(s, 'hapsburg')[0]!;
    act(s, 'hapsburg', away);
    expect(s.spaces.malta.control).toBe('independent');
    expect(forcesAt(s, { space: 'malta' }, 'independent').regular).toBe(1);
    expect(forcesAt(s, { space: 'malta' }, 'hapsburg').regular).toBe(0);
    expect(s.knightsOfStJohn).toBe('malta');
    // 16.4: the Knights' fortress now fires at pirates in the Ionian Sea whoever is targeted.
    s.eventsResolved.push(9);
    expect(antiPiracyDice(s, 'ionian_sea', 'papacy')).toBe(1);
  });
});

describe('card 89 Pirate Haven (21.1)', () => {
  function ready(): HisState {
    const s = quiet(clearMap(declareWar(startingState(), 'ottoman', 'hapsburg')));
    play(s, 9, 'ottoman');
    s.stack = [];
    return s;
  }

  it('needs Barbary Pirates; Oran (empty, held by an enemy, on the Barbary Coast with Algiers) becomes an Ottoman pirate haven', () => {
    const before = quiet(clearMap(declareWar(startingState(), 'ottoman', 'hapsburg')));
    expect(EVENTS[89]!.canPlay(before, 'ottoman')).toBe(false);
    const s = ready();
    play(s, 89, 'ottoman');
    // Tripoli's sea (North African Coast) touches no Ottoman fortified space.
    expect(choices(s, 'ottoman')).toEqual([{ type: 'space', space: 'oran' }]);
    act(s, 'ottoman', { type: 'space', space: 'oran' });
    expect(s.spaces.oran.control).toBe('ottoman');
    expect(s.pirateHavens).toEqual(['oran']);
    // 21.1: a fortified space from now on (a fortress marker).
    expect(s.fortressMarkers).toEqual(['oran']);
    expect(forcesAt(s, { space: 'oran' }, 'ottoman')).toMatchObject({ regular: 1, corsair: 2 });
    // 17.2: corsairs (only) may be built there.
    expect(corsairBuildSites(s, 'ottoman').map((x) => x.space)).toContain('oran');
  });

  it('not into an occupied space, nor one held by a power not at war with the Ottoman', () => {
    const s = ready();
    place(s, 'oran', 'hapsburg', { regular: 1 });
    expect(EVENTS[89]!.canPlay(s, 'ottoman')).toBe(false);
    const t = quiet(clearMap(startingState()));
    play(t, 9, 'ottoman');
    expect(EVENTS[89]!.canPlay(t, 'ottoman')).toBe(false);
  });
});

describe('card 68 Andrea Doria', () => {
  it('option 1: France activates an inactive Genoa', () => {
    const s = quiet(startingState());
    play(s, 68, 'france');
    expect(choices(s, 'france')).toEqual([{ type: 'option', option: 'activateGenoa' }]);
    act(s, 'france', { type: 'option', option: 'activateGenoa' });
    expect(s.diplomacy.minorAllies.genoa).toBe('france');
  });

  it('option 1: the Papacy takes Genoa from its Hapsburg ally (deactivated first, 22.4); not its own ally again', () => {
    const s = quiet(startingState());
    s.diplomacy.minorAllies.genoa = 'hapsburg';
    setControl(s, 'genoa', 'hapsburg');
    play(s, 68, 'papacy');
    act(s, 'papacy', { type: 'option', option: 'activateGenoa' });
    expect(s.diplomacy.minorAllies.genoa).toBe('papacy');
    expect(s.spaces.genoa.control).toBe('papacy');
    expect(s.log.some((e) => e.key === 'his.log.minorDeactivated')).toBe(true);
    expect(EVENTS[68]!.canPlay(s, 'papacy')).toBe(false);
  });

  it('option 2: Doria at war with the Ottoman, at sea by 2 Ottoman ports: two card draws, 3 dice off the piracy VP', () => {
    const s = quiet(clearMap(startingState()));
    s.diplomacy.minorAllies.genoa = 'hapsburg';
    declareWar(s, 'hapsburg', 'ottoman');
    s.seas.aegean_sea.units = { genoa: fleet(1, 0, ['andrea-doria']) };
    s.tracks.piracyVp = 3;
    // England may not activate Genoa; option 2 only.
    play(s, 68, 'england');
    expect(choices(s, 'england')).toEqual([{ type: 'option', option: 'doriaRaid' }]);
    loadDice(s, [5, 6, 2]);
    act(s, 'england', { type: 'option', option: 'doriaRaid' });
    expect(s.tracks.piracyVp).toBe(1);
    expect(s.powers.england.hand).toHaveLength(1);
    expect(s.powers.hapsburg.hand).toHaveLength(1);
  });

  it('option 2 needs war with the Ottoman and two Ottoman ports on Doria’s sea zone', () => {
    const s = quiet(clearMap(startingState()));
    s.diplomacy.minorAllies.genoa = 'hapsburg';
    s.seas.aegean_sea.units = { genoa: fleet(1, 0, ['andrea-doria']) };
    expect(EVENTS[68]!.canPlay(s, 'england')).toBe(false);
    declareWar(s, 'hapsburg', 'ottoman');
    s.seas.aegean_sea.units = {};
    s.seas.gulf_of_lyon.units = { genoa: fleet(1, 0, ['andrea-doria']) };
    expect(EVENTS[68]!.canPlay(s, 'england')).toBe(false);
  });
});

// Map data against what the rulebook (sections 2, 18.3 example, 14 example, 21, 22) and the board state.
import { describe, expect, it } from 'vitest';
import type { SeaZoneId, SpaceId } from './map.ts';
import {
  CAPITALS,
  ELECTORATES,
  INDEPENDENT_KEYS,
  LANGUAGE_ZONES,
  PIRATE_HAVENS,
  SEA_ZONES,
  SEA_ZONE_IDS,
  SPACES,
  SPACE_IDS,
  adjacentSpaces,
  areAdjacent,
  capitalsOf,
  homeSpacesOf,
  isElectorate,
  isFortified,
  isKey,
  isPassBetween,
  isPort,
  isSeaZoneId,
  isSpaceId,
  keysOf,
  portsOf,
  seaZonesOf,
  spacesInLanguageZone,
} from './map.ts';
import { ALL_POWERS, MAJOR_POWERS } from './powers.ts';

const all = SPACE_IDS.map((id) => SPACES[id]);
const count = <T>(xs: readonly T[], f: (x: T) => boolean) => xs.filter(f).length;
const sorted = (xs: readonly string[]) => [...xs].sort();

describe('spaces and sea zones', () => {
  it('has 134 land spaces and the 14 sea zones of rule 2.5, with unique ids', () => {
    expect(SPACE_IDS).toHaveLength(134);
    expect(new Set(SPACE_IDS).size).toBe(134);
    expect(SEA_ZONE_IDS).toHaveLength(14);
    expect(new Set(SEA_ZONE_IDS).size).toBe(14);
    expect(sorted(Object.keys(SPACES))).toEqual(sorted(SPACE_IDS));
    expect(sorted(Object.keys(SEA_ZONES))).toEqual(sorted(SEA_ZONE_IDS));
    for (const id of SPACE_IDS) expect(SPACES[id].id).toBe(id);
    for (const id of SEA_ZONE_IDS) expect(SEA_ZONES[id].id).toBe(id);
    for (const id of SEA_ZONE_IDS) expect(isSpaceId(id)).toBe(false);
    expect(isSpaceId('wittenberg')).toBe(true);
    expect(isSeaZoneId('north_sea')).toBe(true);
    expect(isSpaceId('atlantis')).toBe(false);
  });

  it('counts spaces by type: 86 unfortified, 33 keys, 9 fortresses, 6 electorates', () => {
    expect(count(all, (s) => s.type === 'unfortified')).toBe(86);
    expect(count(all, (s) => s.type === 'key')).toBe(33);
    expect(count(all, (s) => s.type === 'fortress')).toBe(9);
    expect(count(all, (s) => s.type === 'electorate')).toBe(6);
    expect(sorted(SPACE_IDS.filter((id) => SPACES[id].type === 'fortress'))).toEqual(
      sorted(['stirling', 'brussels', 'besancon', 'gibraltar', 'malta', 'scutari', 'corfu', 'candia', 'rhodes']),
    );
  });

  it('has exactly six electorates (2.1), all German-speaking Protestant home spaces, fortified but not keys', () => {
    expect(sorted(ELECTORATES)).toEqual(['augsburg', 'brandenburg', 'cologne', 'mainz', 'trier', 'wittenberg']);
    for (const id of ELECTORATES) {
      expect(SPACES[id].home).toBe('protestant');
      expect(SPACES[id].languageZone).toBe('german');
      expect(isElectorate(id)).toBe(true);
      expect(isFortified(id)).toBe(true);
      expect(isKey(id)).toBe(false);
    }
  });

  it('treats keys, electorates and fortresses as fortified and nothing else (2.1)', () => {
    for (const s of all) expect(isFortified(s)).toBe(s.type !== 'unfortified');
    expect(isFortified('rhodes')).toBe(true);
    expect(isFortified('wittenberg')).toBe(true);
    expect(isFortified('paris')).toBe(true);
    expect(isFortified('agram')).toBe(false);
    expect(isFortified('oran')).toBe(false);
  });

  it('has the six capitals of 2.1, two of them Hapsburg, none Protestant; every capital is a key', () => {
    expect(CAPITALS).toEqual({
      ottoman: ['istanbul'],
      hapsburg: ['valladolid', 'vienna'],
      england: ['london'],
      france: ['paris'],
      papacy: ['rome'],
      protestant: [],
    });
    for (const p of MAJOR_POWERS) {
      for (const id of capitalsOf(p)) {
        expect(SPACES[id].type).toBe('key');
        expect(SPACES[id].capitalOf).toBe(p);
        expect(SPACES[id].home).toBe(p);
      }
    }
    expect(count(all, (s) => s.capitalOf !== null)).toBe(6);
  });

  it('has the home keys the power cards count, and the four independent keys of 22.6', () => {
    const keys = Object.fromEntries(ALL_POWERS.map((p) => [p, keysOf(p).length]));
    expect(keys).toEqual({
      ottoman: 5, // Istanbul, Edirne, Salonika, Athens and Algiers (in play after Barbary Pirates, 21.1)
      hapsburg: 7,
      england: 4,
      france: 5,
      papacy: 2,
      protestant: 0,
      genoa: 1,
      hungary: 3,
      scotland: 1,
      venice: 1,
      independent: 4,
    });
    expect(sorted(INDEPENDENT_KEYS)).toEqual(['florence', 'metz', 'milan', 'tunis']);
    expect(keysOf('hungary')).toEqual(['belgrade', 'buda', 'prague']);
  });

  it('has home spaces per power; Protestant home spaces are all German; Ottoman ones non-Christian (2.3)', () => {
    const homes = Object.fromEntries(ALL_POWERS.map((p) => [p, homeSpacesOf(p).length]));
    expect(homes).toEqual({
      ottoman: 15,
      hapsburg: 32,
      england: 12,
      france: 17,
      papacy: 3,
      protestant: 21,
      genoa: 2,
      hungary: 9,
      scotland: 3,
      venice: 4,
      independent: 16,
    });
    for (const id of homeSpacesOf('protestant')) expect(SPACES[id].languageZone).toBe('german');
    for (const s of all) expect(s.religion1517).toBe(s.home === 'ottoman' ? 'other' : 'catholic');
  });

  it('marks the North African pirate havens of 21.1', () => {
    expect(PIRATE_HAVENS).toEqual(['algiers', 'oran', 'tripoli']);
    expect(SPACES.algiers.home).toBe('ottoman');
    expect(SPACES.algiers.type).toBe('key');
    expect(SPACES.oran.home).toBe('hapsburg');
    expect(SPACES.tripoli.home).toBe('hapsburg');
    expect(SPACES.oran.type).toBe('unfortified');
  });

  it('records 1517 control: Protestant home spaces under Hapsburg markers (21.2), Milan French, Tunis Hapsburg (22.6)', () => {
    for (const id of homeSpacesOf('protestant')) expect(SPACES[id].control1517).toBe('hapsburg');
    expect(SPACES.milan.control1517).toBe('france');
    expect(SPACES.tunis.control1517).toBe('hapsburg');
    expect(SPACES.metz.control1517).toBe('independent');
    expect(SPACES.florence.control1517).toBe('independent');
    const differing = all.filter((s) => s.control1517 !== s.home).map((s) => s.id);
    expect(differing).toHaveLength(24); // 21 Protestant spaces, Milan, Turin, Tunis
  });
});

describe('language zones (2.5)', () => {
  it('counts spaces per zone', () => {
    const byZone = Object.fromEntries(LANGUAGE_ZONES.map((z) => [z, spacesInLanguageZone(z).length]));
    expect(byZone).toEqual({ german: 27, french: 24, italian: 18, spanish: 14, english: 14, other: 37 });
  });

  it('puts the spaces the rules single out where they belong', () => {
    expect(SPACES.calais.languageZone).toBe('french'); // English home space in the French zone
    expect(SPACES.breslau.languageZone).not.toBe('german'); // 18.3 example: outside the German zone
    expect(SPACES.prague.languageZone).not.toBe('german');
    expect(SPACES.vienna.languageZone).toBe('german');
    expect(SPACES.ragusa.languageZone).toBe('other');
    expect(SPACES.palma.languageZone).toBe('spanish');
    expect(count(homeSpacesOf('england'), (id) => SPACES[id].languageZone === 'english')).toBe(11);
  });
});

describe('land connections and passes', () => {
  it('are symmetric, never self-links, never duplicated, never both a connection and a pass', () => {
    for (const s of all) {
      expect(new Set(s.connections).size).toBe(s.connections.length);
      expect(new Set(s.passes).size).toBe(s.passes.length);
      expect(s.connections).not.toContain(s.id);
      expect(s.passes).not.toContain(s.id);
      for (const t of s.connections) {
        expect(SPACES[t].connections, `${t} -> ${s.id}`).toContain(s.id);
        expect(s.passes).not.toContain(t);
      }
      for (const t of s.passes) expect(SPACES[t].passes, `${t} -> ${s.id}`).toContain(s.id);
    }
  });

  it('has 204 ordinary links and the 16 passes of 2.5 (3 Pyrenees, 6 Alps, 7 Balkans)', () => {
    const links = all.reduce((n, s) => n + s.connections.length, 0) / 2;
    expect(links).toBe(204);
    const passes = all.flatMap((s) => s.passes.filter((t) => s.id < t).map((t) => `${s.id}-${t}`));
    expect(sorted(passes)).toEqual(
      sorted([
        // Pyrenees
        'bordeaux-navarre', 'barcelona-toulouse', 'avignon-barcelona',
        // Alps
        'geneva-turin', 'grenoble-turin', 'genoa-nice', 'augsburg-innsbruck', 'innsbruck-trent', 'graz-salzburg',
        // Balkans
        'agram-zara', 'belgrade-ragusa', 'nicopolis-szegedin', 'nicopolis-sofia', 'salonika-sofia', 'nezh-scutari',
        'durazzo-larissa',
      ]),
    );
    expect(isPassBetween('bordeaux', 'navarre')).toBe(true);
    expect(isPassBetween('navarre', 'bordeaux')).toBe(true);
    expect(isPassBetween('paris', 'rouen')).toBe(false);
  });

  it("gives Vienna the four neighbours of the interception example (14): Brunn, Linz, Graz, Pressburg", () => {
    expect(sorted(adjacentSpaces('vienna'))).toEqual(['brunn', 'graz', 'linz', 'pressburg']);
    expect(areAdjacent('vienna', 'graz')).toBe(true);
  });

  it('reproduces the dice of the Reformation example (18.3) after Wittenberg and Brandenburg turn Protestant', () => {
    // Protestant: Wittenberg (Luther, 2 regulars) and Brandenburg (1 regular). Catholic stack: Hungarian regular in Prague.
    const protestant = new Set<SpaceId>(['wittenberg', 'brandenburg']);
    const reformers = new Set<SpaceId>(['wittenberg']);
    const catholicStacks = new Set<SpaceId>(['prague']);
    const dice = (t: SpaceId) => {
      const adj = SPACES[t].connections; // nothing across a pass counts (18.3)
      const prot = count(adj, (a) => protestant.has(a));
      const ref = count(adj, (a) => reformers.has(a));
      const cath = count(adj, (a) => !protestant.has(a));
      const cathStacks = count(adj, (a) => catholicStacks.has(a)) + (catholicStacks.has(t) ? 2 : 0);
      return { protestant: prot + prot + ref + 1, papal: Math.max(1, cath + cathStacks) }; // each Protestant space holds a stack; +1 for 95 Theses
    };
    expect(dice('lubeck')).toEqual({ protestant: 3, papal: 3 });
    expect(dice('stettin')).toEqual({ protestant: 3, papal: 1 });
    expect(dice('breslau')).toEqual({ protestant: 6, papal: 1 });
    expect(dice('prague')).toEqual({ protestant: 4, papal: 5 });
    expect(dice('leipzig')).toEqual({ protestant: 4, papal: 4 });
    expect(dice('magdeburg')).toEqual({ protestant: 6, papal: 3 });
  });
});

describe('ports and sea zones', () => {
  it("lists every port in its sea zones and every sea zone's port as a port of that zone", () => {
    for (const s of all) for (const z of s.ports) expect(SEA_ZONES[z].ports, `${z} lists ${s.id}`).toContain(s.id);
    for (const id of SEA_ZONE_IDS) for (const p of SEA_ZONES[id].ports) expect(SPACES[p].ports).toContain(id);
    expect(count(all, (s) => isPort(s))).toBe(58);
    expect(all.reduce((n, s) => n + s.ports.length, 0)).toBe(75);
    expect(sorted(SPACE_IDS.filter((id) => SPACES[id].ports.length === 2))).toEqual(
      sorted([
        'bastia', 'brest', 'cagliari', 'calais', 'candia', 'cartagena', 'corfu', 'coron', 'corunna', 'genoa',
        'gibraltar', 'istanbul', 'malta', 'messina', 'palma', 'rhodes', 'tunis',
      ]),
    );
    expect(seaZonesOf('istanbul')).toEqual(expect.arrayContaining(['black_sea', 'aegean_sea']));
    expect(portsOf('black_sea')).toContain('istanbul');
    expect(isPort('stirling')).toBe(false);
    expect(isPort('zara')).toBe(false);
  });

  it('has symmetric sea adjacency: 16 pairs, with the connections and gaps of 2.5', () => {
    const pairs = new Set<string>();
    for (const id of SEA_ZONE_IDS) {
      const z = SEA_ZONES[id];
      expect(z.adjacentSeas).not.toContain(id);
      for (const o of z.adjacentSeas) {
        expect(SEA_ZONES[o].adjacentSeas, `${o} -> ${id}`).toContain(id);
        pairs.add([id, o].sort().join('|'));
      }
    }
    expect(pairs.size).toBe(16);
    const adj = (a: SeaZoneId, b: SeaZoneId) => SEA_ZONES[a].adjacentSeas.includes(b);
    // Not connected, each bridged by a two-zone port.
    expect(adj('ionian_sea', 'tyrrhenian_sea')).toBe(false);
    expect(seaZonesOf('messina')).toEqual(expect.arrayContaining(['ionian_sea', 'tyrrhenian_sea']));
    expect(adj('barbary_coast', 'atlantic_ocean')).toBe(false);
    expect(seaZonesOf('gibraltar')).toEqual(expect.arrayContaining(['barbary_coast', 'atlantic_ocean']));
    expect(adj('black_sea', 'aegean_sea')).toBe(false);
    // Connected by the arrows at the top of the map.
    expect(adj('north_sea', 'irish_sea')).toBe(true);
    expect(adj('north_sea', 'baltic_sea')).toBe(true);
    expect(SEA_ZONES.black_sea.adjacentSeas).toEqual([]);
  });
});

describe('connectivity', () => {
  type Node = { space: SpaceId } | { sea: SeaZoneId };
  const key = (n: Node) => ('space' in n ? `s:${n.space}` : `z:${n.sea}`);

  function reach(start: Node, useSea: boolean): Set<string> {
    const seen = new Set<string>([key(start)]);
    const queue: Node[] = [start];
    while (queue.length > 0) {
      const n = queue.shift()!;
      const next: Node[] =
        'space' in n
          ? [...adjacentSpaces(n.space).map((space) => ({ space })), ...(useSea ? SPACES[n.space].ports.map((sea) => ({ sea })) : [])]
          : [...SEA_ZONES[n.sea].adjacentSeas.map((sea) => ({ sea })), ...SEA_ZONES[n.sea].ports.map((space) => ({ space }))];
      for (const m of next) {
        if (!seen.has(key(m))) {
          seen.add(key(m));
          queue.push(m);
        }
      }
    }
    return seen;
  }

  it('reaches every space and sea zone from London by land and sea', () => {
    expect(reach({ space: 'london' }, true).size).toBe(134 + 14);
  });

  it('has three kinds of land components: the continent (109), Great Britain (14) and 11 islands or enclaves', () => {
    const left = new Set<SpaceId>(SPACE_IDS);
    const sizes: number[] = [];
    for (const id of SPACE_IDS) {
      if (!left.has(id)) continue;
      const comp = reach({ space: id }, false);
      for (const k of comp) left.delete(k.slice(2) as SpaceId);
      sizes.push(comp.size);
    }
    sizes.sort((a, b) => b - a);
    expect(sizes).toEqual([109, 14, ...Array<number>(11).fill(1)]);
    expect(reach({ space: 'london' }, false).has('s:edinburgh')).toBe(true);
    expect(reach({ space: 'london' }, false).has('s:calais')).toBe(false);
  });
});

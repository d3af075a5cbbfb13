#!/usr/bin/env node
// Generates the typed Here I Stand data modules in src/games/his/data/ (map.ts, pieces.ts,
// tables.ts, scenarios.ts) from the reference facts (map.json, pieces.json, setup.json, and
// cards.json for card numbers only).
//
// Usage: node scripts/gen-his-data.mjs [REFERENCE_DIR] [--check]
//   REFERENCE_DIR defaults to ../shared/reference/his relative to the repository root.
//   --check writes nothing and exits 1 if a generated file on disk differs from the output.
//
// The project never reads the reference folder at run time or in tests: the generated files are
// committed. The rulebook is the authority; every place where this script departs from the
// reference is in the CORRECTIONS section below, with the rulebook section it follows, and in
// docs/data-decisions.md. Helper functions that live in the generated modules are written in the
// templates at the end of each emit function.

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const checkOnly = argv.includes('--check');
const refArg = argv.find((a) => !a.startsWith('--'));
const refDir = resolve(refArg ?? join(repoRoot, '../shared/reference/his'));
const outDir = join(repoRoot, 'src/games/his/data');

function fail(msg) {
  throw new Error(`gen-his-data: ${msg}`);
}
function check(cond, msg) {
  if (!cond) fail(msg);
}

const sources = {};
function load(file) {
  const text = readFileSync(join(refDir, file), 'utf8');
  sources[file] = createHash('sha256').update(text).digest('hex').slice(0, 16);
  return JSON.parse(text);
}

const map = load('map.json');
const pieces = load('pieces.json');
const setup = load('setup.json');
const cards = load('cards.json');

// ---------------------------------------------------------------------------------------------
// CORRECTIONS: where the project departs from the reference, and why (rulebook sections).
// ---------------------------------------------------------------------------------------------

// Rulebook 11.1, action summary table, transcribed row by row (columns in impulse order:
// Ottoman, Hapsburg, England, France, Papacy, Protestant; '-' = the power may not take it).
// The table is the authority for ACTION_COSTS; the reference is compared against it.
const RULEBOOK_11_1 = [
  ['moveFormationClear', 'Move formation in clear', '1 1 1 1 1 1', '13'],
  ['moveFormationOverPass', 'Move formation over pass', '2 2 2 2 2 2', '13'],
  ['navalMove', 'Naval move', '1 1 1 1 1 -', '16'],
  ['buyMercenary', 'Buy mercenary', '- 1 1 1 1 1', '17'],
  ['raiseRegular', 'Raise regular troop', '2 2 2 2 2 2', '17'],
  ['raiseCavalry', 'Raise cavalry (Sipahi)', '1 - - - - -', '17'],
  ['buildSquadron', 'Build naval squadron', '2 2 2 2 2 -', '17'],
  ['buildCorsair', 'Build corsair', '1 - - - - -', '17'],
  // One printed row "Assault / foreign war": both actions cost 1 CP for every power. Only the
  // Ottoman and England can ever be fighting a foreign war (21.7), which the state decides.
  ['assault', 'Assault', '1 1 1 1 1 1', '15'],
  ['fightForeignWar', 'Fight foreign war', '1 1 1 1 1 1', '21.7'],
  ['controlUnfortifiedSpace', 'Control unfortified space', '1 1 1 1 1 1', '12'],
  ['initiatePiracy', 'Initiate piracy in sea zone', '2 - - - - -', '16.4'],
  ['explore', 'Explore', '- 2 2 2 - -', '20'],
  ['colonize', 'Colonize', '- 2 3 3 - -', '20'],
  ['conquer', 'Conquer', '- 4 4 4 - -', '20'],
  ['translateScripture', 'Translate scripture', '- - - - - 1', '18'],
  ['publishTreatise', 'Publish treatise', '- - 3 - - 2', '18'],
  ['callTheologicalDebate', 'Call theological debate', '- - - - 3 3', '18'],
  ['buildSaintPeters', "Build Saint Peter's", '- - - - 1 -', '18'],
  ['burnBooks', 'Burn books', '- - - - 2 -', '18'],
  ['foundJesuitUniversity', 'Found Jesuit university', '- - - - 3 -', '18'],
];

// Conditions on actions, from the rulebook sections named.
const ACTION_NOTES = {
  buildCorsair: 'only after Barbary Pirates; in Ottoman home ports, Algiers and pirate havens (17.2)',
  fightForeignWar: 'only a power fighting a foreign war: the Ottoman or England (21.7)',
  controlUnfortifiedSpace: 'the same action removes unrest (12.4)',
  initiatePiracy: 'needs corsairs in the zone; once per sea zone per turn, four per turn (16.4)',
  explore: 'not with no explorer left (20.2)',
  conquer: 'not with no conquistador or conquest marker left (20.3)',
  publishTreatise: 'England only while Cranmer is on the map, English zone only (18.1)',
  callTheologicalDebate: 'German, French or English zone (18.1)',
  foundJesuitUniversity: 'only after Society of Jesus; 2 CP with Loyola committed (18.1, 18.2)',
};

// Rulebook 9.6 step 2: the cost of a DOW on a major power is "the number found in the
// appropriate box" of the Diplomatic Status Display: one box, one number, per pair. The printed
// Hapsburg/England box reads "3/1"; the reference reads it as Hapsburg->England 3 and
// England->Hapsburg 1. We read it as 3 for both directions, "/1" being the Hapsburg cost after
// the 2-CP Catherine of Aragon discount that 9.6 and 21.3 describe (3 - 2 = 1).
const DOW_CORRECTIONS = [{ from: 'england', to: 'hapsburg', value: 3, reference: 1, rule: '9.6, 21.3' }];

// Rulebook 22.6: "All four [independent keys: Metz, Milan, Florence, Tunis] start in an
// independent political state in the 1532 scenario". The reference (one source, Saito) gives
// Florence and Siena to the Papacy with a Papal regular in Florence. We follow 22.6: Florence and
// Siena are independent, Florence holds 1 independent regular (like the other three independent
// keys in this setup) and the Papal regular there is not placed.
const CORRECTION_1532_FLORENCE = {
  independentSpaces: ['florence', 'siena'],
  dropForce: { power: 'papacy', space: 'florence' },
  addIndependentRegular: 'florence',
  rule: '22.6',
};

// Rulebook 8.2 (debaters and reformers enter in the Card Draw Phase of their turn) and
// setup.json's own note for 1532 ("French debaters and Calvin arrive through the normal turn-4
// Card Draw Phase"): the 1532 scenario starts with that Card Draw Phase, so the debaters and the
// reformer whose entry turn is 4 are not in play at setup; the phase adds them.
const SCENARIO_1532_FIRST_CARD_DRAW_TURN = 4;

// ---------------------------------------------------------------------------------------------
// Literal emitter: JSON-like values to formatted TypeScript.
// ---------------------------------------------------------------------------------------------

class Raw {
  constructor(code) {
    this.code = code;
  }
}
const raw = (code) => new Raw(code);
const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const WIDTH = 120;

function quote(s) {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}
function keyOf(k) {
  return IDENT.test(k) ? k : quote(k);
}
function entries(o) {
  return Object.entries(o).filter(([, v]) => v !== undefined);
}
function inline(v) {
  if (v instanceof Raw) return v.code;
  if (v === null) return 'null';
  if (typeof v === 'string') return quote(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map(inline).join(', ')}]`;
  const es = entries(v);
  if (es.length === 0) return '{}';
  return `{ ${es.map(([k, x]) => `${keyOf(k)}: ${inline(x)}`).join(', ')} }`;
}
/** Formats v for a position `indent` spaces deep, after `prefix` characters on the same line. */
function lit(v, indent = 0, prefix = 0) {
  const one = inline(v);
  if (indent + prefix + one.length + 1 <= WIDTH || v === null || typeof v !== 'object' || v instanceof Raw) return one;
  const pad = ' '.repeat(indent + 2);
  const end = ' '.repeat(indent);
  if (Array.isArray(v)) {
    if (v.every((x) => x === null || typeof x !== 'object') && v.every((x) => inline(x).length <= 40)) {
      // Pack primitives into lines.
      const lines = [];
      let line = '';
      for (const x of v.map(inline)) {
        const next = line ? `${line} ${x},` : `${x},`;
        if (pad.length + next.length > WIDTH && line) {
          lines.push(line);
          line = `${x},`;
        } else line = next;
      }
      if (line) lines.push(line);
      return `[\n${lines.map((l) => pad + l).join('\n')}\n${end}]`;
    }
    return `[\n${v.map((x) => `${pad}${lit(x, indent + 2)},`).join('\n')}\n${end}]`;
  }
  return `{\n${entries(v)
    .map(([k, x]) => `${pad}${keyOf(k)}: ${lit(x, indent + 2, keyOf(k).length + 2)},`)
    .join('\n')}\n${end}}`;
}
/** `export const NAME: TYPE = value;` */
function constDecl(name, type, value, exported = true) {
  const head = `${exported ? 'export ' : ''}const ${name}${type ? `: ${type}` : ''} = `;
  return `${head}${lit(value, 0, head.length)}${type ? '' : ' as const'};\n`;
}
function asConstDecl(name, value) {
  const head = `export const ${name} = `;
  return `${head}${lit(value, 0, head.length + 9)} as const;\n`;
}
function doc(text) {
  return `/** ${text} */\n`;
}

function header(files, what) {
  const dir = relative(repoRoot, refDir) || '.';
  return (
    `// GENERATED by scripts/gen-his-data.mjs from the reference facts in ${dir}/:\n` +
    files.map((f) => `//   ${f} (sha256 ${sources[f]})\n`).join('') +
    `// Do not edit by hand: change the generator (its CORRECTIONS section lists every departure\n` +
    `// from the reference, with the rulebook section it follows) and run node scripts/gen-his-data.mjs.\n` +
    `// ${what}\n`
  );
}

// ---------------------------------------------------------------------------------------------
// Shared lookups
// ---------------------------------------------------------------------------------------------

const MAJOR = ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'];
const MINOR = ['genoa', 'hungary', 'scotland', 'venice'];
const POWERS = [...MAJOR, ...MINOR, 'independent'];
const NEW_WORLD = ['hapsburg', 'england', 'france'];
/** Departures from the reference applied while building, printed at the end. */
const X_NOTES = [];
const sameSet = (a, b) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

const normalize = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

const spaceById = new Map(map.spaces.map((s) => [s.id, s]));
const spaceByName = new Map();
for (const s of map.spaces) {
  spaceByName.set(normalize(s.name), s.id);
  spaceByName.set(s.id, s.id);
}
function spaceId(name) {
  const id = spaceByName.get(normalize(name));
  if (!id) fail(`unknown space ${JSON.stringify(name)}`);
  return id;
}

const cardByName = new Map(cards.map((c) => [normalize(c.name), c]));
function card(name) {
  const c = cardByName.get(normalize(name));
  if (!c) fail(`unknown card ${JSON.stringify(name)}`);
  return c;
}
const cardRef = (name) => {
  const c = card(name);
  return { cardNumber: c.id, cardName: c.name };
};

/** '4 or less' | '5-6' | 7 | '10+' | '6 or more' -> { min, max } (null = open). */
function range(r) {
  if (typeof r === 'number') return { min: r, max: r };
  let m;
  if ((m = /^(\d+)$/.exec(r))) return { min: +m[1], max: +m[1] };
  if ((m = /^(\d+)\s*-\s*(\d+)$/.exec(r))) return { min: +m[1], max: +m[2] };
  if ((m = /^(\d+)\s*(\+|or more)$/.exec(r))) return { min: +m[1], max: null };
  if ((m = /^(\d+) or less$/.exec(r))) return { min: null, max: +m[1] };
  fail(`unparsable roll range ${JSON.stringify(r)}`);
}
/** Bands must cover the whole line without gaps or overlaps. */
function checkBands(bands, what) {
  for (let i = 1; i < bands.length; i++) {
    const a = bands[i - 1];
    const b = bands[i];
    check(a.max !== null && b.min === a.max + 1, `${what}: bands ${i - 1} and ${i} do not meet`);
  }
}

/** 'start' | 'turn-6' | 'event:Edward VI' -> PieceEntry */
function entry(e) {
  if (e === 'start') return { kind: 'start' };
  let m;
  if ((m = /^turn-(\d+)$/.exec(e))) return { kind: 'turn', turn: +m[1] };
  if ((m = /^event:(.+)$/.exec(e))) return { kind: 'event', ...cardRef(m[1]) };
  fail(`unparsable entry ${JSON.stringify(e)}`);
}

// ---------------------------------------------------------------------------------------------
// map.ts
// ---------------------------------------------------------------------------------------------

function buildMap() {
  const spaces = map.spaces.map((s) => ({
    id: s.id,
    name: s.name,
    type: s.type,
    capitalOf: s.capitalOf,
    home: s.home,
    languageZone: s.languageZone,
    religion1517: s.religion1517,
    control1517: s.control1517 ?? s.home,
    ports: s.ports,
    connections: s.connections,
    passes: s.passes,
    lat: s.lat,
    lon: s.lon,
  }));
  const seas = map.seaZones.map((z) => ({
    id: z.id,
    name: z.name,
    adjacentSeas: z.adjacentSeas,
    ports: z.ports,
    lat: z.lat,
    lon: z.lon,
  }));
  for (const s of spaces) {
    check(POWERS.includes(s.home), `${s.id}: home ${s.home}`);
    for (const t of [...s.connections, ...s.passes]) check(spaceById.has(t), `${s.id}: link to unknown ${t}`);
  }
  return { spaces, seas };
}

// Rule 21.1: Algiers, Oran and Tripoli (green lower half) can become Ottoman pirate havens.
const PIRATE_HAVENS = ['algiers', 'oran', 'tripoli'];

function emitMap({ spaces, seas }) {
  const ids = spaces.map((s) => s.id);
  const seaIds = seas.map((z) => z.id);
  const electorates = spaces.filter((s) => s.type === 'electorate').map((s) => s.id);
  const independentKeys = spaces.filter((s) => s.type === 'key' && s.home === 'independent').map((s) => s.id);
  const capitals = Object.fromEntries(
    MAJOR.map((p) => [p, spaces.filter((s) => s.capitalOf === p).map((s) => s.id)]),
  );
  for (const h of PIRATE_HAVENS) check(spaceById.has(h), `pirate haven ${h}`);
  const spaceRecord = Object.fromEntries(spaces.map((s) => [s.id, s]));
  const seaRecord = Object.fromEntries(seas.map((z) => [z.id, z]));

  let out = header(['map.json'], 'Map spaces and sea zones (rulebook 2).') + '\n';
  out += `import type { MajorPower, Power } from './powers.ts';\nimport { ALL_POWERS } from './powers.ts';\n\n`;
  out += doc('The 134 land spaces, by id (lowercase ASCII of the map name).');
  out += asConstDecl('SPACE_IDS', ids);
  out += 'export type SpaceId = (typeof SPACE_IDS)[number];\n\n';
  out += doc('The 14 sea zones (rulebook 2.5).');
  out += asConstDecl('SEA_ZONE_IDS', seaIds);
  out += 'export type SeaZoneId = (typeof SEA_ZONE_IDS)[number];\n\n';
  out += doc('Rule 2.1: keys (squares), electorates (hexagons) and fortresses are fortified; circles are not.');
  out += asConstDecl('SPACE_TYPES', ['unfortified', 'key', 'fortress', 'electorate']);
  out += 'export type SpaceType = (typeof SPACE_TYPES)[number];\n\n';
  out += doc("Rule 2.5: five language zones; 'other' is the tan background outside all five.");
  out += asConstDecl('LANGUAGE_ZONES', ['german', 'french', 'italian', 'spanish', 'english', 'other']);
  out += 'export type LanguageZone = (typeof LANGUAGE_ZONES)[number];\n\n';
  out += doc("Rule 2.3: religious influence; 'other' = Ottoman home spaces (Muslim/Orthodox), which never change.");
  out += "export type Religion = 'catholic' | 'protestant' | 'other';\n\n";
  out += `export interface SpaceData {
  readonly id: SpaceId;
  readonly name: string;
  /** The printed type. Events may add fortresses during play (Pirate Haven, ...): the state tracks those. */
  readonly type: SpaceType;
  readonly capitalOf: MajorPower | null;
  /** The home power (rule 2.1 colours); 'independent' for the gray spaces. */
  readonly home: Power;
  readonly languageZone: LanguageZone;
  readonly religion1517: Religion;
  /** Political control at the 1517 start (home power unless a 1517 control marker is printed in the setup). */
  readonly control1517: Power;
  /** Sea zones this port opens on (one or two); empty if not a port. */
  readonly ports: readonly SeaZoneId[];
  /** Ordinary (solid-line) connections. */
  readonly connections: readonly SpaceId[];
  /** Mountain passes (dashed lines, rule 2.5): 2 CP to cross, and the other pass effects. */
  readonly passes: readonly SpaceId[];
  /** Real-world position of the city (not the game map's), for drawing. */
  readonly lat: number;
  readonly lon: number;
}

export interface SeaZoneData {
  readonly id: SeaZoneId;
  readonly name: string;
  /** Sea zones sharing a boundary (rule 2.5: Ionian/Tyrrhenian, Barbary Coast/Atlantic, Black/Aegean are not). */
  readonly adjacentSeas: readonly SeaZoneId[];
  readonly ports: readonly SpaceId[];
  /** Label position. */
  readonly lat: number;
  readonly lon: number;
}

`;
  out += constDecl('SPACES', 'Readonly<Record<SpaceId, SpaceData>>', spaceRecord) + '\n';
  out += constDecl('SEA_ZONES', 'Readonly<Record<SeaZoneId, SeaZoneData>>', seaRecord) + '\n';
  out += doc('Rule 2.1: the six electorates, all Protestant home spaces in Germany; fortified, not keys.');
  out += asConstDecl('ELECTORATES', electorates);
  out += 'export type ElectorateId = (typeof ELECTORATES)[number];\n\n';
  out += doc('Rule 2.1: capitals (double-square keys). The Hapsburgs have two, the Protestant none.');
  out += constDecl('CAPITALS', 'Readonly<Record<MajorPower, readonly SpaceId[]>>', capitals) + '\n';
  out += doc('Rule 22.6: the four keys in independent (gray) spaces.');
  out += asConstDecl('INDEPENDENT_KEYS', independentKeys);
  out += doc(
    'Rule 21.1: the North African spaces that can become Ottoman pirate havens. Algiers is out of play until ' +
      'Barbary Pirates (then an Ottoman home key); Oran and Tripoli are Hapsburg home spaces until Pirate Haven.',
  );
  out += asConstDecl('PIRATE_HAVENS', PIRATE_HAVENS);
  out += MAP_HELPERS;
  return out;
}

const MAP_HELPERS = `
// ---- helpers (templates in scripts/gen-his-data.mjs) ----

const SPACE_ID_SET: ReadonlySet<string> = new Set<string>(SPACE_IDS);
const SEA_ZONE_ID_SET: ReadonlySet<string> = new Set<string>(SEA_ZONE_IDS);

export function isSpaceId(id: string): id is SpaceId {
  return SPACE_ID_SET.has(id);
}

export function isSeaZoneId(id: string): id is SeaZoneId {
  return SEA_ZONE_ID_SET.has(id);
}

function spaceData(space: SpaceId | SpaceData): SpaceData {
  return typeof space === 'string' ? SPACES[space] : space;
}

/** Rule 2.1: keys, electorates and fortresses are fortified (printed type only). */
export function isFortified(space: SpaceId | SpaceData): boolean {
  return spaceData(space).type !== 'unfortified';
}

export function isKey(space: SpaceId | SpaceData): boolean {
  return spaceData(space).type === 'key';
}

export function isElectorate(space: SpaceId | SpaceData): boolean {
  return spaceData(space).type === 'electorate';
}

export function isPort(space: SpaceId | SpaceData): boolean {
  return spaceData(space).ports.length > 0;
}

function groupSpaces<K extends string>(keys: readonly K[], keyOf: (s: SpaceData) => K | null): Readonly<Record<K, readonly SpaceId[]>> {
  const out = Object.fromEntries(keys.map((k) => [k, [] as SpaceId[]])) as Record<K, SpaceId[]>;
  for (const id of SPACE_IDS) {
    const k = keyOf(SPACES[id]);
    if (k !== null) out[k].push(id);
  }
  return out;
}

const ADJACENT = {} as Record<SpaceId, readonly SpaceId[]>;
for (const id of SPACE_IDS) ADJACENT[id] = [...SPACES[id].connections, ...SPACES[id].passes];
const HOME_SPACES = groupSpaces(ALL_POWERS, (s) => s.home);
const HOME_KEYS = groupSpaces(ALL_POWERS, (s) => (s.type === 'key' ? s.home : null));
const ZONE_SPACES = groupSpaces(LANGUAGE_ZONES, (s) => s.languageZone);

/** Every space one connection or pass away (connections first, then passes). */
export function adjacentSpaces(id: SpaceId): readonly SpaceId[] {
  return ADJACENT[id];
}

export function areAdjacent(a: SpaceId, b: SpaceId): boolean {
  return ADJACENT[a].includes(b);
}

/** True if a and b are linked by a pass (rule 2.5). */
export function isPassBetween(a: SpaceId, b: SpaceId): boolean {
  return SPACES[a].passes.includes(b);
}

/** Home spaces of a power (printed colour), whoever controls them now. */
export function homeSpacesOf(power: Power): readonly SpaceId[] {
  return HOME_SPACES[power];
}

/** Home keys of a power (printed), capitals included. Algiers is listed under the Ottoman (see PIRATE_HAVENS). */
export function keysOf(power: Power): readonly SpaceId[] {
  return HOME_KEYS[power];
}

export function capitalsOf(power: MajorPower): readonly SpaceId[] {
  return CAPITALS[power];
}

export function spacesInLanguageZone(zone: LanguageZone): readonly SpaceId[] {
  return ZONE_SPACES[zone];
}

/** The sea zones a port opens on. */
export function seaZonesOf(space: SpaceId): readonly SeaZoneId[] {
  return SPACES[space].ports;
}

export function portsOf(sea: SeaZoneId): readonly SpaceId[] {
  return SEA_ZONES[sea].ports;
}

export function adjacentSeaZones(sea: SeaZoneId): readonly SeaZoneId[] {
  return SEA_ZONES[sea].adjacentSeas;
}
`;

// ---------------------------------------------------------------------------------------------
// pieces.ts
// ---------------------------------------------------------------------------------------------

function buildPieces() {
  const army = pieces.armyLeaders.map((l) => {
    check(l.power === null || MAJOR.includes(l.power), `army leader ${l.id} power ${l.power}`);
    return {
      id: l.id,
      name: l.name,
      power: l.power,
      // The Maurice of Saxony counter is double-sided: Protestant front, Hapsburg back (card #60).
      backSide: l.id === 'maurice-of-saxony' ? 'hapsburg' : null,
      battle: l.battle,
      command: l.command,
      entry: entry(l.entry),
      notes: l.notes,
    };
  });
  const naval = pieces.navalLeaders.map((l) => {
    check(POWERS.includes(l.power), `naval leader ${l.id} power ${l.power}`);
    return {
      id: l.id,
      name: l.name,
      power: l.power,
      battle: l.battle,
      piracy: l.piracy,
      entry: entry(l.entry),
      notes: l.notes,
    };
  });
  const armyIds = new Set(army.map((l) => l.id));
  const debaterIds = new Set(pieces.debaters.map((d) => d.id));
  const reformerIds = new Set(pieces.reformers.map((r) => r.id));
  const rulers = pieces.rulers.map((r) => {
    check(MAJOR.includes(r.power), `ruler ${r.id} power ${r.power}`);
    return {
      id: r.id,
      name: r.name,
      power: r.power,
      adminRating: r.adminRating,
      cardBonus: r.cardBonus,
      entry: entry(r.entry),
      armyLeader: armyIds.has(r.id) ? r.id : null,
      debater: debaterIds.has(r.id) ? r.id : null,
      reformer: reformerIds.has(r.id) ? r.id : null,
      notes: r.notes,
    };
  });
  const debaters = pieces.debaters.map((d) => {
    check(d.side === 'papacy' || d.side === 'protestant', `debater ${d.id} side`);
    check(
      (d.side === 'papacy' && d.languageZone === 'any') || ['german', 'french', 'english'].includes(d.languageZone),
      `debater ${d.id} zone ${d.languageZone}`,
    );
    check(typeof d.entryTurn === 'number' || d.entryTurn === 'after-boleyn', `debater ${d.id} entry ${d.entryTurn}`);
    return {
      id: d.id,
      name: d.name,
      side: d.side,
      languageZone: d.languageZone === 'any' ? null : d.languageZone,
      value: d.value,
      entryTurn: d.entryTurn,
      bonus: d.bonus,
    };
  });
  const reformers = pieces.reformers.map((r) => {
    let e;
    let m;
    if ((m = /^turn-(\d+) \((Luther's 95 Theses|Card Draw) phase\)$/i.exec(r.entry))) {
      e = { turn: +m[1], phase: /95/.test(m[2]) ? 'luthers95Theses' : 'cardDraw' };
    } else if (/^turn after Henry VIII marries Anne Boleyn/.test(r.entry)) {
      e = 'after-boleyn';
    } else fail(`reformer ${r.id} entry ${r.entry}`);
    return { id: r.id, name: r.name, space: spaceId(r.space), entry: e, notes: r.notes };
  });
  check(
    pieces.reformerRules.diceInSpace === 2 && pieces.reformerRules.diceAdjacent === 1,
    'reformer dice differ from rule 18.2 (2 in space, 1 adjacent)',
  );
  const explorers = pieces.explorers.map((x) => {
    check(NEW_WORLD.includes(x.power), `explorer ${x.id} power`);
    const en = entry(x.entry);
    return { id: x.id, name: x.name, power: x.power, rating: x.rating, entry: en, inRandomPool: en.kind === 'start' };
  });
  const conquistadors = pieces.conquistadors.map((x) => {
    check(x.power === 'hapsburg', `conquistador ${x.id} power`);
    return { id: x.id, name: x.name, power: x.power, rating: x.rating, entry: entry(x.entry) };
  });
  const conquestMarkers = {};
  for (const p of ['england', 'france']) {
    const m = /^(\d+) /.exec(pieces.conquestMarkers[p]);
    check(m, `conquest markers ${p}`);
    conquestMarkers[p] = +m[1];
  }

  const pools = {};
  for (const p of POWERS) {
    const src = pieces.unitPools[p];
    check(src, `unit pool ${p}`);
    const land = [];
    let strength = 0;
    for (const [denom, count] of Object.entries(src.landCounters)) {
      check(Number.isInteger(count) && count >= 0, `${p} counters ${denom}`);
      if (count === 0) continue;
      let faces;
      if (/^\d+$/.test(denom)) {
        // Rule 5.2: mercenaries on the back of regulars; Ottoman cavalry on the back of regulars.
        check(MAJOR.includes(p), `${p}: single-value counters only for majors`);
        const back = p === 'ottoman' ? 'cavalry' : 'mercenary';
        faces = [
          { kind: 'regular', strength: +denom },
          { kind: back, strength: +denom },
        ];
      } else {
        const m = /^(\d+)\/(\d+)$/.exec(denom);
        check(m && !MAJOR.includes(p), `${p}: counter ${denom}`);
        faces = [
          { kind: 'regular', strength: +m[1] },
          { kind: 'regular', strength: +m[2] },
        ];
      }
      land.push({ faces, count, special: null });
      strength += count * Math.max(...faces.map((f) => f.strength));
    }
    if (src.knightsOfStJohn) {
      land.push({ faces: [{ kind: 'regular', strength: 1 }], count: src.knightsOfStJohn, special: 'knightsOfStJohn' });
    }
    check(strength === src.totalLandStrength, `${p}: land strength ${strength} != ${src.totalLandStrength}`);
    const navalCounters = [];
    if (src.navalCounters > 0) {
      // Rule 5.3: corsairs on the back of Ottoman squadrons.
      const faces =
        p === 'ottoman'
          ? [
              { kind: 'squadron', strength: 1 },
              { kind: 'corsair', strength: 1 },
            ]
          : [{ kind: 'squadron', strength: 1 }];
      navalCounters.push({ faces, count: src.navalCounters, special: null });
    }
    pools[p] = { land, naval: navalCounters };
  }
  // Rule 5.3: no squadrons for the Protestants and Hungary-Bohemia.
  check(pools.protestant.naval.length === 0 && pools.hungary.naval.length === 0, 'Protestant/Hungary squadrons');

  return { army, naval, rulers, debaters, reformers, explorers, conquistadors, conquestMarkers, pools };
}

function emitPieces(P) {
  const rec = (list) => Object.fromEntries(list.map((x) => [x.id, x]));
  let out = header(['pieces.json', 'cards.json'], 'Leaders, rulers, religious figures, New World pieces, counter mix (rulebook 3, 5, 8.2, 18, 20).') + '\n';
  out += `import type { MainCardId } from './cards.ts';\nimport type { SpaceId } from './map.ts';\nimport type { MajorPower, Power } from './powers.ts';\n\n`;
  out += `/** How a piece comes into play: at the start of the game, on a turn, or by an event card. */
export type PieceEntry =
  | { readonly kind: 'start' }
  | { readonly kind: 'turn'; readonly turn: number }
  | { readonly kind: 'event'; readonly cardNumber: MainCardId; readonly cardName: string };

`;
  out += asConstDecl('ARMY_LEADER_IDS', P.army.map((x) => x.id));
  out += 'export type ArmyLeaderId = (typeof ARMY_LEADER_IDS)[number];\n';
  out += asConstDecl('NAVAL_LEADER_IDS', P.naval.map((x) => x.id));
  out += 'export type NavalLeaderId = (typeof NAVAL_LEADER_IDS)[number];\n';
  out += 'export type LeaderId = ArmyLeaderId | NavalLeaderId;\n';
  out += asConstDecl('RULER_IDS', P.rulers.map((x) => x.id));
  out += 'export type RulerId = (typeof RULER_IDS)[number];\n';
  out += asConstDecl('DEBATER_IDS', P.debaters.map((x) => x.id));
  out += 'export type DebaterId = (typeof DEBATER_IDS)[number];\n';
  out += asConstDecl('REFORMER_IDS', P.reformers.map((x) => x.id));
  out += 'export type ReformerId = (typeof REFORMER_IDS)[number];\n';
  out += asConstDecl('EXPLORER_IDS', P.explorers.map((x) => x.id));
  out += 'export type ExplorerId = (typeof EXPLORER_IDS)[number];\n';
  out += asConstDecl('CONQUISTADOR_IDS', P.conquistadors.map((x) => x.id));
  out += 'export type ConquistadorId = (typeof CONQUISTADOR_IDS)[number];\n\n';
  out += `/** The powers that go to the New World (rulebook 20). */
export type NewWorldPower = 'hapsburg' | 'england' | 'france';
/** Language zones where debates are held and Protestant debaters belong (rulebook 18.1, 18.5). */
export type DebateLanguageZone = 'german' | 'french' | 'english';

/** Rule 5.1: battle rating (top) and command rating (bottom, yellow box). */
export interface ArmyLeaderData {
  readonly id: ArmyLeaderId;
  readonly name: string;
  /** null for the Renegade Leader, who serves the power that plays Charles Bourbon (rule 19.2). */
  readonly power: MajorPower | null;
  /** The power on the back of a double-sided counter (Maurice of Saxony: Hapsburg, card #60). */
  readonly backSide: MajorPower | null;
  readonly battle: number;
  readonly command: number;
  readonly entry: PieceEntry;
  readonly notes: string;
}

/** Rule 5.1: battle rating, and piracy rating for Barbarossa and Dragut only (null otherwise). */
export interface NavalLeaderData {
  readonly id: NavalLeaderId;
  readonly name: string;
  readonly power: Power;
  readonly battle: number;
  readonly piracy: number | null;
  readonly entry: PieceEntry;
  readonly notes: string;
}

/** Rule 3.3: administrative rating (cards saved) and card bonus (extra cards dealt). */
export interface RulerData {
  readonly id: RulerId;
  readonly name: string;
  readonly power: MajorPower;
  readonly adminRating: number;
  readonly cardBonus: number;
  readonly entry: PieceEntry;
  /** The same person's army leader, debater and reformer counters, if any (rule 3.3). */
  readonly armyLeader: ArmyLeaderId | null;
  readonly debater: DebaterId | null;
  readonly reformer: ReformerId | null;
  readonly notes: string;
}

/** Rule 8.2, 18.5. Papal debaters debate in any zone (languageZone null). */
export interface DebaterData {
  readonly id: DebaterId;
  readonly name: string;
  readonly side: 'papacy' | 'protestant';
  readonly languageZone: DebateLanguageZone | null;
  readonly value: number;
  /** Card Draw Phase of this turn, or of the turn after Henry VIII marries Anne Boleyn (and reformer Cranmer is in play). */
  readonly entryTurn: number | 'after-boleyn';
  /** Our own summary of the counter's bonus text. */
  readonly bonus: string;
}

/** Rule 8.2: reformers never move; 2 dice in their space, 1 adjacent (18.2). */
export interface ReformerData {
  readonly id: ReformerId;
  readonly name: string;
  readonly space: SpaceId;
  readonly entry: { readonly turn: number; readonly phase: 'luthers95Theses' | 'cardDraw' } | 'after-boleyn';
  readonly notes: string;
}

/** Rule 20.2. inRandomPool is false for the Sebastian Cabot counters, used only with card #99. */
export interface ExplorerData {
  readonly id: ExplorerId;
  readonly name: string;
  readonly power: NewWorldPower;
  readonly rating: number;
  readonly entry: PieceEntry;
  readonly inRandomPool: boolean;
}

/** Rule 20.3. */
export interface ConquistadorData {
  readonly id: ConquistadorId;
  readonly name: string;
  readonly power: 'hapsburg';
  readonly rating: number;
  readonly entry: PieceEntry;
}

`;
  out += constDecl('ARMY_LEADERS', 'Readonly<Record<ArmyLeaderId, ArmyLeaderData>>', rec(P.army)) + '\n';
  out += constDecl('NAVAL_LEADERS', 'Readonly<Record<NavalLeaderId, NavalLeaderData>>', rec(P.naval)) + '\n';
  out += constDecl('RULERS', 'Readonly<Record<RulerId, RulerData>>', rec(P.rulers)) + '\n';
  out += constDecl('DEBATERS', 'Readonly<Record<DebaterId, DebaterData>>', rec(P.debaters)) + '\n';
  out += constDecl('REFORMERS', 'Readonly<Record<ReformerId, ReformerData>>', rec(P.reformers)) + '\n';
  out += doc('Rule 18.2: dice a reformer gives in his space and in adjacent spaces.');
  out += constDecl('REFORMER_DICE', null, { inSpace: 2, adjacent: 1 }) + '\n';
  out += constDecl('EXPLORERS', 'Readonly<Record<ExplorerId, ExplorerData>>', rec(P.explorers)) + '\n';
  out += constDecl('CONQUISTADORS', 'Readonly<Record<ConquistadorId, ConquistadorData>>', rec(P.conquistadors)) + '\n';
  out += doc('Rule 20.3: English and French Conquest markers (rating 0), the counters of each.');
  out += constDecl('CONQUEST_MARKERS', "Readonly<Record<'england' | 'france', number>>", P.conquestMarkers) + '\n';
  out += `/** Land and naval unit kinds (rulebook 5.2, 5.3). */
export type LandUnitKind = 'regular' | 'mercenary' | 'cavalry';
export type NavalUnitKind = 'squadron' | 'corsair';
export type UnitKind = LandUnitKind | NavalUnitKind;

/** One face of a counter: the kind of unit and the strength it shows. */
export interface CounterFace<K extends UnitKind = UnitKind> {
  readonly kind: K;
  readonly strength: number;
}

/**
 * A kind of counter in the mix and how many of it there are. A counter is used at one of its
 * faces at a time. Major powers' land counters show one denomination (1, 2, 4 or 6, rule 5.2)
 * with regulars on the front and mercenaries (Ottoman: cavalry) on the back; minor-power and
 * independent counters show 1 regular on one face and 2 on the other (one Hungarian 2/4).
 */
export interface CounterType<K extends UnitKind = UnitKind> {
  readonly faces: readonly CounterFace<K>[];
  readonly count: number;
  /** The single Knights of St. John counter, which only represents the Knights. */
  readonly special: 'knightsOfStJohn' | null;
}

/** Rule 5: the counters provided are an absolute limit. */
export interface UnitPool {
  readonly land: readonly CounterType<LandUnitKind>[];
  readonly naval: readonly CounterType<NavalUnitKind>[];
}

`;
  out += constDecl('UNIT_POOLS', 'Readonly<Record<Power, UnitPool>>', P.pools);
  out += PIECES_HELPERS;
  return out;
}

const PIECES_HELPERS = `
// ---- helpers (templates in scripts/gen-his-data.mjs) ----

const idSet = (ids: readonly string[]): ReadonlySet<string> => new Set<string>(ids);
const ARMY_LEADER_ID_SET = idSet(ARMY_LEADER_IDS);
const NAVAL_LEADER_ID_SET = idSet(NAVAL_LEADER_IDS);
const DEBATER_ID_SET = idSet(DEBATER_IDS);
const RULER_ID_SET = idSet(RULER_IDS);

export function isArmyLeaderId(id: string): id is ArmyLeaderId {
  return ARMY_LEADER_ID_SET.has(id);
}

export function isNavalLeaderId(id: string): id is NavalLeaderId {
  return NAVAL_LEADER_ID_SET.has(id);
}

export function isDebaterId(id: string): id is DebaterId {
  return DEBATER_ID_SET.has(id);
}

export function isRulerId(id: string): id is RulerId {
  return RULER_ID_SET.has(id);
}

/** Largest land strength a power's counters can show at once. */
export function maxLandStrength(power: Power): number {
  let n = 0;
  for (const c of UNIT_POOLS[power].land) n += c.count * Math.max(...c.faces.map((f) => f.strength));
  return n;
}

/** A number of units of one kind standing together (one space, one display box). */
export interface UnitStack {
  readonly kind: UnitKind;
  readonly strength: number;
  /** Set for the Knights of St. John, who have their own counter. */
  readonly special?: 'knightsOfStJohn';
}

/**
 * Rule 5.2 / 17: can these stacks of one power all be shown with its counters at once? Each
 * stack needs counters of its own whose chosen faces add up to its strength (a counter cannot be
 * split between stacks). Naval units are one counter each. Exhaustive search: meant for checks
 * of whole positions, which hold a few dozen stacks at most.
 */
export function fitsCounterMix(power: Power, stacks: readonly UnitStack[]): boolean {
  const pool = UNIT_POOLS[power];
  const types: CounterType[] = [...pool.land, ...pool.naval];
  const todo = stacks.filter((s) => s.strength > 0).sort((a, b) => b.strength - a.strength);
  const left = types.map((t) => t.count);
  const seen = new Set<string>();
  const fill = (i: number, need: number, from: number): boolean => {
    const stack = todo[i];
    if (stack === undefined) return true;
    if (need === 0) return next(i + 1);
    for (let t = from; t < types.length; t++) {
      const type = types[t]!;
      if (left[t] === 0 || (type.special ?? undefined) !== stack.special) continue;
      for (const face of type.faces) {
        if (face.kind !== stack.kind || face.strength > need) continue;
        left[t] = (left[t] ?? 0) - 1;
        const ok = fill(i, need - face.strength, t);
        left[t] = (left[t] ?? 0) + 1;
        if (ok) return true;
      }
    }
    return false;
  };
  const next = (i: number): boolean => {
    const key = \`\${i}:\${left.join(',')}\`;
    if (seen.has(key)) return false;
    const ok = fill(i, todo[i]?.strength ?? 0, 0);
    if (!ok) seen.add(key);
    return ok;
  };
  return next(0);
}
`;

// ---------------------------------------------------------------------------------------------
// tables.ts
// ---------------------------------------------------------------------------------------------

const MARITAL_IDS = {
  'Catherine of Aragon': 'catherineOfAragon',
  'Ask for Divorce': 'askForDivorce',
  'Anne Boleyn': 'anneBoleyn',
  'Jane Seymour': 'janeSeymour',
  'Anne of Cleves': 'anneOfCleves',
  'Kathryn Howard': 'kathrynHoward',
  'Katherine Parr': 'katherineParr',
};
const maritalId = (name) => MARITAL_IDS[name] ?? fail(`marital status ${name}`);

function buildTables(P) {
  const T = pieces.tables;
  const notes = [];

  // Action costs: the rulebook table, compared with the reference.
  const actionCosts = {};
  const actionInfo = {};
  for (const [kind, label, row, section] of RULEBOOK_11_1) {
    const cells = row.split(' ');
    check(cells.length === 6, `11.1 row ${kind}`);
    actionCosts[kind] = Object.fromEntries(MAJOR.map((p, i) => [p, cells[i] === '-' ? null : +cells[i]]));
    const refRow = pieces.actionCosts.actions[kind];
    check(refRow, `reference lacks action ${kind}`);
    for (const p of MAJOR) {
      if (refRow[p] !== actionCosts[kind][p]) {
        notes.push(`action ${kind} ${p}: reference ${refRow[p]}, rulebook 11.1 ${actionCosts[kind][p]} (rulebook kept)`);
      }
    }
    actionInfo[kind] = {
      label,
      section,
      oncePerTurn: ['explore', 'colonize', 'conquer'].includes(kind),
      note: ACTION_NOTES[kind] ?? null,
    };
  }
  check(sameSet(Object.keys(actionCosts), Object.keys(pieces.actionCosts.actions)), 'action kinds differ');

  // Declarations of war.
  const targets = [...MAJOR, ...MINOR];
  const dow = {};
  for (const from of MAJOR) {
    dow[from] = {};
    for (const to of targets) {
      const v = from === to ? null : pieces.dowCosts.costs[from][to];
      check(v === null || Number.isInteger(v), `dow ${from}->${to}`);
      dow[from][to] = v;
    }
  }
  for (const c of DOW_CORRECTIONS) {
    check(dow[c.from][c.to] === c.reference, `DOW correction ${c.from}->${c.to}: reference is now ${dow[c.from][c.to]}`);
    dow[c.from][c.to] = c.value;
    notes.push(`DOW ${c.from}->${c.to}: reference ${c.reference}, project ${c.value} (rule ${c.rule})`);
  }
  for (const a of MAJOR) for (const b of MAJOR) check(dow[a][b] === dow[b][a], `DOW ${a}/${b} not symmetric`);
  check(
    pieces.dowCosts.interventions.franceForScotland === 2 && pieces.dowCosts.interventions.papacyForVenice === 2,
    'intervention costs differ from rule 9.6 (2 CP)',
  );

  // Power-card key tracks.
  const keyTracks = {};
  for (const p of MAJOR.filter((x) => x !== 'protestant')) {
    const t = pieces.powerCards[p].track;
    const boxes = [{ keys: 0, ...t.zeroKeys }, ...t.byKeys].map((b) => ({ keys: b.keys, cards: b.cards, vp: b.vp }));
    boxes.forEach((b, i) => check(b.keys === i, `${p} track box ${i}`));
    check(t.autoWinAtKeys === boxes.length, `${p}: auto win at ${t.autoWinAtKeys}, ${boxes.length} boxes`);
    // Rule 6.2: with every box covered the power still gets 1 card; 23.2: 0 base VP.
    check(boxes[0].cards === 1 && boxes[0].vp === 0, `${p}: zero-key box`);
    keyTracks[p] = { boxes, autoWinAtKeys: t.autoWinAtKeys };
  }
  const pc = pieces.powerCards.protestant.cards;
  // Rule 6.2: 4 cards with 3 or fewer electorates under Protestant political control, 5 with 4+.
  check(pc.electoratesUnderProtestantPoliticalControlAtMost3 === 4 && pc.atLeast4 === 5, 'Protestant card deal');

  // Protestant spaces track.
  const pst = T.protestantSpacesTrack.byCount.map((r, i) => {
    check(r.spaces === i && r.protestant + r.papacy === 15, `Protestant spaces track row ${i}`);
    return { spaces: r.spaces, protestant: r.protestant, papacy: r.papacy };
  });
  check(pst.length === 51, 'Protestant spaces track length');
  const thresholds = T.protestantSpacesTrack.protestantVpThresholds;
  for (let i = 1; i < pst.length; i++) {
    const up = pst[i].protestant - pst[i - 1].protestant;
    check(up === (thresholds.includes(i) ? 1 : 0), `Protestant spaces track step at ${i}`);
  }

  // Henry VIII.
  const marital = T.henryWives.maritalTrack.map(maritalId);
  const pregnancyIds = ['noConsummation', 'noChild', 'wifeExecuted', 'elizabeth', 'sicklyEdward', 'healthyEdward'];
  const pregnancy = pregnancyIds.map((result, i) => ({ roll: i + 1, result, text: T.henryWives.results[String(i + 1)] }));
  pregnancy.forEach((r) => check(typeof r.text === 'string', `pregnancy ${r.roll}`));
  const benefits = Object.fromEntries(marital.map((m) => [m, null]));
  for (const [name, text] of Object.entries(T.henryWives.wifeBenefits)) benefits[maritalId(name)] = text;
  const succession = T.henryWives.succession.map((s) => ({
    highestResult: typeof s.highestResult === 'number' ? { min: s.highestResult, max: s.highestResult } : { min: null, max: 3 },
    outcome: s.outcome,
  }));
  check(/^3 or less$/.test(T.henryWives.succession[0].highestResult), 'succession row 1');

  // Chateaux (rule 21.4; the rulebook's minus signs were lost in extraction, see rulebook-text-defects.md).
  const chateauCond = {
    'France controls Milan': ['controlsMilan', 2],
    'France controls Florence': ['controlsFlorence', 1],
    'France controls 3 keys in the Italian zone': ['controls3ItalianKeys', 2],
    'Tournament scenario': ['tournamentScenario', 1],
    'a French home space is controlled by another power': ['homeSpaceControlledByOther', -1],
    'enemy units occupy a French home space': ['enemyUnitsInHomeSpace', -2],
  };
  const chateauMods = T.chateaux.modifiers.map((m) => {
    const c = chateauCond[m.if] ?? fail(`chateau modifier ${m.if}`);
    check(c[1] === m.mod, `chateau modifier ${m.if}: ${m.mod}, rule 21.4 ${c[1]}`);
    return { condition: c[0], modifier: m.mod, text: m.if };
  });
  const chateauTable = T.chateaux.results.map((r) => {
    const m = /^draw (\d+)(?:, discard (\d+))?$/.exec(r.cards) ?? fail(`chateau cards ${r.cards}`);
    return { ...range(r.roll), vp: r.vp, draw: +m[1], discard: m[2] ? +m[2] : 0 };
  });
  checkBands(chateauTable, 'chateaux');

  // New World.
  const exploreIds = [
    ['lost', /lost/],
    ['noDiscovery', /no discovery/],
    ['stLawrence', /St\. Lawrence/],
    ['greatLakes', /Great Lakes/],
    ['mississippi', /Mississippi/],
    ['choice', /choice/],
  ];
  const exploration = T.newWorldExploration.results.map((r, i) => {
    check(exploreIds[i][1].test(r.result), `exploration row ${i}: ${r.result}`);
    return { ...range(r.roll), result: exploreIds[i][0] };
  });
  checkBands(exploration, 'exploration');
  const circIds = [
    ['failure', /failure/],
    ['success', /^success: /],
    ['successAndCard', /card/],
  ];
  const circumnavigation = T.circumnavigation.results.map((r, i) => {
    check(circIds[i][1].test(r.result), `circumnavigation row ${i}`);
    return { ...range(r.roll), result: circIds[i][0] };
  });
  checkBands(circumnavigation, 'circumnavigation');
  const conquestIds = [
    ['killed', /killed/],
    ['noConquest', /no conquest/],
    ['maya', /Maya \((\d) VP\)/],
    ['aztecs', /Aztecs \((\d) VP\)/],
    ['incas', /Incas \((\d) VP\)/],
  ];
  const conquestVp = {};
  const conquest = T.conquest.results.map((r, i) => {
    const m = conquestIds[i][1].exec(r.result) ?? fail(`conquest row ${i}`);
    if (m[1]) conquestVp[conquestIds[i][0]] = +m[1];
    return { ...range(r.roll), result: conquestIds[i][0] };
  });
  checkBands(conquest, 'conquest');
  const discoveryVp = {};
  for (const [id, re] of [
    ['stLawrence', /St\. Lawrence River \((\d) VP\)/],
    ['greatLakes', /Great Lakes \((\d) VP\)/],
    ['mississippi', /Mississippi River \((\d) VP\)/],
    ['amazon', /Amazon River \((\d) VP\)/],
  ]) {
    const m = T.newWorldExploration.results.map((r) => re.exec(r.result)).find(Boolean) ?? fail(`discovery ${id}`);
    discoveryVp[id] = +m[1];
  }
  discoveryVp.pacificStrait = T.circumnavigation.vp.pacificStrait;
  discoveryVp.circumnavigation = T.circumnavigation.vp.circumnavigation;
  const discoveryNames = {
    stLawrence: 'St. Lawrence River',
    greatLakes: 'Great Lakes',
    mississippi: 'Mississippi River',
    amazon: 'Amazon River',
    pacificStrait: 'Pacific Strait',
    circumnavigation: 'Circumnavigation',
  };
  const discoveries = Object.fromEntries(
    Object.entries(discoveryNames).map(([id, name]) => [id, { name, vp: discoveryVp[id] }]),
  );
  const conquestNames = { maya: 'Maya', aztecs: 'Aztecs', incas: 'Incas' };
  const conquests = Object.fromEntries(
    Object.entries(conquestNames).map(([id, name]) => [id, { name, vp: conquestVp[id] }]),
  );
  const richesIds = { Elim: 'elim', NE: 'noEffect', Galleon: 'galleon', Card: 'card', Deplete: 'deplete' };
  const riches = {};
  for (const [col, rows] of Object.entries(T.newWorldRiches.columns)) {
    riches[col] = rows.map((r) => ({ ...range(r.roll), result: richesIds[r.result] ?? fail(`riches ${r.result}`) }));
    checkBands(riches[col], `riches ${col}`);
    check(riches[col][0].min === 2 && riches[col].at(-1).max === 12, `riches ${col} covers 2-12`);
  }
  check(sameSet(Object.keys(riches), ['colony', 'potosiSilverMines', 'maya', 'aztecs', 'incas']), 'riches columns');
  const raiderIds = ['raiderEliminated', 'raiderEliminatedIfGalleons', 'noEffect', 'cardStolenRaiderEliminated', 'cardStolenRaiderStays'];
  const raiders = T.newWorldRiches.raiders.map((r, i) => ({ ...range(r.die), result: raiderIds[i] }));
  checkBands(raiders, 'raiders');
  check(/stolen, raider eliminated/.test(T.newWorldRiches.raiders[3].result), 'raider row 5');

  // Minor powers (rule 22.1 activation table).
  const minorActivation = {};
  for (const m of MINOR) {
    const row = T.minorPowerActivation.rows[m];
    const by = row.canActivate.map((s) => s.split(' ')[0]);
    const natural = row.canActivate.filter((s) => /natural ally/.test(s)).map((s) => s.split(' ')[0]);
    by.forEach((p) => check(MAJOR.includes(p), `activation ${m} by ${p}`));
    minorActivation[m] = { activatedBy: by, naturalAlly: natural[0] ?? null, canDeactivate: row.canDeactivate };
  }

  const deadlines = T.mandatoryEventDeadlines.rows.map((r) => ({ ...cardRef(r.event), byWinterOfTurn: r.byWinterOfTurn }));
  // Rule 19.8 table, transcribed.
  check(
    deadlines.map((d) => `${d.cardName}:${d.byWinterOfTurn}`).join() ===
      'Clement VII:2,Barbary Pirates:3,Schmalkaldic League:4,Paul III:4,Society of Jesus:6',
    'mandatory event deadlines differ from rule 19.8',
  );

  // Leader and ruler entry cards: the card, when it joins the deck, what it brings (from pieces' entries).
  let m2;
  const entryCards = T.leaderAndRulerEntryCards.rows.map((r) => {
    const m = /^(.+) \(#(\d+)\)$/.exec(r.card) ?? fail(`entry card ${r.card}`);
    const c = card(m[1]);
    check(c.id === +m[2], `entry card ${r.card} number`);
    const brings = (list) => list.filter((x) => x.entry.kind === 'event' && x.entry.cardNumber === c.id).map((x) => x.id);
    let deckEntry;
    if (typeof r.turn === 'number') deckEntry = { turn: r.turn, conditional: false };
    else if (/^(in deck from )?start/.test(r.turn)) deckEntry = { turn: null, conditional: false };
    else if ((m2 = /^(\d+), conditional$/.exec(r.turn))) deckEntry = { turn: +m2[1], conditional: true };
    else if (r.turn === 'conditional') deckEntry = { turn: null, conditional: true };
    else fail(`entry card ${r.card} turn ${r.turn}`);
    check(deckEntry.turn === (/^turn-(\d+)$/.exec(c.entry)?.[1] ? +/^turn-(\d+)$/.exec(c.entry)[1] : null), `entry card ${c.name} turn vs cards.json ${c.entry}`);
    return {
      cardNumber: c.id,
      cardName: c.name,
      deckEntry,
      rulers: brings(P.rulers),
      armyLeaders: brings(P.army),
      navalLeaders: brings(P.naval),
    };
  });

  // Debater entry schedule (rule 8.2), checked against the debaters' own entry turns.
  const debaterByName = new Map(P.debaters.map((d) => [d.name.split(' ').at(-1).toLowerCase(), d.id]));
  const schedule = {};
  for (const [turn, groups] of Object.entries(T.debaterEntrySchedule.byTurn)) {
    const ids = [];
    for (const g of groups) {
      const names = g.replace(/^[^:]*:/, '').replace(/\(.*\)/, '');
      for (const n of names.split(',').map((s) => s.trim()).filter(Boolean)) {
        ids.push(debaterByName.get(n.toLowerCase()) ?? fail(`debater ${n}`));
      }
    }
    schedule[turn === 'afterBoleyn' ? 'afterBoleyn' : turn] = ids;
  }
  for (const d of P.debaters) {
    const k = d.entryTurn === 'after-boleyn' ? 'afterBoleyn' : String(d.entryTurn);
    check(schedule[k]?.includes(d.id), `debater ${d.id} not in the schedule for ${k}`);
  }

  const specialPhase = T.specialPhaseCards.rows.map((r) => ({
    ...cardRef(r.card),
    phase: { Diplomacy: 'diplomacy', 'Spring Deployment': 'springDeployment' }[r.phase] ?? fail(r.phase),
    alsoActionPhase: r.alsoActionPhase,
  }));

  check(T.stPeters.cpPerVp === 5 && T.stPeters.maxVp === 5, "St. Peter's");
  check(T.piracy.cost === 2, 'piracy cost (rule 16.4: 2 CP)');
  check(T.translations.tracks.newTestament === 6 && T.translations.tracks.fullBible === 10, 'translations (rule 18.1: 6 and 10)');
  check(/^1-3 /.test(T.maryIImpulse.die), 'Mary I impulse (rule 21.3: 1-3 Papal action)');
  check(T.combatAndMovementNumbers.fortifiedGarrisonMax === 4, 'garrison max');

  return {
    notes,
    actionCosts,
    actionInfo,
    dow,
    keyTracks,
    pst,
    thresholds,
    marital,
    pregnancy,
    benefits,
    succession,
    chateauMods,
    chateauTable,
    exploration,
    circumnavigation,
    conquest,
    discoveries,
    conquests,
    riches,
    raiders,
    minorActivation,
    deadlines,
    entryCards,
    schedule,
    specialPhase,
  };
}

function emitTables(X) {
  const T = pieces.tables;
  let out = header(['pieces.json', 'cards.json'], 'Costs, power-card tracks and game tables.') + '\n';
  out += `import type { MainCardId } from './cards.ts';
import type { ArmyLeaderId, DebaterId, NavalLeaderId, NewWorldPower, RulerId } from './pieces.ts';
import type { MajorPower, MinorPower } from './powers.ts';

/** A roll band on a table: min/max inclusive, null = open-ended (e.g. "4 or less", "10+"). */
export interface RollRange {
  readonly min: number | null;
  readonly max: number | null;
}

export function inRange(roll: number, r: RollRange): boolean {
  return (r.min === null || roll >= r.min) && (r.max === null || roll <= r.max);
}

/** The row of a banded table that a (modified) roll falls in. The bands of every table here cover all rolls. */
export function lookupRoll<R extends RollRange>(table: readonly R[], roll: number): R {
  const row = table.find((r) => inRange(roll, r));
  if (row === undefined) throw new Error(\`no table row for roll \${roll}\`);
  return row;
}

// ---- Actions (rulebook 11.1) ----

`;
  out += asConstDecl('ACTION_KINDS', Object.keys(X.actionCosts));
  out += 'export type ActionKind = (typeof ACTION_KINDS)[number];\n\n';
  out += doc(
    'Rule 11.1 action summary: CP cost per power; null = the power may not take the action. ' +
      'The printed row "Assault / foreign war" is split into assault and fightForeignWar, both 1 CP.',
  );
  out += constDecl('ACTION_COSTS', 'Readonly<Record<ActionKind, Readonly<Record<MajorPower, number | null>>>>', X.actionCosts) + '\n';
  out += `export interface ActionInfo {
  readonly label: string;
  /** Rulebook section with the rules of the action. */
  readonly section: string;
  /** Rule 11.1: Explore, Colonize and Conquer may each be taken once per turn. */
  readonly oncePerTurn: boolean;
  readonly note: string | null;
}

`;
  out += constDecl('ACTION_INFO', 'Readonly<Record<ActionKind, ActionInfo>>', X.actionInfo) + '\n';
  out += `// ---- Declarations of war (rulebook 9.6) ----

/** The powers a major power may declare war on. */
export type DowTarget = MajorPower | MinorPower;

`;
  out += doc(
    'Rule 9.6 / Diplomatic Status Display: DOW_COSTS[declarer][target] in CP; null = not allowed ' +
      '(see 9.6 restrictions; Protestant wars come only from Schmalkaldic League). One cost per pair of major powers.',
  );
  out += constDecl('DOW_COSTS', 'Readonly<Record<MajorPower, Readonly<Record<DowTarget, number | null>>>>', X.dow) + '\n';
  out += doc("Rule 9.6, 21.3: the Hapsburgs' first DOW on England after Henry marries Anne Boleyn costs 2 CP less.");
  out += 'export const CATHERINE_OF_ARAGON_DOW_DISCOUNT = 2;\n';
  out += doc('Rule 9.6 steps 4-5: France may intervene for Scotland, the Papacy for Venice, for 2 CP.');
  out += constDecl('INTERVENTION_COSTS', null, { franceForScotland: 2, papacyForVenice: 2 }) + '\n';
  out += `// ---- Power cards (rulebook 4, 6.2, 23) ----

/** One box of the "Cards and VP per key" track. */
export interface KeyTrackBox {
  readonly keys: number;
  readonly cards: number;
  readonly vp: number;
}

/**
 * boxes[k] is the box uncovered with k keys under control and not in unrest (rule 6.2, 23.2):
 * base cards dealt (before the ruler's card bonus) and base VP. Uncovering autoWinAtKeys during
 * the Action Phase is a Military Victory (23.1).
 */
export interface KeyTrack {
  readonly boxes: readonly KeyTrackBox[];
  readonly autoWinAtKeys: number;
}

export type KeyTrackPower = Exclude<MajorPower, 'protestant'>;

`;
  out += constDecl('KEY_TRACKS', 'Readonly<Record<KeyTrackPower, KeyTrack>>', X.keyTracks) + '\n';
  out += `/** The key-track box for a number of keys (capped at the last box before Auto Win). */
export function keyTrackBox(power: KeyTrackPower, keys: number): KeyTrackBox {
  const boxes = KEY_TRACKS[power].boxes;
  return boxes[Math.max(0, Math.min(keys, boxes.length - 1))]!;
}

/** Rule 6.2: Protestant cards by electorates under Protestant political control. */
export function protestantCardsDealt(electorates: number): number {
  return electorates >= 4 ? 5 : 4;
}

/** Rule 23.2: Protestant base VP per electorate under Protestant religious influence and political control. */
export const PROTESTANT_VP_PER_ELECTORATE = 2;

`;
  out += doc('Rule 23.2 special VP and the caps the power cards print.');
  out += constDecl(
    'SPECIAL_VP',
    null,
    {
      /** Hapsburg: per electorate under Hapsburg control, not in unrest, after Schmalkaldic League. */
      hapsburgPerElectorate: 1,
      englandEdwardBorn: 5,
      englandElizabethOnly: 2,
      /** England: 1 VP per this many English home spaces under Protestant influence (round down). */
      englandProtestantHomeSpacesPerVp: 2,
      maxChateauxVp: 6,
      maxPiracyVp: T.piracy.limits.includes('max 10 VP') ? 10 : fail('piracy max'),
      maxStPetersVp: T.stPeters.maxVp,
      fullBibleVp: 1,
    },
  ) + '\n';
  out += doc('Rule 23.2 bonus VP markers: War Winner (9.3: two for a war with the Ottomans; 21.7 foreign wars), defeat of Hungary-Bohemia (22.5), Phony War (9.6).');
  out += constDecl('BONUS_VP', null, { warWinner: 1, warWinnerWithOttoman: 2, foreignWarWinner: 1, hungaryDefeat: 2, phonyWar: -1 }) + '\n';
  out += `export interface ProtestantSpacesBox {
  readonly spaces: number;
  /** Special VP to the Protestant (brown number). */
  readonly protestant: number;
  /** Special VP to the Papacy (purple number). */
  readonly papacy: number;
}

`;
  out += doc(
    'Religious Struggle Card, Protestant Spaces Track (rule 23.2): row n = n spaces under Protestant influence ' +
      '(not counting spaces in unrest, 12.4). 50 is a Religious Victory (23.1).',
  );
  out += constDecl('PROTESTANT_SPACES_TRACK', 'readonly ProtestantSpacesBox[]', X.pst) + '\n';
  out += `export function protestantSpacesBox(spaces: number): ProtestantSpacesBox {
  return PROTESTANT_SPACES_TRACK[Math.max(0, Math.min(spaces, PROTESTANT_SPACES_TRACK.length - 1))]!;
}

/** Rule 23.1. */
export const RELIGIOUS_VICTORY_SPACES = 50;
/** Rule 21.6: Schmalkaldic League needs 12 Protestant spaces (spaces in unrest count). */
export const SCHMALKALDIC_LEAGUE_MIN_SPACES = 12;

// ---- Henry VIII (rulebook 21.3) ----

`;
  out += asConstDecl('MARITAL_STATUSES', X.marital);
  out += 'export type MaritalStatus = (typeof MARITAL_STATUSES)[number];\n';
  out += constDecl('MARITAL_STATUS_NAMES', 'Readonly<Record<MaritalStatus, string>>', Object.fromEntries(Object.entries(MARITAL_IDS).map(([n, id]) => [id, n]))) + '\n';
  out += `export type PregnancyResult = 'noConsummation' | 'noChild' | 'wifeExecuted' | 'elizabeth' | 'sicklyEdward' | 'healthyEdward';

/** Henry's Wives' Pregnancy Chart (map): 1d6, +1 for Jane Seymour, 6 or more = healthy Edward. A result already had moves up to the first unused one. */
`;
  out += constDecl('PREGNANCY_CHART', 'readonly { readonly roll: number; readonly result: PregnancyResult; readonly text: string }[]', X.pregnancy) + '\n';
  out += constDecl('PREGNANCY_ROLL_MODIFIERS', 'Readonly<Partial<Record<MaritalStatus, number>>>', { janeSeymour: 1 }) + '\n';
  out += doc('Rule 21.3 marriage benefits (our summary); null = none.');
  out += constDecl('WIFE_BENEFITS', 'Readonly<Record<MaritalStatus, string | null>>', X.benefits) + '\n';
  out += doc('Rule 21.3 English succession by the highest pregnancy result.');
  out += constDecl('ENGLISH_SUCCESSION', 'readonly { readonly highestResult: RollRange; readonly outcome: string }[]', X.succession) + '\n';
  out += doc('Rule 21.3: under Mary I, an English impulse roll of 1-3 gives the Papacy an action by the card\'s CP.');
  out += constDecl(
    'MARY_I_IMPULSE',
    null,
    {
      papalActionRolls: { min: 1, max: 3 },
      byCp: [
        { min: 1, max: 2, actions: ['burnBooks'] },
        { min: 3, max: 3, actions: ['callTheologicalDebate'] },
        { min: 4, max: null, actions: ['burnBooks', 'callTheologicalDebate'] },
      ],
    },
  ) + '\n';
  out += `// ---- France: chateaux (rulebook 21.4, Chateau Table on the French power card) ----

export type ChateauCondition =
  | 'controlsMilan'
  | 'controlsFlorence'
  | 'controls3ItalianKeys'
  | 'tournamentScenario'
  | 'homeSpaceControlledByOther'
  | 'enemyUnitsInHomeSpace';

`;
  out += constDecl('CHATEAU_MODIFIERS', 'readonly { readonly condition: ChateauCondition; readonly modifier: number; readonly text: string }[]', X.chateauMods) + '\n';
  out += doc('1d6 + modifiers. Draws come before discards; Home and Mandatory cards may not be discarded (6.1).');
  out += constDecl('CHATEAU_TABLE', 'readonly (RollRange & { readonly vp: number; readonly draw: number; readonly discard: number })[]', X.chateauTable) + '\n';
  out += `// ---- New World (rulebook 20) ----

export type DiscoveryId = 'stLawrence' | 'greatLakes' | 'mississippi' | 'amazon' | 'pacificStrait' | 'circumnavigation';
export type ConquestId = 'maya' | 'aztecs' | 'incas';

`;
  out += constDecl('DISCOVERIES', 'Readonly<Record<DiscoveryId, { readonly name: string; readonly vp: number }>>', X.discoveries) + '\n';
  out += constDecl('CONQUESTS', 'Readonly<Record<ConquestId, { readonly name: string; readonly vp: number }>>', X.conquests) + '\n';
  out += doc(
    "Rule 20.2: 2d6 + explorer rating; +2 Mercator's Map; -1 while the power's marker is on Uncharted (its first roll). " +
      'A taken 7-9 discovery gives the next unclaimed one below.',
  );
  out += constDecl(
    'EXPLORATION_TABLE',
    "readonly (RollRange & { readonly result: 'lost' | 'noDiscovery' | 'stLawrence' | 'greatLakes' | 'mississippi' | 'choice' })[]",
    X.exploration,
  ) + '\n';
  out += constDecl('EXPLORATION_MODIFIERS', null, { mercatorsMap: 2, uncharted: -1 }) + '\n';
  out += doc('Rule 20.2: same modifiers, never Uncharted. One circumnavigation per game.');
  out += constDecl('CIRCUMNAVIGATION_TABLE', "readonly (RollRange & { readonly result: 'failure' | 'success' | 'successAndCard' })[]", X.circumnavigation) + '\n';
  out += doc('Rule 20.3: 2d6 + conquistador rating (English/French markers 0), +2 Smallpox. A taken conquest gives the next unclaimed one below.');
  out += constDecl('CONQUEST_TABLE', "readonly (RollRange & { readonly result: 'killed' | 'noConquest' | ConquestId })[]", X.conquest) + '\n';
  out += constDecl('CONQUEST_MODIFIERS', null, { smallpox: 2 }) + '\n';
  out += doc('Rule 20.2, 20.3: voyages resolve explorations (best explorer first; ties England, France, Hapsburg), then conquests.');
  out += constDecl('NEW_WORLD_ORDER', 'Readonly<{ explorationTies: readonly NewWorldPower[]; conquests: readonly NewWorldPower[] }>', {
    explorationTies: ['england', 'france', 'hapsburg'],
    conquests: ['hapsburg', 'england', 'france'],
  }) + '\n';
  out += `export type RichesColumn = 'colony' | 'potosiSilverMines' | 'maya' | 'aztecs' | 'incas';
/** Rule 20.4: deplete (card, conquest depleted), card, galleon (card only with Galleons), no effect, elim. */
export type RichesResult = 'deplete' | 'card' | 'galleon' | 'noEffect' | 'elim';

/** New World Riches Table (map): 2d6 per colony or conquest in the Card Draw Phase; +1 for colonies with Plantations. */
`;
  out += constDecl('NEW_WORLD_RICHES', 'Readonly<Record<RichesColumn, readonly (RollRange & { readonly result: RichesResult })[]>>', X.riches) + '\n';
  out += constDecl('RICHES_MODIFIERS', null, { plantationsColony: 1 }) + '\n';
  out += doc(
    'Rule 20.4 Colonial Governor / Native Uprising (card #111): a No Effect rolled for a colony (or Potosi) of the marked power becomes Card / Elim.',
  );
  out += `export const RICHES_EXCEPTION_TEXT = ${quote(T.newWorldRiches.exceptions)};\n\n`;
  out += doc('Rule 20.4: each Raider rolls 1d6 for each Hapsburg New World card (French, then English, then Protestant raiders).');
  out += constDecl(
    'RAIDER_TABLE',
    "readonly (RollRange & { readonly result: 'raiderEliminated' | 'raiderEliminatedIfGalleons' | 'noEffect' | 'cardStolenRaiderEliminated' | 'cardStolenRaiderStays' })[]",
    X.raiders,
  ) + '\n';
  out += constDecl('RAIDER_ORDER', 'readonly MajorPower[]', ['france', 'england', 'protestant']) + '\n';
  out += doc('Rule 20.1: colonies a power may have at once.');
  out += constDecl('COLONY_LIMITS', 'Readonly<Record<NewWorldPower, number>>', T.newWorldRiches.colonyLimits) + '\n';
  out += doc('Names of the colony boxes (Unity); for display only.');
  out += constDecl('COLONY_NAMES', 'Readonly<Record<NewWorldPower, readonly string[]>>', {
    hapsburg: T.newWorldRiches.colonyNames.hapsburg,
    england: T.newWorldRiches.colonyNames.england,
    france: T.newWorldRiches.colonyNames.france,
  }) + '\n';
  out += `// ---- Piracy (rulebook 16.4) ----

`;
  out += constDecl('PIRACY', null, {
    cost: T.piracy.cost,
    /** One "Piracy" marker per sea zone per turn, four markers in all. */
    maxPerTurn: 4,
    oncePerSeaZonePerTurn: true,
    maxVp: 10,
    defence: { squadronInZone: 2, squadronAdjacent: 1, fortressAdjacent: 1 },
    /** Ottoman dice: 1 if only one corsair or only one target port on the zone, else 2; + naval leader piracy rating. */
    attackDice: { single: 1, otherwise: 2 },
  }) + '\n';
  out += `// ---- Religion (rulebook 18) ----

`;
  out += doc("Rule 18.1: St. Peter's: 5 CP fill a VP step (the sixth box resets to 0 and adds 1 VP); Sack of Rome loses 5 CP (21.5).");
  out += constDecl('ST_PETERS', null, { cpPerVp: T.stPeters.cpPerVp, maxVp: T.stPeters.maxVp, sackOfRomeCpLoss: 5 }) + '\n';
  out += asConstDecl('TRANSLATION_ZONES', T.translations.zones);
  out += 'export type TranslationZone = (typeof TRANSLATION_ZONES)[number];\n';
  out += doc('Rule 18.1: spaces to complete each translation, and what completion gives.');
  out += constDecl('TRANSLATIONS', null, {
    newTestament: { length: T.translations.tracks.newTestament, reformationAttempts: 6, dieModifier: 0, vp: 0 },
    fullBible: { length: T.translations.tracks.fullBible, reformationAttempts: 6, dieModifier: 1, vp: 1 },
  }) + '\n';
  out += doc('Rule 18.3/18.4: dice for (counter) reformation attempts. A stack of units counts once.');
  out += constDecl('REFORMATION_DICE', null, {
    perAdjacentSpace: 1,
    perAdjacentReformerOrUniversity: 1,
    perAdjacentStack: 1,
    reformerOrUniversityInTarget: 2,
    stackInTarget: 2,
    minimum: 1,
    /** Automatic success on a modified 6 in the target zone (Papacy only under Paul III or Julius III). */
    automaticSuccess: 6,
  }) + '\n';
  out += doc('Rule 18.5: attacker rolls value + 3; defender value + 1 if committed, + 2 if not; two rounds at most.');
  out += constDecl('THEOLOGICAL_DEBATE', null, { attackerBonus: 3, defenderCommittedBonus: 1, defenderUncommittedBonus: 2, maxRounds: 2 }) + '\n';
  out += doc('Rule 18.1: the Protestant rolls card CP + 4 dice; Papacy and Hapsburgs roll card CP each and pool hits.');
  out += constDecl('DIET_OF_WORMS', null, { protestantBonusDice: 4 }) + '\n';
  out += doc("Rule 18.1: Luther's 95 Theses: 5 German Reformation attempts with one extra die each.");
  out += constDecl('LUTHERS_95_THESES', null, { attempts: 5, zone: 'german', extraDice: 1 }) + '\n';
  out += doc('Rule 8.2: debaters entering in the Card Draw Phase of each turn (turn 1 = at start).');
  out += constDecl('DEBATER_ENTRY_SCHEDULE', "Readonly<Record<'1' | '2' | '3' | '4' | '5' | '6' | '7' | 'afterBoleyn', readonly DebaterId[]>>", X.schedule) + '\n';
  out += `// ---- Combat and movement numbers (rulebook 5, 13-16) ----

`;
  out += constDecl('COMBAT', null, {
    /** Each die of 5 or 6 is a hit (14, 15, 16). */
    hitOn: 5,
    /** 2d6 + best leader battle rating (13.2, 13.3, 16.1). */
    interceptSuccess: 9,
    avoidBattleSuccess: 9,
    ottomanCavalryBonus: 1,
    againstOttomanCavalry: -1,
    fieldBattleDefenderBonus: 1,
    assaultDefenderBonus: 1,
    navalPortDefenderBonus: 1,
    squadronDice: 2,
    corsairDice: 1,
  }) + '\n';
  out += doc('Rule 5.1: formation size without leaders; with leaders see formationLimit.');
  out += 'export const MAX_UNITS_WITHOUT_LEADER = 4;\n';
  out += doc('Rule 2.1, 13.4: land units that may stay inside a fortified space.');
  out += 'export const FORTIFIED_GARRISON_MAX = 4;\n';
  out += doc('Rule 16.3, 10: land units in one naval transport, and across a sea zone in spring deployment.');
  out += 'export const NAVAL_TRANSPORT_MAX = 5;\nexport const SPRING_DEPLOYMENT_SEA_MAX = 5;\n\n';
  out += `/** Rule 5.1: no leader 4; one leader his command rating; two or more the sum of the two highest. */
export function formationLimit(commandRatings: readonly number[]): number {
  if (commandRatings.length === 0) return MAX_UNITS_WITHOUT_LEADER;
  const sorted = [...commandRatings].sort((a, b) => b - a);
  return (sorted[0] ?? 0) + (sorted[1] ?? 0);
}

// ---- Minor powers (rulebook 22) ----

`;
  out += doc('Rule 22.1 Minor Power Activation Table.');
  out += constDecl(
    'MINOR_POWER_ACTIVATION',
    'Readonly<Record<MinorPower, { readonly activatedBy: readonly MajorPower[]; readonly naturalAlly: MajorPower | null; readonly canDeactivate: boolean }>>',
    X.minorActivation,
  ) + '\n';
  out += `// ---- Cards tied to rules ----

`;
  out += doc('Rule 19.8: Mandatory Events resolved in the Winter Phase of this turn if not played.');
  out += constDecl('MANDATORY_EVENT_DEADLINES', 'readonly { readonly cardNumber: MainCardId; readonly cardName: string; readonly byWinterOfTurn: number }[]', X.deadlines) + '\n';
  out += doc(
    'The cards that bring rulers and leaders into play. deckEntry.turn: the turn printed on the card (null: in the ' +
      'deck from the start, or Variable); conditional: added only when its condition holds (6.2).',
  );
  out += constDecl(
    'ENTRY_CARDS',
    'readonly { readonly cardNumber: MainCardId; readonly cardName: string; readonly deckEntry: { readonly turn: number | null; readonly conditional: boolean }; readonly rulers: readonly RulerId[]; readonly armyLeaders: readonly ArmyLeaderId[]; readonly navalLeaders: readonly NavalLeaderId[] }[]',
    X.entryCards,
  ) + '\n';
  out += doc('Rule 6.1: event cards with a use in another phase.');
  out += constDecl(
    'SPECIAL_PHASE_CARDS',
    "readonly { readonly cardNumber: MainCardId; readonly cardName: string; readonly phase: 'diplomacy' | 'springDeployment'; readonly alsoActionPhase: boolean }[]",
    X.specialPhase,
  ) + '\n';
  out += `// ---- Sequence of play and victory (rulebook 7, 23) ----

`;
  out += doc('Rule 7: the nine phases of a turn; turn1Only phases happen only on turn 1.');
  out += asConstDecl('PHASES', [
    'luthers95Theses',
    'cardDraw',
    'diplomacy',
    'dietOfWorms',
    'springDeployment',
    'action',
    'winter',
    'newWorld',
    'victoryDetermination',
  ]);
  out += 'export type Phase = (typeof PHASES)[number];\n';
  out += constDecl('PHASE_INFO', 'Readonly<Record<Phase, { readonly name: string; readonly section: string; readonly turn1Only: boolean }>>', {
    luthers95Theses: { name: "Luther's 95 Theses Phase", section: '18.1', turn1Only: true },
    cardDraw: { name: 'Card Draw Phase', section: '8.2', turn1Only: false },
    diplomacy: { name: 'Diplomacy Phase', section: '9', turn1Only: false },
    dietOfWorms: { name: 'Diet of Worms Phase', section: '18.1', turn1Only: true },
    springDeployment: { name: 'Spring Deployment Phase', section: '10', turn1Only: false },
    action: { name: 'Action Phase', section: '11', turn1Only: false },
    winter: { name: 'Winter Phase', section: '19', turn1Only: false },
    newWorld: { name: 'New World Phase', section: '20', turn1Only: false },
    victoryDetermination: { name: 'Victory Determination Phase', section: '23', turn1Only: false },
  }) + '\n';
  out += doc('Rule 23.3 (scenarios may change the standard threshold and the last turn, see scenarios.ts).');
  out += constDecl('VICTORY', null, {
    standardVp: 25,
    domination: { fromTurn: 4, belowVp: 25, leadAtLeast: 5 },
    lastTurn: 9,
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// scenarios.ts
// ---------------------------------------------------------------------------------------------

function emptyForce() {
  return { regulars: 0, mercenaries: 0, cavalry: 0, squadrons: 0, corsairs: 0, armyLeaders: [], navalLeaders: [] };
}

function buildScenario(sc, P, id) {
  const armyIds = new Set(P.army.map((l) => l.id));
  const navalIds = new Set(P.naval.map((l) => l.id));
  const spaces = {};
  for (const s of map.spaces) spaces[s.id] = { control: s.home, religion: 'catholic', units: {} };
  const notes = [];

  // Forces by owner.
  const forceLists = [
    ...Object.entries(sc.powers).map(([p, v]) => [p, v.forces ?? []]),
    ...Object.entries(sc.minorPowers).map(([p, v]) => [p, v.forces ?? []]),
    ['independent', sc.independent.forces],
  ];
  for (const [power, list] of forceLists) {
    check(POWERS.includes(power), `${id}: power ${power}`);
    for (const f of list) {
      const sid = spaceId(f.space);
      const units = spaces[sid].units;
      const u = (units[power] ??= emptyForce());
      for (const k of ['regulars', 'mercenaries', 'cavalry', 'squadrons', 'corsairs']) {
        check(Number.isInteger(f[k]) && f[k] >= 0, `${id}: ${power} ${k} in ${sid}`);
        u[k] += f[k];
      }
      for (const l of f.leaders ?? []) {
        check(armyIds.has(l), `${id}: unknown army leader ${l}`);
        u.armyLeaders.push(l);
      }
      for (const l of f.navalLeaders ?? []) {
        check(navalIds.has(l), `${id}: unknown naval leader ${l}`);
        u.navalLeaders.push(l);
      }
    }
  }

  // Control.
  for (const [p, v] of Object.entries(sc.powers)) {
    for (const name of [...(v.controlsNonHome ?? []), ...(v.controlsProtestantHomeSpaces ?? [])]) {
      spaces[spaceId(name)].control = p;
    }
  }
  for (const [name, who] of Object.entries(sc.independent.independentKeys)) {
    const want = { independent: 'independent', French: 'france', Hapsburg: 'hapsburg', Papal: 'papacy' }[who] ?? fail(who);
    check(spaces[spaceId(name)].control === want, `${id}: independent key ${name} control ${spaces[spaceId(name)].control} != ${want}`);
  }

  // Religion.
  for (const s of map.spaces) if (s.religion1517 === 'other') spaces[s.id].religion = 'other';
  const prot = Array.isArray(sc.religion.protestantSpaces) ? sc.religion.protestantSpaces : [];
  for (const name of prot) spaces[spaceId(name)].religion = 'protestant';
  if (typeof sc.religion.count === 'number') check(prot.length === sc.religion.count, `${id}: Protestant space count`);

  // Rulers, diplomacy.
  const rulerIds = new Set(P.rulers.map((r) => r.id));
  const rulers = Object.fromEntries(MAJOR.map((p) => [p, sc.powers[p].ruler]));
  for (const p of MAJOR) check(rulerIds.has(rulers[p]), `${id}: ruler ${rulers[p]}`);
  const wars = sc.diplomacy.wars.map(([a, b]) => {
    check(POWERS.includes(a) && POWERS.includes(b), `${id}: war ${a}-${b}`);
    return [a, b];
  });
  const minorAllies = Object.fromEntries(MINOR.map((m) => [m, null]));
  const alliances = [];
  for (const [a, bText] of sc.diplomacy.alliances) {
    const b = bText.split(' ')[0];
    if (MINOR.includes(b) && MAJOR.includes(a)) minorAllies[b] = a;
    else if (MINOR.includes(a) && MAJOR.includes(b)) minorAllies[a] = b;
    else alliances.push([a, b]);
  }

  // Debaters.
  const debaterIds = new Set(P.debaters.map((d) => d.id));
  const debaters = { papacy: [...sc.debaters.papacy], protestant: [...sc.debaters.protestant] };
  for (const d of [...debaters.papacy, ...debaters.protestant]) check(debaterIds.has(d), `${id}: debater ${d}`);

  const translations = sc.powers.protestant.translations ?? {
    newTestament: { german: 0, french: 0, english: 0 },
    fullBible: { german: 0, french: 0, english: 0 },
  };

  return {
    spaces,
    notes,
    rulers,
    wars,
    alliances,
    minorAllies,
    debaters,
    translations: { newTestament: { ...translations.newTestament }, fullBible: { ...translations.fullBible } },
  };
}

function electorateDisplay(obj) {
  const out = {};
  for (const [name, n] of Object.entries(obj)) {
    if (name === 'source' || name === 'rule') continue;
    const sid = spaceId(name);
    check(spaceById.get(sid).type === 'electorate', `display ${name} is not an electorate`);
    out[sid] = n;
  }
  return out;
}

function buildScenarios(P) {
  const s17 = setup.scenarios['1517'];
  const s32 = setup.scenarios['1532'];
  const a = buildScenario(s17, P, '1517');
  const b = buildScenario(s32, P, '1532');

  // 1517 checks against the map's own 1517 control and religion.
  for (const s of map.spaces) {
    check(a.spaces[s.id].control === (s.control1517 ?? s.home), `1517 control of ${s.id} differs from map.json`);
    check(a.spaces[s.id].religion === s.religion1517, `1517 religion of ${s.id}`);
  }

  // 1532: rule 22.6 correction (Florence, Siena independent).
  const C = CORRECTION_1532_FLORENCE;
  for (const sid of C.independentSpaces) {
    check(b.spaces[sid].control === 'papacy', `1532 ${sid}: reference control is now ${b.spaces[sid].control}`);
    b.spaces[sid].control = 'independent';
  }
  const dropped = b.spaces[C.dropForce.space].units[C.dropForce.power];
  check(dropped && dropped.regulars === 1, '1532 Florence Papal regular');
  delete b.spaces[C.dropForce.space].units[C.dropForce.power];
  b.spaces[C.addIndependentRegular].units.independent = { ...emptyForce(), regulars: 1 };
  X_NOTES.push('1532 Florence and Siena: reference Papal (1 Papal regular in Florence), project independent (rule 22.6)');
  b.notes.push(
    'Rule 22.6: Florence and Siena start independent, with 1 independent regular in Florence; the reference (Saito) has them Papal with a Papal regular in Florence.',
  );

  // 1532: debaters and reformer entering in the first Card Draw Phase (turn 4).
  const entering = P.debaters.filter((d) => d.entryTurn === SCENARIO_1532_FIRST_CARD_DRAW_TURN).map((d) => d.id);
  const enteringInList = [...b.debaters.papacy, ...b.debaters.protestant].filter((d) => entering.includes(d));
  check(sameSet(enteringInList, ['calvin', 'farel', 'cop', 'olivetan']), `1532 turn-4 debaters ${enteringInList}`);
  X_NOTES.push('1532 turn-4 debaters and reformer Calvin: reference in play at setup, project enter in the turn-4 Card Draw Phase (rule 8.2)');
  b.debaters.papacy = b.debaters.papacy.filter((d) => !entering.includes(d));
  b.debaters.protestant = b.debaters.protestant.filter((d) => !entering.includes(d));
  const reformers32 = Object.entries(s32.powers.protestant.reformersOnMap)
    .filter(([, who]) => !/turn-4 entry/.test(who))
    .map(([space, who]) => ({ reformer: who.split(' ')[0], space: spaceId(space) }));
  check(reformers32.length === 1 && reformers32[0].reformer === 'luther', '1532 reformers');
  b.notes.push(
    'Calvin (reformer) and the turn-4 debaters (Calvin, Farel, Cop, Olivetan) enter in the Card Draw Phase of turn 4, the first phase of the scenario (rule 8.2).',
  );

  // Knights of St. John.
  const knights = (scenario, sid) => {
    check(scenario.spaces[sid].units.independent?.regulars >= 1, `Knights in ${sid}`);
    return sid;
  };
  check(/Knights/.test(s17.independent.forces.find((f) => f.space === 'Rhodes').note), '1517 knights note');
  check(/Knights/.test(s32.independent.forces.find((f) => f.space === 'Malta').note), '1532 knights note');

  // Religion: 1532 Protestant count.
  const protCount = Object.values(b.spaces).filter((s) => s.religion === 'protestant').length;
  check(protCount === s32.religion.count, '1532 religion count');

  // New World.
  check(/one explorer and one conquistador start in the Crossing Atlantic box/.test(s17.powers.hapsburg.newWorld), '1517 new world');
  const nw32 = s32.powers.hapsburg.newWorld;
  const discoveryIds = { 'Pacific Strait': 'pacificStrait', Circumnavigation: 'circumnavigation' };
  const conquestIds = { 'Aztec conquest': 'aztecs' };
  const discoveries32 = {};
  const conquests32 = {};
  for (const c of nw32.claimed) {
    if (discoveryIds[c]) discoveries32[discoveryIds[c]] = 'hapsburg';
    else if (conquestIds[c]) conquests32[conquestIds[c]] = 'hapsburg';
    else fail(`1532 claim ${c}`);
  }
  const explorerIds = new Set(P.explorers.map((x) => x.id));
  const unavailableExplorers = [...nw32.removedExplorers, ...s32.powers.france.removedExplorers];
  unavailableExplorers.forEach((x) => check(explorerIds.has(x), `explorer ${x}`));

  const resolved32 = ["Luther's 95 Theses", 'Barbary Pirates', 'Clement VII', 'Schmalkaldic League', 'Zwingli Dons Armor'].map(cardRef);
  check(/Barbary Pirates already resolved/.test(s32.powers.ottoman.events[0]), '1532 Barbary Pirates');
  check(/Schmalkaldic League has already formed/.test(s32.diplomacy.note), '1532 league');
  check(/Zwingli Dons Armor/.test(s32.powers.protestant.reformersGone[0]), '1532 Zwingli');

  const vp17 = Object.fromEntries(MAJOR.map((p) => [p, s17.startingVp[p]]));
  const zeroWar = Object.fromEntries(MAJOR.map((p) => [p, 0]));

  const common = (x) => ({
    spaces: x.spaces,
    rulers: x.rulers,
    wars: x.wars,
    alliances: x.alliances,
    minorAllies: x.minorAllies,
  });

  const scen1517 = {
    id: '1517',
    name: s17.name,
    startTurn: s17.startTurn,
    lastTurn: s17.lastTurn,
    standardVictoryVp: s17.standardVictoryVp,
    firstPhase: 'luthers95Theses',
    ...common(a),
    outOfPlay: ['algiers'],
    knightsOfStJohn: knights(a, 'rhodes'),
    electorateDisplay: electorateDisplay(s17.powers.protestant.electorateDisplay),
    debaters: { ...a.debaters, committed: [] },
    reformers: [],
    removed: { debaters: [], reformers: [], explorers: [], conquistadors: [] },
    excommunicated: [],
    tracks: {
      stPeters: { cp: s17.tracks.stPeters.cp, vp: s17.tracks.stPeters.vp },
      chateauxVp: s17.tracks.chateauxVp,
      piracyVp: s17.tracks.piracyVp,
      maritalStatus: maritalId(s17.tracks.henryMarital),
      pregnancyResults: [],
      translations: a.translations,
      warWinnerVp: zeroWar,
    },
    newWorld: {
      uncharted: { hapsburg: true, england: true, france: true },
      crossingAtlantic: { explorations: ['hapsburg'], conquests: ['hapsburg'], colonies: [] },
      discoveries: {},
      conquests: {},
      colonies: [],
    },
    resolvedEvents: [],
    startingVp: vp17,
    notes: [
      'Algiers is out of play until Barbary Pirates (rule 21.1).',
      'Protestant regulars wait on the Electorate Display until their electorate turns Protestant (rules 18.1, 21.6).',
      'The Hapsburg explorer and conquistador in the Crossing Atlantic box count as the turn-1 Explore and Conquer (20.2, 20.3).',
      'Turn 1: diplomacy limited to England negotiating with France and the Hapsburgs (7); Diet of Worms (18.1); no Schmalkaldic League before turn 2 (21.6).',
      "Turin under French control rests on three sources (not the rulebook); 'most' Protestant home spaces under Hapsburg markers (21.2) read as all 21.",
    ],
  };
  const scen1532 = {
    id: '1532',
    name: s32.name,
    startTurn: s32.startTurn,
    lastTurn: s32.lastTurn,
    standardVictoryVp: s32.standardVictoryVp,
    firstPhase: 'cardDraw',
    ...common(b),
    outOfPlay: [],
    knightsOfStJohn: knights(b, 'malta'),
    electorateDisplay: electorateDisplay(s32.powers.protestant.electorateDisplayStillHeld),
    debaters: { ...b.debaters, committed: [] },
    reformers: reformers32,
    removed: {
      debaters: ['zwingli'],
      reformers: ['zwingli'],
      explorers: unavailableExplorers,
      conquistadors: nw32.removedConquistadors,
    },
    excommunicated: s32.powers.papacy.alreadyExcommunicated.map((s) => s.split(' ')[0]),
    tracks: {
      stPeters: { cp: s32.tracks.stPeters.cp, vp: s32.tracks.stPeters.vp },
      chateauxVp: s32.tracks.chateauxVp,
      piracyVp: 0,
      maritalStatus: maritalId(s32.tracks.henryMarital),
      pregnancyResults: [],
      translations: b.translations,
      warWinnerVp: { ...zeroWar, ...s32.tracks.warWinner },
    },
    newWorld: {
      uncharted: {
        hapsburg: nw32.uncharted,
        england: s32.powers.england.uncharted,
        france: s32.powers.france.uncharted,
      },
      crossingAtlantic: { explorations: [], conquests: [], colonies: [] },
      discoveries: discoveries32,
      conquests: conquests32,
      colonies: nw32.colonies.map((name) => ({ power: 'hapsburg', name })),
    },
    resolvedEvents: resolved32,
    startingVp: null,
    notes: [
      ...b.notes,
      'Positions, tracks and marital status rest on one source (Saito); the Scenario Book was not seen.',
      'Schmalkaldic League has formed: Hapsburg-Protestant and Papacy-Protestant wars are permanent (21.6).',
      'Hungary-Bohemia was defeated by the Ottomans: a permanent Hapsburg ally (22.5).',
      'Cards marked (1517) are not in the deck (6.2); the cards data says which.',
      'Doubt: Cordova or Cortes is the conquistador out of play (Saito swaps their ratings).',
    ],
  };
  const tour = setup.scenarios.tournament;
  check(/same as 1532/.test(tour.setup), 'tournament setup');
  const tournament = {
    id: 'tournament',
    name: tour.name,
    lastTurn: tour.lastTurn,
    standardVictoryVp: tour.standardVictoryVp,
    notes: [...scen1532.notes, ...tour.rulesDifferences, `Unknown: ${tour.unknown}.`],
  };

  const assignments = {};
  for (const n of ['3', '4', '5', '6']) {
    const groups = setup.playerCounts.assignments[n];
    check(sameSet(groups.flat(), MAJOR), `player count ${n}`);
    assignments[n] = groups;
  }
  return { scen1517, scen1532, tournament, assignments };
}

function emitScenarios(S) {
  let out = header(['setup.json', 'map.json', 'cards.json'], 'Scenarios (1517, 1532, tournament) and player counts.') + '\n';
  out += `import type { MainCardId } from './cards.ts';
import type { ElectorateId, Religion, SpaceId } from './map.ts';
import type { ArmyLeaderId, ConquistadorId, DebaterId, ExplorerId, NavalLeaderId, NewWorldPower, ReformerId, RulerId } from './pieces.ts';
import type { MajorPower, MinorPower, Power } from './powers.ts';
import type { ConquestId, DiscoveryId, MaritalStatus, PregnancyResult, TranslationZone } from './tables.ts';

export type ScenarioId = '1517' | '1532' | 'tournament';

/** One power's pieces in one space at the start. Unit numbers are strengths, not counters. */
export interface ForceSetup {
  readonly regulars: number;
  readonly mercenaries: number;
  readonly cavalry: number;
  readonly squadrons: number;
  readonly corsairs: number;
  readonly armyLeaders: readonly ArmyLeaderId[];
  readonly navalLeaders: readonly NavalLeaderId[];
}

export interface SpaceSetup {
  readonly control: Power;
  readonly religion: Religion;
  /** Every naval unit starts in a port, so sea zones start empty. */
  readonly units: Readonly<Partial<Record<Power, ForceSetup>>>;
}

export interface ScenarioData {
  readonly id: ScenarioId;
  readonly name: string;
  readonly startTurn: number;
  readonly lastTurn: number;
  /** Standard Victory threshold (23.3; the printed VP track marks 25 for 1517/1532 and 23 for the tournament). */
  readonly standardVictoryVp: number;
  readonly firstPhase: 'luthers95Theses' | 'cardDraw';
  readonly spaces: Readonly<Record<SpaceId, SpaceSetup>>;
  /** Spaces no unit may enter (Algiers before Barbary Pirates, 21.1); they count for no one. */
  readonly outOfPlay: readonly SpaceId[];
  /** Where the Knights of St. John counter stands (one of the independent regulars there). */
  readonly knightsOfStJohn: SpaceId;
  /** Protestant regulars still on the Electorate Display (18.1, 21.6). */
  readonly electorateDisplay: Readonly<Partial<Record<ElectorateId, number>>>;
  readonly rulers: Readonly<Record<MajorPower, RulerId>>;
  /** Pairs at war (a minor power listed means war with that minor). */
  readonly wars: readonly (readonly [Power, Power])[];
  /** Major-power alliances. */
  readonly alliances: readonly (readonly [MajorPower, MajorPower])[];
  /** Active minor powers and their ally; null = inactive (22). */
  readonly minorAllies: Readonly<Record<MinorPower, MajorPower | null>>;
  /** Debaters in play (on the Religious Struggle Card) and which of them are committed. */
  readonly debaters: {
    readonly papacy: readonly DebaterId[];
    readonly protestant: readonly DebaterId[];
    readonly committed: readonly DebaterId[];
  };
  /** Reformers on the map at setup. */
  readonly reformers: readonly { readonly reformer: ReformerId; readonly space: SpaceId }[];
  /** Pieces out of the game (or, for explorers and conquistadors, out of the pool) at setup. */
  readonly removed: {
    readonly debaters: readonly DebaterId[];
    readonly reformers: readonly ReformerId[];
    readonly explorers: readonly ExplorerId[];
    readonly conquistadors: readonly ConquistadorId[];
  };
  /** Rulers and reformers already excommunicated (they cannot be again, 21.5). */
  readonly excommunicated: readonly (RulerId | ReformerId)[];
  readonly tracks: {
    readonly stPeters: { readonly cp: number; readonly vp: number };
    readonly chateauxVp: number;
    readonly piracyVp: number;
    readonly maritalStatus: MaritalStatus;
    readonly pregnancyResults: readonly PregnancyResult[];
    readonly translations: {
      readonly newTestament: Readonly<Record<TranslationZone, number>>;
      readonly fullBible: Readonly<Record<TranslationZone, number>>;
    };
    /** War Winner VP markers already held. */
    readonly warWinnerVp: Readonly<Record<MajorPower, number>>;
  };
  readonly newWorld: {
    /** True while the power's Exploration Underway marker is on "-1: Uncharted" (20.2). */
    readonly uncharted: Readonly<Record<NewWorldPower, boolean>>;
    /** Voyages already in the Crossing Atlantic box (they count as this turn's action, 20.2-20.3). */
    readonly crossingAtlantic: {
      readonly explorations: readonly NewWorldPower[];
      readonly conquests: readonly NewWorldPower[];
      readonly colonies: readonly NewWorldPower[];
    };
    readonly discoveries: Readonly<Partial<Record<DiscoveryId, NewWorldPower>>>;
    readonly conquests: Readonly<Partial<Record<ConquestId, NewWorldPower>>>;
    readonly colonies: readonly { readonly power: NewWorldPower; readonly name: string }[];
  };
  /** Event cards already resolved before the start. */
  readonly resolvedEvents: readonly { readonly cardNumber: MainCardId; readonly cardName: string }[];
  /** Starting VP per power where the sources print them (the 1517 VP markers); null = derive from the position. */
  readonly startingVp: Readonly<Record<MajorPower, number>> | null;
  readonly notes: readonly string[];
}

`;
  out += constDecl('SCENARIO_1517', 'ScenarioData', S.scen1517) + '\n';
  out += constDecl('SCENARIO_1532', 'ScenarioData', S.scen1532) + '\n';
  out += doc('The tournament scenario: the 1532 setup played over turns 4-6 (9.3), Standard Victory at 23 VP, +1 on chateau rolls (21.4).');
  out += `export const SCENARIO_TOURNAMENT: ScenarioData = {\n  ...SCENARIO_1532,\n${lit(S.tournament, 0).slice(2)};\n\n`;
  out += constDecl('SCENARIOS', 'Readonly<Record<ScenarioId, ScenarioData>>', {
    1517: raw('SCENARIO_1517'),
    1532: raw('SCENARIO_1532'),
    tournament: raw('SCENARIO_TOURNAMENT'),
  }) + '\n';
  out += doc(
    'Rule 3.0-3.1 and the Scenario Book configurations: powers per player for 3 to 6 players ' +
      '(sources: Saito and four session reports; the Scenario Book rules for a player with two powers are unknown).',
  );
  out += 'export type PlayerCount = 3 | 4 | 5 | 6;\n';
  out += constDecl('PLAYER_COUNT_ASSIGNMENTS', 'Readonly<Record<PlayerCount, readonly (readonly MajorPower[])[]>>', S.assignments);
  return out;
}

// ---------------------------------------------------------------------------------------------
// main
// ---------------------------------------------------------------------------------------------

const P = buildPieces();
const X = buildTables(P);
const S = buildScenarios(P);
const files = {
  'map.ts': emitMap(buildMap()),
  'pieces.ts': emitPieces(P),
  'tables.ts': emitTables(X),
  'scenarios.ts': emitScenarios(S),
};

let stale = 0;
for (const [name, text] of Object.entries(files)) {
  const path = join(outDir, name);
  if (checkOnly) {
    let old = null;
    try {
      old = readFileSync(path, 'utf8');
    } catch {
      old = null;
    }
    if (old !== text) {
      console.log(`stale: ${relative(repoRoot, path)}`);
      stale++;
    }
  } else {
    writeFileSync(path, text);
    console.log(`wrote ${relative(repoRoot, path)} (${text.split('\n').length} lines)`);
  }
}
for (const n of [...X.notes, ...X_NOTES]) console.log(`rulebook over reference: ${n}`);
if (checkOnly && stale > 0) process.exit(1);

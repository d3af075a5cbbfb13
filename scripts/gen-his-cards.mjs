#!/usr/bin/env node
// Generates src/games/his/data/cards.ts, the typed card data of Here I Stand (116 main-deck
// cards, 19 two-player Diplomacy cards), from the project's card reference
// (cards.json and diplomacy-cards.json). The project never reads the reference at run time
// or in tests: run this script by hand when the reference changes and commit its output.
//
// Usage: node scripts/gen-his-cards.mjs [path/to/reference/his] [--check]
//   The path defaults to ../shared/reference/his relative to the repository root.
//   --check writes nothing and exits 1 if cards.ts is not what the reference generates.
//
// The rulebook is the authority. Where it contradicts the reference, the hand corrections
// below (CORRECTIONS, ENTRY_CONDITIONS, DUE_BY_WINTER) win; each cites its rulebook section.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const paths = args.filter((a) => a !== '--check');
if (paths.length > 1) fail('usage: node scripts/gen-his-cards.mjs [path/to/reference/his] [--check]');
const refDir = paths[0] !== undefined ? resolve(paths[0]) : resolve(repoRoot, '../shared/reference/his');
const outFile = resolve(repoRoot, 'src/games/his/data/cards.ts');

function fail(message) {
  console.error(`gen-his-cards: ${message}`);
  process.exit(1);
}

function readJson(name) {
  const file = resolve(refDir, name);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return fail(`cannot read ${file}: ${error.message}`);
  }
}

const MAJOR_POWERS = ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'];
const MAIN_TYPES = ['home', 'mandatory', 'response', 'combat', 'event'];
const TWO_PLAYER = ['included', 'removed', 'modified'];

// ---------------------------------------------------------------------------------------
// Hand corrections. Text edits are exact substring replacements that must match exactly
// once, so a changed reference makes the generator fail instead of silently skipping.
// ---------------------------------------------------------------------------------------

/** @type {Record<number, {why: string, name?: string, removeAfterEvent?: boolean, removeCondition?: string|null, summary?: [string, string][], mechanics?: [string, string][], twoPlayerSummary?: [string, string][]}>} */
const CORRECTIONS = {
  3: {
    // Rulebook 21.3: neither marriage advance may be made "if Henry is in a space under
    // siege" - the rulebook's test is the space, so a besieging Henry is barred too. The
    // reference followed the card's narrower "under siege".
    why: '21.3',
    summary: [['Henry VIII ruling, free and not besieged)', 'Henry VIII ruling, not captured and not in a space under siege)']],
    mechanics: [
      ["is not captured and is not under siege (card wording; 21.3 says 'in a space under siege')", 'is not captured and is not in a space under siege (21.3; this bars a besieging Henry too)'],
      ['(Henry still ruling, not captured, not under siege)', '(Henry still ruling, not captured, not in a space under siege)'],
    ],
  },
  4: {
    // Implementation notes about third-party code do not belong in our data.
    why: 'source note removed',
    mechanics: [['(printed on the French power card; the first-edition table that Saito implements differs and does not apply)', '(printed on the French power card)']],
  },
  19: {
    why: 'source note removed',
    mechanics: [[', as Saito does)', '; the rules are silent on this case, so this is a convention)']],
  },
  23: {
    // Keep strings our own: the reference quoted the printed Sequence of Play card.
    why: 'quotation rephrased',
    mechanics: [['with the note "if born and Mary rules England")', 'provided she was born and Mary rules England)']],
  },
  40: {
    // Rulebook 9.6 and 21.3 name the card Machiavelli: "The Prince".
    why: '9.6, 21.3',
    name: 'Machiavelli: "The Prince"',
  },
  43: {
    why: 'source note removed',
    mechanics: [[" Saito's hard-coded 18-space list (with Turin, Graz, Nuremberg but without Trent, Milan, Modena, Venice) matches neither reading and should not be copied.", '']],
  },
  44: {
    // Rulebook 18.3 lists Affair of the Placards with 3 Reformation attempts; the reference
    // took 4 from the card face.
    why: '18.3',
    summary: [['the Protestant makes 4 Reformation attempts with the French zone as target (the rulebook\'s summary list says 3).', 'the Protestant makes 3 Reformation attempts with the French zone as target.']],
    mechanics: [['the Protestant makes Reformation attempts (18.3) with French as the target zone.', 'the Protestant makes 3 Reformation attempts (18.3) with French as the target zone.']],
  },
  71: {
    why: 'pointer to omitted doubts removed',
    twoPlayerSummary: [[' The face does not say which power takes such an electorate back (see doubts).', ' Which power takes such an electorate back is not stated.']],
  },
  74: {
    why: 'pointer to omitted doubts removed',
    mechanics: [['(the card says "may"; see doubts)', '(permitted, not required)']],
  },
  // Rulebook 21.7: "One army leader may be selected from any location on the board (even if
  // under siege)". The reference let the power send any number of leaders (card face).
  92: { why: '21.7', mechanics: [['plus any army leaders it wants', 'plus at most one army leader, taken from anywhere, even a besieged space (21.7)']] },
  93: { why: '21.7', mechanics: [['plus any army leaders it wants', 'plus at most one army leader, taken from anywhere, even a besieged space (21.7)']] },
  110: { why: '21.7', mechanics: [['plus any army leaders it wants', 'plus at most one army leader, taken from anywhere, even a besieged space (21.7)']] },
  97: {
    // Rulebook 6.1: "All Mandatory Events are removed from play after they occur, except
    // Council of Trent and Master of Italy." The reference kept Scots Raid (no removal text
    // on the card face).
    why: '6.1',
    removeAfterEvent: true,
    mechanics: [['(15.1 exception).', '(15.1 exception). Removed from the game after the event (6.1: every Mandatory Event except Council of Trent and Master of Italy).']],
  },
  // #113 and #114 follow their card text, "Remove from deck if cards are awarded" (6.2: a
  // card leaves the game by its own removal text; an event without effect has not
  // "occurred", 6.1): no correction (docs/data-decisions.md).
  13: {
    // Rulebook 6.1: "Mandatory events may never be held from one turn to the next". Played
    // before its condition holds, the card has no effect (2 CP) and goes to the discard pile;
    // it leaves the game when the league forms (docs/data-decisions.md).
    why: '6.1',
    removeAfterEvent: false,
    removeCondition: 'Removed when the league forms; played before its condition holds it has no effect and goes to the discard pile.',
    mechanics: [['The playing power then gets 2 CP. Removed once the league has formed.', 'The playing power then gets 2 CP. Removed once the league has formed. Played while the condition is false (it must be played, 6.1: never held from one turn to the next), it has no effect but the 2 CP and goes to the discard pile.']],
  },
  87: {
    // Rulebook 6.1: Mandatory Events "cannot be chosen when a player has his choice of card to
    // be discarded (e.g. ... Mercenaries Demand Pay ...)"; with only Home cards and Mandatory
    // Events the discard is skipped, so a Home card is not a chosen discard either.
    why: '6.1',
    mechanics: [['(Home cards allowed, Mandatory Events not)', '(never a Home card nor a Mandatory Event, 6.1)']],
  },
  203: {
    why: 'pointer to omitted doubts removed',
    mechanics: [['is assumed to have no effect (see doubts).', 'is assumed to have no effect.']],
  },
  204: {
    why: 'pointer to omitted doubts removed',
    mechanics: [['which 22.4 says can never be deactivated; see doubts)', 'which 22.4 says can never be deactivated)']],
  },
};

/**
 * Entry conditions in our words (rulebook 6.2, 21.3): the two dated cards that carry a
 * condition, and every "Variable" card. The reference keeps them in free text.
 */
const ENTRY_CONDITIONS = {
  19: 'Only once Edward has been born (a 5 or 6 result on the Pregnancy Chart); until then the card is set aside and enters in the first later Card Draw Phase after his birth (6.2, 21.3).',
  21: 'Turn 6 if no Edward has been born; after a sickly Edward (a 5 result) it enters in the first turn after Edward VI takes the throne; after a healthy Edward (6 or more) it never enters and is removed from the game (6.2, 21.3).',
  23: 'The first turn after Mary I takes the throne, provided Elizabeth was born (a 4 result on the Pregnancy Chart); never after a healthy Edward (6 or more) (6.2, 21.3).',
  62: 'The first turn after Henry VIII marries Anne Boleyn (21.3: the Reformation reaches England; Cranmer, Coverdale and Latimer enter too).',
  63: 'The first turn after Henry VIII marries Anne Boleyn (21.3: the Reformation reaches England; Cranmer, Coverdale and Latimer enter too).',
  64: 'The first turn after Henry VIII marries Anne Boleyn (21.3: the Reformation reaches England; Cranmer, Coverdale and Latimer enter too).',
  213: 'Two-player variant: the turn after the Schmalkaldic League event; the Diplomatic Deck is then reshuffled with its discards.',
  214: 'Two-player variant: the turn after the Schmalkaldic League event; the Diplomatic Deck is then reshuffled with its discards.',
  215: 'Two-player variant: the turn after the Schmalkaldic League event; the Diplomatic Deck is then reshuffled with its discards.',
  216: 'Two-player variant: the turn after the Schmalkaldic League event; the Diplomatic Deck is then reshuffled with its discards.',
  217: 'Two-player variant: the turn after the Schmalkaldic League event; the Diplomatic Deck is then reshuffled with its discards.',
  218: 'Two-player variant: the turn after the Schmalkaldic League event; the Diplomatic Deck is then reshuffled with its discards.',
  219: 'Two-player variant: the turn after the Schmalkaldic League event; the Diplomatic Deck is then reshuffled with its discards.',
};
/** Rulebook 6.2: Edward VI and Mary I show a turn number with a condition. */
const CONDITIONAL_DATED = new Set([19, 21]);

/** Rulebook 19.8: Mandatory Events resolved in the Winter Phase of this turn if still unplayed. */
const DUE_BY_WINTER = { 10: 2, 9: 3, 13: 4, 14: 4, 15: 6 };

// ---------------------------------------------------------------------------------------

function replaceOnce(text, from, to, where) {
  const first = text.indexOf(from);
  if (first < 0) fail(`${where}: correction target not found: ${JSON.stringify(from)}`);
  if (text.indexOf(from, first + 1) >= 0) fail(`${where}: correction target occurs twice: ${JSON.stringify(from)}`);
  return text.slice(0, first) + to + text.slice(first + from.length);
}

function applyEdits(text, edits, where) {
  let out = text;
  for (const [from, to] of edits ?? []) out = replaceOnce(out, from, to, where);
  return out;
}

function parseEntry(id, raw) {
  const condition = ENTRY_CONDITIONS[id];
  if (raw === '1517' || raw === 'turn-1') {
    if (condition !== undefined) fail(`card ${id}: undated card has an entry condition`);
    return { turn: 1 };
  }
  const m = /^turn-([2-9])$/.exec(raw);
  if (m) {
    const turn = Number(m[1]);
    if (CONDITIONAL_DATED.has(id)) {
      if (condition === undefined) fail(`card ${id}: conditional dated card without a condition`);
      return { turn, condition };
    }
    if (condition !== undefined) fail(`card ${id}: dated card ${raw} has an unexpected entry condition`);
    return { turn };
  }
  if (raw === 'variable') {
    if (condition === undefined) fail(`card ${id}: variable card without an entry condition`);
    return { when: 'variable', condition };
  }
  return fail(`card ${id}: unknown entry ${JSON.stringify(raw)}`);
}

function nonEmpty(id, field, value) {
  if (typeof value !== 'string' || value.trim() === '') fail(`card ${id}: ${field} is missing or empty`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(value)) fail(`card ${id}: ${field} contains a control character`);
  return value;
}

function ruleRefs(id, refs) {
  if (!Array.isArray(refs) || refs.length === 0) fail(`card ${id}: ruleRefs missing`);
  const out = [];
  for (const r of refs) {
    if (typeof r !== 'string' || !/^([1-9]|1[0-9]|2[0-3])(\.[1-9][0-9]?)?$/.test(r)) fail(`card ${id}: bad rule reference ${JSON.stringify(r)}`);
    if (!out.includes(r)) out.push(r);
  }
  return out;
}

function buildCard(raw, deck) {
  const id = raw.id;
  const fix = CORRECTIONS[id] ?? {};
  const where = `card ${id} (${raw.name})`;
  const type = raw.type;
  if (deck === 'main' ? !MAIN_TYPES.includes(type) : type !== 'diplomacy') fail(`${where}: bad type ${type}`);
  if (!Number.isInteger(raw.cp)) fail(`${where}: cp is not an integer`);

  let power = null;
  if (type === 'home') {
    if (!MAJOR_POWERS.includes(raw.power)) fail(`${where}: home card without a major power`);
    power = raw.power;
  } else if (deck === 'main' && raw.power !== undefined && raw.power !== null) {
    fail(`${where}: only home cards belong to a power`);
  }

  let diplomacySide = null;
  if (deck === 'diplomacy' && raw.power !== undefined) {
    if (raw.power !== 'papacy' && raw.power !== 'protestant') fail(`${where}: bad diplomacy side ${raw.power}`);
    diplomacySide = raw.power;
  }

  let twoPlayer = 'only';
  if (deck === 'main') {
    if (!TWO_PLAYER.includes(raw.twoPlayer)) fail(`${where}: bad twoPlayer ${raw.twoPlayer}`);
    twoPlayer = raw.twoPlayer;
  }
  let twoPlayerSummary = raw.twoPlayerSummary ?? null;
  if ((twoPlayer === 'modified') !== (twoPlayerSummary !== null)) fail(`${where}: twoPlayerSummary must be given exactly for modified cards`);
  if (twoPlayerSummary !== null) twoPlayerSummary = nonEmpty(id, 'twoPlayerSummary', applyEdits(twoPlayerSummary, fix.twoPlayerSummary, where));

  const removeAfterEvent = fix.removeAfterEvent ?? raw.removeAfterEvent;
  if (typeof removeAfterEvent !== 'boolean') fail(`${where}: removeAfterEvent is not a boolean`);
  const removeCondition = fix.removeCondition !== undefined ? fix.removeCondition : (raw.removeCondition ?? null);
  if (removeCondition !== null) nonEmpty(id, 'removeCondition', removeCondition);

  const excluded = deck === 'main' ? raw.excludedFrom1532Start : false;
  if (typeof excluded !== 'boolean') fail(`${where}: excludedFrom1532Start is not a boolean`);

  const entry = parseEntry(id, raw.entry);
  return {
    id,
    name: nonEmpty(id, 'name', fix.name ?? raw.name),
    cp: raw.cp,
    type,
    power,
    entry,
    conditional: 'condition' in entry,
    excludedFrom1532Start: excluded,
    removeAfterEvent,
    removeCondition,
    dueByWinterOfTurn: DUE_BY_WINTER[id] ?? null,
    twoPlayer,
    twoPlayerSummary,
    invasion: raw.invasion === true,
    diplomacySide,
    summary: nonEmpty(id, 'summary', applyEdits(raw.eventSummary, fix.summary, where)),
    mechanics: nonEmpty(id, 'mechanics', applyEdits(raw.mechanics, fix.mechanics, where)),
    ruleRefs: ruleRefs(id, raw.ruleRefs),
  };
}

const mainRaw = readJson('cards.json');
const diplomacyRaw = readJson('diplomacy-cards.json');
if (!Array.isArray(mainRaw) || mainRaw.length !== 116) fail('cards.json must hold 116 cards');
if (!Array.isArray(diplomacyRaw) || diplomacyRaw.length !== 19) fail('diplomacy-cards.json must hold 19 cards');
mainRaw.sort((a, b) => a.id - b.id);
diplomacyRaw.sort((a, b) => a.id - b.id);
mainRaw.forEach((c, i) => c.id === i + 1 || fail(`cards.json: expected id ${i + 1}, found ${c.id}`));
diplomacyRaw.forEach((c, i) => c.id === i + 201 || fail(`diplomacy-cards.json: expected id ${i + 201}, found ${c.id}`));

const cards = [...mainRaw.map((c) => buildCard(c, 'main')), ...diplomacyRaw.map((c) => buildCard(c, 'diplomacy'))];
for (const id of [...Object.keys(CORRECTIONS), ...Object.keys(ENTRY_CONDITIONS), ...Object.keys(DUE_BY_WINTER)]) {
  if (!cards.some((c) => c.id === Number(id))) fail(`hand correction for unknown card ${id}`);
}
for (const id of Object.keys(DUE_BY_WINTER)) {
  if (cards.find((c) => c.id === Number(id))?.type !== 'mandatory') fail(`19.8 deadline on card ${id}, which is not a Mandatory Event`);
}

// ---------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------

function str(s) {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function value(v) {
  if (v === null) return 'null';
  if (typeof v === 'string') return str(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map(value).join(', ')}]`;
  return `{ ${Object.entries(v).map(([k, x]) => `${k}: ${value(x)}`).join(', ')} }`;
}

function idUnion(ids) {
  const lines = [];
  for (let i = 0; i < ids.length; i += 20) lines.push(`  | ${ids.slice(i, i + 20).join(' | ')}`);
  return lines.join('\n');
}

function idList(ids) {
  const lines = [];
  for (let i = 0; i < ids.length; i += 20) lines.push(`  ${ids.slice(i, i + 20).join(', ')},`);
  return lines.join('\n');
}

const mainIds = mainRaw.map((c) => c.id);
const diplomacyIds = diplomacyRaw.map((c) => c.id);

const cardLiterals = cards
  .map((c) => {
    const fields = Object.entries(c).map(([k, v]) => `    ${k}: ${value(v)},`);
    return `  ${c.id}: {\n${fields.join('\n')}\n  },`;
  })
  .join('\n');

const source = `// GENERATED FILE - do not edit by hand.
// Written by scripts/gen-his-cards.mjs from the project's card reference (cards.json,
// diplomacy-cards.json). Hand corrections where the rulebook overrides the reference live
// in the generator, each citing its rulebook section. Regenerate after changing either.
//
// The cards of Here I Stand (500th Anniversary Edition): the 116 main-deck cards (rulebook
// 6) and the 19 Diplomacy cards of the two-player variant. Summaries and mechanics are in
// our own words, never the printed card text.
import type { MajorPower } from './powers.ts';

/** Main-deck card numbers (rulebook 6). */
export type MainCardId =
${idUnion(mainIds)};

/** Diplomacy cards of the two-player variant (Scenario Book). */
export type DiplomacyCardId =
${idUnion(diplomacyIds)};

export type CardId = MainCardId | DiplomacyCardId;

/** The five main-deck card types (rulebook 6.1), plus the two-player Diplomacy cards. */
export const CARD_TYPES = ['home', 'mandatory', 'response', 'combat', 'event', 'diplomacy'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/**
 * When a card comes into play (rulebook 6.2).
 * - \`{ turn: 1 }\`: in play from the start of a 1517 game (the deck; home cards and
 *   Luther's 95 Theses start in hands).
 * - \`{ turn: n }\`: added to the deck in the Card Draw Phase of turn n (n >= 3).
 * - \`{ turn, condition }\`: Edward VI and Mary I - never before that turn, and only once
 *   the condition holds; until then set aside.
 * - \`{ when: 'variable', condition }\`: added in the first Card Draw Phase whose condition
 *   holds.
 */
export type CardEntry =
  | { readonly turn: number }
  | { readonly turn: number; readonly condition: string }
  | { readonly when: 'variable'; readonly condition: string };

/** Status in the two-player variant; 'only' marks the Diplomacy cards, used nowhere else. */
export type TwoPlayerStatus = 'included' | 'removed' | 'modified' | 'only';

/** Scenarios that decide which cards are in play at the start (rulebook 6.2). */
export type CardScenario = '1517' | '1532' | 'tournament';

export interface CardData {
  readonly id: CardId;
  readonly name: string;
  /** Command points; 0 for Luther's 95 Theses (played in its own phase, 8.1) and Diplomacy cards. */
  readonly cp: number;
  readonly type: CardType;
  /** The owning power of a Home card (rulebook 6.1); null for every other card. */
  readonly power: MajorPower | null;
  readonly entry: CardEntry;
  /** True when the entry depends on a game condition (Edward VI, Mary I, the Variable cards). */
  readonly conditional: boolean;
  /** Marked "(1517)": left out of a game with the 1532 setup (rulebook 6.2). */
  readonly excludedFrom1532Start: boolean;
  /** Removed from the game when played as an event (rulebook 6.1, 6.2); otherwise discarded. */
  readonly removeAfterEvent: boolean;
  /** When removal depends on the outcome: when it happens (then removeAfterEvent is false). */
  readonly removeCondition: string | null;
  /** Mandatory Events resolved in the Winter Phase of this turn if still unplayed (rulebook 19.8). */
  readonly dueByWinterOfTurn: number | null;
  readonly twoPlayer: TwoPlayerStatus;
  /** What the two-player card face changes, for 'modified' cards. */
  readonly twoPlayerSummary: string | null;
  /** Diplomacy cards: an Invasion card (Machiavelli, #215, can fetch these). */
  readonly invasion: boolean;
  /** Diplomacy cards whose effect always goes to, or is resolved by, one side. */
  readonly diplomacySide: 'papacy' | 'protestant' | null;
  /** The event in a sentence or two, in our own words. */
  readonly summary: string;
  /** How to implement the event: conditions, steps, interactions. */
  readonly mechanics: string;
  /** Rulebook sections that govern the card. */
  readonly ruleRefs: readonly string[];
}

/** The 116 main-deck card ids, in order. */
export const CARD_IDS: readonly MainCardId[] = [
${idList(mainIds)}
];

/** The 19 Diplomacy card ids (two-player variant), in order. */
export const DIPLOMACY_CARD_IDS: readonly DiplomacyCardId[] = [
${idList(diplomacyIds)}
];

/** Every card id: the main deck, then the Diplomacy cards. */
export const ALL_CARD_IDS: readonly CardId[] = [...CARD_IDS, ...DIPLOMACY_CARD_IDS];

export const CARDS: Readonly<Record<CardId, CardData>> = {
${cardLiterals}
};

/** The turn each scenario starts on (Scenario Book; the tournament game starts from 1532). */
export const SCENARIO_START_TURN: Readonly<Record<CardScenario, number>> = { '1517': 1, '1532': 4, tournament: 4 };

export function isCardId(n: number): n is CardId {
  return Object.prototype.hasOwnProperty.call(CARDS, n);
}

export function isMainCardId(n: number): n is MainCardId {
  return isCardId(n) && n < 200;
}

/**
 * Main-deck cards that come into play unconditionally at the start of \`turn\` (rulebook 6.2).
 *
 * On the scenario's first turn this is everything in play from the start: in 1517 the
 * undated cards (including the Home cards and Luther's 95 Theses, which start in hands);
 * in 1532 and the tournament every card dated up to turn 4, less the "(1517)" cards and
 * less any Mandatory Event that rule 19.8 forces into play before turn 4 (Clement VII: he
 * already rules, and his card lies on the Papal power card). On later turns it is the
 * cards dated for that turn. Edward VI, Mary I and the Variable cards are never listed:
 * they enter when their condition holds (see \`entry\`). With \`twoPlayer\`, the cards the
 * two-player variant removes are left out.
 */
export function cardsEnteringOnTurn(
  turn: number,
  scenario: CardScenario = '1517',
  options: { readonly twoPlayer?: boolean } = {},
): MainCardId[] {
  const start = SCENARIO_START_TURN[scenario];
  if (turn < start) return [];
  return CARD_IDS.filter((id) => {
    const c = CARDS[id];
    if (!('turn' in c.entry) || c.conditional) return false;
    if (options.twoPlayer === true && c.twoPlayer === 'removed') return false;
    if (turn > start) return c.entry.turn === turn;
    if (c.entry.turn > start) return false;
    if (scenario === '1517') return true;
    if (c.excludedFrom1532Start) return false;
    return c.dueByWinterOfTurn === null || c.dueByWinterOfTurn >= start;
  });
}

/**
 * The deck to shuffle and deal from at the start of a scenario: the cards entering on its
 * first turn less the Home cards (in hands, 6.1) and Luther's 95 Theses (held by the
 * Protestant, 8.1).
 */
export function initialDeck(scenario: CardScenario = '1517', options: { readonly twoPlayer?: boolean } = {}): MainCardId[] {
  return cardsEnteringOnTurn(SCENARIO_START_TURN[scenario], scenario, options).filter(
    (id) => CARDS[id].type !== 'home' && id !== 8,
  );
}

/** Main-deck and Diplomacy cards whose entry waits on a game condition (rulebook 6.2). */
export function conditionalEntryCards(): CardId[] {
  return ALL_CARD_IDS.filter((id) => CARDS[id].conditional);
}

/** A power's Home card(s): one each, two for the Papacy (rulebook 6.1). */
export function homeCardsOf(power: MajorPower): MainCardId[] {
  return CARD_IDS.filter((id) => CARDS[id].type === 'home' && CARDS[id].power === power);
}

export function isMandatory(id: CardId): boolean {
  return CARDS[id].type === 'mandatory';
}
`;

if (checkOnly) {
  let current = '';
  try {
    current = readFileSync(outFile, 'utf8');
  } catch {
    // missing counts as out of date
  }
  if (current !== source) fail(`${outFile} is out of date; run node scripts/gen-his-cards.mjs`);
  console.log(`gen-his-cards: ${outFile} is up to date`);
} else {
  writeFileSync(outFile, source);
  console.log(`gen-his-cards: wrote ${cards.length} cards to ${outFile}`);
}

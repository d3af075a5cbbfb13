// Pure rendering of Here I Stand's actions, prompts and log entries through a message
// catalogue, for the web client and the command line. No I/O, no i18next dependency:
// `t` is any function with i18next's convention of returning the key itself when it
// has no message for it (i18next's `t`, or createTranslator below).
//
// Every id in a parameter is rendered to a name first (power, space, sea zone, card,
// leader, unit kind, phase), then the message is filled in. Unknown keys still render,
// as the key followed by the parameters, and unknown action types as readable words.
import type { Action, Json, LogEntry, Prompt } from '../../../engine/types.ts';
import { ALL_CARD_IDS, CARDS, isCardId } from '../data/cards.ts';
import { SEA_ZONES, SPACES, isSeaZoneId, isSpaceId } from '../data/map.ts';
import {
  ARMY_LEADERS,
  CONQUISTADORS,
  DEBATERS,
  EXPLORERS,
  NAVAL_LEADERS,
  REFORMERS,
  RULERS,
} from '../data/pieces.ts';
import { ALL_POWERS } from '../data/powers.ts';

/** A flat message catalogue: key → template with `{{param}}` placeholders. */
export type Catalogue = Readonly<Record<string, string>>;

/** Text parameters of a message, already rendered. */
export type Params = Record<string, string>;

/** Message lookup: returns the key itself when there is no message for it (i18next's convention). */
export type Translate = (key: string, params?: Params) => string;

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*(?:\|([^|}]*)\|([^}]*))?\}\}/g;
const SEGMENT = /\[\[((?:(?!\]\]).)*)\]\]/g;

/**
 * Fill a template. `{{name}}` is the parameter (a missing one becomes the empty string);
 * `{{name|one|other}}` is the word `one` when the parameter is 1, else `other` (plurals);
 * `[[ … ]]` is a part dropped when a parameter it names is empty, and `[[ … || … ]]`
 * gives the text used instead (`[[leaders {{leaders}}||no leader]]`).
 */
export function interpolate(template: string, params: Params = {}): string {
  const fill = (text: string) =>
    text.replace(PLACEHOLDER, (_m, name: string, one?: string, other?: string) =>
      one === undefined ? (params[name] ?? '') : params[name] === '1' ? one : (other ?? ''),
    );
  const withSegments = template.replace(SEGMENT, (_m, body: string) => {
    const [main = '', otherwise = ''] = body.split('||');
    const full = placeholders(main).every((name) => (params[name] ?? '') !== '');
    return fill(full ? main : otherwise);
  });
  return fill(withSegments);
}

/** The parameters a template uses, in order (plural words and optional parts included). */
export function placeholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
}

/** The parameters a template may leave out: those used only inside `[[ … ]]`. */
export function optionalPlaceholders(template: string): Set<string> {
  const required = new Set(placeholders(template.replace(SEGMENT, '')));
  return new Set(placeholders(template).filter((name) => !required.has(name)));
}

/** A `Translate` over catalogues (first match wins): for the web, the CLI and tests. */
export function createTranslator(...catalogues: Catalogue[]): Translate {
  return (key, params) => {
    for (const catalogue of catalogues) {
      const template = catalogue[key];
      if (template !== undefined) return interpolate(template, params);
    }
    return key;
  };
}

/** The message for `key`, or null when the catalogue has none. */
export function lookup(t: Translate, key: string, params?: Params): string | null {
  const text = t(key, params);
  return text === key ? null : text;
}

// ---- names ----

const POWER_IDS: ReadonlySet<string> = new Set<string>([...ALL_POWERS, 'none']);

export function isPowerId(id: string): boolean {
  return POWER_IDS.has(id);
}

export function powerName(power: string, t: Translate): string {
  return lookup(t, `his.power.${power}`) ?? humanize(power);
}

export function spaceName(space: string, t: Translate): string {
  return lookup(t, `his.space.${space}`) ?? (isSpaceId(space) ? SPACES[space].name : humanize(space));
}

export function seaName(sea: string, t: Translate): string {
  return lookup(t, `his.sea.${sea}`) ?? (isSeaZoneId(sea) ? SEA_ZONES[sea].name : humanize(sea));
}

/** A card's title in the reader's language (`his.card.N`), else as printed. */
export function cardTitle(card: number, t: Translate): string {
  if (!isCardId(card)) return `#${card}`;
  return lookup(t, `his.card.${card}`) ?? CARDS[card].name;
}

/** `#12 Name`. */
export function cardName(card: number, t: Translate): string {
  return isCardId(card) ? `#${card} ${cardTitle(card, t)}` : `#${card}`;
}

/** Our summary of a card's event in the reader's language (`his.cardText.N`), else in English. */
export function cardText(card: number, t: Translate): string {
  if (!isCardId(card)) return '';
  return lookup(t, `his.cardText.${card}`) ?? CARDS[card].summary;
}

/** `Philip of Hesse's Bigamy` → `philipOfHessesBigamy`: how rules name a card's event in a `why`. */
function camelName(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .split(/\s+/)
    .filter((w) => w !== '');
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join('');
}

const CARD_BY_EVENT_NAME: ReadonlyMap<string, number> = new Map(
  ALL_CARD_IDS.map((id) => [camelName(CARDS[id].name).toLowerCase(), id] as const),
);

/** The card whose event a rule names in camelCase (`michaelServetus` → 33), if any. */
export function cardOfEventName(value: string): number | null {
  return CARD_BY_EVENT_NAME.get(value.toLowerCase()) ?? null;
}

/** A name the catalogue may translate (`his.discovery.amazon`), else the data's own. */
export function translatedName(key: string, fallback: string, t: Translate): string {
  return lookup(t, key) ?? fallback;
}

export function unitKindName(kind: string, t: Translate): string {
  return lookup(t, `his.unit.${kind}`) ?? humanize(kind);
}

export function phaseName(phase: string, t: Translate): string {
  return lookup(t, `his.phase.${phase}`) ?? humanize(phase);
}

const PIECE_NAMES: ReadonlyMap<string, string> = new Map<string, string>(
  [CONQUISTADORS, EXPLORERS, REFORMERS, DEBATERS, RULERS, NAVAL_LEADERS, ARMY_LEADERS].flatMap((table) =>
    Object.values(table).map((piece: { id: string; name: string }) => [piece.id, piece.name] as const),
  ),
);

export function isLeaderId(id: string): boolean {
  return PIECE_NAMES.has(id);
}

/** Name of a leader, ruler, debater, reformer, explorer or conquistador, in the reader's language (`his.leader.<id>`). */
export function leaderName(id: string, t?: Translate): string {
  return (t && lookup(t, `his.leader.${id}`)) ?? PIECE_NAMES.get(id) ?? humanize(id);
}

/** `removeUnrest` → `Remove unrest`, `st_dizier` → `St dizier`, `duke-of-alva` → `Duke of alva`. */
export function humanize(id: string): string {
  const words = id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// ---- parameters ----

const POWER_FIELDS = new Set([
  'power', 'captor', 'winner', 'loser', 'previous', 'owner', 'intervener', 'declarer', 'holder', 'by', 'major',
  'minor', 'enemy', 'active', 'group', 'a', 'b', 'besieger', 'attacker', 'defender', 'viewer', 'player',
]);
const SPACE_FIELDS = new Set(['space', 'from', 'to', 'origin', 'destination']);
const CARD_FIELDS = new Set(['card', 'cpCard']);

const SINGULAR: Record<string, string> = { items: 'item', cards: 'card', chosen: 'leader', sent: 'debater', leaders: 'leader', spaces: 'space', units: 'unit', seas: 'sea', powers: 'power' };

/** The dice of a roll, as text: `[3 5 6]`. */
export function formatDice(dice: readonly Json[]): string {
  return `[${dice.map(String).join(' ')}]`;
}

function formatId(name: string, value: string, t: Translate): string {
  const located = /^(space|sea):(.+)$/.exec(value);
  if (located) return located[1] === 'sea' ? seaName(located[2]!, t) : spaceName(located[2]!, t);
  if (name === 'phase') return phaseName(value, t);
  if (name === 'kind' || name === 'unit') return unitKindName(value, t);
  if (name === 'leader' || name === 'ruler') return leaderName(value, t);
  if (name === 'name') return lookup(t, `his.colony.${value}`) ?? value;
  if (name === 'sea' || isSeaZoneId(value)) return seaName(value, t);
  if (SPACE_FIELDS.has(name) && isSpaceId(value)) return spaceName(value, t);
  if (POWER_FIELDS.has(name) && isPowerId(value)) return powerName(value, t);
  if (isPowerId(value) && value !== 'none') return powerName(value, t);
  if (isSpaceId(value)) return spaceName(value, t);
  if (isLeaderId(value)) return leaderName(value, t);
  const card = cardOfEventName(value);
  if (card !== null) return cardTitle(card, t);
  if (value.includes(',')) {
    const parts = value.split(',').filter((p) => p !== '');
    return parts.length === 0 ? '' : parts.map((p) => formatId(SINGULAR[name] ?? name, p, t)).join(', ');
  }
  return value;
}

function formatObject(name: string, value: { [key: string]: Json }, t: Translate): string {
  // 9.1: an item of a declared agreement (phases/diplomacy/deal-items.ts), in its own words.
  if (name === 'item' && typeof value.kind === 'string') {
    const { kind, ...fields } = value;
    const text = lookup(t, `his.deal.${kind}`, formatParams(fields, t));
    if (text !== null) return tidy(text);
  }
  const count = value.n ?? value.count;
  const kind = value.kind;
  if (typeof count === 'number' && typeof kind === 'string') {
    const owner = value.owner ?? value.power;
    const who = typeof owner === 'string' ? ` (${powerName(owner, t)})` : '';
    return `${count} ${unitKindName(kind, t)}${who}`;
  }
  // Keyed by power (`{ hapsburg: 108, papacy: 76 }`): each power's name, then its value read
  // as one item of the parameter (a `cards` object holds cards).
  return Object.entries(value)
    .map(([k, v]) =>
      isPowerId(k) ? `${powerName(k, t)}: ${formatValue(SINGULAR[name] ?? name, v, t)}` : `${humanize(k).toLowerCase()} ${formatValue(k, v, t)}`,
    )
    .join(', ');
}

/** One parameter as text, by its name and value. */
export function formatValue(name: string, value: Json | undefined, t: Translate): string {
  if (value === undefined) return '';
  if (value === null) return lookup(t, `his.value.${name}.null`) ?? '';
  if (typeof value !== 'object') {
    const special = lookup(t, `his.value.${name}.${String(value)}`);
    if (special !== null) return special;
  }
  if (typeof value === 'boolean') return t(`his.value.${value}`);
  if (typeof value === 'number') {
    if (CARD_FIELDS.has(name)) return cardName(value, t);
    if (name === 'modifier') return value >= 0 ? `+${value}` : String(value);
    return String(value);
  }
  if (typeof value === 'string') return formatId(name, value, t);
  if (Array.isArray(value)) {
    if (name === 'dice') return formatDice(value);
    if (value.length === 0) return '';
    const item = SINGULAR[name] ?? name;
    return value.map((v) => formatValue(item, v, t)).join(', ');
  }
  return formatObject(name, value, t);
}

/** Every parameter rendered to text. */
export function formatParams(params: Readonly<Record<string, Json | undefined>> | undefined, t: Translate): Params {
  const out: Params = {};
  for (const [name, value] of Object.entries(params ?? {})) out[name] = formatValue(name, value, t);
  return out;
}

function tidy(text: string): string {
  return text.replace(/\s+([,.;:)])/g, '$1').replace(/\(\s*\)/g, '').replace(/\s{2,}/g, ' ').trim();
}

function listParams(params: Params): string {
  return Object.entries(params)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
}

// ---- actions, prompts, log ----

/** A legal action as a short phrase: `Play #1 Janissaries for CP`, `Vienna`, `Pass`. */
export function describeAction(action: Action, t: Translate): string {
  const { type, ...fields } = action;
  const params = formatParams(fields, t);
  const text = lookup(t, `his.action.${type}`, params);
  if (text !== null && tidy(text) !== '') return tidy(text);
  // Unknown type: its name in words, then its fields.
  const values = Object.entries(params).map(([k, v]) => (SPACE_FIELDS.has(k) || k === 'card' || k === 'leader' ? v : `${humanize(k).toLowerCase()} ${v}`));
  return values.length === 0 ? humanize(type) : `${humanize(type)}: ${values.join(', ')}`;
}

/** The question a prompt asks, without its cause. */
export function renderQuestion(prompt: Pick<Prompt, 'key' | 'params'>, t: Translate): string {
  const { cause: _cause, costs: _costs, facts: _facts, ...own } = prompt.params ?? {};
  const params = formatParams(own, t);
  const text = lookup(t, prompt.key, params);
  if (text !== null) return tidy(text);
  const rest = listParams(params);
  return rest === '' ? prompt.key : `${prompt.key} (${rest})`;
}

/**
 * What caused a prompt (the card played, the phase, the rule section), or '' (prompt-facts.ts).
 * `withSection: false` leaves the section out, for a table that shows it as a link of its own.
 */
export function renderCause(prompt: Pick<Prompt, 'params'>, t: Translate, withSection = true): string {
  const cause = prompt.params?.cause;
  if (!cause || typeof cause !== 'object' || Array.isArray(cause)) return '';
  const { section: _section, ...rest } = cause;
  return tidy(t('his.cause', formatParams(withSection ? cause : rest, t)));
}

/** The rule section a prompt cites (its cause's `section`), if any. */
export function causeSection(prompt: Pick<Prompt, 'params'>): string | null {
  const cause = prompt.params?.cause;
  if (!cause || typeof cause !== 'object' || Array.isArray(cause)) return null;
  return typeof cause.section === 'string' ? cause.section : null;
}

/** The facts a prompt gives for deciding (pass rule, odds, strengths), one sentence each. */
export function renderFacts(prompt: Pick<Prompt, 'params'>, t: Translate): string[] {
  const facts = prompt.params?.facts;
  if (!Array.isArray(facts)) return [];
  return facts.flatMap((f) => {
    if (!f || typeof f !== 'object' || Array.isArray(f) || typeof f.key !== 'string') return [];
    const params = f.params && typeof f.params === 'object' && !Array.isArray(f.params) ? f.params : {};
    return [renderLog({ key: f.key, params }, t)];
  });
}

/** The CP an offered action costs, when the prompt says (its `costs`: `{action, cp}` pairs). */
export function actionCost(prompt: Pick<Prompt, 'params'> | undefined, action: Action): number | null {
  const costs = prompt?.params?.costs;
  if (!Array.isArray(costs)) return null;
  const same = (a: Json | undefined): boolean => {
    if (!a || typeof a !== 'object' || Array.isArray(a)) return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(action).length && keys.every((k) => a[k] === action[k]);
  };
  for (const c of costs) if (c && typeof c === 'object' && !Array.isArray(c) && same(c.action) && typeof c.cp === 'number') return c.cp;
  return null;
}

/** The question a prompt asks, followed by its cause. */
export function renderPrompt(prompt: Pick<Prompt, 'key' | 'params'>, t: Translate): string {
  const question = renderQuestion(prompt, t);
  const cause = renderCause(prompt, t);
  return cause === '' ? question : `${question} — ${cause}`;
}

/** One log entry as a sentence; an entry with no message shows its key and parameters. */
export function renderLog(entry: Pick<LogEntry, 'key' | 'params'>, t: Translate): string {
  const params = formatParams(entry.params, t);
  const text = lookup(t, entry.key, params);
  if (text !== null) return tidy(text);
  const rest = listParams(params);
  return rest === '' ? entry.key : `${entry.key} (${rest})`;
}

/** The dice a log entry shows (its `dice` parameter), if any. */
export function diceOf(entry: Pick<LogEntry, 'params'>): number[] | null {
  const dice = entry.params.dice;
  return Array.isArray(dice) && dice.every((d) => typeof d === 'number') ? (dice as number[]) : null;
}

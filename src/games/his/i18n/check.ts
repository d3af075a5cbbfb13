// What makes a rendered message wrong (issue 15, "every string right"): used by the test
// that renders every log entry, prompt and legal action of simulated games. A problem is
// a raw key, an id shown instead of its name, "undefined"/"NaN"/"[object Object]", a
// placeholder left empty, a card number shown bare, or "1 dice"-style grammar.
import type { Json } from '../../../engine/types.ts';
import type { CardId } from '../data/cards.ts';
import { ALL_CARD_IDS, CARDS, isCardId } from '../data/cards.ts';
import { SEA_ZONE_IDS, SPACE_IDS } from '../data/map.ts';
import {
  ARMY_LEADER_IDS,
  CONQUISTADOR_IDS,
  DEBATER_IDS,
  EXPLORER_IDS,
  NAVAL_LEADER_IDS,
  REFORMER_IDS,
  RULER_IDS,
} from '../data/pieces.ts';
import { ALL_POWERS } from '../data/powers.ts';
import type { Catalogue, Translate } from './render.ts';
import { cardName, formatValue, leaderName, lookup, optionalPlaceholders, placeholders } from './render.ts';

const IDS = [
  ...ALL_POWERS,
  ...SPACE_IDS,
  ...SEA_ZONE_IDS,
  ...ARMY_LEADER_IDS,
  ...NAVAL_LEADER_IDS,
  ...RULER_IDS,
  ...DEBATER_IDS,
  ...REFORMER_IDS,
  ...EXPLORER_IDS,
  ...CONQUISTADOR_IDS,
];
const escape = (s: string) => s.replace(/[-_]/g, (c) => `\\${c}`);
/** An id as a whole word (ids are lowercase; names are capitalised, so "rome" is never the name of Rome). */
const RAW_ID = new RegExp(`(?<![\\w#-])(${[...new Set(IDS)].sort((a, b) => b.length - a.length).map(escape).join('|')})(?![\\w-])`);

const TEXT_RULES: readonly [RegExp, string][] = [
  [/\bhis\.[a-z]/, 'raw key'],
  [/\bundefined\b/, '"undefined"'],
  [/\bnull\b/, '"null"'],
  [/\bNaN\b/, '"NaN"'],
  [/\[object Object\]/, '"[object Object]"'],
  [/\(\s|\s\)|\(\)/, 'empty or padded brackets'],
  [/\s[,.;:]/, 'a space before punctuation'],
  [/[,;:]\s*[.;,]|^[,;:.]|:\s*$/, 'an empty list item'],
  [/\b[a-z]+[A-Z][A-Za-z]*\b/, 'a camelCase identifier'],
  [/(?<![\d.])1 (dice|dados|hits|daños|units|unidades|cards|cartas)\b/, 'a plural after 1'],
];

/** The problems of one rendered text, whatever produced it. */
export function textProblems(text: string): string[] {
  const problems: string[] = TEXT_RULES.filter(([rule]) => rule.test(text)).map(([, what]) => what);
  const id = RAW_ID.exec(text);
  if (id) problems.push(`the id "${id[1]}" instead of a name`);
  if (text.trim() === '') problems.push('empty text');
  return problems;
}

/** Placeholders written next to each other (`{{n}}{{count}}`): either may carry the value. */
function alternativeGroups(template: string): string[][] {
  const groups: string[][] = [];
  for (const m of template.matchAll(/(?:\{\{\s*[\w.-]+\s*\}\})+/g)) groups.push(placeholders(m[0]));
  return groups;
}

/** Every card number inside a parameter called card(s), or in an object kept under such a name. */
function cardNumbers(name: string, value: Json | undefined, out: CardId[] = []): CardId[] {
  // A number under `card` is a card; under `cards` it is a count, unless inside a list or an object.
  if (typeof value === 'number' && /^card$|Card$/.test(name) && isCardId(value)) out.push(value);
  else if (Array.isArray(value)) for (const v of value) cardNumbers(/^cards$|Cards$/.test(name) ? 'card' : name, v, out);
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) cardNumbers(/^cards$|Cards$/.test(name) ? 'card' : k, v, out);
  return out;
}

/**
 * The problems of a message rendered from `key` and its raw parameters: a placeholder the
 * parameters leave empty (unless the catalogue renders that value as nothing on purpose,
 * `his.value.F.V: ''`), a card given by number whose name the text lacks, and the text's own.
 */
export function messageProblems(
  key: string,
  params: Readonly<Record<string, Json | undefined>> | undefined,
  text: string,
  catalogue: Catalogue,
  t: Translate,
): string[] {
  const problems = textProblems(text);
  const template = catalogue[key];
  if (template === undefined) return [...problems, 'no message'];
  const optional = optionalPlaceholders(template);
  for (const group of alternativeGroups(template.replace(/\[\[(?:(?!\]\]).)*\]\]/g, ''))) {
    const filled = group.some((name) => {
      const value = params?.[name];
      if (optional.has(name)) return true;
      if (value === undefined) return false;
      if (typeof value !== 'object' && lookup(t, `his.value.${name}.${String(value)}`) === '') return true;
      return formatValue(name, value, t) !== '';
    });
    if (!filled) problems.push(`empty {{${group.join('}}/{{')}}}`);
  }
  for (const [name, value] of Object.entries(params ?? {})) {
    for (const card of cardNumbers(name, value)) {
      const shown = cardName(card, t).replace(/^#\d+ /, '');
      if (!text.includes(shown)) problems.push(`card ${card} (${CARDS[card].name}) not named`);
    }
  }
  return problems;
}

/**
 * English names of cards and pieces that the catalogue `t` names differently: in a text in
 * that language they mean a name was left untranslated (Spanish showing "Charles V").
 */
export function untranslatedNames(t: Translate): RegExp | null {
  const names = new Set<string>();
  for (const id of ALL_CARD_IDS) {
    const own = lookup(t, `his.card.${id}`);
    if (own !== null && own !== CARDS[id].name) names.add(CARDS[id].name);
  }
  for (const id of NAMED_IDS.leader) {
    const own = lookup(t, `his.leader.${id}`);
    const english = leaderName(id);
    if (own !== null && own !== english && !own.includes(english)) names.add(english);
  }
  if (names.size === 0) return null;
  const words = [...names].sort((a, b) => b.length - a.length).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}])(${words.join('|')})(?![\\p{L}])`, 'u');
}

/** Ids that need a name in each language's catalogue (the lists the names tests walk). */
export const NAMED_IDS = {
  card: ALL_CARD_IDS.map(String),
  leader: [...new Set<string>([...ARMY_LEADER_IDS, ...NAVAL_LEADER_IDS, ...RULER_IDS, ...DEBATER_IDS, ...REFORMER_IDS, ...EXPLORER_IDS, ...CONQUISTADOR_IDS])],
} as const;

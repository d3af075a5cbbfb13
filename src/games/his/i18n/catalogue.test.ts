// The message catalogues against the rules' source: every prompt and log key the rules
// use has an English and a Spanish message. Rule engineers add keys as they add rules;
// when this fails it lists each missing key with the file and line that uses it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from './render.ts';
import { cardName, cardText, createTranslator, leaderName, placeholders, renderLog } from './render.ts';
import { NAMED_IDS } from './check.ts';
import type { CardId } from '../data/cards.ts';
import { CARDS } from '../data/cards.ts';
import { COLONY_NAMES, CONQUESTS, DISCOVERIES } from '../data/tables.ts';
import { en } from './en.ts';
import { es } from './es.ts';

const HIS = new URL('..', import.meta.url).pathname;
const CATALOGUES: Record<string, Catalogue> = { en, es };

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

interface Use {
  key: string;
  /** A template literal such as `his.prompt.peace.${step}`: some key must start with `key`. */
  prefix: boolean;
  where: string;
}

/** Every `'his.log.…'` / `'his.prompt.…'` string in the rules (also in ternaries), and template-literal prefixes. */
function usedKeys(): Use[] {
  const uses: Use[] = [];
  for (const file of sources(HIS)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const where = `src/games/his/${relative(HIS, file)}:${i + 1}`;
      for (const m of line.matchAll(/(['"])(his\.(?:log|prompt)\.[A-Za-z0-9_.]*[A-Za-z0-9_])\1/g)) {
        uses.push({ key: m[2]!, prefix: false, where });
      }
      for (const m of line.matchAll(/`(his\.(?:log|prompt)\.[A-Za-z0-9_.]*)\$\{/g)) uses.push({ key: m[1]!, prefix: true, where });
    });
  }
  return uses;
}

describe('message catalogues', () => {
  const uses = usedKeys();

  it('finds the keys the rules use', () => {
    expect(uses.some((u) => u.key === 'his.log.pass')).toBe(true);
    expect(uses.some((u) => u.key === 'his.prompt.impulse')).toBe(true);
  });

  for (const [lang, catalogue] of Object.entries(CATALOGUES)) {
    it(`${lang}: has a message for every prompt and log key used in src/games/his`, () => {
      const keys = Object.keys(catalogue);
      const missing = uses.filter((u) => (u.prefix ? !keys.some((k) => k.startsWith(u.key)) : catalogue[u.key] === undefined));
      const lines = [...new Set(missing.map((u) => `  ${u.prefix ? `${u.key}* (template)` : u.key}   used at ${u.where}`))];
      expect(
        lines,
        `${missing.length} key(s) missing from src/games/his/i18n/${lang}.ts (add them to en.ts and es.ts):\n${lines.join('\n')}\n`,
      ).toEqual([]);
    });
  }

  it('English and Spanish have the same keys', () => {
    // Names whose English comes from the data (map, cards, pieces, New World tables).
    const named = (k: string) => /^his\.(space|sea|card|cardText|leader|discovery|conquest|colony)\./.test(k);
    const onlyEn = Object.keys(en).filter((k) => !named(k) && es[k] === undefined);
    const onlyEs = Object.keys(es).filter((k) => !named(k) && en[k] === undefined);
    expect({ onlyEn, onlyEs }).toEqual({ onlyEn: [], onlyEs: [] });
  });

  it('a Spanish message uses the same parameters as the English one', () => {
    const differ = Object.keys(en)
      .filter((k) => es[k] !== undefined)
      .filter((k) => [...new Set(placeholders(en[k]!))].sort().join() !== [...new Set(placeholders(es[k]!))].sort().join());
    expect(differ).toEqual([]);
  });

  // Issue 15: in Spanish, nothing the table names stays English.
  it('es: every card has a Spanish name and text, every ruler, leader, debater, reformer, explorer and conquistador a name', () => {
    const missing = [
      ...NAMED_IDS.card.flatMap((id) => [`his.card.${id}`, `his.cardText.${id}`]),
      ...NAMED_IDS.leader.map((id) => `his.leader.${id}`),
      ...Object.keys(DISCOVERIES).map((id) => `his.discovery.${id}`),
      ...Object.keys(CONQUESTS).map((id) => `his.conquest.${id}`),
      ...Object.values(COLONY_NAMES).flat().map((name) => `his.colony.${name}`),
    ].filter((key) => !es[key]);
    expect(missing).toEqual([]);
    // Translated, not copied: card texts differ from the English summaries.
    const copied = NAMED_IDS.card.filter((id) => es[`his.cardText.${id}`] === CARDS[Number(id) as CardId].summary);
    expect(copied).toEqual([]);
  });

  it('es: what the renderer shows comes out in Spanish', () => {
    const t = createTranslator(es);
    expect(cardName(2, t)).toBe('#2 Emperador del Sacro Imperio');
    expect(leaderName('charles-v', t)).toBe('Carlos V');
    expect(cardText(1, t)).not.toBe(CARDS[1].summary);
    expect(renderLog({ key: 'his.log.explorerDrawn', params: { power: 'hapsburg', explorer: 'magellan' } }, t)).toContain('Fernando de Magallanes');
  });
});

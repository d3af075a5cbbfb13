// The rule reader's summaries (issue 15): every rule section a prompt or log line cites has
// a summary of our own in English and in Spanish, and no summary is kept for a section
// nothing cites. The cited sections are read from the engine twice: the table of sections
// prompts cite (prompt-facts.ts) and every `section` found in the prompts and log of a
// random-bot game, so a section cited from anywhere else fails here too.
import { describe, expect, it } from 'vitest';
import { randomBot } from '../bots/random.ts';
import type { Json } from '../engine/types.ts';
import type { HisAction } from '../games/his/index.ts';
import { hereIStand, MAJOR_POWERS } from '../games/his/index.ts';
import { SECTIONS } from '../games/his/prompt-facts.ts';
import type { Catalogue } from '../games/his/i18n/render.ts';
import { placeholders } from '../games/his/i18n/render.ts';
import { LIVING_RULES_URL, rulesEn, rulesEs } from './messages-rules.ts';
import { tableEn } from './messages-table.ts';
import { webEn } from './messages.ts';

/** The sections a catalogue has no title or text for. */
function missingSummaries(sections: Iterable<string>, catalogue: Catalogue): string[] {
  return [...sections].filter((s) => !catalogue[`web.rule.${s}.title`]?.trim() || !catalogue[`web.rule.${s}.text`]?.trim());
}

/** Every `section` value anywhere in a prompt's or log entry's params. */
function sectionsIn(value: Json | undefined, out: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) sectionsIn(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (k === 'section' && typeof v === 'string') out.add(v);
      else sectionsIn(v, out);
    }
}

const CITED = new Set(Object.values(SECTIONS));

describe('rule summaries', () => {
  it('every section a prompt can cite has a summary in English and in Spanish, and no other section has one', () => {
    expect(CITED.size).toBeGreaterThan(10);
    expect(missingSummaries(CITED, rulesEn)).toEqual([]);
    expect(missingSummaries(CITED, rulesEs)).toEqual([]);
    const summarised = new Set(Object.keys(rulesEn).flatMap((k) => /^web\.rule\.(.+)\.(title|text)$/.exec(k)?.[1] ?? []));
    expect([...summarised].sort()).toEqual([...CITED].sort());
  });

  it('the two languages have the same keys and parameters, and the Spanish is not the English', () => {
    expect(Object.keys(rulesEs).sort()).toEqual(Object.keys(rulesEn).sort());
    for (const key of Object.keys(rulesEn)) {
      expect(placeholders(rulesEs[key]!).sort(), key).toEqual(placeholders(rulesEn[key]!).sort());
      expect(rulesEs[key], key).not.toBe(rulesEn[key]);
    }
    expect(LIVING_RULES_URL).toMatch(/^https:\/\//);
    // None shadows another message of the client.
    for (const key of Object.keys(rulesEn)) expect({ ...webEn, ...tableEn }[key], key).toBeUndefined();
  });

  it('a section cited without a summary is reported', () => {
    expect(missingSummaries(['13.3', '99.9'], rulesEn)).toEqual(['99.9']);
    expect(missingSummaries(['13.3'], { 'web.rule.13.3.title': 'Avoid battle', 'web.rule.13.3.text': ' ' })).toEqual(['13.3']);
  });

  it('the sections a random-bot game’s prompts and log cite are all summarised', () => {
    const seed = 'rule-sections';
    const bots = Object.fromEntries(MAJOR_POWERS.map((p) => [p, randomBot<unknown, HisAction>(`${seed}:${p}`)]));
    let state = hereIStand.setup({ scenario: '1517' }, seed);
    const found = new Set<string>();
    for (let n = 0; n < 2500 && hereIStand.result(state) === null; n++) {
      const prompts = hereIStand.pending(state);
      if (prompts.length === 0) break;
      for (const p of prompts) sectionsIn(p.params ?? {}, found);
      const prompt = prompts[0]!;
      const legal = hereIStand.legalActions(state, prompt.player);
      state = hereIStand.apply(state, prompt.player, bots[prompt.player]!.choose(undefined, legal, prompt));
    }
    for (const entry of state.log) sectionsIn(entry.params, found);
    // The game reaches the diplomacy, the action phase, moves and battles: many sections.
    expect(found.size).toBeGreaterThan(8);
    expect([...found].filter((s) => !CITED.has(s))).toEqual([]);
    expect(missingSummaries(found, rulesEn)).toEqual([]);
    expect(missingSummaries(found, rulesEs)).toEqual([]);
  }, 120_000);
});

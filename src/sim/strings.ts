// Every string of simulated games, checked (issue 15, "every string right"): random bots
// play complete games through the engine contract; every prompt, every legal action
// offered and every log entry is rendered in English and Spanish with the game's
// renderer and checked by i18n/check.ts. Problems are grouped by message key so that a
// report lists each broken message once, with one example.
import { randomBot } from '../bots/random.ts';
import { createRng, randomInt } from '../engine/rng.ts';
import type { Action, Json } from '../engine/types.ts';
import type { Catalogue, HisAction, HisState, Scenario, Translate } from '../games/his/index.ts';
import {
  createTranslator,
  describeAction,
  en,
  es,
  hereIStand,
  MAJOR_POWERS,
  messageProblems,
  renderLog,
  renderPrompt,
  untranslatedNames,
} from '../games/his/index.ts';

export interface StringProblem {
  lang: string;
  /** `log`, `prompt`, `action` or `view` (a line the view gives the table), and the message key (an action's: `his.action.<type>`). */
  kind: 'log' | 'prompt' | 'action' | 'view';
  key: string;
  problem: string;
  text: string;
  params: Readonly<Record<string, Json | undefined>>;
}

export interface StringsReport {
  games: number;
  actions: number;
  rendered: number;
  /** Distinct log, prompt and action keys seen. */
  keys: number;
  /** One example of each distinct (language, key, problem). */
  problems: StringProblem[];
}

/** Spanish alone (no English fallback), so a message missing in Spanish shows as a raw key. */
const LANGUAGES: readonly [string, Catalogue, Translate, RegExp | null][] = [
  ['en', en, createTranslator(en), null],
  ['es', es, createTranslator(es), untranslatedNames(createTranslator(es))],
];

class Collector {
  rendered = 0;
  readonly keys = new Set<string>();
  readonly problems = new Map<string, StringProblem>();

  check(kind: StringProblem['kind'], key: string, params: Readonly<Record<string, Json | undefined>>, render: (t: Translate) => string): void {
    this.keys.add(key);
    for (const [lang, catalogue, t, foreign] of LANGUAGES) {
      const text = render(t);
      this.rendered++;
      const problems = messageProblems(key, params, text, catalogue, t);
      const english = foreign?.exec(text);
      if (english) problems.push(`the English name "${english[1]}"`);
      for (const problem of problems) {
        const id = `${lang} ${key} ${problem}`;
        if (!this.problems.has(id)) this.problems.set(id, { lang, kind, key, problem, text, params });
      }
    }
  }
}

function checkAction(c: Collector, action: Action): void {
  const { type, ...fields } = action;
  c.check('action', `his.action.${type}`, fields, (t) => describeAction(action, t));
}

/** Play one random-bot game to its end (or `maxActions`), checking every string on the way. */
function playChecked(c: Collector, seed: string, scenario: Scenario, maxActions: number, twoPlayer: boolean): { actions: number; state: HisState } {
  const bots = Object.fromEntries(MAJOR_POWERS.map((p) => [p, randomBot<unknown, HisAction>(`${seed}:${p}`)]));
  const scheduler = createRng(`schedule:${seed}`);
  let state = hereIStand.setup(twoPlayer ? { scenario: '1517', variant: 'two-player' } : { scenario }, seed);
  let actions = 0;
  const seenActions = new Set<string>();
  while (hereIStand.result(state) === null && actions < maxActions) {
    const prompts = hereIStand.pending(state);
    if (prompts.length === 0) break;
    for (const prompt of prompts) {
      c.check('prompt', prompt.key, prompt.params ?? {}, (t) => renderPrompt(prompt, t));
      // The facts a prompt gives (prompt-facts.ts), each its own message.
      const facts = Array.isArray(prompt.params?.facts) ? prompt.params.facts : [];
      for (const fact of facts) {
        if (!fact || typeof fact !== 'object' || Array.isArray(fact) || typeof fact.key !== 'string') continue;
        const params = (fact.params ?? {}) as Record<string, Json>;
        c.check('prompt', fact.key, params, (t) => renderLog({ key: fact.key as string, params }, t));
      }
    }
    // 9.1: the declarations of the Negotiation Segment, as the view lists them for the table.
    if (prompts.some((p) => p.key.startsWith('his.prompt.negotiation'))) {
      for (const d of hereIStand.view(state, null).negotiation?.declarations ?? []) c.check('view', d.message.key, d.message.params, (t) => renderPrompt(d.message, t));
    }
    const prompt = prompts.length === 1 ? prompts[0]! : prompts[randomInt(scheduler, prompts.length)]!;
    const legal = hereIStand.legalActions(state, prompt.player);
    for (const action of legal) {
      // The same action offered again renders the same: check each once per game.
      const id = JSON.stringify(action);
      if (seenActions.has(id)) continue;
      seenActions.add(id);
      checkAction(c, action);
    }
    const chosen = bots[prompt.player]!.choose(undefined, legal, prompt);
    state = hereIStand.apply(state, prompt.player, chosen);
    actions++;
  }
  for (const entry of state.log) c.check('log', entry.key, entry.params, (t) => renderLog(entry, t));
  return { actions, state };
}

export interface StringsOptions {
  games: number;
  seed: string;
  scenario?: Scenario;
  maxActions?: number;
  /** The two-player variant (1517). */
  twoPlayer?: boolean;
}

/** Render and check every string of `games` complete random-bot games. */
export function checkStrings(options: StringsOptions): StringsReport {
  const c = new Collector();
  let actions = 0;
  for (let g = 0; g < options.games; g++) {
    actions += playChecked(c, `${options.seed}-${g}`, options.scenario ?? '1517', options.maxActions ?? 20_000, options.twoPlayer === true).actions;
  }
  return { games: options.games, actions, rendered: c.rendered, keys: c.keys.size, problems: [...c.problems.values()] };
}

/** A report's problems as lines, sorted by key. */
export function formatProblems(problems: readonly StringProblem[]): string[] {
  return [...problems]
    .sort((a, b) => a.key.localeCompare(b.key) || a.lang.localeCompare(b.lang))
    .map((p) => `${p.lang} ${p.key}: ${p.problem}\n    «${p.text}»  ${JSON.stringify(p.params)}`);
}

// The search bot's parts (issue 14): playouts in a sampled world read it through a light
// view and reuse the heuristic's marching maps, and must choose exactly as the heuristic
// does on the table's view; candidates widen in the heuristic's order; the heuristic's
// choice stands unless another beats it clearly in the same worlds; the search is
// deterministic in its seed when it counts playouts.
import { describe, expect, it } from 'vitest';
import { createRng, nextUint32, randomInt } from '../../engine/rng.ts';
import type { HisAction, HisState, HisView, MajorPower } from '../../games/his/index.ts';
import type { PowerView } from '../../games/his/view.ts';
import { hereIStand, MAJOR_POWERS, vpTable } from '../../games/his/index.ts';
import { heuristicChoice } from '../heuristic/index.ts';
import { pick, schedule, searchBot } from './index.ts';
import { determinize } from '../../games/his/determinize.ts';
import { playoutView } from './light-view.ts';
import { playout, playoutChoice, score } from './playout.ts';

/** Heuristic play from the start, every decision offered to `visit` first. */
function heuristicGame(steps: number, visit: (state: HisState) => void): HisState {
  const state = hereIStand.setup({ scenario: '1517' }, 'search-test');
  const rng = createRng('search-test/ties');
  for (let i = 0; i < steps && hereIStand.result(state) === null; i++) {
    visit(state);
    const prompt = hereIStand.pending(state)[0]!;
    const legal = hereIStand.legalActions(state, prompt.player);
    hereIStand.applyInPlace!(state, prompt.player, heuristicChoice(hereIStand.view(state, prompt.player), legal, prompt, () => nextUint32(rng) / 2 ** 32));
  }
  return state;
}

describe('search playouts', () => {
  it('read a light view that says what the table view says', () => {
    let checked = 0;
    heuristicGame(250, (state) => {
      const prompt = hereIStand.pending(state)[0]!;
      const me = prompt.player as MajorPower;
      const table = hereIStand.view(state, me);
      const light = playoutView(state, me);
      // Light standings count each field on first read (getters): compared field by field.
      for (const p of MAJOR_POWERS) {
        const s = light.standings[p];
        expect({ vp: s.vp, keys: s.keys, cardsDealt: s.cardsDealt }).toEqual(table.standings[p]);
      }
      expect(light.protestantSpaces).toBe(table.protestantSpaces);
      expect(light.procedures).toEqual(table.procedures);
      expect(light.lastCardPlay).toEqual(table.lastCardPlay);
      // Every other part the table's view shows, the light view reads through from the state
      // (the negotiation segment's declarations aside: playouts never negotiate).
      for (const k of Object.keys(table) as (keyof HisView)[]) {
        if (k === 'standings' || k === 'powers' || k === 'negotiation') continue;
        expect(light[k], k).toEqual(table[k]);
      }
      for (const p of MAJOR_POWERS) {
        for (const k of Object.keys(table.powers[p]) as (keyof PowerView)[]) expect(light.powers[p][k], `${p} ${k}`).toEqual(table.powers[p][k]);
      }
      checked++;
    });
    expect(checked).toBe(250);
  });

  it('choose as the heuristic does on the table view, marching maps reused across decisions', () => {
    let differing = 0;
    let choices = 0;
    heuristicGame(1000, (state) => {
      const prompt = hereIStand.pending(state)[0]!;
      const legal = hereIStand.legalActions(state, prompt.player);
      if (legal.length < 2) return;
      choices++;
      const fixedTie = (): number => 0.5;
      const light = playoutChoice(state, prompt, legal, fixedTie);
      const table = heuristicChoice(hereIStand.view(state, prompt.player), legal, prompt, fixedTie);
      if (JSON.stringify(light) !== JSON.stringify(table)) differing++;
    });
    expect(choices).toBeGreaterThan(300);
    expect(differing).toBe(0);
  });
});

/** Every object and array reachable from `value`. */
function objectsIn(value: unknown, out = new Set<object>()): Set<object> {
  if (typeof value === 'object' && value !== null && !out.has(value)) {
    out.add(value);
    for (const v of Object.values(value)) objectsIn(v, out);
  }
  return out;
}

describe('search worlds', () => {
  it("are copied whole by the engine's copy, share nothing with the sample but its log entries, and play out as a fresh sample does", () => {
    let checked = 0;
    heuristicGame(400, (state) => {
      const prompt = hereIStand.pending(state)[0]!;
      if (prompt.key !== 'his.prompt.impulse' || checked >= 4) return;
      const me = prompt.player as MajorPower;
      const sampled = determinize(hereIStand.view(state, me), me, prompt, `copy-test:${checked}`)!;
      hereIStand.legalActions(sampled, me); // as the search bot: the copy carries the decisions waiting
      const copy = hereIStand.copy!(sampled);
      expect(copy).toStrictEqual(sampled);
      // Log entries are never changed once written: the engine's copy shares them, and nothing else.
      const shared = objectsIn({ ...sampled, log: [] });
      expect([...objectsIn(copy)].filter((o) => shared.has(o))).toEqual([]);
      // The same candidate and tie-breaks from a copy and from a fresh sample end in the same world.
      const fresh = determinize(hereIStand.view(state, me), me, prompt, `copy-test:${checked}`)!;
      const action = hereIStand.legalActions(state, me)[0]!;
      for (const world of [copy, fresh]) {
        hereIStand.applyInPlace!(world, me, action);
        playout(world, me, 40, () => 0.5, 1);
      }
      expect(copy).toStrictEqual(fresh);
      checked++;
    });
    expect(checked).toBe(4);
  });
});

describe('search playout horizon', () => {
  it("ends at the first impulse asked for after the candidate, or plays that rival's impulse out too and ends at the next", () => {
    let checked = 0;
    heuristicGame(400, (state) => {
      const prompt = hereIStand.pending(state)[0]!;
      if (prompt.key !== 'his.prompt.impulse' || checked >= 3) return;
      const me = prompt.player as MajorPower;
      const action = hereIStand.legalActions(state, me)[0]!;
      const ends = [1, 2].map((impulses) => {
        const world = structuredClone(state);
        hereIStand.applyInPlace!(world, me, action);
        const end = playout(world, me, 80, () => 0.5, impulses);
        return { steps: end.steps, next: hereIStand.pending(world)[0]! };
      });
      if (hereIStand.result(state) !== null || ends[0]!.next.player === me) return;
      expect(ends.map((e) => e.next.key)).toEqual(['his.prompt.impulse', 'his.prompt.impulse']);
      expect(ends[1]!.steps).toBeGreaterThan(ends[0]!.steps);
      expect(ends[1]!.next.player).not.toBe(ends[0]!.next.player);
      checked++;
    });
    expect(checked).toBe(3);
  });
});

describe('search candidates', () => {
  it('widen in the heuristic order: the first world compares the two favourites, each later world one more', () => {
    const order: string[] = [];
    for (const { world, candidate } of schedule(3)) {
      if (order.length === 9) break;
      order.push(`${world}:${candidate}`);
    }
    expect(order).toEqual(['0:0', '0:1', '1:0', '1:1', '1:2', '2:0', '2:1', '2:2', '3:0']);
  });

  const candidate = (type: string, values: number[]) => ({ action: { type } as HisAction, byWorld: new Map(values.map((v, w) => [w, v])) });

  it("keep the heuristic's choice unless another gains clearly in the same worlds", () => {
    // Values are chances of winning (win-model.ts).
    const base = candidate('heuristic', [0.1, 0.12, 0.08, 0.11]);
    // A small gain (below a fifth of a point of the chance) never overrules the policy.
    expect(pick([base, candidate('small', [0.101, 0.121, 0.081, 0.111])]).type).toBe('heuristic');
    // A large but inconsistent gain neither.
    expect(pick([base, candidate('noisy', [0.3, 0.02, 0, 0.2])]).type).toBe('heuristic');
    // A consistent gain of 0.4 points does.
    expect(pick([base, candidate('steady', [0.104, 0.124, 0.084, 0.114])]).type).toBe('steady');
    // So does a gain beyond one standard error of the paired differences, not yet two.
    expect(pick([base, candidate('spread', [0.13, 0.12, 0.075, 0.135])]).type).toBe('spread');
    // A clear, consistent gain does; the larger of two such gains wins.
    expect(pick([base, candidate('clear', [0.13, 0.15, 0.11, 0.14]), candidate('clearer', [0.16, 0.17, 0.14, 0.17])]).type).toBe('clearer');
    // Worlds where the heuristic's choice has no value are not compared.
    expect(pick([candidate('heuristic', [0.1]), { action: { type: 'elsewhere' } as HisAction, byWorld: new Map([[1, 0.5]]) }]).type).toBe('heuristic');
  });
});

describe('search bot', () => {
  it('is deterministic in its seed with a playout count, and plays a legal action', () => {
    const positions: HisState[] = [];
    const rng = createRng('search-test/positions');
    heuristicGame(300, (state) => {
      const prompt = hereIStand.pending(state)[0]!;
      if (prompt.key === 'his.prompt.impulse' && randomInt(rng, 3) === 0) positions.push(structuredClone(state));
    });
    expect(positions.length).toBeGreaterThan(2);
    for (const state of positions.slice(0, 3)) {
      const prompt = hereIStand.pending(state)[0]!;
      const legal = hereIStand.legalActions(state, prompt.player);
      const choose = () => searchBot('det', { iterations: 2 }).choose(hereIStand.view(state, prompt.player), legal, prompt);
      const chosen = choose();
      expect(legal).toContainEqual(chosen);
      expect(choose()).toEqual(chosen);
    }
  });
});

describe('search leaf', () => {
  it('scores a finished game as won or lost, and otherwise by the chance of winning, which a key taken raises for its taker and lowers for its holder', () => {
    const state = hereIStand.setup({ scenario: '1517' }, 'search-test/leaf');
    const before = { france: score(state, 'france'), hapsburg: score(state, 'hapsburg') };
    for (const chance of Object.values(before)) expect(chance > 0 && chance < 1).toBe(true);
    expect(state.spaces.naples.control).toBe('hapsburg');
    state.spaces.naples.control = 'france';
    expect(score(state, 'france')).toBeGreaterThan(before.france);
    expect(score(state, 'hapsburg')).toBeLessThan(before.hapsburg);
    state.result = { winner: 'france', kind: 'standard', vp: vpTable(state) };
    expect(score(state, 'france')).toBe(1);
    expect(score(state, 'hapsburg')).toBe(0);
  });
});

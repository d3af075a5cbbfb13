// The in-place step (applyInPlace, for playouts and replays) is the pure `apply` without
// the copy: over a whole game the two give the same state after every decision, and the
// pure one leaves its input as it was.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashState } from '../../engine/hash.ts';
import { replay } from '../../engine/record.ts';
import { RuleError } from '../../engine/types.ts';
import type { GoldenRecord } from './golden/golden.ts';
import { hereIStand } from './module.ts';
import { objectsOf } from '../../engine/testing/objects.ts';

const golden = JSON.parse(readFileSync(new URL('./golden/records/golden-1532-9.json', import.meta.url), 'utf8')) as GoldenRecord;

describe('applyInPlace', () => {
  it('gives the same state as apply after every decision of a game', () => {
    let pure = hereIStand.setup(golden.options, golden.seed);
    const owned = hereIStand.setup(golden.options, golden.seed);
    for (const { player, action } of golden.actions) {
      const before = hashState(pure);
      const next = hereIStand.apply(pure, player, action);
      expect(hashState(pure)).toBe(before);
      hereIStand.applyInPlace!(owned, player, action);
      expect(hashState(owned)).toBe(hashState(next));
      expect(hereIStand.legalActions(owned, player)).toEqual(hereIStand.legalActions(next, player));
      pure = next;
    }
    expect(hereIStand.result(owned)).toEqual(hereIStand.result(pure));
  });

  it('asks what a fresh copy asks after every decision: memos kept on a state played in place (per frame, per spaces object) stay true', () => {
    // A copy shares no object with the state, so every memo starts afresh on it.
    const record = JSON.parse(readFileSync(new URL('./golden/records/golden-1517-64.json', import.meta.url), 'utf8')) as GoldenRecord;
    const owned = hereIStand.setup(record.options, record.seed);
    let talks = 0;
    for (const { player, action } of record.actions) {
      const fresh = structuredClone(owned);
      const prompts = hereIStand.pending(owned);
      expect(prompts).toEqual(hereIStand.pending(fresh));
      for (const { player: p } of prompts) expect(hereIStand.legalActions(owned, p)).toEqual(hereIStand.legalActions(fresh, p));
      if (prompts.some((p) => p.key === 'his.prompt.negotiationTalk')) talks++;
      hereIStand.applyInPlace!(owned, player, action);
    }
    // The record goes through several Negotiation Segments (whose offers are memoised per frame).
    expect(talks).toBeGreaterThan(10);
  });

  it('copy gives a state to play in place: the same steps as apply, and the original never changes', () => {
    let state = hereIStand.setup(golden.options, golden.seed);
    for (const { player, action } of golden.actions.slice(0, 200)) {
      const before = hashState(state);
      const copy = hereIStand.copy!(state);
      expect(hashState(copy)).toBe(before);
      hereIStand.applyInPlace!(copy, player, action);
      expect(hashState(state)).toBe(before);
      const next = hereIStand.apply(state, player, action);
      expect(hashState(copy)).toBe(hashState(next));
      for (const { player: p } of hereIStand.pending(next)) expect(hereIStand.legalActions(copy, p)).toEqual(hereIStand.legalActions(next, p));
      state = copy;
    }
  });

  it('share: the new state shares the old one\'s equal parts, and the spare it returns holds nothing of either (nor of the log), and plays on', () => {
    // As the server plays: each decision on the spare of the version before, then shared.
    const record = JSON.parse(readFileSync(new URL('./golden/records/golden-1517-64.json', import.meta.url), 'utf8')) as GoldenRecord;
    let live = hereIStand.setup(record.options, record.seed);
    let spare = hereIStand.copy!(live);
    let spacesShared = 0;
    for (const { player, action } of record.actions) {
      const liveHash = hashState(live);
      hereIStand.applyInPlace!(spare, player, action);
      const after = spare;
      const hash = hashState(after);
      spare = hereIStand.share!(live, after);
      expect(hashState(after)).toBe(hash);
      expect(hashState(spare)).toBe(hash);
      expect(hashState(live)).toBe(liveHash);
      for (const { player: p } of hereIStand.pending(after)) expect(hereIStand.legalActions(spare, p)).toEqual(hereIStand.legalActions(after, p));
      // The spare shares no object with either version, and none with a log entry (whose
      // objects every later version holds): the next decision changes it in place.
      const { log: _log, ...parts } = after;
      const held = objectsOf(parts, objectsOf({ ...live, log: [] }));
      for (const entry of after.log.slice(live.log.length)) objectsOf(entry, held);
      const { log: _spareLog, ...spareParts } = spare;
      expect([...objectsOf(spareParts)].filter((object) => held.has(object))).toEqual([]);
      if (after.spaces === live.spaces) spacesShared++;
      live = after;
    }
    expect(hashState(live)).toBe(hashState(replay(hereIStand, record)));
    expect(spacesShared).toBeGreaterThan(record.actions.length / 2);
  });

  it('leaves the state untouched when it refuses an action', () => {
    const state = hereIStand.setup(golden.options, golden.seed);
    const before = hashState(state);
    const { player } = golden.actions[0]!;
    expect(() => hereIStand.applyInPlace!(state, player, { type: 'no-such-action' })).toThrow(RuleError);
    expect(() => hereIStand.applyInPlace!(state, 'venice', golden.actions[0]!.action)).toThrow(RuleError);
    expect(hashState(state)).toBe(before);
  });
});

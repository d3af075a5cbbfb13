import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { copyJson } from '../../engine/json-copy.ts';
import { sharedWith } from '../../engine/json-share.ts';
import type { GoldenRecord } from './golden/golden.ts';
import { hereIStand } from './module.ts';
import { SPACE_IDS } from './data/map.ts';
import { sharedSpaces } from './shared-spaces.ts';
import { spaceStates } from './space-list.ts';
import type { HisState, SpaceState } from './state.ts';
import { objectsOf } from '../../engine/testing/objects.ts';

type Spaces = HisState['spaces'];

/** A state with these spaces: all sharedSpaces reads. */
const withSpaces = (spaces: Spaces): HisState => ({ spaces }) as HisState;

/** What sharedSpaces must give: what the generic walk gives, record by record. */
function expectAsGeneric(before: Spaces, after: Spaces): void {
  const kept = JSON.stringify(after);
  const shared = sharedSpaces(withSpaces(before), withSpaces(after));
  const generic = sharedWith(before, after) as Spaces;
  expect(JSON.stringify(shared)).toBe(kept);
  expect(JSON.stringify(after)).toBe(kept);
  expect(shared === before).toBe(generic === before);
  const ids = Object.keys(after) as (keyof Spaces)[];
  expect(ids.filter((id) => (shared[id] === before[id]) !== (generic[id] === before[id]))).toEqual([]);
  const ofAfter = objectsOf(after);
  expect([...objectsOf(shared)].filter((object) => ofAfter.has(object))).toEqual([]);
}

describe('sharedSpaces', () => {
  it('shares exactly the records the generic walk shares, at every step of a game', () => {
    const record = JSON.parse(readFileSync(new URL('./golden/records/golden-1532-9.json', import.meta.url), 'utf8')) as GoldenRecord;
    let state = hereIStand.setup(record.options, record.seed);
    let changed = 0;
    for (const { player, action } of record.actions.slice(0, 500)) {
      const next = hereIStand.apply(state, player, action);
      if (sharedWith(state.spaces, next.spaces) !== state.spaces) changed++;
      expectAsGeneric(state.spaces, next.spaces);
      // The new map's space list is its records (made with it, not looked up).
      const shared = sharedSpaces(state, next);
      expect(spaceStates(withSpaces(shared)).every((record, i) => record === shared[SPACE_IDS[i] as keyof Spaces])).toBe(true);
      state = next;
    }
    expect(changed).toBeGreaterThan(50);
  });

  it('tells a changed leader, a power gone, a siege, and a field it does not know from an equal record', () => {
    const state = hereIStand.setup({ scenario: '1517' }, 'shared-spaces');
    const spaces = state.spaces;
    const id = (Object.keys(spaces) as (keyof Spaces)[]).find((s) => Object.keys(spaces[s].units).length > 0) as keyof Spaces;
    const power = Object.keys(spaces[id].units)[0] as keyof SpaceState['units'];
    const edits: ((s: Spaces) => void)[] = [
      (s) => s[id].units[power]?.leaders.push('no-such-leader' as never),
      (s) => delete s[id].units[power],
      (s) => (s[id].siege = { besieger: 'ottoman', since: 1 }),
      (s) => ((s[id] as unknown as Record<string, unknown>).extra = 1),
      (s) => (s[id].unrest = !s[id].unrest),
      () => undefined,
    ];
    for (const edit of edits) {
      const after = copyJson(spaces);
      edit(after);
      expectAsGeneric(spaces, after);
    }
    // The same number of leaders, another one.
    const led = copyJson(spaces);
    (led[id].units[power] as { leaders: string[] }).leaders = ['first-leader'];
    const otherLed = copyJson(led);
    (otherLed[id].units[power] as { leaders: string[] }).leaders = ['second-leader'];
    expectAsGeneric(led, otherLed);
    expect(sharedSpaces(withSpaces(led), withSpaces(otherLed))[id]).not.toBe(led[id]);
    // Both besieged and equal: walked, and still shared.
    const besieged = copyJson(spaces);
    besieged[id].siege = { besieger: 'ottoman', since: 1, joined: [{ power: 'france', since: 2 }] };
    expect(sharedSpaces(withSpaces(besieged), withSpaces(copyJson(besieged)))).toBe(besieged);
  });
});

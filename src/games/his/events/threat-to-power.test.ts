// Card 103 Threat to Power.
import { describe, expect, it } from 'vitest';
import { advance } from '../flow/kernel.ts';
import { findLeader } from '../queries.ts';
import { act, choices, clearMap, declareWar, loadDice, place, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { EVENTS } from './registry.ts';
import { returnLeadersAway } from './threat-to-power.ts';

function fresh(): HisState {
  const s = clearMap(startingState('1517', 'threat'));
  place(s, 'calais', 'england', { regular: 2, leaders: ['charles-brandon'] });
  place(s, 'paris', 'france', { regular: 1, leaders: ['montmorency'] });
  return s;
}

function play(s: HisState, die: number): HisState {
  s.stack = [];
  EVENTS[103]!.play(s, 'hapsburg');
  advance(s);
  loadDice(s, [die]);
  return s;
}

function nextCardDraw(s: HisState): HisState {
  s.turn++;
  s.stack = [];
  returnLeadersAway(s);
  advance(s);
  return s;
}

describe('card 103 Threat to Power', () => {
  it('targets the four named leaders on the map only', () => {
    const s = play(fresh(), 1);
    expect(choices(s, 'hapsburg')).toEqual([
      { type: 'leader', leader: 'charles-brandon' },
      { type: 'leader', leader: 'montmorency' },
    ]);
    const none = clearMap(startingState('1517', 'threat'));
    none.powers.hapsburg.captives.push('montmorency');
    expect(EVENTS[103]!.canPlay(none, 'hapsburg')).toBe(false);
  });

  it('1-3: he leaves until the end of the turn, then returns to his capital; his units stay', () => {
    const s = play(fresh(), 3);
    act(s, 'hapsburg', { type: 'leader', leader: 'charles-brandon' });
    expect(findLeader(s, 'charles-brandon')).toBeNull();
    expect(s.spaces.calais.units.england).toMatchObject({ regular: 2, leaders: [] });
    expect(s.leadersAway).toEqual([{ leader: 'charles-brandon', owner: 'england', turn: s.turn + 1 }]);
    nextCardDraw(s);
    expect(s.spaces.london.units.england?.leaders).toEqual(['charles-brandon']);
    expect(s.leadersAway).toEqual([]);
  });

  it('4-6: he is out of the game', () => {
    const s = play(fresh(), 4);
    act(s, 'hapsburg', { type: 'leader', leader: 'montmorency' });
    expect(findLeader(s, 'montmorency')).toBeNull();
    expect(s.leadersAway).toEqual([]);
    nextCardDraw(s);
    expect(findLeader(s, 'montmorency')).toBeNull();
  });

  it('his capital held by enemy units: his power picks a friendly home key', () => {
    const s = play(fresh(), 2);
    act(s, 'hapsburg', { type: 'leader', leader: 'montmorency' });
    declareWar(s, 'france', 'england');
    place(s, 'paris', 'england', { regular: 4 });
    s.spaces.paris.siege = { besieger: 'england', since: 0 };
    nextCardDraw(s);
    const keys = choices(s, 'france').map((a) => a.space);
    expect(keys).not.toContain('paris');
    expect(keys.length).toBeGreaterThan(1);
    act(s, 'france', { type: 'space', space: keys[0] });
    expect(s.spaces[keys[0] as 'lyon'].units.france?.leaders).toEqual(['montmorency']);
  });
});

import { describe, expect, it } from 'vitest';
import { asks } from '../../flow/kernel.ts';
import type { HisState } from '../../state.ts';
import { act, choices, clearMap, runProcedure, setControl, startingState } from '../../testing/position.ts';
import { ransomableLeaders } from './ransom.ts';

function captives(): HisState {
  const s = clearMap(startingState('1517'));
  s.turn = 3;
  s.powers.ottoman.captives = ['charles-v'];
  s.powers.france.captives = ['duke-of-alva'];
  s.powers.hapsburg.hand = [2, 26];
  s.powers.ottoman.hand = [1];
  s.powers.france.hand = [4];
  return s;
}

describe('9.4 ransom of leaders', () => {
  it('the captor draws one card at random from the requester; the leader returns to a capital of his choice', () => {
    const s = captives();
    runProcedure(s, { proc: 'ransomSegment' });
    expect(asks(s).map((a) => a.power)).toEqual(['hapsburg']);
    expect(choices(s, 'hapsburg')).toEqual([
      { type: 'ransom', leader: 'charles-v' },
      { type: 'ransom', leader: 'duke-of-alva' },
      { type: 'done' },
    ]);
    act(s, 'hapsburg', { type: 'ransom', leader: 'charles-v' });
    // The Ottoman took the only card it could: never the Home card.
    expect(s.powers.ottoman.hand).toEqual([1, 26]);
    expect(s.powers.hapsburg.hand).toEqual([2]);
    expect(s.powers.ottoman.captives).toEqual([]);
    // Two Hapsburg capitals: the Hapsburgs choose.
    expect(choices(s, 'hapsburg')).toEqual([
      { type: 'space', space: 'valladolid' },
      { type: 'space', space: 'vienna' },
    ]);
    act(s, 'hapsburg', { type: 'space', space: 'vienna' });
    expect(s.spaces.vienna.units.hapsburg!.leaders).toEqual(['charles-v']);
    // No card left to pay with: Alva stays a captive; the segment goes on to the end.
    expect(s.stack).toEqual([]);
    expect(s.powers.france.captives).toEqual(['duke-of-alva']);
  });

  it('a capital in enemy hands: the leader goes to a friendly home key instead', () => {
    const s = captives();
    setControl(s, 'valladolid', 'france');
    setControl(s, 'vienna', 'ottoman');
    s.powers.france.captives = [];
    runProcedure(s, { proc: 'ransomSegment' });
    act(s, 'hapsburg', { type: 'ransom', leader: 'charles-v' });
    expect(choices(s, 'hapsburg')).toEqual(['antwerp', 'barcelona', 'naples', 'navarre', 'seville'].map((space) => ({ type: 'space', space })));
  });

  it('no ransom without a card the captor can draw; never required', () => {
    const s = captives();
    s.powers.hapsburg.hand = [2];
    expect(ransomableLeaders(s, 'hapsburg')).toEqual([]);
    s.powers.hapsburg.hand = [2, 26];
    runProcedure(s, { proc: 'ransomSegment' });
    act(s, 'hapsburg', { type: 'done' });
    expect(s.stack).toEqual([]);
    expect(s.powers.ottoman.captives).toEqual(['charles-v']);
  });
});

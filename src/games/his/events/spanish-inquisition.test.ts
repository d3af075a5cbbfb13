import { describe, expect, it } from 'vitest';
import { advance } from '../flow/kernel.ts';
import { nearestFrame } from '../flow/inspect.ts';
import { blankReligiousMap, logged, protestant } from '../religion/testing.ts';
import type { HisState } from '../state.ts';
import { act, choices } from '../testing/position.ts';
import { EVENTS } from './registry.ts';

function position(): HisState {
  const s = protestant(blankReligiousMap(), 'wittenberg', 'leipzig', 'madrid', 'milan');
  // English: Home card 1 and Printing Press; Protestant: Home card 7, Mandatory 13, Anabaptists.
  s.powers.england.hand = [1, 90];
  s.powers.protestant.hand = [7, 13, 67];
  s.powers.hapsburg.hand = [];
  s.log = [];
  return s;
}

describe('card 58 Spanish Inquisition (6.1, 18.5)', () => {
  it('flips Spanish Protestant spaces, the Hapsburgs discard an English or Protestant card and draw, the Papacy calls a debate', () => {
    const s = position();
    EVENTS[58]!.play(s, 'hapsburg');
    advance(s);
    // Only the Spanish zone: Madrid (Milan is Italian); one flip is lost.
    expect(choices(s, 'papacy')).toEqual([{ type: 'space', space: 'madrid' }]);
    act(s, 'papacy', { type: 'space', space: 'madrid' });
    expect(s.spaces.madrid.religion).toBe('catholic');
    expect(s.spaces.milan.religion).toBe('protestant');
    // The Hapsburgs alone see both hands.
    const seen = s.log.filter((e) => e.key === 'his.log.handSeen');
    expect(seen.map((e) => [e.params.of, e.to])).toEqual([
      ['england', ['hapsburg']],
      ['protestant', ['hapsburg']],
    ]);
    // 6.1: never a Home card or a Mandatory Event.
    expect(choices(s, 'hapsburg')).toEqual([
      { type: 'discard', power: 'england', card: 90 },
      { type: 'discard', power: 'protestant', card: 67 },
    ]);
    act(s, 'hapsburg', { type: 'discard', power: 'protestant', card: 67 });
    expect(s.powers.protestant.hand).toEqual([7, 13]);
    expect(s.discard).toContain(67);
    expect(s.powers.hapsburg.hand).toHaveLength(1);
    const zones = choices(s, 'papacy');
    expect(zones).toContainEqual({ type: 'zone', zone: 'german' });
    act(s, 'papacy', { type: 'zone', zone: 'german' });
    expect(nearestFrame(s, 'debate')).toMatchObject({ initiator: 'papacy', zone: 'german', extraAttackDice: 0 });
  });

  it('skips the discard when the hands hold only Home cards and Mandatory Events', () => {
    const s = position();
    s.powers.england.hand = [1];
    s.powers.protestant.hand = [7, 13];
    EVENTS[58]!.play(s, 'papacy');
    advance(s);
    act(s, 'papacy', { type: 'space', space: 'madrid' });
    expect(choices(s, 'hapsburg')).toEqual([]);
    expect(logged(s, 'his.log.noDiscardChoice')).toHaveLength(1);
    expect(s.powers.hapsburg.hand).toHaveLength(1);
    expect(choices(s, 'papacy').every((a) => a.type === 'zone')).toBe(true);
  });
});

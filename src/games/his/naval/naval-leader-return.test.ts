// 8.2 Card Draw Phase: naval leaders eliminated earlier come back to a friendly port; with
// none, they stay on the Turn Track another turn.
import { describe, expect, it } from 'vitest';
import { SPACE_IDS, isPort } from '../data/map.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { forcesAt } from '../queries.ts';
import { clearMap, runProcedure, setControl, startingState } from '../testing/position.ts';

describe('8.2 naval leaders on the Turn Track', () => {
  it('with no friendly port the leader stays another turn, then comes back once there is one', () => {
    const s = clearMap(startingState('1517'));
    for (const p of MAJOR_POWERS) s.powers[p].hand = [];
    s.stack = [];
    s.turn = 3;
    s.navalLeadersAway = [{ leader: 'barbarossa', owner: 'ottoman', turn: 3 }];
    const ottomanPorts = SPACE_IDS.filter((id) => isPort(id) && s.spaces[id].control === 'ottoman');
    expect(ottomanPorts).toContain('istanbul');
    for (const id of ottomanPorts) setControl(s, id, 'hapsburg');
    runProcedure(s, { proc: 'cardDraw' });
    expect(s.navalLeadersAway).toEqual([{ leader: 'barbarossa', owner: 'ottoman', turn: 4 }]);
    expect(s.log.some((e) => e.key === 'his.log.leaderCannotReturn' && e.params.leader === 'barbarossa')).toBe(true);
    expect(SPACE_IDS.some((id) => forcesAt(s, { space: id }, 'ottoman').leaders.includes('barbarossa'))).toBe(false);
    // Next turn Istanbul is Ottoman again: the one friendly port takes him.
    setControl(s, 'istanbul', 'ottoman');
    s.turn = 4;
    s.stack = [];
    runProcedure(s, { proc: 'cardDraw' });
    expect(s.navalLeadersAway).toEqual([]);
    expect(forcesAt(s, { space: 'istanbul' }, 'ottoman').leaders).toContain('barbarossa');
  });
});

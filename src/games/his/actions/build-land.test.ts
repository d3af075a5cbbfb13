import { describe, expect, it } from 'vitest';
import { startingState } from '../testing/position.ts';
import { landBuildSpaces } from './build-land.ts';

describe('17.1 building land units', () => {
  it('builds only in friendly home spaces in play, not in Algiers before Barbary Pirates (21.1)', () => {
    const s = startingState('1517');
    const spaces = landBuildSpaces(s, 'ottoman');
    expect(spaces).toContain('istanbul');
    expect(spaces).not.toContain('algiers');
    expect(spaces).not.toContain('vienna');
  });
  it('not in unrest nor where enemy land units stand (12.4, 17.1)', () => {
    const s = startingState('1517');
    s.spaces.edirne.unrest = true;
    s.spaces.salonika.units.hapsburg = { regular: 1, mercenary: 0, cavalry: 0, squadron: 0, corsair: 0, leaders: [] };
    s.diplomacy.wars.push('hapsburg|ottoman');
    const spaces = landBuildSpaces(s, 'ottoman');
    expect(spaces).not.toContain('edirne');
    expect(spaces).not.toContain('salonika');
  });
});

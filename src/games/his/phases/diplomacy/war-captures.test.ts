// 9.3 step 1: every capture of an army leader or a home space is recorded when it happens
// (land/formation.ts captureLeader, land/control.ts gainControl), so it still lets the
// victim sue for peace once the leader is ransomed or the space retaken.
import { describe, expect, it } from 'vitest';
import { eliminateFormation } from '../../land/formation.ts';
import { captureLoneLeaders } from '../../land/movement.ts';
import type { HisState } from '../../state.ts';
import { act, clearMap, declareWar, place, runProcedure, setControl, startingState } from '../../testing/position.ts';
import { maySueForPeace } from './peace.ts';

function atWar(): HisState {
  const s = clearMap(startingState('1517', 'war-captures'));
  s.turn = 2;
  declareWar(s, 'england', 'france');
  return s;
}

describe('9.3 step 1: captures are recorded when they happen', () => {
  it('a home space taken by Control Unfortified Space and then retaken still lets its power sue', () => {
    const s = atWar();
    setControl(s, 'calais', 'england');
    place(s, 'calais', 'england', { regular: 1 });
    place(s, 'boulogne', 'england', { regular: 1 });
    runProcedure(s, { proc: 'controlUnfortified', power: 'england' }, { power: 'england', cp: 1 });
    act(s, 'england', { type: 'control', space: 'boulogne' });
    expect(s.spaces.boulogne.control).toBe('england');
    // France retakes Boulogne.
    s.spaces.boulogne.units = {};
    place(s, 'boulogne', 'france', { regular: 1 });
    s.stack = [];
    runProcedure(s, { proc: 'controlUnfortified', power: 'france' }, { power: 'france', cp: 1 });
    act(s, 'france', { type: 'control', space: 'boulogne' });
    expect(s.spaces.boulogne.control).toBe('france');
    expect(maySueForPeace(s, 'france', 'england')).toBe(true);
  });

  it('a lone leader captured by units entering his space, then ransomed, still counts (13.1)', () => {
    const s = atWar();
    place(s, 'boulogne', 'france', { leaders: ['montmorency'] });
    place(s, 'boulogne', 'england', { regular: 2 });
    captureLoneLeaders(s, 'boulogne', 'england');
    expect(s.powers.england.captives).toEqual(['montmorency']);
    s.powers.england.captives = []; // ransomed (9.4)
    expect(maySueForPeace(s, 'france', 'england')).toBe(true);
  });

  it('a stack with no legal retreat (a lost landing, 13.4; 15.3) loses its leaders to the captor, recorded', () => {
    const s = atWar();
    place(s, 'boulogne', 'france', { regular: 1, leaders: ['montmorency'] });
    eliminateFormation(s, { leaders: ['montmorency'], units: [{ power: 'france', kind: 'regular', count: 1 }] }, 'boulogne', 'england');
    expect(s.spaces.boulogne.units.france).toBeUndefined();
    expect(s.powers.england.captives).toEqual(['montmorency']);
    s.powers.england.captives = [];
    expect(maySueForPeace(s, 'france', 'england')).toBe(true);
  });
});

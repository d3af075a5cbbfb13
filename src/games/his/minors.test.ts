import { describe, expect, it } from 'vitest';
import { asks } from './flow/kernel.ts';
import { atWar } from './queries.ts';
import type { HisState } from './state.ts';
import { act, choices, clearMap, declareWar, place, runProcedure, startingState } from './testing/position.ts';
import { actsOnlyByRule, commandedPowers, inactiveAfterDefeat, inactiveDefence, mayActivate, mayAttack } from './minors.ts';

function board(): HisState {
  const s = clearMap(startingState('1517'));
  s.turn = 3;
  return s;
}

describe('22.1 inactive minor powers, 22.6 independent keys', () => {
  it('act only by rule: no moves, interceptions or avoid battle of their own', () => {
    const s = board();
    expect(actsOnlyByRule(s, 'venice')).toBe(true);
    expect(actsOnlyByRule(s, 'independent')).toBe(true);
    s.diplomacy.minorAllies.venice = 'hapsburg';
    expect(actsOnlyByRule(s, 'venice')).toBe(false);
    expect(commandedPowers(s, 'hapsburg')).toEqual(['hapsburg', 'venice']);
  });

  it('4 or fewer land units withdraw into the fortifications, 5 or more fight; after a lost battle 4 stay inside', () => {
    expect(inactiveDefence(4)).toBe('withdraw');
    expect(inactiveDefence(5)).toBe('fight');
    expect(inactiveAfterDefeat(6)).toEqual({ inside: 4, eliminated: 2 });
    expect(inactiveAfterDefeat(3)).toEqual({ inside: 3, eliminated: 0 });
  });

  it('independent keys may be attacked by any power without a DOW; minors only at war', () => {
    const s = board();
    expect(mayAttack(s, 'france', 'independent')).toBe(true);
    expect(mayAttack(s, 'france', 'genoa')).toBe(false);
    declareWar(s, 'france', 'genoa');
    expect(mayAttack(s, 'france', 'genoa')).toBe(true);
    // 1517: the Ottomans start at war with Hungary-Bohemia.
    expect(mayAttack(s, 'ottoman', 'hungary')).toBe(true);
  });

  it('22.2 activation table', () => {
    expect(mayActivate('france', 'scotland')).toBe(true);
    expect(mayActivate('hapsburg', 'scotland')).toBe(false);
    expect(mayActivate('hapsburg', 'hungary')).toBe(true);
    expect(mayActivate('england', 'venice')).toBe(false);
  });
});

describe('22.2 activation', () => {
  it('steps 1-5: allied marker, each power at war with the minor chooses war or displacement, control markers, war column cleared', () => {
    const s = board();
    declareWar(s, 'ottoman', 'genoa');
    declareWar(s, 'hapsburg', 'genoa');
    place(s, 'bastia', 'hapsburg', { regular: 2 });
    place(s, 'genoa', 'genoa', { regular: 2 });
    s.powers.hapsburg.hand = [];
    runProcedure(s, { proc: 'minorActivation', minor: 'genoa', major: 'france', step: 'allied', atWarWith: [], asked: [] });
    // The Ottoman first (impulse order), then the Hapsburgs (already at war with France in 1517: no choice).
    expect(asks(s).map((a) => a.power)).toEqual(['ottoman']);
    expect(choices(s, 'ottoman')).toEqual([{ type: 'declareWar' }, { type: 'decline' }]);
    act(s, 'ottoman', { type: 'declareWar' });
    expect(s.diplomacy.wars).toContain('france|ottoman');
    expect(s.diplomacy.minorAllies.genoa).toBe('france');
    expect(s.spaces.genoa.control).toBe('france');
    expect(s.spaces.bastia.control).toBe('france');
    expect(s.diplomacy.wars.some((w) => w.includes('genoa'))).toBe(false);
    // Through its ally, Genoa is at war with the Ottomans and the Hapsburgs.
    expect(atWar(s, 'genoa', 'ottoman')).toBe(true);
    expect(atWar(s, 'genoa', 'hapsburg')).toBe(true);
    expect(s.spaces.bastia.units.hapsburg!.regular).toBe(2);
  });

  it('9.6 DOW during the Action Phase: a war begun by step 2 brings an immediate naval battle (not in the Diplomacy Phase)', () => {
    for (const phase of ['actionPhase', 'diplomacy'] as const) {
      const s = board();
      s.phase = phase;
      declareWar(s, 'ottoman', 'genoa');
      const fleet = { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] };
      s.seas.tyrrhenian_sea.units.ottoman = { ...fleet, squadron: 2 };
      s.seas.tyrrhenian_sea.units.france = { ...fleet };
      runProcedure(s, { proc: 'minorActivation', minor: 'genoa', major: 'france', step: 'allied', atWarWith: [], asked: [] });
      act(s, 'ottoman', { type: 'declareWar' });
      const battles = s.log.filter((e) => e.key === 'his.log.navalCombatBegins').map((e) => e.params);
      expect(battles).toEqual(phase === 'actionPhase' ? [{ where: 'tyrrhenian_sea', attacker: 'ottoman', defender: 'france' }] : []);
      expect(s.diplomacy.wars).toContain('france|ottoman');
    }
  });

  it('a power that declines has its units in the minor\'s spaces displaced', () => {
    const s = board();
    declareWar(s, 'england', 'genoa');
    place(s, 'bastia', 'england', { regular: 1 });
    runProcedure(s, { proc: 'minorActivation', minor: 'genoa', major: 'papacy', step: 'allied', atWarWith: [], asked: [] });
    act(s, 'england', { type: 'decline' });
    for (let a = asks(s)[0]; a && a.key === 'his.prompt.displacement'; a = asks(s)[0]) act(s, a.power, a.actions[0]!);
    expect(s.spaces.bastia.units.england).toBeUndefined();
    expect(s.diplomacy.wars).not.toContain('england|papacy');
    expect(s.diplomacy.wars).not.toContain('england|genoa');
  });
});

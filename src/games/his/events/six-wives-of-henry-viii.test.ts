import { describe, expect, it } from 'vitest';
import { atWar } from '../queries.ts';
import { act, choices, clearMap, declareWar, loadDice, place, runProcedure, stackWithBudgets, startingState } from '../testing/position.ts';
import { EVENTS } from './registry.ts';

const SIX_WIVES = 3;

function sixWives(turn = 2) {
  const s = startingState('1517');
  s.turn = turn;
  return s;
}

describe('21.3 Six Wives of Henry VIII (card 3)', () => {
  it('offers war on France, the Hapsburgs or Scotland, and from turn 2 the marriage', () => {
    const s = sixWives(1);
    expect(EVENTS[SIX_WIVES]!.canPlay(s, 'england')).toBe(true);
    expect(EVENTS[SIX_WIVES]!.canPlay(s, 'france')).toBe(false);
    runProcedure(s, { proc: 'sixWives' });
    expect(choices(s, 'england')).toEqual([
      { type: 'declareWar', target: 'france' },
      { type: 'declareWar', target: 'hapsburg' },
      { type: 'declareWar', target: 'scotland' },
    ]);
    const t = sixWives(2);
    runProcedure(t, { proc: 'sixWives' });
    expect(choices(t, 'england')).toContainEqual({ type: 'marry' });
  });

  it('war: no DOW on an ally or on a power already at war; England then spends 5 CP', () => {
    const s = sixWives();
    s.diplomacy.alliances.push('england|france');
    declareWar(s, 'england', 'hapsburg');
    runProcedure(s, { proc: 'sixWives' });
    // Nor on Scotland while allied to France (9.6).
    expect(choices(s, 'england')).toEqual([{ type: 'marry' }]);

    const t = sixWives();
    runProcedure(t, { proc: 'sixWives' });
    act(t, 'england', { type: 'declareWar', target: 'hapsburg' });
    expect(atWar(t, 'england', 'hapsburg')).toBe(true);
    expect(stackWithBudgets(t).at(-1)).toMatchObject({ proc: 'spendCp', power: 'england', cp: 5 });
  });

  it('war on Scotland: France may intervene for free and Scotland becomes its ally', () => {
    const s = sixWives();
    runProcedure(s, { proc: 'sixWives' });
    act(s, 'england', { type: 'declareWar', target: 'scotland' });
    expect(choices(s, 'france')).toEqual([{ type: 'intervene' }, { type: 'decline' }]);
    const france = s.powers.france.hand.length;
    act(s, 'france', { type: 'intervene' });
    expect(atWar(s, 'england', 'france')).toBe(true);
    expect(s.diplomacy.minorAllies.scotland).toBe('france');
    expect(s.powers.france.hand.length).toBe(france);
  });

  it('9.6: naval units of the new enemies sharing a sea zone fight at once', () => {
    const s = clearMap(sixWives());
    s.seas.english_channel.units = {
      england: { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] },
      france: { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] },
    };
    runProcedure(s, { proc: 'sixWives' });
    loadDice(s, [1, 1, 1, 1, 1, 1, 1, 1]);
    act(s, 'england', { type: 'declareWar', target: 'france' });
    // Equal hits (none): both sides must leave the sea zone (9.6).
    expect(s.stack.find((f) => f.proc === 'navalCombat')).toMatchObject({ where: 'english_channel', attacker: 'england', defender: 'france', bothRetreatOnTie: true });
  });

  it('marriage: not on turn 1, nor with Henry in a space under siege (besieger or besieged), nor captured', () => {
    const s = sixWives(1);
    runProcedure(s, { proc: 'sixWives' });
    expect(choices(s, 'england')).not.toContainEqual({ type: 'marry' });
    const t = sixWives();
    clearMap(t);
    place(t, 'calais', 'england', { regular: 2, leaders: ['henry-viii'] });
    place(t, 'calais', 'hapsburg', { regular: 3 });
    t.spaces.calais.siege = { besieger: 'hapsburg', since: 0 };
    runProcedure(t, { proc: 'sixWives' });
    expect(choices(t, 'england')).not.toContainEqual({ type: 'marry' });
    const u = sixWives();
    clearMap(u);
    place(u, 'boulogne', 'england', { regular: 4, leaders: ['henry-viii'] });
    u.spaces.boulogne.siege = { besieger: 'england', since: 0 };
    runProcedure(u, { proc: 'sixWives' });
    expect(choices(u, 'england')).not.toContainEqual({ type: 'marry' });
  });

  it('marriage: the marker advances; a new wife is rolled for', () => {
    const s = sixWives();
    s.tracks.maritalStatus = 'askForDivorce';
    runProcedure(s, { proc: 'sixWives' });
    loadDice(s, [5]);
    act(s, 'england', { type: 'marry' });
    expect(s.tracks.maritalStatus).toBe('anneBoleyn');
    expect(s.tracks.pregnancyResults).toEqual(['sicklyEdward']);
    expect(s.stack).toEqual([]);
  });
});

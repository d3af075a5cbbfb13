import { describe, expect, it } from 'vitest';
import type { MajorPower } from '../../data/powers.ts';
import type { HisAction } from '../../flow/frames.ts';
import { advance, asks } from '../../flow/kernel.ts';
import type { HisState } from '../../state.ts';
import { act, choices, clearMap, declareWar, place, runProcedure, setControl, startingState } from '../../testing/position.ts';
import { maySueForPeace, peaceEnemies, warWinnerVp } from './peace.ts';
import { dowTargets } from './declarations.ts';
import { noteWarCapture } from './war-status.ts';

/** Turn 2, empty map: France has lost ground to the Hapsburgs, who hold Montmorency. */
function lostWar(): HisState {
  const s = clearMap(startingState('1517'));
  s.turn = 2;
  s.phase = 'diplomacy';
  s.powers.hapsburg.captives = ['montmorency'];
  // The Hapsburgs hold the French key Lyon and three other French home spaces.
  setControl(s, 'lyon', 'hapsburg');
  place(s, 'lyon', 'hapsburg', { regular: 2 });
  for (const id of ['dijon', 'grenoble', 'limoges'] as const) setControl(s, id, 'hapsburg');
  // France holds the Hapsburg fortress Besançon.
  setControl(s, 'besancon', 'france');
  place(s, 'besancon', 'france', { regular: 1 });
  place(s, 'paris', 'france', { regular: 4, leaders: ['francis-i'] });
  place(s, 'marseille', 'france', { squadron: 1 });
  // A Scottish ally's unit is not France's to remove (step 4).
  s.diplomacy.minorAllies.scotland = 'france';
  setControl(s, 'edinburgh', 'france');
  place(s, 'edinburgh', 'scotland', { regular: 1 });
  s.powers.france.hand = [4, 87, 31];
  s.powers.hapsburg.hand = [2];
  return s;
}

/** Answer whatever the only waiting power is asked, checking it is `power`. */
function answer(s: HisState, power: MajorPower, action: HisAction): void {
  expect(asks(s).map((a) => a.power)).toEqual([power]);
  act(s, power, action);
}

/** Settle displacement prompts (12.5 ties) by taking the first space offered. */
function settleDisplacement(s: HisState): void {
  for (let a = asks(s)[0]; a && a.key === 'his.prompt.displacement'; a = asks(s)[0]) act(s, a.power, a.actions[0]!);
}

describe('9.3 step 1: who may sue for peace', () => {
  it('needs an army leader or home space captured by the other power', () => {
    const s = clearMap(startingState('1517'));
    s.turn = 2;
    expect(maySueForPeace(s, 'france', 'hapsburg')).toBe(false);
    s.powers.hapsburg.captives = ['montmorency'];
    expect(maySueForPeace(s, 'france', 'hapsburg')).toBe(true);
    // The winner need not have captured anything of the loser's.
    expect(maySueForPeace(s, 'hapsburg', 'france')).toBe(false);
    s.powers.hapsburg.captives = [];
    setControl(s, 'dijon', 'hapsburg');
    expect(maySueForPeace(s, 'france', 'hapsburg')).toBe(true);
    setControl(s, 'dijon', 'france');
    // A capture recorded during the war counts even once undone.
    noteWarCapture(s, 'hapsburg', 'france');
    expect(maySueForPeace(s, 'france', 'hapsburg')).toBe(true);
  });

  it('only in a war being fought, and never Hapsburg or Papacy against the Protestant', () => {
    const s = clearMap(startingState('1517'));
    s.turn = 2;
    s.powers.ottoman.captives = ['montmorency'];
    expect(maySueForPeace(s, 'france', 'ottoman')).toBe(false);
    setControl(s, 'wittenberg', 'hapsburg');
    declareWar(s, 'hapsburg', 'protestant');
    s.powers.hapsburg.captives = ['john-frederick'];
    expect(maySueForPeace(s, 'protestant', 'hapsburg')).toBe(false);
    s.powers.protestant.captives = ['duke-of-alva'];
    expect(maySueForPeace(s, 'hapsburg', 'protestant')).toBe(false);
  });

  it('not after ceding a home space to the other power in this Negotiation Segment', () => {
    const s = lostWar();
    s.stack = [{ proc: 'diplomacy', step: 'peace' }];
    s.diplomacy.thisPhase = { peaceMade: [], alliancesMade: [], homeCeded: ['france>hapsburg'] };
    expect(maySueForPeace(s, 'france', 'hapsburg')).toBe(false);
    s.diplomacy.thisPhase = { peaceMade: [], alliancesMade: [], homeCeded: ['france>ottoman'] };
    expect(maySueForPeace(s, 'france', 'hapsburg')).toBe(true);
  });

  it('the segment asks each power in impulse order that may sue, and skips the others', () => {
    const s = lostWar();
    runProcedure(s, { proc: 'peaceSegment' });
    // The Hapsburgs come first and may sue too: France holds their Besançon.
    expect(choices(s, 'hapsburg')).toEqual([{ type: 'sue', enemy: 'france' }, { type: 'done' }]);
    act(s, 'hapsburg', { type: 'done' });
    expect(asks(s).map((a) => a.power)).toEqual(['france']);
    expect(choices(s, 'france')).toEqual([{ type: 'sue', enemy: 'hapsburg' }, { type: 'done' }]);
    act(s, 'france', { type: 'done' });
    expect(s.stack).toEqual([]);
    expect(s.diplomacy.wars).toContain('france|hapsburg');
  });
});

describe('9.3 steps 2-8: terms of a suit', () => {
  it('runs every step in order for France suing the Hapsburgs', () => {
    const s = lostWar();
    const hapsburgVp = s.powers.hapsburg.bonusVp;
    runProcedure(s, { proc: 'sueForPeace', loser: 'france', winner: 'hapsburg', step: 'award', removed: 0, pending: [], closing: false });

    // Step 2: one War Winner marker to the Hapsburgs.
    expect(s.powers.hapsburg.bonusVp).toBe(hapsburgVp + 1);
    // Step 3: Besançon back to the Hapsburgs; the French unit there displaced (12.5).
    settleDisplacement(s);
    expect(s.spaces.besancon.control).toBe('hapsburg');
    expect(s.spaces.besancon.units.france).toBeUndefined();

    // Step 4: two of France's own units; the Scottish regular is not offered.
    const parisBefore = s.spaces.paris.units.france!.regular;
    expect(choices(s, 'france')).toEqual([
      { type: 'removeUnit', space: 'marseille', kind: 'squadron' },
      { type: 'removeUnit', space: 'paris', kind: 'regular' },
    ]);
    answer(s, 'france', { type: 'removeUnit', space: 'marseille', kind: 'squadron' });
    // The second can only be a Paris regular: no question.
    expect(s.spaces.marseille.units.france).toBeUndefined();
    expect(s.spaces.paris.units.france!.regular).toBe(parisBefore - 1);
    expect(s.spaces.edinburgh.units.scotland!.regular).toBe(1);

    // Step 5: Lyon bought back with a War Winner marker; the Hapsburg regulars there are displaced.
    expect(choices(s, 'france')).toEqual([
      { type: 'regainKey', space: 'lyon', pay: 'vp' },
      { type: 'regainKey', space: 'lyon', pay: 'card' },
      { type: 'done' },
    ]);
    answer(s, 'france', { type: 'regainKey', space: 'lyon', pay: 'vp' });
    settleDisplacement(s);
    expect(s.spaces.lyon.control).toBe('france');
    expect(s.spaces.lyon.units.hapsburg).toBeUndefined();
    expect(s.powers.hapsburg.bonusVp).toBe(hapsburgVp + 2);
    // No key left to regain: on to step 6 without a question.

    // Step 6: Montmorency bought back with a card draw; he goes to Paris.
    answer(s, 'france', { type: 'regainLeader', leader: 'montmorency', pay: 'card' });
    expect(s.powers.hapsburg.captives).toEqual([]);
    expect(s.spaces.paris.units.france!.leaders).toContain('montmorency');
    expect(s.powers.france.hand).toHaveLength(2);
    expect(s.powers.france.hand).toContain(4); // the Home card is never drawn
    expect(s.powers.hapsburg.hand).toHaveLength(2);

    // Step 7: sets of two non-key spaces; an odd last one costs a full payment.
    expect(choices(s, 'france')).toEqual([
      { type: 'regainSpace', space: 'dijon' },
      { type: 'regainSpace', space: 'grenoble' },
      { type: 'regainSpace', space: 'limoges' },
      { type: 'done' },
    ]);
    answer(s, 'france', { type: 'regainSpace', space: 'dijon' });
    answer(s, 'france', { type: 'regainSpace', space: 'grenoble' });
    expect(choices(s, 'france')).toEqual([
      { type: 'pay', pay: 'vp' },
      { type: 'pay', pay: 'card' },
    ]);
    answer(s, 'france', { type: 'pay', pay: 'vp' });
    expect(s.spaces.dijon.control).toBe('france');
    expect(s.spaces.grenoble.control).toBe('france');
    answer(s, 'france', { type: 'regainSpace', space: 'limoges' });
    // Limoges was the last: it is paid for alone.
    answer(s, 'france', { type: 'pay', pay: 'card' });
    expect(s.spaces.limoges.control).toBe('france');
    expect(s.powers.hapsburg.bonusVp).toBe(hapsburgVp + 3);
    expect(s.powers.france.hand).toEqual([4]);

    // Step 8: the war is over.
    expect(s.diplomacy.wars).not.toContain('france|hapsburg');
    expect(s.stack).toEqual([]);
  });

  it('step 2: two War Winner markers when the Ottoman fought', () => {
    expect(warWinnerVp('ottoman', 'hapsburg')).toBe(2);
    expect(warWinnerVp('france', 'ottoman')).toBe(2);
    expect(warWinnerVp('france', 'hapsburg')).toBe(1);
  });

  it('step 7: stopping with one space chosen pays for it alone', () => {
    const s = lostWar();
    s.powers.hapsburg.captives = [];
    setControl(s, 'lyon', 'france');
    s.spaces.lyon.units = {};
    setControl(s, 'besancon', 'hapsburg');
    s.spaces.besancon.units = {};
    runProcedure(s, { proc: 'sueForPeace', loser: 'france', winner: 'hapsburg', step: 'spaces', removed: 2, pending: [], closing: false });
    answer(s, 'france', { type: 'regainSpace', space: 'dijon' });
    answer(s, 'france', { type: 'done' });
    expect(choices(s, 'france')).toEqual([
      { type: 'pay', pay: 'vp' },
      { type: 'pay', pay: 'card' },
    ]);
    answer(s, 'france', { type: 'pay', pay: 'vp' });
    expect(s.spaces.dijon.control).toBe('france');
    expect(s.spaces.grenoble.control).toBe('hapsburg');
    expect(s.stack).toEqual([]);
  });

  it('step 8 inside the Diplomacy Phase: no DOW on the power peace was made with (9.6)', () => {
    const s = lostWar();
    s.powers.france.hand = [4, 87, 31, 33];
    s.powers.hapsburg.hand = [2, 26];
    s.stack = [{ proc: 'diplomacy', step: 'war' }, { proc: 'sueForPeace', loser: 'france', winner: 'hapsburg', step: 'end', removed: 2, pending: [], closing: false }];
    s.diplomacy.thisPhase = { peaceMade: [], alliancesMade: [], homeCeded: [] };
    advance(s);
    expect(s.diplomacy.wars).not.toContain('france|hapsburg');
    expect(s.diplomacy.thisPhase.peaceMade).toEqual(['france|hapsburg']);
    // Still in the phase (the diplomacy frame has gone on to its War Segment).
    expect(dowTargets(s, 'france')).not.toContain('hapsburg');
    expect(dowTargets(s, 'hapsburg')).not.toContain('france');
    // After the phase (its record gone with it) the restriction no longer applies.
    s.stack = [];
    delete s.diplomacy.thisPhase;
    expect(dowTargets(s, 'hapsburg')).toContain('france');
  });

  it('the same power may sue again in another war before the next power (A8)', () => {
    const s = lostWar();
    s.powers.papacy.captives = ['francis-i'];
    s.spaces.paris.units.france!.leaders = [];
    expect(peaceEnemies(s, 'france')).toEqual(['hapsburg', 'papacy']);
  });
});

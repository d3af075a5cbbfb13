import { describe, expect, it } from 'vitest';
import { MAJOR_POWERS } from './data/powers.ts';
import { advance } from './flow/kernel.ts';
import { atWar, pairKey } from './queries.ts';
import type { HisState } from './state.ts';
import { choices, clearMap, declareWar, loadDice, place, runProcedure, setControl, startingState } from './testing/position.ts';
import { checkHungaryDefeat, deactivateMinor, freedSpaceDestinations, hungaryDefeatDue, mayDeactivate } from './minor-deactivation.ts';

function board(): HisState {
  const s = clearMap(startingState('1517'));
  for (const p of MAJOR_POWERS) s.powers[p].hand = [];
  s.stack = [];
  return s;
}

function sea(squadron: number, leaders: string[] = []) {
  return { regular: 0, mercenary: 0, cavalry: 0, squadron, corsair: 0, leaders };
}

describe('22.4 Deactivation', () => {
  /** Venice allied to the Papacy: the Papal markers are on the Venetian home spaces. */
  function venetianAlliance(): HisState {
    const s = board();
    s.diplomacy.minorAllies.venice = 'papacy';
    for (const id of ['venice', 'corfu', 'candia', 'zara'] as const) setControl(s, id, 'papacy');
    setControl(s, 'ravenna', 'papacy');
    return s;
  }

  it('markers removed; other powers displaced; Venetian land units home to the nearest fortified home space; fleet to a home port', () => {
    const s = venetianAlliance();
    place(s, 'venice', 'papacy', { regular: 2 });
    place(s, 'venice', 'venice', { regular: 1 });
    place(s, 'ravenna', 'venice', { regular: 2 });
    place(s, 'rome', 'papacy', { regular: 1 }); // somewhere to be displaced to
    place(s, 'trieste', 'venice', { squadron: 2 }); // wintering in an ally's port; Venice is nearer than Corfu
    expect(mayDeactivate(s, 'venice')).toBe(true);
    deactivateMinor(s, 'venice');
    advance(s);
    // 22.4 step 3: the Papal units go to the nearest friendly fortified space, Ravenna; the
    // capital is no option here (unlike 12.5), so nobody is asked.
    expect(choices(s, 'papacy')).toEqual([]);
    expect(s.spaces.ravenna.units.papacy?.regular).toBe(2);
    expect(s.spaces.rome.units.papacy?.regular).toBe(1);
    expect(s.diplomacy.minorAllies.venice).toBeNull();
    for (const id of ['venice', 'corfu', 'candia', 'zara'] as const) expect(s.spaces[id].control).toBe('venice');
    // Ravenna is not a Venetian home space: the Papal marker stays.
    expect(s.spaces.ravenna.control).toBe('papacy');
    expect(s.spaces.venice.units.papacy).toBeUndefined();
    expect(s.spaces.venice.units.venice).toMatchObject({ regular: 3, squadron: 2 });
    expect(s.spaces.ravenna.units.venice).toBeUndefined();
    expect(s.spaces.trieste.units.venice).toBeUndefined();
  });

  it('step 3: an ally\'s fortified space is friendly; the fleet goes to the nearest friendly port', () => {
    const s = venetianAlliance();
    // Ravenna French, France allied to the Hapsburgs: the nearest friendly fortified space for
    // Hapsburg troops in Venice, where 12.5 would send them to a Hapsburg space or Vienna.
    setControl(s, 'ravenna', 'france');
    s.diplomacy.alliances.push(pairKey('france', 'hapsburg'));
    place(s, 'venice', 'hapsburg', { regular: 2, leaders: ['charles-v'] });
    place(s, 'venice', 'france', { squadron: 1 });
    place(s, 'vienna', 'hapsburg', { regular: 1 });
    deactivateMinor(s, 'venice');
    advance(s);
    expect(s.spaces.ravenna.units.hapsburg).toMatchObject({ regular: 2, leaders: ['charles-v'] });
    expect(s.spaces.vienna.units.hapsburg?.regular).toBe(1);
    // The French squadron: the nearest friendly port is Hapsburg Trieste (an ally's), where
    // 12.5 would want a French-controlled port.
    expect(freedSpaceDestinations(s, 'venice', 'france', 'naval')).toEqual(['trieste']);
    expect(s.spaces.trieste.units.france?.squadron).toBe(1);
    expect(s.spaces.venice.units.hapsburg).toBeUndefined();
    expect(s.spaces.venice.units.france).toBeUndefined();
  });

  it('step 3: only the nearest friendly fortified space, never the capital as in 12.5', () => {
    const s = venetianAlliance();
    const d = freedSpaceDestinations(s, 'venice', 'papacy', 'land');
    expect(d).toEqual(['ravenna']);
    // The capital is never added: Rome is farther than Ravenna.
    expect(d).not.toContain('rome');
  });

  it('with no home port left, the fleet is eliminated and its leader goes to the Turn Track', () => {
    const s = venetianAlliance();
    for (const id of ['venice', 'corfu', 'candia'] as const) setControl(s, id, 'ottoman');
    s.seas.ionian_sea.units.venice = sea(1, ['andrea-doria']);
    deactivateMinor(s, 'venice');
    expect(s.seas.ionian_sea.units.venice).toBeUndefined();
    expect(s.navalEliminated.venice).toBe(1);
    expect(s.navalLeadersAway).toContainEqual({ leader: 'andrea-doria', owner: 'venice', turn: s.turn + 1 });
  });

  it('Hungary-Bohemia can never be deactivated; an inactive minor neither', () => {
    const s = board();
    s.diplomacy.minorAllies.hungary = 'hapsburg';
    expect(mayDeactivate(s, 'hungary')).toBe(false);
    expect(() => deactivateMinor(s, 'hungary')).toThrow();
    expect(mayDeactivate(s, 'genoa')).toBe(false);
  });
});

describe('22.5 Defeat of Hungary-Bohemia', () => {
  function hungary(): HisState {
    const s = board();
    declareWar(s, 'ottoman', 'hungary');
    for (const id of ['belgrade', 'buda', 'prague', 'mohacs', 'szegedin'] as const) setControl(s, id, 'hungary');
    return s;
  }

  it('not a Hapsburg ally: one key and 4 or fewer Hungarian regulars', () => {
    const s = hungary();
    setControl(s, 'belgrade', 'ottoman');
    place(s, 'buda', 'hungary', { regular: 5 });
    expect(hungaryDefeatDue(s)).toBe(false);
    s.spaces.buda.units.hungary!.regular = 4;
    expect(hungaryDefeatDue(s)).toBe(true);
  });

  it('a Hapsburg ally by Diplomatic Marriage: two keys', () => {
    const s = hungary();
    s.diplomacy.minorAllies.hungary = 'hapsburg';
    setControl(s, 'belgrade', 'ottoman');
    expect(hungaryDefeatDue(s)).toBe(false);
    setControl(s, 'buda', 'ottoman');
    expect(hungaryDefeatDue(s)).toBe(true);
  });

  it('the Hapsburgs intervene: war with the Ottoman, Hungary their ally for good, Ottoman-held spaces Ottoman, besieged Hungarians eliminated, 2 VP', () => {
    const s = hungary();
    s.diplomacy.alliances = ['hapsburg|ottoman'];
    setControl(s, 'belgrade', 'ottoman');
    place(s, 'belgrade', 'ottoman', { regular: 3 });
    place(s, 'buda', 'hungary', { regular: 1 });
    place(s, 'buda', 'ottoman', { regular: 4 });
    s.spaces.buda.siege = { besieger: 'ottoman', since: 1 };
    place(s, 'mohacs', 'ottoman', { regular: 1 });
    place(s, 'prague', 'hungary', { regular: 2 });
    const vp = s.powers.ottoman.bonusVp;
    checkHungaryDefeat(s);
    advance(s);
    expect(s.hungaryDefeated).toBe(true);
    expect(atWar(s, 'hapsburg', 'ottoman')).toBe(true);
    expect(s.diplomacy.alliances).toEqual([]);
    expect(s.diplomacy.minorAllies.hungary).toBe('hapsburg');
    expect(s.spaces.buda.units.hungary).toBeUndefined();
    expect(s.spaces.buda.control).toBe('ottoman');
    expect(s.spaces.mohacs.control).toBe('ottoman');
    // Spaces Hungary still holds carry Hapsburg markers now (22.2 steps 3-4).
    expect(s.spaces.prague.control).toBe('hapsburg');
    expect(s.spaces.szegedin.control).toBe('hapsburg');
    expect(s.powers.ottoman.bonusVp).toBe(vp + 2);
    expect(s.diplomacy.wars.some((w) => w.split('|').includes('hungary'))).toBe(false);
    // Once only.
    expect(hungaryDefeatDue(s)).toBe(false);
  });

  it('9.6 DOW during the Action Phase: the new war brings an immediate naval battle (Hapsburg and Ottoman fleets in one sea zone)', () => {
    const s = hungary();
    s.diplomacy.alliances = ['hapsburg|ottoman'];
    setControl(s, 'belgrade', 'ottoman');
    place(s, 'belgrade', 'ottoman', { regular: 1 });
    s.seas.ionian_sea.units.ottoman = sea(2);
    s.seas.ionian_sea.units.hapsburg = sea(1);
    checkHungaryDefeat(s);
    expect(s.stack.find((f) => f.proc === 'navalCombat')).toMatchObject({
      where: 'ionian_sea',
      attacker: 'hapsburg',
      defender: 'ottoman',
      bothRetreatOnTie: true,
    });
  });

  it('no naval battle when the two were already at war', () => {
    const s = hungary();
    declareWar(s, 'hapsburg', 'ottoman');
    setControl(s, 'belgrade', 'ottoman');
    place(s, 'belgrade', 'ottoman', { regular: 1 });
    s.seas.ionian_sea.units.ottoman = sea(2);
    s.seas.ionian_sea.units.hapsburg = sea(1);
    checkHungaryDefeat(s);
    expect(s.hungaryDefeated).toBe(true);
    expect(s.stack.some((f) => f.proc === 'navalCombat')).toBe(false);
  });

  it('the 1532 setup begins after the defeat: no second one', () => {
    const s = clearMap(startingState('1532'));
    expect(s.hungaryDefeated).toBe(true);
    expect(hungaryDefeatDue(s)).toBe(false);
    expect(board().hungaryDefeated).toBe(false);
  });

  it('checked at the end of an assault: taking Belgrade from the last Hungarians', () => {
    const s = hungary();
    s.impulse = 5;
    place(s, 'belgrade', 'hungary', { regular: 1 });
    place(s, 'belgrade', 'ottoman', { regular: 4 });
    s.spaces.belgrade.siege = { besieger: 'ottoman', since: 1 };
    place(s, 'buda', 'hungary', { regular: 3 });
    loadDice(s, [6, 6, 1, 1, 1]);
    runProcedure(s, { proc: 'assault', power: 'ottoman', space: 'belgrade' }, { power: 'ottoman', cp: 1 });
    expect(s.spaces.belgrade.control).toBe('ottoman');
    expect(s.hungaryDefeated).toBe(true);
    expect(atWar(s, 'hapsburg', 'ottoman')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { HisState } from '../state.ts';
import { declareWar, loadDice, place, setControl } from '../testing/position.ts';
import { retreatIsFatal } from './formation.ts';
import { mayWithdraw, withdrawalDecider } from './withdrawal.ts';
import { act, choices, declareMove, emptyBoard, fieldBattleFrame, pickFormation, prompt, topFrame, withResponseCards, stopAnnounced } from './move-test-helpers.ts';


/** France at war with England; Brussels French; 2 English regulars in Calais. */
function calais(frenchUnits: number, cp: number, extra: (s: HisState) => void = () => {}): HisState {
  const state = emptyBoard('1517');
  declareWar(state, 'france', 'england');
  setControl(state, 'brussels', 'france');
  place(state, 'brussels', 'france', { regular: frenchUnits, leaders: ['francis-i'] });
  place(state, 'calais', 'england', { regular: 2 });
  extra(state);
  declareMove(state, 'france', 'brussels', 'calais', ['francis-i'], { regular: frenchUnits }, cp);
  return state;
}

describe('15 SIEGE EXAMPLE, French impulse: Francis and 6 regulars move from Brussels to Calais', () => {
  it("Brandon's interception from Boulogne fails, the 2 English regulars withdraw, Calais is besieged", () => {
    const state = calais(6, 1, (s) => place(s, 'boulogne', 'england', { regular: 4, leaders: ['charles-brandon'] }));
    expect(prompt(state)).toEqual({ power: 'england', key: 'his.prompt.intercept' });
    loadDice(state, [3, 4]); // 7 + Brandon's 1 = 8: fails
    act(state, 'england', { type: 'space', space: 'boulogne' });
    pickFormation(state, 'england', ['charles-brandon'], { regular: 4 });
    expect(state.spaces.boulogne.units.england?.regular).toBe(4);
    // Calais' neighbours are Hapsburg or French: no avoid battle; the English decide on withdrawal.
    expect(prompt(state)).toEqual({ power: 'england', key: 'his.prompt.withdraw' });
    act(state, 'england', { type: 'withdraw' });
    expect(state.spaces.calais.siege).toEqual({ besieger: 'france', since: state.impulse });
    expect(fieldBattleFrame(state)).toBeUndefined();
    expect(state.spaces.calais.units.france).toMatchObject({ regular: 6, leaders: ['francis-i'] });
    // An assault must wait until the next French impulse; meanwhile these units stay.
    expect(topFrame(state)).toBeUndefined();
  });

  it('declining to withdraw means a field battle', () => {
    const state = calais(6, 1);
    act(state, 'england', { type: 'fight' });
    expect(topFrame(state)).toMatchObject({ proc: 'fieldBattle', space: 'calais', attacker: 'france', intercepted: false });
  });
});

describe('13.4 withdrawing into fortifications', () => {
  it('only with 4 or fewer units (FORTIFIED_GARRISON_MAX)', () => {
    const state = calais(6, 1, (s) => place(s, 'calais', 'england', { regular: 3 }));
    // 5 English units: no choice, battle.
    expect(topFrame(state)).toMatchObject({ proc: 'fieldBattle', space: 'calais', attacker: 'france', intercepted: false });
  });

  it('only in a fortified space controlled by the defending side', () => {
    const state = emptyBoard('1517');
    declareWar(state, 'france', 'england');
    place(state, 'calais', 'england', { regular: 2 });
    expect(mayWithdraw(state, 'france', 'calais')).toBe(true);
    setControl(state, 'calais', 'hapsburg');
    expect(mayWithdraw(state, 'france', 'calais')).toBe(false);
    place(state, 'boulogne', 'england', { regular: 2 });
    expect(mayWithdraw(state, 'france', 'boulogne')).toBe(false); // unfortified
  });

  it('the controlling power decides, even for its ally\'s units; inactive minors and independents decide nothing', () => {
    const state = emptyBoard('1517');
    expect(withdrawalDecider(state, 'calais')).toBe('england');
    expect(withdrawalDecider(state, 'venice')).toBeNull();
    expect(withdrawalDecider(state, 'metz')).toBeNull();
    const s32 = emptyBoard('1532');
    setControl(s32, 'buda', 'hungary');
    expect(withdrawalDecider(s32, 'buda')).toBe('hapsburg');
  });

  it('not outnumbering the garrison: the formation moves on (1 CP) or goes back (free)', () => {
    const state = calais(2, 3);
    act(state, 'england', { type: 'withdraw' });
    expect(state.spaces.calais.siege).toBeNull();
    expect(prompt(state)).toEqual({ power: 'france', key: 'his.prompt.moveOnOrRetreat' });
    expect(choices(state, 'france')).toEqual([
      { type: 'space', space: 'antwerp' },
      { type: 'space', space: 'boulogne' },
      { type: 'space', space: 'brussels' },
      { type: 'retreat', space: 'brussels' },
    ]);
    act(state, 'france', { type: 'space', space: 'boulogne' });
    expect(state.spaces.boulogne.units.france).toMatchObject({ regular: 2, leaders: ['francis-i'] });
    expect(state.spaces.calais.units.france).toBeUndefined();
    expect(topFrame(state)).toMatchObject({ proc: 'spendCp', cp: 1 });
    // If beaten in Boulogne and sent back into Calais, it is eliminated (for the retreat rules).
    expect(retreatIsFatal(state, 'france', 'boulogne', 'calais')).toBe(true);
    expect(retreatIsFatal(state, 'france', 'boulogne', 'brussels')).toBe(false);
  });

  it('going back costs nothing', () => {
    const state = calais(2, 2);
    act(state, 'england', { type: 'withdraw' });
    act(state, 'france', { type: 'retreat', space: 'brussels' });
    expect(state.spaces.brussels.units.france).toMatchObject({ regular: 2, leaders: ['francis-i'] });
    expect(topFrame(state)).toMatchObject({ proc: 'spendCp', cp: 1 });
  });

  it('with no CP left only the retreat is offered; an illegal retreat eliminates the formation and its leaders are captured', () => {
    const state = calais(2, 1, (s) => {
      s.spaces.brussels.unrest = true;
    });
    act(state, 'england', { type: 'withdraw' });
    expect(choices(state, 'france')).toEqual([{ type: 'retreat', space: 'brussels' }]);
    act(state, 'france', { type: 'retreat', space: 'brussels' });
    expect(state.spaces.calais.units.france).toBeUndefined();
    expect(state.spaces.brussels.units.france).toBeUndefined();
    expect(state.powers.england.captives).toEqual(['francis-i']);
  });

  it('a move on that is stopped by a response sends the formation back', () => {
    const state = calais(2, 3);
    state.powers.england.hand.push(31);
    const h = withResponseCards({ 31: { windows: ['beforeMove'], canPlay: (_s, p, w) => p !== w.active, play: (_s, _p, w) => stopAnnounced(w) } });
    h.act(state, 'england', { type: 'withdraw' });
    h.act(state, 'france', { type: 'space', space: 'boulogne' });
    h.act(state, 'england', { type: 'respond', card: 31 });
    expect(state.spaces.brussels.units.france).toMatchObject({ regular: 2 });
    expect(state.spaces.calais.units.france).toBeUndefined();
  });

  it('an inactive minor garrison of 4 or fewer always withdraws (22.1)', () => {
    const state = emptyBoard('1517');
    place(state, 'buda', 'hungary', { regular: 2 });
    place(state, 'pressburg', 'ottoman', { regular: 3 });
    setControl(state, 'pressburg', 'ottoman');
    declareMove(state, 'ottoman', 'pressburg', 'buda', [], { regular: 3 }, 1);
    expect(state.spaces.buda.siege).toEqual({ besieger: 'ottoman', since: state.impulse });
  });
});

import { describe, expect, it } from 'vitest';
import { act, choices, clearMap, declareWar, loadDice, makePeace, place, setControl, spend, stackWithBudgets, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { forcesAt } from '../queries.ts';
import { landingPorts, mayTransport } from './transport.ts';

const fleet = (squadron: number) => ({ regular: 0, mercenary: 0, cavalry: 0, squadron, corsair: 0, leaders: [] });

/** France: Montmorency and 7 regulars in Marseille, a French squadron in the Gulf of Lyon. */
function position(): HisState {
  const s = makePeace(clearMap(startingState()), 'france', 'hapsburg');
  place(s, 'marseille', 'france', { regular: 7, leaders: ['montmorency'] });
  s.seas.gulf_of_lyon.units = { france: fleet(1) };
  return s;
}

function begin(s: HisState, cp: number): HisState {
  spend(s, 'france', cp);
  expect(choices(s, 'france')).toContainEqual({ type: 'action', action: 'navalTransport' });
  act(s, 'france', { type: 'action', action: 'navalTransport' });
  act(s, 'france', { type: 'space', space: 'marseille' });
  act(s, 'france', { type: 'leader', leader: 'montmorency' });
  return s;
}

describe('16.3 naval transport', () => {
  it('needs 2 CP and the power’s naval units in an adjacent sea zone', () => {
    const s = position();
    expect(mayTransport(s, 'france', 2)).toBe(true);
    expect(mayTransport(s, 'france', 1)).toBe(false);
    s.seas.gulf_of_lyon.units = { hapsburg: fleet(1) };
    expect(mayTransport(s, 'france', 5)).toBe(false);
  });

  it('carries 5 land units at most, even under a leader who could command more', () => {
    const s = begin(position(), 2);
    expect(choices(s, 'france').map((a) => a.count)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('1 CP into the sea zone and 1 CP to land in a friendly port', () => {
    const s = position();
    setControl(s, 'genoa', 'france');
    begin(s, 4);
    act(s, 'france', { type: 'units', power: 'france', kind: 'regular', count: 5 });
    expect(choices(s, 'france')).toEqual([{ type: 'sea', sea: 'gulf_of_lyon' }, { type: 'cancel' }]);
    act(s, 'france', { type: 'sea', sea: 'gulf_of_lyon' });
    const onward = choices(s, 'france');
    // Landing ports of the Gulf of Lyon the French may enter: not Marseille (where it sailed from), not Barcelona (Hapsburg, not at war).
    expect(onward).toContainEqual({ type: 'space', space: 'genoa' });
    expect(onward).not.toContainEqual({ type: 'space', space: 'marseille' });
    expect(onward).not.toContainEqual({ type: 'space', space: 'barcelona' });
    act(s, 'france', { type: 'space', space: 'genoa' });
    expect(forcesAt(s, { space: 'genoa' }, 'france')).toMatchObject({ regular: 5, leaders: ['montmorency'] });
    expect(forcesAt(s, { space: 'marseille' }, 'france').regular).toBe(2);
    expect(s.log.some((e) => e.key === 'his.log.navalTransport')).toBe(true);
    // 4 CP - 2: the rest is still to spend.
    expect(stackWithBudgets(s).find((f) => f.proc === 'spendCp')!.cp).toBe(2);
  });

  it('goes on through further sea zones only with a fleet there and CP enough to land', () => {
    const s = position();
    setControl(s, 'naples', 'france');
    s.seas.tyrrhenian_sea.units = { france: fleet(1) };
    begin(s, 2);
    act(s, 'france', { type: 'units', power: 'france', kind: 'regular', count: 3 });
    act(s, 'france', { type: 'sea', sea: 'gulf_of_lyon' });
    // 1 CP left: it must land now.
    expect(choices(s, 'france')).not.toContainEqual({ type: 'sea', sea: 'tyrrhenian_sea' });

    const t = position();
    setControl(t, 'naples', 'france');
    t.seas.tyrrhenian_sea.units = { france: fleet(1) };
    begin(t, 3);
    act(t, 'france', { type: 'units', power: 'france', kind: 'regular', count: 3 });
    act(t, 'france', { type: 'sea', sea: 'gulf_of_lyon' });
    expect(choices(t, 'france')).toContainEqual({ type: 'sea', sea: 'tyrrhenian_sea' });
    act(t, 'france', { type: 'sea', sea: 'tyrrhenian_sea' });
    act(t, 'france', { type: 'space', space: 'naples' });
    expect(forcesAt(t, { space: 'naples' }, 'france').regular).toBe(3);
    expect(stackWithBudgets(t).find((f) => f.proc === 'spendCp')).toBeUndefined();
  });

  it('lands into a port with enemy units as a Move: avoid battle, then a field battle the landed formation cannot retreat from', () => {
    const s = declareWar(position(), 'france', 'hapsburg');
    place(s, 'barcelona', 'hapsburg', { regular: 5 });
    expect(landingPorts(s, 'france', 'gulf_of_lyon', 'marseille', false)).toContain('barcelona');
    spend(s, 'france', 3);
    act(s, 'france', { type: 'action', action: 'navalTransport' });
    act(s, 'france', { type: 'space', space: 'marseille' });
    act(s, 'france', { type: 'done' }); // no leader
    act(s, 'france', { type: 'units', power: 'france', kind: 'regular', count: 1 });
    act(s, 'france', { type: 'sea', sea: 'gulf_of_lyon' });
    act(s, 'france', { type: 'space', space: 'barcelona' });
    // 13.1 step 6: the Hapsburgs may avoid battle.
    expect(choices(s, 'hapsburg')).toContainEqual({ type: 'skip' });
    // No hits on either side: the defender wins the tie; the French regular cannot go back to sea.
    loadDice(s, Array.from({ length: 20 }, () => 1));
    act(s, 'hapsburg', { type: 'skip' });
    expect(s.log.some((e) => e.key === 'his.log.battleWon')).toBe(true);
    expect(forcesAt(s, { space: 'barcelona' }, 'france').regular).toBe(0);
    expect(forcesAt(s, { space: 'marseille' }, 'france').regular).toBe(6);
    expect(s.log.some((e) => e.key === 'his.log.retreat' && e.params.power === 'france')).toBe(false);
  });

  it('never lands in a port holding enemy naval units', () => {
    const s = declareWar(position(), 'france', 'hapsburg');
    place(s, 'barcelona', 'hapsburg', { squadron: 1 });
    expect(landingPorts(s, 'france', 'gulf_of_lyon', 'marseille', false)).not.toContain('barcelona');
  });

  it('a formation under siege may not be transported', () => {
    const s = declareWar(position(), 'france', 'hapsburg');
    place(s, 'marseille', 'hapsburg', { regular: 8 });
    s.spaces.marseille.siege = { besieger: 'hapsburg', since: s.impulse - 1 };
    expect(mayTransport(s, 'france', 5)).toBe(false);
  });

  it('step 4: the landed formation loses the field battle: its units are eliminated and its army leader captured', () => {
    const s = declareWar(position(), 'france', 'hapsburg');
    for (const p of ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'] as const) s.powers[p].hand = [];
    place(s, 'barcelona', 'hapsburg', { regular: 5 });
    begin(s, 3);
    act(s, 'france', { type: 'units', power: 'france', kind: 'regular', count: 1 });
    act(s, 'france', { type: 'sea', sea: 'gulf_of_lyon' });
    act(s, 'france', { type: 'space', space: 'barcelona' });
    loadDice(s, Array.from({ length: 20 }, () => 1));
    act(s, 'hapsburg', { type: 'skip' });
    expect(forcesAt(s, { space: 'barcelona' }, 'france')).toMatchObject({ regular: 0, leaders: [] });
    expect(s.powers.hapsburg.captives).toContain('montmorency');
  });

  it('step 1: Foul Weather stops the transport as it starts; the formation stays in port', () => {
    const s = position();
    setControl(s, 'genoa', 'france');
    for (const p of ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'] as const) s.powers[p].hand = [];
    s.powers.hapsburg.hand = [31];
    begin(s, 4);
    act(s, 'france', { type: 'units', power: 'france', kind: 'regular', count: 5 });
    act(s, 'france', { type: 'sea', sea: 'gulf_of_lyon' });
    act(s, 'hapsburg', { type: 'respond', card: 31 });
    expect(forcesAt(s, { space: 'marseille' }, 'france')).toMatchObject({ regular: 7, leaders: ['montmorency'] });
    expect(forcesAt(s, { space: 'genoa' }, 'france').regular).toBe(0);
    expect(s.log.some((e) => e.key === 'his.log.navalTransportStopped')).toBe(true);
  });

  it('step 3: the landing is a Move: enemy land units next to the port may intercept; the battle follows with no retreat', () => {
    const s = declareWar(position(), 'france', 'hapsburg');
    for (const p of ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'] as const) s.powers[p].hand = [];
    // Valencia (Hapsburg, unfortified, empty); 4 Hapsburg regulars next door in Madrid.
    place(s, 'madrid', 'hapsburg', { regular: 4 });
    begin(s, 4);
    act(s, 'france', { type: 'units', power: 'france', kind: 'regular', count: 2 });
    act(s, 'france', { type: 'sea', sea: 'gulf_of_lyon' });
    act(s, 'france', { type: 'space', space: 'valencia' });
    expect(choices(s, 'hapsburg')).toContainEqual({ type: 'space', space: 'madrid' });
    // 6 + 6 intercepts; then no hits on either side: the defenders win the tie.
    loadDice(s, [6, 6, ...Array.from({ length: 20 }, () => 1)]);
    act(s, 'hapsburg', { type: 'space', space: 'madrid' });
    if (choices(s, 'hapsburg').some((a) => a.type === 'units')) act(s, 'hapsburg', { type: 'units', power: 'hapsburg', kind: 'regular', count: 4 });
    if (choices(s, 'hapsburg').some((a) => a.type === 'done')) act(s, 'hapsburg', { type: 'done' });
    expect(s.log.find((e) => e.key === 'his.log.interception')?.params).toMatchObject({ success: true });
    expect(forcesAt(s, { space: 'valencia' }, 'hapsburg').regular).toBe(4);
    // 13.2 step 5: no avoid battle or withdrawal; the battle is fought at once, the French attacking.
    expect(s.log.some((e) => e.key === 'his.log.avoidBattle' || e.key === 'his.log.withdrew')).toBe(false);
    expect(s.log.find((e) => e.key === 'his.log.battleWon')?.params).toMatchObject({ space: 'valencia', winner: 'defender' });
    // 16.3 step 4: the landed formation cannot retreat: eliminated, its leader captured.
    expect(forcesAt(s, { space: 'valencia' }, 'france')).toMatchObject({ regular: 0, leaders: [] });
    expect(s.powers.hapsburg.captives).toContain('montmorency');
  });

  it('step 3: landing in an enemy fortified port calls the withdrawal procedure of a land move and gets its answer back', () => {
    const s = declareWar(position(), 'france', 'hapsburg');
    for (const p of ['ottoman', 'hapsburg', 'england', 'france', 'papacy', 'protestant'] as const) s.powers[p].hand = [];
    // Barcelona: a Hapsburg fortified port on the Gulf of Lyon with 2 regulars.
    setControl(s, 'barcelona', 'hapsburg');
    place(s, 'barcelona', 'hapsburg', { regular: 2 });
    begin(s, 4);
    act(s, 'france', { type: 'units', power: 'france', kind: 'regular', count: 5 });
    act(s, 'france', { type: 'sea', sea: 'gulf_of_lyon' });
    act(s, 'france', { type: 'space', space: 'barcelona' });
    for (let i = 0; i < 3 && !choices(s, 'hapsburg').some((a) => a.type === 'withdraw'); i++) act(s, 'hapsburg', choices(s, 'hapsburg').at(-1)!);
    // The transport waits on the very procedure a land move calls (13.4), not a copy of it.
    expect(s.stack.slice(-2).map((f) => f.proc)).toEqual(['navalTransport', 'withdrawal']);
    expect(s.stack.at(-2)).toMatchObject({ calling: 'withdrawal' });
    act(s, 'hapsburg', { type: 'withdraw' });
    expect(s.log.some((e) => e.key === 'his.log.withdrew')).toBe(true);
    // 5 French regulars outnumber the 2 inside: the siege begins.
    expect(s.spaces.barcelona.siege).toMatchObject({ besieger: 'france' });
    expect(s.stack.some((f) => f.proc === 'navalTransport' || f.proc === 'withdrawal')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { act, choices, clearMap, declareWar, place, runProcedure, setControl, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { deploymentDestinations, deploymentOrigins, springDeploymentFrame } from './spring-deployment.ts';

/**
 * Rule 10 example: the Hapsburgs and French fought over Milan; France holds the key
 * with no units there, controls Genoa, no power has a naval unit in a Gulf of Lyon port,
 * and France is allied with the Papacy, which controls Pavia.
 */
function example(regulars = 5): HisState {
  const s = clearMap(declareWar(startingState(), 'france', 'hapsburg'));
  setControl(s, 'milan', 'france');
  setControl(s, 'genoa', 'france');
  setControl(s, 'turin', 'hapsburg');
  setControl(s, 'pavia', 'papacy');
  s.diplomacy.alliances.push('france|papacy');
  place(s, 'paris', 'france', { regular: regulars, leaders: ['montmorency'] });
  return s;
}

function start(s: HisState): HisState {
  return runProcedure(s, springDeploymentFrame());
}

/** Deploy Montmorency and `n` regulars from Paris; returns the destinations offered. */
function chooseFormation(s: HisState, n: number): string[] {
  start(s);
  expect(choices(s, 'france')).toEqual([{ type: 'space', space: 'paris' }, { type: 'skip' }]);
  act(s, 'france', { type: 'space', space: 'paris' });
  expect(choices(s, 'france')).toEqual([{ type: 'leader', leader: 'montmorency' }, { type: 'done' }]);
  act(s, 'france', { type: 'leader', leader: 'montmorency' });
  act(s, 'france', { type: 'units', power: 'france', kind: 'regular', count: n });
  return choices(s, 'france')
    .filter((a) => a.type === 'space')
    .map((a) => a.space as string);
}

describe('10 spring deployment: the rule 10 example', () => {
  it('Montmorency and 5 regulars go from Paris by Marseille, the Gulf of Lyon and Genoa through Pavia to Milan', () => {
    const s = example();
    const offered = chooseFormation(s, 5);
    expect(offered).toEqual(expect.arrayContaining(['marseille', 'genoa', 'pavia', 'milan']));
    act(s, 'france', { type: 'space', space: 'milan' });
    expect(s.spaces.milan.units.france).toMatchObject({ regular: 5, leaders: ['montmorency'] });
    expect(s.spaces.paris.units.france).toBeUndefined();
    expect(s.stack).toEqual([]); // no one else can deploy: the phase is over
  });

  it('without the Papal alliance Pavia is not friendly and Milan cannot be reached', () => {
    const s = example();
    s.diplomacy.alliances = [];
    const offered = chooseFormation(s, 5);
    expect(offered).toContain('genoa');
    expect(offered).not.toContain('pavia');
    expect(offered).not.toContain('milan');
  });

  it('a naval unit of another power in a Gulf of Lyon port closes the sea zone, even an ally’s', () => {
    const s = example();
    place(s, 'rome', 'papacy', { squadron: 1 }); // Rome is on the Tyrrhenian Sea only: no effect
    expect(deploymentDestinations(s, 'france', 'paris', 5)).toContain('milan');
    place(s, 'barcelona', 'hapsburg', { squadron: 1 });
    expect(deploymentDestinations(s, 'france', 'paris', 5)).not.toContain('genoa');
    const t = example();
    setControl(t, 'nice', 'papacy');
    place(t, 'nice', 'papacy', { squadron: 1 });
    expect(deploymentDestinations(t, 'france', 'paris', 5)).not.toContain('genoa');
    // The deploying power's own fleet does not.
    const u = example();
    place(u, 'marseille', 'france', { squadron: 2 });
    expect(deploymentDestinations(u, 'france', 'paris', 5)).toContain('milan');
  });

  it('no more than 5 land units cross a sea zone; the command rating limits the formation', () => {
    const s = example(8);
    start(s);
    act(s, 'france', { type: 'space', space: 'paris' });
    act(s, 'france', { type: 'leader', leader: 'montmorency' });
    // Montmorency's command rating is 6.
    expect(choices(s, 'france').map((a) => a.count)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    act(s, 'france', { type: 'units', power: 'france', kind: 'regular', count: 6 });
    const offered = choices(s, 'france').map((a) => a.space);
    expect(offered).toContain('marseille');
    expect(offered).not.toContain('genoa');
    expect(offered).toContain(undefined); // skip
  });

  it('the path crosses no pass: Grenoble–Turin is a pass', () => {
    const s = example();
    setControl(s, 'turin', 'france');
    expect(deploymentDestinations(s, 'france', 'paris', 6)).not.toContain('turin');
    expect(deploymentDestinations(s, 'france', 'paris', 5)).toContain('turin'); // by sea and Genoa
    // Spring Preparations lifts the pass, naval and 5-unit limits.
    expect(deploymentDestinations(s, 'france', 'paris', 6, true)).toContain('turin');
  });

  it('only one sea zone may be crossed, even with Spring Preparations', () => {
    const s = example();
    setControl(s, 'naples', 'france');
    setControl(s, 'rome', 'france');
    // Genoa → Tyrrhenian Sea → Naples would be a second crossing; Rome by land from Genoa is not friendly all the way.
    expect(deploymentDestinations(s, 'france', 'paris', 5)).not.toContain('naples');
    expect(deploymentDestinations(s, 'france', 'paris', 5, true)).not.toContain('naples');
  });

  it('unrest and non-friendly units block the path', () => {
    const s = example();
    s.spaces.avignon.unrest = true;
    expect(deploymentDestinations(s, 'france', 'paris', 5)).not.toContain('marseille');
    const t = example();
    place(t, 'avignon', 'hapsburg', { regular: 1 });
    expect(deploymentDestinations(t, 'france', 'paris', 5)).not.toContain('marseille');
    const u = example();
    place(u, 'avignon', 'england', { regular: 1 }); // not at war, but not friendly either
    expect(deploymentDestinations(u, 'france', 'paris', 5)).not.toContain('marseille');
    const v = example();
    place(v, 'avignon', 'papacy', { regular: 1 }); // an ally's units are friendly
    expect(deploymentDestinations(v, 'france', 'paris', 5)).toContain('marseille');
  });

  it('Spring Preparations (when its event grants it) takes effect in the phase', () => {
    const s = example(7);
    setControl(s, 'turin', 'france');
    start(s);
    const deployment = s.stack.find((f) => f.proc === 'springDeployment');
    if (deployment?.proc === 'springDeployment') deployment.relaxed.push('france');
    act(s, 'france', { type: 'space', space: 'paris' });
    act(s, 'france', { type: 'leader', leader: 'montmorency' });
    act(s, 'france', { type: 'units', power: 'france', kind: 'regular', count: 6 });
    expect(choices(s, 'france')).toContainEqual({ type: 'space', space: 'milan' });
  });
});

describe('10 spring deployment: who deploys', () => {
  it('the Protestant never deploys; powers deploy in impulse order; a power may decline', () => {
    const s = clearMap(startingState());
    place(s, 'istanbul', 'ottoman', { regular: 2 });
    place(s, 'london', 'england', { regular: 2 });
    place(s, 'wittenberg', 'protestant', { regular: 2 });
    s.eventsResolved.push(13);
    start(s);
    expect(choices(s, 'ottoman')).toEqual([{ type: 'space', space: 'istanbul' }, { type: 'skip' }]);
    act(s, 'ottoman', { type: 'skip' });
    expect(choices(s, 'england')).toEqual([{ type: 'space', space: 'london' }, { type: 'skip' }]);
    act(s, 'england', { type: 'skip' });
    expect(s.stack).toEqual([]);
    expect(deploymentOrigins(s, 'protestant')).toEqual([]);
  });

  it('the Hapsburgs choose one of their two capitals, not both', () => {
    const s = clearMap(startingState());
    place(s, 'valladolid', 'hapsburg', { regular: 1 });
    place(s, 'vienna', 'hapsburg', { regular: 1, leaders: ['ferdinand'] });
    start(s);
    expect(choices(s, 'hapsburg')).toEqual([{ type: 'space', space: 'valladolid' }, { type: 'space', space: 'vienna' }, { type: 'skip' }]);
    act(s, 'hapsburg', { type: 'space', space: 'valladolid' });
    // No leader in Valladolid, and the only unit must go (a formation moves something): straight to the destination.
    expect(choices(s, 'hapsburg')).toContainEqual({ type: 'space', space: 'madrid' });
    act(s, 'hapsburg', { type: 'space', space: 'madrid' });
    expect(s.spaces.madrid.units.hapsburg?.regular).toBe(1);
    expect(s.spaces.vienna.units.hapsburg?.regular).toBe(1);
    expect(s.stack).toEqual([]);
  });

  it('not from a capital under enemy control, in unrest, or into an electorate before the Schmalkaldic League', () => {
    const s = clearMap(startingState());
    place(s, 'london', 'england', { regular: 1 });
    s.spaces.london.unrest = true;
    expect(deploymentOrigins(s, 'england')).toEqual([]);
    place(s, 'vienna', 'hapsburg', { regular: 1 });
    expect(deploymentDestinations(s, 'hapsburg', 'vienna', 1)).not.toContain('augsburg');
    expect(deploymentDestinations(s, 'hapsburg', 'vienna', 1)).toContain('salzburg');
    s.eventsResolved.push(13);
    expect(deploymentDestinations(s, 'hapsburg', 'vienna', 1)).toContain('augsburg');
  });
});

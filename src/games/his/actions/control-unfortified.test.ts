import { describe, expect, it } from 'vitest';
import { act, choices, clearMap, declareWar, place, runProcedure, setControl, stackWithBudgets, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { CONTROL_UNFORTIFIED_ACTION, controlTargets, mayControlUnfortified, unrestTargets } from './control-unfortified.ts';

const frame = { proc: 'controlUnfortified', power: 'hapsburg' } as const;

/** Turin (French) next to Genoa, a Hapsburg-allied minor key: the Hapsburg LOC runs from Genoa. */
function turin(): HisState {
  const s = clearMap(declareWar(startingState(), 'france', 'hapsburg'));
  s.diplomacy.minorAllies.genoa = 'hapsburg';
  setControl(s, 'genoa', 'genoa');
  setControl(s, 'turin', 'france');
  return s;
}

describe('12.2 control unfortified space', () => {
  it('case (a): the power occupies the space; 1 CP; control changes, religion does not', () => {
    const s = place(turin(), 'turin', 'hapsburg', { regular: 1 });
    expect(mayControlUnfortified(s, 'hapsburg', 'turin')).toBe(true);
    expect(CONTROL_UNFORTIFIED_ACTION.available(s, 'hapsburg', 1)).toBe(true);
    const religion = s.spaces.turin.religion;
    runProcedure(s, frame, { power: 'hapsburg', cp: 2 });
    expect(choices(s, 'hapsburg')).toContainEqual({ type: 'control', space: 'turin' });
    act(s, 'hapsburg', { type: 'control', space: 'turin' });
    expect(s.spaces.turin.control).toBe('hapsburg');
    expect(s.spaces.turin.religion).toBe(religion);
    expect(stackWithBudgets(s).at(-1)).toMatchObject({ proc: 'spendCp', cp: 1 });
  });

  it('case (b): adjacent land units of the power and no adjacent enemy land units', () => {
    const s = place(turin(), 'genoa', 'hapsburg', { regular: 1 });
    expect(mayControlUnfortified(s, 'hapsburg', 'turin')).toBe(true);
    place(s, 'milan', 'france', { regular: 1 });
    expect(mayControlUnfortified(s, 'hapsburg', 'turin')).toBe(false);
  });

  it('case (b): units besieging or besieged still count', () => {
    const s = place(turin(), 'genoa', 'hapsburg', { regular: 1 });
    place(s, 'milan', 'france', { regular: 1 });
    s.spaces.milan.siege = { besieger: 'hapsburg', since: 0 };
    place(s, 'milan', 'hapsburg', { regular: 5 });
    expect(mayControlUnfortified(s, 'hapsburg', 'turin')).toBe(false);
  });

  it('case (b): spaces joined by a pass are not adjacent, for either side', () => {
    // Turin–Grenoble and Turin–Geneva are passes.
    const s = place(turin(), 'grenoble', 'hapsburg', { regular: 3 });
    expect(mayControlUnfortified(s, 'hapsburg', 'turin')).toBe(false);
    place(s, 'genoa', 'hapsburg', { regular: 1 });
    place(s, 'geneva', 'france', { regular: 2 });
    expect(mayControlUnfortified(s, 'hapsburg', 'turin')).toBe(true);
  });

  it('independent units adjacent do not prevent control (glossary: independent is never enemy)', () => {
    const s = place(turin(), 'genoa', 'hapsburg', { regular: 1 });
    place(s, 'milan', 'independent', { regular: 2 });
    expect(mayControlUnfortified(s, 'hapsburg', 'turin')).toBe(true);
  });

  it('needs an LOC to the space (not to the adjacent units)', () => {
    const s = place(turin(), 'genoa', 'hapsburg', { regular: 1 });
    s.diplomacy.minorAllies.genoa = null; // Genoa is no longer a source
    s.diplomacy.alliances = [];
    expect(mayControlUnfortified(s, 'hapsburg', 'turin')).toBe(false);
  });

  it('needs an enemy-controlled or independent, unfortified, not enemy-occupied space', () => {
    const s = place(turin(), 'turin', 'hapsburg', { regular: 1 });
    s.diplomacy.wars = [];
    expect(mayControlUnfortified(s, 'hapsburg', 'turin')).toBe(false); // France not an enemy
    setControl(s, 'turin', 'independent');
    expect(mayControlUnfortified(s, 'hapsburg', 'turin')).toBe(true);
    place(s, 'turin', 'england', { regular: 1 }); // units of a non-ally
    expect(mayControlUnfortified(s, 'hapsburg', 'turin')).toBe(false);
    s.diplomacy.alliances.push('england|hapsburg');
    expect(mayControlUnfortified(s, 'hapsburg', 'turin')).toBe(true);
    // Milan is a key: fortified spaces change hands by siege, not by this action (12.3).
    place(s, 'milan', 'hapsburg', { regular: 4 });
    expect(mayControlUnfortified(s, 'hapsburg', 'milan')).toBe(false);
    expect(controlTargets(s, 'hapsburg')).not.toContain('milan');
  });

  it('the Protestant never gains control before the Schmalkaldic League (21.6)', () => {
    const s = clearMap(startingState());
    declareWar(s, 'hapsburg', 'protestant');
    s.spaces.wittenberg.control = 'protestant';
    place(s, 'leipzig', 'protestant', { regular: 1 });
    expect(mayControlUnfortified(s, 'protestant', 'leipzig')).toBe(false);
    s.eventsResolved.push(13);
    expect(mayControlUnfortified(s, 'protestant', 'leipzig')).toBe(true);
  });

  it('a captured port sends the previous owner’s naval units to a sea zone free of enemy naval units (16.2 step 9)', () => {
    const s = clearMap(declareWar(startingState(), 'england', 'france'));
    place(s, 'brest', 'england', { regular: 1 });
    place(s, 'brest', 'france', { squadron: 2 });
    s.seas.english_channel.units.england = { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] };
    // LOC: Calais → English Channel (English squadron) → Brest.
    runProcedure(s, { proc: 'controlUnfortified', power: 'england' }, { power: 'england', cp: 1 });
    act(s, 'england', { type: 'control', space: 'brest' });
    expect(s.spaces.brest.control).toBe('england');
    expect(s.spaces.brest.units.france).toBeUndefined();
    expect(s.seas.bay_of_biscay.units.france?.squadron).toBe(2);
  });
});

describe('12.4 removing unrest', () => {
  function unrestInOrleans(): HisState {
    const s = clearMap(declareWar(startingState(), 'france', 'hapsburg'));
    s.spaces.orleans.unrest = true;
    return s;
  }

  it('with land units in the space; no LOC needed', () => {
    const s = unrestInOrleans();
    setControl(s, 'paris', 'hapsburg'); // no French LOC at all near Orleans
    expect(unrestTargets(s, 'france')).toEqual([]);
    place(s, 'orleans', 'france', { mercenary: 1 });
    expect(unrestTargets(s, 'france')).toEqual(['orleans']);
    runProcedure(s, { proc: 'controlUnfortified', power: 'france' }, { power: 'france', cp: 1 });
    act(s, 'france', { type: 'removeUnrest', space: 'orleans' });
    expect(s.spaces.orleans.unrest).toBe(false);
    expect(s.spaces.orleans.control).toBe('france');
  });

  it('with adjacent land units and no adjacent enemy land units (passes not adjacent)', () => {
    const s = place(unrestInOrleans(), 'tours', 'france', { regular: 1 });
    expect(unrestTargets(s, 'france')).toEqual(['orleans']);
    place(s, 'dijon', 'hapsburg', { regular: 1 });
    expect(unrestTargets(s, 'france')).toEqual([]);
  });

  it('a Protestant home space by the Protestant before the Schmalkaldic League only', () => {
    const s = clearMap(startingState());
    s.spaces.worms.unrest = true;
    expect(unrestTargets(s, 'protestant')).toEqual(['worms']);
    expect(unrestTargets(s, 'hapsburg')).toEqual([]);
    expect(CONTROL_UNFORTIFIED_ACTION.available(s, 'protestant', 1)).toBe(true);
    s.eventsResolved.push(13);
    expect(unrestTargets(s, 'protestant')).toEqual([]);
  });

  it('an enemy-controlled space in unrest offers both uses separately', () => {
    const s = place(turin(), 'turin', 'hapsburg', { regular: 1 });
    s.spaces.turin.unrest = true;
    runProcedure(s, frame, { power: 'hapsburg', cp: 1 });
    expect(choices(s, 'hapsburg')).toContainEqual({ type: 'control', space: 'turin' });
    expect(choices(s, 'hapsburg')).toContainEqual({ type: 'removeUnrest', space: 'turin' });
    act(s, 'hapsburg', { type: 'removeUnrest', space: 'turin' });
    expect(s.spaces.turin.unrest).toBe(false);
    expect(s.spaces.turin.control).toBe('france');
  });
});

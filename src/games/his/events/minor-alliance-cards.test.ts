// Cards 69 Auld Alliance and 108 Venetian Alliance (22.2, 22.4).
import { describe, expect, it } from 'vitest';
import type { CardId } from '../data/cards.ts';
import { SPACES, SPACE_IDS, isPort } from '../data/map.ts';
import type { MajorPower, MinorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import { act, choices, clearMap, place, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import type { InterventionFrame } from '../phases/diplomacy/declarations.ts';
import { EVENTS } from './registry.ts';

/** Run an intervention as the War Segment calls it (after every power's turn, so the segment ends once it returns). */
function underWarSegment(s: HisState, intervention: InterventionFrame): void {
  s.stack = [{ proc: 'warSegment', next: MAJOR_POWERS.length, calling: 'intervention' }, intervention];
  advance(s);
}

/** No minor is allied to anyone; each controls its own home spaces. */
function fresh(): HisState {
  const s = clearMap(startingState('1517', 'minor-alliances'));
  for (const p of MAJOR_POWERS) {
    s.discard.push(...s.powers[p].hand);
    s.powers[p].hand = [];
  }
  s.diplomacy.wars = [];
  for (const m of ['genoa', 'scotland', 'venice'] as MinorPower[]) {
    s.diplomacy.minorAllies[m] = null;
    for (const id of SPACE_IDS) if (SPACES[id].home === m) s.spaces[id].control = m;
  }
  return s;
}

function play(s: HisState, card: CardId, power: MajorPower): HisState {
  s.stack = [];
  EVENTS[card]!.play(s, power);
  advance(s);
  return s;
}

describe('card 108 Venetian Alliance', () => {
  it('the Papacy activates an unallied Venice; nobody else but the Ottoman may use it, and only to break the alliance', () => {
    const s = fresh();
    expect(EVENTS[108]!.canPlay(s, 'hapsburg')).toBe(false);
    expect(EVENTS[108]!.canPlay(s, 'ottoman')).toBe(false);
    play(s, 108, 'papacy');
    expect(s.diplomacy.minorAllies.venice).toBe('papacy');
    expect(s.spaces.venice.control).toBe('papacy');
    expect(EVENTS[108]!.canPlay(s, 'hapsburg')).toBe(false);
    play(s, 108, 'ottoman');
    expect(s.diplomacy.minorAllies.venice).toBeNull();
    expect(s.spaces.venice.control).toBe('venice');
  });

  it('with Venice already its ally, the Papacy may add a Venetian regular and 2 squadrons in a Papal port not besieged', () => {
    const s = fresh();
    play(s, 108, 'papacy');
    play(s, 108, 'papacy');
    expect(choices(s, 'papacy')).toEqual([
      { type: 'deactivateMinor', minor: 'venice' },
      { type: 'reinforceMinor', minor: 'venice' },
    ]);
    s.spaces.ancona.units.hapsburg = { regular: 5, mercenary: 0, cavalry: 0, squadron: 0, corsair: 0, leaders: [] };
    s.spaces.ancona.siege = { besieger: 'hapsburg', since: 0 };
    act(s, 'papacy', { type: 'reinforceMinor', minor: 'venice' });
    const ports = choices(s, 'papacy').map((a) => a.space as keyof typeof SPACES);
    expect(ports).toContain('venice');
    expect(ports).not.toContain('ancona'); // besieged
    expect(ports).not.toContain('naples'); // a port, but Hapsburg
    expect(ports.every((id) => isPort(id) && s.spaces[id].control === 'papacy')).toBe(true);
    act(s, 'papacy', { type: 'space', space: 'venice' });
    expect(s.spaces.venice.units.venice).toMatchObject({ regular: 1, squadron: 2 });
  });
});

describe('card 69 Auld Alliance', () => {
  it('France activates Scotland; England (or France) breaks the alliance', () => {
    const s = fresh();
    expect(EVENTS[69]!.canPlay(s, 'england')).toBe(false);
    play(s, 69, 'france');
    expect(s.diplomacy.minorAllies.scotland).toBe('france');
    play(s, 69, 'england');
    expect(s.diplomacy.minorAllies.scotland).toBeNull();
  });

  it('with Scotland already its ally, France may add 3 French regulars in a Scottish home space it controls, not besieged', () => {
    const s = fresh();
    play(s, 69, 'france');
    s.spaces.stirling.units.england = { regular: 5, mercenary: 0, cavalry: 0, squadron: 0, corsair: 0, leaders: [] };
    s.spaces.stirling.siege = { besieger: 'england', since: 0 };
    play(s, 69, 'france');
    act(s, 'france', { type: 'reinforceMinor', minor: 'scotland' });
    const spaces = choices(s, 'france').map((a) => a.space);
    expect(spaces).toContain('edinburgh');
    expect(spaces).not.toContain('stirling');
    act(s, 'france', { type: 'space', space: 'edinburgh' });
    expect(s.spaces.edinburgh.units.france?.regular).toBe(3);
  });
});

describe('cards 69 and 108: the units added are built as 17 says (12.4, 17.1)', () => {
  it('Auld Alliance: no French regulars in a Scottish space in unrest or holding English units', () => {
    const s = fresh();
    play(s, 69, 'france');
    s.diplomacy.wars = ['england|france'];
    s.spaces.stirling.unrest = true;
    place(s, 'glasgow', 'england', { regular: 1 });
    play(s, 69, 'france');
    act(s, 'france', { type: 'reinforceMinor', minor: 'scotland' });
    expect(s.stack).toEqual([]);
    expect(s.spaces.edinburgh.units.france?.regular).toBe(3);
  });

  it('Venetian Alliance: no Venetian units in a Papal port in unrest', () => {
    const s = fresh();
    play(s, 108, 'papacy');
    s.spaces.ancona.unrest = true;
    play(s, 108, 'papacy');
    act(s, 'papacy', { type: 'reinforceMinor', minor: 'venice' });
    const ports = choices(s, 'papacy').map((a) => a.space);
    expect(ports).toContain('venice');
    expect(ports).not.toContain('ancona');
  });
});

describe('cards 69 and 108 in the Diplomacy Phase: paying for the intervention (9.6 steps 4-5)', () => {
  it('England declares war on Scotland: France may intervene with Auld Alliance, owing no CP, and adds 3 regulars', () => {
    const s = fresh();
    s.powers.france.hand = [69];
    s.diplomacy.wars = ['england|scotland'];
    underWarSegment(s, { proc: 'intervention', declarer: 'england', minor: 'scotland', intervener: 'france', cost: 2, owed: 0, step: 'ask' });
    expect(choices(s, 'france')).toEqual([{ type: 'intervene' }, { type: 'interveneWithCard', card: 69 }, { type: 'decline' }]);
    act(s, 'france', { type: 'interveneWithCard', card: 69 });
    expect(s.powers.france.hand).toEqual([]);
    expect(s.discard).toContain(69);
    expect(s.diplomacy.minorAllies.scotland).toBe('france');
    // The 3 regulars go to a Scottish home space France now controls.
    const spaces = choices(s, 'france').map((a) => a.space);
    expect(spaces).toContain('edinburgh');
    act(s, 'france', { type: 'space', space: 'edinburgh' });
    expect(s.spaces.edinburgh.units.france?.regular).toBe(3);
    expect(s.diplomacy.wars).toContain('england|france');
  });

  it('without the card only the usual intervention is offered', () => {
    const s = fresh();
    s.powers.papacy.hand = [50];
    s.diplomacy.wars = ['hapsburg|venice'];
    underWarSegment(s, { proc: 'intervention', declarer: 'hapsburg', minor: 'venice', intervener: 'papacy', cost: 2, owed: 0, step: 'ask' });
    expect(choices(s, 'papacy')).toEqual([{ type: 'intervene' }, { type: 'decline' }]);
  });
});

// Two-player variant: diplomacy cards 201 Andrea Doria, 204 Diplomatic Marriage,
// 210 Shipbuilding, 212 Venetian Alliance, through setup/legalActions/apply.
import { describe, expect, it } from 'vitest';
import type { HisState } from '../state.ts';
import { answer, asked, legal, playDiplomacy, twoPlayerDiplomacy } from './testing.ts';

/** Answer every question with its first legal action until `until` is asked or nobody is. */
function settle(s: HisState, until: string | null = null): HisState {
  for (let i = 0; i < 50; i++) {
    const a = asked(s)[0];
    if (a === undefined || a === until || a.endsWith('twoPlayerDiplomacyCard')) return s;
    const player = a.split(':')[0] as 'papacy' | 'protestant';
    s = answer(s, player, legal(s, player)[0]!);
  }
  return s;
}

const noEffect = (s: HisState, card: number): boolean => s.log.some((e) => e.key === 'his.log.eventNoEffect' && e.params.card === card);

describe('201 Andrea Doria', () => {
  it('the Papacy makes Genoa a Papal ally; the Protestant makes it a French ally (restriction: by who plays it)', () => {
    const s = settle(playDiplomacy(twoPlayerDiplomacy(), 'papacy', 201));
    expect(s.diplomacy.minorAllies.genoa).toBe('papacy');
    const t = settle(playDiplomacy(twoPlayerDiplomacy(), 'protestant', 201));
    expect(t.diplomacy.minorAllies.genoa).toBe('france');
  });

  it('already allied to that power: 2 Genoese regulars (4 CP) in Genoa; Genoa held by another power: no effect', () => {
    const s = twoPlayerDiplomacy();
    s.diplomacy.minorAllies.genoa = 'papacy';
    const before = s.spaces.genoa.units.genoa!.regular;
    const after = settle(playDiplomacy(s, 'papacy', 201));
    expect(after.spaces.genoa.units.genoa!.regular).toBe(before + 2);
    const t = twoPlayerDiplomacy();
    t.diplomacy.minorAllies.genoa = 'papacy';
    t.spaces.genoa.control = 'hapsburg';
    expect(noEffect(settle(playDiplomacy(t, 'papacy', 201)), 201)).toBe(true);
  });
});

describe('204 Diplomatic Marriage', () => {
  it('the Papacy may activate Genoa or Venice; the Protestant may ally them to the Hapsburgs or free any minor but Hungary', () => {
    const s = playDiplomacy(twoPlayerDiplomacy(), 'papacy', 204);
    expect(legal(s, 'papacy')).toEqual([
      { type: 'activateMinor', minor: 'genoa', major: 'papacy' },
      { type: 'activateMinor', minor: 'venice', major: 'papacy' },
    ]);
    const after = settle(answer(s, 'papacy', { type: 'activateMinor', minor: 'venice', major: 'papacy' }));
    expect(after.diplomacy.minorAllies.venice).toBe('papacy');
    const t = playDiplomacy(twoPlayerDiplomacy(), 'protestant', 204);
    // Restriction: Hungary-Bohemia (a Hapsburg ally) can never be deactivated (22.4).
    expect(legal(t, 'protestant')).not.toContainEqual({ type: 'deactivateMinor', minor: 'hungary' });
    expect(legal(t, 'protestant')).toContainEqual({ type: 'activateMinor', minor: 'genoa', major: 'hapsburg' });
  });

  it('cannot apply: nothing the player may activate or free', () => {
    const s = twoPlayerDiplomacy();
    s.diplomacy.minorAllies.genoa = 'papacy';
    s.diplomacy.minorAllies.venice = 'papacy';
    s.diplomacy.minorAllies.scotland = null;
    expect(noEffect(playDiplomacy(s, 'papacy', 204), 204)).toBe(true);
  });
});

describe('210 Shipbuilding', () => {
  it('the Papacy builds up to 2 squadrons in its ports; the Protestant in Marseille, Naples or Ottoman ports', () => {
    const start = twoPlayerDiplomacy();
    // The Papal squadron leaves the map, so two counters are free; Genoa is a Papal ally.
    start.spaces.rome.units.papacy!.squadron = 0;
    start.diplomacy.minorAllies.genoa = 'papacy';
    start.spaces.genoa.units.genoa!.squadron = 0;
    let s = playDiplomacy(start, 'papacy', 210);
    expect(legal(s, 'papacy')).toContainEqual({ type: 'port', kind: 'squadron', power: 'papacy', space: 'rome' });
    expect(legal(s, 'papacy')).toContainEqual({ type: 'port', kind: 'squadron', power: 'genoa', space: 'genoa' });
    s = answer(s, 'papacy', { type: 'port', kind: 'squadron', power: 'papacy', space: 'rome' });
    s = answer(s, 'papacy', { type: 'port', kind: 'squadron', power: 'papacy', space: 'rome' });
    expect(s.spaces.rome.units.papacy!.squadron).toBe(2);
    // Only two.
    expect(asked(s)).not.toContain('papacy:his.prompt.twoPlayerShipbuilding');
    const t = playDiplomacy(twoPlayerDiplomacy(), 'protestant', 210);
    const places = legal(t, 'protestant').map((a) => `${String(a.power)}@${String(a.space)}`);
    expect(places).toEqual(expect.arrayContaining(['france@marseille', 'hapsburg@naples', 'ottoman@istanbul']));
    expect(places.every((p) => p === 'undefined@undefined' || /^(france@marseille|hapsburg@naples|ottoman@)/.test(p))).toBe(true);
  });

  it('cannot apply: no port the player may build in (restriction: Marseille only while French)', () => {
    const s = twoPlayerDiplomacy();
    for (const id of ['marseille', 'naples'] as const) s.spaces[id].control = 'papacy';
    for (const id of Object.keys(s.spaces) as (keyof typeof s.spaces)[]) if (s.spaces[id].control === 'ottoman') s.spaces[id].control = 'hapsburg';
    expect(noEffect(playDiplomacy(s, 'protestant', 210), 210)).toBe(true);
  });
});

describe('212 Venetian Alliance', () => {
  it('Venice unallied becomes a Papal ally; a Hapsburg ally is set free', () => {
    const s = settle(playDiplomacy(twoPlayerDiplomacy(), 'protestant', 212));
    expect(s.diplomacy.minorAllies.venice).toBe('papacy');
    const t = twoPlayerDiplomacy();
    t.diplomacy.minorAllies.venice = 'hapsburg';
    expect(settle(playDiplomacy(t, 'papacy', 212)).diplomacy.minorAllies.venice).toBe(null);
  });

  it('already Papal: a Venetian regular and 2 squadrons in a Papal port; a French ally Venice: no effect', () => {
    let s = twoPlayerDiplomacy();
    s.diplomacy.minorAllies.venice = 'papacy';
    // Venice's three squadrons are sunk, so its counters allow two more.
    s.spaces.venice.units.venice!.squadron = 0;
    s = playDiplomacy(s, 'papacy', 212);
    expect(asked(s)).toEqual(['papacy:his.prompt.twoPlayerVenetianPort']);
    s = answer(s, 'papacy', { type: 'space', space: 'rome' });
    expect(s.spaces.rome.units.venice).toMatchObject({ regular: 1, squadron: 2 });
    const t = twoPlayerDiplomacy();
    t.diplomacy.minorAllies.venice = 'france';
    expect(noEffect(playDiplomacy(t, 'papacy', 212), 212)).toBe(true);
  });
});

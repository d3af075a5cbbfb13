// Two-player variant: the invasion diplomacy cards (202, 206, 211, 213, 214, 216) and
// Machiavelli (215), through setup/legalActions/apply.
import { describe, expect, it } from 'vitest';
import { SPACE_IDS } from '../data/map.ts';
import { atWar } from '../queries.ts';
import type { HisState } from '../state.ts';
import { answer, asked, legal, playDiplomacy, twoPlayerDiplomacy } from './testing.ts';

function leadersIn(s: HisState, space: string, power: string): string[] {
  return s.spaces[space as 'paris'].units[power as 'france']?.leaders ?? [];
}

describe('202 French Constable Invades', () => {
  it('France goes to war with the Papacy; the Protestant places Montmorency, 2 regulars, 2 mercenaries and draws a card', () => {
    let s = twoPlayerDiplomacy();
    const hand = s.powers.protestant.hand.length;
    s = playDiplomacy(s, 'protestant', 202);
    expect(atWar(s, 'france', 'papacy')).toBe(true);
    expect(legal(s, 'protestant')).toContainEqual({ type: 'space', space: 'lyon' });
    s = answer(s, 'protestant', { type: 'space', space: 'lyon' });
    expect(s.spaces.lyon.units.france).toMatchObject({ regular: 3, mercenary: 2 });
    expect(leadersIn(s, 'lyon', 'france')).toContain('montmorency');
    expect(s.powers.protestant.hand.length).toBe(hand + 1);
    // Then a squadron in a French home port or 2 more mercenaries.
    expect(legal(s, 'protestant')).toContainEqual({ type: 'option', option: 'twoMercenaries', space: 'lyon' });
    s = answer(s, 'protestant', { type: 'option', option: 'twoMercenaries', space: 'lyon' });
    expect(s.spaces.lyon.units.france?.mercenary).toBe(4);
  });

  it('played by the Papacy, the Protestant still resolves it (restriction: the card names its side)', () => {
    const s = playDiplomacy(twoPlayerDiplomacy(), 'papacy', 202);
    expect(asked(s)).toEqual(['protestant:his.prompt.twoPlayerInvasionSpace']);
    expect(legal(s, 'papacy')).toEqual([]);
  });

  it('cannot apply: with no French-controlled space the war stands and the card is drawn, nothing is placed', () => {
    let s = twoPlayerDiplomacy();
    for (const id of SPACE_IDS) if (s.spaces[id].control === 'france') s.spaces[id].control = 'hapsburg';
    const hand = s.powers.protestant.hand.length;
    s = playDiplomacy(s, 'protestant', 202);
    expect(atWar(s, 'france', 'papacy')).toBe(true);
    expect(asked(s)).not.toContain('protestant:his.prompt.twoPlayerInvasionSpace');
    expect(s.powers.protestant.hand.length).toBe(hand + 1);
    expect(s.log.some((e) => e.key === 'his.log.eventNoEffect' && e.params.card === 202)).toBe(true);
  });
});

describe('206 French Invasion', () => {
  it('Francis I with 3 regulars and 3 mercenaries; Henry II once he rules France', () => {
    let s = playDiplomacy(twoPlayerDiplomacy(), 'papacy', 206);
    s = answer(s, 'protestant', { type: 'space', space: 'paris' });
    expect(leadersIn(s, 'paris', 'france')).toContain('francis-i');
    expect(s.spaces.paris.units.france).toMatchObject({ regular: 4, mercenary: 3 });
    let t = twoPlayerDiplomacy();
    t.powers.france.ruler = 'henry-ii';
    t = playDiplomacy(t, 'protestant', 206);
    t = answer(t, 'protestant', { type: 'space', space: 'paris' });
    expect(leadersIn(t, 'paris', 'france')).toContain('henry-ii');
  });

  it('a leader already on the map does not enter twice (restriction)', () => {
    let s = twoPlayerDiplomacy();
    s.spaces.lyon.units.france!.leaders.push('francis-i');
    s = playDiplomacy(s, 'protestant', 206);
    s = answer(s, 'protestant', { type: 'space', space: 'paris' });
    expect(leadersIn(s, 'paris', 'france')).not.toContain('francis-i');
    expect(s.spaces.paris.units.france?.regular).toBe(4);
  });
});

describe('211 Spanish Invasion', () => {
  it('before the League: Hapsburgs at war with the Papacy, the Protestant places Alva and the force', () => {
    let s = playDiplomacy(twoPlayerDiplomacy(), 'papacy', 211);
    expect(atWar(s, 'hapsburg', 'papacy')).toBe(true);
    expect(asked(s)).toEqual(['protestant:his.prompt.twoPlayerInvasionSpace']);
    s = answer(s, 'protestant', { type: 'space', space: 'naples' });
    expect(leadersIn(s, 'naples', 'hapsburg')).toContain('duke-of-alva');
    expect(s.spaces.naples.units.hapsburg).toMatchObject({ regular: 4, mercenary: 2 });
  });

  it('after the League the Papacy places it, and no war with the Papacy begins', () => {
    let s = twoPlayerDiplomacy();
    s.twoPlayer!.leagueTurn = 1;
    s = playDiplomacy(s, 'protestant', 211);
    expect(atWar(s, 'hapsburg', 'papacy')).toBe(false);
    expect(asked(s)).toEqual(['papacy:his.prompt.twoPlayerInvasionSpace']);
  });
});

describe('213 Austrian Invasion and 214 Imperial Invasion', () => {
  it('the Papacy places Ferdinand with 2 regulars and 4 mercenaries, and draws', () => {
    let s = twoPlayerDiplomacy();
    const hand = s.powers.papacy.hand.length;
    s = playDiplomacy(s, 'protestant', 213);
    s = answer(s, 'papacy', { type: 'space', space: 'vienna' });
    expect(leadersIn(s, 'vienna', 'hapsburg')).toContain('ferdinand');
    expect(s.spaces.vienna.units.hapsburg).toMatchObject({ regular: 6, mercenary: 4 });
    expect(s.powers.papacy.hand.length).toBe(hand + 1);
    expect(asked(s)).not.toContain('papacy:his.prompt.twoPlayerInvasionExtra');
  });

  it('Charles V with 3 regulars and 5 mercenaries; the counter mix caps what is placed (cannot apply in full)', () => {
    let s = playDiplomacy(twoPlayerDiplomacy(), 'papacy', 214);
    s = answer(s, 'papacy', { type: 'space', space: 'vienna' });
    expect(leadersIn(s, 'vienna', 'hapsburg')).toContain('charles-v');
    expect(s.spaces.vienna.units.hapsburg).toMatchObject({ regular: 7, mercenary: 5 });
  });
});

describe('216 Ottoman Invasion', () => {
  it('Ottomans at war with the Papacy; Suleiman, 5 regulars and 4 squadrons in an Ottoman port', () => {
    let s = playDiplomacy(twoPlayerDiplomacy(), 'papacy', 216);
    expect(atWar(s, 'ottoman', 'papacy')).toBe(true);
    const spaces = legal(s, 'protestant').map((a) => a.space);
    // Restriction: only ports (the squadrons need one): Istanbul, not landlocked Edirne.
    expect(spaces).toContain('istanbul');
    expect(spaces).not.toContain('edirne');
    s = answer(s, 'protestant', { type: 'space', space: 'istanbul' });
    expect(s.spaces.istanbul.units.ottoman).toMatchObject({ regular: 6, squadron: 4 });
    expect(leadersIn(s, 'istanbul', 'ottoman')).toContain('suleiman');
  });
});

describe('215 Machiavelli', () => {
  it('the player behind in VP picks an invasion card from the deck or discards, plays it, then all is reshuffled', () => {
    let s = twoPlayerDiplomacy();
    s.twoPlayer!.discard.push(...s.twoPlayer!.deck.filter((c) => c === 206));
    s.twoPlayer!.deck = s.twoPlayer!.deck.filter((c) => c !== 206);
    s = playDiplomacy(s, 'papacy', 215);
    // The Protestant has fewer VP than the Papacy, so he chooses.
    expect(asked(s)).toEqual(['protestant:his.prompt.twoPlayerMachiavelli']);
    expect(legal(s, 'protestant')).toContainEqual({ type: 'card', card: 206 });
    s = answer(s, 'protestant', { type: 'card', card: 206 });
    expect(atWar(s, 'france', 'papacy')).toBe(true);
    expect(s.twoPlayer!.discard).toEqual([]);
    expect(s.twoPlayer!.deck).toEqual(expect.arrayContaining([206, 215]));
  });

  it('never an invasion card played earlier this turn (restriction); none left: no effect', () => {
    let s = twoPlayerDiplomacy();
    s.twoPlayer!.playedThisTurn = [202, 206, 211, 213, 214];
    s.twoPlayer!.deck.push(213, 214, 216);
    s = playDiplomacy(s, 'papacy', 215);
    expect(legal(s, 'protestant')).toEqual([{ type: 'card', card: 216 }]);
    let t = twoPlayerDiplomacy();
    t.twoPlayer!.playedThisTurn = [202, 206, 211];
    t = playDiplomacy(t, 'papacy', 215);
    expect(t.log.some((e) => e.key === 'his.log.eventNoEffect' && e.params.card === 215)).toBe(true);
  });
});

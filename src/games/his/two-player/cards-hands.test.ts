// Two-player variant: diplomacy cards 203 Corsair Raid, 205 Diplomatic Pressure, 207 Henry
// Petitions for Divorce, 208 Knights of St. John, 209 Plague, 217 Secret Protestant Circle,
// 218 Siege of Vienna, 219 Spanish Inquisition, through setup/legalActions/apply/view.
import { describe, expect, it } from 'vitest';
import { CARDS } from '../data/cards.ts';
import { hereIStand } from '../module.ts';
import type { HisState } from '../state.ts';
import { loadDice } from '../testing/position.ts';
import { movablePieces } from '../land/movement.ts';
import { answer, asked, legal, playDiplomacy, twoPlayerDiplomacy } from './testing.ts';
import { italianHapsburgSpaces, nearVienna } from './cards-other.ts';

const noEffect = (s: HisState, card: number): boolean => s.log.some((e) => e.key === 'his.log.eventNoEffect' && e.params.card === card);

describe('203 Corsair Raid', () => {
  it('4 dice; each 5-6 makes the opponent discard a card or lose a squadron of his side', () => {
    let s = twoPlayerDiplomacy();
    loadDice(s, [5, 6, 2, 1]);
    s = playDiplomacy(s, 'protestant', 203);
    expect(asked(s)).toEqual(['papacy:his.prompt.twoPlayerCorsairHit']);
    const options = legal(s, 'papacy');
    expect(options).toContainEqual({ type: 'navalLoss', kind: 'squadron', owner: 'papacy', space: 'rome' });
    // Restriction: never a Home card.
    expect(options.some((a) => a.type === 'discard' && CARDS[a.card as 1].type === 'home')).toBe(false);
    s = answer(s, 'papacy', { type: 'navalLoss', kind: 'squadron', owner: 'papacy', space: 'rome' });
    expect(s.spaces.rome.units.papacy?.squadron ?? 0).toBe(0);
    const discard = legal(s, 'papacy').find((a) => a.type === 'discard')!;
    const hand = s.powers.papacy.hand.length;
    s = answer(s, 'papacy', discard);
    expect(s.powers.papacy.hand.length).toBe(hand - 1);
    expect(asked(s)).not.toContain('papacy:his.prompt.twoPlayerCorsairHit');
  });

  it('cannot apply: no hits, or no card nor squadron to give', () => {
    let s = twoPlayerDiplomacy();
    loadDice(s, [1, 2, 3, 4]);
    expect(noEffect(playDiplomacy(s, 'papacy', 203), 203)).toBe(true);
    s = twoPlayerDiplomacy();
    s.powers.protestant.hand = s.powers.protestant.hand.filter((c) => CARDS[c].type === 'home');
    for (const p of ['france', 'ottoman'] as const) for (const sp of Object.values(s.spaces)) if (sp.units[p]) sp.units[p]!.squadron = 0;
    loadDice(s, [6, 6, 6, 6]);
    s = playDiplomacy(s, 'papacy', 203);
    expect(noEffect(s, 203)).toBe(true);
    expect(asked(s)).not.toContain('protestant:his.prompt.twoPlayerCorsairHit');
  });
});

describe('205 Diplomatic Pressure', () => {
  it('the Papacy sees the Protestant cards and picks the one he must play; only the Papacy sees them', () => {
    let s = twoPlayerDiplomacy();
    s.twoPlayer!.hands.protestant = [209, 210];
    s = playDiplomacy(s, 'papacy', 205);
    expect(legal(s, 'papacy')).toEqual([{ type: 'card', card: 209 }, { type: 'card', card: 210 }]);
    const seen = s.log.find((e) => e.key === 'his.log.twoPlayerSeesDiplomacy')!;
    expect(seen.to).toEqual(['papacy']);
    s = answer(s, 'papacy', { type: 'card', card: 210 });
    // Restriction: the Protestant may play only that card now.
    expect(legal(s, 'protestant')).toEqual([{ type: 'playDiplomacy', card: 210 }]);
  });

  it('the Protestant makes the Papacy redraw or swaps cards; cannot apply against an empty hand', () => {
    let s = twoPlayerDiplomacy();
    s.twoPlayer!.hands.papacy = [212];
    s.twoPlayer!.hands.protestant = [208];
    s = playDiplomacy(s, 'protestant', 205);
    s = answer(s, 'protestant', { type: 'option', option: 'pressureSwap' });
    expect(s.twoPlayer!.hands).toEqual({ papacy: [208], protestant: [212] });
    expect(hereIStand.view(s, 'papacy').twoPlayer!.hand).toEqual([208]);
    expect(hereIStand.view(s, 'papacy').twoPlayer!.handSizes.protestant).toBe(1);
    expect(JSON.stringify(hereIStand.view(s, 'papacy').twoPlayer)).not.toContain('"deck"');
    let t = twoPlayerDiplomacy();
    t.twoPlayer!.hands.papacy = [212];
    t = playDiplomacy(t, 'protestant', 205);
    t = answer(t, 'protestant', { type: 'option', option: 'pressureRedraw' });
    expect(t.twoPlayer!.discard).toContain(212);
    expect(t.twoPlayer!.hands.papacy).toHaveLength(1);
    expect(noEffect(playDiplomacy(twoPlayerDiplomacy(), 'papacy', 205), 205)).toBe(true);
  });
});

describe('207 Henry Petitions for Divorce', () => {
  it('refused: the Papacy places 3 Hapsburg regulars; the card leaves the game', () => {
    let s = playDiplomacy(twoPlayerDiplomacy(), 'protestant', 207);
    // Restriction: the Papacy decides, whoever played it.
    expect(asked(s)).toEqual(['papacy:his.prompt.twoPlayerDivorce']);
    s = answer(s, 'papacy', { type: 'option', option: 'refuseDivorce' });
    const before = s.spaces.naples.units.hapsburg!.regular;
    for (let i = 0; i < 3; i++) s = answer(s, 'papacy', { type: 'space', space: 'naples' });
    expect(s.spaces.naples.units.hapsburg!.regular).toBe(before + 3);
    expect(s.twoPlayer!.discard).not.toContain(207);
    expect(s.twoPlayer!.deck).not.toContain(207);
  });

  it('granted: the Papacy draws, the Protestant places 4 Hapsburg mercenaries in Italy; none there: no placement', () => {
    let s = playDiplomacy(twoPlayerDiplomacy(), 'papacy', 207);
    const hand = s.powers.papacy.hand.length;
    s = answer(s, 'papacy', { type: 'option', option: 'grantDivorce' });
    expect(s.powers.papacy.hand.length).toBe(hand + 1);
    expect(asked(s)).toEqual(['protestant:his.prompt.twoPlayerDivorceMercenaries']);
    s = answer(s, 'protestant', { type: 'space', space: 'naples' });
    expect(s.spaces.naples.units.hapsburg!.mercenary).toBe(4);
    let t = twoPlayerDiplomacy();
    for (const id of italianHapsburgSpaces(t)) t.spaces[id].control = 'papacy';
    t = answer(playDiplomacy(t, 'papacy', 207), 'papacy', { type: 'option', option: 'grantDivorce' });
    expect(asked(t)).not.toContain('protestant:his.prompt.twoPlayerDivorceMercenaries');
  });
});

describe('208 Knights of St. John', () => {
  it('the top Main Deck card goes to the discards and its CP to St. Peter’s; an empty deck: no effect', () => {
    let s = twoPlayerDiplomacy();
    const top = s.deck.at(-1)!;
    const before = s.tracks.stPeters;
    s = playDiplomacy(s, 'protestant', 208);
    expect(s.discard).toContain(top);
    expect(s.tracks.stPeters).not.toEqual(before);
    const t = twoPlayerDiplomacy();
    t.discard.push(...t.deck);
    t.deck = [];
    expect(noEffect(playDiplomacy(t, 'papacy', 208), 208)).toBe(true);
  });
});

describe('209 Plague', () => {
  it('3 units, one per space, only from spaces holding more than one, then a random card of the opponent', () => {
    let s = playDiplomacy(twoPlayerDiplomacy(), 'papacy', 209);
    const spaces = new Set(legal(s, 'papacy').map((a) => a.space));
    // Vienna has 4 regulars; a lone regular (Ravenna) may not be taken.
    expect(spaces.has('vienna')).toBe(true);
    expect(spaces.has('ravenna')).toBe(false);
    s = answer(s, 'papacy', { type: 'unit', kind: 'regular', power: 'hapsburg', space: 'vienna' });
    expect(legal(s, 'papacy').some((a) => a.space === 'vienna')).toBe(false);
    const hand = s.powers.protestant.hand.filter((c) => CARDS[c].type !== 'home').length;
    s = answer(s, 'papacy', legal(s, 'papacy')[0]!);
    s = answer(s, 'papacy', legal(s, 'papacy')[0]!);
    expect(s.spaces.vienna.units.hapsburg!.regular).toBe(3);
    expect(s.powers.protestant.hand.filter((c) => CARDS[c].type !== 'home').length).toBe(Math.max(0, hand - 1));
  });
});

describe('217 Secret Protestant Circle', () => {
  it('1-3: one Italian space turns Protestant; 4-6: one Italian and one Spanish', () => {
    let s = twoPlayerDiplomacy();
    loadDice(s, [2]);
    s = playDiplomacy(s, 'protestant', 217);
    s = answer(s, 'protestant', { type: 'space', space: 'florence' });
    expect(s.spaces.florence.religion).toBe('protestant');
    expect(asked(s)).not.toContain('protestant:his.prompt.twoPlayerCircle');
    let t = twoPlayerDiplomacy();
    loadDice(t, [5]);
    t = answer(playDiplomacy(t, 'papacy', 217), 'protestant', { type: 'space', space: 'florence' });
    expect(legal(t, 'protestant')).toContainEqual({ type: 'space', space: 'seville' });
  });

  it('cannot apply: no Catholic space in the zone', () => {
    const s = twoPlayerDiplomacy();
    for (const sp of Object.values(s.spaces)) if (sp.religion === 'catholic') sp.religion = 'protestant';
    loadDice(s, [1]);
    expect(noEffect(playDiplomacy(s, 'protestant', 217), 217)).toBe(true);
  });
});

describe('218 Siege of Vienna', () => {
  it('2 Hapsburg or Hungarian land units within 2 of Vienna are removed, and the rest there may not move this turn', () => {
    expect(nearVienna()).toEqual(expect.arrayContaining(['vienna', 'linz', 'prague', 'graz', 'pressburg']));
    let s = playDiplomacy(twoPlayerDiplomacy(), 'protestant', 218);
    s = answer(s, 'protestant', { type: 'unit', kind: 'regular', power: 'hapsburg', space: 'vienna' });
    s = answer(s, 'protestant', { type: 'unit', kind: 'regular', power: 'hapsburg', space: 'vienna' });
    expect(s.spaces.vienna.units.hapsburg!.regular).toBe(2);
    expect(movablePieces(s, 'hapsburg', 'vienna').units).toEqual([]);
    // Restriction: units far from Vienna still move.
    expect(movablePieces(s, 'hapsburg', 'naples').units.length).toBeGreaterThan(0);
  });

  it('cannot apply: no such unit near Vienna', () => {
    const s = twoPlayerDiplomacy();
    for (const id of nearVienna()) {
      delete s.spaces[id].units.hapsburg;
      delete s.spaces[id].units.hungary;
    }
    expect(noEffect(playDiplomacy(s, 'protestant', 218), 218)).toBe(true);
  });
});

describe('219 Spanish Inquisition', () => {
  it('the Papacy vetoes one Protestant card; he draws another and must play his other card', () => {
    let s = twoPlayerDiplomacy();
    s.twoPlayer!.hands.protestant = [209, 210];
    s = playDiplomacy(s, 'papacy', 219);
    s = answer(s, 'papacy', { type: 'card', card: 209 });
    expect(s.twoPlayer!.discard).toContain(209);
    expect(s.twoPlayer!.hands.protestant).toHaveLength(2);
    expect(legal(s, 'protestant')).toEqual([{ type: 'playDiplomacy', card: 210 }]);
  });

  it('played by the Protestant: his Main Deck hand is shown to the Papacy; no Protestant card: no effect', () => {
    const s = playDiplomacy(twoPlayerDiplomacy(), 'protestant', 219);
    const shown = s.log.find((e) => e.key === 'his.log.twoPlayerRevealHand')!;
    expect(shown.to).toEqual(['papacy', 'protestant']);
    expect(shown.params.cards).toEqual(s.powers.protestant.hand);
    expect(noEffect(playDiplomacy(twoPlayerDiplomacy(), 'papacy', 219), 219)).toBe(true);
  });
});

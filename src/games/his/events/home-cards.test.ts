import { describe, expect, it } from 'vitest';
import type { CardId } from '../data/cards.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import type { MajorPower } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import type { HisState } from '../state.ts';
import { act, choices, clearMap, declareWar, loadDice, place, runProcedure, setControl, stackWithBudgets, startingState } from '../testing/position.ts';
import { italianKeysHeld, masterOfItalyAward } from './card-draw-events.ts';
import { emperorDestinations } from './holy-roman-emperor.ts';
import { chateauModifier, mayPatronize } from './patron-of-the-arts.ts';
import { EVENTS } from './registry.ts';
import { isLeaderBarred } from '../land/formation.ts';

function board(): HisState {
  const s = clearMap(startingState('1517'));
  for (const p of MAJOR_POWERS) s.powers[p].hand = [];
  s.impulse = 5;
  return s;
}

/** A power's impulse in which it plays `card` as an event. */
function playInImpulse(s: HisState, power: MajorPower, card: CardId): HisState {
  s.powers[power].hand.push(card);
  runProcedure(s, { proc: 'actionPhase', next: MAJOR_POWERS.indexOf(power), consecutivePasses: 0 });
  act(s, power, { type: 'play', card, as: 'event' });
  return s;
}

describe('card 2 Holy Roman Emperor (21.2)', () => {
  it('Charles jumps to another controlled Hapsburg home space free of unrest and enemies, Alva may follow, then 5 CP', () => {
    const s = board();
    declareWar(s, 'hapsburg', 'france');
    place(s, 'vienna', 'hapsburg', { regular: 3, leaders: ['charles-v', 'duke-of-alva'] });
    s.spaces.granada.unrest = true;
    place(s, 'barcelona', 'france', { regular: 1 });
    setControl(s, 'navarre', 'france');
    const dests = emperorDestinations(s);
    expect(dests).toContain('valladolid');
    expect(dests).not.toContain('vienna');
    expect(dests).not.toContain('granada');
    expect(dests).not.toContain('barcelona');
    expect(dests).not.toContain('navarre');
    playInImpulse(s, 'hapsburg', 2);
    act(s, 'hapsburg', { type: 'space', space: 'valladolid' });
    expect(choices(s, 'hapsburg')).toEqual([{ type: 'yes' }, { type: 'no' }]);
    act(s, 'hapsburg', { type: 'yes' });
    expect(s.spaces.valladolid.units.hapsburg?.leaders).toEqual(['charles-v', 'duke-of-alva']);
    // Units never go with him.
    expect(s.spaces.vienna.units.hapsburg).toMatchObject({ regular: 3, leaders: [] });
    expect(stackWithBudgets(s).find((f) => f.proc === 'spendCp')).toMatchObject({ power: 'hapsburg', cp: 5 });
    expect(s.powers.hapsburg.homeCardUsed).toContain(2);
  });

  it('another power may answer with Gout: no jump, Charles barred this impulse, the 5 CP kept', () => {
    const s = board();
    place(s, 'vienna', 'hapsburg', { leaders: ['charles-v'] });
    s.powers.france.hand = [32];
    s.powers.hapsburg.hand = [32]; // the Hapsburgs are never asked
    playInImpulse(s, 'hapsburg', 2);
    act(s, 'hapsburg', { type: 'space', space: 'valladolid' });
    expect(choices(s, 'hapsburg')).toEqual([]);
    expect(choices(s, 'france')).toEqual([{ type: 'respond', card: 32 }, { type: 'decline' }]);
    act(s, 'france', { type: 'respond', card: 32 });
    expect(s.spaces.vienna.units.hapsburg?.leaders).toEqual(['charles-v']);
    expect(isLeaderBarred(s, 'charles-v')).toBe(true);
    expect(s.discard).toContain(32);
    expect(stackWithBudgets(s).find((f) => f.proc === 'spendCp')).toMatchObject({ power: 'hapsburg', cp: 5 });
  });

  it('a declined Gout lets him go', () => {
    const s = board();
    place(s, 'vienna', 'hapsburg', { leaders: ['charles-v'] });
    s.powers.papacy.hand = [32];
    playInImpulse(s, 'hapsburg', 2);
    act(s, 'hapsburg', { type: 'space', space: 'valladolid' });
    act(s, 'papacy', { type: 'decline' });
    expect(s.spaces.valladolid.units.hapsburg?.leaders).toEqual(['charles-v']);
    expect(isLeaderBarred(s, 'charles-v')).toBe(false);
  });

  it('not while Charles is besieged or captured; a besieging Charles may go', () => {
    const s = board();
    declareWar(s, 'hapsburg', 'france');
    place(s, 'vienna', 'hapsburg', { regular: 1, leaders: ['charles-v'] });
    place(s, 'vienna', 'france', { regular: 3 });
    s.spaces.vienna.siege = { besieger: 'france', since: 1 };
    expect(EVENTS[2]!.canPlay(s, 'hapsburg')).toBe(false);

    const t = board();
    declareWar(t, 'hapsburg', 'france');
    place(t, 'dijon', 'hapsburg', { regular: 3, leaders: ['charles-v'] });
    place(t, 'dijon', 'france', { regular: 1 });
    t.spaces.dijon.siege = { besieger: 'hapsburg', since: 1 };
    expect(EVENTS[2]!.canPlay(t, 'hapsburg')).toBe(true);

    const u = board();
    u.powers.france.captives = ['charles-v'];
    expect(EVENTS[2]!.canPlay(u, 'hapsburg')).toBe(false);
  });
});

describe('card 4 Patron of the Arts (21.4)', () => {
  it('modifiers: Milan +2, Florence +1, 3 Italian keys +2, a lost home space -1, enemy units at home -2', () => {
    const s = board();
    setControl(s, 'milan', 'independent');
    expect(chateauModifier(s)).toBe(0);
    setControl(s, 'milan', 'france');
    setControl(s, 'florence', 'france');
    setControl(s, 'genoa', 'france');
    expect(chateauModifier(s)).toBe(5);
    setControl(s, 'lyon', 'hapsburg');
    expect(chateauModifier(s)).toBe(4);
    declareWar(s, 'france', 'hapsburg');
    place(s, 'lyon', 'hapsburg', { regular: 1 });
    expect(chateauModifier(s)).toBe(2);
  });

  it('a roll of 3-4: 1 VP, draw 1 then discard 1 (never a Home card); no CP', () => {
    const s = board();
    setControl(s, 'milan', 'independent');
    place(s, 'paris', 'france', { leaders: ['francis-i'] });
    s.deck.push(31);
    loadDice(s, [3]);
    playInImpulse(s, 'france', 4);
    expect(s.tracks.chateauxVp).toBe(1);
    expect(s.powers.france.hand).toEqual([31]);
    expect(choices(s, 'france')).toEqual([{ type: 'discard', power: 'france', card: 31 }]);
    act(s, 'france', { type: 'discard', power: 'france', card: 31 });
    expect(s.discard).toContain(31);
    expect(stackWithBudgets(s).find((f) => f.proc === 'spendCp')).toBeUndefined();
  });

  it('Milan +2 turns a 5 into 7: 1 VP and 1 card kept; never above 6 chateau VP', () => {
    const s = board();
    place(s, 'paris', 'france', { leaders: ['francis-i'] });
    setControl(s, 'milan', 'france');
    s.deck.push(31);
    loadDice(s, [5]);
    EVENTS[4]!.play(s, 'france');
    advance(s);
    expect(s.tracks.chateauxVp).toBe(1);
    expect(s.powers.france.hand).toEqual([31]);
    s.tracks.chateauxVp = 6;
    expect(mayPatronize(s)).toBe(false);
  });

  it('only while Francis I rules, free and not besieged', () => {
    const s = board();
    declareWar(s, 'france', 'hapsburg');
    place(s, 'lyon', 'france', { regular: 1, leaders: ['francis-i'] });
    expect(mayPatronize(s)).toBe(true);
    place(s, 'lyon', 'hapsburg', { regular: 3 });
    s.spaces.lyon.siege = { besieger: 'hapsburg', since: 1 };
    expect(mayPatronize(s)).toBe(false);
    s.spaces.lyon.siege = null;
    s.spaces.lyon.units = {};
    s.powers.hapsburg.captives = ['francis-i'];
    expect(mayPatronize(s)).toBe(false);
    s.powers.hapsburg.captives = [];
    place(s, 'paris', 'france', { leaders: ['francis-i'] });
    s.powers.france.ruler = 'henry-ii';
    expect(mayPatronize(s)).toBe(false);
  });
});

describe('card 12 Master of Italy', () => {
  it('3 keys: 1 VP; 4-5 keys: 2 VP; exactly 2: a card; several powers may gain', () => {
    expect([0, 1, 2, 3, 4, 5].map(masterOfItalyAward)).toEqual([
      { vp: 0, draw: 0 },
      { vp: 0, draw: 0 },
      { vp: 0, draw: 1 },
      { vp: 1, draw: 0 },
      { vp: 2, draw: 0 },
      { vp: 2, draw: 0 },
    ]);
    const s = board();
    for (const k of ['genoa', 'milan', 'venice'] as const) setControl(s, k, 'france');
    setControl(s, 'florence', 'papacy');
    setControl(s, 'naples', 'papacy');
    expect(italianKeysHeld(s, 'france')).toBe(3);
    s.deck.push(31, 32);
    const vp = s.powers.france.bonusVp;
    playInImpulse(s, 'ottoman', 12);
    expect(s.powers.france.bonusVp).toBe(vp + 1);
    expect(s.powers.papacy.hand).toHaveLength(1);
    // Not removed: back to the discard pile; the playing power spends 2 CP.
    expect(s.discard).toContain(12);
    expect(stackWithBudgets(s).find((f) => f.proc === 'spendCp')).toMatchObject({ power: 'ottoman', cp: 2 });
  });

  it('keys of an inactive minor or independent count for no one', () => {
    const s = board();
    setControl(s, 'genoa', 'genoa');
    setControl(s, 'venice', 'venice');
    setControl(s, 'milan', 'independent');
    expect(MAJOR_POWERS.map((p) => italianKeysHeld(s, p)).reduce((a, b) => a + b, 0)).toBe(
      ['florence', 'naples'].filter((k) => s.spaces[k as 'naples'].control !== 'independent').length,
    );
  });
});

describe('card 113 Imperial Coronation', () => {
  it('Charles V in Italy: the Hapsburgs and the playing power each draw a card', () => {
    const s = board();
    place(s, 'milan', 'hapsburg', { leaders: ['charles-v'] });
    s.deck.push(31, 32);
    playInImpulse(s, 'france', 113);
    expect(s.powers.hapsburg.hand).toHaveLength(1);
    expect(s.powers.france.hand).toHaveLength(1);
    expect(s.removed).toContain(113);
  });

  it('the Hapsburgs draw two when they play it; nothing when Charles is not in Italy', () => {
    const s = board();
    place(s, 'naples', 'hapsburg', { leaders: ['charles-v'] });
    s.deck.push(31, 32);
    EVENTS[113]!.play(s, 'hapsburg');
    expect(s.powers.hapsburg.hand).toHaveLength(2);
    const t = board();
    place(t, 'vienna', 'hapsburg', { leaders: ['charles-v'] });
    t.deck.push(31, 32);
    EVENTS[113]!.play(t, 'france');
    expect(t.powers.france.hand).toHaveLength(0);
    expect(t.powers.hapsburg.hand).toHaveLength(0);
  });
});

describe('cards 113 and 114: "Remove from deck if cards are awarded" (6.2)', () => {
  it('Imperial Coronation without Charles V in Italy goes to the discard pile and recurs', () => {
    const s = board();
    place(s, 'vienna', 'hapsburg', { leaders: ['charles-v'] });
    playInImpulse(s, 'france', 113);
    expect(s.removed).not.toContain(113);
    expect(s.discard).toContain(113);
  });

  it('La Forêt\'s Embassy: discarded without the alliance, removed once the cards are awarded', () => {
    const s = board();
    s.deck.push(31, 32);
    playInImpulse(s, 'england', 114);
    expect(s.removed).not.toContain(114);
    expect(s.discard).toContain(114);
    const t = board();
    t.deck.push(31, 32);
    t.diplomacy.alliances = ['france|ottoman'];
    playInImpulse(t, 'england', 114);
    expect(t.removed).toContain(114);
    expect(t.discard).not.toContain(114);
  });
});

describe('card 114 La Forêt\'s Embassy in Istanbul', () => {
  it('France and the Ottoman draw a card each only if allied', () => {
    const s = board();
    s.deck.push(31, 32);
    EVENTS[114]!.play(s, 'england');
    expect(s.powers.france.hand).toHaveLength(0);
    s.diplomacy.alliances = ['france|ottoman'];
    EVENTS[114]!.play(s, 'england');
    expect(s.powers.france.hand).toHaveLength(1);
    expect(s.powers.ottoman.hand).toHaveLength(1);
    expect(s.powers.england.hand).toHaveLength(0);
  });
});

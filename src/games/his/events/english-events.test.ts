import { describe, expect, it } from 'vitest';
import type { CardId } from '../data/cards.ts';
import { homeSpacesOf } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import { blankReligiousMap } from '../religion/testing.ts';
import { turnEffectActive } from '../religion/turn-effects.ts';
import { debateZones } from '../religion/debate.ts';
import type { HisState } from '../state.ts';
import { act, choices, loadDice, place } from '../testing/position.ts';
import { commonPrayerUnrestCount } from './english-reformation.ts';
import { EVENTS } from './registry.ts';
import { unitsInScotland } from './rough-wooing.ts';
import type { ThomasMoreFrame } from './thomas-more.ts';
import { moreDebateDice, thomasMoreProcedure } from './thomas-more.ts';

/** Play a card as an event from `power`'s hand (the pile it goes to as in play), and run its frames. */
function playEvent(s: HisState, card: CardId, power: MajorPower): void {
  s.deck = s.deck.filter((c) => c !== card);
  s.discard = s.discard.filter((c) => c !== card);
  s.discard.push(card);
  EVENTS[card]!.play(s, power);
  advance(s);
}

const ENGLISH_HOME = homeSpacesOf('england');

describe('card 11 Defender of the Faith', () => {
  it('3 Counter Reformation attempts in any zone; England, if it played it, then draws a card', () => {
    const s = blankReligiousMap();
    s.spaces.london.religion = 'protestant';
    const hand = s.powers.england.hand.length;
    playEvent(s, 11, 'england');
    const top = s.stack.at(-1)!;
    expect(top).toMatchObject({ proc: 'counterReformation', attempts: 3, zonesOnly: false });
    expect((top as { zones?: string[] }).zones).toHaveLength(5);
    expect(s.stack.map((f) => f.proc)).toEqual(['eventDraw', 'counterReformation']);
    expect(s.powers.england.hand.length).toBe(hand);
    const t = blankReligiousMap();
    t.spaces.london.religion = 'protestant';
    playEvent(t, 11, 'hapsburg');
    expect(t.stack.map((f) => f.proc)).toEqual(['counterReformation']);
  });
});

describe('card 61 Mary Defies Council', () => {
  it('3 Counter Reformation attempts with English as the target zone', () => {
    const s = blankReligiousMap();
    s.spaces.london.religion = 'protestant';
    playEvent(s, 61, 'france');
    expect(s.stack.at(-1)).toMatchObject({ proc: 'counterReformation', attempts: 3, zones: ['english'], zonesOnly: false });
  });
});

describe('card 63 Dissolution of the Monasteries', () => {
  it('England draws 2 cards, then the Protestant makes 3 attempts aimed at the English zone', () => {
    const s = blankReligiousMap();
    s.spaces.wittenberg.religion = 'protestant';
    s.spaces.london.religion = 'protestant';
    const hand = s.powers.england.hand.length;
    playEvent(s, 63, 'papacy');
    expect(s.powers.england.hand.length).toBe(hand + 2);
    expect(s.stack.at(-1)).toMatchObject({ proc: 'reformation', attempts: 3, zones: ['english'] });
  });
});

describe('card 64 Pilgrimage of Grace', () => {
  it('up to 5 unoccupied English home spaces go into unrest; the player may stop early', () => {
    const s = blankReligiousMap();
    place(s, 'london', 'england', { regular: 1 });
    playEvent(s, 64, 'france');
    const offered = choices(s, 'france').filter((a) => a.type === 'space').map((a) => a.space);
    expect(offered).not.toContain('london');
    expect(offered.length).toBe(ENGLISH_HOME.length - 1);
    for (const space of offered.slice(0, 5)) act(s, 'france', { type: 'space', space });
    expect(ENGLISH_HOME.filter((id) => s.spaces[id].unrest).length).toBe(5);
    expect(s.stack).toEqual([]);

    const t = blankReligiousMap();
    playEvent(t, 64, 'france');
    act(t, 'france', { type: 'space', space: 'york' });
    act(t, 'france', { type: 'done' });
    expect(ENGLISH_HOME.filter((id) => t.spaces[id].unrest)).toEqual(['york']);
  });
});

describe('card 62 Book of Common Prayer', () => {
  it('needs Cranmer uncommitted and commits him; 4 attempts on English home spaces only', () => {
    const s = blankReligiousMap();
    expect(EVENTS[62]!.canPlay(s, 'protestant')).toBe(false);
    s.religion.debaters.push('cranmer');
    expect(EVENTS[62]!.canPlay(s, 'protestant')).toBe(true);
    s.spaces.london.religion = 'protestant';
    playEvent(s, 62, 'protestant');
    expect(s.religion.committed).toContain('cranmer');
    expect(s.stack.map((f) => f.proc)).toEqual(['bookOfCommonPrayer', 'reformation']);
    expect(s.stack.at(-1)).toMatchObject({ attempts: 4, zones: ['english'], spaces: [...ENGLISH_HOME] });
  });

  it('the die after the attempts: 1-2 nothing, 3-4 one, 5 two, 6 every Catholic English home space (occupied too)', () => {
    expect([1, 2, 3, 4, 5, 6].map(commonPrayerUnrestCount)).toEqual([0, 0, 1, 1, 2, 'all']);
    const s = blankReligiousMap();
    s.spaces.london.religion = 'protestant';
    place(s, 'york', 'england', { regular: 2 });
    s.stack = [{ proc: 'bookOfCommonPrayer', power: 'protestant', step: 'roll', left: 0 }];
    loadDice(s, [6]);
    advance(s);
    expect(ENGLISH_HOME.filter((id) => s.spaces[id].unrest).length).toBe(ENGLISH_HOME.length - 1);
    expect(s.spaces.york.unrest).toBe(true);
    expect(s.spaces.london.unrest).toBe(false);

    const t = blankReligiousMap();
    t.stack = [{ proc: 'bookOfCommonPrayer', power: 'france', step: 'roll', left: 0 }];
    loadDice(t, [5]);
    advance(t);
    act(t, 'france', { type: 'space', space: 'york' });
    act(t, 'france', { type: 'space', space: 'london' });
    expect(ENGLISH_HOME.filter((id) => t.spaces[id].unrest).sort()).toEqual(['london', 'york']);
    expect(t.stack).toEqual([]);
  });
});

describe('card 112 Thomas More', () => {
  it('played by England: More executed (no English debates this turn), England draws then discards; removed', () => {
    const s = blankReligiousMap();
    s.religion.debaters.push('cranmer');
    expect(debateZones(s, 'papacy')).toContain('english');
    const hand = s.powers.england.hand.length;
    playEvent(s, 112, 'england');
    expect(turnEffectActive(s, 'thomasMore')).toBe(true);
    expect(debateZones(s, 'papacy')).not.toContain('english');
    expect(s.powers.england.hand.length).toBe(hand + 1);
    const discard = choices(s, 'england')[0]!;
    expect(discard.type).toBe('discard');
    act(s, 'england', discard);
    expect(s.powers.england.hand.length).toBe(hand);
    expect(s.removed).toContain(112);
    expect(s.discard).not.toContain(112);
  });

  it('played by another power: a Papal debate with 3 extra dice in England (1 elsewhere); kept before Anne Boleyn', () => {
    const s = blankReligiousMap();
    s.religion.debaters.push('cranmer');
    playEvent(s, 112, 'hapsburg');
    expect(choices(s, 'papacy')).toContainEqual({ type: 'debate', zone: 'english' });
    // The decision pushes the debate with the card's extra dice (then the debate runs on).
    const frame = s.stack.at(-1) as ThomasMoreFrame;
    thomasMoreProcedure.decide!(s, frame, 'papacy', { type: 'debate', zone: 'english' });
    expect(s.stack.at(-1)).toMatchObject({ proc: 'debate', zone: 'english', extraAttackDice: 3 });
    expect(moreDebateDice('german')).toBe(1);
    expect(s.discard).toContain(112);
    const t = blankReligiousMap();
    t.tracks.maritalStatus = 'anneBoleyn';
    playEvent(t, 112, 'hapsburg');
    expect(t.removed).toContain(112);
  });
});

describe('card 59 Lady Jane Grey', () => {
  it('only in a turn England\'s ruler changed; keep one of the two cards, give the other to the Papacy or the Protestant', () => {
    const s = blankReligiousMap();
    s.powers.england.hand = [3, 30];
    expect(EVENTS[59]!.canPlay(s, 'france')).toBe(false);
    s.england.rulerChangedTurn = s.turn;
    expect(EVENTS[59]!.canPlay(s, 'france')).toBe(true);
    s.powers.england.hand = [3];
    expect(EVENTS[59]!.canPlay(s, 'france')).toBe(false);
    s.powers.england.hand = [3, 30];
    const franceHand = [...s.powers.france.hand];
    const papal = s.powers.papacy.hand.length;
    playEvent(s, 59, 'france');
    // England's Home card is never taken.
    expect(s.powers.england.hand).toEqual([3]);
    const keep = choices(s, 'france');
    expect(keep.length).toBe(2);
    expect(keep[0]).toEqual({ type: 'keepCard', card: 30 });
    act(s, 'france', keep[0]!);
    expect(choices(s, 'france')).toEqual([{ type: 'giveCard', power: 'papacy' }, { type: 'giveCard', power: 'protestant' }]);
    act(s, 'france', { type: 'giveCard', power: 'papacy' });
    expect(s.powers.france.hand).toEqual([...franceHand, 30]);
    expect(s.powers.papacy.hand.length).toBe(papal + 1);
  });
});

describe('card 116 Rough Wooing', () => {
  function wooing(): HisState {
    const s = blankReligiousMap();
    s.tracks.pregnancyResults = ['sicklyEdward'];
    s.diplomacy.minorAllies.scotland = 'france';
    for (const id of homeSpacesOf('scotland')) s.spaces[id].control = 'france';
    return s;
  }

  it('needs a living Edward and a French Scotland', () => {
    const s = wooing();
    expect(EVENTS[116]!.canPlay(s, 'england')).toBe(true);
    s.powers.england.ruler = 'mary-i';
    expect(EVENTS[116]!.canPlay(s, 'england')).toBe(false);
    s.powers.england.ruler = 'edward-vi';
    expect(EVENTS[116]!.canPlay(s, 'england')).toBe(true);
    s.tracks.pregnancyResults = ['elizabeth'];
    expect(EVENTS[116]!.canPlay(s, 'england')).toBe(false);
  });

  it('England by 2 or more: Scotland becomes an English ally, its spaces English, French units displaced', () => {
    const s = wooing();
    place(s, 'edinburgh', 'england', { regular: 2 });
    place(s, 'stirling', 'france', { regular: 1 });
    expect(unitsInScotland(s, 'england')).toBe(2);
    expect(unitsInScotland(s, 'france')).toBe(1);
    loadDice(s, [2, 3]); // England 2 + 2 = 4, France 3 + 1 = 4: no lead
    playEvent(s, 116, 'england');
    expect(s.diplomacy.minorAllies.scotland).toBe('france');
    const t = wooing();
    place(t, 'edinburgh', 'england', { regular: 2 });
    place(t, 'stirling', 'france', { regular: 1 });
    loadDice(t, [4, 3]); // 6 against 4
    playEvent(t, 116, 'england');
    // 22.4: the French regular is displaced first to the nearest French fortified space (France
    // picks among the equally near ones; no capital option as in 12.5), then 22.2 activation.
    expect(choices(t, 'france')).toContainEqual({ type: 'space', space: 'rouen' });
    act(t, 'france', { type: 'space', space: 'rouen' });
    expect(t.spaces.rouen.units.france?.regular).toBe(1);
    expect(t.diplomacy.minorAllies.scotland).toBe('england');
    for (const id of homeSpacesOf('scotland')) expect(t.spaces[id].control).toBe('england');
    expect(t.spaces.edinburgh.units.england?.regular).toBe(2);
    expect(t.spaces.stirling.units.france).toBeUndefined();
  });
});

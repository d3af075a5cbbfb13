import { describe, expect, it } from 'vitest';
import { visibleLog } from '../../../engine/log.ts';
import type { CardId } from '../data/cards.ts';
import { CARDS } from '../data/cards.ts';
import { SPACES } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { isHomeCard, isMandatoryCard } from '../cards.ts';
import { hereIStand } from '../module.ts';
import type { HisState } from '../state.ts';
import { act, choices, loadDice, runProcedure, startingState } from '../testing/position.ts';
import { dietCards, dietOfWormsFrame } from './diet-of-worms.ts';

/** Turn 1 after the card draw, with the Diet of Worms about to begin. */
function diet(seed = 'diet'): HisState {
  const s = startingState('1517', seed);
  return runProcedure(s, dietOfWormsFrame());
}

/** Does this JSON value name `card` as a card (a `card`/`cards` field, or a card place)? */
function namesCard(value: unknown, card: number, key = ''): boolean {
  const cardish = /cards?$|^(hand|discard|removed|setAside|homeCardUsed|deck)$/i.test(key);
  if (typeof value === 'number') return cardish && value === card;
  if (Array.isArray(value)) return value.some((v) => namesCard(v, card, key));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => namesCard(v, card, cardish ? key : k));
  }
  return false;
}

function nonHomeCard(s: HisState, power: MajorPower): CardId {
  return s.powers[power].hand.find((c) => !isHomeCard(c) && !isMandatoryCard(c))!;
}

describe('18.1 Diet of Worms', () => {
  it('asks the Hapsburgs, the Papacy and the Protestant at once, for any card but a Mandatory Event', () => {
    const s = diet();
    const mandatory = s.deck.find((c) => isMandatoryCard(c))!;
    s.deck.splice(s.deck.indexOf(mandatory), 1);
    s.powers.papacy.hand.push(mandatory);
    // Each prompt names its rule (prompt-facts.ts).
    const asked = (player: string) => ({ player, key: 'his.prompt.dietOfWormsCommit', simultaneous: true, params: { cause: expect.objectContaining({ section: '18.1' }) } });
    expect(hereIStand.pending(s)).toEqual([asked('hapsburg'), asked('papacy'), asked('protestant')]);
    expect(dietCards(s, 'papacy')).not.toContain(mandatory);
    // Home cards are allowed (the one used in the opening Diet is on the power card).
    const homes = s.powers.papacy.hand.filter((c) => isHomeCard(c));
    expect(homes.length).toBeGreaterThan(0);
    expect(dietCards(s, 'papacy')).toEqual(expect.arrayContaining(homes));
    expect(choices(s, 'papacy').map((a) => a.card)).toEqual(dietCards(s, 'papacy'));
  });

  it('before the reveal no other power sees the committed card, in its view or its log', () => {
    const s = diet();
    const card = nonHomeCard(s, 'hapsburg');
    act(s, 'hapsburg', { type: 'commit', card });
    expect(s.powers.hapsburg.hand).not.toContain(card);
    for (const viewer of [...MAJOR_POWERS.filter((p) => p !== 'hapsburg'), null]) {
      const view = hereIStand.view(s, viewer);
      expect(namesCard(view, card), `view of ${viewer}`).toBe(false);
      expect(JSON.stringify(view)).not.toContain('committedCards');
      for (const entry of visibleLog(s.log, viewer)) expect(namesCard(entry.params, card), `${entry.key} seen by ${viewer}`).toBe(false);
    }
    // The owner knows what he committed; the others only that a card is down.
    expect(visibleLog(s.log, 'hapsburg').some((e) => namesCard(e.params, card))).toBe(true);
    expect(visibleLog(s.log, 'papacy').at(-1)).toMatchObject({ key: 'his.log.dietOfWormsCardDown', params: { power: 'hapsburg' } });
    // The other two still decide; the Hapsburgs are not asked again.
    expect(hereIStand.pending(s).map((p) => p.player)).toEqual(['papacy', 'protestant']);
    // After the reveal everyone sees it.
    act(s, 'papacy', { type: 'commit', card: nonHomeCard(s, 'papacy') ?? dietCards(s, 'papacy')[0]! });
    act(s, 'protestant', { type: 'commit', card: dietCards(s, 'protestant')[0]! });
    for (const viewer of [...MAJOR_POWERS, null]) {
      expect(visibleLog(s.log, viewer).some((e) => e.key === 'his.log.dietOfWormsReveal' && namesCard(e.params, card))).toBe(true);
    }
    expect(s.discard).toContain(card);
  });

  it('the Protestant rolls CP + 4 dice; a win flips the difference in the German zone, each next to a Protestant space', () => {
    const s = diet();
    const [pro, pap, hap] = [dietCards(s, 'protestant')[0]!, dietCards(s, 'papacy')[0]!, dietCards(s, 'hapsburg')[0]!];
    act(s, 'hapsburg', { type: 'commit', card: hap });
    act(s, 'papacy', { type: 'commit', card: pap });
    const proDice = CARDS[pro].cp + 4;
    loadDice(s, [6, 6, 6, ...Array<number>(proDice - 3).fill(1)]);
    loadDice(s, Array<number>(CARDS[pap].cp).fill(1));
    loadDice(s, [5, ...Array<number>(CARDS[hap].cp - 1).fill(1)]);
    act(s, 'protestant', { type: 'commit', card: pro });
    expect(s.log.filter((e) => e.key === 'his.log.dietOfWorms').at(-1)?.params).toEqual({ protestantHits: 3, catholicHits: 1, winner: 'protestant' });
    expect(s.stack.at(-1)).toMatchObject({ proc: 'religiousFlips', power: 'protestant', flips: 2 });
    const offered = choices(s, 'protestant').map((a) => a.space as keyof typeof SPACES);
    expect(offered.length).toBeGreaterThan(0);
    for (const id of offered) expect(SPACES[id].languageZone).toBe('german');
    act(s, 'protestant', { type: 'space', space: offered[0]! });
    act(s, 'protestant', choices(s, 'protestant')[0]!);
    expect(s.stack).toEqual([]);
    // Home cards go back onto the power card, the others to the discard pile.
    for (const [p, c] of [['protestant', pro], ['papacy', pap], ['hapsburg', hap]] as const) {
      expect(isHomeCard(c) ? s.powers[p].homeCardUsed : s.discard).toContain(c);
    }
  });

  it('a Catholic win lets the Papacy flip Protestant German spaces next to Catholic ones; a draw does nothing', () => {
    const s = diet('catholic');
    const pro = dietCards(s, 'protestant')[0]!;
    const pap = dietCards(s, 'papacy')[0]!;
    const hap = dietCards(s, 'hapsburg')[0]!;
    act(s, 'hapsburg', { type: 'commit', card: hap });
    act(s, 'papacy', { type: 'commit', card: pap });
    loadDice(s, Array<number>(CARDS[pro].cp + 4).fill(1));
    loadDice(s, Array<number>(CARDS[pap].cp).fill(6));
    loadDice(s, Array<number>(CARDS[hap].cp).fill(6));
    act(s, 'protestant', { type: 'commit', card: pro });
    const frame = s.stack.at(-1);
    expect(frame).toMatchObject({ proc: 'religiousFlips', power: 'papacy', flips: CARDS[pap].cp + CARDS[hap].cp });
    for (const a of choices(s, 'papacy')) expect(s.spaces[a.space as 'wittenberg'].religion).toBe('protestant');

    const t = diet('draw');
    act(t, 'hapsburg', { type: 'commit', card: dietCards(t, 'hapsburg')[0]! });
    act(t, 'papacy', { type: 'commit', card: dietCards(t, 'papacy')[0]! });
    loadDice(t, Array<number>(20).fill(1));
    act(t, 'protestant', { type: 'commit', card: dietCards(t, 'protestant')[0]! });
    expect(t.log.filter((e) => e.key === 'his.log.dietOfWorms').at(-1)?.params).toMatchObject({ winner: null });
    expect(t.stack).toEqual([]);
  });

  it('is part of turn 1 of a 1517 game: setup reaches it after the 95 Theses and the card draw', () => {
    let s = hereIStand.setup({ scenario: '1517' }, 'turn-one');
    for (let i = 0; i < 50 && s.phase !== 'dietOfWorms'; i++) {
      const p = hereIStand.pending(s)[0]!;
      s = hereIStand.apply(s, p.player, hereIStand.legalActions(s, p.player)[0]!);
    }
    expect(s.phase).toBe('dietOfWorms');
    expect(hereIStand.pending(s).map((p) => p.player)).toEqual(['hapsburg', 'papacy', 'protestant']);
  });
});

// The two-player faces of the six modified Main Deck cards (cards.json `twoPlayerSummary`:
// Papal Bull, Schmalkaldic League, Dissolution of the Monasteries, Charles Bourbon, City-State
// Rebels, Sack of Rome), each against the six-player face where it differs.
import { describe, expect, it } from 'vitest';
import type { CardId } from '../data/cards.ts';
import { SPACES } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import type { HisAction } from '../flow/frames.ts';
import { hereIStand } from '../module.ts';
import { atWar } from '../queries.ts';
import type { HisState } from '../state.ts';
import { clearMap, loadDice, place, setSpending, startingState } from '../testing/position.ts';
import { rebelTargets } from '../events/city-state-rebels.ts';
import { mayAssault } from '../land/assault.ts';
import { twoPlayerLeague } from './league.ts';
import { answer, legal, twoPlayerDiplomacy } from './testing.ts';

/** `power` takes an impulse holding only `cards` (the other hands emptied: no window opens). */
function impulse(s: HisState, power: MajorPower, cards: number[]): HisState {
  for (const p of Object.values(s.powers)) p.hand = [];
  s.powers[power].hand = cards as CardId[];
  s.phase = 'actionPhase';
  s.stack = [{ proc: 'actionPhase', next: power === 'papacy' ? 1 : 0, consecutivePasses: 0, calling: 'impulse' }, { proc: 'impulse', power }];
  advance(s);
  return s;
}

function event(s: HisState, power: MajorPower, card: number): HisState {
  return hereIStand.apply(s, power, { type: 'play', card, as: 'event' });
}

function spacesOffered(s: HisState, power: MajorPower): string[] {
  return hereIStand.legalActions(s, power).map((a: HisAction) => a.space as string);
}

describe('Papal Bull (5), two-player face', () => {
  it('at the start of the Diplomacy Phase it excommunicates an enemy ruler, ends the war, and gives a Papal home space back or a card', () => {
    let s = twoPlayerDiplomacy('bull');
    s.diplomacy.wars = ['france|papacy'];
    s.spaces.ravenna.control = 'france';
    s.powers.papacy.hand = [5 as CardId];
    s.stack = [{ proc: 'twoPlayerDiplomacy', step: 'peace' }];
    expect(legal(s, 'papacy')).toEqual([{ type: 'sue', enemy: 'france' }, { type: 'papalBull', enemy: 'france' }, { type: 'skip' }]);
    s = answer(s, 'papacy', { type: 'papalBull', enemy: 'france' });
    expect(atWar(s, 'france', 'papacy')).toBe(false);
    expect(s.religion.excommunicated).toContain('francis-i');
    // Used as the Home card of the turn; no unrest is placed.
    expect(s.powers.papacy.homeCardUsed).toContain(5);
    expect(Object.values(s.spaces).some((x) => x.unrest)).toBe(false);
    expect(legal(s, 'papacy')).toEqual([{ type: 'recover', space: 'ravenna' }, { type: 'draw' }]);
    s = answer(s, 'papacy', { type: 'recover', space: 'ravenna' });
    expect(s.spaces.ravenna.control).toBe('papacy');
  });

  it('cannot apply: not without the card, nor against a ruler excommunicated before; in the Action Phase only the reformer half', () => {
    const s = twoPlayerDiplomacy('bull2');
    s.diplomacy.wars = ['france|papacy'];
    s.stack = [{ proc: 'twoPlayerDiplomacy', step: 'peace' }];
    s.powers.papacy.hand = [];
    expect(legal(s, 'papacy')).not.toContainEqual({ type: 'papalBull', enemy: 'france' });
    s.powers.papacy.hand = [5 as CardId];
    s.religion.excommunicated.push('francis-i');
    expect(legal(s, 'papacy')).not.toContainEqual({ type: 'papalBull', enemy: 'france' });
    // The Action Phase face: Luther may be excommunicated, the French ruler (at war) never.
    s.religion.excommunicated = [];
    let t = event(impulse(s, 'papacy', [5]), 'papacy', 5);
    const offered = legal(t, 'papacy');
    expect(offered).toContainEqual({ type: 'excommunicateReformer', reformer: 'luther' });
    expect(offered.some((a) => a.type === 'excommunicateRuler')).toBe(false);
    // The six-player face offers the ruler.
    const six = startingState('1517', 'bull6');
    six.diplomacy.wars = ['france|papacy'];
    t = event(impulse(six, 'papacy', [5]), 'papacy', 5);
    expect(legal(t, 'papacy')).toContainEqual({ type: 'excommunicateRuler', power: 'france' });
  });
});

describe('Schmalkaldic League (13), two-player face', () => {
  it('the Hapsburgs become the Papacy’s ally, the Papacy may act for them, and a Hapsburg Rome stays Hapsburg for good', () => {
    const s = twoPlayerDiplomacy('league');
    s.diplomacy.wars = ['hapsburg|papacy'];
    s.spaces.rome.control = 'hapsburg';
    s.eventsResolved.push(13);
    s.diplomacy.wars.push('hapsburg|protestant', 'papacy|protestant');
    twoPlayerLeague(s);
    expect(atWar(s, 'hapsburg', 'papacy')).toBe(false);
    expect(s.diplomacy.alliances).toContain('hapsburg|papacy');
    expect(s.twoPlayer!.fixedControl).toEqual(['rome']);
    // A Papal impulse with 3 CP: CP on the Hapsburgs' behalf.
    s.phase = 'actionPhase';
    setSpending(s, 'papacy', 3, [{ proc: 'actionPhase', next: 1, consecutivePasses: 0 }]);
    expect(legal(s, 'papacy')).toContainEqual({ type: 'actFor', target: 'hapsburg' });
    // Rome's control never changes now: no assault, no rebels there.
    place(s, 'rome', 'hapsburg', { regular: 1 });
    place(s, 'rome', 'protestant', { regular: 4 });
    s.spaces.rome.siege = { besieger: 'protestant', since: 1 };
    s.impulse = 5;
    expect(mayAssault(s, 'protestant', 'rome', { forced: true })).toBe(false);
    expect(rebelTargets(s, 'papacy')).not.toContain('rome');
    // The same siege of a Rome whose control was not fixed may be assaulted.
    s.twoPlayer!.fixedControl = [];
    expect(mayAssault(s, 'protestant', 'rome', { forced: true })).toBe(true);
  });
});

describe('Dissolution of the Monasteries (63), two-player face', () => {
  it('England draws nothing; a random Papal card (never the Home card) is discarded; the three English attempts follow', () => {
    const s = twoPlayerDiplomacy('dissolution');
    s.powers.papacy.hand = [5, 65] as CardId[];
    const t = impulse(s, 'protestant', [63]);
    t.powers.papacy.hand = [5, 65] as CardId[];
    const after = event(t, 'protestant', 63);
    expect(after.powers.papacy.hand).toEqual([5]);
    expect(after.discard).toContain(65);
    expect(after.powers.england.hand).toEqual([]);
    expect(after.log.some((e) => e.key === 'his.log.twoPlayerDiscard' && e.params.card === 65)).toBe(true);
    // Cannot apply (the discard half): a hand of only the Home card keeps it.
    const u = impulse(twoPlayerDiplomacy('dissolution2'), 'protestant', [63]);
    u.powers.papacy.hand = [5] as CardId[];
    expect(event(u, 'protestant', 63).powers.papacy.hand).toEqual([5]);
  });
});

describe('Charles Bourbon (70), two-player face', () => {
  it('only a space of the German or Italian zone the player controls (no Lyon option); six players may use any', () => {
    const s = twoPlayerDiplomacy('bourbon');
    s.spaces.grenoble.control = 'papacy';
    const t = event(impulse(s, 'papacy', [70]), 'papacy', 70);
    const offered = spacesOffered(t, 'papacy');
    expect(offered).toContain('rome');
    expect(offered).not.toContain('grenoble');
    for (const id of offered) expect(['german', 'italian']).toContain(SPACES[id as 'rome'].languageZone);
    const six = clearMap(startingState('1517', 'bourbon6'));
    six.spaces.grenoble.control = 'papacy';
    expect(spacesOffered(event(impulse(six, 'papacy', [70]), 'papacy', 70), 'papacy')).toContain('grenoble');
  });
});

describe('City-State Rebels (71), two-player face', () => {
  it('after the League also a Hapsburg electorate, which goes back to the Protestant with a regular; never Tunis (its control cannot change)', () => {
    const s = twoPlayerDiplomacy('rebels');
    s.spaces.mainz.control = 'hapsburg';
    place(s, 'mainz', 'hapsburg', { regular: 1 });
    let t = event(impulse(structuredClone(s), 'papacy', [71]), 'papacy', 71);
    // Before the League: no electorate, and Tunis (Hapsburg-held independent key) is never a target.
    expect(spacesOffered(t, 'papacy')).not.toContain('mainz');
    expect(spacesOffered(t, 'papacy')).not.toContain('tunis');
    s.eventsResolved.push(13);
    t = event(impulse(s, 'papacy', [71]), 'papacy', 71);
    expect(spacesOffered(t, 'papacy')).toContain('mainz');
    loadDice(t, [6, 1, 1, 1, 1]);
    t = hereIStand.apply(t, 'papacy', { type: 'space', space: 'mainz' });
    expect(t.spaces.mainz.control).toBe('protestant');
    expect(t.spaces.mainz.units.protestant).toMatchObject({ regular: 1 });
  });
});

describe('Sack of Rome (95), two-player face', () => {
  it('French mercenaries take the two Papal cards and discard both (the six-player face keeps one)', () => {
    const s = twoPlayerDiplomacy('sack');
    clearMap(s);
    place(s, 'florence', 'france', { mercenary: 5 });
    place(s, 'rome', 'papacy', { regular: 1 });
    const t = impulse(s, 'protestant', [95]);
    t.powers.papacy.hand = [61, 65] as CardId[];
    // The sackers hit with every die, the Papal defender misses.
    loadDice(t, [6, 6, 6, 6, 6, 1, 1]);
    const after = event(t, 'protestant', 95);
    expect(after.powers.papacy.hand).toEqual([]);
    expect(after.powers.france.hand).toEqual([]);
    expect(after.discard).toEqual(expect.arrayContaining([61, 65]));
    expect(hereIStand.pending(after).some((p) => p.key === 'his.prompt.sackOfRomeDiscard')).toBe(false);
  });
});

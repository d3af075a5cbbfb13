// The two-player variant through the public contract: options, setup, sequence of play,
// Diplomacy Phase, who decides for the directed powers, victory, and a game to its result.
import { describe, expect, it } from 'vitest';
import { negotiatingRandomBot } from '../../../bots/negotiation.ts';
import { playGame } from '../../../sim/play.ts';
import { CARDS, DIPLOMACY_CARD_IDS } from '../data/cards.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import { checkInvariants } from '../invariants.ts';
import { hereIStand } from '../module.ts';
import { dominationVictor } from '../phases/victory-determination.ts';
import { playerGroups } from '../players.ts';
import { atWar } from '../queries.ts';
import type { HisState } from '../state.ts';
import { DIPLOMACY_AFTER_LEAGUE, TWO_PLAYER_REMOVED } from './data.ts';
import { twoPlayerCardDraw, twoPlayerEntry } from './schedule.ts';
import { twoPlayerMayEnter } from './zones.ts';
import { moveDestinations } from '../land/movement.ts';
import { mayRemoveUnrest } from '../land/unrest.ts';
import { deploymentSpace } from '../phases/spring-deployment.ts';
import { addReplacements } from '../phases/winter/replacements.ts';
import { answer, asked, legal, playDiplomacy, twoPlayerDiplomacy } from './testing.ts';
import { setSpending, stackWithBudgets } from '../testing/position.ts';

const OPTIONS = { scenario: '1517', variant: 'two-player' } as const;

function phaseLog(s: HisState): string[] {
  return s.log.filter((e) => e.key === 'his.log.phase').map((e) => `${String(e.params.turn)}:${String(e.params.phase)}`);
}

describe('two-player options and setup', () => {
  it('players: 2 (or variant "two-player") sets up the variant; only 1517; bad values are refused', () => {
    const s = hereIStand.setup({ scenario: '1517', players: 2 } as never, 'a');
    expect(s.options).toEqual(OPTIONS);
    expect(playerGroups(s.options)).toEqual([['papacy'], ['protestant']]);
    expect(() => hereIStand.setup({ scenario: '1532', players: 2 } as never, 'a')).toThrow(/1517/);
    expect(() => hereIStand.setup({ scenario: '1517', variant: 'three' } as never, 'a')).toThrow(/variant/);
  });

  it('the board, removed cards and Diplomatic Deck of the variant; six-power games are unchanged', () => {
    const s = hereIStand.setup(OPTIONS, 'b');
    expect(s.spaces.vienna.units.hapsburg).toMatchObject({ regular: 4 });
    expect(s.spaces.paris.units.france).toMatchObject({ regular: 1, leaders: [] });
    expect(s.spaces.buda.control).toBe('ottoman');
    expect(s.spaces.prague.control).toBe('hapsburg');
    expect(s.diplomacy.wars).toEqual([]);
    expect(s.diplomacy.minorAllies.hungary).toBe('hapsburg');
    for (const id of TWO_PLAYER_REMOVED) expect(s.removed).toContain(id);
    for (const id of [1, 2, 3, 4]) expect(s.removed).toContain(id);
    expect(s.deck.every((c) => CARDS[c].twoPlayer !== 'removed')).toBe(true);
    const t = s.twoPlayer!;
    expect([...t.deck, ...t.hands.papacy, ...t.hands.protestant].sort((a, b) => a - b)).toEqual(DIPLOMACY_CARD_IDS.filter((c) => !DIPLOMACY_AFTER_LEAGUE.includes(c)));
    const six = hereIStand.setup({ scenario: '1517' }, 'b');
    expect(six.twoPlayer).toBeUndefined();
    expect(six.options).toEqual({ scenario: '1517' });
  });

  it('turn 1: Luther, a deal for the two players only, each draws a diplomacy card (none played), the Diet with the deck’s top card for the Hapsburgs', () => {
    let s = hereIStand.setup(OPTIONS, 'c');
    while (s.phase === 'luther95' || s.phase === 'dietOfWorms' || s.phase === 'diplomacy') {
      const p = hereIStand.pending(s)[0]!;
      // Only the two players are ever asked.
      expect(['papacy', 'protestant']).toContain(p.player);
      s = hereIStand.apply(s, p.player, hereIStand.legalActions(s, p.player)[0]!);
    }
    for (const p of ['ottoman', 'hapsburg', 'england', 'france'] as const) expect(s.powers[p].hand).toEqual([]);
    expect(s.twoPlayer!.hands.papacy.length + s.twoPlayer!.eventsPlayed.length).toBe(1);
    expect(s.twoPlayer!.eventsPlayed).toEqual([]);
    const reveal = s.log.find((e) => e.key === 'his.log.dietOfWormsReveal')!;
    expect((reveal.params.cards as Record<string, number | null>).hapsburg).not.toBeNull();
    expect(phaseLog(s).slice(0, 4)).toEqual(['1:luther95', '1:cardDraw', '1:diplomacy', '1:dietOfWorms']);
  });
});

describe('two-player Diplomacy Phase', () => {
  it('from turn 2 the Papacy plays a diplomacy card, then the Protestant; the card goes to the diplomatic discards', () => {
    let s = twoPlayerDiplomacy();
    s.twoPlayer!.hands = { papacy: [208], protestant: [203] };
    s.stack = [{ proc: 'twoPlayerDiplomacy', step: 'papacy' }];
    s = answer(s, 'papacy', { type: 'playDiplomacy', card: 208 });
    expect(s.twoPlayer!.discard).toEqual([208]);
    expect(asked(s)).toEqual(['protestant:his.prompt.twoPlayerDiplomacyCard']);
    // Bad input: a card he does not hold is refused, and nothing changes.
    expect(() => answer(s, 'protestant', { type: 'playDiplomacy', card: 208 })).toThrow();
  });

  it('the later cards join, with the discards, in the turn after the Schmalkaldic League', () => {
    const s = twoPlayerDiplomacy();
    s.twoPlayer!.leagueTurn = 1;
    s.twoPlayer!.discard = [208];
    s.twoPlayer!.deck = s.twoPlayer!.deck.filter((c) => c !== 208);
    s.stack = [{ proc: 'twoPlayerDiplomacy', step: 'draw' }];
    advance(s);
    expect(asked(s)).toEqual(['papacy:his.prompt.twoPlayerDiplomacyCard']);
    const all = [...s.twoPlayer!.deck, ...s.twoPlayer!.hands.papacy, ...s.twoPlayer!.hands.protestant, ...s.twoPlayer!.discard];
    for (const c of [...DIPLOMACY_AFTER_LEAGUE, 208]) expect(all).toContain(c);
    expect(s.twoPlayer!.laterCardsAdded).toBe(true);
  });

  it('the Papacy may sue France for peace at the start of the phase; the Protestant gains the War Winner VP', () => {
    let s = twoPlayerDiplomacy();
    s = playDiplomacy(s, 'papacy', 206);
    s = answer(s, 'protestant', { type: 'space', space: 'paris' });
    s = answer(s, 'protestant', legal(s, 'protestant')[0]!);
    s.stack = [{ proc: 'twoPlayerDiplomacy', step: 'peace' }];
    expect(legal(s, 'papacy')).toEqual([{ type: 'sue', enemy: 'france' }, { type: 'skip' }]);
    const vp = s.powers.protestant.bonusVp;
    s = answer(s, 'papacy', { type: 'sue', enemy: 'france' });
    expect(s.powers.protestant.bonusVp).toBe(vp + 1);
  });
});

describe('directed powers', () => {
  it('a power at war with the Papacy is directed by the Protestant, who may spend CP on its behalf', () => {
    let s = playDiplomacy(twoPlayerDiplomacy(), 'papacy', 206);
    s = answer(s, 'protestant', { type: 'space', space: 'lyon' });
    s = answer(s, 'protestant', legal(s, 'protestant')[0]!);
    expect(atWar(s, 'france', 'papacy')).toBe(true);
    // A Protestant impulse with 3 CP (after the League, so he may act at all).
    s.eventsResolved.push(13);
    s.phase = 'actionPhase';
    setSpending(s, 'protestant', 3, [{ proc: 'actionPhase', next: 1, consecutivePasses: 0 }]);
    expect(legal(s, 'protestant')).toContainEqual({ type: 'actFor', target: 'france' });
    // Never for a power the Papacy is not at war with.
    expect(legal(s, 'protestant')).not.toContainEqual({ type: 'actFor', target: 'ottoman' });
    s = answer(s, 'protestant', { type: 'actFor', target: 'france' });
    const offered = legal(s, 'protestant').map((a) => a.action ?? a.type);
    expect(offered).toContain('move');
    // Builds are never made for another power.
    expect(offered.some((a) => String(a).startsWith('build'))).toBe(false);
    expect(hereIStand.pending(s)[0]).toMatchObject({ player: 'protestant', params: { for: 'france' } });
    expect(legal(s, 'papacy')).toEqual([]);
    // France's budget is called over the Protestant's (emptied); the CP France leaves come back.
    expect(s.cpBudgets).toEqual([{ power: 'protestant', cp: 0 }, { power: 'france', cp: 3, onBehalf: true }]);
    s = answer(s, 'protestant', { type: 'done' });
    expect(stackWithBudgets(s).at(-1)).toEqual({ proc: 'spendCp', power: 'protestant', cp: 3 });
    expect(legal(s, 'protestant')).toContainEqual({ type: 'endImpulse' });
  });
});

describe('two-player schedule and winter', () => {
  it('England on the printed schedule: Anne Boleyn on turn 4, the Reformation cards on turn 5, Edward VI on turn 6, Mary I once Edward rules', () => {
    const s = hereIStand.setup(OPTIONS, 'e');
    s.turn = 4;
    twoPlayerCardDraw(s);
    expect(s.tracks.maritalStatus).toBe('anneBoleyn');
    expect(twoPlayerEntry(s, 62)).toBe(false);
    s.turn = 5;
    expect(([62, 63, 64] as const).map((c) => twoPlayerEntry(s, c))).toEqual([true, true, true]);
    expect(twoPlayerEntry(s, 19)).toBe(false);
    s.turn = 6;
    expect(twoPlayerEntry(s, 19)).toBe(true);
    expect(twoPlayerEntry(s, 21)).toBe(false);
    s.powers.england.ruler = 'edward-vi';
    expect(twoPlayerEntry(s, 21)).toBe(true);
    // Six-power games keep their own rule.
    expect(twoPlayerEntry(hereIStand.setup({ scenario: '1517' }, 'e'), 62)).toBeUndefined();
  });

  it('Winter: only Rome gets a regular; Spring Deployment asks the Papacy alone', () => {
    const s = hereIStand.setup(OPTIONS, 'w');
    const before = { rome: s.spaces.rome.units.papacy!.regular, paris: s.spaces.paris.units.france!.regular, london: s.spaces.london.units.england!.regular };
    addReplacements(s);
    expect(s.spaces.rome.units.papacy!.regular).toBe(before.rome + 1);
    expect(s.spaces.paris.units.france!.regular).toBe(before.paris);
    expect(s.spaces.london.units.england!.regular).toBe(before.london);
    let t = hereIStand.setup(OPTIONS, 'sd');
    while (t.phase !== 'springDeployment' && t.phase !== 'actionPhase') {
      const p = hereIStand.pending(t)[0]!;
      t = hereIStand.apply(t, p.player, hereIStand.legalActions(t, p.player)[0]!);
    }
    const asks = new Set<string>();
    while (t.phase === 'springDeployment') {
      const p = hereIStand.pending(t)[0]!;
      asks.add(`${p.player}:${p.key}`);
      t = hereIStand.apply(t, p.player, hereIStand.legalActions(t, p.player)[0]!);
    }
    // Anyone may play Venetian Informant at its start (a card, not a deployment); only the Papacy deploys.
    expect([...asks].filter((p) => !p.startsWith('papacy:') && p !== 'protestant:his.prompt.springCard')).toEqual([]);
    expect(t.log.filter((e) => e.key === 'his.log.springDeployment').map((e) => e.params.power).filter((p) => p !== 'papacy')).toEqual([]);
  });
});

describe('two-player zones and unrest', () => {
  it('Papal units move and deploy only in the German and Italian zones; directed powers also into their own and independent spaces', () => {
    const s = hereIStand.setup(OPTIONS, 'z');
    s.spaces.milan.control = 'papacy';
    s.spaces.turin.control = 'papacy';
    // Turin (Italian) borders Grenoble (French): never for the Papacy.
    expect(moveDestinations(s, 'papacy', 'turin', false, 4)).not.toContain('grenoble');
    expect(deploymentSpace(s, 'papacy', 'grenoble')).toBe(false);
    expect(deploymentSpace(s, 'papacy', 'turin')).toBe(true);
    expect(twoPlayerMayEnter(s, 'france', 'grenoble')).toBe(true);
    expect(twoPlayerMayEnter(s, 'france', 'barcelona')).toBe(false);
    expect(twoPlayerMayEnter(s, 'france', 'milan')).toBe(true);
    // Six-power games are not limited.
    expect(twoPlayerMayEnter(hereIStand.setup({ scenario: '1517' }, 'z'), 'papacy', 'grenoble')).toBe(true);
  });

  it('each side removes unrest from any space of its religion, with no unit near', () => {
    const s = hereIStand.setup(OPTIONS, 'u');
    s.spaces.naples.unrest = true;
    s.spaces.wittenberg.unrest = true;
    s.spaces.wittenberg.religion = 'protestant';
    expect(mayRemoveUnrest(s, 'papacy', 'naples')).toBe(true);
    expect(mayRemoveUnrest(s, 'protestant', 'wittenberg')).toBe(true);
    expect(mayRemoveUnrest(s, 'protestant', 'naples')).toBe(false);
  });
});

describe('two-player invariant', () => {
  it('every diplomacy card in one place, out of all only while waiting or gone (the check can fail)', () => {
    const s = hereIStand.setup(OPTIONS, 'inv');
    expect(checkInvariants(s)).toEqual([]);
    const t = s.twoPlayer!;
    t.discard.push(t.deck[0]!);
    t.deck.pop();
    const problems = checkInvariants(s).filter((p) => p.startsWith('diplomacyCards'));
    expect(problems.length).toBe(2);
    expect(problems.join(' ')).toMatch(/is in diplomatic deck, diplomatic discards/);
    expect(problems.join(' ')).toMatch(/in no place/);
  });
});

describe('two-player victory', () => {
  it('domination from turn 4 with a lead of 8 (not 5) and under 25 VP; the other powers never win', () => {
    const s = hereIStand.setup(OPTIONS, 'v');
    s.turn = 4;
    const vp = Object.fromEntries(MAJOR_POWERS.map((p) => [p, 0])) as Record<(typeof MAJOR_POWERS)[number], number>;
    vp.papacy = 14;
    vp.protestant = 7;
    vp.france = 24;
    expect(dominationVictor(s, vp)).toBeNull();
    vp.papacy = 15;
    expect(dominationVictor(s, vp)).toBe('papacy');
  });

  it('random bots play a two-player game to a result, invariants holding, Papacy or Protestant winning', () => {
    const bots = Object.fromEntries(MAJOR_POWERS.map((p) => [p, negotiatingRandomBot(`tp-game/${p}`)]));
    const g = playGame(hereIStand, OPTIONS, 'tp-game', bots, { checkInvariants: (st) => checkInvariants(st) });
    expect(g.failure).toBeNull();
    expect(g.result).not.toBeNull();
    expect(['papacy', 'protestant']).toContain(g.result!.winner);
    expect(g.state.result!.winningPlayer).toBe(g.result!.winner);
    expect(new Set(g.record.actions.map((a) => a.player))).toEqual(new Set(['papacy', 'protestant']));
  }, 120_000);
});

// The two-player variant's rules beyond the cards: Winter for the unplayed powers, political
// control limited to the German and Italian zones (with Metz and Liege), zone limits on
// interception, retreat and avoid battle, the English schedule (Edward VI and Mary I due, Mary
// I's Papal roll), and combat cards played for a directed power.
import { describe, expect, it } from 'vitest';
import type { CardId } from '../data/cards.ts';
import { CARDS } from '../data/cards.ts';
import { controlTargets } from '../actions/control-unfortified.ts';
import { advance } from '../flow/kernel.ts';
import { checkInvariants } from '../invariants.ts';
import { avoidDestinations } from '../land/avoid-battle.ts';
import { interceptSpaces } from '../land/interception.ts';
import { retreatSpaces } from '../land/retreat.ts';
import { hereIStand } from '../module.ts';
import { overdueEvents } from '../phases/winter/mandatory.ts';
import type { HisState } from '../state.ts';
import { clearMap, loadDice, place, startingState } from '../testing/position.ts';
import { answer, legal, playDiplomacy, twoPlayerDiplomacy } from './testing.ts';
import { controlMayChange } from './zones.ts';

function winter(s: HisState): HisState {
  s.phase = 'winter';
  s.turn = 3;
  s.stack = [{ proc: 'winter' }];
  advance(s);
  return s;
}

describe('two-player Winter', () => {
  it('the unplayed powers’ leaders leave the map, and an invasion brings them back', () => {
    const s = twoPlayerDiplomacy('wl');
    place(s, 'milan', 'france', { leaders: ['montmorency'] });
    place(s, 'vienna', 'hapsburg', { leaders: ['ferdinand'] });
    const before = structuredClone(s);
    winter(s);
    expect(s.spaces.milan.units.france!.leaders).toEqual([]);
    expect(s.spaces.vienna.units.hapsburg!.leaders).toEqual([]);
    expect(s.twoPlayer!.leadersOffMap).toEqual(['ferdinand', 'montmorency']);
    // Andrea Doria (Genoa, a minor) stays; the pieces invariant knows where the leaders are.
    expect(s.spaces.genoa.units.genoa!.leaders).toEqual(['andrea-doria']);
    expect(checkInvariants(s, { previous: before })).toEqual([]);
    // French Constable Invades (202) brings Montmorency back.
    s.phase = 'diplomacy';
    s.stack = [];
    let t = playDiplomacy(s, 'papacy', 202);
    t = answer(t, 'protestant', { type: 'space', space: 'milan' });
    expect(t.twoPlayer!.leadersOffMap).toEqual(['ferdinand']);
    expect(t.spaces.milan.units.france!.leaders).toContain('montmorency');
  });

  it('units that would have to go back to a capital are eliminated; six players send them home', () => {
    const s = twoPlayerDiplomacy('wc');
    // Milan (French, fortified) holds 6 French regulars: 2 too many (19.3 step 1).
    place(s, 'milan', 'france', { regular: 4 });
    expect(s.spaces.milan.units.france!.regular).toBe(6);
    winter(s);
    expect(s.spaces.milan.units.france!.regular).toBe(4);
    expect(s.spaces.paris.units.france!.regular).toBe(1);
    expect(s.log.some((e) => e.key === 'his.log.winterEliminated' && e.params.power === 'france')).toBe(true);
    const six = clearMap(startingState('1517', 'wc6'));
    place(six, 'milan', 'france', { regular: 6 });
    six.spaces.milan.control = 'france';
    winter(six);
    const asked = hereIStand.pending(six);
    // France chooses its capital for the extra units (a prompt, not an elimination).
    expect(six.log.some((e) => e.key === 'his.log.winterEliminated')).toBe(false);
    expect(asked.length + (six.spaces.paris.units.france?.regular ?? 0)).toBeGreaterThan(0);
  });
});

describe('two-player political control', () => {
  it('only the German and Italian zones, Metz and Liege change hands: no control elsewhere', () => {
    const s = twoPlayerDiplomacy('pc');
    s.diplomacy.wars = ['france|papacy', 'hapsburg|papacy'];
    // French units next to two independent-free spaces: Pavia (Italian) could be taken, Nice (French zone, Papal for the test) not.
    s.spaces.nice.control = 'papacy';
    place(s, 'nice', 'france', { regular: 1 });
    s.spaces.pavia.control = 'papacy';
    place(s, 'pavia', 'france', { regular: 1 });
    const targets = controlTargets(s, 'france');
    expect(targets).toContain('pavia');
    expect(targets).not.toContain('nice');
    // Six players: Nice may be taken too.
    const six = structuredClone(s);
    six.options = { scenario: '1517' };
    delete six.twoPlayer;
    expect(controlTargets(six, 'france')).toContain('nice');
    // Metz and Liege (French zone) may change hands; Tunis and the Hungarian spaces may not.
    expect(['metz', 'liege', 'nice', 'tunis', 'buda', 'mainz', 'florence'].map((id) => controlMayChange(s, id as 'metz'))).toEqual([true, true, false, false, false, true, true]);
  });
});

describe('two-player zone limits on interception, retreat and avoid battle', () => {
  it('Papal units never retreat, avoid battle or intercept out of the German and Italian zones; directed powers into their own spaces too', () => {
    const s = twoPlayerDiplomacy('zl');
    s.diplomacy.wars = ['france|papacy'];
    s.spaces.turin.control = 'papacy';
    // Turin (Italian) borders Grenoble (French zone), here Papal.
    s.spaces.grenoble.control = 'papacy';
    expect(retreatSpaces(s, 'papacy', 'turin')).not.toContain('grenoble');
    const six = structuredClone(s);
    six.options = { scenario: '1517' };
    delete six.twoPlayer;
    expect(retreatSpaces(six, 'papacy', 'turin')).toContain('grenoble');
    // Avoid battle: the same limit.
    const f = { proc: 'avoidBattle', active: 'france', space: 'turin', vacated: 'asti', moverCavalry: false, queue: ['papacy'], step: 'offer', to: null, pick: null } as never;
    expect(avoidDestinations(s, f, 'papacy')).not.toContain('grenoble');
    expect(avoidDestinations(six, f, 'papacy')).toContain('grenoble');
    // Interception: Papal units in Trieste (Italian) may not intercept into Agram (outside the zones, Papal for the test).
    for (const x of [s, six]) {
      place(x, 'trieste', 'papacy', { regular: 2 });
      x.spaces.agram.control = 'papacy';
    }
    const i = { proc: 'interception', active: 'france', from: 'zara', space: 'agram', occupants: [], besieged: false, queue: ['papacy'], used: [], step: 'space', origin: null, pick: null } as never;
    expect(interceptSpaces(s, i, 'papacy')).toEqual([]);
    expect(interceptSpaces(six, i, 'papacy')).toEqual(['trieste']);
    // A directed France may retreat into its own Grenoble.
    s.spaces.grenoble.control = 'france';
    place(s, 'turin', 'france', { regular: 1 });
    expect(retreatSpaces(s, 'france', 'turin')).toContain('grenoble');
  });
});

describe('two-player English succession', () => {
  it('Edward VI is due in the Winter of turn 7 and Mary I in that of turn 8 (never in six-player games)', () => {
    const s = twoPlayerDiplomacy('eng');
    s.eventsResolved.push(10, 13, 14, 15, 12, 9, 11);
    s.turn = 6;
    expect(overdueEvents(s)).not.toContain(19);
    s.turn = 7;
    expect(overdueEvents(s)).toContain(19);
    expect(overdueEvents(s)).not.toContain(21);
    s.turn = 8;
    expect(overdueEvents(s)).toContain(21);
    const six = startingState('1517', 'eng6');
    six.turn = 8;
    expect(overdueEvents(six)).not.toContain(19);
    expect(overdueEvents(six)).not.toContain(21);
  });

  it('while Mary I rules, after each Protestant impulse the Papacy rolls: 5-6 a drawn card’s CP against the English zone, 1-4 nothing', () => {
    const s = twoPlayerDiplomacy('mary');
    s.powers.england.ruler = 'mary-i';
    s.spaces.london.religion = 'protestant';
    s.phase = 'actionPhase';
    for (const p of Object.values(s.powers)) p.hand = [];
    // A card on top of the deck: its CP buy Burn Books (and a debate from 3 CP) in the English zone.
    s.deck.push(65 as CardId);
    const after = (die: number, power: 'papacy' | 'protestant') => {
      const t = structuredClone(s);
      t.stack = [{ proc: 'actionPhase', next: power === 'papacy' ? 1 : 0, consecutivePasses: 0, calling: 'impulse' }, { proc: 'impulse', power }];
      // After a Papal pass the Protestant's impulse comes next: a card in hand stops the flow there.
      if (power === 'papacy') t.powers.protestant.hand = [26 as CardId];
      loadDice(t, [die]);
      advance(t);
      return t;
    };
    const hit = after(5, 'protestant');
    expect(hit.log.find((e) => e.key === 'his.log.twoPlayerMaryActions')?.params).toEqual({ card: 65, cp: CARDS[65].cp });
    expect(hit.discard).toContain(65);
    expect(hereIStand.pending(hit)[0]).toMatchObject({ player: 'papacy' });
    expect(hit.stack.some((f) => f.proc === 'burnBooks')).toBe(true);
    const miss = after(4, 'protestant');
    expect(miss.log.some((e) => e.key === 'his.log.twoPlayerMaryActions')).toBe(false);
    expect(miss.deck).toContain(65);
    // Not after a Papal impulse, and not once every English home space is Catholic.
    expect(after(6, 'papacy').log.some((e) => e.key === 'his.log.twoPlayerMaryActions')).toBe(false);
    s.spaces.london.religion = 'catholic';
    expect(after(6, 'protestant').log.some((e) => e.key === 'his.log.twoPlayerMaryActions')).toBe(false);
  });
});

describe('two-player combat cards for a directed power', () => {
  it('the player directing France plays his combat card for it in France’s battle; never Landsknechts', () => {
    const s = twoPlayerDiplomacy('cc');
    clearMap(s);
    s.diplomacy.wars = ['france|papacy'];
    s.phase = 'actionPhase';
    s.impulse = 10;
    place(s, 'siena', 'france', { regular: 3 });
    place(s, 'siena', 'papacy', { regular: 2 });
    s.powers.protestant.hand = [24, 33] as CardId[];
    s.powers.papacy.hand = [];
    s.stack = [{ proc: 'fieldBattle', space: 'siena', attacker: 'france', intercepted: false } as never];
    advance(s);
    const p = hereIStand.pending(s)[0]!;
    expect(p).toMatchObject({ player: 'protestant', key: 'his.prompt.response', params: { for: 'france' } });
    expect(legal(s, 'protestant')).toEqual([{ type: 'respond', card: 24 }, { type: 'decline' }]);
    // The Papacy sees none of it.
    expect(legal(s, 'papacy')).toEqual([]);
    const t = answer(s, 'protestant', { type: 'respond', card: 24 });
    expect(t.powers.protestant.hand).toEqual([33]);
    expect(t.log.some((e) => e.key === 'his.log.twoPlayerCardFor' && e.params.target === 'france' && e.params.card === 24)).toBe(true);
  });

  it('cannot apply: no cards for a power the opponent is not at war with', () => {
    const s = twoPlayerDiplomacy('cc2');
    clearMap(s);
    // France at war with the Protestant only: the Papacy directs it but may not act for it.
    s.diplomacy.wars = ['france|hapsburg'];
    s.phase = 'actionPhase';
    s.impulse = 10;
    place(s, 'siena', 'france', { regular: 3 });
    place(s, 'siena', 'hapsburg', { regular: 2 });
    s.powers.papacy.hand = [24] as CardId[];
    s.powers.protestant.hand = [24] as CardId[];
    s.stack = [{ proc: 'fieldBattle', space: 'siena', attacker: 'france', intercepted: false } as never];
    advance(s);
    expect(hereIStand.pending(s).filter((p) => p.key === 'his.prompt.response')).toEqual([]);
  });
});

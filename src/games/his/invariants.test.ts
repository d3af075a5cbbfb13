import { describe, expect, it } from 'vitest';
import { stableStringify } from '../../engine/hash.ts';
import type { CardId } from './data/cards.ts';
import { SPACES, SPACE_IDS, isPort } from './data/map.ts';
import type { MajorPower } from './data/powers.ts';
import { MAX_CARDS_DEALT, checkInvariants, jsonProblem } from './invariants.ts';
import type { HisState } from './state.ts';
import type { HisFrame } from './flow/frames.ts';
import { clearMap, place, setSpending, startingState } from './testing/position.ts';

function fresh(scenario: '1517' | '1532' = '1517'): HisState {
  return startingState(scenario, 'invariants');
}

function violations(mutate: (s: HisState) => void): string[] {
  const s = fresh();
  mutate(s);
  return checkInvariants(s);
}

const nonPort = SPACE_IDS.find((id) => SPACES[id].type === 'unfortified' && !isPort(id))!;

describe('checkInvariants', () => {
  it('finds nothing wrong with either scenario setup', () => {
    expect(checkInvariants(fresh('1517'))).toEqual([]);
    expect(checkInvariants(fresh('1532'))).toEqual([]);
  });

  describe('cards: every main-deck card in exactly one place', () => {
    it('catches a card in two places', () => {
      expect(violations((s) => s.discard.push(s.deck[0]!))).toEqual([expect.stringMatching(/^cards: card \d+ is in 2 places: deck, discard$/)]);
      expect(violations((s) => s.powers.france.homeCardUsed.push(s.powers.france.hand[0]!))).toEqual([
        expect.stringMatching(/^cards: card \d+ is in 2 places: france\.hand, france\.homeCardUsed$/),
      ]);
    });
    it('catches a lost card', () => {
      expect(violations((s) => s.deck.pop())).toEqual([expect.stringMatching(/^cards: card \d+ in no place$/)]);
      expect(violations((s) => (s.setAside = []))).toEqual([expect.stringMatching(/^cards: cards [\d, ]+ in no place$/)]);
    });
    it('accepts a card out of every place while a procedure holds it', () => {
      expect(
        violations((s) => {
          const card = s.deck.pop()!;
          s.stack.push({ proc: 'dietOfWorms', committedCards: { papacy: card }, without: [] });
        }),
      ).toEqual([]);
      // Any other field does not hold it.
      expect(
        violations((s) => {
          const card = s.deck.pop()!;
          s.stack.push({ proc: 'somewhere', amount: card } as unknown as HisFrame);
        }),
      ).toHaveLength(1);
    });
    it('catches something that is not a card', () => {
      expect(violations((s) => s.removed.push(999 as CardId))).toEqual(['cards: removed holds 999, which is not a card']);
    });
    it('counts a card place added to the state later', () => {
      expect(violations((s) => ((s as unknown as Record<string, unknown>).pendingCards = [s.deck[0]!]))).toEqual([
        expect.stringMatching(/^cards: card \d+ is in 2 places: deck, pendingCards$/),
      ]);
      // Lists of numbers that are not places are declared as such.
      expect(violations((s) => (s.eventsResolved = [s.deck[0]!]))).toEqual([]);
    });
  });

  describe('units: never negative, within the counter mix', () => {
    it('catches a negative or fractional count', () => {
      expect(violations((s) => (s.spaces.vienna.units.hapsburg!.regular = -1))).toContain('units: vienna: hapsburg has -1 regular');
      expect(violations((s) => (s.spaces.vienna.units.hapsburg!.regular = 1.5))).toContain('units: vienna: hapsburg has 1.5 regular');
    });
    it('catches a kind of unit the power has no counters for', () => {
      expect(violations((s) => place(s, 'vienna', 'hapsburg', { cavalry: 1 }))).toEqual(['units: vienna: hapsburg has cavalry, which it has no counters for']);
      expect(violations((s) => place(s, 'istanbul', 'ottoman', { mercenary: 1 }))).toEqual(['units: istanbul: ottoman has mercenary, which it has no counters for']);
    });
    it('catches land units at sea and ships inland', () => {
      expect(violations((s) => (s.seas[Object.keys(s.seas)[0] as keyof HisState['seas']].units.france = { regular: 1, mercenary: 0, cavalry: 0, squadron: 0, corsair: 0, leaders: [] }))).toEqual([
        expect.stringMatching(/^units: \S+: france has 1 land units at sea$/),
      ]);
      expect(violations((s) => place(s, nonPort, 'france', { squadron: 1 }))).toEqual([`units: ${nonPort}: france has 1 naval units in a space that is not a port`]);
    });
    it('catches more land units than the counters can show', () => {
      // Papacy: 7×1 + 4×2 + 2×4 = 23 at most.
      expect(violations((s) => place(s, 'rome', 'papacy', { regular: 22 }))).toEqual(['units: papacy has 24 land units on the map, its counters show at most 23']);
      expect(violations((s) => place(s, 'rome', 'papacy', { regular: 21 }))).toEqual([]);
    });
    it('catches more naval counters than the mix holds, counting those eliminated this turn', () => {
      // Papacy: 2 squadron counters, one already in Rome.
      expect(violations((s) => (s.navalEliminated.papacy = 1))).toEqual([]);
      expect(violations((s) => (s.navalEliminated.papacy = 2))).toEqual(['units: papacy has 3 naval counters on the map or eliminated, of 2']);
    });
    it('counts loaned squadrons against their owner’s counters', () => {
      // Papacy (2 squadron counters, 1 in Rome) holds 2 Hapsburg squadrons on loan.
      const borrow = (s: HisState) => place(s, 'rome', 'papacy', { squadron: 2 });
      expect(violations(borrow)).toEqual(['units: papacy has 3 naval counters on the map or eliminated, of 2']);
      expect(
        violations((s) => {
          borrow(s);
          s.diplomacy.loans.push({ owner: 'hapsburg', holder: 'papacy', squadrons: 2, leaders: [] });
        }),
      ).toEqual([]);
    });
    it('checks the exact counter mix only when asked', () => {
      const s = clearMap(fresh());
      // Papacy has seven 1-unit counters: eight single units in eight spaces cannot be shown.
      const singles = SPACE_IDS.filter((id) => SPACES[id].type === 'unfortified').slice(0, 8);
      for (const id of singles) place(s, id, 'papacy', { regular: 1 });
      expect(checkInvariants(s)).toEqual([]);
      expect(checkInvariants(s, { strictCounterMix: true })).toEqual(["units: papacy's stacks cannot all be shown with its counters at once"]);
    });
  });

  describe('sieges: at most 4 land units inside a besieged fortification', () => {
    function besieged(inside: number): HisState {
      const s = clearMap(fresh());
      place(s, 'vienna', 'hapsburg', { regular: inside });
      place(s, 'vienna', 'ottoman', { regular: 10 });
      s.spaces.vienna.siege = { besieger: 'ottoman', since: 1 };
      return s;
    }
    it('counts the defenders, not the besiegers', () => {
      expect(checkInvariants(besieged(4))).toEqual([]);
      expect(checkInvariants(besieged(5))).toEqual(['sieges: vienna holds 5 land units inside its besieged fortifications (at most 4)']);
    });
    it('counts the controller’s allies inside too', () => {
      const s = besieged(3);
      s.diplomacy.minorAllies.hungary = 'hapsburg';
      place(s, 'vienna', 'hungary', { regular: 2 });
      expect(checkInvariants(s)).toEqual(['sieges: vienna holds 5 land units inside its besieged fortifications (at most 4)']);
    });
    it('waits while a procedure resolves something in the space (a relief force)', () => {
      const s = besieged(7);
      s.stack.push({ proc: 'fieldBattle', space: 'vienna', attacker: 'ottoman', intercepted: false });
      expect(checkInvariants(s)).toEqual([]);
    });
    it('catches a siege of an unfortified space', () => {
      const s = clearMap(fresh());
      s.spaces[nonPort].siege = { besieger: 'ottoman', since: 1 };
      expect(checkInvariants(s)).toEqual([`sieges: ${nonPort} is under siege but is not fortified`]);
    });
  });

  it('control: catches a key without a control owner', () => {
    expect(violations((s) => (s.spaces.vienna.control = undefined as never))).toEqual(['control: key vienna has no control owner (undefined)']);
    expect(violations((s) => (s.spaces[nonPort].control = 'nobody' as never))).toEqual([`control: space ${nonPort} has no control owner ("nobody")`]);
  });

  describe('leaders: each on the map at most once', () => {
    it('catches a leader in two spaces', () => {
      expect(violations((s) => place(s, 'vienna', 'ottoman', { leaders: ['suleiman'] }))).toEqual(['leaders: suleiman is in 2 places: istanbul (ottoman), vienna (ottoman)']);
    });
    it('catches a naval leader both at sea and on the turn track', () => {
      expect(violations((s) => s.navalLeadersAway.push({ leader: 'andrea-doria', owner: 'genoa', turn: 2 }))).toEqual([
        expect.stringMatching(/^leaders: andrea-doria is in 2 places: genoa \(genoa\), on the turn track$/),
      ]);
    });
    it('catches a leader both on the map and captive', () => {
      expect(violations((s) => s.powers.hapsburg.captives.push('suleiman'))).toEqual(['leaders: suleiman is in 2 places: istanbul (ottoman), captive of hapsburg']);
    });
  });

  describe('power cards: VP and cards dealt', () => {
    it('catches VP that do not compute to a whole number', () => {
      expect(violations((s) => (s.powers.england.bonusVp = Number.NaN))).toContain('power cards: england has NaN VP');
    });
    it('catches a deal out of range', () => {
      expect(MAX_CARDS_DEALT).toBe(8); // Hapsburg 7 with 12+ keys, plus a ruler's bonus card
      const found = violations((s) => (s.powers.papacy.cardPenalty = -20));
      expect(found).toContain(`power cards: papacy would be dealt 23 cards (0..${MAX_CARDS_DEALT})`);
      expect(found).toContain('power cards: papacy has -20 "-1 card" markers');
    });
  });

  describe('flow', () => {
    it('catches an empty stack in a game without a result', () => {
      expect(violations((s) => (s.stack = []))).toEqual(['flow: the stack is empty but the game has no result']);
      expect(
        violations((s) => {
          s.stack = [];
          s.result = { winner: 'papacy', kind: 'time-limit', vp: { ottoman: 0, hapsburg: 0, england: 0, france: 0, papacy: 0, protestant: 0 } };
        }),
      ).toEqual([]);
    });
    it('catches a malformed result', () => {
      expect(
        violations((s) => {
          s.stack = [];
          s.result = { winner: 'venice' as MajorPower, kind: 'standard', vp: {} as Record<MajorPower, number> };
        }),
      ).toEqual(expect.arrayContaining(['flow: the winner venice is not a major power', 'flow: the result has no VP for papacy']));
    });
    it('catches CP budgets that do not match the spendCp frames (11.1)', () => {
      expect(violations((s) => setSpending(s, 'france', 2, [{ proc: 'game' }]))).toEqual([]);
      expect(violations((s) => (s.cpBudgets = [{ power: 'france', cp: 2 }]))).toEqual(['flow: 1 CP budgets for 0 spendCp frames']);
      expect(violations((s) => (setSpending(s, 'france', 2, [{ proc: 'game' }]).cpBudgets![0]!.power = 'england'))).toEqual([
        "flow: CP budget 0 is england's but its frame spends for france",
      ]);
      expect(violations((s) => (setSpending(s, 'france', 2, [{ proc: 'game' }]).cpBudgets![0]!.cp = -1))).toEqual(['flow: CP budget 0 has -1 CP']);
    });
    it('catches a Diplomacy Phase record outside the phase, or the phase without one (9)', () => {
      expect(violations((s) => (s.diplomacy.thisPhase = { peaceMade: [], alliancesMade: [], homeCeded: [] }))).toEqual([
        'flow: Diplomacy.thisPhase without a Diplomacy Phase under way, or the reverse',
      ]);
      expect(violations((s) => (s.stack = [{ proc: 'game' }, { proc: 'diplomacy' }]))).toEqual([
        'flow: Diplomacy.thisPhase without a Diplomacy Phase under way, or the reverse',
      ]);
    });
  });

  describe('json: the state is plain JSON', () => {
    it('catches values that do not survive storage', () => {
      expect(violations((s) => (s.tracks.chateauxVp = Number.POSITIVE_INFINITY))).toEqual(expect.arrayContaining(['json: $.tracks.chateauxVp is Infinity, not plain JSON']));
      expect(violations((s) => s.stack.push({ proc: 'x', when: new Date(0) } as unknown as HisFrame))).toEqual([expect.stringMatching(/^json: \$\.stack\[\d+\]\.when is an instance of Date, not plain JSON$/)]);
      expect(violations((s) => s.log.push({ key: 'k', params: { f: (() => 0) as never } }))).toEqual([expect.stringMatching(/^json: \$\.log\[\d+\]\.params\.f is a function, not plain JSON$/)]);
      expect(violations((s) => s.outOfPlay.push(undefined as never))).toEqual([expect.stringMatching(/^json: \$\.outOfPlay\[\d+\] is undefined, not plain JSON$/)]);
    });
    it('agrees with the engine’s stableStringify', () => {
      const cyclic: Record<string, unknown> = { a: 1 };
      cyclic.self = cyclic;
      for (const bad of [{ x: Number.NaN }, { m: new Map() }, { n: 1n }, cyclic, [Symbol('s')]]) {
        expect(jsonProblem(bad)).not.toBeNull();
        expect(() => stableStringify(bad)).toThrow();
      }
      const good = { a: [1, 'x', null, true, { b: undefined }], c: {} };
      expect(jsonProblem(good)).toBeNull();
      expect(() => stableStringify(good)).not.toThrow();
    });
  });

  it('reports a state too broken to inspect instead of throwing', () => {
    const found = violations((s) => (s.spaces = undefined as never));
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(expect.arrayContaining([expect.stringMatching(/^control: check failed: /), expect.stringMatching(/^sieges: check failed: /)]));
  });
});

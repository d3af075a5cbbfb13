// Card 95 Sack of Rome (21.5).
import { describe, expect, it } from 'vitest';
import type { CardId } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import type { HisState } from '../state.ts';
import { act, choices, loadDice, place } from '../testing/position.ts';
import { board, decline, dice, give, respond, rolls, unitsIn } from './combat-test-helpers.ts';
import { EVENTS } from './registry.ts';
import { sackingStacks } from './sack-of-rome.ts';

const MANDATORY = 11 as CardId;

/** A French stack in Florence (5 mercenaries, 3 regulars, Montmorency: command 6); Rome holds 2 Papal regulars, 2 Papal mercenaries and a Venetian regular. */
function italy(): HisState {
  const s = board();
  place(s, 'florence', 'france', { mercenary: 5, regular: 3, leaders: ['montmorency'] });
  place(s, 'rome', 'papacy', { regular: 2, mercenary: 2 });
  place(s, 'rome', 'venice', { regular: 1 });
  s.tracks.stPeters.cp = 3;
  s.discard.push(95 as CardId);
  return s;
}

function play(s: HisState, power: MajorPower = 'hapsburg'): HisState {
  s.stack = [];
  EVENTS[95]!.play(s, power);
  advance(s);
  return s;
}

describe('card 95 Sack of Rome', () => {
  it('needs a non-Papal stack in an Italian-speaking space with more mercenaries than Rome has Papal regulars', () => {
    const s = board();
    place(s, 'rome', 'papacy', { regular: 2, mercenary: 4 });
    place(s, 'florence', 'france', { mercenary: 2, regular: 6 });
    expect(EVENTS[95]!.canPlay(s, 'hapsburg')).toBe(false);
    place(s, 'florence', 'france', { mercenary: 1 });
    // Nobody is at war with the Papacy and the player need not own the stack.
    expect(sackingStacks(s)).toEqual([{ space: 'florence', owner: 'france' }]);
    expect(EVENTS[95]!.canPlay(s, 'hapsburg')).toBe(true);
    // Not outside the Italian language zone.
    const t = board();
    place(t, 'lyon', 'france', { mercenary: 5 });
    expect(EVENTS[95]!.canPlay(t, 'france')).toBe(false);
    // Papal mercenaries never sack Rome.
    const u = board();
    place(u, 'florence', 'papacy', { mercenary: 5 });
    expect(EVENTS[95]!.canPlay(u, 'papacy')).toBe(false);
  });

  it('the player picks the stack when several qualify', () => {
    const s = italy();
    place(s, 'naples', 'hapsburg', { mercenary: 3 });
    play(s, 'protestant');
    expect(choices(s, 'protestant')).toEqual([
      { type: 'stack', space: 'florence', power: 'france' },
      { type: 'stack', space: 'naples', power: 'hapsburg' },
    ]);
    loadDice(s, [...dice(3, 0), ...dice(3, 3)]);
    act(s, 'protestant', { type: 'stack', space: 'naples', power: 'hapsburg' });
    expect(rolls(s)).toEqual([
      { side: 'attacker', dice: 3, hits: 0 },
      { side: 'defender', dice: 3, hits: 3 },
    ]);
    expect(unitsIn(s, 'naples', 'hapsburg')).toBeNull();
    expect(unitsIn(s, 'florence', 'france')).toEqual({ regular: 3, mercenary: 5, cavalry: 0 });
  });

  it('Papal defeat: no formation limit, excess hits on Papal mercenaries, survivors go home, St. Peter\'s -5, 2 Papal cards taken, card removed', () => {
    const s = italy();
    give(s, 'papacy', 65, 66);
    // The attacker rolls 8 units + Montmorency's 1 (beyond his command of 6); the Papacy 2 regulars + 1.
    loadDice(s, [...dice(9, 4), ...dice(3, 1)]);
    play(s);
    expect(rolls(s)).toEqual([
      { side: 'attacker', dice: 9, hits: 4 },
      { side: 'defender', dice: 3, hits: 1 },
    ]);
    // The attacker's one loss: a mercenary or a regular, its choice (21.5 step 3).
    expect(choices(s, 'france')).toEqual([
      { type: 'casualty', power: 'france', kind: 'regular' },
      { type: 'casualty', power: 'france', kind: 'mercenary' },
    ]);
    act(s, 'france', { type: 'casualty', power: 'france', kind: 'mercenary' });
    expect(unitsIn(s, 'florence', 'france')).toEqual({ regular: 3, mercenary: 4, cavalry: 0 });
    expect(s.spaces.florence.units.france!.leaders).toEqual(['montmorency']);
    expect(unitsIn(s, 'rome', 'france')).toBeNull();
    // 2 hits on the 2 regulars, the 2 beyond them on the Papal mercenaries; the Venetians are untouched.
    expect(unitsIn(s, 'rome', 'papacy')).toBeNull();
    expect(s.spaces.rome.units.venice!.regular).toBe(1);
    expect(s.tracks.stPeters.cp).toBe(0);
    expect(s.powers.papacy.hand).toEqual([]);
    expect([...s.powers.france.hand].sort()).toEqual([65, 66]);
    expect(choices(s, 'france').map((a) => a.card).sort()).toEqual([65, 66]);
    act(s, 'france', { type: 'discard', card: 65, power: 'france' });
    expect(s.powers.france.hand).toEqual([66]);
    expect(s.discard).toContain(65);
    expect(s.discard).not.toContain(95);
    expect(s.removed).toContain(95);
    expect(s.stack).toEqual([]);
  });

  it('Papal victory: attacker losses spread over mercenaries and regulars, the card stays in the discard pile', () => {
    const s = italy();
    s.spaces.florence.units.france!.mercenary = 4;
    loadDice(s, [...dice(8, 0), ...dice(3, 3)]);
    play(s);
    // 3 losses from 4 mercenaries and 3 regulars, as evenly as possible: the owner chooses the
    // first, the other kind takes the second, and the owner chooses the third.
    const either = [
      { type: 'casualty', power: 'france', kind: 'regular' },
      { type: 'casualty', power: 'france', kind: 'mercenary' },
    ];
    expect(choices(s, 'france')).toEqual(either);
    act(s, 'france', { type: 'casualty', power: 'france', kind: 'mercenary' });
    expect(choices(s, 'france')).toEqual(either);
    act(s, 'france', { type: 'casualty', power: 'france', kind: 'mercenary' });
    expect(unitsIn(s, 'florence', 'france')).toEqual({ regular: 2, mercenary: 2, cavalry: 0 });
    expect(unitsIn(s, 'rome', 'papacy')).toEqual({ regular: 2, mercenary: 2, cavalry: 0 });
    expect(s.tracks.stPeters.cp).toBe(3);
    expect(s.discard).toContain(95);
    expect(s.removed).not.toContain(95);
    expect(s.stack).toEqual([]);
  });

  it('21.5 step 3: 1 regular and 3 mercenaries taking 3 hits lose 2 mercenaries and 1 regular, not 3 mercenaries', () => {
    const s = board();
    place(s, 'florence', 'france', { mercenary: 3, regular: 1 });
    place(s, 'rome', 'papacy', { regular: 2 });
    s.discard.push(95 as CardId);
    loadDice(s, [...dice(4, 0), ...dice(3, 3)]);
    play(s);
    // The first loss is the owner's choice; a mercenary leaves the regular to take the next.
    act(s, 'france', { type: 'casualty', power: 'france', kind: 'mercenary' });
    expect(unitsIn(s, 'florence', 'france')).toEqual({ regular: 0, mercenary: 1, cavalry: 0 });
  });

  it('with no Papal regulars the Papacy still rolls 1 die and wins ties; units already in Rome stay out', () => {
    const s = board();
    place(s, 'siena', 'hapsburg', { mercenary: 1 });
    place(s, 'rome', 'hapsburg', { regular: 4 });
    place(s, 'rome', 'papacy', { mercenary: 3 });
    loadDice(s, [...dice(1, 1), ...dice(1, 1)]);
    play(s, 'france');
    expect(rolls(s)).toEqual([
      { side: 'attacker', dice: 1, hits: 1 },
      { side: 'defender', dice: 1, hits: 1 },
    ]);
    // The defender wins the tie: nothing is sacked; the hit beyond 0 regulars falls on a Papal mercenary.
    expect(unitsIn(s, 'siena', 'hapsburg')).toBeNull();
    expect(unitsIn(s, 'rome', 'hapsburg')).toEqual({ regular: 4, mercenary: 0, cavalry: 0 });
    expect(unitsIn(s, 'rome', 'papacy')).toEqual({ regular: 0, mercenary: 2, cavalry: 0 });
    expect(s.stack).toEqual([]);
  });

  it('both sides may play combat cards in the battle (Field Artillery for the Papacy)', () => {
    const s = italy();
    give(s, 'papacy', 25);
    loadDice(s, [...dice(9, 0), ...dice(5, 0)]);
    play(s);
    // The mercenaries window (14 step 1) first, then the combat card window.
    while (!choices(s, 'papacy').some((a) => a.type === 'respond')) act(s, choices(s, 'france').length ? 'france' : 'papacy', decline);
    act(s, 'papacy', respond(25));
    for (let i = 0; i < 5 && s.stack.some((f) => f.proc === 'fieldBattle') && rolls(s).length === 0; i++) {
      const who = (['france', 'papacy', 'hapsburg', 'england', 'ottoman', 'protestant'] as const).find((p) => choices(s, p).length > 0);
      if (who) act(s, who, decline);
    }
    expect(rolls(s)[1]).toEqual({ side: 'defender', dice: 5, hits: 0 });
  });

  it('the owner keeps both cards when there is only a Mandatory Event to choose; with one Mandatory Event the other card goes', () => {
    const s = italy();
    give(s, 'papacy', MANDATORY, 65);
    loadDice(s, [...dice(9, 4), ...dice(3, 0)]);
    play(s);
    expect(s.powers.france.hand).toEqual([MANDATORY]);
    expect(s.discard).toContain(65);
    expect(s.stack).toEqual([]);

    const t = italy();
    give(t, 'papacy', 65);
    loadDice(t, [...dice(9, 4), ...dice(3, 0)]);
    play(t);
    // Only 1 card to take: it is kept.
    expect(t.powers.france.hand).toEqual([65]);
    expect(t.stack).toEqual([]);
  });
});

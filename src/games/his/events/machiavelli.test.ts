// Card 40 Machiavelli: "The Prince" (9.6 DOW during the Action Phase).
import { describe, expect, it } from 'vitest';
import type { CardId } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { advance } from '../flow/kernel.ts';
import { atWar } from '../queries.ts';
import { act, choices, clearMap, declareWar, place, stackWithBudgets, startingState } from '../testing/position.ts';
import type { HisState } from '../state.ts';
import { EVENTS } from './registry.ts';

function fresh(): HisState {
  const s = clearMap(startingState('1517', 'machiavelli'));
  for (const p of MAJOR_POWERS) {
    s.discard.push(...s.powers[p].hand);
    s.powers[p].hand = [];
  }
  // Peace and no alliances between the major powers.
  s.diplomacy.wars = [];
  s.diplomacy.alliances = [];
  return s;
}

/** `power` plays the card as an event in its impulse. */
function impulse(s: HisState, power: MajorPower, card: CardId): HisState {
  s.deck = s.deck.filter((c) => c !== card);
  s.discard = s.discard.filter((c) => c !== card);
  s.setAside = s.setAside.filter((c) => c !== card);
  s.powers[power].hand.push(card);
  s.stack = [{ proc: 'actionPhase', next: 0, consecutivePasses: 0, calling: 'impulse' }, { proc: 'impulse', power }];
  advance(s);
  act(s, power, { type: 'play', card, as: 'event' });
  return s;
}

describe('card 40 Machiavelli', () => {
  it('a free declaration of war on another major power, then 2 CP', () => {
    const s = impulse(fresh(), 'france', 40);
    const targets = choices(s, 'france').map((a) => a.target);
    // 9.6 at all times: not on oneself, nor the Protestant before the Schmalkaldic League.
    expect(targets).toEqual(['ottoman', 'hapsburg', 'england', 'papacy']);
    act(s, 'france', { type: 'declareWar', target: 'hapsburg' });
    expect(atWar(s, 'france', 'hapsburg')).toBe(true);
    expect(stackWithBudgets(s).at(-1)).toMatchObject({ proc: 'spendCp', power: 'france', cp: 2 });
  });

  it('not on a power it is already at war with, nor an ally', () => {
    const s = fresh();
    declareWar(s, 'france', 'hapsburg');
    s.diplomacy.alliances.push('england|france');
    impulse(s, 'france', 40);
    expect(choices(s, 'france').map((a) => a.target)).toEqual(['ottoman', 'papacy']);
  });

  it('fleets of the new enemies in one sea zone fight at once; equal hits send both away', () => {
    const s = fresh();
    place(s, 'marseille', 'france', { regular: 1 });
    s.seas.gulf_of_lyon.units.france = { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] };
    s.seas.gulf_of_lyon.units.hapsburg = { regular: 0, mercenary: 0, cavalry: 0, squadron: 1, corsair: 0, leaders: [] };
    impulse(s, 'france', 40);
    act(s, 'france', { type: 'declareWar', target: 'hapsburg' });
    const battle = s.stack.find((f) => f.proc === 'navalCombat');
    expect(battle).toMatchObject({ where: 'gulf_of_lyon', attacker: 'france', defender: 'hapsburg', bothRetreatOnTie: true });
  });

  it('units of the new enemies sharing a space: those not in their own power\'s space are displaced (9.6)', () => {
    const s = fresh();
    place(s, 'lyon', 'france', { regular: 2 });
    place(s, 'lyon', 'hapsburg', { regular: 1 });
    impulse(s, 'france', 40);
    act(s, 'france', { type: 'declareWar', target: 'hapsburg' });
    // 12.5: the Hapsburgs pick among the nearest fortified spaces they control.
    const to = choices(s, 'hapsburg')[0]!;
    expect(to.type).toBe('space');
    act(s, 'hapsburg', to);
    expect(s.spaces.lyon.units.hapsburg).toBeUndefined();
    expect(s.spaces[to.space as 'besancon'].units.hapsburg?.regular).toBe(1);
    expect(s.spaces.lyon.units.france?.regular).toBe(2);
  });

  it('cannot be played with no legal target', () => {
    const s = fresh();
    for (const p of ['ottoman', 'hapsburg', 'england', 'papacy'] as const) declareWar(s, 'france', p);
    expect(EVENTS[40]!.canPlay(s, 'france')).toBe(false);
  });
});

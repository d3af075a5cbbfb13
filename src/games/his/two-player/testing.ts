// Test positions of the two-player variant, reached through the public contract.
import type { DiplomacyCardId } from '../data/cards.ts';
import type { HisAction } from '../flow/frames.ts';
import { advance } from '../flow/kernel.ts';
import { hereIStand } from '../module.ts';
import type { HisState } from '../state.ts';
import type { TwoPlayerPower } from './data.ts';

/** A two-player game after its religious opening (first legal choices), then a clean Diplomacy Phase of turn 2. */
export function twoPlayerDiplomacy(seed = 'tp'): HisState {
  let s = hereIStand.setup({ scenario: '1517', variant: 'two-player' }, seed);
  while (s.phase === 'luther95' || s.phase === 'dietOfWorms') {
    const p = hereIStand.pending(s)[0];
    if (!p) break;
    s = hereIStand.apply(s, p.player, hereIStand.legalActions(s, p.player)[0]!);
  }
  const t = s.twoPlayer!;
  t.deck.push(...t.hands.papacy, ...t.hands.protestant);
  t.hands = { papacy: [], protestant: [] };
  s.turn = 2;
  s.phase = 'diplomacy';
  return s;
}

/** `power` plays `card` (given to him) as his diplomacy card of the turn. */
export function playDiplomacy(s: HisState, power: TwoPlayerPower, card: DiplomacyCardId): HisState {
  const t = s.twoPlayer!;
  t.deck = t.deck.filter((c) => c !== card);
  t.discard = t.discard.filter((c) => c !== card);
  t.hands[power].push(card);
  s.stack = [{ proc: 'twoPlayerDiplomacy', step: power }];
  advance(s);
  return hereIStand.apply(s, power, { type: 'playDiplomacy', card });
}

export function legal(s: HisState, power: TwoPlayerPower): HisAction[] {
  return hereIStand.legalActions(s, power);
}

export function answer(s: HisState, power: TwoPlayerPower, action: HisAction): HisState {
  return hereIStand.apply(s, power, action);
}

/** Who is asked now. */
export function asked(s: HisState): string[] {
  return hereIStand.pending(s).map((p) => `${p.player}:${p.key}`);
}

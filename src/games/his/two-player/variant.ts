// The two-player variant (Scenario Book pp. 37-40; docs/data-decisions.md "Two-player
// variant"): the Papacy against the Protestant. The other four powers are not played;
// their decisions go to the player who directs them (see deciderOf).
import type { MajorPower } from '../data/powers.ts';
import { atWar } from '../queries.ts';
import type { HisOptions, HisState, TwoPlayerState } from '../state.ts';
import type { TwoPlayerPower } from './data.ts';
import { TWO_PLAYER_POWERS } from './data.ts';

export function isTwoPlayer(state: { options: HisOptions }): boolean {
  return state.options.variant === 'two-player';
}

export function isTwoPlayerPower(p: MajorPower): p is TwoPlayerPower {
  return (TWO_PLAYER_POWERS as readonly MajorPower[]).includes(p);
}

/** The powers that take part in card draws, impulses and victory (all six outside the variant). */
export function playingPowers<T extends readonly MajorPower[]>(state: HisState, all: T): readonly MajorPower[] {
  return isTwoPlayer(state) ? all.filter(isTwoPlayerPower) : all;
}

export function opponentOf(p: TwoPlayerPower): TwoPlayerPower {
  return p === 'papacy' ? 'protestant' : 'papacy';
}

export function twoPlayerState(state: HisState): TwoPlayerState {
  if (!state.twoPlayer) throw new Error('two-player: not a two-player game');
  return state.twoPlayer;
}

/**
 * Who decides for a power (setup.json `actingOnBehalf`): each player for himself; a power at
 * war with the Papacy is directed by the Protestant; any other non-played power by the
 * Papacy (after the Schmalkaldic League the Hapsburgs are the Papacy's ally and at war with
 * the Protestant). Our reading where the sources say nothing: docs/data-decisions.md.
 */
export function deciderOf(state: HisState, power: MajorPower): MajorPower {
  if (!isTwoPlayer(state) || isTwoPlayerPower(power)) return power;
  return atWar(state, power, 'papacy') ? 'protestant' : 'papacy';
}

// Flipping won spaces one at a time, chosen by the winning side, without dice: the Diet of
// Worms (18.1 steps 5-6), a theological debate (18.5 step 7), the Council of Trent (#17).
import type { LanguageZone, SpaceId } from '../data/map.ts';
import { SPACES, SPACE_IDS, adjacentSpaces } from '../data/map.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import type { HisState } from '../state.ts';
import { gameOver, setReligion } from './flip.ts';
import { counterReformationEligible, reformationEligible } from './modifiers.ts';
import type { ReligiousSide } from './types.ts';
import { frame } from '../flow/frames.ts';

/**
 * - `diet`: spaces of the zone next to a space of the winner's religion (flipped spaces count).
 * - `debate`: spaces eligible for an attempt (18.3/18.4 step 1), in the zone while any there
 *   is eligible, then anywhere.
 * - `anywhere`: spaces eligible for an attempt, in any zone (Council of Trent).
 */
export type FlipMode = 'diet' | 'debate' | 'anywhere';

export interface ReligiousFlipsFrame extends Frame {
  proc: 'religiousFlips';
  /** The side that flips spaces to its religion and chooses them. */
  power: ReligiousSide;
  /** Spaces still to flip. */
  flips: number;
  zone: LanguageZone | null;
  mode: FlipMode;
  /** Cause for the log: `dietOfWorms`, `debate`, `councilOfTrent`. */
  why: string;
}

export function startFlips(state: HisState, power: ReligiousSide, flips: number, mode: FlipMode, zone: LanguageZone | null, why: string): void {
  if (flips <= 0) return;
  push(state, frame('religiousFlips', { power, flips, zone, mode, why }));
}

function religionOf(side: ReligiousSide): 'protestant' | 'catholic' {
  return side === 'protestant' ? 'protestant' : 'catholic';
}

/** The spaces the side may flip next. */
export function flipCandidates(state: HisState, f: Pick<ReligiousFlipsFrame, 'power' | 'zone' | 'mode'>): SpaceId[] {
  const mine = religionOf(f.power);
  const theirs = mine === 'protestant' ? 'catholic' : 'protestant';
  if (f.mode === 'diet') {
    return SPACE_IDS.filter(
      (id) =>
        SPACES[id].languageZone === f.zone &&
        state.spaces[id].religion === theirs &&
        !state.outOfPlay.includes(id) &&
        adjacentSpaces(id).some((a) => state.spaces[a].religion === mine),
    );
  }
  const eligible = SPACE_IDS.filter((id) => (f.power === 'protestant' ? reformationEligible(state, id) : counterReformationEligible(state, id)));
  if (f.mode === 'anywhere') return eligible;
  // 18.5 step 7: the debate's zone first; once none is left there, any zone.
  const inZone = eligible.filter((id) => SPACES[id].languageZone === f.zone);
  return inZone.length > 0 ? inZone : eligible;
}

export const religiousFlipsProcedure: Procedure<ReligiousFlipsFrame, SpaceAction> = {
  ask(state, f): Ask<SpaceAction>[] {
    if (f.flips <= 0) return [];
    const spaces = flipCandidates(state, f);
    if (spaces.length === 0) return [];
    return [
      {
        power: f.power,
        key: 'his.prompt.flipSpace',
        params: { flips: f.flips, why: f.why },
        actions: spaces.map((space) => ({ type: 'space', space })),
      },
    ];
  },
  run(state, f) {
    // Nothing left to flip, or nowhere to flip it.
    if (f.flips > 0) state.log.push({ key: 'his.log.flipsLost', params: { power: f.power, flips: f.flips, why: f.why } });
    pop(state, f);
  },
  decide(state, f, _power, action) {
    f.flips--;
    setReligion(state, action.space, religionOf(f.power), f.why);
    if (gameOver(state)) return;
    if (f.flips <= 0) pop(state, f);
  },
};

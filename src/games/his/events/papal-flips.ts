// Spaces the Papacy flips back to Catholic influence without dice, by card event: Papal
// Inquisition (#56, Italian zone), Spanish Inquisition (#58, Spanish zone), Anabaptists (#67,
// unoccupied non-electorate spaces anywhere). These need not be eligible for a Counter
// Reformation attempt (18.4 step 1 is for attempts); fewer are flipped if fewer qualify.
import type { LanguageZone, SpaceId } from '../data/map.ts';
import { SPACES, SPACE_IDS, isElectorate } from '../data/map.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { powersInSpace } from '../queries.ts';
import { gameOver, setReligion } from '../religion/flip.ts';
import type { HisState } from '../state.ts';

export interface PapalFlipsFrame extends Frame {
  proc: 'papalFlips';
  /** Spaces still to flip. */
  flips: number;
  /** Only spaces of this language zone, or anywhere (null). */
  zone: LanguageZone | null;
  /** Anabaptists: only spaces that are not electorates and hold no units or leaders (as for unrest, 12.4). */
  unoccupiedNonElectorate: boolean;
  /** The card, for the log (`papalInquisition`, `spanishInquisition`, `anabaptists`). */
  why: string;
}

export interface PapalFlipsOptions {
  flips: number;
  zone?: LanguageZone | null;
  unoccupiedNonElectorate?: boolean;
  why: string;
}

export function papalFlipsFrame(o: PapalFlipsOptions): PapalFlipsFrame {
  return { proc: 'papalFlips', flips: o.flips, zone: o.zone ?? null, unoccupiedNonElectorate: o.unoccupiedNonElectorate ?? false, why: o.why };
}

export function startPapalFlips(state: HisState, o: PapalFlipsOptions): void {
  push(state, papalFlipsFrame(o));
}

/** The Protestant spaces the Papacy may flip now. */
export function papalFlipCandidates(state: HisState, f: Pick<PapalFlipsFrame, 'zone' | 'unoccupiedNonElectorate'>): SpaceId[] {
  return SPACE_IDS.filter((id) => {
    if (state.spaces[id].religion !== 'protestant' || state.outOfPlay.includes(id)) return false;
    if (f.zone !== null && SPACES[id].languageZone !== f.zone) return false;
    if (f.unoccupiedNonElectorate && (isElectorate(id) || powersInSpace(state, id).length > 0)) return false;
    return true;
  });
}

export const papalFlipsProcedure: Procedure<PapalFlipsFrame, SpaceAction> = {
  ask(state, f): Ask<SpaceAction>[] {
    if (f.flips <= 0) return [];
    const spaces = papalFlipCandidates(state, f);
    if (spaces.length === 0) return [];
    return [{ power: 'papacy', key: 'his.prompt.flipSpace', params: { flips: f.flips, why: f.why }, actions: spaces.map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    // Fewer Protestant spaces qualify than the card flips: the rest are lost.
    if (f.flips > 0) state.log.push({ key: 'his.log.flipsLost', params: { power: 'papacy', flips: f.flips, why: f.why } });
    pop(state, f);
  },
  decide(state, f, _power, action) {
    f.flips--;
    setReligion(state, action.space, 'catholic', f.why);
    if (gameOver(state)) return;
    if (f.flips <= 0) pop(state, f);
  },
};

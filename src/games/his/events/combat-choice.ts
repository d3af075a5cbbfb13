// One choice made by the power playing a combat or response card (Gout's leader, the side
// Professional Rowers helps, Halley's Comet's option and target). Card modules push the
// frame by name; the resolvers are looked up here by card id.
import type { CardId } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import type { Ask, Frame, HisAction, Procedure } from '../flow/frames.ts';
import { pop } from '../flow/stack.ts';
import type { HisState } from '../state.ts';
import { resolveGout } from './gout.ts';
import { resolveHalleysComet } from './halleys-comet.ts';
import { resolveProfessionalRowers } from './professional-rowers.ts';

export interface CombatCardChoiceFrame extends Frame {
  proc: 'combatCardChoice';
  card: CardId;
  /** Who decides. */
  power: MajorPower;
  key: string;
  options: { type: string; [k: string]: string | number }[];
  /** The power the card acts against, when there is one. */
  victim?: MajorPower;
}

type Resolver = (state: HisState, f: CombatCardChoiceFrame, action: HisAction) => void;

const RESOLVERS: Partial<Record<CardId, Resolver>> = {
  32: resolveGout,
  34: resolveProfessionalRowers,
  38: resolveHalleysComet,
};

export const combatCardChoiceProcedure: Procedure<CombatCardChoiceFrame> = {
  ask(_state, f): Ask[] {
    if (f.options.length === 0) return [];
    return [{ power: f.power, key: f.key, params: { card: f.card }, actions: f.options }];
  },
  run(state, f) {
    pop(state, f);
  },
  decide(state, f, _power, action) {
    pop(state, f);
    const resolve = RESOLVERS[f.card];
    if (!resolve) throw new Error(`combat card choice: no resolver for card ${f.card}`);
    resolve(state, f, action);
  },
};

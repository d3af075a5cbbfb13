// Card 5, Papal Bull (Papal Home card; 21.5): excommunicate a reformer or, with grounds, the
// English, French or Hapsburg ruler (religion/excommunication.ts).
import type { SpaceId } from '../data/map.ts';
import type { DebateLanguageZone, ReformerId } from '../data/pieces.ts';
import type { MajorPower } from '../data/powers.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { placeUnrest } from '../land/unrest.ts';
import { debateZones, startDebate } from '../religion/debate.ts';
import { sendReformerAway } from '../religion/debaters.ts';
import { REFORMER_ZONE, excommunicablePowers, excommunicableReformers, excommunicationUnrestSpaces } from '../religion/excommunication.ts';
import type { HisState } from '../state.ts';
import { callWindow } from '../flow/window.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';
import { isTwoPlayer } from '../two-player/variant.ts';

const CRANMER: ReformerId = 'cranmer';

/** Unrest markers an excommunicated ruler's power receives (21.5). */
const UNREST_MARKERS = 2;

export interface PapalBullFrame extends Frame {
  proc: 'papalBull';
  step: 'target' | 'cromwell' | 'debate' | 'unrest';
  /** The excommunicated reformer (free debate in his zone) or power (unrest). */
  reformer: ReformerId | null;
  power: MajorPower | null;
  /** Unrest markers still to place. */
  unrest: number;
  /** Thomas Cromwell (card 115) answered the excommunication of Cranmer: it does not happen. */
  cancelled?: boolean;
}

/** A reformer or a ruler excommunicated, the free debate (or skip), the unrest placed. */
export type PapalBullAction =
  | { type: 'excommunicateReformer'; reformer: ReformerId }
  | { type: 'excommunicateRuler'; power: MajorPower }
  | { type: 'debate'; zone: DebateLanguageZone }
  | { type: 'skip' }
  | { type: 'space'; space: SpaceId };

function targets(state: HisState): PapalBullAction[] {
  return [
    ...excommunicableReformers(state).map((reformer): PapalBullAction => ({ type: 'excommunicateReformer', reformer })),
    // Two-player face: the ruler half is played in the Diplomacy Phase instead (two-player/papal-bull.ts).
    ...(isTwoPlayer(state) ? [] : excommunicablePowers(state)).map((power): PapalBullAction => ({ type: 'excommunicateRuler', power })),
  ];
}

function excommunicateReformer(state: HisState, f: PapalBullFrame, reformer: ReformerId): void {
  state.religion.excommunicated.push(reformer);
  // Off the map with his debater (committed) until the next Card Draw Phase; his space keeps its religion.
  sendReformerAway(state, reformer);
  state.log.push({ key: 'his.log.excommunicated', params: { reformer } });
  f.reformer = reformer;
  f.step = 'debate';
}

function excommunicateRuler(state: HisState, f: PapalBullFrame, power: MajorPower): void {
  const ruler = state.powers[power].ruler;
  state.religion.excommunicated.push(ruler);
  if (!state.religion.excommunicatedPowers.includes(power)) state.religion.excommunicatedPowers.push(power);
  state.log.push({ key: 'his.log.excommunicated', params: { ruler, power } });
  f.power = power;
  f.unrest = UNREST_MARKERS;
  f.step = 'unrest';
}

export const papalBullProcedure: Procedure<PapalBullFrame, PapalBullAction> = {
  ask(state, f): Ask<PapalBullAction>[] {
    switch (f.step) {
      case 'target': {
        const actions = targets(state);
        return actions.length === 0 ? [] : [{ power: 'papacy', key: 'his.prompt.papalBull', actions }];
      }
      case 'debate': {
        const zone = REFORMER_ZONE[f.reformer!];
        if (!debateZones(state, 'papacy').includes(zone)) return [];
        return [{ power: 'papacy', key: 'his.prompt.excommunicationDebate', params: { zone }, actions: [{ type: 'debate', zone }, { type: 'skip' }] }];
      }
      case 'cromwell':
        return [];
      case 'unrest': {
        if (f.unrest <= 0) return [];
        const spaces = excommunicationUnrestSpaces(state, f.power!);
        if (spaces.length === 0) return [];
        return [{ power: 'papacy', key: 'his.prompt.excommunicationUnrest', params: { power: f.power!, left: f.unrest }, actions: spaces.map((space) => ({ type: 'space', space })) }];
      }
    }
  },
  run(state, f) {
    if (f.step === 'cromwell') {
      // The 'beforeExcommunication' window has closed: Cranmer is excommunicated unless Thomas Cromwell answered.
      if (f.cancelled) pop(state, f);
      else excommunicateReformer(state, f, f.reformer!);
      return;
    }
    // No target left, no legal debate, or no more unrest to place.
    pop(state, f);
  },
  resume: {
    cromwell(_state, f, result: { cancelled: boolean }) {
      // Thomas Cromwell (card 115) answered: Cranmer is not excommunicated.
      if (result.cancelled) f.cancelled = true;
    },
  },
  decide(state, f, _power, action) {
    switch (action.type) {
      case 'excommunicateReformer':
        if (action.reformer === CRANMER) {
          // Thomas Cromwell (card 115) may answer once the Papacy names Cranmer, before it happens.
          f.reformer = CRANMER;
          f.step = 'cromwell';
          callWindow(state, f, 'cromwell', 'beforeExcommunication', 'papacy', CRANMER, { kind: 'excommunication', reformer: CRANMER, cancelled: false });
          return;
        }
        excommunicateReformer(state, f, action.reformer);
        return;
      case 'excommunicateRuler':
        excommunicateRuler(state, f, action.power);
        return;
      case 'debate':
        // 21.5: a free debate in the reformer's zone.
        pop(state, f);
        startDebate(state, 'papacy', REFORMER_ZONE[f.reformer!]);
        return;
      case 'space':
        placeUnrest(state, action.space);
        f.unrest--;
        if (f.unrest <= 0) pop(state, f);
        return;
      default:
        pop(state, f);
    }
  },
};

export const PAPAL_BULL_EVENT: CardEvent = {
  canPlay: (state, power) => power === 'papacy' && targets(state).length > 0,
  play(state) {
    push(state, frame('papalBull', { step: 'target', reformer: null, power: null, unrest: 0 }));
  },
};

// Card 104, Trace Italienne (2.1, 2.5): the playing power puts a fortress marker on any
// unfortified space in play — its own, another power's, independent or in unrest. The space
// is fortified from then on for every rule (queries.ts isFortified: siege, assault, LOC,
// winter, control...). Unless the space is independent or in unrest, the power controlling
// it gets 1 regular there from its counter mix. The choice is split in two small prompts:
// a language zone, then a space of that zone.
// Our reading (the card says nothing more): a space holding land units at war with its
// controller is not eligible — a fortress cannot appear around an enemy army already there.
import type { LanguageZone, SpaceId } from '../data/map.ts';
import { LANGUAGE_ZONES, SPACES, SPACE_IDS } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { hasEnemyLandUnits, isFortified, isInPlay } from '../queries.ts';
import type { HisState } from '../state.ts';
import { constructUnits } from '../construction.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

export const TRACE_ITALIENNE = 104;

export interface TraceItalienneFrame extends Frame {
  proc: 'traceItalienne';
  player: MajorPower;
  step: 'zone' | 'space';
  zone: LanguageZone | null;
}

/** Card 104: the spaces that may get the fortress marker. */
export function traceItalienneTargets(state: HisState): SpaceId[] {
  return SPACE_IDS.filter((id) => isInPlay(state, id) && !isFortified(state, id) && !hasEnemyLandUnits(state, state.spaces[id].control, id));
}

function zonesWithTargets(state: HisState): LanguageZone[] {
  const targets = traceItalienneTargets(state);
  return LANGUAGE_ZONES.filter((z) => targets.some((id) => SPACES[id].languageZone === z));
}

/** Card 104: the fortress marker, then 1 regular of the controller unless independent or in unrest. */
export function buildTraceItalienne(state: HisState, space: SpaceId): void {
  state.fortressMarkers.push(space);
  const s = state.spaces[space];
  state.log.push({ key: 'his.log.traceItalienne', params: { space } });
  if (s.control !== 'independent' && !s.unrest) constructUnits(state, space, s.control, 'regular', 1);
}

type TraceItalienneAction = { type: 'zone'; zone: LanguageZone } | SpaceAction;

export const traceItalienneProcedure: Procedure<TraceItalienneFrame, TraceItalienneAction> = {
  ask(state, f): Ask<TraceItalienneAction>[] {
    if (f.step === 'zone') {
      const zones = zonesWithTargets(state);
      return zones.length === 0 ? [] : [{ power: f.player, key: 'his.prompt.traceItalienneZone', actions: zones.map((zone) => ({ type: 'zone', zone })) }];
    }
    const spaces = traceItalienneTargets(state).filter((id) => SPACES[id].languageZone === f.zone);
    return [{ power: f.player, key: 'his.prompt.traceItalienneSpace', actions: spaces.map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    // No eligible space left: the event does nothing.
    pop(state, f);
  },
  decide(state, f, _power, action) {
    if (action.type === 'zone') {
      f.zone = action.zone;
      f.step = 'space';
      return;
    }
    pop(state, f);
    buildTraceItalienne(state, action.space);
  },
};

export const TRACE_ITALIENNE_EVENT: CardEvent = {
  canPlay: (state) => traceItalienneTargets(state).length > 0,
  play(state, power) {
    push(state, frame('traceItalienne', { player: power, step: 'zone', zone: null }));
  },
};

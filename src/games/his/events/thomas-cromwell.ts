// Card 115, Thomas Cromwell (English response card). As a response, once Papal Bull names
// Cranmer ('beforeExcommunication' window, events/papal-bull.ts): the excommunication does
// not happen. As an event in England's impulse: take Dissolution of the Monasteries (#63)
// from the discard pile, or publish a free English treatise (18.1), English treatises then
// costing 2 CP for the rest of the turn (`england.cromwellTurn`, actions/publish-treatise.ts).
// After either use the card leaves the game if the Pregnancy Chart has given a 1, 2 or 3.
import type { CardId } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { SPACE_IDS } from '../data/map.ts';
import type { Ask, Frame, HisAction, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { reformerSpace } from '../religion/debaters.ts';
import { reformationEligible } from '../religion/modifiers.ts';
import { startReformation } from '../religion/reformation.ts';
import type { ResponseCard, WindowFrame, WindowSubject } from '../flow/window.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

export const THOMAS_CROMWELL_CARD: CardId = 115;
const DISSOLUTION: CardId = 63;
/** 18.1: an English treatise's attempts. */
const TREATISE_ATTEMPTS = 2;

/** Card text: removed after use if a result of 3 or lower has come up on the Pregnancy Chart. */
function afterUse(state: HisState): void {
  const low = state.tracks.pregnancyResults.some((r) => r === 'noConsummation' || r === 'noChild' || r === 'wifeExecuted');
  if (!low) return;
  const i = state.discard.lastIndexOf(THOMAS_CROMWELL_CARD);
  if (i >= 0) state.discard.splice(i, 1);
  if (!state.removed.includes(THOMAS_CROMWELL_CARD)) state.removed.push(THOMAS_CROMWELL_CARD);
}

/** Papal Bull names Cranmer: the subject of the 'beforeExcommunication' window, not yet answered. */
function cranmerBull(w: WindowFrame): Extract<WindowSubject, { kind: 'excommunication' }> | null {
  return w.subject?.kind === 'excommunication' && w.subject.reformer === 'cranmer' && !w.subject.cancelled ? w.subject : null;
}

export const THOMAS_CROMWELL_RESPONSE: ResponseCard = {
  windows: ['beforeExcommunication'],
  canPlay: (_state, power, w) => power === 'england' && cranmerBull(w) !== null,
  play(state, _power, w) {
    cranmerBull(w)!.cancelled = true;
    state.log.push({ key: 'his.log.cromwellSavesCranmer', params: {} });
    afterUse(state);
    // The excommunication is off: nobody else needs to answer it.
    w.done = [...MAJOR_POWERS];
  },
};

/** Branch a: Dissolution of the Monasteries lies in the discard pile. */
function mayRetrieve(state: HisState): boolean {
  return state.discard.includes(DISSOLUTION);
}

/** Branch b: an English treatise as 18.1 allows it (Cranmer on the map, a space to convert). */
function mayPublish(state: HisState): boolean {
  return reformerSpace(state, 'cranmer') !== null && SPACE_IDS.some((id) => reformationEligible(state, id));
}

function options(state: HisState): HisAction[] {
  const actions: HisAction[] = [];
  if (mayRetrieve(state)) actions.push({ type: 'retrieveDissolution' });
  if (mayPublish(state)) actions.push({ type: 'cromwellTreatise' });
  return actions;
}

export interface ThomasCromwellFrame extends Frame {
  proc: 'thomasCromwell';
}

export const thomasCromwellProcedure: Procedure<ThomasCromwellFrame> = {
  ask(state): Ask[] {
    const actions = options(state);
    return actions.length === 0 ? [] : [{ power: 'england', key: 'his.prompt.thomasCromwell', actions }];
  },
  run(state, f) {
    pop(state, f);
  },
  decide(state, f, _power, action) {
    pop(state, f);
    if (action.type === 'retrieveDissolution') {
      state.discard.splice(state.discard.indexOf(DISSOLUTION), 1);
      state.powers.england.hand.push(DISSOLUTION);
      state.log.push({ key: 'his.log.cardRetrieved', params: { power: 'england', card: DISSOLUTION } });
      return;
    }
    state.england.cromwellTurn = state.turn;
    startReformation(state, { power: 'england', attempts: TREATISE_ATTEMPTS, zones: ['english'], why: 'treatise' });
  },
};

export const THOMAS_CROMWELL_EVENT: CardEvent = {
  // The event helps England only; England plays it (reference doubt: the card names no player).
  canPlay: (state, power: MajorPower) => power === 'england' && options(state).length > 0,
  play(state) {
    afterUse(state);
    push(state, frame('thomasCromwell', {}));
  },
};

// Card 17, Council of Trent (Mandatory; 18.2): the Papacy commits up to 4 uncommitted
// debaters, then the Protestant (seeing them) up to 2 of any zone; each side rolls the sum of
// its debaters' values (Pole adds a die for the Papacy); the side with more hits flips the
// difference anywhere, each space eligible as for an attempt (18.3/18.4 step 1).
import type { DebaterId } from '../data/pieces.ts';
import { DEBATERS, DEBATER_IDS } from '../data/pieces.ts';
import { hits, rollDice } from '../dice.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { commitDebater, isUncommitted } from '../religion/debaters.ts';
import { startFlips } from '../religion/flips.ts';
import type { ReligiousSide } from '../religion/types.ts';
import type { HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

/** How many debaters each side may send (card text). */
export const COUNCIL_SEATS: Record<ReligiousSide, number> = { papacy: 4, protestant: 2 };

export interface CouncilOfTrentFrame extends Frame {
  proc: 'councilOfTrent';
  /** The side choosing now: the Papacy first, then the Protestant. */
  step: ReligiousSide;
  papal: DebaterId[];
  protestant: DebaterId[];
}

/** Uncommitted debaters of the side not yet sent to the Council. */
export function councilCandidates(state: HisState, f: CouncilOfTrentFrame, side: ReligiousSide): DebaterId[] {
  const sent = side === 'papacy' ? f.papal : f.protestant;
  if (sent.length >= COUNCIL_SEATS[side]) return [];
  return DEBATER_IDS.filter((id) => DEBATERS[id].side === side && isUncommitted(state, id) && !sent.includes(id));
}

/** The Council's dice for a side: the values of its debaters, and Pole's die for the Papacy. */
export function councilDice(side: ReligiousSide, debaters: readonly DebaterId[]): number {
  const sum = debaters.reduce((n, id) => n + DEBATERS[id].value, 0);
  return sum + (side === 'papacy' && debaters.includes('pole') ? 1 : 0);
}

function resolve(state: HisState, f: CouncilOfTrentFrame): void {
  for (const id of [...f.papal, ...f.protestant]) commitDebater(state, id);
  const papalHits = hits(rollDice(state, councilDice('papacy', f.papal), 'councilOfTrent', { power: 'papacy' }));
  const protestantHits = hits(rollDice(state, councilDice('protestant', f.protestant), 'councilOfTrent', { power: 'protestant' }));
  const winner: ReligiousSide | null = papalHits > protestantHits ? 'papacy' : protestantHits > papalHits ? 'protestant' : null;
  state.log.push({ key: 'his.log.councilOfTrent', params: { papal: f.papal, protestant: f.protestant, papalHits, protestantHits, winner } });
  pop(state, f);
  if (winner) startFlips(state, winner, Math.abs(papalHits - protestantHits), 'anywhere', null, 'councilOfTrent');
}

type CouncilOfTrentAction = { type: 'debater'; debater: DebaterId } | { type: 'done' };

export const councilOfTrentProcedure: Procedure<CouncilOfTrentFrame, CouncilOfTrentAction> = {
  ask(state, f): Ask<CouncilOfTrentAction>[] {
    const candidates = councilCandidates(state, f, f.step);
    if (candidates.length === 0) return [];
    return [
      {
        power: f.step,
        key: 'his.prompt.councilOfTrent',
        params: { sent: f.step === 'papacy' ? f.papal : f.protestant, papal: f.papal },
        actions: [...candidates.map((debater): CouncilOfTrentAction => ({ type: 'debater', debater })), { type: 'done' }],
      },
    ];
  },
  run(state, f) {
    if (f.step === 'papacy') f.step = 'protestant';
    else resolve(state, f);
  },
  decide(state, f, _power, action) {
    if (action.type === 'done') {
      if (f.step === 'papacy') f.step = 'protestant';
      else resolve(state, f);
      return;
    }
    (f.step === 'papacy' ? f.papal : f.protestant).push(action.debater);
  },
};

export const COUNCIL_OF_TRENT_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    push(state, frame('councilOfTrent', { step: 'papacy', papal: [], protestant: [] }));
  },
};

// 18.5: the debate frame and what event handlers in its windows need (Here I Stand), kept
// apart from the procedure so that response cards can use it without importing responses.ts
// back (religion/debate.ts opens the windows).
import type { DebateLanguageZone, DebaterId } from '../data/pieces.ts';
import type { Frame } from '../flow/frames.ts';
import type { HisState } from '../state.ts';
import { commitDebater, isCommitted } from './debaters.ts';
import type { ReligiousSide } from './types.ts';

export interface DebateFrame extends Frame {
  proc: 'debate';
  /** The power that called the debate; its debater attacks in each round. */
  initiator: ReligiousSide;
  zone: DebateLanguageZone;
  round: number;
  step: 'attacker' | 'defender' | 'window' | 'roll' | 'bullinger' | 'secondRound' | 'burn';
  /** The current debaters of each side (the "Current Debater" boxes). */
  papal: DebaterId | null;
  protestant: DebaterId | null;
  /** Whether each current debater was committed before this round (18.5 step 5; Eck, Aleander, Campeggio). */
  papalWasCommitted: boolean;
  protestantWasCommitted: boolean;
  /** Leipzig Debate: the Papacy picks its attacker instead of drawing one. */
  pickAttacker: boolean;
  /** Leipzig Debate: a Protestant debater who may not defend in either round. */
  barred: DebaterId | null;
  /** Thomas More, Papal Inquisition: extra attack dice for the Papal debater in each round. */
  extraAttackDice: number;
  /** Bullinger inserted as the Protestant debater of round 2. */
  bullinger: boolean;
  /** Set once decided: the side with more hits and the difference. */
  winner: ReligiousSide | null;
  margin: number;
}

export function setDebater(f: DebateFrame, side: ReligiousSide, id: DebaterId, wasCommitted: boolean): void {
  if (side === 'papacy') {
    f.papal = id;
    f.papalWasCommitted = wasCommitted;
  } else {
    f.protestant = id;
    f.protestantWasCommitted = wasCommitted;
  }
}

/**
 * Here I Stand (#7): Luther (or another debater an event names) takes the place of a side's
 * current debater; the replaced debater is committed (18.5 steps 3, 6 and 7).
 */
export function substituteDebater(state: HisState, f: DebateFrame, side: ReligiousSide, id: DebaterId): void {
  const replaced = side === 'papacy' ? f.papal : f.protestant;
  if (replaced !== null && replaced !== id) commitDebater(state, replaced);
  setDebater(f, side, id, isCommitted(state, id));
  state.log.push({ key: 'his.log.debaterSubstituted', params: { side, debater: id, replaced } });
}


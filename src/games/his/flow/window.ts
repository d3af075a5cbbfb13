// Response and combat card windows (design: "interrupts are prompts too"): the mechanism.
// After each action, event and battle step a window frame asks, in impulse order from the
// active power, every power that holds a card playable there; powers that cannot act are
// skipped without being asked, so being asked tells the table that a power holds *some*
// card playable there ('by-hand', the default). The table option `responseWindows:
// 'by-rule'` asks instead every power the public state does not exclude (decision-points,
// "Asking and hidden hands"): one with cards in hand, when some card not in public view
// (the deck and the hands) would be playable by it there; a power without one may only
// decline, and who is asked depends on no hand. Which cards answer which window is the table of response
// cards (events/response-cards.ts), handed to `windowProcedure` where the flow is built.
//
// A procedure that cards may change (stop a move, add dice to a battle) *calls* its window
// with a subject: a copy of what the cards may read and change. Cards change the subject
// only; the window returns it and the procedure applies it at its resume step. Windows
// that change no procedure (after an action or an event) are pushed, with no subject.
import type { CardId } from '../data/cards.ts';
import { CARDS } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import type { Ask, Frame, Procedure } from './frames.ts';
import { call, pop, push, ret } from './stack.ts';
import type { HisState, LeaderId } from '../state.ts';
import { playCardFromHand } from '../cards.ts';
import { cardHandFor, mayPlayFor } from '../two-player/on-behalf.ts';
import type { ChoiceOption, EventChoiceFrame } from '../events/choice.ts';
import type { Battle } from '../land/field-battle.ts';
import type { Assault } from '../land/assault.ts';
import type { NavalCombatFrame } from '../naval/combat.ts';
import type { NavalRoll } from '../naval/interception.ts';
import type { DebateFrame } from '../religion/debate-frame.ts';
import type { ReformerId } from '../data/pieces.ts';

/** Named moments where response or combat cards may be played. */
export type WindowId =
  | 'afterAction'
  | 'afterEvent'
  | 'beforeEvent'
  | 'beforeMove'
  | 'beforeBattle'
  | 'afterBattleRolls'
  | 'beforeAssault'
  | 'beforeNavalCombat'
  /** 16.1 steps 4-5: a naval interception or avoid-battle roll, before it is compared with 9. */
  | 'afterNavalRoll'
  | 'beforeReformation'
  | 'beforeDebate'
  /** Papal Bull names Cranmer (Thomas Cromwell, card 115); context: the reformer. */
  | 'beforeExcommunication';

/** The combat a combat-card window belongs to: a copy of its frame, changed by the cards and applied by the combat. */
export type Combat =
  | { kind: 'fieldBattle'; frame: Battle }
  | { kind: 'assault'; frame: Assault }
  | { kind: 'navalCombat'; frame: NavalCombatFrame };

/**
 * An action announced and paid for that a response may stop (13.1 step 4, 16.1 step 3,
 * 16.3, 16.4 A18): who, what it cost, the army leaders of its formation; `stopped` is the answer.
 */
export type AnnouncedMove = {
  kind: 'move';
  proc: 'landMove' | 'navalMove' | 'navalTransport' | 'piracy';
  power: MajorPower;
  paid: number;
  leaders: LeaderId[];
  stopped: boolean;
};

/** What a called window hands to its cards and returns to its caller, changed by the cards played. */
export type WindowSubject =
  | Combat
  | AnnouncedMove
  /** 16.1 steps 4-5: the roll before it is compared with 9 (Professional Rowers sets `rowers`). */
  | { kind: 'navalRoll'; roll: NavalRoll }
  /** 6.2: an event announced in an impulse (The Wartburg cancels it). */
  | { kind: 'event'; power: MajorPower; card: CardId; cancelled: boolean }
  /** Papal Bull names a reformer (Thomas Cromwell cancels Cranmer's excommunication). */
  | { kind: 'excommunication'; reformer: ReformerId; cancelled: boolean }
  /** 18.5: the debate once its debaters are known (Here I Stand substitutes Luther). */
  | { kind: 'debate'; debate: DebateFrame };

export interface ResponseCard {
  windows: WindowId[];
  /** Can `power` play this card in this window now? */
  canPlay(state: HisState, power: MajorPower, window: WindowFrame): boolean;
  /**
   * Resolve it: change the state and/or the window's subject, and/or push frames (they run
   * before the window continues). A card whose effect on the subject waits on a choice
   * returns that choice: the window calls it and hands the answer to `chosen`.
   */
  play(state: HisState, power: MajorPower, window: WindowFrame): EventChoiceFrame | void;
  /** The answer to the choice `play` returned, applied to the window's subject. */
  chosen?(state: HisState, power: MajorPower, window: WindowFrame, action: ChoiceOption): void;
}

/** Response and combat card handlers by card id. */
export type ResponseTable = Readonly<Partial<Record<CardId, ResponseCard>>>;

export interface WindowFrame extends Frame {
  proc: 'window';
  at: WindowId;
  active: MajorPower;
  /** Powers that declined (or played) in this window: each is asked once. */
  done: MajorPower[];
  /** Which step of the interrupted procedure this is (e.g. 'fieldBattle.combatCards'). */
  context?: string;
  /** A called window: what its cards may read and change; returned to the caller when it closes. */
  subject?: WindowSubject;
  /** The card whose choice the window has called (its `chosen` receives the answer). */
  choosing?: { card: CardId; power: MajorPower };
}

/** A window frame with no subject (pushed; see `callWindow` for the called kind). */
export function windowFrame(at: WindowId, active: MajorPower, context?: string): WindowFrame {
  const frame: WindowFrame = { proc: 'window', at, active, done: [] };
  if (context !== undefined) frame.context = context;
  return frame;
}

/** Push a window that changes no procedure (after an action or an event). */
export function openWindow(state: HisState, at: WindowId, active: MajorPower, context?: string): void {
  push(state, windowFrame(at, active, context));
}

/**
 * 13.1 step 4, 16.1 step 3, 16.3, 16.4 (A18): `caller` calls the 'beforeMove' window on the
 * move it has just announced and paid for; its resume step `resume` receives the AnnouncedMove.
 */
export function callMoveWindow(state: HisState, caller: Frame & { proc: AnnouncedMove['proc'] }, resume: string, power: MajorPower, paid: number, leaders: LeaderId[] = []): void {
  callWindow(state, caller, resume, 'beforeMove', power, caller.proc, { kind: 'move', proc: caller.proc, power, paid, leaders, stopped: false });
}

/**
 * The resume step of every move that called `callMoveWindow`: a response (Foul Weather,
 * Gout) stopped it, which the move's frame records as `cancelled`.
 */
export function moveWindowClosed(_state: HisState, f: { cancelled: boolean }, result: AnnouncedMove): void {
  if (result.stopped) f.cancelled = true;
}

/**
 * The resume step of a combat that called its cards' window: take back, from the copy the
 * cards changed, only the fields its frame documents as changeable.
 */
export function takeBackFromCards<F, K extends keyof F>(f: F, played: F, fields: readonly K[]): void {
  for (const k of fields) f[k] = played[k];
}

/**
 * `caller` calls a window on `subject`: the caller's resume step `resume` receives the
 * subject as the cards left it (type `S`), and applies it.
 */
export function callWindow<S extends WindowSubject>(state: HisState, caller: Frame, resume: string, at: WindowId, active: MajorPower, context: string, subject: S): void {
  call(state, caller, resume, { ...windowFrame(at, active, context), subject: structuredClone(subject) });
}

/** 21.3: while Mary I rules, England may use Response and Combat cards only for CP. */
function barredByMaryI(state: HisState, power: MajorPower, card: CardId): boolean {
  const type = CARDS[card].type;
  return power === 'england' && state.powers.england.ruler === 'mary-i' && (type === 'response' || type === 'combat');
}

/** Windows inside a battle, assault or naval combat: a card played there is a combat card (14, 15.1, 16.2). */
const COMBAT_WINDOWS: ReadonlySet<WindowId> = new Set<WindowId>(['beforeBattle', 'afterBattleRolls', 'beforeAssault', 'beforeNavalCombat']);

/** Impulse order starting from the active power (3.2). */
function orderFrom(active: MajorPower): MajorPower[] {
  const i = MAJOR_POWERS.indexOf(active);
  return [...MAJOR_POWERS.slice(i), ...MAJOR_POWERS.slice(0, i)];
}

/** A card played in the window, or decline. */
export type WindowAction = { type: 'respond'; card: CardId } | { type: 'decline' };

/** The window procedure over a table of response cards. */
export function windowProcedure(responses: ResponseTable): Procedure<WindowFrame, WindowAction> {
  function playable(state: HisState, power: MajorPower, w: WindowFrame, card: CardId): boolean {
    if (barredByMaryI(state, power, card)) return false;
    const r = responses[card];
    return r !== undefined && r.windows.includes(w.at) && r.canPlay(state, power, w);
  }

  /** Two-player variant: a directed power's cards come from the hand of the player directing it. */
  function playableCards(state: HisState, power: MajorPower, w: WindowFrame): CardId[] {
    const hand = cardHandFor(state, power);
    return state.powers[hand].hand.filter((c) => mayPlayFor(hand, power, c) && playable(state, power, w, c));
  }

  /**
   * By rule: could `power` hold a card playable here, for all the table knows? The cards
   * out of public view are the deck and the hands together (all other places are public),
   * so the answer depends on no hand's contents, only on its size.
   */
  function mayHoldPlayable(state: HisState, power: MajorPower, w: WindowFrame): boolean {
    if (state.powers[cardHandFor(state, power)].hand.length === 0) return false;
    const unseen = (cards: readonly CardId[]) => cards.some((c) => playable(state, power, w, c));
    return unseen(state.deck) || MAJOR_POWERS.some((p) => unseen(state.powers[p].hand));
  }

  function nextToAsk(state: HisState, w: WindowFrame): { power: MajorPower; cards: CardId[] } | null {
    const byRule = state.options.responseWindows === 'by-rule';
    for (const p of orderFrom(w.active)) {
      if (w.done.includes(p)) continue;
      const cards = playableCards(state, p, w);
      if (cards.length > 0 || (byRule && mayHoldPlayable(state, p, w))) return { power: p, cards };
    }
    return null;
  }

  return {
    ask(state, w): Ask<WindowAction>[] {
      const next = nextToAsk(state, w);
      if (!next) return [];
      return [
        {
          power: next.power,
          key: 'his.prompt.response',
          params: { window: w.at },
          actions: [...next.cards.map((card): WindowAction => ({ type: 'respond', card })), { type: 'decline' }],
        },
      ];
    },
    run(state, w) {
      if (w.subject !== undefined) ret(state, w, w.subject);
      else pop(state, w);
    },
    decide(state, w, power, action) {
      // A power that plays a card is asked again: 14 steps 4-5 let a side declare any number
      // of combat cards (each card leaves the hand, so the window ends).
      if (action.type !== 'respond') w.done.push(power);
      if (action.type === 'respond') {
        const card = action.card;
        // Two-player variant: a card played for a directed power leaves its director's hand.
        const hand = cardHandFor(state, power);
        if (hand !== power) {
          state.powers[hand].hand = state.powers[hand].hand.filter((c) => c !== card);
          state.powers[power].hand.push(card);
          state.log.push({ key: 'his.log.twoPlayerCardFor', params: { power: hand, target: power, card } });
        }
        // 6.1: a combat card (or a card used as one, e.g. Janissaries after the rolls) or a response card.
        playCardFromHand(state, power, card, 'event', CARDS[card].type === 'combat' || COMBAT_WINDOWS.has(w.at) ? 'combat' : 'response');
        const choice = responses[card]!.play(state, power, w);
        if (choice) {
          w.choosing = { card, power };
          call(state, w, 'chosen', { ...choice, returns: true });
        }
      }
    },
    resume: {
      chosen(state, w, action: ChoiceOption | null) {
        const { card, power } = w.choosing!;
        delete w.choosing;
        if (action !== null) responses[card]!.chosen!(state, power, w, action);
      },
    },
  };
}

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
import type { CardId } from '../data/cards.ts';
import { CARDS } from '../data/cards.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import type { Ask, Frame, Procedure } from './frames.ts';
import { pop, push } from './stack.ts';
import type { HisState } from '../state.ts';
import { playCardFromHand } from '../cards.ts';

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

export interface ResponseCard {
  windows: WindowId[];
  /** Can `power` play this card in this window now? */
  canPlay(state: HisState, power: MajorPower, window: WindowFrame): boolean;
  /** Resolve it: change the state and/or push frames (they run before the window continues). */
  play(state: HisState, power: MajorPower, window: WindowFrame): void;
}

/** Response and combat card handlers by card id. */
export type ResponseTable = Readonly<Partial<Record<CardId, ResponseCard>>>;

export interface WindowFrame extends Frame {
  proc: 'window';
  at: WindowId;
  active: MajorPower;
  /** Powers that declined (or played) in this window: each is asked once. */
  done: MajorPower[];
  /** Free data of the interrupted procedure (e.g. the battle it belongs to). */
  context?: string;
}

export function openWindow(state: HisState, at: WindowId, active: MajorPower, context?: string): void {
  const frame: WindowFrame = { proc: 'window', at, active, done: [] };
  if (context !== undefined) frame.context = context;
  push(state, frame);
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

/** The window procedure over a table of response cards. */
export function windowProcedure(responses: ResponseTable): Procedure<WindowFrame> {
  function playable(state: HisState, power: MajorPower, w: WindowFrame, card: CardId): boolean {
    if (barredByMaryI(state, power, card)) return false;
    const r = responses[card];
    return r !== undefined && r.windows.includes(w.at) && r.canPlay(state, power, w);
  }

  function playableCards(state: HisState, power: MajorPower, w: WindowFrame): CardId[] {
    return state.powers[power].hand.filter((c) => playable(state, power, w, c));
  }

  /**
   * By rule: could `power` hold a card playable here, for all the table knows? The cards
   * out of public view are the deck and the hands together (all other places are public),
   * so the answer depends on no hand's contents, only on its size.
   */
  function mayHoldPlayable(state: HisState, power: MajorPower, w: WindowFrame): boolean {
    if (state.powers[power].hand.length === 0) return false;
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
    ask(state, w): Ask[] {
      const next = nextToAsk(state, w);
      if (!next) return [];
      return [
        {
          power: next.power,
          key: 'his.prompt.response',
          params: { window: w.at },
          actions: [...next.cards.map((card) => ({ type: 'respond', card })), { type: 'decline' }],
        },
      ];
    },
    run(state, w) {
      pop(state, w);
    },
    decide(state, w, power, action) {
      // A power that plays a card is asked again: 14 steps 4-5 let a side declare any number
      // of combat cards (each card leaves the hand, so the window ends).
      if (action.type !== 'respond') w.done.push(power);
      if (action.type === 'respond') {
        const card = action.card as CardId;
        // 6.1: a combat card (or a card used as one, e.g. Janissaries after the rolls) or a response card.
        playCardFromHand(state, power, card, 'event', CARDS[card].type === 'combat' || COMBAT_WINDOWS.has(w.at) ? 'combat' : 'response');
        responses[card]!.play(state, power, w);
      }
    },
  };
}

// Card decisions: what to play each impulse and how (as CP or event, 11), what to give up
// when a rule asks for a card (war costs 9.6, discards), what to commit at the Diet of
// Worms (8.3), and whether to answer with a response card.
import type { Action } from '../../../engine/types.ts';
import type { CardId } from '../../../games/his/data/cards.ts';
import { CARDS } from '../../../games/his/data/cards.ts';
import { HOME_EVENT_SCORE } from '../aims.ts';
import type { Context } from '../context.ts';

function cardOf(action: Action): (typeof CARDS)[CardId] | undefined {
  return typeof action.card === 'number' ? CARDS[action.card as CardId] : undefined;
}

/** 11: the card for this impulse. CP for most cards (the aims need CP), a few events. */
export function impulse(ctx: Context, action: Action): number {
  if (action.type === 'pass') return -40;
  if (action.type !== 'play') return 0;
  const card = cardOf(action);
  if (!card) return 0;
  if (card.type === 'mandatory') return action.as === 'event' ? 500 : 0;
  if (action.as === 'cp') {
    // Combat and response cards are kept for their moment; spend the others.
    const keep = card.type === 'combat' || card.type === 'response' ? 12 : 0;
    return card.cp * 10 - keep;
  }
  if (card.power === ctx.me) return HOME_EVENT_SCORE[card.id] ?? 20;
  return card.cp * 10 - 25;
}

/** Give up the card worth least (war payment, forced discards). */
export function cheapestCard(_ctx: Context, action: Action): number {
  const card = cardOf(action);
  if (!card) return action.type === 'decline' ? 50 : 0;
  return -card.cp - (card.type === 'home' ? 10 : 0);
}

/** 8.3 Diet of Worms: the CP of the committed card are the dice thrown. */
export function highestCard(_ctx: Context, action: Action): number {
  const card = cardOf(action);
  return card ? card.cp : 0;
}

/** A response or combat card: use it (the rules offer it only where it may apply). */
export function respond(_ctx: Context, action: Action): number {
  return action.type === 'respond' || action.type === 'playEvent' ? 10 : 0;
}

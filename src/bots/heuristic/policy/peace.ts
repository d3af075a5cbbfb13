// Peace and deals (9.1, 9.3, 9.5): a heuristic seat gives nothing away for free. It never
// sues for peace (9.3: the enemy takes VP and the spaces it holds) and buys back what a
// peace costs it with cards rather than VP. In the Negotiation Segment these policies make
// no deals and confirm another's only when it gains (the valuation of bots/negotiation.ts);
// a seated bot of any level negotiates through bots/negotiation.ts instead (bots/his.ts
// wraps every level), so these answer only where the heuristic plays unwrapped.
import type { Action } from '../../../engine/types.ts';
import type { DealItem } from '../../../games/his/phases/diplomacy/deal-items.ts';
import { declarationValue } from '../../negotiation.ts';
import type { Context } from '../context.ts';

/** 9.1: declare nothing (an empty segment costs nothing; a careless deal costs keys). */
export function negotiationDeclare(_ctx: Context, action: Action): number {
  return action.type === 'doneDeclaring' ? 1 : 0;
}

/** 9.1: a draft already opened is withdrawn. */
export function negotiationCompose(_ctx: Context, action: Action): number {
  return action.type === 'cancelDeclaration' ? 1 : 0;
}

/** 9.1: confirm a declaration only when it gains me something. */
export function negotiationConfirm(ctx: Context, action: Action): number {
  if (action.type !== 'confirm') return 0;
  const items = (ctx.prompt?.params?.items ?? []) as DealItem[];
  return declarationValue(ctx.view, ctx.me, items) > 0 ? 1 : -1;
}

/** 9.3: no suit for peace: it hands the enemy VP and the spaces it took. */
export function sueForPeace(_ctx: Context, action: Action): number {
  return action.type === 'done' ? 1 : 0;
}

/** 9.3 steps 5-7, 9.5: buy back keys and leaders with a card, never with a VP. */
export function peacePayment(_ctx: Context, action: Action): number {
  const pay = action.pay;
  if (pay === 'card') return 3;
  if (pay === 'vp') return -2;
  return action.type === 'done' ? 0 : 1;
}

// Bots in the Negotiation Segment (9.1): a stated valuation of what a declaration gives
// and takes from the bot's power, to confirm or refuse it, and a few simple deals of its
// own to declare (a white peace when losing a war, an alliance against a common enemy
// with a squadron loaned, a card for a divorce or a pardon), sweetened with mercenaries, a
// space or a card when its valuation says the partner would refuse it otherwise. It reads only the bot's view,
// its legal actions and its prompt, and is deterministic in its seed. `negotiating` wraps
// any bot so that it negotiates this way and plays as before everywhere else.
//
// Tried and dropped (issue 14): a seat that also asks its partner for gifts (cards,
// mercenaries, a space, a leader) up to what the partner's valuation still accepts, the
// others negotiating as here. Arena heuristic seat against heuristic others, 120 games of
// seed 5 paired with the plain heuristic seat: +2.5 ± 2.5 points of wins and +0.32 ± 0.37 VP
// margin to the best rival: deals are too rare for what they can take to matter.
import { createRng, randomInt } from '../engine/rng.ts';
import type { Action, Prompt } from '../engine/types.ts';
import type { HisAction, HisView, MajorPower } from '../games/his/index.ts';
import { MAJOR_POWERS } from '../games/his/index.ts';
import { isKey, SPACES } from '../games/his/data/map.ts';
import { ARMY_LEADERS, isArmyLeaderId } from '../games/his/data/pieces.ts';
import type { DealItem } from '../games/his/phases/diplomacy/deal-items.ts';
import { randomBot } from './random.ts';
import type { Bot } from './types.ts';

const DECLARE = 'his.prompt.negotiationDeclare';
const COMPOSE = 'his.prompt.negotiationCompose';
const CONFIRM = 'his.prompt.negotiationConfirm';

/** Worth of one item to `me`, in rough "card draws" (positive: I gain). Items not binding me are worth 0. */
export function itemValue(view: HisView, me: MajorPower, item: DealItem): number {
  const gives = item.from === me;
  const gets = item.to === me;
  if (!gives && !gets) return 0;
  const sign = gets ? 1 : -1;
  switch (item.kind) {
    case 'peace':
    {
      // Ending a war I am losing is worth much; one I am clearly winning, less than nothing.
      const enemy = gives ? item.to : item.from;
      if (losing(view, me, enemy)) return 2;
      return losing(view, enemy, me) ? -1 : 0;
    }
    case 'alliance':
      return commonEnemies(view, item.from, item.to) > 0 ? 1 : 0.25;
    case 'loan':
      return sign * item.squadrons;
    case 'leader':
      return sign * 2;
    case 'cede':
      // A key counts toward victory (printed keys; 2.1).
      return sign * (isKey(item.space) ? 4 : 1.5);
    case 'cards':
      return sign * 1.5 * item.n;
    case 'mercenaries':
      return sign * 0.5 * item.n;
    case 'divorce':
      return gets ? 2 : -1;
    case 'rescind':
      return gets ? 2 : -1;
    default:
      return 0;
  }
}

/** Is `me` losing its war with `enemy`: leaders held by it, or well behind it in VP? */
function losing(view: HisView, me: MajorPower, enemy: MajorPower): boolean {
  if (view.powers[enemy].captives.some((l) => isArmyLeaderId(l) && ARMY_LEADERS[l].power === me)) return true;
  return view.standings[enemy].vp > view.standings[me].vp + 2;
}

function atWar(view: HisView, a: string, b: string): boolean {
  return view.diplomacy.wars.includes([a, b].sort().join('|'));
}

function commonEnemies(view: HisView, a: MajorPower, b: MajorPower): number {
  return MAJOR_POWERS.filter((p) => p !== a && p !== b && atWar(view, a, p) && atWar(view, b, p)).length;
}

/** 9.1: confirm a declaration when what it gives the bot's power is worth at least what it takes. */
export function declarationValue(view: HisView, me: MajorPower, items: readonly DealItem[]): number {
  return items.reduce((n, item) => n + itemValue(view, me, item), 0);
}

function itemsOf(actions: readonly HisAction[]): DealItem[] {
  return actions.filter((a) => a.type === 'addItem' && a.declare !== true).map((a) => a.item as DealItem);
}

function sameItem(a: DealItem, b: DealItem): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The simple items the bot may propose, from what its view shows (the rules check them when added). */
function itemsAddable(view: HisView, me: MajorPower, partners: readonly MajorPower[]): DealItem[] {
  return partners.flatMap((to): DealItem[] => {
    const out: DealItem[] = [];
    if (atWar(view, me, to)) out.push({ kind: 'peace', from: me, to });
    else out.push({ kind: 'alliance', from: me, to });
    out.push({ kind: 'cards', from: me, to, n: 1 });
    if (me === 'england' && to === 'papacy' && view.tracks.maritalStatus === 'askForDivorce') out.push({ kind: 'divorce', from: 'papacy', to: 'england' });
    if (to === 'papacy' && view.religion.excommunicatedPowers.includes(me)) out.push({ kind: 'rescind', from: 'papacy', to: me });
    return out;
  });
}

/**
 * A simple deal with one partner, from the items that may be proposed: a white peace when losing; an
 * alliance against a common enemy (with a squadron of mine lent, if any may be); a card
 * for a divorce or a pardon asked of the Papacy. Empty: nothing worth declaring.
 */
export function plannedDeal(view: HisView, me: MajorPower, partner: MajorPower, legal: readonly DealItem[]): DealItem[] {
  const find = (test: (i: DealItem) => boolean) => legal.find(test);
  const peace = find((i) => i.kind === 'peace' && (i.to === partner || i.from === partner));
  // A white peace when losing, or when the war is not going my way in VP.
  if (peace && (losing(view, me, partner) || view.standings[partner].vp >= view.standings[me].vp)) return [peace];
  const alliance = find((i) => i.kind === 'alliance' && (i.to === partner || i.from === partner));
  // A loan needs the alliance in the draft first: choose() adds one once the alliance is in.
  if (alliance && commonEnemies(view, me, partner) > 0) return [alliance];
  const card = find((i) => i.kind === 'cards' && i.from === me && i.to === partner && i.n === 1);
  const favour = find((i) => (i.kind === 'divorce' && me === 'england') || (i.kind === 'rescind' && i.to === me));
  if (favour && card) return [favour, card];
  return [];
}

/** The partner of a draft: the power its first item binds besides `me`. */
function draftPartner(me: MajorPower, draft: readonly DealItem[]): MajorPower | undefined {
  const first = draft[0];
  return first === undefined ? undefined : first.from === me ? first.to : first.from;
}

/** Partners `me` has already declared a deal with in this segment (the view lists them). */
function declaredWith(view: HisView, me: MajorPower): Set<MajorPower> {
  return new Set((view.negotiation?.declarations ?? []).filter((d) => d.by === me).flatMap((d) => d.parties));
}

/**
 * What `me` adds to win the partner over when, by the same valuation seen from the partner's
 * side, the draft costs it (a white peace asked of a power winning the war): the cheapest of
 * its legal gifts first (a mercenary; then a space of the partner's home or an independent
 * one, never a key; then a card), as long as the deal stays worth something to `me`.
 */
export function sweetener(view: HisView, me: MajorPower, partner: MajorPower, draft: readonly DealItem[], addable: readonly DealItem[]): DealItem | undefined {
  if (declarationValue(view, partner, draft) >= 0) return undefined;
  const mine = declarationValue(view, me, draft);
  const gifts = addable.filter((i) => i.from === me && i.to === partner);
  const mercenaries = gifts.find((i) => i.kind === 'mercenaries' && i.n === 1 && !draft.some((d) => d.kind === 'mercenaries'));
  const cession = gifts.find((i) => i.kind === 'cede' && !isKey(i.space) && (SPACES[i.space].home === partner || SPACES[i.space].home === 'independent'));
  const card = gifts.find((i) => i.kind === 'cards' && i.n === 1);
  // One mercenary item a declaration (9.1 counts a gift of a kind once): two if the rules allow.
  const twoMercenaries = gifts.find((i) => i.kind === 'mercenaries' && i.n === 2 && !draft.some((d) => d.kind === 'mercenaries'));
  for (const item of [twoMercenaries ?? mercenaries, cession, card]) {
    if (item && mine + itemValue(view, me, item) >= 0) return item;
  }
  return undefined;
}

/** One coin a turn for each partner: not every bot deals every turn (one time in three it keeps to itself). */
function keepsToItself(seed: string, turn: number, partner: MajorPower): boolean {
  return randomInt(createRng(`negotiation:${seed}:${turn}:${partner}`), 3) === 0;
}

/**
 * The bot's negotiation: declare its simple deals and answer declarations by their value.
 * It reads what it needs from its view and prompt (the declarations made so far, its draft),
 * so a bot made afresh for each decision (the server's) plays the same deals; its memory
 * only keeps it from starting again a deal whose items turned out not to be legal.
 */
export function negotiationPolicy(seed: string) {
  /** Partners whose planned deal could not be composed, by turn. */
  const failed = new Set<string>();
  let intended: MajorPower | undefined;

  const candidates = (view: HisView, me: MajorPower, partners: readonly MajorPower[]) => {
    const done = declaredWith(view, me);
    return partners.filter((p) => !done.has(p) && !failed.has(`${view.turn}:${p}`) && !keepsToItself(seed, view.turn, p));
  };

  return function choose(view: HisView, legal: readonly HisAction[], prompt: Prompt): HisAction {
    const me = view.viewer!;
    if (prompt.key === CONFIRM) {
      const items = (prompt.params?.items ?? []) as DealItem[];
      const confirm = legal.find((a) => a.type === 'confirm');
      const refuse = legal.find((a) => a.type === 'refuse')!;
      return confirm && declarationValue(view, me, items) >= 0 ? confirm : refuse;
    }
    const partners = (prompt.params?.partners ?? []) as MajorPower[];
    const draft = (prompt.params?.draft ?? []) as DealItem[];
    if (prompt.key === DECLARE) {
      // Not composing: a deal with the first partner not yet dealt with that seems worth one, or stop.
      intended = candidates(view, me, partners).find((p) => plannedDeal(view, me, p, itemsAddable(view, me, [p])).length > 0);
      return intended !== undefined ? { type: 'newDeclaration' } : legal.find((a) => a.type === 'doneDeclaring')!;
    }
    const addable = itemsOf(legal);
    const partner = draftPartner(me, draft) ?? intended ?? candidates(view, me, partners).find((p) => plannedDeal(view, me, p, addable).length > 0);
    if (partner === undefined) return legal.find((a) => a.type === 'cancelDeclaration')!;
    const plan = plannedDeal(view, me, partner, addable);
    const next = plan.find((p) => !draft.some((d) => sameItem(d, p)));
    if (next) return { type: 'addItem', item: next };
    if (draft.length === 0) {
      // The deal it meant is not legal after all: not again this turn.
      failed.add(`${view.turn}:${partner}`);
      return legal.find((a) => a.type === 'cancelDeclaration')!;
    }
    // An alliance in the draft: lend one of my squadrons to the new ally when a loan is legal.
    const loan = addable.find((i) => i.kind === 'loan' && i.from === me && i.to === partner && i.squadrons === 1 && i.leaders.length === 0);
    if (loan && draft.some((d) => d.kind === 'alliance') && !draft.some((d) => d.kind === 'loan')) return { type: 'addItem', item: loan };
    const sweeten = sweetener(view, me, partner, draft, addable);
    if (sweeten) return { type: 'addItem', item: sweeten };
    return legal.find((a) => a.type === 'declare') ?? legal.find((a) => a.type === 'cancelDeclaration')!;
  };
}

/** Is this prompt one the negotiation policy answers? */
export function isNegotiationPrompt(prompt: Prompt | undefined): boolean {
  return prompt?.key === DECLARE || prompt?.key === COMPOSE || prompt?.key === CONFIRM;
}

/** `inner` everywhere, the negotiation policy in the Negotiation Segment (which reads the view). */
export function negotiating<A extends Action = HisAction>(inner: Bot<HisView, A>, seed: string): Bot<HisView, A> {
  const policy = negotiationPolicy(seed);
  return {
    name: inner.name,
    readsView: inner.readsView ?? true,
    needsView: (prompt) => isNegotiationPrompt(prompt),
    choose(view, legal, prompt) {
      if (isNegotiationPrompt(prompt)) return policy(view, legal as unknown as HisAction[], prompt!) as unknown as A;
      return inner.choose(view, legal, prompt);
    },
  };
}

/** The random bot that negotiates (simulations and golden records seat it by default). */
export function negotiatingRandomBot(seed: string): Bot<HisView, HisAction> {
  return negotiating(randomBot<HisView, HisAction>(seed), seed);
}

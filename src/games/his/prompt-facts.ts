// What a player needs to decide, added to a prompt's params (issue 15, "decide with the
// facts"): what caused the prompt (the card played, the phase, the rule section), the CP
// cost of each action offered, why Pass is or is not offered, and the odds of a roll.
// Data only: no rule changes here, every number comes from the rule that applies it. The
// client renders `cause`, `costs` and `facts` generically (src/web/panels).
import type { Json } from '../../engine/types.ts';
import { lastCardPlay } from './last-card-play.ts';
import { CP_ACTIONS } from './actions/index.ts';
import type { SpaceId } from './data/map.ts';
import type { MajorPower, Power } from './data/powers.ts';
import { COMBAT } from './data/tables.ts';
import type { Ask, HisAction } from './flow/frames.ts';
import { isHomeCard, isMandatoryCard } from './cards.ts';
import { bestBattleRating } from './land/formation.ts';
import type { DowTarget } from './data/tables.ts';
import { dowCost } from './phases/diplomacy/restrictions.ts';
import { rulerOf } from './rulers.ts';
import type { WindowFrame } from './flow/window.ts';
import { battleDiceNow } from './land/field-battle.ts';
import { assaultDiceNow } from './land/assault.ts';
import { navalDiceNow } from './naval/combat.ts';
import { attackDice, defenceDice } from './religion/debate.ts';
import { DEBATERS } from './data/pieces.ts';
import type { DebaterId } from './data/pieces.ts';
import type { HisState } from './state.ts';

/**
 * The rule section each asking procedure follows (shown with the prompt, which links it to
 * the table's summary of that section: src/web/messages-rules.ts has one for each).
 */
export const SECTIONS: Readonly<Record<string, string>> = {
  impulse: '11',
  spendCp: '11.1',
  landMove: '13',
  interception: '13.2',
  avoidBattle: '13.3',
  withdrawal: '13.4',
  fieldBattle: '14',
  retreat: '14.1',
  assault: '15.1',
  navalMove: '16',
  navalCombat: '16.2',
  dietOfWorms: '18.1',
  reformation: '18.3',
  counterReformation: '18.4',
  debate: '18.5',
  springDeployment: '10',
  warSegment: '9.6',
  negotiation: '9.1',
  sueForPeace: '9.3',
  // Response and Combat cards (6.1) are what a card window offers.
  window: '6.1',
};

/** Once a card is played in an impulse, every prompt until the next impulse follows from it (or from a card played since). */
function cardCause(state: HisState): { card: number; power: string } | { cpCard: number; power: string } | null {
  const inImpulse = state.stack.some((f) => f.proc === 'actionPhase') && state.stack[state.stack.length - 1]?.proc !== 'impulse';
  if (!inImpulse) return null;
  const e = lastCardPlay(state.log);
  if (!e) return null;
  const power = e.params.power as string;
  // A card played for CP caused the prompt through the action bought with it, not its event.
  return e.key === 'his.log.cardForCp' ? { cpCard: e.params.card as number, power } : { card: e.params.card as number, power };
}

function costsOf(state: HisState, ask: Ask): Json[] | null {
  const out: Json[] = [];
  for (const action of ask.actions) {
    let cp: number | null = null;
    if (action.type === 'action' && ask.key === 'his.prompt.spendCp') cp = CP_ACTIONS.find((a) => a.id === action.action)?.cost(state, ask.power) ?? null;
    // 9.6: the CP a declaration of war costs, paid with cards at the end of the segment.
    else if (action.type === 'declareWar') cp = dowCost(state, ask.power, action.target as DowTarget);
    if (cp !== null) out.push({ action: action as unknown as Json, cp });
  }
  return out.length > 0 ? out : null;
}

/** 11: why the power may or may not pass (Home card, mandatory event, more cards than the admin rating). */
function passFact(state: HisState, power: MajorPower, actions: readonly HisAction[]): Json {
  const hand = state.powers[power].hand;
  const admin = rulerOf(state, power).adminRating;
  const reason = actions.some((a) => a.type === 'pass')
    ? 'allowed'
    : hand.some(isHomeCard)
      ? 'homeCard'
      : hand.some(isMandatoryCard)
        ? 'mandatory'
        : 'overAdmin';
  return { key: `his.fact.pass.${reason}`, params: { n: hand.length, admin } };
}

function leadersOf(state: HisState, space: SpaceId, power: Power): string[] {
  return state.spaces[space].units[power]?.leaders ?? [];
}

function unitsOf(state: HisState, space: SpaceId, power: Power): number {
  const f = state.spaces[space].units[power];
  return f ? f.regular + f.mercenary + f.cavalry : 0;
}

/** 13.2, 13.3: two dice plus the best battle rating of the leaders that would go, against the number needed. */
function rollFacts(state: HisState, ask: Ask, frame: Record<string, unknown>): Json[] {
  const active = frame.active as MajorPower;
  if (frame.proc === 'avoidBattle') {
    const space = frame.space as SpaceId;
    return [
      { key: 'his.fact.twoDice', params: { need: COMBAT.avoidBattleSuccess, modifier: bestBattleRating(leadersOf(state, space, ask.power)) } },
      { key: 'his.fact.strength', params: { power: active, units: unitsOf(state, space, active), mine: unitsOf(state, space, ask.power) } },
    ];
  }
  // 13.2: what the interceptor would meet, and what it has in each space it may intercept from.
  const facts: Json[] = [
    { key: 'his.fact.twoDiceLeader', params: { need: COMBAT.interceptSuccess } },
    { key: 'his.fact.interceptMover', params: { power: active, units: frame.moverUnits as number, to: frame.space as SpaceId } },
  ];
  for (const action of ask.actions) {
    const from = action.type === 'space' ? (action.space as SpaceId) : null;
    if (from) facts.push({ key: 'his.fact.interceptFrom', params: { from, units: unitsOf(state, from, ask.power) } });
  }
  return facts;
}

type Strength = { attacker: string; defender: string; dice: { attacker: number; defender: number }; hits: { attacker: number; defender: number } | null };

/** The two sides of the combat a card window is about, their dice now, and their hits once rolled. */
function strength(state: HisState, w: WindowFrame): Strength | null {
  const subject = w.subject;
  if (!subject) return null;
  if (subject.kind === 'fieldBattle') {
    const b = subject.frame;
    const defender = b.defenders[0] ?? state.spaces[b.space].control;
    if (b.sides) return { attacker: b.attacker, defender, dice: { attacker: b.sides.attacker.dice, defender: b.sides.defender.dice }, hits: { attacker: b.sides.attacker.hits, defender: b.sides.defender.hits } };
    return { attacker: b.attacker, defender, dice: battleDiceNow(state, b), hits: null };
  }
  if (subject.kind === 'assault') {
    const a = subject.frame;
    const defender = state.spaces[a.space].control;
    if (a.sides) return { attacker: a.power, defender, dice: { attacker: a.sides.attacker.dice, defender: a.sides.defender.dice }, hits: { attacker: a.sides.attacker.hits, defender: a.sides.defender.hits } };
    return { attacker: a.power, defender, dice: assaultDiceNow(state, a), hits: null };
  }
  if (subject.kind === 'navalCombat') {
    const f = subject.frame;
    return { attacker: f.attacker, defender: f.defender, dice: f.dice ?? navalDiceNow(state, f), hits: f.hits ?? null };
  }
  return null;
}

/** 14, 15.1, 16.2, 18.5: the dice of each side before the cards are played (and the hits, after the roll). */
function combatFacts(state: HisState, w: WindowFrame): Json[] {
  if (w.subject?.kind === 'debate') {
    const f = w.subject.debate;
    const attacker = f.initiator === 'papacy' ? f.papal : f.protestant;
    const defender = f.initiator === 'papacy' ? f.protestant : f.papal;
    if (!attacker || !defender) return [];
    return [{ key: 'his.fact.debateDice', params: { attacker, defender, attackDice: attackDice(state, f), defenceDice: defenceDice(f) } }];
  }
  const s = strength(state, w);
  if (!s) return [];
  const params = { attacker: s.attacker, defender: s.defender, attackerDice: s.dice.attacker, defenderDice: s.dice.defender };
  if (s.hits) return [{ key: 'his.fact.combatRolled', params: { ...params, attackerHits: s.hits.attacker, defenderHits: s.hits.defender } }];
  return [{ key: 'his.fact.combatDice', params }];
}

/** 18.3-18.5: the value of each debater a prompt offers. */
function debaterFacts(actions: readonly HisAction[]): Json[] {
  // A loop that builds nothing for the many prompts that offer no debater (asked for every prompt).
  let ids: Set<string> | null = null;
  for (const a of actions) {
    const d = a.debater;
    if (typeof d === 'string' && d in DEBATERS) (ids ??= new Set()).add(d);
  }
  return ids === null ? [] : [...ids].map((debater) => ({ key: 'his.fact.debater', params: { debater, value: DEBATERS[debater as DebaterId].value } }));
}

/** The prompt's params with the facts added (the ask's own params first, never overwritten). */
export function promptFacts(state: HisState, ask: Ask): Record<string, Json> {
  const params: Record<string, Json> = { ...(ask.params ?? {}) };
  const top = state.stack[state.stack.length - 1] as unknown as Record<string, unknown> | undefined;
  const proc = typeof top?.proc === 'string' ? top.proc : null;
  const cause: Record<string, Json> = {};
  const card = cardCause(state);
  if (card) Object.assign(cause, card);
  if (proc && SECTIONS[proc]) cause.section = SECTIONS[proc];
  if (!card && state.phase !== 'actionPhase') cause.phase = state.phase;
  if (Object.keys(cause).length > 0 && params.cause === undefined) params.cause = cause;
  const costs = costsOf(state, ask);
  if (costs && params.costs === undefined) params.costs = costs;
  const facts: Json[] = [];
  if (ask.key === 'his.prompt.impulse') facts.push(passFact(state, ask.power, ask.actions));
  if (top && (proc === 'avoidBattle' || proc === 'interception') && (ask.key === 'his.prompt.avoidBattle' || ask.key === 'his.prompt.intercept')) facts.push(...rollFacts(state, ask, top));
  if (proc === 'window' && top) facts.push(...combatFacts(state, top as unknown as WindowFrame));
  facts.push(...debaterFacts(ask.actions));
  if (facts.length > 0 && params.facts === undefined) params.facts = facts;
  return params;
}

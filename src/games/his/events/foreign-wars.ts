// Cards 92 Revolt in Egypt, 93 Revolt in Ireland, 110 War in Persia (21.7): the Ottoman or
// England sends land units and at most one army leader off the map onto the card, to fight
// a foreign army of independent units with the Fight Foreign War action
// (actions/fight-foreign-war.ts). The card stays on the map until the war is won; the power
// is dealt one card fewer while it lasts (its "-1 card" marker in `cardPenalty`).
import type { CardId } from '../data/cards.ts';
import type { SpaceId } from '../data/map.ts';
import { SPACE_IDS } from '../data/map.ts';
import { isArmyLeaderId } from '../data/pieces.ts';
import type { MajorPower } from '../data/powers.ts';
import type { Ask, Frame, Procedure } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { FOREIGN_WAR_CARDS, IRISH_REINFORCERS, REVOLT_IN_IRELAND, foreignWarOf, warUnits } from '../foreign-wars.ts';
import { checkSiege } from '../land/siege.ts';
import { removeLandUnits } from '../counter-mix.ts';
import { forcesAt, forcesFor, tidy } from '../queries.ts';
import type { ForeignWar, HisState, LandUnitKind, LeaderId } from '../state.ts';
import { LAND_UNIT_KINDS } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

export interface ForeignWarSendFrame extends Frame {
  proc: 'foreignWarSend';
  card: CardId;
  /** The power that played the card (for the Irish reinforcement). */
  player: MajorPower;
  step: 'units' | 'leader' | 'irish';
}

function war(state: HisState, f: ForeignWarSendFrame): ForeignWar {
  const w = foreignWarOf(state, f.card);
  if (!w) throw new Error(`foreign war: card ${f.card} is not under way`);
  return w;
}

/** 21.7: a unit or the leader sent to the card; Revolt in Ireland: a unit given up; or skip. */
export type ForeignWarSendAction =
  | { type: 'sendUnit'; space: SpaceId; kind: LandUnitKind }
  | { type: 'leader'; leader: LeaderId; space: SpaceId }
  | { type: 'removeUnit'; space: SpaceId; kind: LandUnitKind }
  | { type: 'skip' };

/** 21.7: land units of the power that may go to the card: any space not under siege. */
export function sendableUnits(state: HisState, power: MajorPower): ForeignWarSendAction[] {
  const out: ForeignWarSendAction[] = [];
  for (const space of SPACE_IDS) {
    if (state.spaces[space].siege !== null) continue;
    const f = forcesAt(state, { space }, power);
    for (const kind of LAND_UNIT_KINDS) if (f[kind] > 0) out.push({ type: 'sendUnit', space, kind });
  }
  return out;
}

/** 21.7: the one army leader that may go along, from anywhere on the map (even a besieged space). */
export function sendableLeaders(state: HisState, power: MajorPower): ForeignWarSendAction[] {
  const out: ForeignWarSendAction[] = [];
  for (const space of SPACE_IDS) {
    for (const leader of forcesAt(state, { space }, power).leaders) if (isArmyLeaderId(leader)) out.push({ type: 'leader', leader, space });
  }
  return out;
}

/** Revolt in Ireland: any land unit of the playing power on the map. */
function ownUnits(state: HisState, power: MajorPower): ForeignWarSendAction[] {
  const out: ForeignWarSendAction[] = [];
  for (const space of SPACE_IDS) {
    const f = forcesAt(state, { space }, power);
    for (const kind of LAND_UNIT_KINDS) if (f[kind] > 0) out.push({ type: 'removeUnit', space, kind });
  }
  return out;
}

function mayReinforceIrish(state: HisState, f: ForeignWarSendFrame): boolean {
  return f.card === REVOLT_IN_IRELAND && IRISH_REINFORCERS.includes(f.player) && ownUnits(state, f.player).length > 0;
}

export const foreignWarSendProcedure: Procedure<ForeignWarSendFrame, ForeignWarSendAction> = {
  ask(state, f): Ask<ForeignWarSendAction>[] {
    const w = war(state, f);
    switch (f.step) {
      case 'units': {
        const actions = warUnits(w) < w.limit ? sendableUnits(state, w.power) : [];
        if (actions.length === 0) return [];
        return [{ power: w.power, key: 'his.prompt.foreignWarUnits', params: { card: f.card, left: w.limit - warUnits(w) }, actions }];
      }
      case 'leader': {
        const actions = sendableLeaders(state, w.power);
        if (actions.length === 0) return [];
        return [{ power: w.power, key: 'his.prompt.foreignWarLeader', params: { card: f.card }, actions: [...actions, { type: 'skip' }] }];
      }
      case 'irish':
        if (!mayReinforceIrish(state, f)) return [];
        return [{ power: f.player, key: 'his.prompt.foreignWarIrish', params: { card: f.card }, actions: [...ownUnits(state, f.player), { type: 'skip' }] }];
    }
  },
  run(state, f) {
    // Nothing (more) to choose at this step: the power sends what it could (21.7; the card
    // is silent when too few units are eligible: the rest may be built onto the card later).
    if (f.step === 'units') f.step = 'leader';
    else if (f.step === 'leader') f.step = 'irish';
    else pop(state, f);
  },
  decide(state, f, _power, action) {
    const w = war(state, f);
    if (action.type === 'sendUnit') {
      const space = action.space;
      const kind = action.kind;
      // 5.2: the stack left behind must be shown with free counters (make change).
      removeLandUnits(state, space, w.power, kind, 1);
      w.units[kind]++;
      state.log.push({ key: 'his.log.foreignWarSent', params: { power: w.power, card: f.card, kind, space } });
      return;
    }
    if (action.type === 'leader') {
      const space = action.space;
      const leader = action.leader;
      const forces = forcesFor(state, { space }, w.power);
      forces.leaders = forces.leaders.filter((l) => l !== leader);
      tidy(state, { space });
      w.leader = leader;
      state.log.push({ key: 'his.log.foreignWarLeader', params: { leader, card: f.card, space } });
      f.step = 'irish';
      return;
    }
    if (action.type === 'removeUnit') {
      // Revolt in Ireland: the playing power gives up one of its own land units for a 4th Irish unit.
      const space = action.space;
      // 5.2: make change in that space if the rest cannot be shown.
      removeLandUnits(state, space, f.player, action.kind, 1);
      w.foes++;
      state.log.push({ key: 'his.log.foreignWarReinforced', params: { power: f.player, card: f.card, kind: action.kind, space, foes: w.foes } });
      pop(state, f);
      // 15.3: a besieger that gave up a unit may no longer outnumber the garrison.
      if (state.spaces[space].siege) checkSiege(state, space);
      return;
    }
    // skip
    if (f.step === 'leader') f.step = 'irish';
    else pop(state, f);
  },
};

/** 21.7: the card goes on the map, the foreign army appears, the power's units follow (frame). */
export function startForeignWar(state: HisState, card: CardId, player: MajorPower): void {
  const data = FOREIGN_WAR_CARDS[card];
  if (!data) throw new Error(`foreign war: card ${card} is not a foreign war`);
  // The card was just discarded by the play: it lies on the map instead until the war is won.
  const i = state.discard.lastIndexOf(card);
  if (i >= 0) state.discard.splice(i, 1);
  state.foreignWars.push({
    card,
    power: data.power,
    limit: data.units,
    units: { regular: 0, mercenary: 0, cavalry: 0 },
    leader: null,
    foes: data.foes,
    foughtImpulse: -1,
  });
  // 21.7: one card fewer in each Card Draw Phase while the war lasts (-1 Card marker).
  state.powers[data.power].cardPenalty++;
  state.log.push({ key: 'his.log.foreignWarBegins', params: { power: data.power, card, foes: data.foes } });
  push(state, frame('foreignWarSend', { card, player, step: 'units' }));
}

function foreignWarEvent(card: CardId): CardEvent {
  return {
    // Not playable while the card's war is under way (the card is then on the map, not in a hand).
    canPlay: (state) => foreignWarOf(state, card) === null,
    play: (state, power) => startForeignWar(state, card, power),
  };
}

export const REVOLT_IN_EGYPT_EVENT = foreignWarEvent(92);
export const REVOLT_IN_IRELAND_EVENT = foreignWarEvent(93);
export const WAR_IN_PERSIA_EVENT = foreignWarEvent(110);

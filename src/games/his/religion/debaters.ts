// 8.2, 18.2, 18.5, 19.7, 21.5: debaters and reformers. Who is in play, committed, burnt,
// disgraced or away; their entry in the Card Draw Phase; the pools debates draw from.
import type { DebateLanguageZone, DebaterId, ReformerId } from '../data/pieces.ts';
import { DEBATERS, DEBATER_IDS, REFORMERS, REFORMER_IDS } from '../data/pieces.ts';
import type { SpaceId } from '../data/map.ts';
import type { ScenarioData } from '../data/scenarios.ts';
import { DEBATER_ENTRY_SCHEDULE, MARITAL_STATUSES } from '../data/tables.ts';
import type { HisState } from '../state.ts';
import type { ReligionState, ReligiousSide } from './types.ts';
import { emptyImpulseMarks, emptyTurnEffects } from './turn-effects.ts';

/** The starting religious state of a scenario (setup). */
export function initialReligion(scenario: ScenarioData): ReligionState {
  const reformers: Partial<Record<ReformerId, SpaceId>> = {};
  for (const r of scenario.reformers) reformers[r.reformer] = r.space;
  return {
    reformers,
    reformersAway: [],
    reformersRemoved: [...scenario.removed.reformers],
    debaters: [...scenario.debaters.papacy, ...scenario.debaters.protestant],
    committed: [...scenario.debaters.committed],
    burned: [],
    disgraced: [],
    removedDebaters: [...scenario.removed.debaters],
    excommunicated: [...scenario.excommunicated],
    excommunicatedPowers: [],
    electorateDisplay: { ...scenario.electorateDisplay },
    impulseMarks: emptyImpulseMarks(''),
    turnEffects: emptyTurnEffects(),
  };
}

// ---- debaters ----

export function debaterSide(id: DebaterId): ReligiousSide {
  return DEBATERS[id].side;
}

/** A reformer who is also a debater shares his id (Luther, Zwingli, Calvin, Cranmer). */
function isReformerId(id: string): id is ReformerId {
  return (REFORMER_IDS as readonly string[]).includes(id);
}

/** 21.5: an excommunicated reformer's debater is off the map with him for the rest of the turn. */
export function debaterAway(state: HisState, id: DebaterId): boolean {
  return isReformerId(id) && state.religion.reformersAway.includes(id);
}

/** On the Religious Struggle Card and able to take part (not away). */
export function debaterInPlay(state: HisState, id: DebaterId): boolean {
  return state.religion.debaters.includes(id) && !debaterAway(state, id);
}

export function isCommitted(state: HisState, id: DebaterId): boolean {
  return state.religion.committed.includes(id);
}

/** 18.2: an uncommitted debater in play may use his bonus. */
export function isUncommitted(state: HisState, id: DebaterId): boolean {
  return debaterInPlay(state, id) && !isCommitted(state, id);
}

export function commitDebater(state: HisState, id: DebaterId): void {
  if (!state.religion.committed.includes(id)) state.religion.committed.push(id);
}

/**
 * 18.5: the debaters a side may draw from in a language zone. Papal debaters serve in every
 * zone; Protestant debaters only in their own.
 */
export function debaterPool(state: HisState, side: ReligiousSide, zone: DebateLanguageZone): DebaterId[] {
  return state.religion.debaters.filter((id) => {
    const d = DEBATERS[id];
    if (d.side !== side || debaterAway(state, id)) return false;
    return side === 'papacy' || d.languageZone === zone;
  });
}

export function uncommittedPool(state: HisState, side: ReligiousSide, zone: DebateLanguageZone): DebaterId[] {
  return debaterPool(state, side, zone).filter((id) => !isCommitted(state, id));
}

export function committedPool(state: HisState, side: ReligiousSide, zone: DebateLanguageZone): DebaterId[] {
  return debaterPool(state, side, zone).filter((id) => isCommitted(state, id));
}

/** 19.7: in Winter every debater flips back to his uncommitted side. */
export function uncommitDebaters(state: HisState): void {
  if (state.religion.committed.length === 0) return;
  state.religion.committed = [];
  state.log.push({ key: 'his.log.debatersUncommitted', params: {} });
}

/** Take a debater out of the game (Zwingli Dons Armor, Luther's death with Calvin #16). */
export function removeDebater(state: HisState, id: DebaterId): void {
  state.religion.debaters = state.religion.debaters.filter((d) => d !== id);
  state.religion.committed = state.religion.committed.filter((d) => d !== id);
  if (!state.religion.removedDebaters.includes(id)) state.religion.removedDebaters.push(id);
}

/**
 * 18.5 steps 8-9: a debater burnt at the stake (Protestant) or disgraced (Papal) goes to the
 * opponent's Bonus VP box: the opponent gains VP equal to his debate value (23.2). A burnt
 * reformer-debater's reformer leaves the map (step 8).
 */
export function burnOrDisgrace(state: HisState, id: DebaterId): void {
  const side = debaterSide(id);
  const opponent: ReligiousSide = side === 'protestant' ? 'papacy' : 'protestant';
  const value = DEBATERS[id].value;
  state.religion.debaters = state.religion.debaters.filter((d) => d !== id);
  state.religion.committed = state.religion.committed.filter((d) => d !== id);
  (side === 'protestant' ? state.religion.burned : state.religion.disgraced).push(id);
  state.powers[opponent].bonusVp += value;
  state.log.push({ key: side === 'protestant' ? 'his.log.debaterBurned' : 'his.log.debaterDisgraced', params: { debater: id, power: opponent, vp: value } });
  if (isReformerId(id)) removeReformer(state, id);
}

// ---- reformers ----

/** The space of a reformer on the map now, or null (not entered, away or removed). */
export function reformerSpace(state: HisState, id: ReformerId): SpaceId | null {
  if (state.religion.reformersAway.includes(id)) return null;
  return state.religion.reformers[id] ?? null;
}

/** Is a reformer on the map in this space (18.2)? */
export function reformerIn(state: HisState, space: SpaceId): boolean {
  return REFORMER_IDS.some((id) => reformerSpace(state, id) === space);
}

/** Take a reformer out of the game for good (Zwingli Dons Armor, Calvin #16, burnt at the stake). */
export function removeReformer(state: HisState, id: ReformerId): void {
  delete state.religion.reformers[id];
  state.religion.reformersAway = state.religion.reformersAway.filter((r) => r !== id);
  if (!state.religion.reformersRemoved.includes(id)) state.religion.reformersRemoved.push(id);
}

/**
 * 21.5, Calvin Expelled: a reformer leaves the map (and his debater the card, committed)
 * until the next Card Draw Phase; the religion of his space does not change.
 */
export function sendReformerAway(state: HisState, id: ReformerId): void {
  if (!state.religion.reformers[id] || state.religion.reformersAway.includes(id)) return;
  state.religion.reformersAway.push(id);
  if (state.religion.debaters.includes(id)) commitDebater(state, id);
}

/**
 * 8.2: a reformer enters his space and converts it to Protestant influence (Luther in the
 * Luther's 95 Theses phase, the others in the Card Draw Phase). The caller flips the space.
 */
export function placeReformer(state: HisState, id: ReformerId): SpaceId {
  const space = REFORMERS[id].space;
  state.religion.reformers[id] = space;
  state.log.push({ key: 'his.log.reformerEnters', params: { reformer: id, space } });
  return space;
}

/** 21.3: Henry VIII has married Anne Boleyn (the marital status marker is on her box or beyond). */
export function henryMarriedBoleyn(state: HisState): boolean {
  return MARITAL_STATUSES.indexOf(state.tracks.maritalStatus) >= MARITAL_STATUSES.indexOf('anneBoleyn');
}

/** 8.2: the reformers due to enter in this Card Draw Phase (not yet entered, not out of the game). */
export function reformersDue(state: HisState): ReformerId[] {
  return REFORMER_IDS.filter((id) => {
    const r = state.religion;
    if (r.reformers[id] !== undefined || r.reformersRemoved.includes(id)) return false;
    const entry = REFORMERS[id].entry;
    // Cranmer: the first turn after Henry has married Anne Boleyn (a marriage happens after
    // the Card Draw Phase, so a marriage seen now was made in an earlier turn).
    if (entry === 'after-boleyn') return henryMarriedBoleyn(state);
    // Luther enters by his own event (8.1), not in a Card Draw Phase.
    return entry.phase === 'cardDraw' && entry.turn <= state.turn;
  });
}

/** 8.2: the debaters due to enter in this Card Draw Phase, in the order of the entry schedule. */
export function debatersDue(state: HisState): DebaterId[] {
  const r = state.religion;
  const entered = new Set<DebaterId>([...r.debaters, ...r.burned, ...r.disgraced, ...r.removedDebaters]);
  const scheduled: DebaterId[] = [];
  for (const [when, ids] of Object.entries(DEBATER_ENTRY_SCHEDULE)) {
    // The English debaters Cranmer, Coverdale and Latimer wait for the reformer Cranmer (8.2).
    const due = when === 'afterBoleyn' ? r.reformers.cranmer !== undefined : Number(when) <= state.turn;
    if (due) scheduled.push(...ids);
  }
  return DEBATER_IDS.filter((id) => scheduled.includes(id) && !entered.has(id));
}

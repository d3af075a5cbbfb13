// 21.5 Excommunication by the Papal Bull (#5): of a reformer (off the map for the turn, with
// a free debate in his zone), or, with grounds, of the English, French or Hapsburg ruler (the
// "-1 Card" marker and unrest in 2 unoccupied Catholic home spaces).
import type { SpaceId } from '../data/map.ts';
import { homeSpacesOf } from '../data/map.ts';
import type { DebateLanguageZone, ReformerId, RulerId } from '../data/pieces.ts';
import { REFORMER_IDS } from '../data/pieces.ts';
import type { MajorPower } from '../data/powers.ts';
import { mayPlaceUnrest } from '../land/unrest.ts';
import { allied, pairKey } from '../queries.ts';
import type { HisState } from '../state.ts';
import { reformerSpace } from './debaters.ts';

/** The zone of the free debate after a reformer's excommunication. */
export const REFORMER_ZONE: Record<ReformerId, DebateLanguageZone> = { luther: 'german', zwingli: 'german', calvin: 'french', cranmer: 'english' };

/** Reformers on the map not excommunicated before (the Papacy always has grounds). */
export function excommunicableReformers(state: HisState): ReformerId[] {
  return REFORMER_IDS.filter((id) => reformerSpace(state, id) !== null && !state.religion.excommunicated.includes(id));
}

/** Rulers who may be excommunicated at all: Henry VIII (never his heirs), Francis I or Henry II (one of them only), Charles V. */
const EXCOMMUNICABLE_RULERS: Partial<Record<MajorPower, readonly RulerId[]>> = {
  england: ['henry-viii'],
  france: ['francis-i', 'henry-ii'],
  hapsburg: ['charles-v'],
};

/** 21.5: grounds against a ruler: at war with the Papacy, allied with the Ottoman, or Henry VIII with a Protestant English home space. */
export function hasGrounds(state: HisState, power: MajorPower): boolean {
  if (state.diplomacy.wars.includes(pairKey(power, 'papacy'))) return true;
  if (power !== 'ottoman' && allied(state, power, 'ottoman')) return true;
  return state.powers[power].ruler === 'henry-viii' && homeSpacesOf('england').some((id) => state.spaces[id].religion === 'protestant');
}

export function excommunicablePowers(state: HisState): MajorPower[] {
  return (Object.keys(EXCOMMUNICABLE_RULERS) as MajorPower[]).filter((power) => mayExcommunicateRuler(state, power) && hasGrounds(state, power));
}

/** Is the power's present ruler one who may be excommunicated, and was none of its rulers before? */
export function mayExcommunicateRuler(state: HisState, power: MajorPower): boolean {
  const rulers = EXCOMMUNICABLE_RULERS[power] ?? [];
  if (!rulers.includes(state.powers[power].ruler)) return false;
  // Each of these powers can be excommunicated once (France: Francis I or Henry II, not both).
  return !rulers.some((r) => state.religion.excommunicated.includes(r));
}

/** 21.5: the Catholic home spaces without units or leaders where the Papacy may put unrest. */
export function excommunicationUnrestSpaces(state: HisState, power: MajorPower): SpaceId[] {
  return homeSpacesOf(power).filter((id) => state.spaces[id].religion === 'catholic' && mayPlaceUnrest(state, id));
}

/** 21.5: the cards an excommunicated power is dealt fewer (the "-1 Card" marker); 6.2 card draw reads it. */
export function excommunicationCardPenalty(state: HisState, power: MajorPower): number {
  return state.religion.excommunicatedPowers.includes(power) ? 1 : 0;
}

/** 9.3 step 8, 9.5: peace with the Papacy or a donated card lifts the marker. */
export function liftExcommunication(state: HisState, power: MajorPower): void {
  if (!state.religion.excommunicatedPowers.includes(power)) return;
  state.religion.excommunicatedPowers = state.religion.excommunicatedPowers.filter((p) => p !== power);
  state.log.push({ key: 'his.log.excommunicationLifted', params: { power } });
}

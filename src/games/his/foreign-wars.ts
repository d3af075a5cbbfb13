// 21.7 Foreign War cards: what each card calls for and questions about the wars under way.
// A leaf module (types and data only) so that the counter mix, the build actions and the
// card draw can read the wars without importing the events or the battle procedure.
import type { CardId } from './data/cards.ts';
import type { MajorPower } from './data/powers.ts';
import type { ForeignWar, HisState, LandUnitKind } from './state.ts';

/** 21.7 and the cards: who fights, how many land units go to the card, the foreign army's strength. */
export interface ForeignWarCard {
  power: MajorPower;
  units: number;
  foes: number;
}

export const REVOLT_IN_EGYPT: CardId = 92;
export const REVOLT_IN_IRELAND: CardId = 93;
export const WAR_IN_PERSIA: CardId = 110;

export const FOREIGN_WAR_CARDS: Readonly<Partial<Record<CardId, ForeignWarCard>>> = {
  92: { power: 'ottoman', units: 3, foes: 3 },
  93: { power: 'england', units: 4, foes: 3 },
  110: { power: 'ottoman', units: 5, foes: 4 },
};

/** Revolt in Ireland: France or the Hapsburgs, as the playing power, may add one Irish unit by removing one of their own. */
export const IRISH_REINFORCERS: readonly MajorPower[] = ['hapsburg', 'france'];

export function foreignWarOf(state: HisState, card: CardId): ForeignWar | null {
  return state.foreignWars.find((w) => w.card === card) ?? null;
}

export function foreignWarsOf(state: HisState, power: MajorPower): ForeignWar[] {
  return state.foreignWars.filter((w) => w.power === power);
}

export function warUnits(w: ForeignWar): number {
  return w.units.regular + w.units.mercenary + w.units.cavalry;
}

/** 5.2: a power's land strength standing on foreign war cards (it counts against the counter mix). */
export function foreignWarStrength(state: HisState, power: MajorPower): number {
  return foreignWarsOf(state, power).reduce((n, w) => n + warUnits(w), 0);
}

/** 21.7: the wars this power may build a new land unit onto (never above the number the event called for). */
export function foreignWarsWithRoom(state: HisState, power: MajorPower): ForeignWar[] {
  return foreignWarsOf(state, power).filter((w) => warUnits(w) < w.limit);
}

/** 21.7: place a newly built land unit on the card. */
export function buildOntoForeignWar(state: HisState, card: CardId, kind: LandUnitKind): void {
  const w = foreignWarOf(state, card);
  if (!w || warUnits(w) >= w.limit) throw new Error(`foreign war: no room on card ${card}`);
  w.units[kind]++;
}

/** The army leaders away on foreign war cards (off the map, neither free nor captive). */
export function leadersOnForeignWars(state: HisState): string[] {
  return state.foreignWars.flatMap((w) => (w.leader ? [w.leader] : []));
}

/** A leader leaving the game (a ruler's death) leaves a foreign war card too. */
export function removeLeaderFromForeignWars(state: HisState, leader: string): void {
  for (const w of state.foreignWars) if (w.leader === leader) w.leader = null;
}

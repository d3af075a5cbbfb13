// The whole state of a game of Here I Stand: plain JSON, cloned by `apply`.
import type { LogEntry } from '../../engine/types.ts';
import type { RngState } from '../../engine/rng.ts';
import type { CardId } from './data/cards.ts';
import type { SeaZoneId, SpaceId } from './data/map.ts';
import type { MajorPower, MinorPower, Power } from './data/powers.ts';
import type { NewWorldPower, RulerId } from './data/pieces.ts';
import type { ConquestId, DiscoveryId, MaritalStatus, TranslationZone } from './data/tables.ts';
import type { Frame } from './flow/frames.ts';

export type Scenario = '1517' | '1532';

/** Land and naval unit kinds (rulebook 5.2, 5.3). */
export const LAND_UNIT_KINDS = ['regular', 'mercenary', 'cavalry'] as const;
export const NAVAL_UNIT_KINDS = ['squadron', 'corsair'] as const;
export type LandUnitKind = (typeof LAND_UNIT_KINDS)[number];
export type NavalUnitKind = (typeof NAVAL_UNIT_KINDS)[number];
export type UnitKind = LandUnitKind | NavalUnitKind;

/** Leader ids: army and naval leaders share one namespace (rulebook 5.1). */
export type LeaderId = string;

/** One power's pieces in one space or sea zone. */
export interface Forces {
  regular: number;
  mercenary: number;
  cavalry: number;
  squadron: number;
  corsair: number;
  /** Army leaders on land; naval leaders at sea or in port. */
  leaders: LeaderId[];
}

export type Religion = 'catholic' | 'protestant' | 'other';

export interface SpaceState {
  /** Political control (rulebook 2.2); 'independent' for independent spaces. */
  control: Power;
  /** Religious influence (rulebook 2.3). */
  religion: Religion;
  unrest: boolean;
  /** Units by owning power; a power absent from the record has nothing here. */
  units: Partial<Record<Power, Forces>>;
  /**
   * Siege (rulebook 15): the power laying siege and the impulse count when the siege began
   * (an assault needs a siege established before the current impulse). The units of the
   * controller and its allies are inside the fortifications while a siege lasts.
   */
  siege: { besieger: Power; since: number } | null;
  jesuitUniversity: boolean;
}

export interface SeaZoneState {
  units: Partial<Record<Power, Forces>>;
}

/** A major power's own status (its power card). */
export interface PowerState {
  hand: CardId[];
  ruler: RulerId;
  /** Bonus VP markers: war winner, phony war, events (rulebook 23.2). */
  bonusVp: number;
  /** "-1 card" markers from wars lost in the previous turn (rulebook 9.3). */
  cardPenalty: number;
  /** Army leaders of other powers this power holds captive (rulebook 9.4, 14). */
  captives: LeaderId[];
  /** Home card used this turn: kept on the power card until the next card draw (6.1). */
  homeCardUsed: CardId[];
  /** Passed in the current action phase (rulebook 11). */
  passed: boolean;
}

export interface Diplomacy {
  /** Pairs at war, each a sorted `a|b` key (rulebook 9.6). */
  wars: string[];
  /** Major-power alliances this turn, sorted `a|b` keys (rulebook 9.2). */
  alliances: string[];
  /** Which major power an active minor is allied to; null if inactive (rulebook 22). */
  minorAllies: Record<MinorPower, MajorPower | null>;
}

/** Tracks printed on power cards and the Religious Struggle Card (4, 18, 21, 23.2). */
export interface Tracks {
  stPeters: { cp: number; vp: number };
  chateauxVp: number;
  piracyVp: number;
  maritalStatus: MaritalStatus;
  translations: { newTestament: Record<TranslationZone, number>; fullBible: Record<TranslationZone, number> };
}

export interface NewWorldState {
  uncharted: Record<NewWorldPower, boolean>;
  crossingAtlantic: { explorations: NewWorldPower[]; conquests: NewWorldPower[]; colonies: NewWorldPower[] };
  discoveries: Partial<Record<DiscoveryId, NewWorldPower>>;
  conquests: Partial<Record<ConquestId, NewWorldPower>>;
  colonies: { power: NewWorldPower; name: string }[];
}

export interface HisOptions {
  scenario: Scenario;
  /** Which powers are in play; all six in a six-player game. */
  seats?: Partial<Record<MajorPower, string>>;
}

export interface HisState {
  game: 'his';
  options: HisOptions;
  rng: RngState;
  /** Bumped whenever chance is used or hidden information revealed (undo checkpoints). */
  checkpoint: number;
  turn: number;
  /** The phase under way (7), or 'setup' before the first. */
  phase: string;
  /** Counts impulses in the game, for siege timing and "this impulse" effects. */
  impulse: number;
  spaces: Record<SpaceId, SpaceState>;
  seas: Record<SeaZoneId, SeaZoneState>;
  powers: Record<MajorPower, PowerState>;
  diplomacy: Diplomacy;
  deck: CardId[];
  discard: CardId[];
  removed: CardId[];
  tracks: Tracks;
  newWorld: NewWorldState;
  /** Events that have occurred (conditions of later rules and cards, e.g. Schmalkaldic League). */
  eventsResolved: CardId[];
  /** Naval units lost this turn: back in the pool at the next card draw (17.2). */
  /** Spaces no unit may enter and that count for no one (Algiers before Barbary Pirates, 21.1). */
  outOfPlay: SpaceId[];
  navalEliminated: Partial<Record<Power, number>>;
  /** Cards dated later or waiting for their condition (rulebook 6.2). */
  setAside: CardId[];
  /** The sequence of play as a stack of procedures; the last frame is on top. */
  stack: Frame[];
  log: LogEntry[];
  /** Tests only: dice to come out next, in order, before the PRNG is used again. */
  forcedDice?: number[];
  /** Set when the game has ended (rulebook 23). */
  result: null | { winner: MajorPower | null; kind: string; vp: Record<MajorPower, number> };
}

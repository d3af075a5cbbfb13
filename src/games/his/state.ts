// The whole state of a game of Here I Stand: plain JSON, cloned by `apply`.
import type { LogEntry } from '../../engine/types.ts';
import type { RngState } from '../../engine/rng.ts';
import type { CardId, DiplomacyCardId } from './data/cards.ts';
import type { SeaZoneId, SpaceId } from './data/map.ts';
import type { MajorPower, MinorPower, Power } from './data/powers.ts';
import type { ConquistadorId, ExplorerId, NewWorldPower, RulerId } from './data/pieces.ts';
import type { ConquestId, DiscoveryId, MaritalStatus, PregnancyResult, TranslationZone } from './data/tables.ts';
import type { ScenarioId } from './data/scenarios.ts';
import type { HisFrame } from './flow/frames.ts';
import type { ReligionState } from './religion/types.ts';

export type Scenario = ScenarioId;

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
  siege: {
    besieger: Power;
    since: number;
    /** 15.1: the impulse count of the last assault on the space (one assault per space per impulse). */
    assaulted?: number;
    /** 15: allies of the besieger that besiege the space too (each outnumbering the garrison), from impulse `since`. */
    joined?: { power: MajorPower; since: number }[];
  } | null;
  jesuitUniversity: boolean;
}

/** Land units and army leaders of one power in one space that carry a mark for the rest of the impulse. */
export type MarkedForces = { space: SpaceId; power: Power; regular: number; mercenary: number; cavalry: number; leaders: LeaderId[] };

/**
 * Marks on land pieces that last until the end of the impulse (13.1, 13.2, 13.3; the
 * response cards Foul Weather and Gout). Stale (to be read as empty) when `impulse`
 * differs from `HisState.impulse`; see land/formation.ts.
 */
export interface LandMarks {
  impulse: number;
  /** 13.2: tried to intercept this impulse (may not try again). */
  triedIntercept: MarkedForces[];
  /** 13.1, 13.3: part of a formation that lost a field battle this impulse (may not move; avoid battle automatically). */
  lostBattle: MarkedForces[];
  /** Foul Weather: moved since the card struck (may not move again this impulse). */
  moved: MarkedForces[];
  /** Gout: army leaders barred from moving and assaulting this impulse. */
  barredLeaders: LeaderId[];
  /** Foul Weather: powers whose land units may move only one space for the rest of the impulse. */
  foulWeather: MajorPower[];
  /** 13.4 option 1: formations that moved on from a fortified space they could not besiege (eliminated if forced to retreat back into it). */
  movedOn: { power: MajorPower; from: SpaceId; to: SpaceId }[];
  /** 17, 12.4: spaces where new units were built this impulse (construction.ts; invariants.ts). */
  built: SpaceId[];
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
  /** "-1 card" markers (excommunication 21.5, foreign wars 21.7): they stay until their cause ends. */
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
  /**
   * 9.3 step 1: `captor>victim` once, in their current war, the captor has captured an army
   * leader or a home space of the victim (phases/diplomacy/war-status.ts noteWarCapture).
   * Cleared when that war ends.
   */
  warCaptures: string[];
  /** 9.6 step 6: Phony War markers still on the map; their -1 VP is already in the declarer's bonusVp. */
  phonyWars: PhonyWar[];
  /** 21.3, 9.6 step 2: the Hapsburgs have spent the Catherine of Aragon marker (2 CP off a DOW on England). */
  catherineOfAragonUsed: boolean;
  /** 9.2, 19.1: squadrons (and naval leaders) on loan this turn, counted among the holder's units until Winter. */
  loans: SquadronLoan[];
  /**
   * 9.3 step 1, 9.6: what the Diplomacy Phase under way has done that binds its later
   * segments (peace and alliances made, home spaces ceded). Game state, not a procedure's
   * local: peace is made by the Negotiation and Peace segments and by events, and the Peace
   * and War segments read it. Present only while the phase runs (phases/diplomacy/phase.ts).
   */
  thisPhase?: DiplomacyPhaseRecord;
}

/** The Diplomacy Phase's record (Diplomacy.thisPhase), as `pairKey` pairs and `giver>receiver`. */
export interface DiplomacyPhaseRecord {
  /** Pairs that made peace this phase, by negotiation or by suing (9.3, 9.6 restrictions). */
  peaceMade: string[];
  /** Pairs that formed an alliance this phase (9.2, 9.6 restrictions). */
  alliancesMade: string[];
  /** `giver>receiver`: home spaces ceded in this Negotiation Segment (9.3 step 1). */
  homeCeded: string[];
}

/** 9.6 step 6: a DOW on Scotland or Venice answered by the natural ally's intervention. */
export interface PhonyWar {
  declarer: MajorPower;
  minor: MinorPower;
  intervener: MajorPower;
}

/** 9.2: a loan of naval squadrons for one turn (the squadrons stand among the holder's units). */
export interface SquadronLoan {
  owner: MajorPower;
  holder: MajorPower;
  squadrons: number;
  leaders: LeaderId[];
}

/** 21.3: marks of Henry's marriages and the English succession that last a turn or more. */
export interface EnglandMarks {
  /** 21.3 Pregnancy "3": the turn in which England's first pass may advance the marital marker again (null: none pending). */
  bonusMarriageTurn: number | null;
  /** 9.1, 21.3: the turn the Papacy granted Henry's divorce (the Papacy may not ally with the Hapsburgs that turn). */
  divorceTurn: number | null;
  /** The turn England's ruler last changed (Lady Jane Grey, card 59). */
  rulerChangedTurn: number | null;
  /** Thomas Cromwell (card 115): the turn in which English Publish Treatise actions cost 2 CP. */
  cromwellTurn: number | null;
}

/**
 * 21.7: a foreign war under way. Its card lies on the map by the power's home spaces (out of
 * the deck and discards until the war is won); the power's units on it are off the map.
 */
export interface ForeignWar {
  card: CardId;
  /** The power fighting it: the Ottoman (Egypt, Persia) or England (Ireland). */
  power: MajorPower;
  /** The land units the event called for: the most the power may ever have on the card. */
  limit: number;
  units: { regular: number; mercenary: number; cavalry: number };
  /** The one army leader sent with them, if any. */
  leader: LeaderId | null;
  /** Independent land units of the foreign army still standing. */
  foes: number;
  /** The impulse of the last Fight Foreign War attempt (one attempt per impulse; -1 = none yet). */
  foughtImpulse: number;
}

/** Tracks printed on power cards and the Religious Struggle Card (4, 18, 21, 23.2). */
export interface Tracks {
  stPeters: { cp: number; vp: number };
  chateauxVp: number;
  piracyVp: number;
  maritalStatus: MaritalStatus;
  translations: { newTestament: Record<TranslationZone, number>; fullBible: Record<TranslationZone, number> };
  /** 21.3: results rolled on Henry's Wives' Pregnancy Chart (23.2: Edward or Elizabeth born). */
  pregnancyResults: PregnancyResult[];
}

export interface NewWorldState {
  uncharted: Record<NewWorldPower, boolean>;
  crossingAtlantic: { explorations: NewWorldPower[]; conquests: NewWorldPower[]; colonies: NewWorldPower[] };
  discoveries: Partial<Record<DiscoveryId, NewWorldPower>>;
  conquests: Partial<Record<ConquestId, NewWorldPower>>;
  colonies: { power: NewWorldPower; name: string }[];
  /** 20.2: explorers out of the random pool for good (lost, dead, or resting on a discovery), and used Cabot counters. */
  explorersGone: ExplorerId[];
  /** 20.3: conquistadors out of the pool for good (killed, or resting on a conquest). */
  conquistadorsGone: ConquistadorId[];
  /** 20.3: English and French Conquest markers used up (killed, or resting on a conquest). */
  conquestMarkersGone: { england: number; france: number };
  /** 20.2, 20.3: the explorer, conquistador or conquest marker resting on each claimed box (a record). */
  placed: { piece: string; power: NewWorldPower; box: DiscoveryId | ConquestId }[];
  /** 20.4: conquests depleted or eliminated: their VP stay in the bonus box, they roll no more riches. */
  depleted: ConquestId[];
  /** This turn's voyage modifiers: Mercator's Map (+2 exploration), Smallpox (+2 conquest), Sebastian Cabot voyages (card 99). */
  voyages: { mercator: NewWorldPower[]; smallpox: NewWorldPower[]; cabot: NewWorldPower[] };
  /** 11.1, 20.1-20.3: powers that used their once-per-turn Explore / Colonize / Conquer in `turn` (stale when the turn differs). */
  taken: { turn: number; explore: NewWorldPower[]; colonize: NewWorldPower[]; conquer: NewWorldPower[] };
  /** 20.4: Galleons and Plantations markers, the Colonial Governor / Native Uprising marker (card 111), Raiders (card 49) by owner. */
  markers: {
    galleons: NewWorldPower[];
    plantations: NewWorldPower[];
    governor: { power: NewWorldPower; side: 'governor' | 'uprising' } | null;
    raiders: MajorPower[];
  };
  /** Card 54: the power that received the Potosi colony (it gave up one colony marker for good, 20.1). */
  potosi: NewWorldPower | null;
}

/** 16.1: naval units (and leaders) of one owner at one location that lost a naval combat this impulse. */
export type NavalMark = { where: SpaceId | SeaZoneId; owner: Power; squadron: number; corsair: number; leaders: LeaderId[] };

export interface HisOptions {
  scenario: Scenario;
  /**
   * 3.0-3.1: the powers each player runs, when fewer than six play (players.ts); absent,
   * each power is its own player.
   */
  players?: MajorPower[][];
  /**
   * Who a response window asks (decision-points, "Asking and hidden hands"): 'by-hand'
   * (default) only the powers holding a card playable there, so being asked tells the
   * table that a power holds some such card; 'by-rule' every power the public state does
   * not exclude, each answering pass or play (a power without a playable card can only pass).
   */
  responseWindows?: ResponseWindows;
  /** The two-player variant (Papacy against Protestant, two-player/); absent in other games. */
  variant?: 'two-player';
  /**
   * A table setting, not a rule: minutes the powers have to negotiate (9.1) before the table
   * ends the talk for those still at it (the rulebook suggests 10 live, 48 hours by mail).
   * Absent: 10.
   */
  negotiationMinutes?: number;
}

/** The two-player variant's own state (two-player/): its Diplomatic Deck and hands. */
export interface TwoPlayerState {
  deck: DiplomacyCardId[];
  discard: DiplomacyCardId[];
  /** Each player's diplomatic cards (hidden from the other). */
  hands: { papacy: DiplomacyCardId[]; protestant: DiplomacyCardId[] };
  /** The turn the Schmalkaldic League formed (the later cards join the turn after), or null. */
  leagueTurn: number | null;
  laterCardsAdded: boolean;
  /** Cards played this Diplomacy Phase (Machiavelli may not choose one of them). */
  playedThisTurn: DiplomacyCardId[];
  /** Diplomatic Pressure / Spanish Inquisition: the card a player must play this turn. */
  mustPlay: { papacy?: DiplomacyCardId; protestant?: DiplomacyCardId };
  /** Siege of Vienna: land units of these powers in these spaces may not move this turn. */
  frozen: { turn: number; spaces: string[] } | null;
  /** Diplomacy cards played as events, for statistics (each id once per play). */
  eventsPlayed: DiplomacyCardId[];
  /** Schmalkaldic League (2P face): Rome and Ravenna, if Hapsburg-held then, stay Hapsburg for good. */
  fixedControl: string[];
  /** Winter (2P): French, Hapsburg, Ottoman and English leaders taken off the map until a later invasion brings them back. */
  leadersOffMap: string[];
}

/** 9.1: the rulebook's suggested time for negotiations in a live game. */
export const DEFAULT_NEGOTIATION_MINUTES = 10;

export type ResponseWindows = 'by-hand' | 'by-rule';

/** 11.1: CP granted to a power in this impulse (HisState.cpBudgets). */
export interface CpBudget {
  power: MajorPower;
  /** CP left. */
  cp: number;
  /** An event that limits what these CP may buy (Scots Raid, card 97). */
  limit?: CpLimit;
  /** Two-player variant: CP a player spends on another power's behalf; what is left goes back to him. */
  onBehalf?: boolean;
  /** Roxelana (card 42): what the card still offers on these CP. */
  roxelana?: 'assault' | 'suleiman' | 'used';
}

/**
 * CP an event grants for a few actions in a few spaces only (Scots Raid, card 97): the
 * actions (ids of CP_ACTIONS) and the spaces their targets must be in.
 */
export type CpLimit = {
  card: CardId;
  actions: string[];
  spaces: SpaceId[];
  /** The card lets its builds go in any friendly space of `spaces`, not only home spaces. */
  buildInSpaces: boolean;
  /** 15.1 exception: an assault on a space whose siege began this impulse. */
  sameImpulseAssault: boolean;
};

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
  /** 6.2, 11: cards played as an event, response or combat card in `turn`, by whom (stale when the turn differs; cards.ts). */
  eventPlays: { turn: number; plays: { power: MajorPower; card: CardId }[] };
  /** Halley's Comet (card 38): powers that skip their next impulse (not a pass, 11). */
  skippedImpulses: MajorPower[];
  /** 6.2: one-time "-1 Card" markers (Fuggers #79): dealt that many fewer cards at the next Card Draw Phase, then removed. */
  nextDealPenalty: Partial<Record<MajorPower, number>>;
  /** Julia Gonzaga (#84): the turn it was played (its Ottoman piracy bonus VP waits for a hit in the Tyrrhenian Sea), or null. */
  juliaGonzagaTurn: number | null;
  /** Naval units lost this turn: back in the pool at the next card draw (17.2). */
  /** Spaces no unit may enter and that count for no one (Algiers before Barbary Pirates, 21.1). */
  outOfPlay: SpaceId[];
  navalEliminated: Partial<Record<Power, number>>;
  /** Per-impulse marks on land units and leaders (13.1-13.3, Foul Weather, Gout). */
  landMarks: LandMarks;
  /** 16.1: naval units that lost a naval combat this impulse may not make a Naval Move (stale when `impulse` differs). */
  navalMarks: { impulse: number; lostCombat: NavalMark[] };
  /** 16.2 step 10, 8.2: naval leaders on the Turn Track; they come back in the Card Draw Phase of `turn`. */
  navalLeadersAway: { leader: LeaderId; owner: Power; turn: number }[];
  /** 16.4, 19.6: sea zones holding a Piracy marker in `turn` (at most four; stale when the turn differs). */
  piracy: { turn: number; zones: SeaZoneId[] };
  /** 21.1, 17.2: Oran or Tripoli once targeted by Pirate Haven (card 89): Ottoman corsairs may be built there. */
  pirateHavens: SpaceId[];
  /** Fortress markers events put on unfortified spaces (Pirate Haven 89, Knights of St. John 86; queries.ts isFortified; Trace Italienne 104). */
  fortressMarkers: SpaceId[];
  /** 16.4, card 86: the space the Knights of St. John (an independent regular) were placed in; off the map once no independent unit stands there. */
  knightsOfStJohn: SpaceId | null;
  /** Cards dated later or waiting for their condition (rulebook 6.2). */
  setAside: CardId[];
  /** The sequence of play as a stack of procedures; the last frame is on top. */
  stack: HisFrame[];
  /**
   * 11.1: the CP granted in the impulse under way and not yet spent, the last being spent
   * now; absent when there are none. More than one only while a grant waits for another: a
   * card's CP below those its event grants (Scots Raid), a player's own below those he spends
   * for another power (two-player variant). Game state, not a procedure's local: CP actions
   * pay from it step by step, and response cards (Foul Weather, Gout) give CP back to it.
   * Each belongs to one spendCp frame, in stack order (phases/spend-cp.ts; invariants.ts).
   */
  cpBudgets?: CpBudget[];
  log: LogEntry[];
  /** Tests only: dice to come out next, in order, before the PRNG is used again. */
  forcedDice?: number[];
  /** 23.3: each power's VP at the end of each turn (the Victory Record Sheet), for breaking ties. */
  vpHistory: { turn: number; vp: Record<MajorPower, number> }[];
  /** 8.2, 18, 21.5, 21.6: reformers, debaters, Electorate Display, religious impulse and turn marks (religion/types.ts). */
  religion: ReligionState;
  /** 21.3: England's marital-track and succession marks (england/marriage.ts, england/succession.ts). */
  england: EnglandMarks;
  /** Threat to Power (card 103): army leaders off the map until the Card Draw Phase of `turn` (events/threat-to-power.ts). */
  leadersAway: { leader: LeaderId; owner: MajorPower; turn: number }[];
  /** Army and naval leaders a rule took out of the game for good (leaders-removed.ts); absent while none. */
  leadersRemoved?: LeaderId[];
  /** 21.7: foreign wars under way (events/foreign-wars.ts). */
  foreignWars: ForeignWar[];
  /** 8.2, card 60: the side Maurice of Saxony serves (he may change sides); null until he enters on turn 6. */
  mauriceOwner: 'protestant' | 'hapsburg' | null;
  /** The two-player variant only (options.variant). */
  twoPlayer?: TwoPlayerState;
  /** 22.5: the Ottoman has defeated Hungary-Bohemia (it happens once; Hungary is then a Hapsburg ally for good). */
  hungaryDefeated: boolean;
  /** Set when the game has ended (rulebook 23). */
  result: null | {
    winner: MajorPower | null;
    kind: string;
    vp: Record<MajorPower, number>;
    /** With fewer than six players: the winning power's player (players.ts). */
    winningPlayer?: string;
  };
}

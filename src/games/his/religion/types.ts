// The religious struggle's own state (rulebook 8.2, 18, 21.5, 21.6): reformers on the map,
// debaters on the Religious Struggle Card, the Electorate Display, and the marks that last
// an impulse or a turn. Plain JSON, kept in HisState.religion.
import type { ElectorateId, LanguageZone, SpaceId } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import type { DebaterId, ReformerId, RulerId } from '../data/pieces.ts';

/** The powers that undertake religious actions (18.2): the Protestant, England (treatises) and the Papacy. */
export type ReligiousPower = 'protestant' | 'england' | 'papacy';

/** The two sides of the religious struggle. */
export type ReligiousSide = 'protestant' | 'papacy';

/**
 * Card effects that last until the end of the turn, named by the card (6.1 "for the rest of
 * the turn"). A field holds the turn the card was played; the effect is on while it equals
 * HisState.turn, so nothing needs clearing in Winter. Event handlers set them with
 * religion/turn-effects.ts setTurnEffect.
 */
export interface TurnEffects {
  /** Printing Press (#90): +1 die in every Reformation attempt (18.3 step 3). */
  printingPress: number | null;
  /** Augsburg Confession (#39): -1 on each Papal Counter Reformation die, one die fewer for a Papal debate initiator (18.4 step 4, 18.5 step 4). */
  augsburgConfession: number | null;
  /** The Wartburg (#37): the Protestant may not call debates (18.1; card text). */
  wartburg: number | null;
  /** Thomas More executed (#112): no debates in the English zone (card text). */
  thomasMore: number | null;
}

/** Marks that last one impulse (18.2-18.4); read as empty when `key` is not the current impulse's. */
export interface ImpulseMarks {
  /** religion/impulse-marks.ts impulseKey: turn, phase and impulse. */
  key: string;
  /** 18.3: each space may be the target of one Reformation attempt per impulse. */
  reformationTargets: SpaceId[];
  /** 18.4: the same for Counter Reformation attempts. */
  counterReformationTargets: SpaceId[];
  /** 18.2: powers that have used a debater bonus for attempts or translations this impulse. */
  bonusUsedBy: ReligiousPower[];
  /** 18.2: zones in which the Protestant spent CP on translation this impulse. */
  translatedIn: LanguageZone[];
  /** 18.2: only one free translation space per impulse. */
  translationBonusUsed: boolean;
}

export interface ReligionState {
  /** 8.2, 18.2: reformers on the map, by reformer, with their (fixed) space. */
  reformers: Partial<Record<ReformerId, SpaceId>>;
  /** 8.2, 21.5: reformers off the map until the next Card Draw Phase (excommunication, Calvin Expelled). */
  reformersAway: ReformerId[];
  /** 8.2, 18.5 step 8: reformers out of the game (Zwingli Dons Armor, Calvin for Luther, burnt at the stake). */
  reformersRemoved: ReformerId[];
  /** 8.2: debaters in play on the Religious Struggle Card (entry order). */
  debaters: DebaterId[];
  /** 18.2: debaters on their committed side (back to uncommitted in Winter, 19.7). */
  committed: DebaterId[];
  /** 18.5 step 8: Protestant debaters burnt at the stake (their VP are in the Papacy's bonus VP). */
  burned: DebaterId[];
  /** 18.5 step 9: Papal debaters disgraced (their VP are in the Protestant's bonus VP). */
  disgraced: DebaterId[];
  /** Debaters out of the game for other reasons (Zwingli Dons Armor, Luther's death). */
  removedDebaters: DebaterId[];
  /** 21.5: rulers and reformers already excommunicated (never again). */
  excommunicated: (RulerId | ReformerId)[];
  /**
   * 21.5: powers carrying the excommunication "-1 Card" marker (dealt one card fewer) until
   * they end a war with the Papacy or donate a card (9.3 step 8, 9.5); see religion/excommunication.ts.
   */
  excommunicatedPowers: MajorPower[];
  /** 21.6: Protestant regulars still on the Electorate Display, by electorate. */
  electorateDisplay: Partial<Record<ElectorateId, number>>;
  impulseMarks: ImpulseMarks;
  turnEffects: TurnEffects;
}

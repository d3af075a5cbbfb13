// Facts of the two-player variant (Scenario Book pp. 37-40 as summarised in the reference's
// setup.json `twoPlayerVariant`; docs/data-decisions.md "Two-player variant"), copied as typed data.
import type { DiplomacyCardId, MainCardId } from '../data/cards.ts';
import type { SpaceId } from '../data/map.ts';
import type { MajorPower, Power } from '../data/powers.ts';

/** The 1517 two-player board: every unit on the map, by power (land stacks and ports). */
export interface TwoPlayerStack { space: SpaceId; regular: number; squadron: number; leaders: string[] }
export const TWO_PLAYER_FORCES: Readonly<Partial<Record<Power, readonly TwoPlayerStack[]>>> = {
  ottoman: [
    { space: 'istanbul', regular: 1, squadron: 0, leaders: [] },
    { space: 'edirne', regular: 1, squadron: 0, leaders: [] },
    { space: 'salonika', regular: 1, squadron: 0, leaders: [] },
    { space: 'athens', regular: 1, squadron: 0, leaders: [] },
    { space: 'buda', regular: 1, squadron: 0, leaders: [] },
    { space: 'belgrade', regular: 1, squadron: 0, leaders: [] },
  ],
  hapsburg: [
    { space: 'valladolid', regular: 1, squadron: 0, leaders: [] },
    { space: 'seville', regular: 1, squadron: 0, leaders: [] },
    { space: 'barcelona', regular: 1, squadron: 0, leaders: [] },
    { space: 'navarre', regular: 1, squadron: 0, leaders: [] },
    { space: 'tunis', regular: 1, squadron: 0, leaders: [] },
    { space: 'naples', regular: 2, squadron: 1, leaders: [] },
    { space: 'besancon', regular: 1, squadron: 0, leaders: [] },
    { space: 'brussels', regular: 1, squadron: 0, leaders: [] },
    { space: 'vienna', regular: 4, squadron: 0, leaders: [] },
    { space: 'antwerp', regular: 1, squadron: 0, leaders: [] },
  ],
  england: [
    { space: 'london', regular: 1, squadron: 0, leaders: [] },
    { space: 'calais', regular: 1, squadron: 0, leaders: [] },
    { space: 'york', regular: 1, squadron: 0, leaders: [] },
    { space: 'bristol', regular: 1, squadron: 0, leaders: [] },
  ],
  france: [
    { space: 'paris', regular: 1, squadron: 0, leaders: [] },
    { space: 'rouen', regular: 1, squadron: 0, leaders: [] },
    { space: 'bordeaux', regular: 1, squadron: 0, leaders: [] },
    { space: 'lyon', regular: 1, squadron: 0, leaders: [] },
    { space: 'marseille', regular: 1, squadron: 1, leaders: [] },
    { space: 'milan', regular: 2, squadron: 0, leaders: [] },
  ],
  papacy: [
    { space: 'rome', regular: 1, squadron: 1, leaders: [] },
    { space: 'ravenna', regular: 1, squadron: 0, leaders: [] },
  ],
  venice: [
    { space: 'venice', regular: 2, squadron: 3, leaders: [] },
    { space: 'corfu', regular: 1, squadron: 0, leaders: [] },
    { space: 'candia', regular: 1, squadron: 0, leaders: [] },
  ],
  hungary: [
    { space: 'prague', regular: 1, squadron: 0, leaders: [] },
  ],
  genoa: [
    { space: 'genoa', regular: 2, squadron: 1, leaders: ['andrea-doria'] },
  ],
  scotland: [
    { space: 'edinburgh', regular: 1, squadron: 0, leaders: [] },
  ],
  independent: [
    { space: 'rhodes', regular: 1, squadron: 0, leaders: [] },
    { space: 'metz', regular: 1, squadron: 0, leaders: [] },
    { space: 'florence', regular: 1, squadron: 0, leaders: [] },
  ],
};

/** Control changed from the 1517 map (official deltas; Ragusa stays independent: it is not Hungarian). */
export const TWO_PLAYER_CONTROL: Readonly<Partial<Record<MajorPower, readonly SpaceId[]>>> = {
  ottoman: ['buda', 'belgrade', 'pressburg', 'agram', 'mohacs', 'szegedin'],
  hapsburg: ['prague', 'brunn', 'breslau', 'tunis'],
};

/** The 49 main-deck cards the variant takes out (the same list as cards.ts `twoPlayer: 'removed'`). */
export const TWO_PLAYER_REMOVED: readonly MainCardId[] = [1, 2, 3, 4, 9, 18, 30, 34, 40, 42, 48, 49, 50, 53, 54, 58, 59, 66, 68, 69, 72, 73, 74, 77, 80, 82, 83, 84, 86, 87, 89, 92, 93, 94, 96, 97, 98, 99, 100, 101, 103, 108, 110, 111, 112, 113, 114, 115, 116];

/** The two players (setup.json `powersPlayed`), in impulse order. */
export const TWO_PLAYER_POWERS = ['papacy', 'protestant'] as const satisfies readonly MajorPower[];
export type TwoPlayerPower = (typeof TWO_PLAYER_POWERS)[number];

/** Home cards of the four powers nobody plays: out of the game (setup.json `homeCards`). */
export const TWO_PLAYER_REMOVED_HOME: readonly MainCardId[] = [1, 2, 3, 4];

/** The Diplomatic Deck at the start, and the seven cards added the turn after the Schmalkaldic League. */
export const DIPLOMACY_FROM_START: readonly DiplomacyCardId[] = [201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212];
export const DIPLOMACY_AFTER_LEAGUE: readonly DiplomacyCardId[] = [213, 214, 215, 216, 217, 218, 219];
/** The invasion cards (Machiavelli chooses among them). */
export const INVASION_CARDS: readonly DiplomacyCardId[] = [202, 206, 211, 213, 214, 216];

/** Victory: from turn 4 a side with fewer than 25 VP but 8 more than the other wins (setup.json `victory`). */
export const TWO_PLAYER_DOMINATION = { fromTurn: 4, belowVp: 25, leadAtLeast: 8 } as const;

/**
 * English succession on a schedule (setup.json `englishSuccession`, `turnSchedule`): Henry
 * marries Anne Boleyn on turn 4; the English Reformation cards enter on turn 5; Edward VI on
 * turn 6; Mary I the first turn Edward VI rules; Elizabeth I the first turn Mary I rules.
 */
export const TWO_PLAYER_ENGLAND = {
  anneBoleynTurn: 4,
  reformationCardsTurn: 5,
  reformationCards: [62, 63, 64] as readonly MainCardId[],
  edwardVi: { card: 19 as MainCardId, turn: 6 },
  maryI: 21 as MainCardId,
  elizabethI: 23 as MainCardId,
  /** Resolved in the Winter of these turns if not played before (the printed two-player Sequence of Play). */
  dueByWinterOfTurn: { 19: 7, 21: 8 } as Readonly<Partial<Record<MainCardId, number>>>,
} as const;

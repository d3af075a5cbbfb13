// 18.2-18.4: religious modifiers. Which land units lean Protestant or Catholic, the dice each
// side rolls in a (Counter) Reformation attempt, which spaces may be targeted, and the
// debater bonuses that add dice.
import type { LanguageZone, SpaceId } from '../data/map.ts';
import { SPACES, adjacentSpaces, isElectorate, isPassBetween, portsOf, seaZonesOf } from '../data/map.ts';
import type { DebaterId } from '../data/pieces.ts';
import type { Power } from '../data/powers.ts';
import { REFORMATION_DICE } from '../data/tables.ts';
import { findLeader, powersInSpace } from '../queries.ts';
import type { HisState } from '../state.ts';
import { reformerIn } from './debaters.ts';
import type { ReligiousPower } from './types.ts';

export type Alignment = 'protestant' | 'catholic' | null;

/** 18.2: English land units follow the ruler: Protestant under Edward VI or Elizabeth I, Catholic under Mary I, unaligned under Henry VIII. */
function englishAlignment(state: HisState): Alignment {
  const ruler = state.powers.england.ruler;
  if (ruler === 'edward-vi' || ruler === 'elizabeth-i') return 'protestant';
  if (ruler === 'mary-i') return 'catholic';
  return null;
}

/** 18.2 "Land Units": the religious leaning of a power's land units. */
export function unitAlignment(state: HisState, power: Power): Alignment {
  switch (power) {
    case 'protestant':
      return 'protestant';
    case 'papacy':
    case 'hapsburg':
    case 'france':
      return 'catholic';
    case 'ottoman':
      return null;
    case 'england':
      return englishAlignment(state);
    case 'scotland':
      // Exception: Scottish units allied with England count as English ones.
      return state.diplomacy.minorAllies.scotland === 'england' ? englishAlignment(state) : 'catholic';
    default:
      // Genoa, Hungary-Bohemia, Venice and independent regulars (the Knights of St. John too).
      return 'catholic';
  }
}

/** 18.2: a stack of land units of that leaning in the space (a single unit is a stack; leaders alone are not). */
export function hasAlignedStack(state: HisState, space: SpaceId, side: 'protestant' | 'catholic'): boolean {
  const units = state.spaces[space].units;
  return powersInSpace(state, space).some((p) => {
    const f = units[p]!;
    return unitAlignment(state, p) === side && f.regular + f.mercenary > 0;
  });
}

/**
 * 18.3 step 2, 18.4 steps 2 and 6: the adjacent spaces that give dice. Spaces across a pass
 * and spaces in unrest give nothing (12.4: their contents are ignored).
 */
export function contributingNeighbours(state: HisState, target: SpaceId): SpaceId[] {
  return adjacentSpaces(target).filter((a) => !isPassBetween(target, a) && !state.spaces[a].unrest && !state.outOfPlay.includes(a));
}

/** 18.3 step 2 / 18.4 step 6: Protestant dice: adjacent Protestant spaces, reformers, Protestant stacks; 2 each for a reformer or stack in the space; at least 1. */
export function protestantDice(state: HisState, target: SpaceId): number {
  let n = 0;
  for (const a of contributingNeighbours(state, target)) {
    if (state.spaces[a].religion === 'protestant') n += REFORMATION_DICE.perAdjacentSpace;
    if (reformerIn(state, a)) n += REFORMATION_DICE.perAdjacentReformerOrUniversity;
    if (hasAlignedStack(state, a, 'protestant')) n += REFORMATION_DICE.perAdjacentStack;
  }
  if (reformerIn(state, target)) n += REFORMATION_DICE.reformerOrUniversityInTarget;
  if (hasAlignedStack(state, target, 'protestant')) n += REFORMATION_DICE.stackInTarget;
  return Math.max(REFORMATION_DICE.minimum, n);
}

/** 18.3 step 6 / 18.4 step 2: Catholic dice: adjacent Catholic spaces, Jesuit universities, Catholic stacks; 2 each for a university or stack in the space; at least 1. */
export function catholicDice(state: HisState, target: SpaceId): number {
  let n = 0;
  for (const a of contributingNeighbours(state, target)) {
    if (state.spaces[a].religion === 'catholic') n += REFORMATION_DICE.perAdjacentSpace;
    if (state.spaces[a].jesuitUniversity) n += REFORMATION_DICE.perAdjacentReformerOrUniversity;
    if (hasAlignedStack(state, a, 'catholic')) n += REFORMATION_DICE.perAdjacentStack;
  }
  if (state.spaces[target].jesuitUniversity) n += REFORMATION_DICE.reformerOrUniversityInTarget;
  if (hasAlignedStack(state, target, 'catholic')) n += REFORMATION_DICE.stackInTarget;
  return Math.max(REFORMATION_DICE.minimum, n);
}

/** A port connected to a sea zone holding another port of this religion (18.3, 18.4 step 1). */
function portLink(state: HisState, space: SpaceId, religion: 'protestant' | 'catholic'): boolean {
  return seaZonesOf(space).some((sea) => portsOf(sea).some((p) => p !== space && !state.outOfPlay.includes(p) && state.spaces[p].religion === religion));
}

/**
 * 18.3 step 1: a Catholic space that holds a reformer, is adjacent (even across a pass) to a
 * Protestant space, or is a port linked by sea to another Protestant port. 12.4: a Protestant
 * neighbour in unrest does not count. (Once per impulse is checked by the attempt.)
 */
export function reformationEligible(state: HisState, space: SpaceId): boolean {
  const s = state.spaces[space];
  if (s.religion !== 'catholic' || state.outOfPlay.includes(space)) return false;
  if (reformerIn(state, space)) return true;
  if (adjacentSpaces(space).some((a) => state.spaces[a].religion === 'protestant' && !state.spaces[a].unrest)) return true;
  return portLink(state, space, 'protestant');
}

/**
 * 18.4 step 1: a Protestant space that holds a Jesuit university, is adjacent (even across a
 * pass) to a Catholic space not in unrest (12.4), or is a port linked by sea to a Catholic port.
 */
export function counterReformationEligible(state: HisState, space: SpaceId): boolean {
  const s = state.spaces[space];
  if (s.religion !== 'protestant' || state.outOfPlay.includes(space)) return false;
  if (s.jesuitUniversity) return true;
  if (adjacentSpaces(space).some((a) => state.spaces[a].religion === 'catholic' && !state.spaces[a].unrest && !state.outOfPlay.includes(a))) return true;
  return portLink(state, space, 'catholic');
}

export function inZones(space: SpaceId, zones: readonly LanguageZone[]): boolean {
  return zones.includes(SPACES[space].languageZone);
}

// ---- debater bonuses that add dice (18.2) ----

/** Spaces at most `n` moves away (connections and passes), the space itself included. */
export function withinSpaces(from: SpaceId, n: number): SpaceId[] {
  let frontier: SpaceId[] = [from];
  const seen: SpaceId[] = [from];
  for (let i = 0; i < n; i++) {
    const next: SpaceId[] = [];
    for (const s of frontier) {
      for (const a of adjacentSpaces(s)) {
        if (!seen.includes(a)) {
          seen.push(a);
          next.push(a);
        }
      }
    }
    frontier = next;
  }
  return seen;
}

const near = (centre: SpaceId) => (_state: HisState, target: SpaceId) => withinSpaces(centre, 2).includes(target);
const homeOf = (...powers: Power[]) => (_state: HisState, target: SpaceId) => powers.includes(SPACES[target].home);

export interface DieBonus {
  /** Does the bonus apply to an attempt on this space? */
  applies(state: HisState, target: SpaceId): boolean;
  /** Bonus dice it gives there (Tetzel gives none: his bonus is St. Peter's CP). */
  dice: number;
}

/** Debater bonuses for Reformation attempts (counter texts, data/pieces.ts DEBATERS). */
export const REFORMATION_DIE_BONUS: Partial<Record<DebaterId, DieBonus>> = {
  bucer: { applies: near('strasburg'), dice: 1 },
  zwingli: { applies: near('zurich'), dice: 1 },
  oekolampadius: { applies: near('basel'), dice: 1 },
  farel: { applies: near('geneva'), dice: 1 },
  cop: { applies: near('paris'), dice: 1 },
  cranmer: { applies: near('london'), dice: 1 },
  latimer: { applies: homeOf('england'), dice: 1 },
  wishart: { applies: homeOf('scotland'), dice: 1 },
  knox: { applies: homeOf('england', 'scotland'), dice: 1 },
};

/** Debater bonuses for Counter Reformation attempts. */
export const COUNTER_REFORMATION_DIE_BONUS: Partial<Record<DebaterId, DieBonus>> = {
  contarini: {
    applies(state, target) {
      const at = findLeader(state, 'charles-v');
      return at !== null && 'space' in at && withinSpaces(at.space, 2).includes(target);
    },
    dice: 1,
  },
  canisius: { applies: near('regensburg'), dice: 1 },
  faber: { applies: (_state, target) => isElectorate(target), dice: 2 },
  // 18.4 step 9: Tetzel adds 1 CP to St. Peter's per attempt instead of dice.
  tetzel: { applies: () => true, dice: 0 },
};

/** 18.2: England may only allocate Cranmer, Latimer, Wishart and Knox (its treatises). */
export const ENGLISH_TREATISE_DEBATERS: readonly DebaterId[] = ['cranmer', 'latimer', 'wishart', 'knox'];

/** The bonus-die table for a power's attempts. */
export function dieBonusTable(power: ReligiousPower): Partial<Record<DebaterId, DieBonus>> {
  return power === 'papacy' ? COUNTER_REFORMATION_DIE_BONUS : REFORMATION_DIE_BONUS;
}

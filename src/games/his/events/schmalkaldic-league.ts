// Card 13, Schmalkaldic League (Mandatory; 21.6): playable from turn 2 once 12 spaces are
// Protestant (spaces in unrest count), resolved in the Winter of turn 4 at the latest (19.8).
// John Frederick and Philip of Hesse join the Protestant regulars nearest Wittenberg and
// Kassel; Protestant home spaces under Protestant influence (no Fortress marker) come under
// Protestant control; the Hapsburgs and the Papacy go to war with the Protestant for good;
// Protestant regulars and leaders in Catholic electorates go to the nearest Protestant one.
import type { SpaceId } from '../data/map.ts';
import { ELECTORATES, SPACES, SPACE_IDS } from '../data/map.ts';
import type { ArmyLeaderId } from '../data/pieces.ts';
import { SCHMALKALDIC_LEAGUE_MIN_SPACES } from '../data/tables.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { distancesFrom, gainControl, hasPieces, movePieces } from '../land/control.ts';
import { separateNewEnemies } from '../phases/diplomacy/new-war.ts';
import { forcesFor, pairKey } from '../queries.ts';
import { releaseElectorateRegulars } from '../religion/flip.ts';
import type { HisState } from '../state.ts';
import { removeFromGame } from '../cards.ts';
import type { CardEvent } from './registry.ts';
import { twoPlayerLeague } from '../two-player/league.ts';
import { frame } from '../flow/frames.ts';

export const SCHMALKALDIC_LEAGUE_CARD = 13;
/** The two army leaders and the space each is placed nearest to (21.6). */
const LEAGUE_LEADERS: readonly { leader: ArmyLeaderId; near: SpaceId }[] = [
  { leader: 'john-frederick', near: 'wittenberg' },
  { leader: 'philip-of-hesse', near: 'kassel' },
];

/** 21.6: spaces under Protestant influence, counting those in unrest (unlike VP). */
export function protestantInfluenceSpaces(state: HisState): number {
  return SPACE_IDS.filter((id) => state.spaces[id].religion === 'protestant').length;
}

/** Card text: turn 2 or later and 12 Protestant spaces. */
export function mayFormLeague(state: HisState): boolean {
  return state.turn >= 2 && protestantInfluenceSpaces(state) >= SCHMALKALDIC_LEAGUE_MIN_SPACES;
}

/** Among `candidates`, those nearest `from` (all of them when equidistant), in map order. */
function nearestOf(from: SpaceId, candidates: readonly SpaceId[]): SpaceId[] {
  const dist = distancesFrom(from);
  const best = Math.min(...candidates.map((c) => dist.get(c) ?? Infinity));
  return best === Infinity ? [] : candidates.filter((c) => dist.get(c) === best);
}

function protestantRegularStacks(state: HisState): SpaceId[] {
  return SPACE_IDS.filter((id) => (state.spaces[id].units.protestant?.regular ?? 0) > 0);
}

/** Where a league leader may be placed: the nearest stacks of Protestant regulars (his space if there are none). */
export function leaderPlaces(state: HisState, near: SpaceId): SpaceId[] {
  const stacks = nearestOf(near, protestantRegularStacks(state));
  return stacks.length > 0 ? stacks : [near];
}

/** The first electorate under Catholic influence holding Protestant land units or army leaders. */
function strandedElectorate(state: HisState): SpaceId | null {
  return ELECTORATES.find((e) => state.spaces[e].religion === 'catholic' && hasPieces(state, { space: e }, 'protestant', 'land')) ?? null;
}

/** Where they go: the nearest electorate under Protestant influence. */
export function leagueRefuges(state: HisState, from: SpaceId): SpaceId[] {
  return nearestOf(from, ELECTORATES.filter((e) => e !== from && state.spaces[e].religion === 'protestant'));
}

export interface SchmalkaldicLeagueFrame extends Frame {
  proc: 'schmalkaldicLeague';
  /** Index in LEAGUE_LEADERS of the leader to place next; then the displacement of stranded units. */
  next: number;
}

function placeLeader(state: HisState, leader: ArmyLeaderId, space: SpaceId): void {
  forcesFor(state, { space }, 'protestant').leaders.push(leader);
  state.log.push({ key: 'his.log.leaderEnters', params: { leader, space } });
}

function moveStranded(state: HisState, from: SpaceId, to: SpaceId): void {
  movePieces(state, { space: from }, { space: to }, 'protestant', 'land');
  state.log.push({ key: 'his.log.displaced', params: { from, to, power: 'protestant', pieces: 'land' } });
}

/** The league's immediate effects; the placements and moves follow in the frame. */
export function formSchmalkaldicLeague(state: HisState): void {
  if (!state.eventsResolved.includes(SCHMALKALDIC_LEAGUE_CARD)) state.eventsResolved.push(SCHMALKALDIC_LEAGUE_CARD);
  state.log.push({ key: 'his.log.schmalkaldicLeague', params: {} });
  push(state, frame('schmalkaldicLeague', { next: 0 }));
}

/** Steps after the leaders: control of Protestant home spaces, the permanent wars, the release of electorate regulars. */
function controlAndWar(state: HisState): void {
  for (const id of SPACE_IDS) {
    const s = state.spaces[id];
    // 21.6: a space holding a Fortress marker (an event's, e.g. Trace Italienne) is not converted.
    if (SPACES[id].home === 'protestant' && s.religion === 'protestant' && s.control !== 'protestant' && !state.fortressMarkers.includes(id)) {
      gainControl(state, id, 'protestant');
    }
  }
  for (const enemy of ['hapsburg', 'papacy'] as const) {
    const key = pairKey(enemy, 'protestant');
    if (!state.diplomacy.wars.includes(key)) {
      state.diplomacy.wars.push(key);
      state.diplomacy.wars.sort();
      state.log.push({ key: 'his.log.warDeclared', params: { declarer: enemy, target: 'protestant' } });
    }
  }
  releaseElectorateRegulars(state);
  // Two-player variant: the Papacy and the Hapsburgs are allied for the rest of the game.
  twoPlayerLeague(state);
}

export const schmalkaldicLeagueProcedure: Procedure<SchmalkaldicLeagueFrame, SpaceAction> = {
  ask(state, f): Ask<SpaceAction>[] {
    const placing = LEAGUE_LEADERS[f.next];
    const options = placing ? leaderPlaces(state, placing.near) : stranded(state);
    if (options.length < 2) return [];
    return [
      {
        power: 'protestant',
        key: placing ? 'his.prompt.leagueLeader' : 'his.prompt.leagueRefuge',
        params: placing ? { leader: placing.leader } : { space: strandedElectorate(state)! },
        actions: options.map((space) => ({ type: 'space', space })),
      },
    ];
  },
  run(state, f) {
    const placing = LEAGUE_LEADERS[f.next];
    if (placing) {
      placeLeader(state, placing.leader, leaderPlaces(state, placing.near)[0]!);
      advance(state, f);
      return;
    }
    const from = strandedElectorate(state);
    if (from === null) {
      pop(state, f);
      // 9.6 as the League makes the wars: units of the new enemies sharing a space are separated.
      separateNewEnemies(state, 'hapsburg', 'protestant');
      separateNewEnemies(state, 'papacy', 'protestant');
      return;
    }
    const to = leagueRefuges(state, from)[0];
    if (to === undefined) {
      // No Protestant electorate to go to: the units stay where they are (the rule names no other place).
      state.log.push({ key: 'his.log.leagueNoRefuge', params: { space: from } });
      pop(state, f);
      return;
    }
    moveStranded(state, from, to);
  },
  decide(state, f, _power, action) {
    const space = action.space;
    const placing = LEAGUE_LEADERS[f.next];
    if (placing) {
      placeLeader(state, placing.leader, space);
      advance(state, f);
      return;
    }
    moveStranded(state, strandedElectorate(state)!, space);
  },
};

function stranded(state: HisState): SpaceId[] {
  const from = strandedElectorate(state);
  return from === null ? [] : leagueRefuges(state, from);
}

/** After the second leader: control, wars, then the stranded units. */
function advance(state: HisState, f: SchmalkaldicLeagueFrame): void {
  f.next++;
  if (f.next === LEAGUE_LEADERS.length) controlAndWar(state);
}

/**
 * 6.1: a Mandatory Event is never held from one turn to the next, so the card is always
 * played; before its condition holds it has no effect (the 2 CP only) and goes to the discard
 * pile. It leaves the game when the league forms (card text; docs/data-decisions.md).
 */
export const SCHMALKALDIC_LEAGUE_EVENT: CardEvent = {
  canPlay: () => true,
  play(state) {
    if (!mayFormLeague(state)) {
      state.log.push({ key: 'his.log.eventNoEffect', params: { card: SCHMALKALDIC_LEAGUE_CARD } });
      return;
    }
    removeFromGame(state, SCHMALKALDIC_LEAGUE_CARD);
    formSchmalkaldicLeague(state);
  },
  // 19.8: at the Winter of turn 4 the league forms whatever its condition (21.6).
  resolveOverdue: (state) => formSchmalkaldicLeague(state),
};

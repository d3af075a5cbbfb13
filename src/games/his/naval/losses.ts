// 17.2, 16.2 step 10, 8.2: the one way naval pieces leave play, by any method (naval
// combat, piracy, an assault, a port changing hands, peace, an event, deactivation, winter).
// Lost naval units go to the Turn Track: they cannot be built again this turn and come back
// to the pool in the next Card Draw Phase (state.navalEliminated, naval/ports.ts). A naval
// leader left without a ship of his side where a leader may not stand alone goes to the Turn
// Track for the next turn (state.navalLeadersAway), from where he comes back (8.2).
import type { SeaZoneId, SpaceId } from '../data/map.ts';
import { isNavalLeaderId } from '../data/pieces.ts';
import type { Power } from '../data/powers.ts';
import type { Location } from '../queries.ts';
import { allied, forcesAt, forcesFor, navalUnits, tidy } from '../queries.ts';
import type { HisState, LeaderId, NavalUnitKind } from '../state.ts';
import { NAVAL_UNIT_KINDS } from '../state.ts';

function idOf(loc: Location): SpaceId | SeaZoneId {
  return 'space' in loc ? loc.space : loc.sea;
}

/** 8.2, 16.2 step 10: a naval leader leaves the map until the Card Draw Phase of the next turn. */
export function navalLeaderToTurnTrack(state: HisState, loc: Location, owner: Power, leader: LeaderId): void {
  const f = forcesFor(state, loc, owner);
  if (!f.leaders.includes(leader)) return;
  f.leaders = f.leaders.filter((l) => l !== leader);
  tidy(state, loc);
  state.navalLeadersAway.push({ leader, owner, turn: state.turn + 1 });
  state.log.push({ key: 'his.log.navalLeaderAway', params: { leader, power: owner, turn: state.turn + 1 } });
}

/**
 * 5.3, 16.1, 16.2 step 10: naval leaders at a location with no naval unit of their side
 * left, at sea or in a port not friendly to them, cannot stay there: to the Turn Track.
 * (A naval leader alone in a friendly port stays, as one placed there by 8.2 does.)
 */
export function sendLoneNavalLeaders(state: HisState, loc: Location): void {
  const units = 'space' in loc ? state.spaces[loc.space].units : state.seas[loc.sea].units;
  const owners = Object.keys(units).sort() as Power[];
  for (const owner of owners) {
    const leaders = (units[owner]?.leaders ?? []).filter(isNavalLeaderId);
    if (leaders.length === 0) continue;
    if (owners.some((p) => allied(state, owner, p) && navalUnits(forcesAt(state, loc, p)) > 0)) continue;
    if ('space' in loc && allied(state, owner, state.spaces[loc.space].control)) continue;
    for (const leader of leaders) navalLeaderToTurnTrack(state, loc, owner, leader);
  }
}

function squadronsOnMap(state: HisState, power: Power): number {
  let n = 0;
  for (const id in state.spaces) n += state.spaces[id as SpaceId].units[power]?.squadron ?? 0;
  for (const id in state.seas) n += state.seas[id as SeaZoneId].units[power]?.squadron ?? 0;
  return n;
}

/** 17.2: `n` naval units of one kind are lost: onto the Turn Track, out of play this turn. */
export function loseNavalUnits(state: HisState, loc: Location, owner: Power, kind: NavalUnitKind, n: number): void {
  if (n <= 0) return;
  const f = forcesFor(state, loc, owner);
  if (f[kind] < n) throw new Error(`naval: ${owner} has ${f[kind]} ${kind} in ${idOf(loc)}, cannot lose ${n}`);
  f[kind] -= n;
  // 9.2: squadrons on loan stand among the holder's without telling them apart; a loaned
  // one counts as lost (its counter to its owner's Turn Track) only when the holder has
  // fewer squadrons left than it holds on loan.
  let own = n;
  if (kind === 'squadron') {
    let excess = state.diplomacy.loans.reduce((k, l) => k + (l.holder === owner ? l.squadrons : 0), 0) - squadronsOnMap(state, owner);
    for (const loan of state.diplomacy.loans) {
      if (loan.holder !== owner || excess <= 0 || own === 0) continue;
      const k = Math.min(loan.squadrons, excess, own);
      loan.squadrons -= k;
      excess -= k;
      own -= k;
      state.navalEliminated[loan.owner] = (state.navalEliminated[loan.owner] ?? 0) + k;
    }
  }
  state.navalEliminated[owner] = (state.navalEliminated[owner] ?? 0) + own;
  tidy(state, loc);
  state.log.push({ key: 'his.log.navalUnitLost', params: { power: owner, kind, n, where: idOf(loc) } });
  sendLoneNavalLeaders(state, loc);
}

/**
 * 15.1 step 10, 16.2 steps 9-10, 12.2, 19.3, 22.4: every naval unit and naval leader of an
 * owner at a location is lost: the units and the leaders to the Turn Track. Returns the
 * number of units lost.
 */
export function loseNavalPieces(state: HisState, loc: Location, owner: Power): number {
  const f = forcesAt(state, loc, owner);
  const lost = navalUnits(f);
  for (const kind of NAVAL_UNIT_KINDS) loseNavalUnits(state, loc, owner, kind, forcesAt(state, loc, owner)[kind]);
  for (const leader of forcesAt(state, loc, owner).leaders.filter(isNavalLeaderId)) navalLeaderToTurnTrack(state, loc, owner, leader);
  return lost;
}

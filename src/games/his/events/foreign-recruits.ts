// Card 76, Foreign Recruits (17): 4 CP for building units only, at their usual costs (17.1,
// 17.2), placed in any space the power controls (home or not) that is not besieged, not in
// unrest, without enemy units; naval units in such a port. With it the Ottoman may build
// cavalry or squadrons in Algiers or a pirate haven; corsairs still need Barbary Pirates. The
// Protestant builds nothing before the Schmalkaldic League (21.6). CP left unspent are lost.
import type { SpaceId } from '../data/map.ts';
import { SPACE_IDS, isPort } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { buildCost } from '../actions/build-land.ts';
import { unitsAvailable } from '../counter-mix.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { schmalkaldicLeagueOccurred } from '../land/loc.ts';
import { BARBARY_PIRATES, buildNavalCost } from '../naval/build.ts';
import { constructUnits, mayConstructIn } from '../construction.ts';
import type { HisState, UnitKind } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

export const FOREIGN_RECRUITS_CP = 4;
const KINDS: readonly UnitKind[] = ['regular', 'mercenary', 'cavalry', 'squadron', 'corsair'];

function costOf(power: MajorPower, kind: UnitKind): number | null {
  return kind === 'squadron' || kind === 'corsair' ? buildNavalCost(power, kind) : buildCost(power, kind);
}

/** Where the card lets the power place a unit of this kind. */
export function recruitSpaces(state: HisState, power: MajorPower, kind: UnitKind): SpaceId[] {
  if (kind === 'corsair' && !state.eventsResolved.includes(BARBARY_PIRATES)) return [];
  const naval = kind === 'squadron' || kind === 'corsair';
  // 17: any space the power controls instead of a home space; never in unrest nor among enemies.
  return SPACE_IDS.filter((id) => state.spaces[id].control === power && (!naval || isPort(id)) && mayConstructIn(state, power, id));
}

/** The kinds the power may still build with `cp` card CP. */
export function recruitKinds(state: HisState, power: MajorPower, cp: number): UnitKind[] {
  if (power === 'protestant' && !schmalkaldicLeagueOccurred(state)) return [];
  return KINDS.filter((kind) => {
    const cost = costOf(power, kind);
    return cost !== null && cost <= cp && unitsAvailable(state, power, kind) > 0 && recruitSpaces(state, power, kind).length > 0;
  });
}

export interface ForeignRecruitsFrame extends Frame {
  proc: 'foreignRecruits';
  power: MajorPower;
  cp: number;
  kind: UnitKind | null;
}

type ForeignRecruitsAction = { type: 'build'; kind: UnitKind } | { type: 'done' } | SpaceAction;

export const foreignRecruitsProcedure: Procedure<ForeignRecruitsFrame, ForeignRecruitsAction> = {
  ask(state, f): Ask<ForeignRecruitsAction>[] {
    if (f.kind === null) {
      const kinds = recruitKinds(state, f.power, f.cp);
      if (kinds.length === 0) return [];
      const actions: ForeignRecruitsAction[] = [...kinds.map((kind): ForeignRecruitsAction => ({ type: 'build', kind })), { type: 'done' }];
      return [{ power: f.power, key: 'his.prompt.foreignRecruits', params: { cp: f.cp }, actions }];
    }
    return [{ power: f.power, key: 'his.prompt.buildWhere', params: { kind: f.kind }, actions: recruitSpaces(state, f.power, f.kind).map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    pop(state, f);
  },
  decide(state, f, power, action) {
    if (action.type === 'done') {
      pop(state, f);
      return;
    }
    if (action.type === 'build') {
      f.kind = action.kind;
      return;
    }
    const space = action.space;
    f.cp -= costOf(power, f.kind!)!;
    if (constructUnits(state, space, power, f.kind!, 1) > 0) state.log.push({ key: 'his.log.built', params: { power, kind: f.kind!, space } });
    f.kind = null;
  },
};

export const FOREIGN_RECRUITS_EVENT: CardEvent = {
  canPlay: (state, power) => recruitKinds(state, power, FOREIGN_RECRUITS_CP).length > 0,
  play(state, power) {
    push(state, frame('foreignRecruits', { power, cp: FOREIGN_RECRUITS_CP, kind: null }));
  },
};

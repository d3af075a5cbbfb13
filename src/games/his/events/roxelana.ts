// Card 42, Roxelana (15.1): the playing power gets 4 CP. The Ottoman may also make one
// assault at no CP with a formation that includes Suleiman, even on a space whose siege
// began this impulse (every other 15.1 requirement stands). Any other power may instead
// spend 2 of its 4 CP to send Suleiman, alone, straight to Istanbul. The card's extras are
// marked on the CP budget it grants (`roxelana` of the budget in HisState.cpBudgets), so
// they last for this impulse's CP only and are used once.
import type { SpaceId } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import type { CpAction } from '../actions/registry.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../flow/frames.ts';
import { pop, push } from '../flow/stack.ts';
import { assaultTargets } from '../land/assault.ts';
import { isLeaderBarred } from '../land/formation.ts';
import { currentBudget, spendCp } from '../phases/spend-cp.ts';
import { findLeader, forcesAt, forcesFor, isFriendlySpace, tidy } from '../queries.ts';
import type { CpBudget, HisState } from '../state.ts';
import type { CardEvent } from './registry.ts';
import { frame } from '../flow/frames.ts';

export const ROXELANA_CP = 4;
/** Card 42: CP another power pays to send Suleiman home. */
export const SULEIMAN_HOME_CP = 2;
const SULEIMAN = 'suleiman';
const ISTANBUL: SpaceId = 'istanbul';

/** What the card still offers on a CP budget: the Ottoman's assault, another power's recall. */
type RoxelanaMark = NonNullable<CpBudget['roxelana']>;

function offered(state: HisState, power: MajorPower, mark: RoxelanaMark): boolean {
  const f = currentBudget(state);
  return f !== null && f.power === power && f.roxelana === mark;
}

function use(state: HisState): void {
  const f = currentBudget(state);
  if (f) f.roxelana = 'used';
}

/** Spaces the Ottoman may assault with Suleiman's formation under the card (15.1, sameImpulse). */
export function roxelanaAssaultTargets(state: HisState): SpaceId[] {
  if (isLeaderBarred(state, SULEIMAN)) return [];
  return assaultTargets(state, 'ottoman', { sameImpulse: true }).filter((s) => forcesAt(state, { space: s }, 'ottoman').leaders.includes(SULEIMAN));
}

/** Where Suleiman stands, if he may be sent to Istanbul. */
function suleimanAway(state: HisState): SpaceId | null {
  const loc = findLeader(state, SULEIMAN);
  if (!loc || !('space' in loc) || loc.space === ISTANBUL) return null;
  if (!forcesAt(state, loc, 'ottoman').leaders.includes(SULEIMAN)) return null;
  return isFriendlySpace(state, 'ottoman', ISTANBUL) ? loc.space : null;
}

export interface RoxelanaAssaultFrame extends Frame {
  proc: 'roxelanaAssault';
}

export const roxelanaAssaultProcedure: Procedure<RoxelanaAssaultFrame, SpaceAction> = {
  ask(state): Ask<SpaceAction>[] {
    const spaces = roxelanaAssaultTargets(state);
    if (spaces.length === 0) return [];
    return [{ power: 'ottoman', key: 'his.prompt.roxelanaAssault', actions: spaces.map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    pop(state, f);
  },
  decide(state, f, _power, action) {
    pop(state, f);
    use(state);
    push(state, frame('assault', { power: 'ottoman', space: action.space, free: true, sameImpulse: true }));
  },
};

/** The Ottoman's free assault (0 CP), once, while the card's CP are spent. */
export const ROXELANA_ASSAULT_ACTION: CpAction = {
  id: 'roxelanaAssault',
  cost: (_state, power) => (power === 'ottoman' ? 0 : null),
  available: (state, power) => offered(state, power, 'assault') && roxelanaAssaultTargets(state).length > 0,
  start(state) {
    push(state, frame('roxelanaAssault', {}));
  },
};

/** Another power's 2 CP to send Suleiman alone to Istanbul, once. */
export const ROXELANA_SULEIMAN_ACTION: CpAction = {
  id: 'roxelanaSuleiman',
  cost: (_state, power) => (power === 'ottoman' ? null : SULEIMAN_HOME_CP),
  available: (state, power, cp) => cp >= SULEIMAN_HOME_CP && offered(state, power, 'suleiman') && suleimanAway(state) !== null,
  start(state) {
    const from = suleimanAway(state)!;
    spendCp(state, SULEIMAN_HOME_CP);
    use(state);
    const f = forcesFor(state, { space: from }, 'ottoman');
    f.leaders = f.leaders.filter((l) => l !== SULEIMAN);
    tidy(state, { space: from });
    forcesFor(state, { space: ISTANBUL }, 'ottoman').leaders.push(SULEIMAN);
    state.log.push({ key: 'his.log.roxelanaSuleiman', params: { from, space: ISTANBUL } });
  },
};

export const ROXELANA_ACTIONS: CpAction[] = [ROXELANA_ASSAULT_ACTION, ROXELANA_SULEIMAN_ACTION];

export const ROXELANA_EVENT: CardEvent = {
  canPlay: () => true,
  cpAfter: ROXELANA_CP,
  play(state, power) {
    // The card's 4 CP budget (granted by the impulse before the event resolves) carries its extra.
    const f = currentBudget(state);
    if (f && f.power === power) f.roxelana = power === 'ottoman' ? 'assault' : 'suleiman';
    state.log.push({ key: 'his.log.roxelana', params: { power } });
  },
};

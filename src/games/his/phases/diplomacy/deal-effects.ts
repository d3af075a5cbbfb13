// 9.1: a confirmed declaration changes the game state at once, item by item: wars end,
// alliances form, squadrons go on loan, leaders come home, spaces change hands (12.5),
// cards are drawn at random, mercenaries change sides, Henry divorces, a pardon is given.
// `ratify` is called with the items and returns when all have taken effect.
import type { SpaceId } from '../../data/map.ts';
import { SPACE_IDS, homeSpacesOf } from '../../data/map.ts';
import type { MajorPower } from '../../data/powers.ts';
import type { Ask, Frame, Procedure, SpaceAction } from '../../flow/frames.ts';
import { frame } from '../../flow/frames.ts';
import { call, ret } from '../../flow/stack.ts';
import { addUnits, forcesFor, pairKey, powersInSpace, tidy } from '../../queries.ts';
import { displace } from '../../land/control.ts';
import type { HisState } from '../../state.ts';
import { grantDivorce } from '../../england/marriage.ts';
import { liftExcommunication } from '../../religion/excommunication.ts';
import { removeLandUnits } from '../../counter-mix.ts';
import { transferSpace } from './peace.ts';
import type { DealItem } from './deal-items.ts';
import { mercenarySites } from './deal-items.ts';
import { endWar, randomCardDraw, returnLeader } from './war-status.ts';

/** What a ratified declaration leaves for the rest of the phase (9.3 step 1, 9.6 restrictions). */
export type RatifiedMarks = {
  /** Pairs (pairKey) allied by it. */
  alliances: string[];
  /** `giver>receiver` for each home space of the giver ceded (9.3 step 1). */
  homeCeded: string[];
};

export function ratifiedMarks(items: readonly DealItem[]): RatifiedMarks {
  const alliances = items.filter((i) => i.kind === 'alliance').map((i) => pairKey(i.from, i.to));
  const homeCeded = items.flatMap((i) => (i.kind === 'cede' && homeSpacesOf(i.from).includes(i.space) ? [`${i.from}>${i.to}`] : []));
  return { alliances, homeCeded: [...new Set(homeCeded)] };
}

/** 9.2: loaned squadrons (and their naval leaders) move to the receiver's port and count as its units. */
function loanSquadrons(state: HisState, item: Extract<DealItem, { kind: 'loan' }>): void {
  const { from, to, port, squadrons, leaders, dest } = item;
  addUnits(state, { space: port }, from, 'squadron', -squadrons);
  addUnits(state, { space: dest }, to, 'squadron', squadrons);
  if (leaders.length > 0) {
    const src = forcesFor(state, { space: port }, from);
    src.leaders = src.leaders.filter((l) => !leaders.includes(l));
    forcesFor(state, { space: dest }, to).leaders.push(...leaders);
  }
  tidy(state, { space: port });
  state.diplomacy.loans.push({ owner: from, holder: to, squadrons, leaders: [...leaders] });
  state.log.push({ key: 'his.log.squadronsLoaned', params: { owner: from, holder: to, squadrons, from: port, to: dest, leaders: [...leaders] } });
}

/** Take effect: one item. Items that need a choice call a procedure (the ratify frame resumes after). */
function applyItem(state: HisState, f: RatifyFrame, item: DealItem): void {
  switch (item.kind) {
    case 'peace':
      // 9.1: ended as in 9.3 step 8, without War Winner VP ("white peace").
      state.log.push({ key: 'his.log.whitePeace', params: { a: item.from, b: item.to } });
      endWar(state, item.from, item.to);
      return;
    case 'alliance':
      state.diplomacy.alliances.push(pairKey(item.from, item.to));
      state.diplomacy.alliances.sort();
      state.log.push({ key: 'his.log.allianceFormed', params: { a: item.from, b: item.to } });
      return;
    case 'loan':
      return loanSquadrons(state, item);
    case 'leader':
      state.log.push({ key: 'his.log.leaderGivenBack', params: { captor: item.from, power: item.to, leader: item.leader } });
      returnLeader(state, item.to, item.leader);
      return;
    case 'cede':
      state.log.push({ key: 'his.log.spaceCeded', params: { from: item.from, to: item.to, space: item.space } });
      transferSpace(state, item.space, item.to);
      // 9.1: "Any units occupying these spaces are displaced (12.5)", an ally's too (the
      // Negotiation Example moves the Hapsburg troops out of Besançon, now French and allied).
      for (const p of powersInSpace(state, item.space)) if (p !== item.to) displace(state, item.space, p);
      return;
    case 'cards':
      state.log.push({ key: 'his.log.cardsGiven', params: { from: item.from, to: item.to, n: item.n } });
      for (let k = 0; k < item.n; k++) randomCardDraw(state, item.from, item.to);
      return;
    case 'mercenaries':
      state.log.push({ key: 'his.log.mercenariesGiven', params: { from: item.from, to: item.to, n: item.n } });
      call(state, f, 'afterItem', frame('mercenaryGift', { from: item.from, to: item.to, n: item.n, removed: 0 }));
      return;
    case 'divorce':
      grantDivorce(state);
      return;
    case 'rescind':
      state.log.push({ key: 'his.log.excommunicationRescinded', params: { power: item.to } });
      liftExcommunication(state, item.to);
      return;
  }
}

export interface RatifyFrame extends Frame {
  proc: 'ratify';
  items: DealItem[];
  next: number;
}

export const ratifyProcedure: Procedure<RatifyFrame> = {
  run(state, f) {
    const item = f.items[f.next];
    if (!item) {
      ret(state, f, null);
      return;
    }
    f.next++;
    applyItem(state, f, item);
  },
  resume: {
    afterItem() {},
  },
};

// ---- 9.1 mercenaries: the giver removes them, the receiver places as many ----

export interface MercenaryGiftFrame extends Frame {
  proc: 'mercenaryGift';
  from: MajorPower;
  to: MajorPower;
  n: number;
  removed: number;
}

function mercenarySpaces(state: HisState, power: MajorPower): SpaceId[] {
  return SPACE_IDS.filter((id) => (state.spaces[id].units[power]?.mercenary ?? 0) > 0);
}

function placeMercenaries(state: HisState, f: MercenaryGiftFrame, space: SpaceId): void {
  addUnits(state, { space }, f.to, 'mercenary', f.removed);
  state.log.push({ key: 'his.log.mercenariesPlaced', params: { power: f.to, n: f.removed, space } });
}

export const mercenaryGiftProcedure: Procedure<MercenaryGiftFrame, SpaceAction> = {
  ask(state, f): Ask<SpaceAction>[] {
    if (f.removed < f.n) {
      const spaces = mercenarySpaces(state, f.from);
      // One space left: nothing to choose.
      if (spaces.length <= 1) return [];
      return [{ power: f.from, key: 'his.prompt.giveMercenary', params: { to: f.to, left: f.n - f.removed }, actions: spaces.map((space) => ({ type: 'space', space })) }];
    }
    const sites = mercenarySites(state, f.to);
    if (sites.length <= 1) return [];
    return [{ power: f.to, key: 'his.prompt.placeMercenaries', params: { n: f.removed }, actions: sites.map((space) => ({ type: 'space', space })) }];
  },
  run(state, f) {
    if (f.removed < f.n) {
      const space = mercenarySpaces(state, f.from)[0];
      // Checked when confirmed; should the mercenaries be gone meanwhile, fewer change sides.
      if (!space) f.n = f.removed;
      else {
        removeLandUnits(state, space, f.from, 'mercenary', 1);
        f.removed++;
      }
      return;
    }
    const site = mercenarySites(state, f.to)[0];
    if (site && f.removed > 0) placeMercenaries(state, f, site);
    ret(state, f, null);
  },
  decide(state, f, _power, action) {
    const space = action.space;
    if (f.removed < f.n) {
      removeLandUnits(state, space, f.from, 'mercenary', 1);
      f.removed++;
      return;
    }
    placeMercenaries(state, f, space);
    ret(state, f, null);
  },
};

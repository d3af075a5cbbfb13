// 14.1, 15.2, 22.1: the losing side of a field battle — what may withdraw inside the
// fortifications (questions to its owners, inactive minors automatically), and the retreat
// of the rest. The battle procedure itself is in field-battle.ts.
import type { Power, MajorPower } from '../data/powers.ts';
import { isMajorPower } from '../data/powers.ts';
import { FORTIFIED_GARRISON_MAX } from '../data/tables.ts';
import type { Ask } from '../flow/frames.ts';
import { allied, forcesAt, isFortified } from '../queries.ts';
import type { HisState } from '../state.ts';
import type { LeaderLot, Lot, Side } from './casualties.ts';
import { captureLeaders, eliminateOne, groupOf, groupUnits, groupsIn, lotUnits, toFormation } from './casualties.ts';
import type { Battle, Question } from './field-battle.ts';
import { markLostBattle } from './formation.ts';
import { pushRetreat } from './retreat.ts';

function loser(b: Battle): Side {
  return b.winner === 'attacker' ? 'defender' : 'attacker';
}

/** Units and leaders of a losing side still standing in the space. */
export function standing(state: HisState, b: Battle, side: Side): { lots: Lot[]; leaders: LeaderLot[] } {
  const s = b.sides![side];
  const here = (l: LeaderLot) => forcesAt(state, { space: b.space }, l.power).leaders.includes(l.leader);
  return { lots: s.lots.filter((l) => l.n > 0), leaders: s.leaders.filter(here) };
}

/**
 * 14.1, 15.2, 22.1: what of the losing side may go inside the fortifications, as questions
 * to its owners. Inactive minors and independents keep up to 4 units inside and lose the rest.
 */
export function planWithdrawal(state: HisState, b: Battle): void {
  b.questions = [];
  b.chosen = [];
  b.chosenLeaders = [];
  b.room = Math.max(0, FORTIFIED_GARRISON_MAX - lotUnits(b.withheld));
  const side = loser(b);
  const s = b.sides![side];
  const { lots, leaders } = standing(state, b, side);
  if (b.relief && side === 'attacker') {
    const equal = s.hits === b.sides!.defender.hits;
    // 15.2: on equal hits any participant may go inside; on fewer, only those who started there.
    const candidates = equal ? lots : lots.filter((l) => l.inside);
    const leaderCandidates = equal ? leaders : leaders.filter((l) => l.inside);
    if (!equal && lotUnits(lots.filter((l) => !l.inside)) === 0) {
      // 15.2: a relief force wiped out: its leaders are captured, there is no retreat.
      const reliefLeaders = leaders.filter((l) => !l.inside);
      captureLeaders(state, b.space, reliefLeaders, s.capturedBy);
    }
    b.questions = questionsFor(b.attacker, candidates, leaderCandidates);
    return;
  }
  if (!isFortified(state, b.space)) {
    autoMinorLosers(state, b, lots, 0);
    return;
  }
  const control = state.spaces[b.space].control;
  const groups = groupsIn(state, lots).filter((g) => allied(state, g, control));
  for (const g of groups) {
    if (!isMajorPower(g)) continue;
    const own = (l: { power: Power }) => groupOf(state, l.power) === g;
    b.questions.push(...questionsFor(g, lots.filter(own), leaders.filter(own)));
  }
  autoMinorLosers(state, b, lots, b.room);
}

/** 22.1: a losing inactive minor (or independents) does not retreat: up to `room` units stay inside. */
function autoMinorLosers(state: HisState, b: Battle, lots: Lot[], room: number): void {
  for (const g of groupsIn(state, lots)) {
    if (isMajorPower(g)) continue;
    let keep = Math.min(room, groupUnits(state, lots, g));
    b.room -= keep;
    for (const l of lots.filter((x) => groupOf(state, x.power) === g)) {
      const stay = Math.min(keep, l.n);
      keep -= stay;
      b.chosen.push({ power: l.power, kind: l.kind, n: stay });
      while (l.n > stay) eliminateOne(state, b.space, lots, l);
    }
  }
}

function questionsFor(group: MajorPower, lots: readonly Lot[], leaders: readonly LeaderLot[]): Question[] {
  return [
    ...lots.filter((l) => l.n > 0).map((l): Question => ({ what: 'units', group, power: l.power, kind: l.kind, n: l.n, ...(l.inside ? { inside: true } : {}) })),
    ...leaders.map((l): Question => ({ what: 'leader', group, power: l.power, leader: l.leader, ...(l.inside ? { inside: true } : {}) })),
  ];
}

/** An answer to a battle's question: how many units go (or join), or yes/no for a leader. */
export type BattleQuestionAction = { type: 'count'; n: number } | { type: 'yes' } | { type: 'no' };

export function questionPrompt(b: Battle): Ask<BattleQuestionAction> | null {
  const q = b.questions[0];
  if (!q) return null;
  const joining = b.step === 'join';
  if (q.what === 'units') {
    const max = Math.min(q.n, b.room);
    if (max <= 0) return null;
    return {
      power: q.group,
      key: joining ? 'his.prompt.reliefJoin' : 'his.prompt.withdrawInside',
      params: { space: b.space, power: q.power, kind: q.kind, max },
      actions: Array.from({ length: max + 1 }, (_, n) => ({ type: 'count', n })),
    };
  }
  return {
    power: q.group,
    key: joining ? 'his.prompt.reliefJoinLeader' : 'his.prompt.withdrawLeader',
    params: { space: b.space, leader: q.leader },
    actions: [{ type: 'yes' }, { type: 'no' }],
  };
}

export function answer(b: Battle, action: BattleQuestionAction | null): void {
  const q = b.questions.shift()!;
  if (q.what === 'units') {
    const n = action?.type === 'count' ? action.n : 0;
    if (n > 0) {
      b.chosen.push({ power: q.power, kind: q.kind, n, ...(q.inside ? { inside: true } : {}) });
      b.room -= n;
    }
  } else if (action?.type === 'yes') {
    b.chosenLeaders.push({ power: q.power, leader: q.leader, ...(q.inside ? { inside: true } : {}) });
  }
}

/** 14 step 11: what did not go inside retreats, each losing power on its own (A17). */
export function retreatLosers(state: HisState, b: Battle): void {
  const side = loser(b);
  const s = b.sides![side];
  // 13.1, 13.3: the losers that went inside also lost a field battle this impulse.
  const inside = b.chosen.filter((l) => isMajorPower(groupOf(state, l.power)));
  if (inside.length > 0 || b.chosenLeaders.length > 0) markLostBattle(state, b.space, toFormation(inside, b.chosenLeaders));
  const { lots, leaders } = standing(state, b, side);
  const stay = (l: Lot) => b.chosen.filter((c) => c.power === l.power && c.kind === l.kind && Boolean(c.inside) === Boolean(l.inside)).reduce((n, c) => n + c.n, 0);
  const going = lots.map((l) => ({ power: l.power, kind: l.kind, n: l.n - stay(l) })).filter((l) => l.n > 0);
  const leadersGoing = leaders.filter((l) => !b.chosenLeaders.some((c) => c.leader === l.leader));
  const from = b.from ?? null;
  const groups = groupsIn(state, [...going, ...leadersGoing.map((l) => ({ power: l.power, kind: 'regular' as const, n: 1 }))]);
  for (const g of [...groups].reverse()) {
    const gLots = going.filter((l) => groupOf(state, l.power) === g);
    const gLeaders = leadersGoing.filter((l) => groupOf(state, l.power) === g);
    if (side === 'attacker' && b.noRetreat) {
      // 16.3 step 4: a formation landed by naval transport that loses is eliminated.
      for (const l of gLots) addLoss(state, b, l);
      captureLeaders(state, b.space, gLeaders, s.capturedBy);
      continue;
    }
    // 14.1: the attacker goes back where it came from; the defender may not go there.
    const r = side === 'attacker' ? { mustGoTo: from } : { notInto: from };
    pushRetreat(state, b.space, g, gLots, gLeaders, s.capturedBy, r);
  }
}

function addLoss(state: HisState, b: Battle, l: Lot): void {
  const lots = [{ ...l }];
  while (lots[0]!.n > 0) eliminateOne(state, b.space, lots, lots[0]!);
}

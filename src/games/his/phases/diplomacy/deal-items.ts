// 9.1: the binding items of a negotiated agreement, the restrictions on each (9.1, 9.2),
// and the items a power may add to the declaration it is composing. A declaration is
// checked item by item against the state and the items before it, so the same check
// serves the declarer (what may be added now) and the confirming power (is it still good).
import { sameJson } from '../../../../engine/hash.ts';
import type { SpaceId } from '../../data/map.ts';
import { SPACE_IDS, SPACES, capitalsOf, isElectorate, isPort } from '../../data/map.ts';
import type { MajorPower } from '../../data/powers.ts';
import { MAJOR_POWERS } from '../../data/powers.ts';
import { isNavalLeaderId } from '../../data/pieces.ts';
import type { LeaderId, HisState } from '../../state.ts';
import { allied, controllingMajor, forcesAt, homePower, pairKey } from '../../queries.ts';
import { unitsAvailable } from '../../counter-mix.ts';
import { mayGrantDivorce, papacyMayAllyWithHapsburgs } from '../../england/marriage.ts';
import { randomlyDrawableCards } from '../../cards.ts';
import { leaderPower, leaderReturnSpaces } from './war-status.ts';
import { PORTS, loanDestinations } from './loan-path.ts';
import { perAsk } from '../../query-cache.ts';
import { spaceStates } from '../../space-list.ts';

/**
 * One binding item (9.1). Every item names the two powers it binds: `from` gives (the
 * squadrons, the leader, the space, the cards, the mercenaries, the divorce, the pardon)
 * and `to` receives; for a peace or an alliance they are simply the two powers.
 */
export type DealItem =
  | { kind: 'peace'; from: MajorPower; to: MajorPower }
  | { kind: 'alliance'; from: MajorPower; to: MajorPower }
  | { kind: 'loan'; from: MajorPower; to: MajorPower; port: SpaceId; squadrons: number; leaders: LeaderId[]; dest: SpaceId }
  | { kind: 'leader'; from: MajorPower; to: MajorPower; leader: LeaderId }
  | { kind: 'cede'; from: MajorPower; to: MajorPower; space: SpaceId }
  | { kind: 'cards'; from: MajorPower; to: MajorPower; n: number }
  | { kind: 'mercenaries'; from: MajorPower; to: MajorPower; n: number }
  | { kind: 'divorce'; from: 'papacy'; to: 'england' }
  | { kind: 'rescind'; from: 'papacy'; to: MajorPower };

export type DealKind = DealItem['kind'];

/** 9.1: the order items take effect in a confirmed declaration (a peace before the alliance it allows). */
export const DEAL_KINDS: readonly DealKind[] = ['peace', 'alliance', 'loan', 'leader', 'cede', 'cards', 'mercenaries', 'divorce', 'rescind'];

/** Card draws and mercenaries given this turn (9.1: one direction a turn, up to 2 and 4). */
export interface Gift {
  kind: 'cards' | 'mercenaries';
  from: MajorPower;
  to: MajorPower;
  n: number;
}

/** 9.1: "up to two random card draws", "up to four mercenaries". */
export const MAX_GIFT: Record<Gift['kind'], number> = { cards: 2, mercenaries: 4 };

/** What the segment has settled before this declaration (gifts already made this turn). */
export interface DealContext {
  gifts: readonly Gift[];
  /**
   * Items the declarer has already declared in this segment: an agreement is declared once,
   * so they are not offered again (without this a power could declare the same deal for ever).
   */
  declared?: readonly DealItem[];
}

function declaredBefore(ctx: DealContext, item: DealItem): boolean {
  return ctx.declared !== undefined && ctx.declared.some((i) => sameJson(i, item));
}

function samePair(item: { from: MajorPower; to: MajorPower }, a: MajorPower, b: MajorPower): boolean {
  return (item.from === a && item.to === b) || (item.from === b && item.to === a);
}

/** 9.1: the Protestant may never end the wars the Schmalkaldic League began with the Hapsburgs and the Papacy. */
function leagueWar(a: MajorPower, b: MajorPower): boolean {
  const pair = [a, b];
  return pair.includes('protestant') && (pair.includes('hapsburg') || pair.includes('papacy'));
}

function atWarNow(state: HisState, a: MajorPower, b: MajorPower): boolean {
  return state.diplomacy.wars.includes(pairKey(a, b));
}

/** Mercenaries of a power on the map (9.1: removed "from any single space or combination of spaces"). */
export function mercenariesOnMap(state: HisState, power: MajorPower): number {
  return mercenariesPerAsk(state, power);
}

/** Asked for every candidate mercenary item of a negotiation ask. */
const mercenariesPerAsk = perAsk((state, power: MajorPower) => {
  let n = 0;
  for (const s of spaceStates(state)) n += s.units[power]?.mercenary ?? 0;
  return n;
});

/**
 * 9.1: where given mercenaries appear: the receiver's capital, which it must control (the
 * Hapsburgs have two); for the Protestant, any single electorate it controls.
 */
export function mercenarySites(state: HisState, to: MajorPower): SpaceId[] {
  if (to === 'protestant') return SPACE_IDS.filter((id) => isElectorate(id) && state.spaces[id].control === 'protestant' && !state.outOfPlay.includes(id));
  return capitalsOf(to).filter((c) => state.spaces[c].control === to);
}

/** 9.1 cases (a), (b), (c) of a space that may be ceded (control aside). */
function cedable(state: HisState, from: MajorPower, to: MajorPower, space: SpaceId): boolean {
  if (capitalsOf(from).includes(space)) return false; // never your own capital
  const home = homePower(state, space);
  if (home === from || home === to) return true; // (a)
  if (SPACES[space].home === 'independent') return true; // (b) printed gray
  // (c) a minor power's home space ceded to its major power ally.
  return home !== 'independent' && !(MAJOR_POWERS as readonly string[]).includes(home) && controllingMajor(state, home) === to;
}

function sumGiven(items: readonly DealItem[], gifts: readonly Gift[], kind: Gift['kind'], from: MajorPower, to: MajorPower): number {
  const inDraft = items.reduce((n, i) => n + (i.kind === kind && i.from === from && i.to === to ? i.n : 0), 0);
  return inDraft + gifts.filter((g) => g.kind === kind && g.from === from && g.to === to).reduce((n, g) => n + g.n, 0);
}

function giftProblem(state: HisState, ctx: DealContext, before: readonly DealItem[], item: Extract<DealItem, { kind: 'cards' | 'mercenaries' }>): string | null {
  const { kind, from, to, n } = item;
  if (!Number.isInteger(n) || n < 1) return 'amount';
  if (before.some((i) => i.kind === kind && i.from === from && i.to === to)) return 'duplicate';
  // One direction a turn.
  if (sumGiven(before, ctx.gifts, kind, to, from) > 0) return 'otherDirection';
  if (sumGiven(before, ctx.gifts, kind, from, to) + n > MAX_GIFT[kind]) return 'tooMany';
  const givenAway = before.reduce((m, i) => m + (i.kind === kind && i.from === from ? i.n : 0), 0);
  if (kind === 'cards') return drawableCount(state, from) < givenAway + n ? 'noCards' : null;
  if (to === 'ottoman') return 'ottomanMercenaries';
  if (mercenariesOnMap(state, from) < givenAway + n) return 'noMercenaries';
  const receivedAlready = before.reduce((m, i) => m + (i.kind === 'mercenaries' && i.to === to ? i.n : 0), 0);
  if (mercenaryPool(state, to) < receivedAlready + n) return 'noPool';
  return hasMercenarySite(state, to) ? null : 'noSite';
}

// Asked for every candidate gift of a negotiation ask (up to 6 per pair of powers).
const drawableCount = perAsk((state, power: MajorPower) => randomlyDrawableCards(state, power).length);
const mercenaryPool = perAsk((state, power: MajorPower) => unitsAvailable(state, power, 'mercenary'));
const hasMercenarySite = perAsk((state, power: MajorPower) => mercenarySites(state, power).length > 0);

function loanProblem(state: HisState, before: readonly DealItem[], item: Extract<DealItem, { kind: 'loan' }>): string | null {
  const { from, to, port, squadrons, leaders, dest } = item;
  if (to === 'protestant') return 'protestantNavy';
  // "Such a loan must be announced at the same time as the alliance."
  if (!before.some((i) => i.kind === 'alliance' && samePair(i, from, to))) return 'noAlliance';
  // One direction a turn (loans already made stand in state.diplomacy.loans).
  if (state.diplomacy.loans.some((l) => l.owner === to && l.holder === from)) return 'otherDirection';
  if (before.some((i) => i.kind === 'loan' && i.from === to && i.to === from)) return 'otherDirection';
  if (before.some((i) => i.kind === 'loan' && i.from === from && i.port === port)) return 'duplicate';
  if (!isPort(port) || state.spaces[port].units[from] === undefined) return 'noSquadrons';
  const here = forcesAt(state, { space: port }, from);
  // Squadrons only: corsairs are never loaned.
  if (!Number.isInteger(squadrons) || squadrons < 1 || squadrons > here.squadron) return 'noSquadrons';
  if (leaders.some((l) => !isNavalLeaderId(l) || !here.leaders.includes(l))) return 'leader';
  return loanDestinations(state, port, to).includes(dest) ? null : 'destination';
}

/**
 * Why `item` may not follow `before` in a declaration by `declarer`, or null if it may.
 * `partners(declarer)` are the powers it may bind (later in impulse order; turn 1: 7).
 */
export function itemProblem(state: HisState, ctx: DealContext, declarer: MajorPower, partners: readonly MajorPower[], before: readonly DealItem[], item: DealItem): string | null {
  const { from, to } = item;
  if (from === to) return 'self';
  const other = from === declarer ? to : to === declarer ? from : null;
  if (other === null || !partners.includes(other)) return 'parties';
  switch (item.kind) {
    case 'peace':
      if (before.some((i) => i.kind === 'peace' && samePair(i, from, to))) return 'duplicate';
      if (!atWarNow(state, from, to)) return 'notAtWar';
      return leagueWar(from, to) ? 'leagueWar' : null;
    case 'alliance': {
      if (before.some((i) => i.kind === 'alliance' && samePair(i, from, to))) return 'duplicate';
      if (allied(state, from, to)) return 'allied';
      // 9.2: not at war, unless this same agreement ends that war (9.1).
      if (atWarNow(state, from, to) && !before.some((i) => i.kind === 'peace' && samePair(i, from, to))) return 'atWar';
      if (samePair(item, 'papacy', 'ottoman')) return 'papacyOttoman';
      if (samePair(item, 'papacy', 'hapsburg') && !papacyMayAllyWithHapsburgs(state)) return 'divorce';
      return null;
    }
    case 'loan':
      return loanProblem(state, before, item);
    case 'leader':
      if (before.some((i) => i.kind === 'leader' && i.leader === item.leader)) return 'duplicate';
      if (!state.powers[from].captives.includes(item.leader) || leaderPower(item.leader) !== to) return 'notCaptive';
      return leaderReturnSpaces(state, to).length === 0 ? 'noReturn' : null;
    case 'cede':
      if (before.some((i) => i.kind === 'cede' && i.space === item.space)) return 'duplicate';
      if (state.spaces[item.space]?.control !== from || state.outOfPlay.includes(item.space)) return 'notControlled';
      return cedable(state, from, to, item.space) ? null : 'notCedable';
    case 'cards':
    case 'mercenaries':
      return giftProblem(state, ctx, before, item);
    case 'divorce':
      if (from !== 'papacy' || to !== 'england') return 'parties';
      if (before.some((i) => i.kind === 'divorce')) return 'duplicate';
      return mayGrantDivorce(state) ? null : 'noDivorce';
    case 'rescind':
      if (from !== 'papacy') return 'parties';
      if (before.some((i) => i.kind === 'rescind' && i.to === to)) return 'duplicate';
      return state.religion.excommunicatedPowers.includes(to) ? null : 'notExcommunicated';
    default:
      return 'kind';
  }
}

/** The first problem of a whole declaration (null: every item may stand, in order). */
export function declarationProblem(state: HisState, ctx: DealContext, declarer: MajorPower, partners: readonly MajorPower[], items: readonly DealItem[]): string | null {
  if (items.length === 0) return 'empty';
  for (let i = 0; i < items.length; i++) {
    const why = itemProblem(state, ctx, declarer, partners, items.slice(0, i), items[i]!);
    if (why) return why;
  }
  return null;
}

/** The powers bound by a declaration other than the declarer (they must all confirm). */
export function declarationParties(declarer: MajorPower, items: readonly DealItem[]): MajorPower[] {
  const out = new Set<MajorPower>();
  for (const i of items) for (const p of [i.from, i.to]) if (p !== declarer) out.add(p);
  return MAJOR_POWERS.filter((p) => out.has(p));
}

// ---- what may be added now ----

/** The items two powers could agree on, to be checked one by one (in the order the declarer sees them), of the kinds asked for. */
function* candidateItems(state: HisState, a: MajorPower, b: MajorPower, draft: readonly DealItem[], kinds: ReadonlySet<DealKind> | null): Generator<DealItem> {
  const wanted = (kind: DealKind) => kinds === null || kinds.has(kind);
  if (wanted('peace')) yield { kind: 'peace', from: a, to: b };
  if (wanted('alliance')) yield { kind: 'alliance', from: a, to: b };
  // A loan is announced with the alliance (loanProblem): without one in the draft no loan
  // may be added, so its candidates (and the paths they need) are not worked out.
  const loans = wanted('loan') && draft.some((i) => i.kind === 'alliance' && samePair(i, a, b));
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    if (loans) {
      for (const port of PORTS) {
        const here = state.spaces[port].units[from];
        if (here === undefined || here.squadron === 0) continue;
        const navalLeaders = here.leaders.filter(isNavalLeaderId);
        const dests = loanDestinations(state, port, to);
        for (const dest of dests) {
          for (let n = 1; n <= here.squadron; n++) {
            yield { kind: 'loan', from, to, port, squadrons: n, leaders: [], dest };
            if (navalLeaders.length > 0) yield { kind: 'loan', from, to, port, squadrons: n, leaders: navalLeaders, dest };
          }
        }
      }
    }
    if (wanted('leader')) for (const leader of state.powers[from].captives) yield { kind: 'leader', from, to, leader };
    if (wanted('cede')) {
      const spaces = spaceStates(state);
      for (let i = 0; i < SPACE_IDS.length; i++) if (spaces[i]!.control === from) yield { kind: 'cede', from, to, space: SPACE_IDS[i]! };
    }
    if (wanted('cards')) for (let n = 1; n <= MAX_GIFT.cards; n++) yield { kind: 'cards', from, to, n };
    if (wanted('mercenaries')) for (let n = 1; n <= MAX_GIFT.mercenaries; n++) yield { kind: 'mercenaries', from, to, n };
  }
  if (wanted('divorce') && samePair({ from: a, to: b }, 'papacy', 'england')) yield { kind: 'divorce', from: 'papacy', to: 'england' };
  if (wanted('rescind') && (a === 'papacy' || b === 'papacy')) yield { kind: 'rescind', from: 'papacy', to: a === 'papacy' ? b : a };
}

/**
 * 9.1: the items `declarer` may add now to a declaration that holds `draft`; with `kinds`,
 * only those of these kinds (the others are not even listed as candidates).
 */
export function addableItems(
  state: HisState,
  ctx: DealContext,
  declarer: MajorPower,
  partners: readonly MajorPower[],
  draft: readonly DealItem[],
  kinds: ReadonlySet<DealKind> | null = null,
): DealItem[] {
  const out: DealItem[] = [];
  for (const p of partners) {
    for (const item of candidateItems(state, declarer, p, draft, kinds)) if (!declaredBefore(ctx, item) && itemProblem(state, ctx, declarer, partners, draft, item) === null) out.push(item);
  }
  return out;
}

/** Whether `declarer` may add any item at all (addableItems is not empty), stopping at the first. */
export function anyAddableItem(state: HisState, ctx: DealContext, declarer: MajorPower, partners: readonly MajorPower[], draft: readonly DealItem[]): boolean {
  for (const p of partners) {
    for (const item of candidateItems(state, declarer, p, draft, null)) if (!declaredBefore(ctx, item) && itemProblem(state, ctx, declarer, partners, draft, item) === null) return true;
  }
  return false;
}

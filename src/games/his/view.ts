// What one power (or a spectator) may see (design: hidden information stays hidden):
// no other hand, no deck order, no RNG state, no face-down choice of another power.
import type { LogEntry } from '../../engine/types.ts';
import type { CardId, DiplomacyCardId } from './data/cards.ts';
import { lastCardPlay } from './last-card-play.ts';
import type { MajorPower } from './data/powers.ts';
import { MAJOR_POWERS } from './data/powers.ts';
import { cardsDealt, keysControlled } from './power-cards.ts';
import type { HisState, PowerState, TwoPlayerState } from './state.ts';
import { protestantSpaces, victoryPoints } from './victory-points.ts';
import { nearestFrame } from './flow/inspect.ts';
import type { Declaration } from './phases/diplomacy/negotiation.ts';
import { declarationMessage } from './phases/diplomacy/negotiation.ts';
import type { Json } from '../../engine/types.ts';

export interface PowerView extends Omit<PowerState, 'hand'> {
  /** Own hand in full; for others only its size. */
  hand: CardId[] | null;
  handSize: number;
}

/** What each power card reads off the board (4, 6.2, 23.2), computed for the viewer. */
export interface PowerStanding {
  vp: number;
  keys: number;
  cardsDealt: number;
}

/** Two-player variant: the Diplomatic Deck as a player sees it (his own diplomatic hand only). */
export interface TwoPlayerView extends Omit<TwoPlayerState, 'deck' | 'hands' | 'mustPlay'> {
  deckSize: number;
  hand: DiplomacyCardId[] | null;
  handSizes: { papacy: number; protestant: number };
  /** The card the viewer must play this turn, if one was picked for him. */
  mustPlay: DiplomacyCardId | null;
}

export interface HisView extends Omit<HisState, 'rng' | 'deck' | 'powers' | 'stack' | 'log' | 'forcedDice' | 'twoPlayer'> {
  twoPlayer?: TwoPlayerView;
  viewer: MajorPower | null;
  deckSize: number;
  powers: Record<MajorPower, PowerView>;
  standings: Record<MajorPower, PowerStanding>;
  /** Spaces under Protestant religious influence, as the VP track counts them (23.2). */
  protestantSpaces: number;
  /** The procedures under way, outermost first (names only: frames may hold secrets). */
  procedures: string[];
  /** The latest public card play (last-card-play.ts): the cause of the prompts that follow it. */
  lastCardPlay: LogEntry | null;
  /**
   * 9.1: the Negotiation Segment under way, or null: the declarations made in it so far
   * (public: a declaration is announced to all), with who must still confirm each.
   */
  negotiation: NegotiationView | null;
}

export interface NegotiationView {
  /** Each with its line for the table (`his.negotiation.declaration`: by, parties, items, outcome, waiting). */
  declarations: (Declaration & { message: { key: string; params: Record<string, Json> } })[];
}

/**
 * The view is no procedure: it reads the segment's frame from outside the flow and never
 * changes it. The declarations are the segment's working data (made, confirmed, refused
 * while it runs), not game state, and each is public when made (9.1).
 */
function negotiationView(state: HisState): NegotiationView | null {
  const f = nearestFrame(state, 'negotiation');
  if (!f) return null;
  return { declarations: f.declarations.map((d) => ({ ...d, message: declarationMessage(d) })) };
}

/**
 * The view shares the state's public parts instead of copying them (views are built per
 * seat for every decision and broadcast): callers treat a view as read-only, and one built
 * from a state that is then changed in place (a playout) changes with it. Hidden parts are
 * left out, never shared: a hand is copied for its owner only.
 */
export function view(state: HisState, viewer: MajorPower | null, previous?: ViewOf): HisView {
  // The log is sent separately, entry by entry, filtered per seat (engine visibleLog).
  const { rng: _rng, deck, powers, stack, log, forcedDice: _forced, twoPlayer, ...open } = state;
  const before = previous && previous.view.viewer === viewer ? previous : undefined;
  return {
    ...open,
    viewer,
    deckSize: deck.length,
    powers: powerViews(powers, viewer, before),
    standings: before && sameBeyondStep(before.state, state) ? before.view.standings : standingsOf(state),
    protestantSpaces: before && before.state.spaces === state.spaces ? before.view.protestantSpaces : protestantSpaces(state),
    procedures: stack.map((f) => f.proc),
    lastCardPlay: lastCardPlay(log),
    negotiation: negotiationView(state),
    ...(twoPlayer ? { twoPlayer: twoPlayerView(twoPlayer, viewer) } : {}),
  };
}

/**
 * An earlier version's view for the same viewer, and its state: neither changed since, and
 * the new state shares with it every part equal in both (GameModule.share), so a part of
 * the view computed from parts the two hold as the same objects is the same.
 */
export interface ViewOf {
  state: HisState;
  view: HisView;
}

function powerViews(powers: HisState['powers'], viewer: MajorPower | null, before: ViewOf | undefined): Record<MajorPower, PowerView> {
  const views = {} as Record<MajorPower, PowerView>;
  let same = before !== undefined;
  for (const p of MAJOR_POWERS) {
    if (before && before.state.powers[p] === powers[p]) {
      views[p] = before.view.powers[p];
      continue;
    }
    same = false;
    const { hand, ...rest } = powers[p];
    views[p] = { ...rest, hand: p === viewer ? [...hand] : null, handSize: hand.length };
  }
  return same && before ? before.view.powers : views;
}

function standingsOf(state: HisState): Record<MajorPower, PowerStanding> {
  const standings = {} as Record<MajorPower, PowerStanding>;
  for (const p of MAJOR_POWERS) {
    standings[p] = { vp: victoryPoints(state, p), keys: keysControlled(state, p).length, cardsDealt: cardsDealt(state, p) };
  }
  return standings;
}

/**
 * The parts nearly every step changes, which the standings do not read (VP, keys and cards
 * dealt come from the board, the powers, the tracks and the events).
 */
const STEP_PARTS: ReadonlySet<string> = new Set(['stack', 'log', 'rng', 'checkpoint']);

/** Whether `after` holds every part of `before` but the step's own as the same objects. */
function sameBeyondStep(before: HisState, after: HisState): boolean {
  const a = before as unknown as Record<string, unknown>;
  const b = after as unknown as Record<string, unknown>;
  let keys = 0;
  for (const key in b) {
    keys++;
    if ((a[key] !== b[key] || !(key in a)) && !STEP_PARTS.has(key)) return false;
  }
  for (const _ in a) if (--keys < 0) return false;
  return true;
}

function twoPlayerView(t: TwoPlayerState, viewer: MajorPower | null): TwoPlayerView {
  const { deck, hands, mustPlay, ...open } = t;
  const own = viewer === 'papacy' || viewer === 'protestant' ? viewer : null;
  return {
    ...open,
    deckSize: deck.length,
    hand: own ? [...hands[own]] : null,
    handSizes: { papacy: hands.papacy.length, protestant: hands.protestant.length },
    mustPlay: own ? (mustPlay[own] ?? null) : null,
  };
}

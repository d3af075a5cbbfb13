// Invariants of a Here I Stand state (design: "Invariants checked after every apply in
// tests and debug mode"). Each check returns human-readable violations; an empty list
// means the state is sound. They read the state only, so the simulator, replay
// debugging and tests can run them after any action.
//
// The checks are cheap, about half an apply late in a game: log entries, which `apply`
// shares between states, are checked once; the counter mix is checked by the strength
// bound per power (counter-mix.ts), not by the exhaustive fitsCounterMix, whose search
// costs more than all the other checks together; pass `strictCounterMix` to run it too.
import { checkDiplomacyCards } from './two-player/invariants.ts';
import { spaceListViolations } from './space-list.ts';
import { RULERS, fitsCounterMix, maxLandStrength } from './data/pieces.ts';
import type { UnitStack } from './data/pieces.ts';
import { CARD_IDS, isCardId } from './data/cards.ts';
import type { SpaceId } from './data/map.ts';
import { ELECTORATES, SPACES, SPACE_IDS, isPort } from './data/map.ts';
import type { MajorPower, Power } from './data/powers.ts';
import { ALL_POWERS, MAJOR_POWERS, isMajorPower } from './data/powers.ts';
import { FORTIFIED_GARRISON_MAX, KEY_TRACKS, protestantCardsDealt } from './data/tables.ts';
import { hasUnitKind, navalCounterLimit } from './counter-mix.ts';
import { cardsDealt } from './power-cards.ts';
import { isFortified } from './queries.ts';
import type { Forces, HisState, PowerState } from './state.ts';
import { LAND_UNIT_KINDS, NAVAL_UNIT_KINDS } from './state.ts';
import { vpTable } from './victory-points.ts';
import { besiegingUnits, garrisonUnits, resolvingIn } from './land/siege.ts';

export interface InvariantOptions {
  /** Also check that every power's stacks can be shown with its counters at once (5.2, slow). */
  strictCounterMix?: boolean;
  /** The state before the last action: pieces in play then must still be somewhere now. */
  previous?: HisState;
}

export interface Invariant {
  /** Prefix of its messages, e.g. `cards`. */
  name: string;
  check(state: HisState, options: InvariantOptions): string[];
}

/** Every violated invariant, as `name: what is wrong`; empty when the state is sound. */
export function checkInvariants(state: HisState, options: InvariantOptions = {}): string[] {
  const out: string[] = [];
  for (const inv of INVARIANTS) {
    try {
      for (const message of inv.check(state, options)) out.push(`${inv.name}: ${message}`);
    } catch (e) {
      // A state too broken to inspect is itself a violation.
      out.push(`${inv.name}: check failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return out;
}

// ---- cards (6): every main-deck card in exactly one place ----

/** HisState fields that are places a card can lie (6.1, 6.2). */
export const STATE_CARD_PLACES = ['deck', 'discard', 'removed', 'setAside'] as const satisfies readonly (keyof HisState)[];
/** PowerState fields that are places a card can lie: the hand, the power card (6.1). */
export const POWER_CARD_PLACES = ['hand', 'homeCardUsed'] as const satisfies readonly (keyof PowerState)[];
/**
 * Arrays of numbers that record facts rather than hold cards. Any other array of integers
 * that appears in the state or a power's record is taken for a new card place, so a place
 * added later is checked without editing this file (add it here if it holds no cards).
 */
export const NOT_CARD_PLACES: readonly string[] = ['eventsResolved', 'forcedDice'];
/** A frame field whose name ends in card/cards holds cards a procedure has in hand. */
const FRAME_CARD_FIELD = /cards?$/i;

function isIntegerArray(value: unknown): value is number[] {
  return Array.isArray(value) && value.length > 0 && value.every((v) => Number.isInteger(v));
}

/** Every card place in the state, by a readable path. */
export function cardPlaces(state: HisState): [string, readonly number[]][] {
  const places: [string, readonly number[]][] = [];
  const known = new Set<string>([...STATE_CARD_PLACES, ...NOT_CARD_PLACES]);
  for (const key of STATE_CARD_PLACES) places.push([key, state[key]]);
  // 21.7: a foreign war card lies on the map while its war lasts.
  places.push(['foreignWars', (state.foreignWars ?? []).map((w) => w.card)]);
  for (const [key, value] of Object.entries(state)) {
    if (!known.has(key) && isIntegerArray(value)) places.push([key, value]);
  }
  const knownPower = new Set<string>([...POWER_CARD_PLACES, ...NOT_CARD_PLACES]);
  for (const p of MAJOR_POWERS) {
    const power = state.powers[p];
    for (const key of POWER_CARD_PLACES) places.push([`${p}.${key}`, power[key]]);
    for (const [key, value] of Object.entries(power)) {
      if (!knownPower.has(key) && isIntegerArray(value)) places.push([`${p}.${key}`, value]);
    }
  }
  return places;
}

/** Cards named by the procedures under way (a card being resolved, a committed card). */
function cardsHeldByFrames(state: HisState): Set<number> {
  const held = new Set<number>();
  const collect = (value: unknown): void => {
    if (typeof value === 'number') held.add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const scan = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(scan);
    else if (value !== null && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) (FRAME_CARD_FIELD.test(key) ? collect : scan)(v);
    }
  };
  scan(state.stack);
  return held;
}

function checkCards(state: HisState): string[] {
  const out: string[] = [];
  const where = new Map<number, string[]>();
  for (const [place, cards] of cardPlaces(state)) {
    if (!Array.isArray(cards)) {
      out.push(`${place} is not a list of cards`);
      continue;
    }
    for (const card of cards) {
      if (!isCardId(card)) out.push(`${place} holds ${JSON.stringify(card)}, which is not a card`);
      const at = where.get(card) ?? [];
      at.push(place);
      where.set(card, at);
    }
  }
  for (const [card, at] of [...where].sort((a, b) => a[0] - b[0])) {
    if (at.length > 1) out.push(`card ${card} is in ${at.length} places: ${at.join(', ')}`);
  }
  const missing = CARD_IDS.filter((c) => !where.has(c));
  if (missing.length > 0) {
    // A card out of every place is fine while a procedure holds it (named in its frame).
    const held = cardsHeldByFrames(state);
    const lost = missing.filter((c) => !held.has(c));
    if (lost.length > 0) out.push(`card${lost.length > 1 ? 's' : ''} ${lost.join(', ')} in no place`);
  }
  return out;
}

// ---- units (5.2, 5.3, 17): counts, kinds, locations, the counter mix ----

const VALID_POWERS = new Set<string>(ALL_POWERS);
const IS_LAND_KIND: Readonly<Record<string, boolean>> = Object.fromEntries([
  ...LAND_UNIT_KINDS.map((k) => [k, true]),
  ...NAVAL_UNIT_KINDS.map((k) => [k, false]),
]);
const UNIT_KINDS = [...LAND_UNIT_KINDS, ...NAVAL_UNIT_KINDS] as const;
/** 5.2: cavalry are Ottoman only, mercenaries never Ottoman; corsairs Ottoman only (21.1). */
const HAS_KIND: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  ALL_POWERS.map((p) => [p, new Set<string>(UNIT_KINDS.filter((k) => hasUnitKind(p, k)))]),
);

function checkUnits(state: HisState, options: InvariantOptions): string[] {
  const out: string[] = [];
  const land: Partial<Record<Power, number>> = {};
  const naval: Partial<Record<Power, number>> = {};
  const stacks: Partial<Record<Power, UnitStack[]>> = {};
  const visit = (loc: string, units: Partial<Record<Power, Forces>>, atSea: boolean) => {
    for (const power in units) {
      const forces = units[power as Power]!;
      if (!VALID_POWERS.has(power)) {
        out.push(`${loc} holds units of unknown power ${power}`);
        continue;
      }
      if (!Array.isArray(forces.leaders)) out.push(`${loc}: ${power} leaders is not a list`);
      let l = 0;
      let n = 0;
      for (const k of UNIT_KINDS) {
        const count = forces[k];
        if (count === 0) continue;
        if (!Number.isInteger(count) || count < 0) {
          out.push(`${loc}: ${power} has ${String(count)} ${k}`);
          continue;
        }
        if (!HAS_KIND[power]!.has(k)) out.push(`${loc}: ${power} has ${k}, which it has no counters for`);
        if (IS_LAND_KIND[k]) l += count;
        else n += count;
        if (options.strictCounterMix) (stacks[power as Power] ??= []).push({ kind: k, strength: count });
      }
      // 5.3: naval units are at sea or in port; land units never end an action at sea.
      if (atSea && l > 0) out.push(`${loc}: ${power} has ${l} land units at sea`);
      if (!atSea && n > 0 && !isPort(loc as SpaceId)) out.push(`${loc}: ${power} has ${n} naval units in a space that is not a port`);
      land[power as Power] = (land[power as Power] ?? 0) + l;
      naval[power as Power] = (naval[power as Power] ?? 0) + n;
    }
  };
  for (const id in state.spaces) visit(id, state.spaces[id as SpaceId].units, false);
  for (const id in state.seas) visit(id, state.seas[id as keyof HisState['seas']].units, true);
  // 9.2: loaned squadrons stand as the holder's units but are the owner's counters.
  for (const loan of state.diplomacy.loans ?? []) {
    naval[loan.holder] = (naval[loan.holder] ?? 0) - loan.squadrons;
    naval[loan.owner] = (naval[loan.owner] ?? 0) + loan.squadrons;
  }
  for (const power of ALL_POWERS) {
    // 5: the counters are an absolute limit.
    const strength = land[power] ?? 0;
    if (strength > maxLandStrength(power)) out.push(`${power} has ${strength} land units on the map, its counters show at most ${maxLandStrength(power)}`);
    const eliminated = state.navalEliminated[power] ?? 0;
    if (!Number.isInteger(eliminated) || eliminated < 0) out.push(`${power} has ${String(eliminated)} naval units eliminated`);
    const ships = (naval[power] ?? 0) + eliminated;
    if (ships > navalCounterLimit(power)) out.push(`${power} has ${ships} naval counters on the map or eliminated, of ${navalCounterLimit(power)}`);
    if (options.strictCounterMix && !fitsCounterMix(power, stacks[power] ?? [])) out.push(`${power}'s stacks cannot all be shown with its counters at once`);
  }
  return out;
}

// ---- sieges (15, 15.3, 2.1): besiegers outnumber the garrison, at most 4 land units inside ----

function checkSieges(state: HisState): string[] {
  const out: string[] = [];
  for (const id of SPACE_IDS) {
    const s = state.spaces[id];
    if (!s.siege) continue;
    const besieger = s.siege.besieger;
    if (!isFortified(state, id)) {
      out.push(`${id} is under siege but is not fortified`);
      continue;
    }
    if (!VALID_POWERS.has(besieger)) out.push(`${id} is besieged by unknown power ${besieger}`);
    if (!Number.isInteger(s.siege.since)) out.push(`${id}: siege began at impulse ${String(s.siege.since)}`);
    // A relief force stands in the space while its battle is fought (15.2), and an event
    // takes all its losses before the siege is looked at: check the counts only when no
    // procedure is resolving something there.
    if (resolvingIn(state, id)) continue;
    // The controller and its allies are the ones inside (15).
    const inside = garrisonUnits(state, id);
    // 15.3: broken as soon as the besiegers (cavalry counted) no longer outnumber them.
    const besiegers = besiegingUnits(state, id);
    if (besiegers <= inside) out.push(`${id} is besieged by ${besiegers} land units against ${inside} inside (15.3: the siege should be broken)`);
    if (inside > FORTIFIED_GARRISON_MAX) out.push(`${id} holds ${inside} land units inside its besieged fortifications (at most ${FORTIFIED_GARRISON_MAX})`);
  }
  return out;
}

// ---- control (2.2, 2.4): every space, and every key above all, has a control owner ----

const RELIGIONS = new Set<string>(['catholic', 'protestant', 'other']);

function checkControl(state: HisState): string[] {
  const out: string[] = [];
  for (const id of SPACE_IDS) {
    const s = state.spaces[id];
    if (!s) {
      out.push(`space ${id} is missing`);
      continue;
    }
    if (!VALID_POWERS.has(s.control)) {
      out.push(`${SPACES[id].type === 'key' ? 'key' : 'space'} ${id} has no control owner (${JSON.stringify(s.control)})`);
    }
    if (!RELIGIONS.has(s.religion)) out.push(`${id} has religion ${JSON.stringify(s.religion)}`);
  }
  return out;
}

// ---- leaders (5.1, 14, 16.2): each army or naval leader in one place at most ----

/** Every place each army or naval leader is in: the map, a power card, the Turn Track, a foreign war card. */
function leaderPlaces(state: HisState): Map<string, string[]> {
  const where = new Map<string, string[]>();
  const note = (leader: string, place: string) => {
    const at = where.get(leader) ?? [];
    at.push(place);
    where.set(leader, at);
  };
  for (const [id, s] of [...Object.entries(state.spaces), ...Object.entries(state.seas)]) {
    for (const [p, f] of Object.entries(s.units) as [Power, Forces][]) for (const l of f.leaders ?? []) note(l, `${id} (${p})`);
  }
  for (const p of MAJOR_POWERS) for (const l of state.powers[p].captives) note(l, `captive of ${p}`);
  // 16.2: a naval leader whose fleet was destroyed waits on the Turn Track.
  for (const away of state.navalLeadersAway ?? []) note(away.leader, 'on the turn track');
  // Threat to Power (card 103): a leader off the map until the next turn.
  for (const away of state.leadersAway ?? []) note(away.leader, 'away until the next turn');
  // 21.7: an army leader sent to a foreign war card.
  for (const w of state.foreignWars ?? []) if (w.leader) note(w.leader, `on foreign war card ${w.card}`);
  // Two-player variant: an unplayed power's leader off the map since the Winter, until an invasion.
  for (const l of state.twoPlayer?.leadersOffMap ?? []) note(l, 'off the map until an invasion');
  return where;
}

function checkLeaders(state: HisState): string[] {
  const out: string[] = [];
  for (const [leader, at] of leaderPlaces(state)) if (at.length > 1) out.push(`${leader} is in ${at.length} places: ${at.join(', ')}`);
  return out;
}

// ---- pieces (8.2, 16.2 step 10, 18, 20): no piece in play ever vanishes ----

/** Reformers and debaters in play (on the map or the Religious Struggle Card, or away for a turn). */
function religiousPieces(state: HisState): Set<string> {
  const r = state.religion;
  return new Set<string>([...Object.keys(r.reformers), ...r.reformersAway, ...r.debaters]);
}

/**
 * Compared with the state before the last action: every leader that was somewhere is still
 * somewhere (the map, captive, the Turn Track, away, a foreign war card) or was removed by a
 * rule that says so (state.leadersRemoved); every reformer and debater is still in play or
 * removed; explorers and conquistadors out of the pool stay out.
 */
function checkPieces(state: HisState, options: InvariantOptions): string[] {
  const prev = options.previous;
  if (!prev) return [];
  const out: string[] = [];
  const now = leaderPlaces(state);
  const removed = new Set<string>(state.leadersRemoved ?? []);
  for (const [leader, at] of leaderPlaces(prev)) {
    if (!now.has(leader) && !removed.has(leader)) out.push(`${leader} (${at.join(', ')}) is nowhere now`);
  }
  const r = state.religion;
  const gone = new Set<string>([...r.reformersRemoved, ...r.removedDebaters, ...r.burned, ...r.disgraced]);
  const inPlay = religiousPieces(state);
  for (const piece of religiousPieces(prev)) if (!inPlay.has(piece) && !gone.has(piece)) out.push(`${piece} left play without a rule removing them`);
  const nw = state.newWorld;
  for (const e of prev.newWorld.explorersGone) if (!nw.explorersGone.includes(e)) out.push(`explorer ${e} came back to the pool`);
  for (const c of prev.newWorld.conquistadorsGone) if (!nw.conquistadorsGone.includes(c)) out.push(`conquistador ${c} came back to the pool`);
  return out;
}

// ---- power cards (6.2, 23.2): VP and cards dealt read consistently off the map ----

/** 6.2: the most cards any power can be dealt: its best key box plus the best ruler's bonus. */
export const MAX_CARDS_DEALT =
  Math.max(protestantCardsDealt(ELECTORATES.length), ...Object.values(KEY_TRACKS).flatMap((t) => t.boxes.map((b) => b.cards))) +
  Math.max(0, ...Object.values(RULERS).map((r) => r.cardBonus));

function checkPowerCards(state: HisState): string[] {
  const out: string[] = [];
  const vp = vpTable(state);
  for (const p of MAJOR_POWERS) {
    if (!Number.isInteger(vp[p])) out.push(`${p} has ${String(vp[p])} VP`);
    const n = cardsDealt(state, p);
    if (!Number.isInteger(n) || n < 0 || n > MAX_CARDS_DEALT) out.push(`${p} would be dealt ${String(n)} cards (0..${MAX_CARDS_DEALT})`);
    const { bonusVp, cardPenalty } = state.powers[p];
    if (!Number.isInteger(bonusVp)) out.push(`${p} has ${String(bonusVp)} bonus VP`);
    if (!Number.isInteger(cardPenalty) || cardPenalty < 0) out.push(`${p} has ${String(cardPenalty)} "-1 card" markers`);
  }
  return out;
}

// ---- flow: a game under way always has a procedure to run ----

function checkFlow(state: HisState): string[] {
  const out: string[] = [];
  if (!Array.isArray(state.stack)) return ['the stack is not a list'];
  if (state.stack.length === 0 && !state.result) out.push('the stack is empty but the game has no result');
  state.stack.forEach((f, i) => {
    if (typeof f?.proc !== 'string') out.push(`frame ${i} names no procedure`);
  });
  // 11.1: one CP budget per spendCp frame, each of that frame's power (HisState.cpBudgets).
  const spenders = state.stack.filter((f) => f.proc === 'spendCp');
  const budgets = state.cpBudgets ?? [];
  if (state.cpBudgets?.length === 0) out.push('cpBudgets is empty but present');
  if (budgets.length !== spenders.length) out.push(`${budgets.length} CP budgets for ${spenders.length} spendCp frames`);
  budgets.forEach((b, i) => {
    if (spenders[i] && spenders[i].power !== b.power) out.push(`CP budget ${i} is ${b.power}'s but its frame spends for ${spenders[i].power}`);
    if (!Number.isInteger(b.cp) || b.cp < 0) out.push(`CP budget ${i} has ${String(b.cp)} CP`);
  });
  // 9: the Diplomacy Phase's record lives exactly as long as the phase.
  if ((state.diplomacy.thisPhase !== undefined) !== state.stack.some((f) => f.proc === 'diplomacy')) out.push('Diplomacy.thisPhase without a Diplomacy Phase under way, or the reverse');
  const result = state.result;
  if (result) {
    if (result.winner !== null && !isMajorPower(result.winner)) out.push(`the winner ${String(result.winner)} is not a major power`);
    if (typeof result.kind !== 'string' || result.kind === '') out.push('the result has no kind of victory');
    for (const p of MAJOR_POWERS) if (!Number.isFinite(result.vp?.[p as MajorPower])) out.push(`the result has no VP for ${p}`);
  }
  return out;
}

// ---- plain JSON: the state survives storage and hashing unchanged ----

/**
 * Where `value` stops being plain JSON, or null. Accepts exactly what the engine's
 * stableStringify accepts (so hashState never throws), except `undefined` inside an
 * array, which would come back from storage as null. Walks without building the
 * string: several times cheaper than stableStringify.
 */
export function jsonProblem(value: unknown): string | null {
  // The path is kept as a stack of keys and only rendered for the report: building a
  // string per node would cost more than the walk.
  const path: (string | number)[] = [];
  const ancestors: object[] = [];
  const at = () => `$${path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('')}`;
  const walk = (v: unknown): string | null => {
    switch (typeof v) {
      case 'string':
      case 'boolean':
      case 'undefined': // dropped from objects, as JSON does (arrays are checked below)
        return null;
      case 'number':
        return Number.isFinite(v) ? null : `${at()} is ${v}`;
      case 'object': {
        if (v === null) return null;
        if (ancestors.includes(v)) return `${at()} is a cycle`;
        let problem: string | null = null;
        ancestors.push(v);
        if (Array.isArray(v)) {
          for (let i = 0; i < v.length && problem === null; i++) {
            path.push(i);
            problem = v[i] === undefined ? `${at()} is undefined` : walk(v[i]);
            path.pop();
          }
        } else {
          const proto: unknown = Object.getPrototypeOf(v);
          if (proto !== Object.prototype && proto !== null) {
            problem = `${at()} is an instance of ${(v as object).constructor?.name ?? 'a class'}`;
          } else {
            const record = v as Record<string, unknown>;
            for (const k in record) {
              path.push(k);
              problem = walk(record[k]);
              path.pop();
              if (problem !== null) break;
            }
          }
        }
        ancestors.pop();
        return problem;
      }
      default:
        return `${at()} is a ${typeof v}`;
    }
  };
  return walk(value);
}

/**
 * Log entries are never changed once written, and `apply` shares them between states
 * (module.ts), so each entry is checked once: the log is most of the state, and walking
 * it after every action would make a game's checks quadratic in its length.
 */
const CHECKED_LOG_ENTRIES = new WeakSet<object>();

function checkJson(state: HisState): string[] {
  const { log, ...rest } = state;
  let problem = jsonProblem(rest);
  if (problem === null && !Array.isArray(log)) problem = '$.log is not a list';
  for (let i = 0; problem === null && i < log.length; i++) {
    const entry: unknown = log[i];
    const shared = typeof entry === 'object' && entry !== null;
    if (shared && CHECKED_LOG_ENTRIES.has(entry)) continue;
    const found = entry === undefined ? '$ is undefined' : jsonProblem(entry);
    if (found !== null) problem = `$.log[${i}]${found.slice(1)}`;
    else if (shared) CHECKED_LOG_ENTRIES.add(entry);
  }
  return problem === null ? [] : [`${problem}, not plain JSON`];
}

// ---- builds (17, 12.4): no unit built this impulse stands in unrest ----

/** The spaces marked by construction.ts this impulse (unrest placed later unmarks them). */
function checkBuilds(state: HisState): string[] {
  const marks = state.landMarks;
  if (marks.impulse !== state.impulse) return [];
  return marks.built.filter((space) => state.spaces[space]?.unrest).map((space) => `${space} is in unrest but units were built there this impulse (17, 12.4)`);
}

export const INVARIANTS: readonly Invariant[] = [
  { name: 'cards', check: checkCards },
  // Two-player variant: the Diplomatic Deck's cards.
  { name: 'diplomacyCards', check: checkDiplomacyCards },
  { name: 'units', check: checkUnits },
  { name: 'builds', check: checkBuilds },
  { name: 'sieges', check: checkSieges },
  { name: 'control', check: checkControl },
  { name: 'leaders', check: checkLeaders },
  { name: 'pieces', check: checkPieces },
  { name: 'power cards', check: checkPowerCards },
  { name: 'flow', check: checkFlow },
  { name: 'json', check: checkJson },
  // Not a rule: the engine's map scans read space records through space-list.ts.
  { name: 'space records', check: spaceListViolations },
];

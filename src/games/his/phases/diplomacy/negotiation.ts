// 9.1 Negotiation Segment. Talk happens away from the state (non-binding agreements are
// never announced); only declarations enter it. Each power in impulse order first answers
// the declarations earlier powers made to it (confirm all of one or none of it takes
// effect), then declares its own, item by item (deal-items.ts), each declaration a group
// ratified together. A declaration takes effect when the last power it binds confirms.
// Turn 1 (7): England alone declares, first the deals it accepted from the Hapsburgs,
// then those from France, and each is confirmed or refused at once.
import type { MajorPower } from '../../data/powers.ts';
import { MAJOR_POWERS } from '../../data/powers.ts';
import type { Ask, Frame, Procedure } from '../../flow/frames.ts';
import { frame } from '../../flow/frames.ts';
import { call, ret } from '../../flow/stack.ts';
import type { HisState } from '../../state.ts';
import { DEFAULT_NEGOTIATION_MINUTES } from '../../state.ts';
import type { Json } from '../../../../engine/types.ts';
import type { DealContext, DealItem, DealKind, Gift } from './deal-items.ts';
import { addableItems, anyAddableItem, declarationParties, declarationProblem, DEAL_KINDS } from './deal-items.ts';
import type { RatifiedMarks } from './deal-effects.ts';
import { ratifiedMarks } from './deal-effects.ts';

/** One turn to declare: the declarer and the powers it may bind; `immediate`: answered at once (7). */
export interface DeclaringTurn {
  power: MajorPower;
  partners: MajorPower[];
  immediate: boolean;
}

export type DeclarationStatus = 'pending' | 'confirmed' | 'refused';

export interface Declaration {
  id: number;
  by: MajorPower;
  items: DealItem[];
  /** The powers that must confirm it (every power it binds but the declarer). */
  parties: MajorPower[];
  confirmed: MajorPower[];
  status: DeclarationStatus;
}

export interface NegotiationFrame extends Frame {
  proc: 'negotiation';
  /**
   * 9.1 "when negotiations are over": the powers still negotiating. Each says when it is
   * done (the table also ends the talk at the deadline its creator set, by answering for
   * the powers still talking); the declarations start when none is left. Absent: over.
   */
  talking?: MajorPower[];
  turns: DeclaringTurn[];
  /** Index of the declaring turn under way. */
  next: number;
  /** The turn's power is composing a declaration (`newDeclaration`), made of `draft` so far. */
  composing: boolean;
  draft: DealItem[];
  declarations: Declaration[];
  /** 9.1 card draws and mercenaries given this turn (one direction a turn). */
  gifts: Gift[];
  /** What confirmed declarations leave for the rest of the phase. */
  marks: RatifiedMarks;
}

/** 9.1: is the Negotiation Segment under way (when powers may talk in private)? */
export function inNegotiationSegment(state: HisState): boolean {
  return state.stack.some((f) => f.proc === 'negotiation');
}

/**
 * 9.1: the table's time limit on the negotiations under way: when it has run out the
 * negotiations are over, and the table answers "done" for every power still talking.
 * Null when no power is negotiating now. `key` names this segment (one limit per segment).
 */
export function negotiationDeadline(state: HisState): { key: string; ms: number; action: NegotiationAction } | null {
  const f = state.stack.find((x): x is NegotiationFrame => x.proc === 'negotiation');
  if (!f || (f.talking ?? []).length === 0) return null;
  const minutes = state.options.negotiationMinutes ?? DEFAULT_NEGOTIATION_MINUTES;
  return { key: `negotiation:${state.turn}`, ms: minutes * 60_000, action: { type: 'doneNegotiating' } };
}

/** 9.1 impulse order; 7: on turn 1 only England, with the Hapsburgs then France. */
export function declaringTurns(state: HisState): DeclaringTurn[] {
  if (state.turn === 1) {
    return [
      { power: 'england', partners: ['hapsburg'], immediate: true },
      { power: 'england', partners: ['france'], immediate: true },
    ];
  }
  return MAJOR_POWERS.map((power, i) => ({ power, partners: MAJOR_POWERS.slice(i + 1), immediate: false }));
}

/** The powers that negotiate: every major power; on turn 1 (7) England, the Hapsburgs and France. */
export function negotiatingPowers(turns: readonly DeclaringTurn[]): MajorPower[] {
  const powers = new Set(turns.flatMap((t) => [t.power, ...t.partners]));
  return MAJOR_POWERS.filter((p) => powers.has(p));
}

export function negotiationFrame(state: HisState): NegotiationFrame {
  const turns = declaringTurns(state);
  return {
    proc: 'negotiation',
    talking: negotiatingPowers(turns),
    turns,
    next: 0,
    composing: false,
    draft: [],
    declarations: [],
    gifts: [],
    marks: { alliances: [], homeCeded: [] },
  };
}

function context(f: NegotiationFrame): DealContext {
  return { gifts: f.gifts };
}

/** What `power` may still add while composing: not what it declared earlier in this segment. */
function composing(f: NegotiationFrame, power: MajorPower): DealContext {
  return { gifts: f.gifts, declared: f.declarations.filter((d) => d.by === power).flatMap((d) => d.items) };
}

export function offerableItems(state: HisState, f: NegotiationFrame, power: MajorPower): DealItem[] {
  // Asked for every prompt of the talk, and nothing but `talking` changes while the powers talk:
  // computed once per frame (a new state, as after every action, has a new frame), and each
  // pair of powers once (both powers of a pair are offered what the earlier may declare).
  let memo = offerableMemo.get(f);
  if (!memo) offerableMemo.set(f, (memo = { byPower: new Map(), byPair: new Map() }));
  const known = memo.byPower.get(power);
  if (known) return known;
  const between = (declarer: MajorPower, partner: MajorPower): DealItem[] => {
    const key = `${declarer}/${partner}`;
    let items = memo.byPair.get(key);
    if (!items) memo.byPair.set(key, (items = offerableBetween(state, f, declarer, partner)));
    return items;
  };
  const items = f.turns.flatMap((t) => {
    if (t.power === power) return t.partners.flatMap((p) => between(power, p));
    return t.partners.includes(power) ? between(t.power, power) : [];
  });
  memo.byPower.set(power, items);
  return items;
}

const offerableMemo = new WeakMap<NegotiationFrame, { byPower: Map<MajorPower, DealItem[]>; byPair: Map<string, DealItem[]> }>();

/** The items that open a declaration another may follow (9.1: a peace allows an alliance, an alliance the loans). */
const OPENING: ReadonlySet<DealKind> = new Set(['peace', 'alliance']);
/** The items whose validity depends on an opening item before them (the others are the same after any opening). */
const AFTER_OPENING: ReadonlySet<DealKind> = new Set(['peace', 'alliance', 'loan']);

/**
 * Items a declaration of `declarer` binding `partner` may hold: also those a peace or an
 * alliance in it allows (9.2: loans), at most two steps deep. Listed in the order of the
 * drafts they first appear after (none, each opening, each opening and the next), each once.
 */
function offerableBetween(state: HisState, f: NegotiationFrame, declarer: MajorPower, partner: MajorPower): DealItem[] {
  const add = (draft: DealItem[], kinds: ReadonlySet<DealKind> | null) => addableItems(state, context(f), declarer, [partner], draft, kinds);
  // After an opening item only peaces, alliances and loans can be new (no other item's check reads them).
  const out = add([], null);
  const seen = new Set(out.filter((i) => AFTER_OPENING.has(i.kind)).map((i) => JSON.stringify(i)));
  const take = (items: readonly DealItem[]) => {
    for (const item of items) {
      const key = JSON.stringify(item);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(item);
    }
  };
  const openings = add([], OPENING);
  for (const first of openings) take(add([first], AFTER_OPENING));
  for (const first of openings) for (const next of add([first], OPENING)) take(add([first, next], AFTER_OPENING));
  return out;
}

/** Items in their order of effect (a peace before the alliance it allows), otherwise as declared. */
function inEffectOrder(items: readonly DealItem[]): DealItem[] {
  return DEAL_KINDS.flatMap((kind) => items.filter((i) => i.kind === kind));
}

/**
 * The declaration to answer now, and who answers it: in impulse order, the turn's power
 * answers those that bind it; on turn 1 (7) the partner answers England's at once.
 */
function awaitingAnswer(f: NegotiationFrame): { d: Declaration; power: MajorPower } | null {
  const turn = f.turns[f.next];
  if (!turn) return null;
  for (const d of f.declarations) {
    if (d.status !== 'pending') continue;
    const power = turn.immediate ? d.parties.find((p) => !d.confirmed.includes(p)) : turn.power;
    if (power !== undefined && d.parties.includes(power) && !d.confirmed.includes(power)) return { d, power };
  }
  return null;
}

/** Is the declaration still good now (another may have changed the state since it was made)? */
export function stillValid(state: HisState, f: NegotiationFrame, d: Declaration): boolean {
  const turn = f.turns.find((t) => t.power === d.by && d.parties.every((p) => t.partners.includes(p)));
  return turn !== undefined && declarationProblem(state, context(f), d.by, turn.partners, d.items) === null;
}

export function declarationParams(d: Declaration): Record<string, Json> {
  return { declaration: d.id, by: d.by, items: d.items, parties: d.parties };
}

/** A declaration as one line for the table: who declared what to whom, and where it stands. */
export function declarationMessage(d: Declaration): { key: string; params: Record<string, Json> } {
  const waiting = d.status === 'pending' ? d.parties.filter((p) => !d.confirmed.includes(p)) : [];
  return { key: 'his.negotiation.declaration', params: { ...declarationParams(d), outcome: d.status, waiting } };
}

/** 9.1: the draft becomes a declaration, public at once, to be confirmed by every power it binds. */
function declare(state: HisState, f: NegotiationFrame, by: MajorPower): void {
  const items = f.draft;
  const d: Declaration = { id: f.declarations.length + 1, by, items, parties: declarationParties(by, items), confirmed: [], status: 'pending' };
  f.declarations.push(d);
  f.draft = [];
  f.composing = false;
  state.log.push({ key: 'his.log.dealDeclared', params: declarationParams(d) });
}

/** 9.1: say negotiations are over, answer a declaration, or compose one item by item and declare it. */
type NegotiationAction =
  | { type: 'doneNegotiating' }
  | { type: 'refuse'; declaration: number }
  | { type: 'confirm'; declaration: number }
  | { type: 'doneDeclaring' }
  | { type: 'newDeclaration' }
  | { type: 'declare' }
  | { type: 'cancelDeclaration' }
  | { type: 'addItem'; item: DealItem; declare?: true };

export const negotiationProcedure: Procedure<NegotiationFrame, NegotiationAction> = {
  ask(state, f): Ask<NegotiationAction>[] {
    // 9.1: the powers negotiate (away from the state) until each is done.
    const talking = f.talking ?? [];
    if (talking.length > 0) {
      const all = negotiatingPowers(f.turns);
      return talking.map((power) => ({
        power,
        key: 'his.prompt.negotiationTalk',
        params: { partners: all.filter((p) => p !== power), offerable: offerableItems(state, f, power) },
        actions: [{ type: 'doneNegotiating' }],
      }));
    }
    const turn = f.turns[f.next];
    if (!turn) return [];
    const pending = awaitingAnswer(f);
    if (pending) {
      const { d, power } = pending;
      const actions: NegotiationAction[] = [{ type: 'refuse', declaration: d.id }];
      if (stillValid(state, f, d)) actions.push({ type: 'confirm', declaration: d.id });
      return [{ power, key: 'his.prompt.negotiationConfirm', params: declarationParams(d), actions }];
    }
    const params = { partners: turn.partners, draft: f.draft };
    if (!f.composing) {
      if (!anyAddableItem(state, composing(f, turn.power), turn.power, turn.partners, f.draft)) return [];
      // "Done" first: a power that made no agreement declares nothing.
      return [{ power: turn.power, key: 'his.prompt.negotiationDeclare', params, actions: [{ type: 'doneDeclaring' }, { type: 'newDeclaration' }] }];
    }
    // Each item may be the last of its declaration ("add and declare"), or one more of it.
    const actions: NegotiationAction[] = [...(f.draft.length > 0 ? [{ type: 'declare' as const }] : []), { type: 'cancelDeclaration' }];
    for (const item of addableItems(state, composing(f, turn.power), turn.power, turn.partners, f.draft)) actions.push({ type: 'addItem', item }, { type: 'addItem', item, declare: true });
    return [{ power: turn.power, key: 'his.prompt.negotiationCompose', params, actions }];
  },
  run(state, f) {
    if ((f.talking ?? []).length > 0) return;
    // Nothing to answer or declare: the next power's turn, or the end of the segment.
    if (f.next < f.turns.length) {
      f.next++;
      f.draft = [];
      f.composing = false;
      return;
    }
    ret(state, f, f.marks);
  },
  decide(state, f, power, action) {
    switch (action.type) {
      case 'doneNegotiating':
        f.talking = (f.talking ?? []).filter((p) => p !== power);
        state.log.push({ key: 'his.log.doneNegotiating', params: { power } });
        // 9.1: "When negotiations are over", the declarations, in impulse order.
        if (f.talking.length === 0) state.log.push({ key: 'his.log.negotiationsOver', params: {} });
        return;
      case 'newDeclaration':
        f.composing = true;
        return;
      case 'addItem':
        f.draft.push(action.item);
        if (action.declare === true) declare(state, f, power);
        return;
      case 'cancelDeclaration':
        f.draft = [];
        f.composing = false;
        return;
      case 'doneDeclaring':
        f.next++;
        return;
      case 'declare':
        declare(state, f, power);
        return;
      case 'refuse': {
        const d = f.declarations.find((x) => x.id === action.declaration)!;
        d.status = 'refused';
        // 9.1: not confirmed in full, NONE of it takes effect.
        state.log.push({ key: 'his.log.dealRefused', params: { declaration: d.id, by: d.by, power } });
        return;
      }
      case 'confirm': {
        const d = f.declarations.find((x) => x.id === action.declaration)!;
        d.confirmed.push(power);
        state.log.push({ key: 'his.log.dealConfirmed', params: { declaration: d.id, by: d.by, power } });
        if (d.parties.some((p) => !d.confirmed.includes(p))) return;
        d.status = 'confirmed';
        for (const i of d.items) if (i.kind === 'cards' || i.kind === 'mercenaries') f.gifts.push({ kind: i.kind, from: i.from, to: i.to, n: i.n });
        const marks = ratifiedMarks(d.items);
        f.marks.alliances.push(...marks.alliances);
        f.marks.homeCeded.push(...marks.homeCeded);
        call(state, f, 'ratified', frame('ratify', { items: inEffectOrder(d.items), next: 0 }));
        return;
      }
      default:
        return;
    }
  },
  resume: {
    ratified() {},
  },
};

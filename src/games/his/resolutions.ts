// Combats and contests as records a table can show (issue 15, "see the game happen"):
// field battles (14), assaults (15.1), naval combats (16.2), theological debates (18.5)
// and the Diet of Worms (18.1), read back from the log a seat may see. The rules write
// what each side fought with into their log entries' params (land/casualties.ts rollSide,
// naval/combat.ts, religion/debate.ts, phases/diet-of-worms.ts); this file only groups
// entries, so a client renders any of them the same way, with no rule of its own.
import type { Json, LogEntry } from '../../engine/types.ts';

export type ResolutionKind = 'fieldBattle' | 'assault' | 'navalCombat' | 'debate' | 'dietOfWorms';

/** One side of a resolution: who, with what, the dice it rolled and the hits it scored. */
export interface ResolutionSide {
  side: 'attacker' | 'defender';
  /** How a table names the side: attacker/defender, or 18.1's Protestant and Catholic sides. */
  role: 'attacker' | 'defender' | 'protestant' | 'catholic';
  powers: string[];
  /** Land or naval units that fought: `{power, kind, n}`. */
  forces: { power: string; kind: string; n: number }[];
  /** Army leaders or debaters. */
  leaders: string[];
  /** Every die rolled, in order. */
  rolls: number[];
  dice: number;
  hits: number;
  /** Best leader rating and dice added or removed by cards (land combat only). */
  rating: number | null;
  mod: number | null;
}

export interface Resolution {
  /** Index in the log of its first entry (a stable id for "dismissed"). */
  at: number;
  kind: ResolutionKind;
  /** The space, sea zone or language zone it happened in (null for the Diet of Worms). */
  where: string | null;
  sides: ResolutionSide[];
  /** Every powers that took part. */
  powers: string[];
  /** All of its log entries, in order: cards played, rolls, result, losses, retreats. */
  entries: LogEntry[];
}

const ANCHORS: Readonly<Record<string, ResolutionKind>> = {
  'his.log.battleRoll': 'fieldBattle',
  'his.log.assaultRoll': 'assault',
  'his.log.navalCombatBegins': 'navalCombat',
  'his.log.debateCalled': 'debate',
  'his.log.dietOfWormsReveal': 'dietOfWorms',
};

/** Entries just before a combat that belong to it: combat cards and their dice. */
const BEFORE = new Set(['his.log.cardAsEvent', 'his.log.combatDice', 'his.log.extraDice', 'his.log.dice']);

const str = (v: Json | undefined): string | null => (typeof v === 'string' ? v : null);
const num = (v: Json | undefined): number => (typeof v === 'number' ? v : 0);
const nums = (v: Json | undefined): number[] => (Array.isArray(v) ? v.filter((d): d is number => typeof d === 'number') : []);
const strs = (v: Json | undefined): string[] => (Array.isArray(v) ? v.filter((d): d is string => typeof d === 'string') : []);

function whereOf(entry: LogEntry): string | null {
  return str(entry.params.space) ?? str(entry.params.where) ?? str(entry.params.zone);
}

/** What follows a debate or the Diet of Worms: the spaces flipped (18.1, 18.5). */
const FLIPS = new Set(['his.log.religionChanged', 'his.log.flipsLost', 'his.log.electorateRegulars', 'his.log.dice', 'his.log.cardAsEvent']);

/** Whether an entry after the anchor still belongs to the resolution. */
function belongs(kind: ResolutionKind, where: string | null, entry: LogEntry): boolean {
  // 'his.log.debate…' covers the rounds, the result and what happens to the debaters.
  if (kind === 'dietOfWorms') return entry.key.startsWith('his.log.dietOfWorms') || FLIPS.has(entry.key);
  if (kind === 'debate') return entry.key.startsWith('his.log.debate') || FLIPS.has(entry.key);
  if (entry.key === 'his.log.leaderCaptured' || entry.key === 'his.log.combatDice' || entry.key === 'his.log.extraDice') return true;
  if (entry.key === 'his.log.cardAsEvent') return true;
  const at = whereOf(entry) ?? str(entry.params.from);
  return at !== null && at === where;
}

function emptySide(side: 'attacker' | 'defender'): ResolutionSide {
  return { side, role: side, powers: [], forces: [], leaders: [], rolls: [], dice: 0, hits: 0, rating: null, mod: null };
}

function addPower(s: ResolutionSide, power: string | null): void {
  for (const p of (power ?? '').split(',')) if (p !== '' && !s.powers.includes(p)) s.powers.push(p);
}

/** The sides as the entries tell them. */
function sidesOf(kind: ResolutionKind, entries: readonly LogEntry[]): ResolutionSide[] {
  const a = emptySide('attacker');
  const d = emptySide('defender');
  const sideOf = (v: Json | undefined): ResolutionSide | null => (v === 'attacker' ? a : v === 'defender' ? d : null);
  let initiator: string | null = null;
  let roundDone = false;
  for (const e of entries) {
    const p = e.params;
    if (e.key === 'his.log.battleRoll' || e.key === 'his.log.assaultRoll') {
      const s = sideOf(p.side);
      if (!s) continue;
      addPower(s, str(p.power));
      s.forces = (Array.isArray(p.forces) ? p.forces : []).flatMap((f) =>
        f && typeof f === 'object' && !Array.isArray(f) ? [{ power: String(f.power), kind: String(f.kind), n: num(f.n) }] : [],
      );
      s.leaders = strs(p.leaders);
      s.rolls = nums(p.rolls);
      s.dice = num(p.dice);
      s.hits = num(p.hits);
      s.rating = typeof p.rating === 'number' ? p.rating : null;
      s.mod = typeof p.mod === 'number' ? p.mod : null;
    } else if (e.key === 'his.log.navalCombatBegins') {
      addPower(a, str(p.attacker));
      addPower(d, str(p.defender));
    } else if (e.key === 'his.log.navalCombat') {
      a.dice = num(p.attackerDice);
      d.dice = num(p.defenderDice);
      a.hits = num(p.attackerHits);
      d.hits = num(p.defenderHits);
    } else if (e.key === 'his.log.debateCalled') {
      initiator = str(p.power);
      addPower(a, initiator);
    } else if (e.key === 'his.log.debate') {
      // 18.5: each round replaces the one before; the panel shows the last.
      a.leaders = [String(p.attacker)];
      d.leaders = [String(p.defender)];
      a.dice = num(p.attackDice);
      d.dice = num(p.defenceDice);
      a.hits = num(p.attackHits);
      d.hits = num(p.defenceHits);
      roundDone = true;
    } else if (e.key === 'his.log.dietOfWorms') {
      a.hits = num(p.protestantHits);
      d.hits = num(p.catholicHits);
      a.role = 'protestant';
      d.role = 'catholic';
    } else if (e.key === 'his.log.dice' && kind !== 'fieldBattle' && kind !== 'assault') {
      if (kind === 'debate' && roundDone) {
        a.rolls = [];
        d.rolls = [];
        roundDone = false;
      }
      const power = str(p.power);
      // 18.1: the Protestant rolls for its side, the Papacy and the Hapsburg for the Catholic side.
      const s = sideOf(p.side) ?? (kind === 'debate' ? (power === initiator ? a : d) : kind === 'dietOfWorms' ? (power === 'protestant' ? a : d) : null);
      if (!s) continue;
      addPower(s, power);
      s.rolls.push(...nums(p.dice));
      if (kind === 'dietOfWorms') s.dice = s.rolls.length;
    }
  }
  return [a, d];
}

/** Every resolution in a log (as one seat sees it), oldest first, starting at or after index `from`. */
export function resolutionsIn(log: readonly LogEntry[], from = 0): Resolution[] {
  const out: Resolution[] = [];
  let i = Math.max(0, from);
  while (i < log.length) {
    const entry = log[i]!;
    const kind = ANCHORS[entry.key];
    if (!kind) {
      i++;
      continue;
    }
    const where = kind === 'dietOfWorms' ? null : whereOf(entry);
    let start = i;
    if (kind === 'fieldBattle' || kind === 'assault') {
      while (start > from && BEFORE.has(log[start - 1]!.key) && (whereOf(log[start - 1]!) ?? where) === where) start--;
    }
    let end = i + 1;
    while (end < log.length && !ANCHORS[log[end]!.key] && belongs(kind, where, log[end]!)) end++;
    // A field battle's second roll is its own (the defender's), not a new battle.
    while (end < log.length && log[end]!.key === entry.key && whereOf(log[end]!) === where && log[end]!.params.side === 'defender') {
      end++;
      while (end < log.length && !ANCHORS[log[end]!.key] && belongs(kind, where, log[end]!)) end++;
    }
    const entries = log.slice(start, end);
    const sides = sidesOf(kind, entries);
    const powers = [...new Set(sides.flatMap((s) => s.powers))];
    out.push({ at: start, kind, where, sides, powers, entries });
    i = end;
  }
  return out;
}

/** The power a log entry is about (its `power`, else another power-valued field), for "who did this". */
export function entryPower(entry: Pick<LogEntry, 'params'>): string | null {
  const p = entry.params;
  for (const field of ['power', 'active', 'attacker', 'declarer', 'winner', 'by', 'player']) {
    const v = p[field];
    if (typeof v === 'string' && v !== '' && !v.includes(',') && v !== 'attacker' && v !== 'defender') return v;
  }
  return null;
}

/** The spaces and sea zones a log entry names, for highlighting them on the map. */
export function entryPlaces(entry: Pick<LogEntry, 'params'>): string[] {
  const out: string[] = [];
  for (const field of ['space', 'from', 'to', 'where', 'sea']) {
    const v = entry.params[field];
    if (typeof v === 'string' && v !== '' && !out.includes(v)) out.push(v);
  }
  return out;
}

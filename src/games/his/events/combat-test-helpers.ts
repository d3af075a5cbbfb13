// Positions and readers shared by the combat-card tests (tests only).
import type { CardId } from '../data/cards.ts';
import type { SpaceId } from '../data/map.ts';
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import type { FieldBattleFrame } from '../land/field-battle.ts';
import type { HisState } from '../state.ts';
import { clearMap, startingState } from '../testing/position.ts';

/** An empty 1517 map with empty hands: only the cards a test gives can be played. */
export function board(): HisState {
  const s = clearMap(startingState('1517'));
  for (const p of MAJOR_POWERS) s.powers[p].hand = [];
  s.impulse = 10;
  return s;
}

export function give(s: HisState, power: MajorPower, ...cards: number[]): void {
  s.powers[power].hand.push(...(cards as CardId[]));
}

export function battle(space: SpaceId, attacker: MajorPower, extra: Partial<FieldBattleFrame> = {}): FieldBattleFrame {
  return { proc: 'fieldBattle', space, attacker, intercepted: false, ...extra };
}

export type Roll = { side: string; dice: number; hits: number };

export function rolls(s: HisState, key = 'his.log.battleRoll'): Roll[] {
  return s.log.filter((e) => e.key === key).map((e) => ({ side: e.params.side as string, dice: e.params.dice as number, hits: e.params.hits as number }));
}

/** n dice with `h` hits (sixes) first, then ones. */
export function dice(n: number, h: number): number[] {
  return [...Array<number>(h).fill(6), ...Array<number>(n - h).fill(1)];
}

export function unitsIn(s: HisState, space: SpaceId, power: MajorPower): { regular: number; mercenary: number; cavalry: number } | null {
  const f = s.spaces[space].units[power];
  return f ? { regular: f.regular, mercenary: f.mercenary, cavalry: f.cavalry } : null;
}

/** A power's answer in a window: play this card. */
export const respond = (card: number) => ({ type: 'respond', card });
export const decline = { type: 'decline' };

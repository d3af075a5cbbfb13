// Shared by the combat and response cards that change a battle (rulebook 6.1 Combat cards;
// 14 steps 1, 4-7; 15.1 steps 2, 5-8; 16.2 steps 3-6): which combat a window belongs to,
// which side a power is on, and the modifiers a card (or Janissaries, card 1) applies.
//
// The window hands the cards a copy of the combat's frame (its subject); the modifiers go on
// that copy, and the combat applies them when the window returns it:
// - `addDice(combat, side, n)`: dice added (or removed, n < 0) before the roll (frame `mods`);
// - `addSpecialDice(combat, side, n, hitOn)`: extra land dice rolled with the side's roll,
//   hitting on `hitOn`+ (frame `specialDice`; Tercios);
// - `rollExtraDice(state, combat, side, n, hitOn)`: after the roll, the side rolls n more dice
//   at once and its hits grow (Siege Artillery, Professional Rowers, Janissaries).
import type { MajorPower } from '../data/powers.ts';
import { MAJOR_POWERS } from '../data/powers.ts';
import { rollDice, hits } from '../dice.ts';
import type { Side } from '../land/casualties.ts';
import { groupOf, sidePowers } from '../land/casualties.ts';
import { garrisonPowers } from '../land/siege.ts';
import { sideOf } from '../naval/fleets.ts';
import type { Combat, WindowFrame } from '../flow/window.ts';
import type { HisState } from '../state.ts';

export type { Combat };

/** The window contexts of the combat procedures (land/field-battle.ts, land/assault.ts, naval/combat.ts). */
export const COMBAT_WINDOWS = {
  battleMercenaries: 'fieldBattle.mercenaries',
  battleCards: 'fieldBattle.combatCards',
  battleAfterRolls: 'fieldBattle.afterRolls',
  assaultResponses: 'assault.responses',
  assaultCards: 'assault.combatCards',
  assaultAfterRolls: 'assault.afterRolls',
  naval: 'navalCombat',
} as const;

/** The combat a window belongs to: its subject (null for windows outside combat). */
export function combatOf(w: WindowFrame): Combat | null {
  const s = w.subject;
  return s !== undefined && (s.kind === 'fieldBattle' || s.kind === 'assault' || s.kind === 'navalCombat') ? s : null;
}

/** The window of the combat-card steps (14 steps 4-5, 15.1 steps 5-6, 16.2 steps 3-4). */
export function isCombatCardStep(w: WindowFrame): boolean {
  return (
    (w.at === 'beforeBattle' && w.context === COMBAT_WINDOWS.battleCards) ||
    (w.at === 'beforeAssault' && w.context === COMBAT_WINDOWS.assaultCards) ||
    (w.at === 'beforeNavalCombat' && w.context === COMBAT_WINDOWS.naval)
  );
}

/** The attacking major power of a combat (always the active power: 14 step 2, 15.1 step 3, 16.2 step 1). */
export function attackerOf(combat: Combat): MajorPower {
  return combat.kind === 'assault' ? combat.frame.power : combat.frame.attacker;
}

/**
 * 6.1: the side whose units this major power commands in the combat, or null when it has no
 * units in it (own units or those of an active minor ally, 22.3).
 */
export function sideOfPower(state: HisState, combat: Combat, power: MajorPower): Side | null {
  if (attackerOf(combat) === power) return 'attacker';
  switch (combat.kind) {
    case 'fieldBattle':
      return combat.frame.defenders.some((p) => groupOf(state, p) === power) ? 'defender' : null;
    case 'assault':
      return garrisonPowers(state, combat.frame.space).some((p) => groupOf(state, p) === power) ? 'defender' : null;
    case 'navalCombat':
      return sideOf(state, combat.frame.defender) === power ? 'defender' : null;
  }
}

/** The major powers on one side of a combat (the defending side may hold several, 9.2). */
export function powersOnSide(state: HisState, combat: Combat, side: Side): MajorPower[] {
  if (side === 'attacker') return [attackerOf(combat)];
  let groups: string[];
  if (combat.kind === 'fieldBattle') groups = combat.frame.defenders.map((p) => groupOf(state, p));
  else if (combat.kind === 'assault') groups = garrisonPowers(state, combat.frame.space).map((p) => groupOf(state, p));
  else groups = [sideOf(state, combat.frame.defender)];
  return MAJOR_POWERS.filter((p) => groups.includes(p));
}

export function otherSide(side: Side): Side {
  return side === 'attacker' ? 'defender' : 'attacker';
}

/** Before the roll: the side rolls `n` more dice (fewer if negative; never below 0 in all). */
export function addDice(combat: Combat, side: Side, n: number): void {
  if (combat.kind === 'navalCombat') {
    const f = combat.frame;
    f.mods = f.mods ?? { attacker: 0, defender: 0 };
    f.mods[side] += n;
  } else {
    combat.frame.mods[side] += n;
  }
}

/** Before the roll: `n` extra land dice rolled with the side's dice, each hitting on `hitOn` or more. */
export function addSpecialDice(combat: Combat, side: Side, n: number, hitOn: number): void {
  if (combat.kind === 'navalCombat') throw new Error('combat cards: special dice only in land combat');
  combat.frame.specialDice.push({ side, n, hitOn });
}

/** After the roll: the side rolls `n` more dice now; each `hitOn`+ is one more hit for it. Returns the new hits. */
export function rollExtraDice(state: HisState, combat: Combat, side: Side, n: number, hitOn: number, why: string): number {
  // Whose dice (issue 15): the side's powers.
  const power = combat.kind === 'navalCombat' ? combat.frame[side] : sidePowers(combat.frame.sides?.[side] ?? { lots: [], leaders: [] }).join(',');
  const dice = rollDice(state, n, why, { side, power });
  const more = hits(dice, hitOn);
  if (combat.kind === 'navalCombat') {
    const f = combat.frame;
    f.hits = f.hits ?? { attacker: 0, defender: 0 };
    f.hits[side] += more;
  } else {
    const s = combat.frame.sides?.[side];
    if (s) {
      s.rolls.push(...dice);
      s.hits += more;
    }
  }
  state.log.push({ key: 'his.log.extraDice', params: { side, dice: n, hits: more } });
  return more;
}

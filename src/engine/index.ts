// The game-agnostic engine core. No runtime dependencies, no Node built-ins: the
// browser imports it too.

export * from './types.ts';
export { ReplayError } from './errors.ts';
export type { ReplayErrorCode } from './errors.ts';
export { createRng, nextUint32, randomInt, rollDie, rollDice, shuffle, pick } from './rng.ts';
export type { RngState } from './rng.ts';
export { stableStringify, hashString, hashState } from './hash.ts';
export { newRecord, replay, appendAction, applyOwned, assertLegal } from './record.ts';
export type { ReplayOptions } from './record.ts';
export { undoableSteps, undo } from './undo.ts';
export type { UndoOptions } from './undo.ts';
export { logEntry, canSeeLogEntry, visibleLog } from './log.ts';

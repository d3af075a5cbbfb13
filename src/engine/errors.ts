// Errors beyond RuleError (types.ts): a record that does not replay.
//
// RuleError means "this decision is refused, nothing changed" and is expected in
// play. ReplayError means a stored record is inconsistent with the rules it claims:
// a corrupt record, a rules change without a version bump, or a nondeterminism bug.

export type ReplayErrorCode = 'wrong-game' | 'wrong-version' | 'setup' | 'action';

export class ReplayError extends Error {
  constructor(
    message: string,
    readonly code: ReplayErrorCode,
    /** Index in `record.actions` of the first action that failed; null if it failed before any action. */
    readonly index: number | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ReplayError';
  }
}

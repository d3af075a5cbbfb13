// Statements compiled by Kysely once and run many times, and transactions run at once on a
// synchronous connection (SQLite's, sqlite.ts): the two ways the store keeps an action's
// write short (kysely-store.ts).

import type { Compilable, CompiledQuery } from 'kysely';

/** Runs a statement compiled by Kysely at once; its rows (none for a statement that returns none). */
export type RunNow = <R>(query: CompiledQuery<R>) => R[];

/**
 * A connection that runs a transaction synchronously (better-sqlite3). `run` gives `work`'s
 * value, or undefined without running it when a transaction is open on the connection
 * (one of Kysely's, between two of its awaits): nothing may join another's transaction.
 */
export interface ImmediateTransactions {
  run<T>(work: (query: RunNow) => T): { value: T } | undefined;
}

/**
 * A statement compiled once and run with new values: Kysely builds and compiles a query
 * anew each time it runs (its operation tree, then the SQL text), which costs more than
 * SQLite takes to run it. Built with a mark in each value's place (the dialect turns every
 * value into a parameter), so the compiled parameters say which value goes where.
 */
export class Template<R> {
  private readonly compiled: CompiledQuery<R>;
  /** For each compiled parameter, the index of its value in `with`'s list, or -1: a constant of the statement. */
  private readonly slots: number[];

  constructor(values: number, build: (value: (index: number) => never) => Compilable<R>) {
    const marks = Array.from({ length: values }, (_, i) => `\u0000value ${i}\u0000`);
    this.compiled = build((index) => marks[index] as never).compile();
    this.slots = this.compiled.parameters.map((parameter) => marks.indexOf(parameter as string));
    if (marks.some((mark) => !this.compiled.parameters.includes(mark))) throw new Error('a template value is not a parameter of its statement');
  }

  /** Where value `index` goes among the compiled statement's parameters. */
  parameterIndexOf(index: number): number {
    return this.slots.indexOf(index);
  }

  /** The statement with these values. */
  with(values: readonly unknown[]): CompiledQuery<R> {
    const constants = this.compiled.parameters;
    return { ...this.compiled, parameters: this.slots.map((slot, i) => (slot < 0 ? constants[i] : values[slot])) };
  }
}

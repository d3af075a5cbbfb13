// Request validation at the boundary (zod). Bodies are already parsed JSON (the
// size limit and the JSON parser ran first); these schemas check shape, types and
// how deep the free-form parts (options, actions) nest, since the engine walks
// them recursively. Unknown fields are refused rather than ignored, so a typo in
// a client is an error, not a silent no-op.

import { z } from 'zod';
import { BOT_LEVELS } from '../bots/levels.ts';
import type { Action, Json } from '../engine/types.ts';
import { ApiError } from './errors.ts';

/** Deepest nesting allowed in options and actions (an action is a small, flat object). */
export const MAX_JSON_DEPTH = 16;

/** Whether `value` nests no deeper than `maxDepth` arrays/objects, checked without recursion. */
export function nestsAtMost(value: unknown, maxDepth: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (item === null || typeof item !== 'object') continue;
    if (depth >= maxDepth) return false;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return true;
}

const json = z.custom<Json>((value) => nestsAtMost(value, MAX_JSON_DEPTH), {
  message: `must be JSON nested at most ${MAX_JSON_DEPTH} levels deep`,
});

const name = z.string().min(1).max(64);

export const gameIdParam = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'not a game id');
export const seatParam = name;

export const createGameBody = z.strictObject({
  game: name,
  options: z.optional(json),
  // A bot level ('random', 'heuristic', 'search') seats a bot of that level; 'bot' the random bot.
  seats: z.optional(z.record(name, z.enum(['human', 'bot', ...BOT_LEVELS]))),
  // Shown in the public list (default: unlisted; its links open it).
  listed: z.optional(z.boolean()),
  // Where each seat's "your turn" e-mail goes (optional, any seats).
  emails: z.optional(z.record(name, z.email().max(254))),
});

/** Set ({"email": "a@b.org"}) or clear ({"email": null}) a seat's "your turn" address. */
export const emailBody = z.strictObject({ email: z.union([z.email().max(254), z.null()]), player: z.optional(name) });

export const replayQuery = z.strictObject({ step: z.optional(z.coerce.number().int().min(0)) });

const action = z
  .looseObject({ type: name })
  .refine((value) => nestsAtMost(value, MAX_JSON_DEPTH), `must be JSON nested at most ${MAX_JSON_DEPTH} levels deep`)
  .transform((value) => value as Action);

const version = z.number().int().min(0);

/** Which of the seats a token opens (a person running several powers). */
const player = z.optional(name);

/** `answer: 'patch'`: answer with the seat's patch message from expectedVersion, not the whole table (README). */
export const actionBody = z.strictObject({ expectedVersion: version, action, player, answer: z.optional(z.enum(['table', 'patch'])) });

/**
 * A decision sent over the seat's own socket (ws-routes.ts): as a POST to /actions answered
 * by a patch, plus `id`, which the answer (`acted`) or refusal (`refused`) carries back.
 */
export const socketActionMessage = z.strictObject({
  type: z.literal('act'),
  id: z.union([z.string().max(64), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]),
  expectedVersion: version,
  action,
});

export const undoBody = z.strictObject({ expectedVersion: version, steps: z.optional(z.number().int().min(1).max(1000)), player });

export const controllerBody = z.strictObject({ bot: z.boolean(), level: z.optional(z.enum(BOT_LEVELS)) });

export const listQuery = z.strictObject({
  limit: z.optional(z.coerce.number().int().min(1).max(100)),
  offset: z.optional(z.coerce.number().int().min(0).max(1_000_000)),
  status: z.optional(z.enum(['active', 'over'])),
});

export const tokenQuery = z.object({ token: z.optional(z.string().max(256)), player });

/** A socket's query: `patches=1` asks for patch messages after changes (hub.ts). */
export const socketQuery = tokenQuery.extend({ patches: z.optional(z.enum(['0', '1'])) });

/** Parse or throw a 400 that says what was wrong and where. */
export function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ApiError(400, 'bad-request', `invalid ${what}: ${z.prettifyError(result.error).replaceAll('\n', '; ')}`);
}

// The JSON body parser. Replaces Fastify's default one to say *why* a body is
// refused (the parser's own message, e.g. "Unexpected token } ... at position 7"),
// while keeping its protections: no `__proto__` keys and no `constructor.prototype`
// (prototype poisoning once such an object is merged), and a nesting limit checked
// without recursion so a deeply nested body cannot exhaust the stack later.

import { ApiError } from './errors.ts';

export const MAX_BODY_DEPTH = 64;

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') {
    throw new ApiError(400, 'bad-json', 'the body is empty; send a JSON object with Content-Type: application/json');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ApiError(400, 'bad-json', `the body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  checkJson(value);
  return value;
}

function checkJson(root: unknown): void {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) {
      throw new ApiError(400, 'bad-json', `the body nests deeper than ${MAX_BODY_DEPTH} levels`);
    }
    if (!Array.isArray(value)) {
      if (Object.prototype.hasOwnProperty.call(value, '__proto__')) {
        throw new ApiError(400, 'bad-json', 'the body may not contain a "__proto__" key');
      }
      const ctor: unknown = Object.prototype.hasOwnProperty.call(value, 'constructor')
        ? (value as Record<string, unknown>).constructor
        : undefined;
      if (ctor !== null && typeof ctor === 'object' && Object.prototype.hasOwnProperty.call(ctor, 'prototype')) {
        throw new ApiError(400, 'bad-json', 'the body may not contain "constructor.prototype"');
      }
    }
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
}

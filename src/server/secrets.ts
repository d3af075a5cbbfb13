// Server-side secrets: game ids, seeds and seat tokens, all from the OS CSPRNG.
//
// Seat tokens are bearer secrets (invite links). Only their SHA-256 is stored, so a
// leaked database does not hand out seats. A plain hash is enough (no salt, no slow
// KDF) because a token has 256 bits of entropy: nothing to brute-force. Hashes are
// compared with timingSafeEqual so response time says nothing about how close a
// guess was.

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256-bit token, base64url: 43 characters. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** 96-bit game id, base64url: 16 characters, URL-safe. */
export function newGameId(): string {
  return randomBytes(12).toString('base64url');
}

/** The game's seed: chosen by the server so no player can pick a favourable deal. */
export function newSeed(): string {
  return randomBytes(16).toString('hex');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `token` is the one whose hash is `storedHash`, in constant time. */
export function tokenMatches(token: string, storedHash: string): boolean {
  return hashesMatch(hashToken(token), storedHash);
}

/** Whether two token hashes (hex) are the same, in constant time. */
export function hashesMatch(hash: string, storedHash: string): boolean {
  const given = Buffer.from(hash, 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Shape check before hashing: anything else cannot be a token we issued. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

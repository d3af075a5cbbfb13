// Limits on connections, so slow or numerous clients cannot make the server
// unreachable: every request must arrive within a deadline (a body trickled one byte
// at a time is cut off), idle keep-alive sockets are closed soon, and one client IP
// may hold only so many connections at once (a WebSocket counts while it is open).
// Behind a reverse proxy every connection comes from the proxy, so there the
// per-IP cap is off and the proxy must limit clients; the total cap still holds.

import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  /** Time to receive a whole request, headers and body (ms). */
  requestTimeoutMs: number;
  /** Time to receive the request headers (ms). */
  headersTimeoutMs: number;
  /** Open connections per client IP; 0 for no cap. */
  perIp: number;
  /** Open connections in all. */
  total: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: 15_000,
  headersTimeoutMs: 10_000,
  perIp: 64,
  total: 2048,
};

/** Options for Fastify and node:http: the deadlines, checked every half second. */
export function timeoutOptions(limits: ConnectionLimits): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    // An idle socket (no request in progress) is closed after this; upgraded WebSockets are exempt.
    connectionTimeout: limits.requestTimeoutMs * 2,
    keepAliveTimeout: 5_000,
    http: {
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(500, limits.headersTimeoutMs),
    },
  };
}

/** Cap connections on `server`: the total, and per client IP unless `perIp` is 0. */
export function capConnections(server: Server, limits: ConnectionLimits): void {
  server.maxConnections = limits.total;
  if (limits.perIp <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const ip = socket.remoteAddress ?? '';
    const count = (open.get(ip) ?? 0) + 1;
    if (count > limits.perIp) {
      socket.destroy();
      return;
    }
    open.set(ip, count);
    socket.once('close', () => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left <= 0) open.delete(ip);
      else open.set(ip, left);
    });
  });
}

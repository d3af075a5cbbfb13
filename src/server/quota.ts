// A quota per client: at most `max` events in any `windowMs`, per key (the client IP).
// Used for game creation, which stores rows: an anonymous client may not fill the
// database. Memory is bounded: keys whose events have all expired are dropped, and
// at most `maxKeys` clients are tracked (the longest idle are forgotten first).

export interface QuotaLimit {
  max: number;
  windowMs: number;
}

export class Quota {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly limit: QuotaLimit,
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Count one event for `key`; false (and nothing counted) if the quota is used up. Returns ms to wait when refused. */
  take(key: string): { ok: true } | { ok: false; retryAfterMs: number } {
    const time = this.now();
    const recent = (this.events.get(key) ?? []).filter((at) => at > time - this.limit.windowMs);
    if (recent.length >= this.limit.max) {
      this.events.set(key, recent);
      return { ok: false, retryAfterMs: (recent[0] as number) + this.limit.windowMs - time };
    }
    recent.push(time);
    this.events.delete(key); // re-inserted last: Map order is least recently used first
    this.events.set(key, recent);
    while (this.events.size > this.maxKeys) {
      const oldest = this.events.keys().next().value;
      if (oldest === undefined) break;
      this.events.delete(oldest);
    }
    return { ok: true };
  }
}

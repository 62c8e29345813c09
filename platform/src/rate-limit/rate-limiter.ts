/**
 * Fixed-window counters for abuse limits (OTP sends per IP). Redis when configured, so every
 * instance counts together; otherwise in memory, which is right for a single instance.
 */
export interface RateLimitDecision {
  readonly allowed: boolean;
  /** When the window ends, if not allowed. */
  readonly retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit against `key` and says whether it is within `limit` per `windowSeconds`. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision>;
  close(): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now = () => Date.now()) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitDecision> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowSeconds * 1000 };
      this.windows.set(key, window);
      if (this.windows.size > 100_000) this.sweep(now);
    }
    window.count += 1;
    return { allowed: window.count <= limit, retryAfterSeconds: Math.ceil((window.endsAt - now) / 1000) };
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

/**
 * The client-side rate limit every request to the API server waits on: a token bucket, as
 * client-go's (`flowcontrol.NewTokenBucketRateLimiter`). The bucket holds `burst` tokens and gains
 * `qps` a second; each request takes one, waiting when none is left. Retries take tokens too, so a
 * server that keeps failing is never asked faster than the limit.
 *
 * Defaults: 50 requests a second with bursts of 100. client-go's own defaults (5 and 10) are meant
 * for controllers that run for ever; kubectl raises them to 50 and 300 for discovery, the part of
 * its work most like this tool's (many small GETs in a row). A full check of a 200-node cluster
 * sends about 470 requests (discovery, one list per kind, two kubelet reads per node): at 50 a
 * second it takes some six seconds longer on loopback, while a server that answers with an endless
 * `continue` chain, or a loop of retries, is held to 50 requests a second instead of thousands.
 * The burst is a third of kubectl's, since these reads are larger than discovery documents.
 */
import { UsageError } from '../../errors.js';
import { quote } from '../../redact.js';
import { sleep } from './sleep.js';

export const DEFAULT_QPS = 50;
export const DEFAULT_BURST = 100;

export interface RateLimit {
  /** Requests a second, sustained. */
  qps: number;
  /** Requests that may go at once before `qps` applies. */
  burst: number;
}

export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    readonly limit: RateLimit,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = limit.burst;
    this.updatedAt = now();
  }

  /**
   * Takes a token, waiting until there is one. A caller reserves its token when it asks (the
   * count may go below zero), so callers are served in the order they asked, as golang.org/x/time/rate does.
   */
  async take(signal?: AbortSignal): Promise<void> {
    const now = this.now();
    this.tokens = Math.min(this.limit.burst, this.tokens + ((now - this.updatedAt) / 1000) * this.limit.qps);
    this.updatedAt = now;
    this.tokens -= 1;
    if (this.tokens >= 0) return;
    try {
      await sleep((-this.tokens / this.limit.qps) * 1000, signal);
    } catch (error) {
      // A caller that gave up returns its reservation: the next one need not wait for it.
      this.tokens += 1;
      throw error;
    }
  }
}

/** `--qps`: a positive number of requests a second (5, 0.5, 200). */
export function parseQps(text: string | undefined): number {
  if (text === undefined) return DEFAULT_QPS;
  const value = /^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : NaN;
  if (!(value > 0) || !Number.isFinite(value)) {
    throw new UsageError(
      `--qps "${quote(text, 40)}" is not a positive number of requests per second; use for example ${DEFAULT_QPS} (the default), or 5 to spare a busy control plane`,
    );
  }
  return value;
}

/** `--burst`: a whole number of requests, at least 1. */
export function parseBurst(text: string | undefined): number {
  if (text === undefined) return DEFAULT_BURST;
  const value = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  if (!(value >= 1) || !Number.isSafeInteger(value)) {
    throw new UsageError(
      `--burst "${quote(text, 40)}" is not a whole number of requests of at least 1; use for example ${DEFAULT_BURST} (the default), or 10 to spare a busy control plane`,
    );
  }
  return value;
}

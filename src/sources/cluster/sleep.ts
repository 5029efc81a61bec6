/**
 * Waiting, for retries and the rate limit. Node.js timers hold at most 2^31-1 ms (about 24.8 days):
 * a longer delay fires at once, with a warning, so every timer here is set through `MAX_TIMER_MS`.
 */

export const MAX_TIMER_MS = 2 ** 31 - 1;

/** Resolves after `ms`; rejects with the signal's reason when it is aborted first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  return new Promise((resolve, reject) => {
    let left = ms;
    let timer: NodeJS.Timeout;
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    // One timer for any delay a timer holds, so that waits set together end in the order of their lengths.
    const arm = () => {
      if (left <= 0) {
        signal?.removeEventListener('abort', onAbort);
        return resolve();
      }
      const step = Math.min(left, MAX_TIMER_MS);
      left -= step;
      timer = setTimeout(arm, step);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    arm();
  });
}

export function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('aborted');
}

import { isApiError } from '@/api/errors';
import type { PayStatusAnswer } from '@/api/services/common-license';
import { PAY_COUNTDOWN_S, PAY_POLL_S, PAY_STATUS } from '@/domain/licence';

/** What a pay session needs: the order to watch, how to ask its status, and what to tell the dialog. */
export interface PaySessionOptions {
  outTradeNo: string;
  /** one status question (getByPayStatus or queryPayStatus); rejects with an ApiError */
  poll: (outTradeNo: string) => Promise<PayStatusAnswer>;
  /** seconds left on the code: 300 (§9) for a new code, what was left when a paused session resumes */
  seconds?: number;
  /** ask at once instead of after the first poll interval (a retry after a network failure) */
  pollAtStart?: boolean;
  /** every second, with the seconds left (first call after one second) */
  onTick?: (left: number) => void;
  /** status 1 */
  onPaid: () => void;
  /** status 0, with the server's reason */
  onFailed: (remark: string) => void;
  /** the server refused the question (any code but 200): polling and the countdown stop */
  onError: (message: string) => void;
  /** no answer (network failure or timeout): the countdown pauses, a retry may resume it */
  onNetworkError: (message: string) => void;
  /** the countdown reached zero unpaid */
  onExpired: () => void;
}

export interface PaySession {
  /** clear every timer and ignore any answer still on its way; safe to call twice */
  stop: () => void;
  readonly stopped: boolean;
}

/**
 * The timing core of the QR dialog (§4, §9): a countdown of `seconds` ticking every second and, every
 * PAY_POLL_S seconds, one pay-status question by outTradeNo. A question is never asked while the previous one
 * is unanswered (a slow answer skips the poll ticks it overlaps). Every outcome but "still waiting" ends the
 * session, and so does `stop()`; an answer that comes after the end is dropped. One setInterval drives both, so
 * fake timers control it and a stopped session leaves no timer behind.
 *
 * @example
 * const s = createPaySession({ outTradeNo, poll: commonLicense.payStatus, onTick: setLeft, onPaid, onFailed,
 *   onError, onNetworkError, onExpired });
 * // on close or on "change payment method":
 * s.stop();
 */
export function createPaySession(o: PaySessionOptions): PaySession {
  let left = o.seconds ?? PAY_COUNTDOWN_S;
  let elapsed = 0;
  let inFlight = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | null = null;

  function stop() {
    stopped = true;
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  /** end the session, then tell the dialog (which may start another one) */
  function finish(report: () => void) {
    if (stopped) return;
    stop();
    report();
  }

  function ask() {
    if (inFlight || stopped) return;
    inFlight = true;
    o.poll(o.outTradeNo).then(
      (answer) => {
        inFlight = false;
        if (stopped) return;
        if (answer.status === PAY_STATUS.paid) finish(o.onPaid);
        else if (answer.status === PAY_STATUS.failed) finish(() => o.onFailed(answer.remark));
        // 2 (waiting) and anything else the server may add: keep asking until the code runs out
      },
      (e: unknown) => {
        inFlight = false;
        if (stopped) return;
        const message = e instanceof Error ? e.message : String(e);
        if (isApiError(e) && (e.kind === 'network' || e.kind === 'timeout')) {
          finish(() => o.onNetworkError(message));
        } else finish(() => o.onError(message));
      },
    );
  }

  const session: PaySession = {
    stop,
    get stopped() {
      return stopped;
    },
  };
  if (left <= 0) {
    finish(o.onExpired);
    return session;
  }
  timer = setInterval(() => {
    left -= 1;
    elapsed += 1;
    o.onTick?.(left);
    if (left <= 0) finish(o.onExpired);
    else if (elapsed % PAY_POLL_S === 0) ask();
  }, 1000);
  if (o.pollAtStart) ask();
  return session;
}

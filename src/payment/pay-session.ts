import { isApiError } from '@/api/errors';
import type { PayStatusAnswer } from '@/api/services/common-license';
import { createPoller, type Poller } from '@/utils/poller';
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

/** A running pay session: `stop()` clears its timer and drops any answer still on its way. */
export type PaySession = Poller;

/**
 * The timing core of the QR dialog (§4, §9): a countdown of `seconds` ticking every second and, every
 * PAY_POLL_S seconds, one pay-status question by outTradeNo, on the console's one poller (src/utils/poller.ts:
 * never two questions at once, nothing after the end). Every outcome but "still waiting" ends the session, and
 * so does `stop()`.
 *
 * @example
 * const s = createPaySession({ outTradeNo, poll: commonLicense.payStatus, onTick: setLeft, onPaid, onFailed,
 *   onError, onNetworkError, onExpired });
 * // on close or on "change payment method":
 * s.stop();
 */
export function createPaySession(o: PaySessionOptions): PaySession {
  const seconds = o.seconds ?? PAY_COUNTDOWN_S;
  if (seconds <= 0) {
    o.onExpired();
    return { stop: () => undefined, stopped: true };
  }
  // the seconds left come from the clock, not from counting ticks: a background tab or a busy machine holds
  // timers back, and 支付超时 must still come 300 s after the code was shown (§4; issue 17.12)
  const deadline = Date.now() + seconds * 1000;
  return createPoller<PayStatusAnswer>({
    tickMs: 1000,
    askEvery: PAY_POLL_S,
    askAtStart: o.pollAtStart,
    ask: () => o.poll(o.outTradeNo),
    onTick: () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      o.onTick?.(left);
      return left <= 0 ? o.onExpired : 'again';
    },
    onAnswer: (answer) => {
      if (answer.status === PAY_STATUS.paid) return o.onPaid;
      if (answer.status === PAY_STATUS.failed) return () => o.onFailed(answer.remark);
      // 2 (waiting) and anything else the server may add: keep asking until the code runs out
      return 'again';
    },
    onError: (e) => {
      const message = e instanceof Error ? e.message : String(e);
      if (isApiError(e) && (e.kind === 'network' || e.kind === 'timeout')) o.onNetworkError(message);
      else o.onError(message);
    },
  });
}

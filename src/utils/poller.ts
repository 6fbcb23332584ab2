/**
 * The one polling pattern of the console (the payment dialog, the scan-code login): a tick every `tickMs`,
 * one question every `askEvery` ticks, **never two questions at once** (a slow answer skips the ticks it
 * overlaps), and **nothing after the end**: every outcome but "again" stops the poller before it is
 * reported, and an answer that arrives after `stop()` (the page was left, the dialog closed) is dropped.
 * One setInterval drives it, so fake timers control it and a stopped poller leaves no timer behind.
 */

/** What an answer or a tick means: keep going, or the report to make once the poller has stopped. */
export type PollStep = 'again' | (() => void);

export interface PollerOptions<T> {
  /** one question; rejects on failure */
  ask: () => Promise<T>;
  /** what an answer means */
  onAnswer: (answer: T) => PollStep;
  /** the question failed: the poller stops, then this reports it */
  onError: (error: unknown) => void;
  /** the tick, ms (default 1000) */
  tickMs?: number;
  /** ask every this many ticks (default 1) */
  askEvery?: number;
  /** every tick, before any question (a countdown); may end the poller */
  onTick?: (ticks: number) => PollStep;
  /** ask at once instead of after the first `askEvery` ticks */
  askAtStart?: boolean;
}

export interface Poller {
  /** clear the timer and ignore any answer still on its way; safe to call twice */
  stop: () => void;
  readonly stopped: boolean;
}

/**
 * @example
 * const p = createPoller({ tickMs: 2000, ask: () => api.check(id), onError: show,
 *   onAnswer: (a) => (a.done ? () => finish(a) : 'again') });
 * // when the page is left:
 * p.stop();
 */
export function createPoller<T>(o: PollerOptions<T>): Poller {
  const askEvery = o.askEvery ?? 1;
  let ticks = 0;
  let inFlight = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | null = null;

  function stop() {
    stopped = true;
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  /** apply a step: keep going, or stop and then report (the report may start another poller) */
  function step(next: PollStep) {
    if (next === 'again' || stopped) return;
    stop();
    next();
  }

  function ask() {
    if (inFlight || stopped) return;
    inFlight = true;
    o.ask().then(
      (answer) => {
        inFlight = false;
        if (!stopped) step(o.onAnswer(answer));
      },
      (e: unknown) => {
        inFlight = false;
        if (!stopped) step(() => o.onError(e));
      },
    );
  }

  timer = setInterval(() => {
    ticks += 1;
    if (o.onTick) step(o.onTick(ticks));
    if (!stopped && ticks % askEvery === 0) ask();
  }, o.tickMs ?? 1000);
  if (o.askAtStart) ask();
  return {
    stop,
    get stopped() {
      return stopped;
    },
  };
}

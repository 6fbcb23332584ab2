import { createPoller } from './poller';

/** A question the test answers by hand. */
function deferredAsk<T>() {
  const pending: Array<(v: T) => void> = [];
  const ask = vi.fn(() => new Promise<T>((resolve) => pending.push(resolve)));
  return { ask, answer: (v: T) => pending.shift()?.(v) };
}

describe('createPoller: one question at a time, nothing after the end', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never asks while a question is unanswered: a slow answer skips the ticks it overlaps', async () => {
    const q = deferredAsk<string>();
    const p = createPoller({ tickMs: 100, ask: q.ask, onAnswer: () => 'again', onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(550);
    expect(q.ask).toHaveBeenCalledTimes(1);
    q.answer('waiting');
    await vi.advanceTimersByTimeAsync(100);
    expect(q.ask).toHaveBeenCalledTimes(2);
    p.stop();
  });

  it('stops before it reports an outcome, so the outcome is reported once', async () => {
    const q = deferredAsk<string>();
    const done = vi.fn();
    const p = createPoller({
      tickMs: 100,
      ask: q.ask,
      onAnswer: (a) => (a === 'ok' ? done : 'again'),
      onError: vi.fn(),
    });
    await vi.advanceTimersByTimeAsync(100);
    q.answer('ok');
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).toHaveBeenCalledTimes(1);
    expect(p.stopped).toBe(true);
    expect(q.ask).toHaveBeenCalledTimes(1);
  });

  it('drops an answer that arrives after stop() (the page was left)', async () => {
    const q = deferredAsk<string>();
    const onAnswer = vi.fn(() => 'again' as const);
    const onError = vi.fn();
    const p = createPoller({ tickMs: 100, ask: q.ask, onAnswer, onError });
    await vi.advanceTimersByTimeAsync(100);
    p.stop();
    q.answer('confirmed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(onAnswer).not.toHaveBeenCalled();
    expect(q.ask).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a failed question ends the poller and is reported; a tick may end it too', async () => {
    const onError = vi.fn();
    createPoller({
      tickMs: 100,
      ask: () => Promise.reject(new Error('down')),
      onAnswer: () => 'again',
      onError,
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(onError).toHaveBeenCalledTimes(1);
    const expired = vi.fn();
    const ask = vi.fn(() => Promise.resolve(1));
    createPoller({
      tickMs: 100,
      askEvery: 5,
      ask,
      onAnswer: () => 'again',
      onError,
      onTick: (n) => (n === 3 ? expired : 'again'),
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(ask).not.toHaveBeenCalled();
  });
});

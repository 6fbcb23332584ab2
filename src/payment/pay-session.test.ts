import { ApiError } from '@/api/errors';
import type { PayStatusAnswer } from '@/api/services/common-license';
import { PAY_COUNTDOWN_S, PAY_POLL_S, type PayStatus } from '@/domain/licence';
import { createPaySession, type PaySessionOptions } from './pay-session';

const answer = (status: PayStatus, remark = ''): PayStatusAnswer => ({ status, remark });

/** A poll whose answers the test settles by hand, one pending promise per question. */
function manualPoll() {
  const pending: Array<{ resolve: (a: PayStatusAnswer) => void; reject: (e: unknown) => void }> = [];
  const poll = vi.fn(
    (_outTradeNo: string) =>
      new Promise<PayStatusAnswer>((resolve, reject) => pending.push({ resolve, reject })),
  );
  const last = () => pending[pending.length - 1]!;
  return { poll, pending, last };
}

function start(over: Partial<PaySessionOptions> = {}) {
  const calls = {
    onTick: vi.fn<(left: number) => void>(),
    onPaid: vi.fn<() => void>(),
    onFailed: vi.fn<(remark: string) => void>(),
    onError: vi.fn<(message: string) => void>(),
    onNetworkError: vi.fn<(message: string) => void>(),
    onExpired: vi.fn<() => void>(),
  };
  const poll = over.poll ?? vi.fn(() => Promise.resolve(answer(2)));
  const session = createPaySession({ outTradeNo: 'LO202601010001', poll, ...calls, ...over });
  return { session, poll, ...calls };
}

const seconds = (n: number) => vi.advanceTimersByTimeAsync(n * 1000);

describe('pay session (§4 countdown and poll)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
  });

  it('counts down every second and asks the status by outTradeNo every 2 s', async () => {
    const { poll, onTick } = start();
    expect(PAY_POLL_S).toBe(2);
    expect(poll).not.toHaveBeenCalled();
    await seconds(1);
    expect(onTick).toHaveBeenLastCalledWith(PAY_COUNTDOWN_S - 1);
    expect(poll).not.toHaveBeenCalled();
    await seconds(1);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(poll).toHaveBeenLastCalledWith('LO202601010001');
    await seconds(8);
    expect(poll).toHaveBeenCalledTimes(5);
    expect(onTick).toHaveBeenCalledTimes(10);
    expect(onTick).toHaveBeenLastCalledWith(290);
  });

  it('reads the seconds left from the clock: timers held back do not stretch the 300 s (issue 17.12)', async () => {
    const { onTick, onExpired } = start();
    await seconds(1);
    expect(onTick).toHaveBeenLastCalledWith(PAY_COUNTDOWN_S - 1);
    // a background tab: 250 s pass on the clock while no timer fires, then the next tick comes
    vi.setSystemTime(Date.now() + 250_000);
    await seconds(1);
    expect(onTick).toHaveBeenLastCalledWith(PAY_COUNTDOWN_S - 252);
    expect(onTick).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + 60_000);
    await seconds(1);
    expect(onTick).toHaveBeenLastCalledWith(0);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('never asks twice at once: a slow answer skips the polls it overlaps', async () => {
    const m = manualPoll();
    const { onTick } = start({ poll: m.poll });
    await seconds(2);
    expect(m.poll).toHaveBeenCalledTimes(1);
    // the answer takes 7 s: the polls due at 4, 6 and 8 s are skipped
    await seconds(7);
    expect(m.poll).toHaveBeenCalledTimes(1);
    m.last().resolve(answer(2));
    await seconds(0);
    expect(m.poll).toHaveBeenCalledTimes(1);
    await seconds(1); // 10 s: the next due poll
    expect(m.poll).toHaveBeenCalledTimes(2);
    // the countdown did not wait for the answer
    expect(onTick).toHaveBeenLastCalledWith(PAY_COUNTDOWN_S - 10);
  });

  it('status 1: stops everything and reports paid', async () => {
    const m = manualPoll();
    const s = start({ poll: m.poll });
    await seconds(2);
    m.last().resolve(answer(1));
    await seconds(0);
    expect(s.onPaid).toHaveBeenCalledTimes(1);
    expect(s.session.stopped).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    await seconds(10);
    expect(m.poll).toHaveBeenCalledTimes(1);
    expect(s.onTick).toHaveBeenCalledTimes(2);
  });

  it('status 0: stops and reports the failure with its remark', async () => {
    const s = start({ poll: vi.fn(() => Promise.resolve(answer(0, '余额不足'))) });
    await seconds(2);
    expect(s.onFailed).toHaveBeenCalledWith('余额不足');
    expect(s.onPaid).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([3, 4])('status %i (not paid, not failed) keeps waiting', async (status) => {
    const s = start({ poll: vi.fn(() => Promise.resolve(answer(status as PayStatus))) });
    await seconds(6);
    expect(s.poll).toHaveBeenCalledTimes(3);
    expect(s.session.stopped).toBe(false);
    s.session.stop();
  });

  it('a server error: shows its message, stops polling and the countdown', async () => {
    const s = start({
      poll: vi.fn(() => Promise.reject(new ApiError('server', '订单不存在', 500))),
    });
    await seconds(2);
    expect(s.onError).toHaveBeenCalledWith('订单不存在');
    expect(s.onNetworkError).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    await seconds(10);
    expect(s.poll).toHaveBeenCalledTimes(1);
    expect(s.onTick).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['network', '网关异常'],
    ['timeout', '请求超时，请检查网络后重试'],
  ] as const)('a %s failure stops the timer and reports a network error', async (kind, msg) => {
    const s = start({ poll: vi.fn(() => Promise.reject(new ApiError(kind, msg))) });
    await seconds(2);
    expect(s.onNetworkError).toHaveBeenCalledWith(msg);
    expect(s.onError).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    await seconds(10);
    expect(s.onTick).toHaveBeenCalledTimes(2);
  });

  it('resumes with the seconds left and asks at once (retry after a network failure)', async () => {
    const s = start({ seconds: 120, pollAtStart: true });
    expect(s.poll).toHaveBeenCalledTimes(1);
    await seconds(1);
    expect(s.onTick).toHaveBeenLastCalledWith(119);
    await seconds(1);
    // the first answer came back at once, so the 2 s poll asks again
    expect(s.poll).toHaveBeenCalledTimes(2);
    s.session.stop();
  });

  it('at zero: stops and reports expired, with no poll after it', async () => {
    const s = start();
    await seconds(PAY_COUNTDOWN_S - 1);
    expect(s.onExpired).not.toHaveBeenCalled();
    expect(s.onTick).toHaveBeenLastCalledWith(1);
    await seconds(1);
    expect(s.onTick).toHaveBeenLastCalledWith(0);
    expect(s.onExpired).toHaveBeenCalledTimes(1);
    expect(s.poll).toHaveBeenCalledTimes(PAY_COUNTDOWN_S / PAY_POLL_S - 1);
    expect(vi.getTimerCount()).toBe(0);
    await seconds(10);
    expect(s.onExpired).toHaveBeenCalledTimes(1);
  });

  it('a session with no time left expires at once', () => {
    const s = start({ seconds: 0 });
    expect(s.onExpired).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each(['closing the dialog', 'changing the payment method'])(
    'stop() (%s) leaves no timer and ignores a late answer',
    async () => {
      const m = manualPoll();
      const s = start({ poll: m.poll });
      await seconds(2);
      expect(vi.getTimerCount()).toBe(1);
      s.session.stop();
      expect(vi.getTimerCount()).toBe(0);
      // the question asked before the stop is answered after it
      m.last().resolve(answer(1));
      await seconds(10);
      expect(s.onPaid).not.toHaveBeenCalled();
      expect(m.poll).toHaveBeenCalledTimes(1);
      expect(s.onTick).toHaveBeenCalledTimes(2);
      s.session.stop(); // twice is harmless
    },
  );

  it('a late failure after stop() is ignored too', async () => {
    const m = manualPoll();
    const s = start({ poll: m.poll });
    await seconds(2);
    s.session.stop();
    m.last().reject(new ApiError('network', '网关异常'));
    await seconds(4);
    expect(s.onNetworkError).not.toHaveBeenCalled();
    expect(s.onError).not.toHaveBeenCalled();
  });
});

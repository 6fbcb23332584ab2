import { act, renderHook } from '@testing-library/react';
import { useIdle } from './use-idle';

describe('useIdle (auto-lock)', () => {
  afterEach(() => vi.useRealTimers());

  it('fires after the idle time, and any input starts the wait again', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onIdle = vi.fn();
    renderHook(() => useIdle(10 * 60_000, onIdle));
    act(() => vi.advanceTimersByTime(9 * 60_000));
    window.dispatchEvent(new Event('keydown'));
    act(() => vi.advanceTimersByTime(9 * 60_000));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60_000));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing when set to 0 (never)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onIdle = vi.fn();
    renderHook(() => useIdle(0, onIdle));
    act(() => vi.advanceTimersByTime(24 * 60 * 60_000));
    expect(onIdle).not.toHaveBeenCalled();
  });
});

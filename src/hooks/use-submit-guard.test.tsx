import { act, renderHook } from '@testing-library/react';
import { useSubmitGuard } from './use-submit-guard';

describe('useSubmitGuard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once while a call is pending and for 2 s after it started', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    let release!: () => void;
    const fn = vi.fn(() => new Promise<string>((r) => (release = () => r('ok'))));
    let first!: Promise<string | undefined>;
    act(() => {
      first = result.current.run(fn);
    });
    expect(result.current.pending).toBe(true);
    await act(async () => expect(await result.current.run(fn)).toBeUndefined());
    await act(async () => {
      release();
      expect(await first).toBe('ok');
    });
    expect(result.current.pending).toBe(false);
    // finished, but still inside the 2 s window: ignored
    await act(async () => expect(await result.current.run(fn)).toBeUndefined());
    expect(fn).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(2000));
    const fast = vi.fn(() => Promise.resolve(1));
    await act(async () => expect(await result.current.run(fast)).toBe(1));
  });

  it('takes another window (feedback: 1500 ms)', async () => {
    const { result } = renderHook(() => useSubmitGuard(1500));
    const fn = vi.fn(() => Promise.resolve('ok'));
    await act(async () => expect(await result.current.run(fn)).toBe('ok'));
    act(() => vi.advanceTimersByTime(1499));
    await act(async () => expect(await result.current.run(fn)).toBeUndefined());
    act(() => vi.advanceTimersByTime(1));
    await act(async () => expect(await result.current.run(fn)).toBe('ok'));
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('holds a failed call for its window too (a double click on a failing save sends once)', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    const failing = vi.fn(() => Promise.reject(new Error('no')));
    await act(async () => {
      await expect(result.current.run(failing)).rejects.toThrow('no');
    });
    await act(async () => expect(await result.current.run(failing)).toBeUndefined());
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('lets a form opened anew submit at once after reset()', async () => {
    const { result } = renderHook(() => useSubmitGuard());
    const fn = vi.fn(() => Promise.resolve('ok'));
    await act(async () => expect(await result.current.run(fn)).toBe('ok'));
    await act(async () => expect(await result.current.run(fn)).toBeUndefined());
    act(() => result.current.reset());
    await act(async () => expect(await result.current.run(fn)).toBe('ok'));
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

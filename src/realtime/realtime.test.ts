/**
 * The console's socket against the mock's push socket (msw's `ws` link and the mock registry), as the pages
 * use it.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeSockets, openSocketCount, openSocketUsers, pushTo } from '@mocks/realtime';
import { endSession } from '@/session/lifecycle';
import { signIn } from '@/test/sign-in';
import {
  PUSH_KIND,
  onReconnect,
  realtimeStatus,
  startRealtime,
  stopRealtime,
  subscribe,
  usePush,
  useRealtimeConnection,
  type PushFrame,
} from './realtime';

const notification = {
  businessType: 5,
  data: { id: 1, title: '系统通知', content: '<p>x</p>', sendTime: '' },
};

/** Let msw's socket (microtasks and zero-delay work) settle under fake timers. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** The seeded owner (13800138000), who works at 1001 and 1002. */
const ME = 10001;

// the socket's first frame is the session's token (the mock closes a socket without it): signed in as ME
beforeEach(async () => {
  await signIn();
  vi.useFakeTimers();
});
afterEach(() => {
  stopRealtime();
  vi.useRealTimers();
});

describe('realtime against the mock socket', () => {
  it('opens one socket for the place, gets the pushes of the subscribed kinds only', async () => {
    const got: PushFrame[] = [];
    const off = subscribe([PUSH_KIND.systemNotification, PUSH_KIND.urgentNotification], (f) => got.push(f));
    startRealtime({ placeId: 1001, userId: ME });
    startRealtime({ placeId: 1001, userId: ME });
    await settle();
    expect(realtimeStatus()).toBe('open');
    expect(openSocketUsers(1001)).toEqual([ME]);

    expect(pushTo(1001, notification)).toBe(1);
    pushTo(1001, { businessType: PUSH_KIND.roomState, data: { roomId: 1, patch: {} } });
    pushTo(1002, { ...notification, businessType: 105 });
    pushTo(1001, { ...notification, businessType: 105 });
    await settle();
    expect(got.map((f) => f.businessType)).toEqual([5, 105]);
    off();
    pushTo(1001, notification);
    await settle();
    expect(got).toHaveLength(2);
  });

  it('keeps the socket through bad frames and the heartbeat reply', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const got: PushFrame[] = [];
    subscribe(PUSH_KIND.warning, (f) => got.push(f))();
    const off = subscribe(PUSH_KIND.warning, (f) => got.push(f));
    startRealtime({ placeId: 1001, userId: ME });
    await settle(); // the heartbeat went out and 'success' came back
    for (const bad of [
      'not json',
      '{"businessType":999}',
      JSON.stringify({ type: 101, msg: 'x'.repeat(70_000) }),
    ])
      pushTo(1001, bad);
    pushTo(1001, { type: 101, msg: '前台断网' });
    await settle();
    expect(got).toEqual([{ type: 101, msg: '前台断网' }]);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(openSocketCount(1001)).toBe(1);
    expect(realtimeStatus()).toBe('open');
    off();
    warn.mockRestore();
  });

  it('reconnects 2 s after the server closes it, and then tells onReconnect', async () => {
    const refetch = vi.fn();
    const off = onReconnect(refetch);
    startRealtime({ placeId: 1001, userId: ME });
    await settle();
    expect(closeSockets(1001)).toBe(1);
    await settle();
    expect(realtimeStatus()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(openSocketCount(1001)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(openSocketCount(1001)).toBe(1);
    expect(refetch).toHaveBeenCalledTimes(1);
    off();
  });

  it('backs off from a place the server refuses', async () => {
    startRealtime({ placeId: 999_999, userId: ME });
    await settle();
    expect(realtimeStatus()).toBe('waiting');
    expect(openSocketCount()).toBe(0);
  });

  it('moves to the new place, and stops with the session', async () => {
    startRealtime({ placeId: 1001, userId: ME });
    await settle();
    startRealtime({ placeId: 1002, userId: ME });
    await settle();
    expect(openSocketCount(1001)).toBe(0);
    expect(openSocketCount(1002)).toBe(1);
    endSession();
    await settle();
    expect(realtimeStatus()).toBe('idle');
    expect(openSocketCount()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('usePush', () => {
  it('calls the latest listener for its kinds until unmounted', async () => {
    startRealtime({ placeId: 1001, userId: ME });
    await settle();
    const calls: string[] = [];
    type Props = { name: string; kinds: number | number[] };
    const first: Props = { name: 'first', kinds: PUSH_KIND.goodsChanged };
    const { rerender, unmount } = renderHook(
      ({ name, kinds }: Props) => usePush(kinds, (f) => calls.push(`${name}:${f.businessType ?? f.type}`)),
      { initialProps: first },
    );
    pushTo(1001, { businessType: 109, data: { goodsId: 1 } });
    await act(settle);
    rerender({ name: 'second', kinds: PUSH_KIND.goodsChanged });
    pushTo(1001, { businessType: 109, data: { goodsId: 1 } });
    await act(settle);
    rerender({ name: 'third', kinds: [PUSH_KIND.activity, PUSH_KIND.payOrder] });
    pushTo(1001, { businessType: 109, data: { goodsId: 1 } });
    pushTo(1001, { businessType: 9, data: {} });
    await act(settle);
    unmount();
    pushTo(1001, { businessType: 7, data: {} });
    await act(settle);
    expect(calls).toEqual(['first:109', 'second:109', 'third:9']);
  });

  it('keeps other listeners running when one throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    startRealtime({ placeId: 1001, userId: ME });
    await settle();
    const got: number[] = [];
    const offA = subscribe(PUSH_KIND.payOrder, () => {
      throw new Error('boom');
    });
    const offB = subscribe(PUSH_KIND.payOrder, () => got.push(1));
    pushTo(1001, { businessType: 9, data: {} });
    await settle();
    expect(got).toEqual([1]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(realtimeStatus()).toBe('open');
    offA();
    offB();
    error.mockRestore();
  });
});

describe('useRealtimeConnection', () => {
  it('holds the socket while mounted with a place and a user', async () => {
    const { rerender, unmount } = renderHook(
      ({ placeId, userId }: { placeId: number | null; userId: number | undefined }) =>
        useRealtimeConnection(placeId, userId),
      { initialProps: { placeId: 1001 as number | null, userId: undefined as number | undefined } },
    );
    await act(settle);
    expect(realtimeStatus()).toBe('idle');
    rerender({ placeId: 1001, userId: ME });
    await act(settle);
    expect(openSocketCount(1001)).toBe(1);
    rerender({ placeId: 1002, userId: ME });
    await act(settle);
    expect(openSocketCount(1001)).toBe(0);
    expect(openSocketCount(1002)).toBe(1);
    unmount();
    await act(settle);
    expect(openSocketCount()).toBe(0);
    expect(realtimeStatus()).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
  });
});

/**
 * The mock backend in the browser (`VITE_USE_MOCK=true`): msw's service worker hands each request to the
 * handlers running in this page. The database survives reloads in localStorage.
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import {
  flushPersistence,
  MOCK_STORAGE_KEY,
  resetDb,
  setPersistence,
  syncFromPersistence,
  type MockPersistence,
} from './db';
import { handlers, webSocketHandlers } from './domains';
import { simulatePayment as settlePayment } from './domains/common-license/routes';
import { pushTo } from './realtime';

export { MOCK_STORAGE_KEY };

const key = (part: string) => `${MOCK_STORAGE_KEY}:${part}`;

const storage: MockPersistence = {
  get: (part) => localStorage.getItem(key(part)),
  set: (part, value) => {
    try {
      localStorage.setItem(key(part), value);
    } catch (e) {
      // quota: the mock keeps working in memory, it just forgets on reload
      console.warn('[mock] could not persist the mock database', e);
    }
  },
  clear: () => {
    const mine = Object.keys(localStorage).filter(
      (k) => k === MOCK_STORAGE_KEY || k.startsWith(`${MOCK_STORAGE_KEY}:`),
    );
    for (const k of mine) localStorage.removeItem(k);
  },
};

let worker: SetupWorker | null = null;

export interface StartMockOptions {
  /** no console line per mocked request */
  quiet?: boolean;
}

export async function startMockWorker(options: StartMockOptions = {}): Promise<SetupWorker> {
  if (worker) return worker;
  setPersistence(storage);
  syncFromPersistence();
  // writes are gathered for a moment (mocks/db.ts): a page that goes away stores them at once
  addEventListener('pagehide', flushPersistence);
  worker = setupWorker(...handlers, ...webSocketHandlers);
  await worker.start({
    // mock-sw.js: msw's worker behind a filter that lets the console's static files go straight to the network
    serviceWorker: { url: '/mock-sw.js' },
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? false,
  });
  return worker;
}

/** Back to the demo seed; the stored copy is removed. */
export function resetMockData(): void {
  setPersistence(storage);
  resetDb();
}

/**
 * The demo's "simulate payment" control beside the QR code (demo builds only): pay or fail the order of
 * `outTradeNo` as the customer's phone would. Written to localStorage like every other write, so the page's
 * next poll (in this tab or another) sees it. Answers the envelope of POST /__mock/pay.
 * @example const { code, msg } = simulatePayment(order.outTradeNo, 'fail', '余额不足');
 */
export function simulatePayment(outTradeNo: string, result: 'success' | 'fail', remark?: string) {
  if (!worker) setPersistence(storage);
  return settlePayment(outTradeNo, result, remark);
}

/**
 * The demo's "push a message" control (demo builds only): send a frame to the sockets this page opened for the
 * place, as the backend would. Objects go as JSON, strings as they are. Returns how many sockets it reached
 * (0 when the console has no socket open for that place).
 * @example pushDemoFrame(1001, { type: 101, msg: '前台网络异常' });
 */
export function pushDemoFrame(placeId: number, frame: unknown): number {
  return pushTo(placeId, frame);
}

export { demoPush, type DemoPushKind } from './demo-push';

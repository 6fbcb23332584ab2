/**
 * The e2e `test`: import `{ test, expect }` from here, not from @playwright/test.
 *
 * Every test starts with fresh mock state:
 * - project `server`: the build talks to the stand-alone mock server (mocks/server), and an automatic fixture
 *   POSTs `<mockServerURL>/__mock/reset` before each test.
 * - project `demo`: the mock backend runs in the page (MSW service worker) and keeps its state in the page's
 *   localStorage (`mock-backend-db:*`); each test gets a fresh browser context, so there is nothing to reset.
 *
 * Spec naming: `e2e/*.spec.ts` runs in both projects; `*.demo.spec.ts` only in `demo`, `*.server.spec.ts`
 * only in `server` (e.g. fault injection through `mockServer.settings(...)`, which a service worker can't do).
 */
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import type { TestSession } from '../../mocks/domains/merchant/routes';
import { Console } from '../pages/console';
import { demoSession } from './demo-session';
import type { E2EOptions } from './options';

export { expect };

/** The stand-alone mock server of the `server` project. */
export interface MockServer {
  readonly url: string;
  /** POST /__mock/reset: back to the seeded state (signs everyone out: not while other tests run). */
  reset(): Promise<void>;
  /** POST /__mock/reset { placeId }: one place's rows back to the seed; sessions and other places stay. */
  resetPlace(placeId: number): Promise<void>;
  /** POST /__mock/settings with a JSON body (latency, faults, …; see mocks/server). Returns the parsed reply. */
  settings(body: Record<string, unknown>): Promise<unknown>;
  /** POST /__mock/pay: the payment provider's answer for an order's QR code (the scan a test cannot make). */
  pay(outTradeNo: string, result: 'success' | 'fail', remark?: string): Promise<void>;
  /**
   * POST /__mock/push: send a frame to every push socket open for the place (an object as JSON, a string as
   * it is, so a malformed frame can be sent). Resolves with how many sockets it reached.
   */
  push(placeId: number, frame: unknown): Promise<number>;
  /** POST /__mock/socket/close: close the place's push sockets as a server restart would. Resolves with how many. */
  closeSockets(placeId: number): Promise<number>;
  /** POST /__mock/notification: store an unread notification for the place and push it (businessType 5 by default). */
  notify(placeId: number, n: { title: string; content: string; businessType?: number }): Promise<void>;
  /** POST /__mock/payOrder: an order the platform prepared, pushed as a pay-order notice (businessType 9). */
  payOrder(placeId: number, licenseId: number): Promise<void>;
  /** POST /__mock/goods/sell: the front desk sold `num` of a goods; its stock drops and 109 is pushed. */
  sellGoods(placeId: number, goodsId: number, num: number): Promise<void>;
  /** POST /__mock/session: a new session of a demo account (as its login would start one) and its places. */
  session(account: string): Promise<TestSession>;
  /** POST /__mock/session/expire: the access token expires now; its refresh token still works. */
  expire(aToken: string): Promise<void>;
}

export interface SignedInOptions {
  /** the place to be in, by name; needed for an account with several (an owner of one lands in it) */
  place?: string;
  /** where the test starts (default `/`, which leads to the place's first page) */
  path?: string;
  /** 自动登录 ticked: a 401 is answered by a refresh (default false, as the login form starts) */
  autoLogin?: boolean;
  /** the language chosen on this device before the page loads (default zh) */
  lang?: 'zh' | 'en';
}

interface Fixtures {
  /** The mock server in project `server`; `undefined` in project `demo` (mocks live in the page there). */
  mockServer: MockServer | undefined;
  /**
   * The first-time setup guide opens over the page of a one-place owner whose setup is unfinished (the fresh
   * inn 13800138001). Tests about other things start with it put off ('稍后再说', as an operator would);
   * `test.use({ setupGuide: 'shown' })` lets it appear.
   */
  setupGuide: 'snoozed' | 'shown';
  /**
   * Start the test signed in as `account`, at `place`, on `path`: a session as the login page would leave it
   * (tokens and place in sessionStorage, the 4-hour cookie), made without the login form — the mock server's
   * POST /__mock/session, or for the demo build a fresh seeded database holding the session, which the page's
   * mock loads from localStorage. One page load, the one a reload or a bookmark would make; only the sign-in
   * spec signs in through the form. Resolves when the console shows its open-pages bar.
   * @example const c = await signedIn('13800138000', { place: '青禾民宿', path: '/shop/goodsManage' });
   */
  signedIn: (account: string, options?: SignedInOptions) => Promise<Console>;
}

export const test = base.extend<Fixtures & E2EOptions>({
  mockServerURL: [undefined, { option: true }],
  setupGuide: ['snoozed', { option: true }],

  page: async ({ page, setupGuide }, provide) => {
    if (setupGuide === 'snoozed') await snoozeSetupGuide(page);
    await provide(page);
  },

  mockServer: async ({ mockServerURL, request }, provide) => {
    if (!mockServerURL) {
      await provide(undefined);
      return;
    }
    const post = async (path: string, data?: Record<string, unknown>): Promise<unknown> => {
      const url = `${mockServerURL}${path}`;
      let res;
      try {
        res = await request.post(url, data === undefined ? {} : { data });
      } catch (e) {
        throw new Error(`mock server not reachable at ${url}: ${(e as Error).message}`, { cause: e });
      }
      const text = await res.text();
      if (!res.ok()) throw new Error(`POST ${url} answered ${res.status()}: ${text.slice(0, 500)}`);
      try {
        return text === '' ? undefined : (JSON.parse(text) as unknown);
      } catch {
        return text;
      }
    };
    await provide({
      url: mockServerURL,
      reset: async () => {
        await post('/__mock/reset');
      },
      resetPlace: async (placeId) => {
        await post('/__mock/reset', { placeId });
      },
      settings: (body) => post('/__mock/settings', body),
      pay: async (outTradeNo, result, remark) => {
        await post('/__mock/pay', { outTradeNo, result, ...(remark === undefined ? {} : { remark }) });
      },
      push: async (placeId, frame) => {
        const reply = (await post('/__mock/push', { placeId, frame })) as { data?: { sent?: number } };
        return reply.data?.sent ?? 0;
      },
      closeSockets: async (placeId) => {
        const reply = (await post('/__mock/socket/close', { placeId })) as { data?: { closed?: number } };
        return reply.data?.closed ?? 0;
      },
      notify: async (placeId, n) => {
        await post('/__mock/notification', { placeId, ...n });
      },
      payOrder: async (placeId, licenseId) => {
        await post('/__mock/payOrder', { placeId, licenseId });
      },
      sellGoods: async (placeId, goodsId, num) => {
        await post('/__mock/goods/sell', { placeId, goodsId, num });
      },
      session: async (account) =>
        ((await post('/__mock/session', { account })) as { data: TestSession }).data,
      expire: async (aToken) => {
        await post('/__mock/session/expire', { aToken });
      },
    });
  },

  signedIn: async ({ page, mockServer, baseURL }, provide) => {
    await provide((account, options) => signIn(page, mockServer, baseURL!, account, options));
  },
  // No automatic reset between tests: the `server` project's workers share one mock server, and a reset in
  // one worker would revoke the tokens of a test running in the other. The server starts from the seed for
  // each run; tests that change data use data of their own (a fresh phone number, a new place name).
});

/** Put off the first-time setup guide (see the `setupGuide` option) in every page `page` loads from now on. */
export async function snoozeSetupGuide(page: Page): Promise<void> {
  // the key the guide's 稍后再说 writes (src/features/setup/setup-guide.tsx), for every place id the mock hands
  // out (seeded 1001–1016, registered ones after)
  await page.addInitScript(() => {
    // init scripts run in every frame: a sandboxed one (/frame's pages) has no storage
    if (window !== window.top) return;
    const until = String(Date.now() + 24 * 3600_000);
    for (let id = 1001; id <= 1100; id++) sessionStorage.setItem(`merchant-setup-later-${id}`, until);
  });
}

/**
 * What the `signedIn` fixture does, on any page: for a page a test makes itself (the menu walk's, shared by the
 * parts of a walk). `mockServer` undefined: the demo build's session, in the page's storage.
 */
export async function signIn(
  page: Page,
  mockServer: MockServer | undefined,
  baseURL: string,
  account: string,
  { place, path = '/', autoLogin = false, lang = 'zh' }: SignedInOptions = {},
): Promise<Console> {
  const started = mockServer ? { ...(await mockServer.session(account)), db: null } : demoSession(account);
  const chosen = place
    ? started.places.find((p) => p.placeName === place)
    : started.places.length === 1
      ? started.places[0]
      : undefined;
  if (!chosen) throw new Error(`${account} has no place ${place ?? '(name one: it has several)'}`);
  const now = Date.now();
  await page.context().addCookies([
    {
      name: 'merchant-token',
      value: started.a_token,
      url: baseURL,
      expires: Math.floor(now / 1000) + 4 * 3600,
      sameSite: 'Strict',
    },
  ]);
  const stored = {
    'merchant-session': JSON.stringify({
      // the sign-in's id, shared by the tabs of the session (src/session/tab-sync.ts)
      sid: `e2e-${now.toString(36)}-${Math.random().toString(36).slice(2)}`,
      tokens: { aToken: started.a_token, rToken: started.r_token, datetime: now },
      autoLogin,
      place: chosen,
    }),
  };
  // storage belongs to the origin: write it from a static file of the site, before the console's first load
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ session, db, lang }) => {
      for (const [k, v] of Object.entries(session)) sessionStorage.setItem(k, v);
      for (const [k, v] of db ?? []) localStorage.setItem(k, v);
      if (lang === 'en') localStorage.setItem('merchant-lang', 'en');
    },
    { session: stored, db: started.db, lang },
  );
  await page.goto(path);
  const c = new Console(page);
  await c.tags().waitFor();
  return c;
}

export interface WaitForAnimationsOptions {
  /** Give up after this many ms (default 5000). */
  timeout?: number;
  /**
   * Ignore animations that never finish (infinite iterations, e.g. a loading spinner). Default false: wait for
   * `document.getAnimations().length === 0`.
   */
  ignoreInfinite?: boolean;
}

/**
 * Waits until the page runs no (CSS or Web) animation: `document.getAnimations().length === 0`.
 * Use before screenshots of modals and drawers: antd shows the mask before the dialog has finished animating in.
 */
export async function waitForAnimations(page: Page, options: WaitForAnimationsOptions = {}): Promise<void> {
  const { timeout = 5000, ignoreInfinite = false } = options;
  await page.waitForFunction(
    (skipInfinite) =>
      document
        .getAnimations()
        .filter((a) => !(skipInfinite && a.effect?.getComputedTiming().iterations === Infinity)).length === 0,
    ignoreInfinite,
    { timeout, polling: 'raf' },
  );
}

export interface CollectPageErrorsOptions {
  /**
   * Messages matching any of these are not recorded (e.g. an expected 401 that Chromium logs as
   * "Failed to load resource"). Matched against the recorded line, which ends with the source URL.
   * The browser's own request for /favicon.ico is always ignored.
   */
  ignore?: RegExp[];
  /** record `console.warn` too (the menu walk: a library's warning, like ECharts' on a hidden chart, is a defect) */
  warnings?: boolean;
}

const ALWAYS_IGNORED = [/^console\.error: Failed to load resource: .*\(\S+\/favicon\.ico:\d+\)$/];

/**
 * Starts recording uncaught page errors (`pageerror`), `console.error` messages and content-policy violations
 * (every preview serves the build with the policy of src/config/security-headers.ts, so a walk that collects
 * errors is a CSP walk too) of `page`. Returns a live array; assert at the end of the test with
 * `expect(errors).toEqual([])`. Call it before `page.goto` so that errors during load are caught.
 */
export function collectPageErrors(page: Page, options: CollectPageErrorsOptions = {}): string[] {
  const errors: string[] = [];
  // a violation is reported by an event as well as on the console: record it as one line that says what broke
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(
        `CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      ),
    );
  });
  const ignore = [...ALWAYS_IGNORED, ...(options.ignore ?? [])];
  const record = (message: string) => {
    if (!ignore.some((re) => re.test(message))) errors.push(message);
  };
  page.on('pageerror', (error: Error) => {
    record(`pageerror: ${error.message}${error.stack ? `\n${error.stack}` : ''}`);
  });
  page.on('console', (msg: ConsoleMessage) => {
    const type = msg.type();
    if (type !== 'error' && !(options.warnings && type === 'warning')) return;
    const { url, lineNumber } = msg.location();
    record(
      `console.${type === 'warning' ? 'warn' : type}: ${msg.text()}${url ? ` (${url}:${lineNumber})` : ''}`,
    );
  });
  return errors;
}

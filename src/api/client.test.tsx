import { http as mswHttp, HttpResponse, delay } from 'msw';
import fc from 'fast-check';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { getDb } from '@mocks/db';
import { aesDecrypt as mockDecrypt } from '@mocks/contract';
import { env } from '@/config/env';
import { setAccess } from '@/access/access-store';
import { session } from '@/session/session-store';
import { renderApp } from '@/test/render-app';
import { signIn } from '@/test/sign-in';
import { request, refreshSession, HTTP_TIMEOUT_MS, REFRESH_PATH } from './client';
import { ApiError } from './errors';
import { setFeedback } from './feedback';
import { authService } from './services/auth-service';
import { aesEncrypt } from './crypto';
import { toWire } from './wire';
import { expectTexts } from '@/test/table';

/** Count the requests that reach the mock for a path. */
function countRequests(pathPart: string) {
  const seen = { n: 0 };
  const on = ({ request: r }: { request: Request }) => {
    if (new URL(r.url).pathname.endsWith(pathPart)) seen.n += 1;
  };
  server.events.on('request:start', on);
  return seen;
}

function expireAccessTokens() {
  for (const t of getDb().data.tokens) t.expiresAt = Date.now() - 1;
}

afterEach(() => server.events.removeAllListeners());

/**
 * The app open at /login for the one signed in, whose menu holds only the page at `menuPath`, and `probe`
 * answering `code` with `msg`.
 */
async function openWithProbe(probe: string, code: number, msg: string, menuPath: string) {
  server.use(mswHttp.get(`*${probe}`, () => HttpResponse.json({ code, msg, data: null })));
  setAccess(1, [{ menuId: 1, name: menuPath, enName: menuPath, path: menuPath }], []);
  await signIn();
  renderApp('/login');
}

describe('29x licence answers', () => {
  it('five concurrent 29x answers open ONE dialog with the message, Close and 去购买 >>', async () => {
    await openWithProbe('/probe/quota', 291, '您的专业版授权已过期', '/application/index');
    const calls = Array.from({ length: 5 }, () => request({ url: '/probe/quota' }).catch((e: unknown) => e));
    const results = await Promise.all(calls);
    expect(results.every((e) => e instanceof ApiError && e.kind === 'quota' && e.code === 291)).toBe(true);
    const dialogs = await screen.findAllByRole('dialog');
    expect(dialogs).toHaveLength(1);
    const dialog = dialogs[0]!;
    expectTexts(dialog, '您的专业版授权已过期', '去购买 >>');
    // closing it lets the next 29x open a dialog again
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    await request({ url: '/probe/quota' }).catch(() => undefined);
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
  });

  it('2901 offers 去扩容 >> and no button appears when the purchase route is not in the menu', async () => {
    await openWithProbe('/probe/expand', 2901, '房间数已达上限', '/application/myApp');
    await request({ url: '/probe/expand' }).catch(() => undefined);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('去扩容 >>')).toBeInTheDocument();
  });
});

describe('401 and the token refresh', () => {
  it('ten concurrent 401s make exactly one refresh call, and each call resolves once with the retried result', async () => {
    await signIn();
    expireAccessTokens();
    const refreshes = countRequests(REFRESH_PATH);
    const userCalls = countRequests('/api/getUserInfo');
    const results = await Promise.all(Array.from({ length: 10 }, () => authService.userInfo()));
    expect(refreshes.n).toBe(1);
    expect(userCalls.n).toBe(20); // ten 401s, ten replays
    expect(results.map((u) => u.account)).toEqual(Array(10).fill('13800138000'));
    expect(session.get().tokens?.aToken).toBeTruthy();
  });

  it('a call that leaves while a refresh is in flight waits for it and carries the new token (no 401)', async () => {
    await signIn();
    const old = session.get().tokens!.aToken;
    const userCalls = countRequests('/api/getUserInfo');
    // the server reads the user call after the refresh has revoked the old token (then falls through to the mock)
    server.use(
      mswHttp.post('*/api/getUserInfo', async () => {
        await delay(100);
      }),
    );
    // a purchase refreshes the token and, at the same moment, the page refetches
    const [tokens, user] = await Promise.all([refreshSession(), authService.userInfo()]);
    expect(user.account).toBe('13800138000');
    expect(userCalls.n).toBe(1);
    expect(tokens.aToken).not.toBe(old);
    expect(session.get().tokens?.aToken).toBe(tokens.aToken);
  });

  it('a failed refresh rejects every waiting call, tells the user once and leaves for /login once', async () => {
    await signIn();
    expireAccessTokens();
    session.setTokens({ ...session.get().tokens!, rToken: 'forged-refresh-token' }, true);
    const error = vi.fn();
    const toLogin = vi.fn();
    const restore = setFeedback({ error, toLogin, pathname: () => '/wel/index' });
    const refreshes = countRequests(REFRESH_PATH);
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => authService.userInfo()));
    restore();
    expect(
      outcomes.every((o) => o.status === 'rejected' && (o.reason as ApiError).kind === 'unauthorized'),
    ).toBe(true);
    expect(refreshes.n).toBe(1);
    expect(toLogin).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(session.get().tokens).toBeNull();
  });

  it('without auto-login a 401 logs out to /login without refreshing', async () => {
    await signIn('13800138000', 'abc123456', false);
    expireAccessTokens();
    const toLogin = vi.fn();
    const restore = setFeedback({ toLogin, error: vi.fn(), pathname: () => '/wel/index' });
    const refreshes = countRequests(REFRESH_PATH);
    await expect(authService.userInfo()).rejects.toMatchObject({
      kind: 'unauthorized',
      message: '登录已过期，请重新登录',
    });
    restore();
    expect(refreshes.n).toBe(0);
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('a 401 from the login call itself is not refreshed', async () => {
    await signIn();
    server.use(
      mswHttp.post('*/api/authService/login', () =>
        HttpResponse.json({ code: 401, msg: '账号已冻结', data: null }, { status: 401 }),
      ),
    );
    const refreshes = countRequests(REFRESH_PATH);
    const toLogin = vi.fn();
    const restore = setFeedback({ toLogin, error: vi.fn() });
    await expect(authService.login('13800138000', 'abc123456')).rejects.toMatchObject({
      kind: 'unauthorized',
      message: '账号已冻结',
    });
    restore();
    expect(refreshes.n).toBe(0);
    expect(toLogin).not.toHaveBeenCalled();
  });
});

describe('failures that never reached a service', () => {
  it('a network failure gives 网关异常', async () => {
    server.use(mswHttp.get('*/probe/down', () => HttpResponse.error()));
    const error = vi.fn();
    const restore = setFeedback({ error });
    await expect(request({ url: '/probe/down' })).rejects.toMatchObject({
      kind: 'network',
      message: '网关异常',
    });
    restore();
    expect(error).toHaveBeenCalledWith('网关异常');
  });

  it('a 502 from the gateway also gives 网关异常; other codes show the server message or 网络异常', async () => {
    server.use(
      mswHttp.get('*/probe/502', () => new HttpResponse('bad gateway', { status: 502 })),
      mswHttp.get('*/probe/500', () =>
        HttpResponse.json({ code: 500, msg: '', data: null }, { status: 500 }),
      ),
      mswHttp.get('*/probe/400', () => HttpResponse.json({ code: 400, msg: '房型名称已存在', data: null })),
    );
    await expect(request({ url: '/probe/502', meta: { silent: true } })).rejects.toMatchObject({
      message: '网关异常',
    });
    await expect(request({ url: '/probe/500', meta: { silent: true } })).rejects.toMatchObject({
      message: '网络异常',
      code: 500,
    });
    await expect(request({ url: '/probe/400', meta: { silent: true } })).rejects.toMatchObject({
      message: '房型名称已存在',
      code: 400,
    });
  });

  it('gives up after 60 s with a clear timeout message (fake timers)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(
        mswHttp.get('*/probe/slow', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
      const p = request({ url: '/probe/slow', meta: { silent: true } }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1000);
      let settled = false;
      void p.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(2000);
      const e = (await p) as ApiError;
      expect(e.kind).toBe('timeout');
      expect(e.message).toBe('请求超时，请检查网络后重试');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the wire contract against the mock', () => {
  it('the mock decrypts whatever the client encrypts, for any Unicode text', () => {
    const keys = { key: env.aesKey, iv: env.aesIv };
    // bodies are JSON text, never empty: the mock reads an empty plain text as a failed decryption
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1 }), (s) => mockDecrypt(aesEncrypt(s, keys)) === s),
      { numRuns: 300 },
    );
  });

  it('an encrypted body with any Unicode field reaches the mock intact', async () => {
    const keys = { key: env.aesKey, iv: env.aesIv };
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme' }), async (s) => {
        const w = await toWire(
          { method: 'post', headers: {}, data: { note: s }, meta: {} },
          {
            keys,
            rsaPublicKey: env.rsaPublicKey,
            token: null,
            placeId: 3,
            netbar: false,
          },
        );
        const body = JSON.parse(mockDecrypt((w.data as { param: string }).param) ?? 'null') as {
          note: string;
          placeId: number;
        };
        return body.note === s && body.placeId === 3;
      }),
      { numRuns: 100 },
    );
  });

  it('a wrong password rejects with the server message', async () => {
    const res = await authService.login('13800138000', 'wrong1234').catch((e: unknown) => e);
    expect(res).toMatchObject({ message: '账号或密码错误' });
  });
});

describe('session ends fully on logout', () => {
  it('clears tokens, cookie and storage even when the server cannot be reached', async () => {
    const { logout } = await import('@/session/flows');
    await signIn();
    sessionStorage.setItem('merchant-tags', '[]');
    server.use(mswHttp.post('*/api/authService/logout', () => HttpResponse.error()));
    await logout();
    expect(session.get().tokens).toBeNull();
    expect(document.cookie).not.toContain('merchant-token');
    expect(sessionStorage.length).toBe(0);
    await waitFor(() => expect(sessionStorage.getItem('merchant-session')).toBeNull());
  });
});

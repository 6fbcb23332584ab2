import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { server as mswServer } from '../node';
import { CLOSED_BY_MOCK, openSocketCount } from '../realtime';
import { DEMO_USERS } from '../seed';
import { TestClient } from '../test-client';
import { startMockServer, type RunningMockServer } from './app';

/** Raw HTTP, so nothing (fetch's CORS rules, msw) stands between the test and the socket. */
function raw(url: string, method: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }>((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('stand-alone mock server', () => {
  let running: RunningMockServer;
  const lines: string[] = [];

  beforeAll(async () => {
    // The vitest setup intercepts every request of this process with msw; here the requests must reach
    // the real socket.
    mswServer.close();
    running = await startMockServer({ port: 0, log: (l) => lines.push(l) });
  });

  afterAll(async () => {
    await running.close();
    mswServer.listen({ onUnhandledRequest: 'error' });
  });

  it('answers /__health and logs one line per request', async () => {
    const res = await raw(`${running.url}/__health`, 'GET');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ code: 200 });
    expect(lines.at(-1)).toMatch(/^GET \/__health -> 200 code=200 \d+ms$/);
  });

  it('serves the handlers over real HTTP with the encrypted contract', async () => {
    const c = new TestClient(running.url);
    await c.login(DEMO_USERS.owner);
    const places = await c.post<unknown[]>('/business-merchant/businessPlace/getOwnPlaceList');
    expect(places.status).toBe(200);
    expect(places.body.data).toHaveLength(12);
    const menus = await c
      .enter(1001)
      .get<{ menus: unknown[] }>('/api/merchantMenus', { product: 'merchant' });
    expect(menus.body.code).toBe(200);
    const bad = await c.post('/api/getUserInfo', {}, { source: null });
    expect(bad.status).toBe(400);
  });

  it('takes a multipart upload over real HTTP', async () => {
    const c = new TestClient(running.url);
    await c.login(DEMO_USERS.owner);
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const res = await c
      .enter(1001)
      .postForm<{ url: string }>(
        '/common-system/minio/upload',
        { file: { filename: 'a.jpg', type: 'image/jpeg', bytes } },
        { headers: { picClass: 'avatar', platform: '1' } },
      );
    expect(res.body.code).toBe(200);
    expect(res.body.data.url).toBe(`data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`);
  });

  it('answers CORS preflights and reflects the origin', async () => {
    const origin = 'http://localhost:5173';
    const pre = await raw(`${running.url}/api/authService/login`, 'OPTIONS', {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'source,authorization,index,content-type',
    });
    expect(pre.status).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe(origin);
    expect(String(pre.headers['access-control-allow-headers'])).toBe(
      'source, Authorization, index, Content-Type, picClass, platform',
    );
    expect(String(pre.headers['access-control-allow-methods'])).toContain('POST');
    const post = await raw(
      `${running.url}/api/authService/login`,
      'POST',
      { Origin: origin, 'Content-Type': 'application/json' },
      '{}',
    );
    expect(post.headers['access-control-allow-origin']).toBe(origin);
    expect(JSON.parse(post.body)).toMatchObject({ code: 400, msg: '非法请求来源' });
  });

  it('answers a JSON 404 envelope for unknown paths', async () => {
    for (const path of ['/nothing', '/api/none/such']) {
      const res = await raw(`${running.url}${path}`, 'GET');
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body)).toMatchObject({ code: 404, data: null });
    }
  });

  it('changes TTLs and resets through /__mock endpoints', async () => {
    const c = new TestClient(running.url);
    await c.login(DEMO_USERS.owner);
    const set = await raw(
      `${running.url}/__mock/settings`,
      'POST',
      { 'Content-Type': 'application/json' },
      '{"accessTokenTtlMs":1}',
    );
    expect(JSON.parse(set.body)).toMatchObject({ code: 200, data: { accessTokenTtlMs: 1 } });
    await c.login(DEMO_USERS.owner);
    await new Promise((r) => setTimeout(r, 5));
    expect((await c.post('/api/getUserInfo')).body.msg).toBe('登录已过期，请重新登录');
    const badSetting = await raw(
      `${running.url}/__mock/settings`,
      'POST',
      { 'Content-Type': 'application/json' },
      '{"nope":1}',
    );
    expect(badSetting.status).toBe(400);

    const reset = await raw(`${running.url}/__mock/reset`, 'POST');
    expect(JSON.parse(reset.body)).toMatchObject({ code: 200 });
    // the reset forgot the session and restored the default TTL
    expect((await c.post('/api/getUserInfo')).body.msg).toBe('登录状态已失效，请重新登录');
    expect((await c.login(DEMO_USERS.owner)).expires_in).toBe(86400);
  });

  it('serves the goods test control: the front desk sells', async () => {
    const json = { 'Content-Type': 'application/json' };
    const sold = await raw(
      `${running.url}/__mock/goods/sell`,
      'POST',
      json,
      '{"placeId":1001,"goodsId":1,"num":2}',
    );
    expect(JSON.parse(sold.body)).toEqual({ code: 200, msg: '售出成功', data: { stock: 118, sent: 0 } });
    const short = await raw(`${running.url}/__mock/goods/sell`, 'POST', json, '{"placeId":1001,"goodsId":7}');
    expect(short.status).toBe(400);
    expect(JSON.parse(short.body)).toMatchObject({ code: 400, msg: '库存不足' });
  });

  it('serves the push socket: heartbeat, pushed frames, closed by /__mock/socket/close', async () => {
    // signed in as the owner: the socket's first frame is the session's token
    const owner = new TestClient(running.url);
    await owner.login(DEMO_USERS.owner);
    const me = (await owner.post<{ id: number }>('/api/getUserInfo', {}, { index: null })).body.data.id;
    const wsUrl = `${running.url.replace(/^http/, 'ws')}/webSocket/merchant,1001,${me}`;
    const client = new WebSocket(wsUrl);
    const messages: string[] = [];
    client.on('message', (data) => messages.push(String(data)));
    const closed = new Promise<number>((resolve) => client.on('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      client.once('open', () => resolve());
      client.once('error', reject);
    });
    expect(lines).toContain(`WS /webSocket/merchant,1001,${me} -> 101`);
    const next = (n: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`got ${JSON.stringify(messages)}`)), 5000);
        const check = () => {
          if (messages.length < n) return;
          clearTimeout(timer);
          client.off('message', check);
          resolve();
        };
        client.on('message', check);
        check();
      });

    client.send(JSON.stringify({ type: 'auth', token: owner.token }));
    client.send('{"type":"heartbeat"}');
    await next(1);
    expect(messages).toEqual(['success']);

    const json = { 'Content-Type': 'application/json' };
    const frame = { businessType: 4, data: { roomId: 3, patch: { status: 2 } } };
    const pushed = await raw(
      `${running.url}/__mock/push`,
      'POST',
      json,
      JSON.stringify({ placeId: 1001, frame }),
    );
    expect(JSON.parse(pushed.body)).toMatchObject({ code: 200, data: { sent: 1 } });
    await raw(`${running.url}/__mock/push`, 'POST', json, '{"placeId":1001,"frame":"raw text"}');
    await next(3);
    expect(JSON.parse(messages[1]!)).toEqual(frame);
    expect(messages[2]).toBe('raw text');

    const close = await raw(`${running.url}/__mock/socket/close`, 'POST', json, '{"placeId":1001}');
    expect(JSON.parse(close.body)).toMatchObject({ code: 200, data: { closed: 1 } });
    expect(await closed).toBe(CLOSED_BY_MOCK);
    expect(openSocketCount(1001)).toBe(0);
  });

  it('refuses sockets of unknown places and other paths', async () => {
    const base = running.url.replace(/^http/, 'ws');
    for (const [path, status] of [
      ['/webSocket/merchant,424242,1', 404],
      ['/webSocket/merchant,x,1', 400],
      ['/elsewhere', 404],
    ] as const) {
      const client = new WebSocket(`${base}${path}`);
      const got = await new Promise<number>((resolve) => {
        // with this listener the refused handshake is ours to end (no 'error' from ws)
        client.once('unexpected-response', (req, res) => {
          req.destroy();
          resolve(res.statusCode ?? 0);
        });
        client.once('open', () => {
          client.close();
          resolve(101);
        });
      });
      expect(got, path).toBe(status);
    }
    expect(openSocketCount()).toBe(0);
  });

  it('ends open sockets when it closes', async () => {
    const other = await startMockServer({ port: 0, log: false });
    const client = new WebSocket(`${other.url.replace(/^http/, 'ws')}/webSocket/merchant,1002,1`);
    await new Promise((resolve) => client.once('open', resolve));
    const closed = new Promise((resolve) => client.once('close', resolve));
    await other.close();
    await closed;
    expect(openSocketCount(1002)).toBe(0);
  });

  it('runs stand-alone under tsx, reading .env itself, and stops on SIGTERM', async () => {
    const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
    const env: NodeJS.ProcessEnv = { ...process.env, MOCK_PORT: '0' };
    // the child must find the keys in .env, not inherit them
    for (const k of Object.keys(env)) if (k.startsWith('VITE_') || k.startsWith('MOCK_AES')) delete env[k];
    const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server/main.ts'], { cwd: root, env });
    let out = '';
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start: ${out}`)), 20_000);
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /listening on (http:\/\/\S+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      });
    });
    const c = new TestClient(url);
    await c.login(DEMO_USERS.owner);
    expect((await c.post('/api/getUserInfo')).body.code).toBe(200);
    const code = await new Promise<number | null>((resolve) => {
      child.on('exit', (c) => resolve(c));
      child.kill('SIGTERM');
    });
    expect(code).toBe(0);
    expect(out).toContain('SIGTERM: stopping mock backend');
  }, 30_000);
});

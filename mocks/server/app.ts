/**
 * The mock backend as a real HTTP server (e2e tests, a front-desk client on another port, curl). Each
 * request becomes a Fetch `Request` and goes through the same msw handlers as in the browser and vitest.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { getResponse } from 'msw';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { handlers } from '../domains';
import { parseSocketPath, registerSocket, socketPlaceExists, SOCKET_PATH_PREFIX } from '../realtime';

export interface MockServerOptions {
  port?: number;
  host?: string;
  /** one line per request; default console.log, false for silence */
  log?: ((line: string) => void) | false;
}

export interface RunningMockServer {
  server: Server;
  /** e.g. http://127.0.0.1:3100 */
  url: string;
  port: number;
  close(): Promise<void>;
}

// picClass and platform travel with uploads (/common-system/minio/upload)
const ALLOW_HEADERS = 'source, Authorization, index, Content-Type, picClass, platform';
const ALLOW_METHODS = 'GET, POST, OPTIONS';

function cors(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  // reflected rather than '*' so a page may also send credentials if it ever needs to
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Headers': ALLOW_HEADERS,
    'Access-Control-Allow-Methods': ALLOW_METHODS,
    'Access-Control-Max-Age': '600',
    // an export's file name (a blob answer) is read by the page from this header
    'Access-Control-Expose-Headers': 'Content-Disposition',
    Vary: 'Origin',
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function toFetchRequest(req: IncomingMessage, base: string): Promise<Request> {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) headers.append(k, one);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(new URL(req.url ?? '/', base), {
    method,
    headers,
    body: body?.length ? new Uint8Array(body) : undefined,
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string>): string {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...extra, 'Content-Type': 'application/json; charset=utf-8' });
  res.end(text);
  return text;
}

/** `code` of a JSON envelope, for the log line. */
function envelopeCode(text: string): string {
  try {
    const v = JSON.parse(text) as { code?: unknown };
    return typeof v.code === 'number' ? ` code=${v.code}` : '';
  } catch {
    return '';
  }
}

async function answer(req: IncomingMessage, res: ServerResponse, base: string): Promise<string> {
  const headers = cors(req);
  const path = (req.url ?? '/').split('?')[0];
  if (req.method === 'OPTIONS') {
    res.writeHead(204, headers);
    res.end();
    return '';
  }
  if (path === '/__health') {
    return sendJson(
      res,
      200,
      { code: 200, msg: 'ok', data: { uptime: Math.round(process.uptime()) } },
      headers,
    );
  }
  const request = await toFetchRequest(req, base);
  const response = await getResponse(handlers, request);
  if (!response) {
    return sendJson(res, 404, { code: 404, msg: `接口不存在: ${path}`, data: null }, headers);
  }
  const out: Record<string, string> = {};
  response.headers.forEach((v, k) => {
    out[k] = v;
  });
  const text = await response.text();
  res.writeHead(response.status, { ...out, ...headers });
  res.end(text);
  return text;
}

function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function textOf(data: RawData, isBinary: boolean): string | null {
  if (isBinary) return null;
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

/**
 * WebSocket upgrades: the push socket (spec §4 "Push messages": /webSocket/merchant,{placeId},{userId}), served
 * from the same registry as msw's link in the browser (mocks/realtime.ts). Other paths answer 404, unknown
 * places 404 too (the console then backs off as from a server that refuses it).
 * Returns the status line of the answer, for the log.
 */
export function handleUpgrade(
  wss: WebSocketServer,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
): string {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (!path.startsWith(SOCKET_PATH_PREFIX)) {
    refuseUpgrade(socket, '404 Not Found');
    return '404';
  }
  const target = parseSocketPath(path);
  if (!target) {
    refuseUpgrade(socket, '400 Bad Request');
    return '400';
  }
  if (!socketPlaceExists(target.placeId)) {
    refuseUpgrade(socket, '404 Not Found');
    return '404 unknown place';
  }
  wss.handleUpgrade(req, socket, head, (client: WebSocket) => {
    const registered = registerSocket(target.placeId, target.userId, {
      send: (text) => client.send(text),
      close: (code, reason) => client.close(code, reason),
    });
    client.on('message', (data, isBinary) => registered.receive(textOf(data, isBinary)));
    client.on('close', () => registered.remove());
    // a client that vanishes without a close frame is cleaned up by its socket's error
    client.on('error', () => registered.remove());
  });
  return '101';
}

export function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log === false ? () => {} : (options.log ?? ((line: string) => console.log(line)));
  let base = `http://${host}`;
  const server = createServer((req, res) => {
    const started = Date.now();
    answer(req, res, base)
      .then((text) => {
        log(`${req.method} ${req.url} -> ${res.statusCode}${envelopeCode(text)} ${Date.now() - started}ms`);
      })
      .catch((e: unknown) => {
        log(`${req.method} ${req.url} -> 500 ${String(e)}`);
        if (!res.headersSent) sendJson(res, 500, { code: 500, msg: '服务器内部错误', data: null }, cors(req));
        else res.end();
      });
  });
  // no ping timers and no per-message compression: the console's heartbeat keeps the socket alive
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024, perMessageDeflate: false });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const status = handleUpgrade(wss, req, socket, head);
    log(`WS ${req.url} -> ${status}`);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3100, host, () => {
      const { port } = server.address() as AddressInfo;
      base = `http://${host}:${port}`;
      resolve({
        server,
        url: base,
        port,
        close: () =>
          new Promise<void>((done) => {
            // upgraded sockets are no longer the HTTP server's connections: end them here
            for (const client of wss.clients) client.terminate();
            wss.close();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

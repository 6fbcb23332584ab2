/**
 * Stand-alone mock backend: `npx tsx mocks/server/main.ts` (or `npm run mock:server`).
 * MOCK_PORT (default 3100), MOCK_AES_KEY / MOCK_AES_IV override the keys read from .env.
 */
import { startMockServer } from './app';

const port = Number(process.env.MOCK_PORT ?? 3100);

const running = await startMockServer({ port });
console.log(
  `mock backend listening on ${running.url} (POST /__mock/reset, /__mock/session, /__mock/settings, /__mock/pay, /__mock/push, ` +
    `/__mock/socket/close, /__mock/notification, /__mock/payOrder; GET /__health; WebSocket /webSocket/merchant,{placeId},{userId})`,
);

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping mock backend`);
  void running.close().then(() => process.exit(0));
  // a stuck connection must not keep the process alive
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

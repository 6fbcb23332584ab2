/**
 * The push socket in the browser and in vitest (msw's `ws` link), and the test controls that push a frame or
 * close a place's sockets in every serving mode. The stand-alone server serves the same registry over a real
 * WebSocket (mocks/server/app.ts).
 */
import { http, ws, type WebSocketHandler } from 'msw';
import { controlBody, controlRefusal, ok, toResponse } from '../../contract';
import {
  closeSockets,
  parseSocketPath,
  pushTo,
  registerSocket,
  socketPlaceExists,
  UNKNOWN_PLACE,
} from '../../realtime';
import { int } from '../../validate';

const pushLink = ws.link('*/webSocket/*');

/** `{host}/webSocket/merchant,{placeId},{userId}`: sockets of unknown paths or places are closed at once. */
export const socketHandler: WebSocketHandler = pushLink.addEventListener('connection', ({ client }) => {
  const target = parseSocketPath(client.url.pathname);
  if (!target || !socketPlaceExists(target.placeId)) {
    client.close(UNKNOWN_PLACE, 'unknown place');
    return;
  }
  const registered = registerSocket(target.placeId, target.userId, {
    send: (text) => client.send(text),
    close: (code, reason) => client.close(code, reason),
  });
  client.addEventListener('message', (event) => registered.receive(event.data));
  client.addEventListener('close', () => registered.remove());
});

async function placeOf(request: Request): Promise<{ placeId: number | null; body: Record<string, unknown> }> {
  const body = await controlBody(request);
  return { placeId: int(body?.placeId), body: body ?? {} };
}

/** Test hooks, no contract checks (like /__mock/pay). */
export const socketControlHandlers = [
  /** POST /__mock/push {placeId, frame}: an object goes as JSON, a string as it is. */
  http.post('*/__mock/push', async ({ request }) => {
    const { placeId, body } = await placeOf(request);
    if (placeId === null) return controlRefusal('placeId 必须是整数');
    if (body.frame === undefined || body.frame === null) return controlRefusal('frame 不能为空');
    return toResponse(ok({ sent: pushTo(placeId, body.frame) }, '推送成功'));
  }),
  /** POST /__mock/socket/close {placeId}: the place's sockets close as on a server restart. */
  http.post('*/__mock/socket/close', async ({ request }) => {
    const { placeId } = await placeOf(request);
    if (placeId === null) return controlRefusal('placeId 必须是整数');
    return toResponse(ok({ closed: closeSockets(placeId) }, '已关闭'));
  }),
];

/** Test controls (reset, settings) and the last handler, which answers the calls nobody mocked. */
import { http, type HttpHandler } from 'msw';
import { getMockSettings, resetDb, resetPlace, setMockSettings, type MockSettings } from '../db';
import { int } from '../validate';
import { CONTRACT_MSG, fail, ok, toResponse } from './wire';
import { knownRoutes } from './router';

/* ------------------------------------------------------------------ mock control and fallback */

/**
 * The JSON body of a control call (`/__mock/*`), or null when it sent none or no JSON: a control reads its fields
 * leniently and answers what is missing with `controlRefusal`.
 */
export const controlBody = async (request: Request): Promise<Record<string, unknown> | null> =>
  (await request.json().catch(() => null)) as Record<string, unknown> | null;

/** A control call refused: HTTP 400, code 400 and why. */
export const controlRefusal = (msg: string): Response => toResponse(fail(400, msg, 400));

/** Test hooks: reset to seed, read or change TTLs. No contract checks: e2e tests call them with plain fetch. */
export const controlHandlers: HttpHandler[] = [
  // a body { placeId } resets only that place's rows (tokens and other places stay)
  http.post('*/__mock/reset', async ({ request }) => {
    const body = await controlBody(request);
    const placeId = int(body?.placeId);
    if (placeId !== null) resetPlace(placeId);
    else resetDb();
    return toResponse(ok(null, '重置成功'));
  }),
  http.get('*/__mock/settings', () => toResponse(ok(getMockSettings()))),
  http.post('*/__mock/settings', async ({ request }) => {
    let patch: Partial<MockSettings>;
    try {
      patch = (await request.json()) as Partial<MockSettings>;
      return toResponse(ok(setMockSettings(patch), '更新成功'));
    } catch (e) {
      return toResponse(fail(400, e instanceof Error ? e.message : CONTRACT_MSG.badParam, 400));
    }
  }),
];

/** Paths that belong to the backend; anything else (Vite modules, assets) passes through untouched. */
const BACKEND_PATH = /^\/(api|business-[\w-]+|common-[\w-]+)\//;

/** Last handler: an envelope for backend calls nobody mocked yet, instead of Vite's index.html. */
export const fallbackHandler: HttpHandler = http.all(
  ({ request }) => BACKEND_PATH.test(new URL(request.url).pathname),
  ({ request }) => {
    const path = new URL(request.url).pathname;
    const methods = knownRoutes.get(path);
    if (methods && !methods.has(request.method)) return toResponse(fail(405, CONTRACT_MSG.badMethod, 405));
    return toResponse(fail(404, `${CONTRACT_MSG.notFound}: ${path}`, 404));
  },
);

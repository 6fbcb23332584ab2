import { describe, expect, it } from 'vitest';
import { checkApi, checkPush, checkScreen, checkSpeech, checkStorage, SLOW_MS } from './self-test';

describe('the self-test of /test/index', () => {
  it('times the backend: fast is fine, slow is worth a word, a failure says why', async () => {
    let t = 0;
    const clock = () => t;
    const answer = (ms: number) => async () => void (t += ms);
    expect(await checkApi(answer(120), clock)).toEqual({
      status: 'ok',
      detail: 'diagnostics.apiOk',
      values: { ms: 120 },
    });
    expect((await checkApi(answer(SLOW_MS), clock)).status).toBe('warn');
    expect(
      await checkApi(async () => {
        throw new Error('网关异常');
      }, clock),
    ).toEqual({ status: 'fail', detail: 'diagnostics.apiFailed', values: { reason: '网关异常' } });
  });

  it('reads the push socket, storage and cookies, the width and speech', () => {
    expect(checkPush('open').status).toBe('ok');
    expect(checkPush('waiting').status).toBe('warn');
    expect(checkPush('given-up').status).toBe('fail');
    const store = new Map<string, string>();
    const storage = {
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    expect(checkStorage(storage, true)).toEqual({ status: 'ok', detail: 'diagnostics.storageOk' });
    expect(store.size).toBe(0);
    expect(checkStorage(storage, false).detail).toBe('diagnostics.cookiesOff');
    const blocked = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(checkStorage(blocked, true).status).toBe('fail');
    expect(checkStorage(null, true).status).toBe('fail');
    expect(checkScreen(1440).status).toBe('ok');
    expect(checkScreen(1024)).toEqual({
      status: 'warn',
      detail: 'diagnostics.screenNarrow',
      values: { width: 1024, min: 1280 },
    });
    expect(checkSpeech(false).status).toBe('warn');
  });
});

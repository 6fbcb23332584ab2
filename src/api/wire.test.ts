import fc from 'fast-check';
import { aesDecrypt, aesEncrypt, splitForRsa } from './crypto';
import { toWire, type WireContext } from './wire';

const keys = { key: 'Mc4Hotel&Netbar!', iv: '0102030405060708' };
const ctx = (over: Partial<WireContext> = {}): WireContext => ({
  keys,
  rsaPublicKey: '',
  token: 'tok',
  placeId: 7,
  netbar: false,
  ...over,
});

describe('request steps', () => {
  it('sends source, auth and index headers; source names the product identity', async () => {
    const w = await toWire({ method: 'post', headers: {}, data: { a: 1 }, meta: {} }, ctx());
    expect(aesDecrypt(w.headers.source!, keys)).toBe('merchant');
    expect(w.headers.Authorization).toBe('Bearer tok');
    expect(w.headers.index).toBe('7');
    const nb = await toWire({ method: 'post', headers: {}, data: {}, meta: {} }, ctx({ netbar: true }));
    expect(aesDecrypt(nb.headers.source!, keys)).toBe('netbarMerchant');
  });

  it('login-like calls send neither auth nor index', async () => {
    const w = await toWire(
      { method: 'post', headers: {}, data: {}, meta: { auth: false, index: false } },
      ctx(),
    );
    expect(w.headers).not.toHaveProperty('Authorization');
    expect(w.headers).not.toHaveProperty('index');
  });

  it('adds placeId to GET query and to the encrypted POST body, unless opted out', async () => {
    const g = await toWire({ method: 'get', headers: {}, params: { pageNumber: 1 }, meta: {} }, ctx());
    expect(g.params).toEqual({ placeId: 7, pageNumber: 1 });
    const p = await toWire({ method: 'post', headers: {}, data: { name: '房' }, meta: {} }, ctx());
    expect(JSON.parse(aesDecrypt((p.data as { param: string }).param, keys))).toEqual({
      placeId: 7,
      name: '房',
    });
    const o = await toWire(
      { method: 'post', headers: {}, data: { name: 'x' }, meta: { placeId: false } },
      ctx(),
    );
    expect(JSON.parse(aesDecrypt((o.data as { param: string }).param, keys))).toEqual({ name: 'x' });
  });

  it('form-serialises flagged calls and leaves plain calls as JSON', async () => {
    const f = await toWire({ method: 'post', headers: {}, data: { a: 1 }, meta: { form: true } }, ctx());
    expect(f.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    const param = new URLSearchParams(f.data as string).get('param')!;
    expect(JSON.parse(aesDecrypt(param, keys))).toEqual({ placeId: 7, a: 1 });
    const plain = await toWire(
      { method: 'post', headers: {}, data: { a: 1 }, meta: { encrypt: false } },
      ctx(),
    );
    expect(plain.data).toEqual({ placeId: 7, a: 1 });
  });

  it('passes uploads (FormData) through with the place id and no Content-Type of its own', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    const w = await toWire({ method: 'post', headers: { picClass: 'avatar' }, data: form, meta: {} }, ctx());
    expect(w.data).toBe(form);
    expect(form.get('placeId')).toBe('7');
    expect(w.headers).not.toHaveProperty('Content-Type');
    expect(w.headers.picClass).toBe('avatar');
  });

  it('AES round-trips any Unicode text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => aesDecrypt(aesEncrypt(s, keys), keys) === s),
      {
        numRuns: 200,
      },
    );
  });

  it('RSA pieces never exceed one block and never split a character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (s) => {
        const pieces = splitForRsa(s);
        return pieces.join('') === s && pieces.every((p) => new TextEncoder().encode(p).length <= 117);
      }),
      { numRuns: 200 },
    );
  });
});

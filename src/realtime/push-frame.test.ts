import { describe, expect, it } from 'vitest';
import { MAX_FRAME_BYTES, PUSH_KIND, kindOf, readFrame } from './push-frame';

describe('readFrame', () => {
  it('reads every kind of the §4 table, by businessType or else type', () => {
    for (const kind of Object.values(PUSH_KIND)) {
      const r = readFrame(JSON.stringify({ businessType: kind, data: {} }));
      expect(r).toEqual({ ok: true, frame: { businessType: kind, data: {} } });
    }
    const warning = readFrame('{"type":101,"msg":"注意"}');
    expect(warning).toEqual({ ok: true, frame: { type: 101, msg: '注意' } });
    expect(kindOf({ businessType: 9, type: 101 })).toBe(9);
    expect(kindOf({ type: 101 })).toBe(101);
    expect(kindOf({ businessType: null as unknown as number, type: 101 })).toBe(101);
  });

  it('ignores the heartbeat reply and names why a frame is dropped', () => {
    expect(readFrame('success')).toEqual({ ok: false, reason: 'ack' });
    expect(readFrame(new Uint8Array(2))).toEqual({ ok: false, reason: 'binary' });
    expect(readFrame('{oops')).toEqual({ ok: false, reason: 'not JSON' });
    expect(readFrame('"text"')).toEqual({ ok: false, reason: 'not an object' });
    expect(readFrame('[{"type":101}]')).toEqual({ ok: false, reason: 'not an object' });
    expect(readFrame('{"businessType":8}')).toEqual({ ok: false, reason: 'unknown kind' });
    expect(readFrame('{"msg":"no kind"}')).toEqual({ ok: false, reason: 'unknown kind' });
  });

  it('drops frames over 64 KB, counting UTF-8 bytes', () => {
    const frame = (msg: string) => JSON.stringify({ type: 101, msg });
    const overhead = frame('').length;
    expect(readFrame(frame('a'.repeat(MAX_FRAME_BYTES - overhead))).ok).toBe(true);
    expect(readFrame(frame('a'.repeat(MAX_FRAME_BYTES - overhead + 1)))).toEqual({
      ok: false,
      reason: 'too large',
    });
    // 3 bytes per character: under 64 K characters, over 64 KB
    const wide = frame('界'.repeat(Math.ceil(MAX_FRAME_BYTES / 3)));
    expect(wide.length).toBeLessThan(MAX_FRAME_BYTES);
    expect(readFrame(wide)).toEqual({ ok: false, reason: 'too large' });
  });
});

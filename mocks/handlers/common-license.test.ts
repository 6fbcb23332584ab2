import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../seed';
import { TestClient } from '../test-client';

const PUBLIC = path.resolve(import.meta.dirname, '../../public');

describe('strategy/getOpenStrategyList', () => {
  it('answers three banners whose images the console serves itself (offline)', async () => {
    const c = new TestClient();
    await c.login(DEMO_USERS.owner);
    c.enter(1001);
    const res = await c.post<Array<{ id: number; imgUrl: string; title: string; link: string }>>(
      '/common-license/strategy/getOpenStrategyList',
    );
    expect(res.body.code).toBe(200);
    expect(res.body.data).toHaveLength(3);
    expect(res.body.data[0]).toMatchObject({ title: '春季房费立减活动' });
    for (const s of res.body.data) {
      expect(s.imgUrl).toMatch(/^\/mock-assets\/[\w-]+\.svg$/);
      const file = path.join(PUBLIC, s.imgUrl);
      expect(existsSync(file), s.imgUrl).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain('width="960" height="80"');
      expect(svg).toContain(s.title);
      expect(s.link).toMatch(/^(\/|https:\/\/)/);
    }
    // place-scoped
    expect((await c.enter(null).post('/common-license/strategy/getOpenStrategyList')).body.code).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import { ServerResponse, type IncomingMessage } from 'node:http';
import { ASSET_CACHE, assetCacheMiddleware } from './preview-cache';

/** an answer written as vite's static server writes it: its headers in writeHead, no-cache among them */
function serve(url: string): ServerResponse {
  const req = { url, method: 'GET' } as IncomingMessage;
  const res = new ServerResponse(req);
  assetCacheMiddleware(req, res, () =>
    res.writeHead(200, { 'Cache-Control': 'no-cache', 'Content-Type': 'text/javascript' }),
  );
  return res;
}

describe('the preview caches the hashed build files as the deployment does', () => {
  it('serves /assets/ for a year, immutable', () => {
    const res = serve('/assets/boot-BarIJVa9.js');
    expect(res.getHeader('Cache-Control')).toBe(ASSET_CACHE);
    expect(res.getHeader('Content-Type')).toBe('text/javascript');
  });

  it('leaves index.html and the routes as the server writes them (no-cache: a deployment is seen at once)', () => {
    for (const url of ['/shop/goodsManage', '/index.html', '/prepaint.js']) {
      const res = serve(url);
      expect(res.writeHead).toBe(ServerResponse.prototype.writeHead);
      expect(res.getHeader('Cache-Control')).toBeUndefined();
    }
  });
});

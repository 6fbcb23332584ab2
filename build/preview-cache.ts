import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

/** what docs/deploy/nginx.conf sends for the hashed build files (`expires 1y` and `public, immutable`) */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * `vite preview` serves the hashed build files (/assets/…) as the deployment does: cached for a year, never
 * asked for again (docs/deploy/nginx.conf). Vite's preview sends them `no-cache`, so every reload of a console
 * page revalidated its ~100 chunks one by one, which no user of a deployed console waits for; the e2e tests and
 * `npm run bench` (issue 18's reload) run against the preview. index.html and every route stay `no-cache`.
 */
export function previewAssetCache(): Plugin {
  return {
    name: 'merchant-preview-asset-cache',
    configurePreviewServer(server) {
      server.middlewares.use(assetCacheMiddleware);
    },
  };
}

/** Rewrites the Cache-Control of an /assets/ answer as it is written (the static server sets its own). */
export function assetCacheMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  if (req.url?.startsWith('/assets/')) {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((...args: unknown[]) => {
      for (const a of args)
        if (a && typeof a === 'object' && !Array.isArray(a))
          for (const k of Object.keys(a))
            if (k.toLowerCase() === 'cache-control') delete (a as Record<string, unknown>)[k];
      res.setHeader('Cache-Control', ASSET_CACHE);
      return writeHead(...args);
    }) as ServerResponse['writeHead'];
  }
  next();
}

import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

const frame = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));

/**
 * The timed steps of a bench page (the room board's, the seat map's; `npm run bench`, scripts/bench.mjs reads
 * Chrome's own main-thread counters around each): a grid mounted on #root and unmounted, one tile's change. A
 * mount counts until two frames later, so what is drawn after the first layout (content-visibility) is
 * included. `renders` counts the tiles rendered so far (the grid's own counter).
 */
export function benchRoot(renders: () => number) {
  const container = document.getElementById('root')!;
  let root: Root | null = null;
  return {
    /**
     * mounts what `render` gives (called within the timing); resolves two frames after, with the synchronous
     * part (render + first layout) in ms
     */
    async mount(render: () => ReactNode) {
      root = createRoot(container);
      const t0 = performance.now();
      flushSync(() => root!.render(render()));
      void container.offsetHeight;
      const ms = performance.now() - t0;
      await frame();
      await frame();
      return ms;
    },
    async unmount() {
      root?.unmount();
      root = null;
      await frame();
    },
    /** `change` to the mounted grid: the time until laid out again, and the tiles re-rendered */
    async update(change: () => void) {
      const before = renders();
      const t0 = performance.now();
      flushSync(change);
      void container.offsetHeight;
      const ms = performance.now() - t0;
      await frame();
      return { ms, renders: renders() - before };
    },
    /** how many elements of the page match `selector` (the tiles mounted) */
    count: (selector: string) => container.querySelectorAll(selector).length,
  };
}

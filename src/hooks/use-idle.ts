import { useEffect } from 'react';

const ACTIVITY = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Call `onIdle` once no input has happened for `ms` (0 turns it off). setTimeout-based, so fake timers drive it.
 * @example useIdle(10 * 60_000, () => lockScreen.lock(location.pathname));
 */
export function useIdle(ms: number, onIdle: () => void): void {
  useEffect(() => {
    if (ms <= 0) return;
    let timer = setTimeout(onIdle, ms);
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(onIdle, ms);
    };
    ACTIVITY.forEach((e) => window.addEventListener(e, reset, { passive: true }));
    return () => {
      clearTimeout(timer);
      ACTIVITY.forEach((e) => window.removeEventListener(e, reset));
    };
  }, [ms, onIdle]);
}

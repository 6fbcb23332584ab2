import { useCallback, useRef, useState } from 'react';

/** §9: repeated submits within this window are ignored (feedback uses 1500 ms). */
export const SUBMIT_GUARD_MS = 2000;

/**
 * Guard a submit against double clicks: a call made while the previous one runs, or within `ms` of its
 * start, is ignored (it resolves with undefined). `reset()` frees it: call it when a form opens again, or when
 * the user edits a form whose save was refused (a corrected retry is not a double click). Time comes from
 * Date.now, so fake timers drive it.
 *
 * @example
 * const { run, pending, reset } = useSubmitGuard(); // reset() when the form opens again
 * <Button loading={pending} onClick={() => run(save)} />
 */
export function useSubmitGuard(ms = SUBMIT_GUARD_MS) {
  const startedAt = useRef(-Infinity);
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async <T>(fn: () => Promise<T>): Promise<T | undefined> => {
      const now = Date.now();
      if (running.current || now - startedAt.current < ms) return undefined;
      startedAt.current = now;
      running.current = true;
      setPending(true);
      try {
        return await fn();
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [ms],
  );
  /** forget the last start: a form opened anew may submit at once */
  const reset = useCallback(() => {
    startedAt.current = -Infinity;
  }, []);
  return { run, pending, reset };
}

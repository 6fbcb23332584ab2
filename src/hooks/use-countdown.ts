import { useCallback, useEffect, useState } from 'react';

/**
 * A seconds countdown driven by setInterval, so fake timers control it in tests.
 * @example const { left, start } = useCountdown(); start(60); // left: 60, 59, … 0
 */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const id = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(id);
  }, [left > 0]); // eslint-disable-line react-hooks/exhaustive-deps -- restart only when it (re)starts
  const start = useCallback((seconds: number) => setLeft(seconds), []);
  return { left, running: left > 0, start };
}

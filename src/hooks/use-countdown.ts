import { useCallback, useEffect, useState } from 'react';

/**
 * A seconds countdown read from the clock (a deadline), not from counted ticks: timers held back by a background
 * tab or a busy machine do not stretch it (issue 17.12). The interval only refreshes what is shown, so fake timers
 * (which fake the clock too) still drive it in tests.
 * @example const { left, start } = useCountdown(); start(60); // left: 60, 59, … 0
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState(0);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (deadline === 0) return;
    const show = () => {
      const s = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(s);
      if (s === 0) setDeadline(0);
    };
    const id = setInterval(show, 250);
    return () => clearInterval(id);
  }, [deadline]);
  const start = useCallback((seconds: number) => {
    setLeft(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, []);
  return { left, running: left > 0, start };
}

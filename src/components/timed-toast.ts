import { createElement } from 'react';
import type { ArgsProps, MessageInstance } from 'antd/es/message/interface';

/** antd's default: a toast shows for 3 s. */
export const TOAST_SECONDS = 3;

/** A toast's time: runs down, stands still while the pointer is on the toast, and can be dropped. */
interface Countdown {
  pause: () => void;
  resume: () => void;
  cancel: () => void;
}

function countdown(ms: number, done: () => void): Countdown {
  let left = ms;
  let startedAt = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(done, ms);
  return {
    pause() {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      left -= Date.now() - startedAt;
    },
    resume() {
      if (timer !== undefined) return;
      startedAt = Date.now();
      timer = setTimeout(done, Math.max(left, 0));
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

const countdownsOf = new WeakMap<MessageInstance, Map<string, Countdown>>();
let serial = 0;

/**
 * Shows a toast for `duration` seconds without antd's countdown.
 *
 * antd 6 counts a toast's time down in a requestAnimationFrame loop that sets React state on every frame
 * (`useNoticeTimer` of @rc-component/notification 2.x, which only a progress bar needs): a toast re-rendered
 * about 60 times a second for as long as it showed. Measured on 2026-11-27 in the production build, a
 * 3-second toast took 140–180 renders and 2–3 s of script, and a menu click that closed a tag with its toast
 * took 2.5 s instead of 0.4 s. A 30-second warning would re-render 1,800 times.
 *
 * Here antd shows the toast without an end (`duration: 0`: no loop), and one timeout closes it. As with antd,
 * the time stands still while the pointer is on the toast's text, and the same key shown again replaces the
 * toast and starts its time again.
 *
 * @example showToast(messageApi, { type: 'success', content: '新增成功' });
 */
export function showToast(
  api: MessageInstance,
  { key, duration = TOAST_SECONDS, content, ...args }: Omit<ArgsProps, 'key'> & { key?: string },
): void {
  const id = key ?? `toast-${++serial}`;
  let countdowns = countdownsOf.get(api);
  if (!countdowns) countdownsOf.set(api, (countdowns = new Map()));
  countdowns.get(id)?.cancel();
  countdowns.delete(id);
  if (duration <= 0) {
    void api.open({ ...args, content, key: id, duration: 0 });
    return;
  }
  const time = countdown(duration * 1000, () => {
    countdowns.delete(id);
    api.destroy(id);
  });
  countdowns.set(id, time);
  const hoverable = createElement('span', { onMouseEnter: time.pause, onMouseLeave: time.resume }, content);
  void api.open({ ...args, content: hoverable, key: id, duration: 0 });
}

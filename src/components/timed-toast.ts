import type { ArgsProps, MessageInstance } from 'antd/es/message/interface';

/** antd's default: a toast shows for 3 s. */
export const TOAST_SECONDS = 3;

type Timers = Map<string, ReturnType<typeof setTimeout>>;
const timersOf = new WeakMap<MessageInstance, Timers>();
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
 * Here antd shows the toast without an end (`duration: 0`: no loop), and one timeout closes it. The same key
 * shown again replaces the toast and starts its time again, as antd does.
 *
 * @example showToast(messageApi, { type: 'success', content: '新增成功' });
 */
export function showToast(
  api: MessageInstance,
  { key, duration = TOAST_SECONDS, ...args }: Omit<ArgsProps, 'key'> & { key?: string },
): void {
  const id = key ?? `toast-${++serial}`;
  let timers = timersOf.get(api);
  if (!timers) timersOf.set(api, (timers = new Map()));
  clearTimeout(timers.get(id));
  void api.open({ ...args, key: id, duration: 0 });
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        api.destroy(id);
      }, duration * 1000),
    );
}

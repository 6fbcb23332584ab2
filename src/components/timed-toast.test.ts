import type { ReactElement } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import { showToast, TOAST_SECONDS } from './timed-toast';

function fakeApi() {
  const open = vi.fn();
  const destroy = vi.fn();
  return { api: { open, destroy } as unknown as MessageInstance, open, destroy };
}

/** what the last toast opened shows: its text, and the pointer's handlers on it */
function shown(open: ReturnType<typeof vi.fn>) {
  const args = open.mock.calls.at(-1)![0] as { key: string; duration: number; content: ReactElement };
  const props = args.content.props as {
    children: string;
    onMouseEnter: () => void;
    onMouseLeave: () => void;
  };
  return { key: args.key, duration: args.duration, text: props.children, ...props };
}

describe('showToast', () => {
  beforeEach(() => void vi.useFakeTimers());

  it("opens the toast without antd's countdown and closes it once its time is up", () => {
    const { api, open, destroy } = fakeApi();
    showToast(api, { type: 'success', content: '新增成功' });
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', duration: 0 }));
    const { key, text } = shown(open);
    expect(text).toBe('新增成功');
    vi.advanceTimersByTime(TOAST_SECONDS * 1000 - 1);
    expect(destroy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(destroy).toHaveBeenCalledWith(key);
  });

  it('stands still while the pointer is on it, and runs on for the time it had left', () => {
    const { api, open, destroy } = fakeApi();
    showToast(api, { type: 'success', content: '更新成功' });
    const { onMouseEnter, onMouseLeave } = shown(open);
    vi.advanceTimersByTime(1000);
    onMouseEnter();
    vi.advanceTimersByTime(60_000);
    expect(destroy).not.toHaveBeenCalled();
    onMouseLeave();
    vi.advanceTimersByTime(TOAST_SECONDS * 1000 - 1001);
    expect(destroy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('gives each toast without a key its own, so one does not close another', () => {
    const { api, open } = fakeApi();
    showToast(api, { type: 'info', content: 'a' });
    showToast(api, { type: 'info', content: 'b' });
    expect(open.mock.calls[0]![0].key).not.toBe(open.mock.calls[1]![0].key);
  });

  it('starts the time again when the same key shows again, and keeps a toast of duration 0 up', () => {
    const { api, open, destroy } = fakeApi();
    showToast(api, { type: 'warning', content: 'w', key: 'w', duration: 30 });
    vi.advanceTimersByTime(20_000);
    showToast(api, { type: 'warning', content: 'w', key: 'w', duration: 30 });
    vi.advanceTimersByTime(20_000);
    expect(destroy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(destroy).toHaveBeenCalledTimes(1);
    showToast(api, { type: 'info', content: 'stays', key: 's', duration: 0 });
    expect(open).toHaveBeenLastCalledWith(expect.objectContaining({ content: 'stays', duration: 0 }));
    vi.advanceTimersByTime(600_000);
    expect(destroy).toHaveBeenCalledTimes(1);
  });
});

import { lazy, Suspense, useEffect } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalFuncProps } from 'antd/es/modal';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import { onSessionEnd } from '@/session/lifecycle';
import { showToast } from './timed-toast';

/**
 * Toasts and dialogs opened from code, without antd's `App` wrapper in the first load. `<FeedbackHost/>`
 * (in app/providers) lazily mounts antd's message and modal hooks inside the ConfigProvider, so they get the
 * theme and locale; calls made before it is ready wait for it.
 *
 * @example ui.success('新增成功'); const dialog = await ui.confirm({ title: '确定退出登录吗？', onOk });
 */
export interface FeedbackApi {
  message: MessageInstance;
  modal: ModalApi;
}

export type ModalHandle = { destroy: () => void };

let api: FeedbackApi | null = null;
let waiting: Array<(a: FeedbackApi) => void> = [];
const open = new Set<ModalHandle>();

const ready = (): Promise<FeedbackApi> => (api ? Promise.resolve(api) : new Promise((r) => waiting.push(r)));

/** Called by the host once antd's hooks are mounted (and with null when it unmounts). */
export function registerFeedbackApi(next: FeedbackApi | null): void {
  api = next;
  if (next) {
    waiting.forEach((r) => r(next));
    waiting = [];
  }
}

function track(h: ModalHandle): ModalHandle {
  open.add(h);
  return { destroy: () => (open.delete(h), h.destroy()) };
}

export const ui = {
  success: (content: string): void =>
    void ready().then((a) => showToast(a.message, { type: 'success', content })),
  /** a neutral notice (a tag closed by the cap) */
  info: (content: string): void => void ready().then((a) => showToast(a.message, { type: 'info', content })),
  /** centred error toast; the same text twice at once shows once */
  error: (content: string): void =>
    void ready().then((a) => showToast(a.message, { type: 'error', content, key: content })),
  confirm: (props: ModalFuncProps): Promise<ModalHandle> =>
    ready().then((a) => track(a.modal.confirm(props))),
  warning: (props: ModalFuncProps): Promise<ModalHandle> =>
    ready().then((a) => track(a.modal.warning(props))),
  /** close every dialog and toast opened from code (a session that ends leaves none behind) */
  closeAll: (): void => {
    open.forEach((h) => h.destroy());
    open.clear();
    api?.message.destroy();
  },
};

onSessionEnd(ui.closeAll);

const Holders = lazy(() => import('./feedback-holders'));

/** Mount once inside the ConfigProvider. Renders nothing visible until a toast or dialog opens. */
export function FeedbackHost() {
  useEffect(() => () => registerFeedbackApi(null), []);
  return (
    <Suspense fallback={null}>
      <Holders />
    </Suspense>
  );
}

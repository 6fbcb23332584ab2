import { i18n } from '@/i18n/i18n';
import { ui } from './feedback-ui';

/**
 * Ask, then write: a confirmation whose OK makes `call` (a write, answering the server's message), shows that
 * message as the success toast and then runs `after` (the list read again), whether the write went through or
 * was refused; a refusal is shown by the request layer. `title` and `content` are already worded; OK says 确定
 * unless `okText` says otherwise, and is red when `danger`. A module of its own, beside `ui`: the pages that ask
 * load it, not the first paint.
 * @example confirmWrite({ title: t('orders.shift.confirm'), call: () => confirmShift(id), after: refresh });
 */
export function confirmWrite({
  title,
  content,
  okText,
  danger,
  call,
  after,
}: {
  title: string;
  content?: string;
  okText?: string;
  danger?: boolean;
  call: () => Promise<string>;
  after?: () => unknown;
}): void {
  void ui.confirm({
    title,
    content,
    okText: okText ?? i18n.t('crud.confirm'),
    okButtonProps: danger ? { danger: true } : undefined,
    cancelText: i18n.t('crud.cancel'),
    onOk: async () => {
      try {
        ui.success(await call());
      } catch {
        // the request layer shows the refusal
      } finally {
        void after?.();
      }
    },
  });
}

import type { TFunction } from 'i18next';
import { ui } from './feedback-ui';

/**
 * Demo builds: put the mock backend back to its seed after a confirmation. The literal env check lets the
 * production build drop the mock chunk entirely.
 */
export function confirmResetDemo(t: TFunction, afterReset?: () => void | Promise<void>): void {
  if (import.meta.env.VITE_USE_MOCK !== 'true') return;
  void ui.confirm({
    title: t('common.resetDemo'),
    content: t('common.resetDemoConfirm'),
    okText: t('common.confirm'),
    cancelText: t('common.cancel'),
    onOk: async () => {
      const { resetMockData } = await import('@mocks/browser');
      resetMockData();
      ui.success(t('common.resetDemoDone'));
      await afterReset?.();
    },
  });
}

export const demoBuild = import.meta.env.VITE_USE_MOCK === 'true';

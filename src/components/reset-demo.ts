import type { TFunction } from 'i18next';
import { DEMO_PUSH_KINDS, type DemoPushKind } from '@/config/demo-push';
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

/** The kinds that mean something at a place of this kind: room states at a hotel, seat states at a cafe. */
export const demoPushKindsFor = (netbar: boolean) =>
  DEMO_PUSH_KINDS.filter((k) => (netbar ? k !== 'room' : k !== 'seat'));

/** Demo builds: have the in-page mock push a message of this kind to the place, as the backend would. */
export async function pushDemoMessage(placeId: number, kind: DemoPushKind): Promise<void> {
  if (import.meta.env.VITE_USE_MOCK !== 'true') return;
  const { demoPush } = await import('@mocks/browser');
  demoPush(placeId, kind);
}

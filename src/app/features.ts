import { registerMenuOwner } from '@/access/menu';
import { crudFiles, type CrudModule, type Feature, type FeatureEntry } from '@/config/feature';
import type { Messages } from '@/i18n/locales/zh';
import { activityFeature } from '@/features/activity/manifest';
import { addressFeature } from '@/features/address/manifest';
import { diagnosticsFeature } from '@/features/diagnostics/manifest';
import { authFeature } from '@/features/auth/manifest';
import { billingFeature } from '@/features/billing/manifest';
import { feedbackFeature } from '@/features/feedback/manifest';
import { goodsFeature } from '@/features/goods/manifest';
import { helpFeature } from '@/features/help/manifest';
import { homeFeature } from '@/features/home/manifest';
import { licencesFeature } from '@/features/licences/manifest';
import { liveFeature } from '@/features/live/manifest';
import { messagesFeature } from '@/features/messages/manifest';
import { netbarFeature } from '@/features/netbar/manifest';
import { ordersFeature } from '@/features/orders/manifest';
import { payAccountFeature } from '@/features/pay-account/manifest';
import { placesFeature } from '@/features/places/manifest';
import { profileFeature } from '@/features/profile/manifest';
import { roomExtrasFeature } from '@/features/room-extras/manifest';
import { roomsFeature } from '@/features/rooms/manifest';
import { setupFeature } from '@/features/setup/manifest';
import { staffFeature } from '@/features/staff/manifest';
import { membersFeature } from '@/features/members/manifest';

/**
 * Every feature of the console, each registered by its own `manifest.ts` (menu paths, locale namespaces). The
 * page registry, the locale check and the docs read this list; a new feature adds one line here.
 */
export const features: readonly Feature[] = [
  homeFeature,
  profileFeature,
  addressFeature,
  messagesFeature,
  helpFeature,
  licencesFeature,
  roomsFeature,
  roomExtrasFeature,
  billingFeature,
  payAccountFeature,
  goodsFeature,
  ordersFeature,
  staffFeature,
  membersFeature,
  netbarFeature,
  activityFeature,
  diagnosticsFeature,
  authFeature,
  placesFeature,
  setupFeature,
  liveFeature,
  feedbackFeature,
];

// a page outside the layout that belongs to a menu entry is admitted, and returned to after a sign-in, by it
for (const f of features)
  for (const [path, route] of Object.entries(f.routes ?? {}))
    if (route.page && route.guard === 'place') registerMenuOwner(path, route.menu);

/**
 * The app's own pages: the embedded frame and the window opener of external menu entries (§2), and the refusal
 * of a page outside the role's menu, shown in the layout.
 */
export const appPages: Readonly<Record<string, FeatureEntry>> = {
  '/403': { page: () => import('./pages/forbidden-page'), always: true },
  '/frame': { page: () => import('./pages/frame-page'), always: true },
  '/open': { page: () => import('./pages/open-window-page'), always: true },
};

/**
 * The plain entities' pages, by their config files' names (`crudFiles`): `features/<f>/<a>.<b>.crud.ts` is the
 * page /<a>/<b>, with no manifest line; the feature's manifest names its locale namespace.
 */
export const filePages: Readonly<Record<string, FeatureEntry>> = crudFiles(
  import.meta.glob<CrudModule>(['../features/*/*.crud.ts', '../features/*/*.crud.tsx']),
);

/** Menu paths of §2 with no page yet: they render the honest "not yet available" page. */
export const notBuiltPaths: readonly string[] = ['/payment', '/shopManage/index'];

/** The namespaces of the shared layers and the shell (`common`, the engine's `crud` …), owned by no feature. */
export const sharedLocale: readonly (keyof Messages)[] = [
  'common',
  'brand',
  'errors',
  'validation',
  'shell',
  'preferences',
  'crud',
  'widgets',
  'fieldRules',
  'payment',
];

/** Every locale namespace, each named once: the zh and en folders hold exactly these (features.test.ts). */
export const localeNamespaces: readonly (keyof Messages)[] = [
  ...sharedLocale,
  ...features.flatMap((f) => f.locale),
];

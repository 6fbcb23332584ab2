import type { ComponentType } from 'react';

/**
 * Menu path → page. A page is loaded lazily when its route is first visited. Paths of §2 that have no page
 * yet map to `null`: they render the honest "not yet available" page and the README status table lists them.
 */
export type PageLoader = () => Promise<{ default: ComponentType }>;

export const pageRegistry: Record<string, PageLoader | null> = {
  '/wel/index': () => import('@/features/home/home-page'),
  '/info/index': () => import('@/features/profile/profile-page'),
  '/info/setting': () => import('@/features/profile/settings-page'),
  '/info/address': () => import('@/features/address/address-page'),
  '/info/msg': () => import('@/features/messages/messages-page'),
  '/info/helpDocument': () => import('@/features/help/help-document-page'),
  '/info/activateAccount': () => import('@/features/licences/activate-page'),
  '/application/index': () => import('@/features/licences/purchase-page'),
  '/application/myApp': () => import('@/features/licences/my-apps-page'),
  '/roomManage/index': () => import('@/features/rooms/building-page'),
  '/roomManage/roomModel': () => import('@/features/rooms/room-model-page'),
  '/roomManage/roomInfo': () => import('@/features/rooms/room-page'),
  '/roomManage/lock': () => import('@/features/room-extras/lock-page'),
  '/roomManage/server': () => import('@/features/room-extras/server-page'),
  '/roomManage/manager': () => import('@/features/room-extras/room-manager-page'),
  '/roomManage/computer': () => import('@/features/room-extras/computer-page'),
  '/roomManage/statusColor': () => import('@/features/home/board/status-color-page'),
  '/roomManage/passBox': () => import('@/features/room-extras/pass-box-page'),
  '/roomManage/shelf': () => import('@/features/room-extras/shelf-page'),
  '/roomManage/otaConfig': () => import('@/features/room-extras/ota-config-page'),
  '/feeRule/index': () => import('@/features/billing/fee-rule-page'),
  '/admin/pay': () => import('@/features/pay-account/pay-account-page'),
  '/shop/goodsManage': () => import('@/features/goods/goods-page'),
  '/handOver/detail': null,
  '/handOver/netbarDetail': null,
  '/netBar/addActivity': null,
  '/payment': null,
  '/test/index': null,
  '/shopManage/index': null,
  '/frame': () => import('./pages/frame-page'),
  '/open': () => import('./pages/open-window-page'),
};

/** Paths the layout serves even when the menu does not list them. */
export const ALWAYS_ALLOWED = new Set<string>(['/wel/index', '/frame', '/open']);

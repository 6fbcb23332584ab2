/**
 * Every mock handler, in matching order: the backend's calls (one table, `routesHandler`), the test and demo
 * controls (/__mock/*), and the envelope for backend paths nobody mocked last. A new domain adds its routes here; a plain entity
 * served from its declaration alone (`Entity.serve`) needs none (../declarations.ts).
 */
import type { HttpHandler, WebSocketHandler } from 'msw';
import {
  controlHandlers,
  fallbackHandler,
  routesHandler,
  serveDeclared,
  setPermissionSource,
} from '../contract';
import { servedEntities } from '../declarations';
import { authHandlers } from './auth/routes';
import { billingHandlers } from './billing/routes';
import { commonLicenseHandlers, licenceControlHandlers } from './common-license/routes';
import { commonSystemHandlers } from './common-system/routes';
import { feedbackHandlers } from './feedback/routes';
import { goodsControlHandlers, goodsHandlers } from './goods/routes';
import { merchantHandlers, sessionControlHandlers } from './merchant/routes';
import { merchantUserHandlers } from './merchant-user/routes';
import { messageHandlers } from './message/routes';
import { messageCenterHandlers } from './message-center/routes';
import { notificationControlHandlers, notificationHandlers } from './notification/routes';
import { orderHandlers } from './orders/routes';
import { shiftHandlers } from './orders/shifts';
import { netbarHandoverHandlers } from './netbar/handover';
import { computerLogHandlers } from './netbar/computer-log';
import { rechargeHandlers } from './netbar/recharge';
import { basplaceHandlers } from './netbar/place';
import { broadcastHandlers } from './netbar/broadcast';
import { clientHandlers } from './netbar/client';
import { activityHandlers } from './activities/routes';
import { netbarAccountHandlers } from './netbar/accounts';
import { seatHandlers } from './netbar/seats';
import { analysisHandlers } from './netbar/analysis';
import { damageHandlers } from './orders/damage';
import { logHandlers } from './logs/routes';
import { otaGoodsHandlers } from './orders/ota-goods';
import { reportHandlers } from './orders/report';
import { placeSetupHandlers } from './place-setup/routes';
import { roomExtraHandlers } from './room-extras/routes';
import { roomSaleHandlers } from './room-sales/routes';
import { roomHandlers } from './rooms/routes';
import { roomStatusColorHandlers } from './room-status-color/routes';
import { staffHandlers } from './staff/routes';
import { memberHandlers } from './members/members';
import { memberTypeHandlers } from './members/member-types';
import { rechargeStrategyHandlers } from './members/recharge-strategies';
import { pointsHandlers } from './members/points';
import { couponHandlers } from './members/coupons';
import { goodsDiscountHandlers } from './members/goods-discounts';
import { menuAdminHandlers } from './staff/menu-admin';
import { placeMenus } from './staff/roles';
import { socketControlHandlers, socketHandler } from './socket/routes';
import { statisticsHandlers } from './statistics/routes';
import { systemHandlers } from './system/routes';

// what a role may do at a place is what its menu call hands out: the same keys, following the licences held
setPermissionSource(
  (db, place, role, now, userId) => new Set(placeMenus(db, place, role, now, userId).permissions),
);

export const handlers: HttpHandler[] = [
  routesHandler([
    ...authHandlers,
    ...merchantHandlers,
    ...merchantUserHandlers,
    ...notificationHandlers,
    ...feedbackHandlers,
    ...roomHandlers,
    ...roomExtraHandlers,
    ...roomSaleHandlers,
    ...placeSetupHandlers,
    ...billingHandlers,
    ...statisticsHandlers,
    ...orderHandlers,
    ...shiftHandlers,
    ...netbarHandoverHandlers,
    ...computerLogHandlers,
    ...rechargeHandlers,
    ...basplaceHandlers,
    ...broadcastHandlers,
    ...clientHandlers,
    ...activityHandlers,
    ...netbarAccountHandlers,
    ...seatHandlers,
    ...analysisHandlers,
    ...damageHandlers,
    ...logHandlers,
    ...otaGoodsHandlers,
    ...reportHandlers,
    ...roomStatusColorHandlers,
    ...goodsHandlers,
    ...messageHandlers,
    ...messageCenterHandlers,
    ...staffHandlers,
    ...menuAdminHandlers,
    ...memberHandlers,
    ...memberTypeHandlers,
    ...rechargeStrategyHandlers,
    ...pointsHandlers,
    ...couponHandlers,
    ...goodsDiscountHandlers,
    ...systemHandlers,
    ...commonSystemHandlers,
    ...commonLicenseHandlers,
    // last: the plain entities served from their declarations alone (no domain serves them itself)
    ...serveDeclared(servedEntities),
  ]),
  ...controlHandlers,
  ...sessionControlHandlers,
  ...licenceControlHandlers,
  ...socketControlHandlers,
  ...goodsControlHandlers,
  ...notificationControlHandlers,
  fallbackHandler,
];

/**
 * The push socket, for msw in the browser and vitest (setupWorker/setupServer take it beside `handlers`). The
 * stand-alone server answers upgrades with a real WebSocket instead (server/app.ts), so it is not in `handlers`.
 */
export const webSocketHandlers: WebSocketHandler[] = [socketHandler];

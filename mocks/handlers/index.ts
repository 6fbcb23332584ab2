/**
 * Every mock handler, in matching order: the backend's calls (one table, `routesHandler`), the test and demo
 * controls (/__mock/*), and the envelope for backend paths nobody mocked last. A new domain adds its routes here.
 */
import type { HttpHandler, WebSocketHandler } from 'msw';
import { chinaToday } from '../../src/domain/calendar';
import { controlHandlers, fallbackHandler, routesHandler, setPermissionSource } from '../contract';
import { menusFor } from '../menus';
import { authHandlers } from './auth';
import { billingHandlers } from './billing';
import { commonLicenseHandlers, heldModules, licenceControlHandlers } from './common-license';
import { commonSystemHandlers } from './common-system';
import { feedbackHandlers } from './feedback';
import { goodsControlHandlers, goodsHandlers } from './goods';
import { merchantHandlers, sessionControlHandlers } from './merchant';
import { merchantUserHandlers } from './merchant-user';
import { messageHandlers } from './message';
import { messageCenterHandlers } from './message-center';
import { notificationControlHandlers, notificationHandlers } from './notification';
import { placeSetupHandlers } from './place-setup';
import { roomExtraHandlers } from './room-extras';
import { roomSaleHandlers } from './room-sales';
import { roomHandlers } from './rooms';
import { roomStatusColorHandlers } from './room-status-color';
import { staffHandlers } from './staff';
import { socketControlHandlers, socketHandler } from './socket';
import { statisticsHandlers } from './statistics';
import { systemHandlers } from './system';

// what a role may do at a place is what its menu call hands out: the same keys, following the licences held
setPermissionSource(
  (db, place, role, now) =>
    new Set(menusFor(place.placeType, role, heldModules(db, place.id, chinaToday(now))).permissions),
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
    ...roomStatusColorHandlers,
    ...goodsHandlers,
    ...messageHandlers,
    ...messageCenterHandlers,
    ...staffHandlers,
    ...systemHandlers,
    ...commonSystemHandlers,
    ...commonLicenseHandlers,
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

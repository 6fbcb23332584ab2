/**
 * The demo's "push a message" menu (demo builds): what the backend would push, with the state change behind it
 * where there is one — a stored notification, a pay order the platform prepared — so the console reacts as it
 * would in production (§4 Push messages).
 */
import { rowsAt } from './contract';
import { formatTime, getDb, now, syncFromPersistence } from './db';
import { pushPayOrder } from './domains/common-license/routes';
import { sellGoods } from './domains/goods/routes';
import { GOODS } from './domains/goods/tables';
import { addNotification } from './domains/notification/routes';
import { ROOMS } from './domains/rooms/tables';
import { pushTo } from './realtime';
import { regular } from './domains/netbar/books';
import { SEAT_PUSH, seatStates } from './domains/netbar/seats';
import type { DemoPushKind } from '../src/config/demo-push';

export type { DemoPushKind };

const DAY = 86_400_000;

/** Push one demo message of `kind` to the consoles open at the place; answers how many it reached. */
export function demoPush(placeId: number, kind: DemoPushKind): number {
  syncFromPersistence();
  const at = now();
  switch (kind) {
    case 'notification':
      return addNotification(placeId, {
        title: '系统升级通知',
        content: `<p>为提升服务质量，系统将于 ${formatTime(at + DAY).slice(0, 10)} 02:00–04:00 升级维护，期间前台收银不受影响。</p>`,
        businessType: 5,
      }).sent;
    case 'urgent':
      return addNotification(placeId, {
        title: '消防检查提醒',
        content:
          '<p>辖区消防部门将于本周内上门检查，请确认<strong>安全出口畅通</strong>、灭火器在有效期内。</p>',
        businessType: 105,
      }).sent;
    case 'room': {
      const rooms = rowsAt(getDb(), ROOMS.room, placeId).filter((r) => r.status === 1);
      const room = rooms[Math.floor(at / 1000) % Math.max(1, rooms.length)];
      if (!room) return 0;
      return pushTo(placeId, {
        businessType: 4,
        data: { roomId: room.id, patch: { occupancy: 'occupied', housekeeping: 'clean', block: null } },
      });
    }
    case 'warning':
      return pushTo(placeId, { type: 101, msg: '前台收银机 POS-01 网络中断，请检查网线或路由器' });
    case 'activity':
      return pushTo(placeId, {
        businessType: 7,
        data: {
          id: 7001,
          title: '双十二房费立减活动',
          content: '<p>活动期间开通<strong>OTA直连</strong>享 8 折，续费再送 1 个月。</p>',
          imgUrl: '/mock-assets/banner-spring.svg',
          startTime: formatTime(at).slice(0, 10) + ' 00:00:00',
          endTime: formatTime(at + 20 * DAY).slice(0, 10) + ' 23:59:59',
        },
      });
    case 'payOrder':
      return pushPayOrder(placeId, 1).sent;
    case 'seat': {
      // at an internet cafe a guest sits down at a free seat: the seat map shows it at once (as 'room', not stored)
      if (getDb().placeById(placeId)?.placeType !== 50) return 0;
      const free = seatStates(getDb(), placeId, at).filter((x) => x.state === 'free');
      const seat = free[Math.floor(at / 1000) % Math.max(1, free.length)];
      if (!seat) return 0;
      const who = regular(at / 1000);
      return pushTo(placeId, {
        businessType: SEAT_PUSH,
        data: {
          seatId: seat.id,
          patch: {
            state: 'online',
            memberName: who.name,
            levelName: who.level.levelName,
            since: formatTime(at),
          },
        },
      });
    }
    case 'goods': {
      // the front desk sells one unit of a goods on sale and in stock: its stock drops and 109 goes out
      const goods = rowsAt(getDb(), GOODS.goods, placeId).filter((g) => g.status === 1 && g.stock > 0);
      const one = goods[Math.floor(at / 1000) % Math.max(1, goods.length)];
      return one ? sellGoods(placeId, one.id, 1).sent : 0;
    }
  }
}

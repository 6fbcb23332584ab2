/**
 * Every module of src/domain that declares entities, read by the mock for what a declaration alone says the
 * backend serves (`Entity.serve`): the plain entities' calls (domains/index.ts, `serveDeclared`) and their pages'
 * menu nodes (menus.ts). A new domain module is listed here once (declarations.test.ts checks the list against
 * the folder); a new plain entity in a listed module needs no line in the mock.
 */
import { isEntity, type Entity, type Fields } from '../src/domain/entity';
import * as activities from '../src/domain/activities';
import * as address from '../src/domain/address';
import * as billing from '../src/domain/billing';
import * as coupons from '../src/domain/coupons';
import * as damage from '../src/domain/damage';
import * as goodsDiscounts from '../src/domain/goods-discounts';
import * as goods from '../src/domain/goods';
import * as memberTypes from '../src/domain/member-types';
import * as members from '../src/domain/members';
import * as menuAdmin from '../src/domain/menu-admin';
import * as messages from '../src/domain/messages';
import * as netbarAccounts from '../src/domain/netbar-accounts';
import * as netbarBroadcast from '../src/domain/netbar-broadcast';
import * as netbarClient from '../src/domain/netbar-client';
import * as netbarSeats from '../src/domain/netbar-seats';
import * as netbar from '../src/domain/netbar';
import * as points from '../src/domain/points';
import * as rechargeStrategies from '../src/domain/recharge-strategies';
import * as roles from '../src/domain/roles';
import * as roomExtras from '../src/domain/room-extras';
import * as rooms from '../src/domain/rooms';
import * as shifts from '../src/domain/shifts';
import * as staffAccounts from '../src/domain/staff-accounts';
import * as staff from '../src/domain/staff';

/** The domain modules, by file name (src/domain/<name>.ts). */
export const DOMAIN_MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  activities,
  address,
  billing,
  coupons,
  damage,
  'goods-discounts': goodsDiscounts,
  goods,
  'member-types': memberTypes,
  members,
  'menu-admin': menuAdmin,
  messages,
  'netbar-accounts': netbarAccounts,
  'netbar-broadcast': netbarBroadcast,
  'netbar-client': netbarClient,
  'netbar-seats': netbarSeats,
  netbar,
  points,
  'recharge-strategies': rechargeStrategies,
  roles,
  'room-extras': roomExtras,
  rooms,
  shifts,
  'staff-accounts': staffAccounts,
  staff,
};

/** A declaration the backend serves with no behaviour of its own: its `serve` says what, its `base` where. */
export type ServedEntity = Entity<Fields> & { serve: NonNullable<Entity<Fields>['serve']>; base: string };

/** Every served declaration of the domain modules, in the modules' order. */
export const servedEntities: readonly ServedEntity[] = Object.values(DOMAIN_MODULES).flatMap((m) =>
  Object.values(m).filter((x): x is ServedEntity => {
    if (!isEntity(x) || !x.serve) return false;
    if (!x.base) throw new Error(`a served declaration names no base (${x.serve.perms})`);
    return true;
  }),
);

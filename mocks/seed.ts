/**
 * The demo data every mock database starts from, composed from the seed of each domain
 * (mocks/domains/<domain>/seed.ts). Deterministic (no current time; generated rows come from a fixed seed) so
 * screenshots, e2e tests and bug reports see the same places and ids every time.
 *
 * Demo accounts (all with password abc123456):
 * - 13800138000 张建国: owner of 12 places of every kind (the first is an e-sports hotel)
 * - 13800138001 李晓梅: owner of one inn, nothing set up yet
 * - 13800138002 王磊: staff of 张建国's first place
 * - 13800138003 陈思远: owner of one internet cafe
 */
import type { DbState } from './db';
import { tableRows } from './table';
import { billingRules, billingTables, memberTypes, BILLING_RULES_TABLE } from './domains/billing/seed';
import { licenceTables } from './domains/common-license/seed';
import { ADDRESSES, DICT } from './domains/common-system/seed';
import { ADDRESS_BOOK } from './domains/common-system/tables';
import { coreSeed, DEMO_HOTEL_ID } from './domains/core/seed';
import { ROLES, roleSeed } from './domains/staff/role-tables';
import { goodsTables } from './domains/goods/seed';
import { seedMessages } from './domains/message-center/seed';
import { notifications } from './domains/notification/seed';
import { NOTIFICATIONS } from './domains/notification/tables';
import { payConfigTables } from './domains/place-setup/seed';
import { roomExtraTables } from './domains/room-extras/seed';
import { roomSaleTables } from './domains/room-sales/seed';
import { roomSeed, roomTables } from './domains/rooms/seed';

// What the handlers and tests import from here; each is defined with its domain.
export { DEMO_PASSWORD, DEMO_USERS, UNBOUND_NETBARS } from './domains/core/seed';
export { ROOM_TABLES } from './domains/rooms/seed';
export { ROOM_EXTRA_TABLES } from './domains/room-extras/seed';
export {
  BILLING_RULES_TABLE,
  BILLING_SEED_DAY,
  BILLING_TABLES,
  DEFAULT_MEMBER_TYPES,
} from './domains/billing/seed';
export { PAY_CONFIG_TABLE } from './domains/place-setup/seed';
export { AUTH_CODES, LICENCE_TABLES } from './domains/common-license/seed';
export { LICENSE_IDS, type LicenseProduct, type SmsPack } from './domains/common-license/catalogue';
export { GOODS_TABLES } from './domains/goods/seed';

/**
 * Bump when the shape of DbState or the seed changes: a stored snapshot of another version is discarded, so a
 * browser that ran an older mock starts again from this seed (2: addresses and notifications; 3: buildings,
 * room types, rooms, the BED_TYPE and ROOM_FACILITY dictionaries; 4: base price rules and payment accounts of
 * the demo hotels; 5: door locks, lock suppliers, gateways, room managers and computers; 6: pass boxes and
 * their users, room shelves, OTA settings, rooms managed by a room manager instead of a staff user; 7: billing —
 * base rules with weekend days, deposit and check times, member types and prices, protocols, hour rooms,
 * promotions, room reductions, order price edits, price records, charge config; 8: licences — the places'
 * licences, licence and SMS orders with their payments, activation codes and their use, SMS balances; 9: the
 * message centre — positions, message templates, SMS switches and send records, notices; 10: goods, their
 * categories and units; 11: stock changes of the goods; 12: generated names and mobiles (mocks/domains/fake.ts)
 * for the room managers of 1002 and 1006 and two protocol contacts; 13: staff roles, the demo staff's 前台接待).
 */
export const DB_VERSION = 14;

export function createSeed(): DbState {
  const { users, places, memberships } = coreSeed();
  const notes = notifications(places.filter((p) => p.ownerId !== null));
  const roomRows = roomSeed();
  const { models, rooms } = roomRows;
  const tables = {
    ...roomTables(roomRows),
    [BILLING_RULES_TABLE]: billingRules(models),
    ...billingTables(models, rooms, memberTypes(places)),
    ...payConfigTables(),
    ...roomSaleTables(rooms, models),
    ...roomExtraTables(rooms, models),
    ...licenceTables(),
    ...seedMessages(),
    ...goodsTables(),
    ...tableRows(ROLES.role, roleSeed(DEMO_HOTEL_ID, 10001)),
  };
  return {
    version: DB_VERSION,
    seq: {
      users: 10004,
      places: 1016,
      [ADDRESS_BOOK.name]: ADDRESSES.length,
      [NOTIFICATIONS.name]: notes.length,
      ...Object.fromEntries(Object.entries(tables).map(([table, rows]) => [table, rows.length])),
    },
    // filled with DEFAULT_SETTINGS by createDb
    settings: {} as DbState['settings'],
    users,
    places,
    memberships,
    tokens: [],
    verifyCodes: [],
    scanCodes: [],
    dict: DICT,
    // the CRUD tables of every domain, keyed by table name, rows carrying placeId
    entities: { ...tableRows(ADDRESS_BOOK, ADDRESSES), ...tableRows(NOTIFICATIONS, notes), ...tables },
  };
}

/**
 * Menus and permission keys per place kind and role, as /api/merchantMenus and /api/netbarMenus return
 * them. Each node lists the permission keys of its page; a role gets the keys of the nodes it sees.
 */
import type { MemberRole } from './db';
import type { PermNode } from '../src/domain/permission-tree';
import { servedKeys } from '../src/domain/entity';
import { servedEntities, type ServedEntity } from './declarations';
import { enText, zhText } from './messages';

/**
 * The licences of the catalogue (mocks/seed.ts LICENSE_CATALOGUE), by what they are. Kept here because the
 * menus gate pages by licence and e2e specs import this file (it imports the domain declarations and the
 * locale texts, nothing of the mock's database or handlers).
 */
export const LICENSE_IDS = {
  ota: 1,
  lock: 2,
  passBox: 3,
  professional: 4,
  rooms: 5,
  idReader: 6,
  cardWriter: 7,
} as const;

export type MenuIcon =
  | 'home'
  | 'building'
  | 'setting'
  | 'shop'
  | 'team'
  | 'wallet'
  | 'message'
  | 'app'
  | 'bar-chart'
  | 'swap'
  | 'desktop'
  | 'gift'
  | 'file-text'
  | 'exception'
  | 'user'
  | 'safety';

/** The wire shape (docs/api-contract.md, Calls). */
export interface MenuNode {
  menuId: number;
  name: string;
  enName: string;
  path: string;
  icon: MenuIcon;
  children?: MenuNode[];
  roles?: string[];
  onlyHotel?: boolean;
  target?: '_blank';
  external?: boolean;
}

interface MenuDef extends Omit<MenuNode, 'children'> {
  children?: MenuDef[];
  /** permission keys of this page */
  perms?: string[];
  /** the keys of `perms` the staff role gets here (default: the read-only ones) */
  staffPerms?: string[];
  /**
   * the licence (id of the catalogue, LICENSE_IDS above) a place must hold in force to see this page:
   * a module bought, activated or given; without it the node and its permission keys are left out
   */
  module?: number;
  /** a page of the signed-in user's own (their profile, their addresses): seen whatever their roles give */
  own?: boolean;
}

const OWNER_ONLY = ['owner'];

const crudPerms = (base: string) => ['list', 'add', 'edit', 'delete'].map((a) => `${base}:${a}`);

/** The room-setup pages (§7 Rooms): the CRUD keys plus status (enable/disable) and export. */
const ROOM_ACTIONS = ['list', 'add', 'edit', 'delete', 'status', 'export'];

/**
 * A room page's keys; staff get all but delete, so the demo shows a page where only some actions are hidden.
 * @example roomPage('room:building') // perms room:building:list … :export, staffPerms without :delete
 */
function roomPage(base: string): Pick<MenuDef, 'perms' | 'staffPerms'> {
  const perms = ROOM_ACTIONS.map((a) => `${base}:${a}`);
  return { perms, staffPerms: perms.filter((p) => !p.endsWith(':delete')) };
}

/**
 * A record list the front desk works from (orders, seat sessions, recharges): staff list, export and print it as
 * the owner does.
 * @example recordList('order') // perms and staffPerms order:list, order:export, order:print
 */
function recordList(base: string): Pick<MenuDef, 'perms' | 'staffPerms'> {
  const perms = ['list', 'export', 'print'].map((a) => `${base}:${a}`);
  return { perms, staffPerms: [...perms] };
}

/* Shared nodes: the same page has the same menuId in both menus. */
const PAY_ACCOUNT: MenuDef = {
  menuId: 1400,
  name: '收款账户',
  enName: 'Payment Accounts',
  path: '/admin/pay',
  icon: 'wallet',
  roles: OWNER_ONLY,
  perms: ['pay:account:list', 'pay:account:edit'],
};
const GOODS: MenuDef = {
  menuId: 1500,
  name: '商品管理',
  enName: 'Goods',
  path: '/shop/goodsManage',
  icon: 'shop',
  // like a room page: staff may do all but delete (they restock and put goods on and off sale)
  ...roomPage('shop:goods'),
};
const ACTIVITY: MenuDef = {
  menuId: 1700,
  name: '活动数据',
  enName: 'Activity Data',
  path: '/netBar/addActivity',
  icon: 'bar-chart',
  // the list and the detail drawer for everyone; writing and switching activities the owner's (issue 22 the form)
  perms: [
    'activity:data:list',
    'activity:data:add',
    'activity:data:edit',
    'activity:data:delete',
    'activity:data:status',
  ],
};
const STAFF: MenuDef = {
  menuId: 2300,
  name: '员工管理',
  enName: 'Staff',
  path: '/staff',
  icon: 'team',
  roles: OWNER_ONLY,
  children: [
    {
      menuId: 2301,
      name: '岗位管理',
      enName: 'Positions',
      path: '/staff/position',
      icon: 'team',
      roles: OWNER_ONLY,
      perms: crudPerms('staff:position'),
    },
    {
      menuId: 2302,
      name: '员工档案',
      enName: 'Employees',
      path: '/staff/employee',
      icon: 'team',
      roles: OWNER_ONLY,
      perms: [...crudPerms('staff:employee'), 'staff:employee:resign', 'staff:employee:export'],
    },
    {
      menuId: 2303,
      name: '员工账号',
      enName: 'Staff Accounts',
      path: '/staff/account',
      icon: 'user',
      roles: OWNER_ONLY,
      // sign-in accounts of the owner's staff: bound places, roles, enabled or not, customer service, password reset
      perms: [
        ...crudPerms('staff:account'),
        'staff:account:status',
        'staff:account:reset',
        'staff:account:role',
      ],
    },
    {
      menuId: 2304,
      name: '角色管理',
      enName: 'Roles',
      path: '/staff/role',
      icon: 'safety',
      roles: OWNER_ONLY,
      // a role: a name, the places it covers and the keys it gives (:auth assigns them)
      perms: [...crudPerms('staff:role'), 'staff:role:auth'],
    },
    {
      menuId: 2305,
      name: '菜单资源',
      enName: 'Menus & Resources',
      path: '/staff/menu',
      icon: 'setting',
      roles: OWNER_ONLY,
      // the place's menu as the merchant may shape it (names, order, hidden, own links) and who holds each key
      perms: [
        ...crudPerms('staff:menu'),
        'staff:resource:list',
        'staff:resource:auth',
        'staff:resource:delete',
      ],
    },
  ],
};
/**
 * Members and marketing (issue 22, §7 Members and points): the place's members, levels, recharge offers, points,
 * coupons and goods discounts (docs/members.md). The front desk looks members up, adds them and recharges them;
 * what members are offered is the owner's.
 */
const MEMBERS: MenuDef = {
  menuId: 2400,
  name: '会员管理',
  enName: 'Members',
  path: '/member',
  icon: 'gift',
  children: [
    {
      menuId: 2401,
      name: '会员列表',
      enName: 'Members',
      path: '/member/list',
      icon: 'user',
      perms: [
        'member:info:list',
        'member:info:add',
        'member:info:edit',
        'member:info:recharge',
        'member:info:export',
      ],
      staffPerms: ['member:info:list', 'member:info:add', 'member:info:recharge', 'member:info:export'],
    },
    {
      menuId: 2402,
      name: '会员类型',
      enName: 'Member Levels',
      path: '/member/type',
      icon: 'team',
      perms: crudPerms('member:type'),
    },
    {
      menuId: 2403,
      name: '充值策略',
      enName: 'Recharge Offers',
      path: '/member/recharge',
      icon: 'wallet',
      perms: crudPerms('member:strategy'),
    },
    {
      menuId: 2404,
      name: '积分管理',
      enName: 'Points',
      path: '/member/points',
      icon: 'gift',
      // the settings, earn and sign-in rules (:edit), the points shop (:shop*), a member's points set by hand (:adjust)
      perms: [
        'member:points:list',
        'member:points:edit',
        'member:points:adjust',
        'member:points:shopAdd',
        'member:points:shopEdit',
        'member:points:shopDelete',
      ],
    },
    {
      menuId: 2405,
      name: '优惠券',
      enName: 'Coupons',
      path: '/member/coupon',
      icon: 'gift',
      // a coupon is switched on and off by edit (coupon has no changeStatus call)
      perms: crudPerms('member:coupon'),
    },
    {
      menuId: 2406,
      name: '商品折扣',
      enName: 'Goods Discounts',
      path: '/member/goodsDiscount',
      icon: 'shop',
      // a discount is switched on and off by edit (goodsDiscount has no changeStatus call)
      perms: crudPerms('member:discount'),
    },
  ],
};
const UPGRADE: MenuDef = {
  menuId: 1900,
  name: '升级购买',
  enName: 'Upgrade',
  path: '/application',
  icon: 'app',
  roles: OWNER_ONLY,
  children: [
    {
      menuId: 1901,
      name: '购买',
      enName: 'Buy',
      path: '/application/index',
      icon: 'gift',
      roles: OWNER_ONLY,
      perms: ['application:buy'],
    },
    {
      menuId: 1902,
      name: '我的应用',
      enName: 'My Apps',
      path: '/application/myApp',
      icon: 'app',
      roles: OWNER_ONLY,
      perms: ['application:myApp'],
    },
  ],
};
const TEST: MenuDef = { menuId: 2200, name: '测试', enName: 'Test', path: '/test/index', icon: 'setting' };

function personalCenter(kind: 'hotel' | 'netbar'): MenuDef {
  const children: MenuDef[] = [
    {
      menuId: 2001,
      name: '个人信息',
      enName: 'Profile',
      path: '/info/index',
      own: true,
      icon: 'user',
      perms: ['info:user:edit'],
    },
    { menuId: 2002, name: '设置', enName: 'Settings', path: '/info/setting', icon: 'setting' },
  ];
  if (kind === 'hotel') {
    children.push({
      menuId: 2003,
      name: '收货地址',
      enName: 'Addresses',
      path: '/info/address',
      own: true,
      icon: 'home',
      onlyHotel: true,
      perms: ['info:address:edit'],
    });
  }
  children.push(
    {
      menuId: 2004,
      name: '系统消息',
      enName: 'Messages',
      path: '/info/msg',
      icon: 'message',
      // system messages (read by everyone), message templates, SMS switches and notices (owner changes them)
      perms: [
        'info:msg:list',
        'info:msgTemplate:add',
        'info:msgTemplate:edit',
        'info:msgTemplate:delete',
        'info:msgTemplate:status',
        'info:sms:status',
        'info:notice:add',
        'info:notice:edit',
        'info:notice:delete',
        'info:notice:status',
      ],
    },
    // every write made at the place, for the owner to audit
    {
      menuId: 2008,
      name: '操作日志',
      enName: 'Operation Log',
      path: '/info/operationLog',
      icon: 'file-text',
      roles: OWNER_ONLY,
      perms: ['info:oplog:list', 'info:oplog:export'],
    },
    // an account's own sign-ins: everyone sees and clears theirs
    {
      menuId: 2009,
      name: '登录日志',
      enName: 'Sign-in Log',
      path: '/info/loginLog',
      icon: 'safety',
      perms: ['info:loginlog:list', 'info:loginlog:clear', 'info:loginlog:export'],
      staffPerms: ['info:loginlog:list', 'info:loginlog:clear', 'info:loginlog:export'],
    },
    { menuId: 2005, name: '帮助文档', enName: 'Help', path: '/info/helpDocument', icon: 'file-text' },
    // activating a code buys a module as paying for it does: the purchase key, the owner's (the server refuses
    // anyone else: 仅场所所有者可以激活模块)
    {
      menuId: 2006,
      name: '激活模块',
      enName: 'Activate Modules',
      path: '/info/activateAccount',
      icon: 'safety',
      roles: OWNER_ONLY,
      perms: ['application:buy'],
    },
    // an external address: the console shows it in an embedded frame (§2)
    {
      menuId: 2007,
      name: '操作指南',
      enName: 'Operator Guide',
      path: '/mock-assets/operator-guide.html',
      icon: 'file-text',
      external: true,
    },
  );
  return { menuId: 2000, name: '个人中心', enName: 'Personal Center', path: '/info', icon: 'user', children };
}

/** A declared entity's page (`Entity.serve.menu`) as a node of a group: the group's icon and roles. */
function declaredPage(e: ServedEntity, group: MenuDef): MenuDef {
  const menu = e.serve.menu!;
  return {
    menuId: menu.menuId,
    name: zhText({ key: menu.title }),
    enName: enText({ key: menu.title }),
    path: menu.path,
    icon: group.icon,
    ...(group.roles ? { roles: group.roles } : {}),
    perms: servedKeys(e),
  };
}

/**
 * A menu with the pages of the served declarations (`Entity.serve.menu`) hung under their groups, after the
 * group's own pages: where the backend's menu table would hold them. A group missing from this menu (the hotel's
 * rooms in an internet cafe's) leaves its declared pages out.
 */
function withDeclaredPages(menu: MenuDef[]): MenuDef[] {
  return menu.map((group) => {
    const pages = servedEntities.filter((e) => e.serve.menu?.parent === group.menuId);
    if (pages.length === 0) return group;
    if (!group.children) throw new Error(`menu ${group.menuId} is a page, not a group`);
    return { ...group, children: [...group.children, ...pages.map((e) => declaredPage(e, group))] };
  });
}

const HOTEL_MENU: MenuDef[] = withDeclaredPages([
  { menuId: 1000, name: '首页', enName: 'Home', path: '/wel/index', icon: 'home' },
  {
    menuId: 1100,
    name: '房间管理',
    enName: 'Rooms',
    path: '/roomManage',
    icon: 'building',
    children: [
      {
        menuId: 1101,
        name: '楼栋楼层',
        enName: 'Buildings & Floors',
        path: '/roomManage/index',
        icon: 'building',
        ...roomPage('room:building'),
      },
      {
        menuId: 1102,
        name: '房型管理',
        enName: 'Room Types',
        path: '/roomManage/roomModel',
        icon: 'app',
        ...roomPage('room:model'),
      },
      {
        menuId: 1103,
        name: '房间信息',
        enName: 'Rooms',
        path: '/roomManage/roomInfo',
        icon: 'desktop',
        ...roomPage('room:info'),
      },
      {
        menuId: 1104,
        name: '门锁管理',
        enName: 'Door Locks',
        path: '/roomManage/lock',
        icon: 'safety',
        module: LICENSE_IDS.lock,
        ...roomPage('room:lock'),
      },
      {
        menuId: 1105,
        name: '网关服务器',
        enName: 'Gateways',
        path: '/roomManage/server',
        icon: 'setting',
        ...roomPage('room:server'),
      },
      {
        menuId: 1106,
        name: '房间管理员',
        enName: 'Room Managers',
        path: '/roomManage/manager',
        icon: 'user',
        ...roomPage('room:manager'),
      },
      {
        menuId: 1107,
        name: '电脑管理',
        enName: 'Computers',
        path: '/roomManage/computer',
        icon: 'desktop',
        ...roomPage('room:computer'),
      },
      {
        menuId: 1108,
        name: '房态颜色',
        enName: 'Room Status Colours',
        path: '/roomManage/statusColor',
        icon: 'setting',
        perms: ['room:color:list', 'room:color:edit', 'room:color:reset'],
        staffPerms: ['room:color:list'],
      },
      {
        menuId: 1109,
        name: '房卡盒',
        enName: 'Key Card Boxes',
        path: '/roomManage/passBox',
        icon: 'safety',
        module: LICENSE_IDS.passBox,
        // boxes are registered by the kiosk supplier: the merchant binds them to rooms and names who may open them
        perms: [
          'room:passBox:list',
          'room:passBox:edit',
          'room:passBox:export',
          ...crudPerms('room:boxUser'),
        ],
        staffPerms: [
          'room:passBox:list',
          'room:passBox:edit',
          'room:passBox:export',
          'room:boxUser:list',
          'room:boxUser:add',
          'room:boxUser:edit',
        ],
      },
      {
        menuId: 1110,
        name: '房间上下架',
        enName: 'Room Shelves',
        path: '/roomManage/shelf',
        icon: 'shop',
        ...roomPage('room:shelf'),
      },
      {
        menuId: 1111,
        name: 'OTA设置',
        enName: 'OTA Settings',
        path: '/roomManage/otaConfig',
        icon: 'setting',
        module: LICENSE_IDS.ota,
        // how OTA orders are taken changes what guests are sold: the owner decides, staff may look
        perms: ['room:ota:list', 'room:ota:edit'],
        staffPerms: ['room:ota:list'],
      },
    ],
  },
  {
    menuId: 1300,
    name: '计费规则',
    enName: 'Billing Rules',
    path: '/feeRule/index',
    icon: 'file-text',
    // :check approves the front desk's order price edits; staff may look up prices only
    perms: [...crudPerms('fee:rule'), 'fee:rule:check'],
    staffPerms: ['fee:rule:list'],
  },
  {
    menuId: 1350,
    name: '订单管理',
    enName: 'Orders',
    path: '/order/index',
    icon: 'file-text',
    // the front desk works from these lists all day
    ...recordList('order'),
  },
  {
    menuId: 1352,
    name: '经营统计',
    enName: 'Business Report',
    path: '/statistics/index',
    icon: 'bar-chart',
    // the owner's figures; the desk sees its own shifts on 交班管理
    roles: OWNER_ONLY,
    perms: ['stat:report:list', 'stat:report:export'],
  },
  {
    menuId: 1351,
    name: '损坏登记',
    enName: 'Damage',
    path: '/order/damage',
    icon: 'exception',
    perms: [
      'order:damage:list',
      'order:damage:add',
      'order:damage:edit',
      'order:damage:delete',
      'order:damage:status',
      'order:damage:export',
    ],
    // the desk registers damage and settles it with the guest; changing or removing a record is the owner's
    staffPerms: ['order:damage:list', 'order:damage:add', 'order:damage:status', 'order:damage:export'],
  },
  PAY_ACCOUNT,
  GOODS,
  STAFF,
  {
    menuId: 1600,
    name: '交班管理',
    enName: 'Shift Handover',
    path: '/handOver/detail',
    icon: 'swap',
    perms: [
      'handover:detail:list',
      'handover:detail:add',
      'handover:detail:edit',
      'handover:detail:delete',
      'handover:detail:status',
      'handover:detail:export',
      'handover:detail:print',
    ],
    // the desk clerk hands over and takes over; changing or removing a handover is the owner's
    staffPerms: [
      'handover:detail:list',
      'handover:detail:add',
      'handover:detail:status',
      'handover:detail:export',
      'handover:detail:print',
    ],
  },
  MEMBERS,
  ACTIVITY,
  {
    menuId: 1800,
    name: '支付',
    enName: 'Payments',
    path: '/payment',
    icon: 'safety',
    perms: ['payment:order:list'],
  },
  UPGRADE,
  personalCenter('hotel'),
  // the ERP signs in the owner only (erpLogin answers others 无权限登录进销存系统): staff are not offered it
  {
    menuId: 2100,
    name: '进销存',
    enName: 'ERP',
    path: '/shopManage/index',
    icon: 'team',
    roles: OWNER_ONLY,
    perms: ['erp:stock:list'],
  },
  TEST,
]);

const NETBAR_MENU: MenuDef[] = withDeclaredPages([
  {
    menuId: 1650,
    name: '交班明细',
    enName: 'Shift Details',
    path: '/handOver/netbarDetail',
    icon: 'swap',
    // as the hotel's 交班管理: the counter hands over and takes over; changing or removing a handover is the owner's
    perms: [
      'handover:netbar:list',
      'handover:netbar:add',
      'handover:netbar:edit',
      'handover:netbar:delete',
      'handover:netbar:status',
      'handover:netbar:export',
      'handover:netbar:print',
    ],
    staffPerms: [
      'handover:netbar:list',
      'handover:netbar:add',
      'handover:netbar:status',
      'handover:netbar:export',
      'handover:netbar:print',
    ],
  },
  {
    menuId: 1660,
    name: '上机记录',
    enName: 'Seat Sessions',
    path: '/netBar/computerLog',
    icon: 'desktop',
    // the counter looks up who sat where
    ...recordList('netbar:computer'),
  },
  {
    menuId: 1670,
    name: '充值记录',
    enName: 'Recharges',
    path: '/netBar/recharge',
    icon: 'wallet',
    ...recordList('netbar:recharge'),
  },
  {
    menuId: 1680,
    name: '场所信息',
    enName: 'Cafe Record',
    path: '/netBar/placeInfo',
    icon: 'building',
    // staff may look (the view key); the record is the owner's to change
    perms: ['netbar:place:view', 'netbar:place:edit'],
  },
  {
    menuId: 1690,
    name: '机位设置',
    // not "Seats": the menu search matches letters in order, and "Seats" would find 上机记录's "Seat Sessions"
    enName: 'Seat Config',
    path: '/netBar/seatConfig',
    icon: 'desktop',
    // the areas, their rates and the seats (placeConfig, orderSeatConfig; :edit arranges the seat map, :status
    // puts a seat out of order and back); staff see them and the live seat map
    perms: [...crudPerms('netbar:seat'), 'netbar:seat:status'],
  },
  {
    menuId: 1710,
    name: '消费分析',
    enName: 'Consumption Analysis',
    path: '/netBar/consumptionAnalysis',
    icon: 'bar-chart',
    perms: ['netbar:analysis:list', 'netbar:analysis:export'],
    roles: OWNER_ONLY,
  },
  {
    menuId: 1720,
    name: '平台账户',
    enName: 'Platform Accounts',
    path: '/netBar/accounts',
    icon: 'wallet',
    // the cafe's accounts with the platforms it settles with: money, the owner's
    perms: ['netbar:account:list', 'netbar:account:add', 'netbar:account:edit', 'netbar:account:export'],
    roles: OWNER_ONLY,
  },
  {
    menuId: 1730,
    name: '语音播报',
    enName: 'Announcements',
    path: '/netBar/broadcast',
    icon: 'message',
    perms: [...crudPerms('netbar:broadcast'), 'netbar:broadcast:status'],
  },
  {
    menuId: 1740,
    name: '客户端设置',
    enName: 'Seat Client',
    path: '/netBar/clientConfig',
    icon: 'setting',
    // which recharge offers and goods the seat client shows
    perms: ['netbar:client:list', 'netbar:client:edit'],
  },
  MEMBERS,
  ACTIVITY,
  GOODS,
  STAFF,
  PAY_ACCOUNT,
  UPGRADE,
  personalCenter('netbar'),
  TEST,
]);

/**
 * What a front-desk role holds by default (the demo's 前台接待 role is seeded with it): look but not change (the
 * listing keys of the pages they see), unless a page says more (`staffPerms`).
 */
const READ_ONLY = /:(list|view)$/;

export function isNetbarType(placeType: number): boolean {
  return placeType === 50;
}

/**
 * The platform's menu of a place kind as declared (each node's keys, roles, module): what a place's changes to
 * its menu start from (mocks/domains/staff/menu-overrides.ts). Read it, never change it.
 */
export function systemMenu(placeType: number): readonly MenuDef[] {
  return isNetbarType(placeType) ? NETBAR_MENU : HOTEL_MENU;
}

/**
 * The menu tree and permission keys of a place kind for a role. `modules` are the licence ids the place holds
 * in force (mocks/domains/common-license/routes.ts `heldModules`): pages of a module it does not hold are left out,
 * with their keys. Without `modules` nothing is left out for want of a licence (every module shown).
 *
 * A staff member's keys are their roles' (`grant`, mocks/domains/staff/roles.ts): they see a page that has keys
 * only when they hold one of them, and a page without keys (home, the personal centre) as everyone does. Without
 * `grant`, staff get what a front-desk role holds by default (READ_ONLY, `staffPerms`).
 * @example menusFor(0, 'owner', [LICENSE_IDS.lock]) // 门锁管理 but no OTA设置 or 房卡盒
 * @example menusFor(0, 'staff', modules, new Set(['room:building:list'])) // 楼栋楼层 only, and the pages without keys
 */
export function menusFor(
  placeType: number,
  role: MemberRole,
  modules?: readonly number[],
  grant?: ReadonlySet<string>,
): { menus: MenuNode[]; permissions: string[] } {
  const permissions: string[] = [];
  const visible = (d: MenuDef) =>
    (!d.roles || d.roles.includes(role)) &&
    (d.module === undefined || !modules || modules.includes(d.module));
  const staffMay = (d: MenuDef, p: string) =>
    grant ? grant.has(p) : d.staffPerms ? d.staffPerms.includes(p) : READ_ONLY.test(p);
  const walk = (defs: MenuDef[]): MenuNode[] =>
    defs.filter(visible).flatMap((d) => {
      const { children, perms, staffPerms: _staffPerms, module: _module, own, ...node } = d;
      const held = (perms ?? []).filter((p) => role === 'owner' || staffMay(d, p));
      // a granted staff member sees a page with keys only when a role gives one of them (their own pages always)
      if (role === 'staff' && grant && !own && !children && perms?.length && held.length === 0) return [];
      permissions.push(...held);
      if (!children) return [{ ...node }];
      const kids = walk(children);
      return role === 'staff' && grant && kids.length === 0 ? [] : [{ ...node, children: kids }];
    });
  const menus = walk(isNetbarType(placeType) ? NETBAR_MENU : HOTEL_MENU);
  return { menus, permissions: [...new Set(permissions)] };
}

/**
 * The keys a role may give at a place of this kind holding these licences, as the roles page's tree (role/view,
 * src/domain/permission-tree.ts): the pages a staff member can be shown (not the owner's own: `roles: ['owner']`;
 * not a module the place does not hold), each with its keys as leaves; groups keep the pages under them.
 */
export function grantTree(placeType: number, modules?: readonly number[]): PermNode[] {
  const walk = (defs: MenuDef[]): PermNode[] =>
    defs
      .filter(
        (d) =>
          (!d.roles || d.roles.includes('staff')) &&
          (d.module === undefined || !modules || modules.includes(d.module)),
      )
      .flatMap((d): PermNode[] => {
        const node = { key: `menu:${d.menuId}`, name: d.name, enName: d.enName };
        if (d.children) {
          const kids = walk(d.children);
          return kids.length ? [{ ...node, children: kids }] : [];
        }
        return d.perms?.length ? [{ ...node, children: d.perms.map((key) => ({ key })) }] : [];
      });
  return walk(isNetbarType(placeType) ? NETBAR_MENU : HOTEL_MENU);
}

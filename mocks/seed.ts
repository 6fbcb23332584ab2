/**
 * The demo data every mock database starts from. Fixed content (no random values, no current time) so
 * screenshots, e2e tests and bug reports see the same places and ids every time.
 *
 * Demo accounts (all with password abc123456):
 * - 13800138000 张建国: owner of 12 places of every kind (the first is an e-sports hotel)
 * - 13800138001 李晓梅: owner of one inn, nothing set up yet
 * - 13800138002 王磊: staff of 张建国's first place
 * - 13800138003 陈思远: owner of one internet cafe
 */
import type { DbState, DictEntry, EntityRow, MembershipRow, PlaceRow, PlaceType, UserRow } from './db';
import { addDays, type Day } from '../src/domain/calendar';
import { STOCK_CHANGE, stockAfter, type StockChangeKind } from '../src/domain/goods';
import {
  discounted,
  endDay,
  PERMANENT_DATE,
  planMonths,
  planTotal,
  type LicenseType,
  type PlanChoice,
  type PricePlan,
} from '../src/domain/licence';
import { hashPassword } from './password';
import { seedMessages } from './seed-messages';
import { LICENSE_IDS } from './menus';

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
 * categories and units; 11: stock changes of the goods).
 */
export const DB_VERSION = 11;

export const DEMO_PASSWORD = 'abc123456';

export const DEMO_USERS = {
  owner: '13800138000',
  innOwner: '13800138001',
  staff: '13800138002',
  netbarOwner: '13800138003',
} as const;

/** Seeded, not yet bound internet cafes for /api/system/bindNetbar. */
export const UNBOUND_NETBARS = [
  { placeCode: 'NB330106001', bindCode: '860012' },
  { placeCode: 'NB330106002', bindCode: '860013' },
] as const;

const T0 = '2024-03-18 09:30:00';

function user(id: number, phone: string, name: string, createTime = T0): UserRow {
  return {
    id,
    account: phone,
    phone,
    name,
    avatar: '',
    passwordHash: hashPassword(DEMO_PASSWORD),
    status: 1,
    createTime,
  };
}

type PlaceSeed = [
  id: number,
  placeName: string,
  placeType: PlaceType,
  license: number,
  address: string,
  contacts: string,
  phone: string,
  placeCode?: string,
  bindCode?: string,
];

function place(s: PlaceSeed, ownerId: number | null, createTime: string): PlaceRow {
  const [id, placeName, placeType, license, address, contacts, phone, placeCode, bindCode] = s;
  return {
    id,
    placeName,
    placeType,
    license,
    address,
    contacts,
    phone,
    placeCode: placeCode ?? null,
    bindCode: bindCode ?? null,
    ownerId,
    createTime,
  };
}

// prettier-ignore
const OWNER_PLACES: PlaceSeed[] = [
  [1001, '云栖电竞酒店(西湖店)', 0, 1, '浙江省杭州市西湖区文三路478号华星时代广场A座', '张建国', '13957112680'],
  [1002, '云栖电竞酒店(滨江店)', 0, 1, '浙江省杭州市滨江区江南大道3850号创新大厦', '周海燕', '13957112681'],
  [1003, '悦途客栈', 2, 5, '浙江省杭州市上城区河坊街138号', '刘春梅', '13867403215'],
  [1004, '青禾民宿', 3, 5, '浙江省杭州市西湖区龙井路37号', '孙志强', '13588216470'],
  [1005, '极光网咖(滨江店)', 50, 1, '浙江省杭州市滨江区滨盛路1509号天恒大厦2楼', '赵磊', '13758193364', 'NB330108001', '860101'],
  [1006, '星河电竞酒店(南山店)', 0, 1, '广东省深圳市南山区南海大道2163号来福士广场', '黄丽娟', '13684901752'],
  [1007, '竹里客栈', 2, 1, '浙江省杭州市西湖区满觉陇路21号', '吴建华', '13819470326'],
  [1008, '极光网咖(南山店)', 50, 5, '广东省深圳市南山区高新南七道12号数字技术园B1栋', '郑伟', '13760287915', 'NB440305001', '860102'],
  [1009, '山间民宿', 3, 5, '浙江省杭州市余杭区径山镇径山村双溪路66号', '钱雅琴', '13735860491'],
  [1010, '拾光电竞酒店(福田店)', 0, 5, '广东省深圳市福田区华强北路1019号华强广场', '冯志明', '13543287106'],
  [1011, '南巷客栈', 2, 5, '广东省深圳市罗湖区东门中路2048号', '陈秀英', '13612954830'],
  [1012, '云上民宿', 3, 1, '浙江省杭州市淳安县千岛湖镇环湖北路288号', '杨帆', '13858072649'],
];

// prettier-ignore
const INN_OWNER_PLACE: PlaceSeed = [1013, '梅子客栈', 2, 5, '浙江省杭州市拱墅区大兜路历史街区52号', '李晓梅', '13800138001'];
// prettier-ignore
const NETBAR_OWNER_PLACE: PlaceSeed = [
  1014, '思远网咖', 50, 1, '广东省深圳市宝安区新安街道创业二路172号', '陈思远', '13800138003', 'NB440306001', '860103',
];
// prettier-ignore
const UNBOUND_PLACES: PlaceSeed[] = [
  [1015, '星际网咖(文三路店)', 50, 1, '浙江省杭州市西湖区文三路259号昌地火炬大厦1楼', '何俊', '13906518827', UNBOUND_NETBARS[0].placeCode, UNBOUND_NETBARS[0].bindCode],
  [1016, '星际网咖(古墩路店)', 50, 5, '浙江省杭州市西湖区古墩路616号同人广场3楼', '何俊', '13906518827', UNBOUND_NETBARS[1].placeCode, UNBOUND_NETBARS[1].bindCode],
];

const DICT: Record<string, DictEntry[]> = {
  PAY_SCAN_CODE: [
    { dictId: 101, value: '10000', label: '支付宝', description: '支付宝扫码支付' },
    { dictId: 102, value: '10010', label: '微信支付', description: '微信扫码支付' },
  ],
  COPY_YEAR: [
    { dictId: 201, value: '1', label: '1年', description: '授权有效期1年' },
    { dictId: 202, value: '2', label: '2年', description: '授权有效期2年' },
    { dictId: 203, value: '3', label: '3年', description: '授权有效期3年' },
    // validTime 0 means permanent (spec §3)
    { dictId: 204, value: '0', label: '永久', description: '永久授权，有效期至2099-12-31' },
  ],
  COPY_YEAR_ROOM: [
    { dictId: 301, value: '1', label: '按月', description: '房间数按月购买，1个月' },
    { dictId: 302, value: '3', label: '按季度', description: '房间数按季度购买，3个月' },
    { dictId: 303, value: '6', label: '按半年', description: '房间数按半年购买，6个月' },
    { dictId: 304, value: '12', label: '按年', description: '房间数按年购买，12个月' },
  ],
  HELP_DOCUMENT: [
    {
      dictId: 401,
      value: 'https://help.example.com/merchant/quick-start.html',
      label: '新手入门：三步开通酒店管理',
      description: '创建场所、设置楼栋楼层与房型、录入房间',
    },
    {
      dictId: 402,
      value: 'https://help.example.com/merchant/fee-rule.html',
      label: '计费规则设置说明',
      description: '钟点房、全天房与节假日价格的配置方法',
    },
    {
      dictId: 403,
      value: 'https://help.example.com/merchant/pay-account.html',
      label: '收款账户开通指南',
      description: '微信、支付宝收款账户的申请与绑定',
    },
    {
      dictId: 404,
      value: 'https://help.example.com/merchant/netbar-bind.html',
      label: '网吧场所绑定教程',
      description: '使用场所编码与绑定码绑定网吧',
    },
    {
      dictId: 405,
      value: 'https://help.example.com/merchant/faq.html',
      label: '常见问题',
      description: '登录、授权购买与交班相关问题解答',
    },
  ],
  // room types (§7 Rooms): RoomModel.bedType and RoomModel.facilities hold these values
  BED_TYPE: [
    { dictId: 501, value: 'big', label: '大床', description: '一张1.8米大床' },
    { dictId: 502, value: 'twin', label: '双床', description: '两张1.2米单人床' },
    { dictId: 503, value: 'triple', label: '三床', description: '三张1.2米单人床' },
    { dictId: 504, value: 'esports2', label: '电竞双人', description: '两张单人床，两套电竞设备' },
    { dictId: 505, value: 'esports3', label: '电竞三人', description: '三张单人床，三套电竞设备' },
    { dictId: 506, value: 'suite', label: '套房', description: '卧室与起居室分开' },
  ],
  ROOM_FACILITY: [
    { dictId: 601, value: 'wifi', label: '免费WiFi', description: '千兆光纤，全屋覆盖' },
    { dictId: 602, value: 'bath', label: '独立卫浴', description: '' },
    { dictId: 603, value: 'window', label: '窗户', description: '' },
    { dictId: 604, value: 'peripherals', label: '电竞外设', description: '机械键盘、电竞鼠标、耳机' },
    { dictId: 605, value: 'pc', label: '高配电脑', description: 'RTX显卡、高刷新率显示器' },
    { dictId: 606, value: 'bathtub', label: '浴缸', description: '' },
    { dictId: 607, value: 'smartLock', label: '智能门锁', description: '支持离线密码' },
    { dictId: 608, value: 'aircon', label: '空调', description: '' },
    { dictId: 609, value: 'breakfast', label: '早餐', description: '含早餐' },
  ],
};

/** The demo owner's address book (table `addresses`, per user: placeId null). */
const ADDRESSES: EntityRow[] = [
  {
    id: 1,
    placeId: null,
    userId: 10001,
    consignee: '张建国',
    phone: '13800138000',
    region: '浙江省杭州市西湖区',
    detail: '文三路478号华星时代广场A座1201室',
    isDefault: 1,
    createTime: T0,
    updateTime: T0,
  },
  {
    id: 2,
    placeId: null,
    userId: 10001,
    consignee: '周海燕',
    phone: '13957112681',
    region: '浙江省杭州市滨江区',
    detail: '江南大道3850号创新大厦一楼前台',
    isDefault: 0,
    createTime: '2024-04-11 15:20:00',
    updateTime: '2024-04-11 15:20:00',
  },
];

type NotificationSeed = [notionId: number, title: string, content: string, sendTime: string, status: 0 | 1];

const para = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

// prettier-ignore
const HOTEL_NOTIFICATIONS: NotificationSeed[] = [
  [5005, '系统升级通知', para('尊敬的商户：', '平台将于 <strong>2025-06-18 02:00-04:00</strong> 进行系统升级，期间前台收银与房态同步可能短暂中断，请提前做好交班。', '给您带来的不便，敬请谅解。'), '2025-06-16 10:00:00', 0],
  [5004, '房费结算提醒', para('您好，5月房费账单已生成，请于 <strong>6月20日</strong> 前在“收款账户”中核对结算明细。', '如有疑问请联系客服 400-820-6688。'), '2025-06-10 09:30:00', 0],
  [5003, '端午节房价调整提醒', para('端午假期（5月31日至6月2日）即将到来，建议提前在“计费规则”中设置节假日价格。'), '2025-05-26 14:00:00', 0],
  [5002, '收款账户实名认证提醒', para('根据支付机构要求，收款账户需完成法人实名认证，未认证的账户将于 7月1日 起暂停提现。'), '2025-05-12 11:00:00', 1],
  [5001, '新功能上线：钟点房自动计费', para('钟点房现在可以按入住时长自动计费，超时部分按规则自动续费。', '前往“计费规则 - 钟点房”即可开启。'), '2025-04-28 16:30:00', 1],
];

// prettier-ignore
const NETBAR_NOTIFICATIONS: NotificationSeed[] = [
  [6005, '系统升级通知', para('尊敬的网吧业主：', '平台将于 <strong>2025-06-18 02:00-04:00</strong> 进行系统升级，期间会员上机与充值可能短暂中断。'), '2025-06-16 10:00:00', 0],
  [6004, '上机费结算提醒', para('5月上机费结算单已生成，请于 <strong>6月20日</strong> 前核对交班明细与收款记录。'), '2025-06-10 09:30:00', 0],
  [6003, '暑期会员充值活动上线', para('暑期充值送网费活动已开放配置，可在“活动数据”中设置充值赠送规则。'), '2025-06-01 09:00:00', 0],
  [6002, '收款账户实名认证提醒', para('根据支付机构要求，收款账户需完成法人实名认证，未认证的账户将于 7月1日 起暂停提现。'), '2025-05-12 11:00:00', 1],
  [6001, '新功能上线：交班明细导出', para('交班明细现在可以按班次导出为 Excel，便于对账。'), '2025-04-28 16:30:00', 1],
];

/** Five notifications per place (3 unread, 2 read), the console's web platform as receiver. */
function notifications(places: PlaceRow[]): EntityRow[] {
  let id = 0;
  return places.flatMap((p) =>
    (p.placeType === 50 ? NETBAR_NOTIFICATIONS : HOTEL_NOTIFICATIONS).map(
      ([notionId, title, content, sendTime, status]) => ({
        id: ++id,
        placeId: p.id,
        notionId,
        title,
        content,
        sendTime,
        status,
        receivePlatform: 1,
      }),
    ),
  );
}

/* ------------------------------------------------------------------ rooms (§7 Rooms) */

/** The tables of mocks/handlers/rooms.ts. */
export const ROOM_TABLES = {
  building: 'businessBuilding',
  model: 'businessRoomModel',
  room: 'businessRoom',
} as const;

/**
 * A room picture as a data: URL: the upload mock stores no files and answers uploads as data: URLs, so seeded
 * and uploaded images load the same way, offline too. Flat shapes only, to stay small in localStorage.
 */
function picture(wall: string, ...parts: string[]): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='640' height='400' viewBox='0 0 160 100'>` +
    `<rect width='160' height='100' fill='${wall}'/><rect y='76' width='160' height='24' fill='#8a6f55'/>` +
    `${parts.join('')}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const WINDOW = `<rect x='60' y='12' width='40' height='26' fill='#bfe3f5' stroke='#fff' stroke-width='2'/>`;
const bed = (x: number, w: number) =>
  `<rect x='${x}' y='46' width='5' height='32' fill='#6b4f3a'/>` +
  `<rect x='${x + 4}' y='58' width='${w}' height='18' rx='3' fill='#f4f1ea'/>` +
  `<rect x='${x + 7}' y='52' width='14' height='7' rx='3' fill='#fff'/>`;
const desk = (glow: string) =>
  `<rect y='6' width='160' height='2' fill='${glow}'/>` +
  `<rect x='98' y='58' width='56' height='4' fill='#2b2b2b'/><rect x='102' y='62' width='3' height='14' fill='#2b2b2b'/>` +
  `<rect x='146' y='62' width='3' height='14' fill='#2b2b2b'/>` +
  `<rect x='101' y='40' width='22' height='15' fill='#111' stroke='${glow}' stroke-width='1.5'/>` +
  `<rect x='128' y='40' width='22' height='15' fill='#111' stroke='${glow}' stroke-width='1.5'/>`;
const SOFA = `<rect x='100' y='52' width='50' height='10' rx='4' fill='#b5838d'/><rect x='100' y='60' width='50' height='14' rx='4' fill='#9d6b75'/>`;
const BATH =
  `<rect width='160' height='76' fill='#e3ebef'/><rect x='22' y='54' width='84' height='22' rx='11' fill='#fff' stroke='#c5d0d6'/>` +
  `<rect x='94' y='28' width='4' height='28' fill='#9fb0b8'/><rect x='118' y='18' width='26' height='32' rx='13' fill='#dff0f7' stroke='#9fb0b8'/>`;

const IMG = {
  big: picture('#efe6d8', WINDOW, bed(16, 70)),
  twin: picture('#e9efe4', WINDOW, bed(10, 40), bed(62, 40)),
  triple: picture('#f1e9df', WINDOW, bed(6, 34), bed(52, 34), bed(98, 34)),
  esportsBig: picture('#26263a', bed(10, 66), desk('#8b5cf6')),
  esports2: picture('#1f2a3c', bed(6, 36), bed(46, 36), desk('#22d3ee')),
  esports3: picture('#2a1f33', bed(2, 28), bed(34, 28), bed(66, 28), desk('#f472b6')),
  suite: picture('#2b2a24', bed(8, 62), SOFA, `<rect y='6' width='160' height='2' fill='#fbbf24'/>`),
  courtyard: picture('#e7efe6', WINDOW, bed(8, 62), SOFA),
  bath: picture('#e3ebef', BATH),
};

type ModelSeed = [
  modelName: string,
  shortName: string,
  basePrice: number,
  bedType: string,
  area: number,
  capacity: number,
  facilities: string,
  images: string[],
  description: string,
  status?: 0 | 1,
];

interface BuildingSeed {
  name: string;
  floorStart: number;
  floorEnd: number;
  remark: string;
  /** [floor, rooms on it] */
  floors: Array<[floor: number, rooms: number]>;
  /** text before the floor number in a room number, e.g. '2-' gives 2-305 */
  prefix: string;
  /** the room type (index into the place's types) of the n-th room (from 1) of a floor */
  typeOf: (n: number, floor: number) => number;
}

interface PlaceRoomsSeed {
  placeId: number;
  createTime: string;
  /** door-lock numbers are this + the room number; '' = no smart locks */
  lockPrefix: string;
  models: ModelSeed[];
  buildings: BuildingSeed[];
  /** room number → why it is disabled (its remark) */
  disabled: Record<string, string>;
  /** rooms of this building index and floor are bound to a room manager (its id in businessRoomManager) */
  managed?: { building: number; floor: number; managerId: number };
}

/** [floor, count] for floors from..to with the same number of rooms. */
const floors = (from: number, to: number, rooms: number): Array<[number, number]> =>
  Array.from({ length: to - from + 1 }, (_, i) => [from + i, rooms]);

const ESPORTS = 'wifi bath window aircon smartLock pc peripherals';

// prettier-ignore
const ROOM_SEEDS: PlaceRoomsSeed[] = [
  {
    placeId: 1001,
    createTime: '2024-03-20 10:00:00',
    lockPrefix: 'XH',
    models: [
      ['标准大床房', '标准大床', 168, 'big', 22, 2, 'wifi bath window aircon smartLock', [IMG.big, IMG.bath], para('1.8米大床，安静朝南，适合商务出行。')],
      ['电竞大床房', '电竞大床', 238, 'big', 26, 2, ESPORTS, [IMG.esportsBig, IMG.bath], para('1.8米大床 + <strong>RTX 4070</strong> 高配电脑一台，27英寸240Hz显示器。')],
      ['电竞双人间', '电竞双人', 268, 'esports2', 30, 2, ESPORTS, [IMG.esports2, IMG.bath], para('两张1.2米单人床，<strong>两套</strong>RTX 4070电竞主机，开黑首选。', '机械键盘、电竞鼠标与降噪耳机齐全。')],
      ['电竞三人间', '电竞三人', 358, 'esports3', 38, 3, ESPORTS, [IMG.esports3, IMG.bath], para('三张单人床，三套电竞主机并排，适合三排车队。')],
      ['豪华电竞套房', '电竞套房', 688, 'suite', 58.5, 4, `${ESPORTS} bathtub breakfast`, [IMG.suite, IMG.esports2, IMG.bath], para('独立客厅与卧室，<strong>四套</strong>RTX 4080主机，含双人早餐。', '观景浴缸，俯瞰西湖夜景。')],
      ['标准双床房', '标准双床', 198, 'twin', 25, 2, 'wifi bath window aircon smartLock', [IMG.twin, IMG.bath], para('两张1.2米单人床。暂停销售，待装修完成后开放。'), 0],
    ],
    buildings: [
      { name: '主楼', floorStart: 1, floorEnd: 12, remark: '1层为大堂与前台', floors: floors(2, 12, 20), prefix: '',
        typeOf: (n) => (n <= 8 ? 2 : n <= 12 ? 3 : n <= 16 ? 1 : n <= 18 ? 0 : 4) },
      { name: '副楼', floorStart: 1, floorEnd: 6, remark: '1层为餐厅与健身房', floors: floors(2, 6, 16), prefix: '2-',
        typeOf: (n) => (n <= 10 ? 0 : 1) },
    ],
    disabled: { '512': '空调维修中', '907': '卫生间漏水维修', '2-305': '停用改造' },
    // 吴桂芳 (主楼7-12层), the second room manager of the place
    managed: { building: 0, floor: 12, managerId: 2 },
  },
  {
    placeId: 1002,
    createTime: '2024-04-08 14:00:00',
    lockPrefix: 'BJ',
    models: [
      ['电竞大床房', '电竞大床', 228, 'big', 25, 2, ESPORTS, [IMG.esportsBig, IMG.bath], para('1.8米大床，RTX 4060Ti电竞主机一台，江景视野。')],
      ['电竞双人间', '电竞双人', 258, 'esports2', 28, 2, ESPORTS, [IMG.esports2, IMG.bath], para('两张单人床，两套电竞主机，24小时送餐到房。')],
      ['电竞三人间', '电竞三人', 338, 'esports3', 36, 3, ESPORTS, [IMG.esports3, IMG.bath], para('三张单人床，三套电竞主机。')],
      ['豪华电竞套房', '电竞套房', 658, 'suite', 55, 4, `${ESPORTS} bathtub breakfast`, [IMG.suite, IMG.esports2, IMG.bath], para('一室一厅，四套RTX 4080主机，含早餐。')],
    ],
    buildings: [
      { name: '主楼', floorStart: -1, floorEnd: 12, remark: '-1层为停车场，1-2层为大堂与餐厅', floors: floors(3, 12, 15), prefix: '',
        typeOf: (n) => (n <= 6 ? 1 : n <= 10 ? 2 : n <= 14 ? 0 : 3) },
    ],
    disabled: { '1203': '装修中' },
  },
  {
    placeId: 1003,
    createTime: '2024-05-15 09:00:00',
    lockPrefix: '',
    models: [
      ['标准大床房', '大床', 168, 'big', 18, 2, 'wifi bath window aircon', [IMG.big, IMG.bath], para('临街木窗，1.8米大床。')],
      ['标准双床房', '双床', 188, 'twin', 20, 2, 'wifi bath window aircon', [IMG.twin, IMG.bath], para('两张1.2米单人床，适合结伴出游。')],
      ['家庭三人间', '家庭房', 238, 'triple', 28, 3, 'wifi bath window aircon breakfast', [IMG.triple, IMG.bath], para('三张单人床，含三人早餐。')],
      ['庭院套房', '庭院套房', 388, 'suite', 40, 3, 'wifi bath window aircon bathtub breakfast', [IMG.courtyard, IMG.bath], para('独享小庭院与茶台，<strong>含早餐</strong>。')],
    ],
    buildings: [
      { name: '客栈', floorStart: 1, floorEnd: 3, remark: '临河坊街，1层为茶室', floors: [[1, 6], [2, 7], [3, 7]], prefix: '',
        typeOf: (n, floor) => (floor === 1 ? (n <= 4 ? 0 : 1) : n <= 3 ? 0 : n <= 5 ? 1 : n === 6 ? 2 : 3) },
    ],
    disabled: { '106': '临时作为员工休息间' },
  },
  {
    placeId: 1006,
    createTime: '2024-06-03 11:00:00',
    lockPrefix: 'NS',
    models: [
      ['电竞大床房', '电竞大床', 218, 'big', 24, 2, ESPORTS, [IMG.esportsBig, IMG.bath], para('1.8米大床，RTX 4060Ti电竞主机一台。')],
      ['电竞双人间', '电竞双人', 248, 'esports2', 28, 2, ESPORTS, [IMG.esports2, IMG.bath], para('两张单人床，两套电竞主机。')],
      ['电竞三人间', '电竞三人', 328, 'esports3', 35, 3, ESPORTS, [IMG.esports3, IMG.bath], para('三张单人床，三套电竞主机。')],
      ['豪华电竞套房', '电竞套房', 588, 'suite', 50, 4, `${ESPORTS} bathtub`, [IMG.suite, IMG.esports2, IMG.bath], para('一室一厅，四套电竞主机，深圳湾景观。')],
    ],
    buildings: [
      { name: 'A座', floorStart: 1, floorEnd: 8, remark: '1层为大堂', floors: floors(2, 8, 12), prefix: 'A',
        typeOf: (n) => (n <= 5 ? 1 : n <= 9 ? 2 : n <= 11 ? 0 : 3) },
      { name: 'B座', floorStart: 1, floorEnd: 4, remark: '', floors: floors(2, 4, 12), prefix: 'B',
        typeOf: (n) => (n <= 5 ? 1 : n <= 9 ? 2 : n <= 11 ? 0 : 3) },
    ],
    disabled: { A503: '电脑维修中', B402: '停用' },
  },
];

/**
 * Buildings, room types and rooms of the demo hotels (1001 ~300 rooms, 1002 150, 1003 20, 1006 120); every
 * other place, 李晓梅's inn 1013 included, starts with none. Rooms leave out empty lockNo, remark and
 * managerId (the handler fills them in) to keep the stored database small.
 */
function roomTables(): Record<string, EntityRow[]> {
  const buildings: EntityRow[] = [];
  const models: EntityRow[] = [];
  const rooms: EntityRow[] = [];
  for (const seed of ROOM_SEEDS) {
    const { placeId, createTime: t } = seed;
    const modelIds = seed.models.map((m) => {
      const [
        modelName,
        shortName,
        basePrice,
        bedType,
        area,
        capacity,
        facilities,
        images,
        description,
        status,
      ] = m;
      const id = models.length + 1;
      models.push({
        id,
        placeId,
        modelName,
        shortName,
        basePrice,
        bedType,
        area,
        capacity,
        facilities: facilities.split(' '),
        images,
        description,
        status: status ?? 1,
        createTime: t,
        updateTime: t,
      });
      return id;
    });
    seed.buildings.forEach((b, bi) => {
      const buildingId = buildings.length + 1;
      buildings.push({
        id: buildingId,
        placeId,
        buildingName: b.name,
        floorStart: b.floorStart,
        floorEnd: b.floorEnd,
        sort: bi + 1,
        remark: b.remark,
        status: 1,
        createTime: t,
        updateTime: t,
      });
      for (const [floor, count] of b.floors) {
        for (let n = 1; n <= count; n++) {
          const roomNo = `${b.prefix}${floor}${String(n).padStart(2, '0')}`;
          const room: EntityRow = {
            id: rooms.length + 1,
            placeId,
            buildingId,
            floor,
            roomModelId: modelIds[b.typeOf(n, floor)]!,
            roomNo,
            status: roomNo in seed.disabled ? 0 : 1,
            createTime: t,
          };
          if (seed.lockPrefix) room.lockNo = `${seed.lockPrefix}${roomNo.replace('-', '')}`;
          if (roomNo in seed.disabled) room.remark = seed.disabled[roomNo];
          if (seed.managed?.building === bi && seed.managed.floor === floor)
            room.managerId = seed.managed.managerId;
          rooms.push(room);
        }
      }
    });
  }
  return { [ROOM_TABLES.building]: buildings, [ROOM_TABLES.model]: models, [ROOM_TABLES.room]: rooms };
}

/* ------------------------------------------------------------------ room extras (§7 Rooms, Place config) */

/** The tables of mocks/handlers/room-extras.ts; lockSupplier is platform-wide (no placeId). */
export const ROOM_EXTRA_TABLES = {
  lock: 'businessLock',
  supplier: 'lockSupplier',
  supplierConfig: 'lockSupplierConfig',
  server: 'businessServer',
  manager: 'businessRoomManager',
  computer: 'businessComputer',
  passBox: 'passBox',
  boxUser: 'boxUser',
  shelf: 'businessRoomOnAndOffShelves',
  otaConfig: 'businessRoomOtaConfig',
} as const;

const LOCK_SUPPLIERS = ['科裕', '必达', '盛阳', '智锁科技'];

// prettier-ignore
const EXTRA_SEEDS: Array<{
  placeId: number; time: string; supplierId: number; appKey: string; serverUrl: string; subnet: string;
  managers: Array<[name: string, phone: string, remark: string]>;
}> = [
  { placeId: 1001, time: '2024-03-21 09:00:00', supplierId: 1, appKey: 'ky8f3a91c2d4e6b7a0', serverUrl: 'https://open.keyu-lock.cn/api', subnet: '192.168.1',
    managers: [['周丽华', '13957112601', '主楼2-6层'], ['吴桂芳', '13957112602', '主楼7-12层'], ['郑海燕', '13957112603', '副楼']] },
  { placeId: 1002, time: '2024-04-09 09:30:00', supplierId: 2, appKey: 'bd51e07f9a3c8d2b64', serverUrl: 'https://iot.bida-lock.com/gateway', subnet: '192.168.2',
    managers: [['孙秀英', '13957112611', '3-7层'], ['马春梅', '13957112612', '8-12层'], ['朱玉兰', '13957112613', '夜班']] },
  { placeId: 1006, time: '2024-06-04 10:00:00', supplierId: 3, appKey: 'sy0c7d2e9f4a1b8c35', serverUrl: 'https://cloud.shengyang-lock.cn/v2', subnet: '10.0.6',
    managers: [['林美玲', '13684901761', 'A座'], ['黄小燕', '13684901762', 'B座'], ['陈淑珍', '13684901763', '机动']] },
];

/** PCs per room by the room type's short name (the e-sports types of the seed). */
const PCS_BY_TYPE: Record<string, number> = { 电竞大床: 1, 电竞双人: 2, 电竞三人: 3, 电竞套房: 4 };
const hex2 = (n: number) => n.toString(16).toUpperCase().padStart(2, '0');
// prettier-ignore
const PC_SPECS = [
  ['Intel i7-13700F', 'RTX 4070 12G', '32G DDR5', '1T NVMe SSD', '华硕 TUF B760M'],
  ['AMD R7 7800X3D', 'RTX 4080 16G', '32G DDR5', '2T NVMe SSD', '微星 B650M'],
] as const;

/**
 * Door locks for every room of the demo hotels that has a lock number (1001, 1002, 1006), each hotel's
 * supplier account, two gateways and three room managers each, and the PCs of the e-sports rooms on 主楼 8F
 * of 1001 (as many as the room type has seats) plus two spare PCs not bound to a room. Fixed values only.
 */
function roomExtraTables(rooms: EntityRow[], models: EntityRow[]): Record<string, EntityRow[]> {
  const locks: EntityRow[] = [];
  const configs: EntityRow[] = [];
  const servers: EntityRow[] = [];
  const managers: EntityRow[] = [];
  for (const seed of EXTRA_SEEDS) {
    const { placeId, time: t } = seed;
    for (const room of rooms.filter((r) => r.placeId === placeId && r.lockNo)) {
      // a few locks run low (under 20 %) so the battery column has something to warn about
      locks.push({
        id: locks.length + 1,
        placeId,
        lockNo: room.lockNo,
        roomId: room.id,
        supplierId: seed.supplierId,
        battery: 12 + ((room.id * 37) % 89),
        status: 1,
        createTime: t,
      });
    }
    configs.push({
      id: configs.length + 1,
      placeId,
      supplierId: seed.supplierId,
      appKey: seed.appKey,
      serverUrl: seed.serverUrl,
      createTime: t,
    });
    servers.push(
      {
        id: servers.length + 1,
        placeId,
        serverName: '门锁网关',
        ip: `${seed.subnet}.20`,
        port: 8090,
        type: 1,
        remark: '前台机柜',
        status: 1,
        createTime: t,
      },
      {
        id: servers.length + 2,
        placeId,
        serverName: '取电网关',
        ip: `${seed.subnet}.21`,
        port: 8091,
        type: 2,
        remark: '',
        status: 1,
        createTime: t,
      },
    );
    for (const [name, phone, remark] of seed.managers)
      managers.push({ id: managers.length + 1, placeId, name, phone, remark, status: 1, createTime: t });
  }
  const shortNames = new Map(models.map((m) => [m.id, String(m.shortName)]));
  const computers: EntityRow[] = [];
  const pc = (placeId: number, name: string, roomId: number | null, n: number, i: number) => {
    const [cpu, gpu, memory, harddisk, mainboard] = PC_SPECS[n % 2 === 0 && i === 4 ? 1 : 0]!;
    computers.push({
      id: computers.length + 1,
      placeId,
      computerName: name,
      roomId,
      ip: `192.168.10.${computers.length + 11}`,
      mac: `00:1A:2B:08:${hex2(n)}:${hex2(i)}`,
      cpu,
      gpu,
      memory,
      harddisk,
      mainboard,
      status: 1,
      createTime: '2024-03-21 10:00:00',
    });
  };
  const floor8 = rooms.filter((r) => r.placeId === 1001 && r.buildingId === 1 && r.floor === 8);
  for (const room of floor8) {
    const seats = PCS_BY_TYPE[shortNames.get(room.roomModelId as number) ?? ''] ?? 0;
    const n = Number(String(room.roomNo).slice(-2));
    for (let i = 1; i <= seats; i++) pc(1001, `PC-${String(room.roomNo)}-${i}`, room.id, n, i);
  }
  pc(1001, 'PC-SPARE-1', null, 0, 1);
  pc(1001, 'PC-SPARE-2', null, 0, 2);
  return {
    ...roomSaleTables(rooms, models),
    [ROOM_EXTRA_TABLES.lock]: locks,
    [ROOM_EXTRA_TABLES.supplier]: LOCK_SUPPLIERS.map((supplierName, i) => ({
      id: i + 1,
      placeId: null,
      supplierName,
    })),
    [ROOM_EXTRA_TABLES.supplierConfig]: configs,
    [ROOM_EXTRA_TABLES.server]: servers,
    [ROOM_EXTRA_TABLES.manager]: managers,
    [ROOM_EXTRA_TABLES.computer]: computers,
  };
}

// prettier-ignore
const PASS_BOXES: Array<[boxCode: string, boxName: string, location: string, slotCount: number, online: 0 | 1, roomNo: string | null]> = [
  ['PB-0001', '201房卡盒', '主楼2层 201门侧', 2, 1, '201'],
  ['PB-0002', '202房卡盒', '主楼2层 202门侧', 2, 1, '202'],
  ['PB-0003', '801房卡盒', '主楼8层 801门侧', 4, 0, '801'],
  ['PB-0004', '大堂备用盒1', '大堂前台左侧', 8, 1, null],
  ['PB-0005', '大堂备用盒2', '大堂前台右侧', 8, 1, null],
  ['PB-0006', '副楼房卡盒', '副楼1层电梯口', 4, 0, null],
];
// prettier-ignore
const BOX_USERS: Array<[box: number, name: string, phone: string, cardNo: string, remark: string]> = [
  [1, '周丽华', '13957112601', 'A10001', '主楼保洁主管'],
  [1, '王秀兰', '13957112621', 'A10002', '保洁'],
  [2, '王秀兰', '13957112621', 'A10002', '保洁'],
  [3, '陈小红', '13957112623', 'A10003', ''],
  [4, '李建军', '13957112622', 'B20001', '夜班前台'],
];
/** Channels: 1 小程序, 2 美团, 3 携程, 4 飞猪. */
// prettier-ignore
const SHELVES: Array<[modelName: string, channel: number, saleNum: number, price: number, status: 0 | 1]> = [
  ['标准大床房', 1, 20, 158, 1],
  ['标准大床房', 2, 10, 165, 1],
  ['电竞大床房', 2, 15, 228, 1],
  ['电竞双人间', 3, 12, 258, 1],
  ['电竞三人间', 1, 8, 348, 1],
  ['豪华电竞套房', 4, 4, 668, 0],
];

/**
 * The room sales and kiosk extras of 1001 only: six pass boxes (three at room doors, bound to 201, 202 and
 * 801; 801's and 副楼's offline), five box users, six room shelves (the suite on 飞猪 off the shelf) and its
 * OTA settings (auto-accept on, hour rooms of 3/4/5 hours). Other places start empty and get the default
 * OTA settings.
 */
function roomSaleTables(rooms: EntityRow[], models: EntityRow[]): Record<string, EntityRow[]> {
  const placeId = 1001;
  const t = '2024-03-25 10:00:00';
  const roomId = (no: string | null) =>
    no === null ? null : rooms.find((r) => r.placeId === placeId && r.roomNo === no)!.id;
  const modelId = (name: string) => models.find((m) => m.placeId === placeId && m.modelName === name)!.id;
  return {
    [ROOM_EXTRA_TABLES.passBox]: PASS_BOXES.map(([boxCode, boxName, location, slotCount, online, no], i) => ({
      id: i + 1,
      placeId,
      boxCode,
      boxName,
      location,
      slotCount,
      online,
      roomId: roomId(no),
      createTime: t,
    })),
    [ROOM_EXTRA_TABLES.boxUser]: BOX_USERS.map(([boxId, name, phone, cardNo, remark], i) => ({
      id: i + 1,
      placeId,
      boxId,
      name,
      phone,
      cardNo,
      remark,
      createTime: t,
    })),
    [ROOM_EXTRA_TABLES.shelf]: SHELVES.map(([modelName, channel, saleNum, price, status], i) => ({
      id: i + 1,
      placeId,
      roomModelId: modelId(modelName),
      channel,
      saleNum,
      saleStart: '2025-01-01',
      saleEnd: '2030-12-31',
      price,
      remark: '',
      status,
      createTime: t,
    })),
    [ROOM_EXTRA_TABLES.otaConfig]: [
      {
        id: 1,
        placeId,
        liveIn: {
          autoAccept: 1,
          checkInTime: '14:00',
          checkOutTime: '12:00',
          requireIdCard: 1,
          guaranteeMinutes: 180,
        },
        hourRoom: {
          enabled: 1,
          hourOptions: [3, 4, 5],
          sellStart: '09:00',
          sellEnd: '21:00',
          latestCheckout: '23:00',
        },
        createTime: t,
      },
    ],
  };
}

/* ------------------------------------------------------------------ place setup (§2 Room-setup tip) */

/**
 * Billing rules (§7 Billing), served by mocks/handlers/billing.ts; getInitStatus counts a row
 * `{placeId, roomModelId, basePrice > 0, status: 1}` whose room type belongs to the place as a base price.
 */
export const BILLING_RULES_TABLE = 'businessBillingRules';

/** The tables of mocks/handlers/billing.ts (rows carry placeId). */
export const BILLING_TABLES = {
  rule: BILLING_RULES_TABLE,
  memberType: 'memberType',
  member: 'businessMemberPrice',
  protocol: 'businessProtocolPrice',
  hourRoom: 'businessHourRoom',
  promotion: 'businessPromotionPrice',
  reduce: 'businessReduceRoomPrice',
  orderEdit: 'orderEdit',
  record: 'priceRecord',
  otherConfig: 'businessOtherConfig',
} as const;

/** The member types every hotel and inn has (and gets on first use when it was added later): name, level. */
export const DEFAULT_MEMBER_TYPES: ReadonlyArray<readonly [typeName: string, level: number]> = [
  ['普通会员', 1],
  ['银卡会员', 2],
  ['金卡会员', 3],
  ['钻石会员', 4],
];

/**
 * The billing seed's today: promotions, order edits and price records are dated around it (the seed holds no
 * current time, so screenshots and tests see the same rows every day).
 */
export const BILLING_SEED_DAY: Day = '2026-11-21';
const day = (n: number) => addDays(BILLING_SEED_DAY, n);
const at = (n: number, time: string) => `${day(n)} ${time}`;

/** Deposit by the price of the type: 100 under 200 yuan, 200 under 400, else 500. */
const depositFor = (price: number) => (price < 200 ? 100 : price < 400 ? 200 : 500);

/**
 * A base price for every room type of the demo hotels (the disabled one too), so their setup is complete;
 * weekends (Friday and Saturday nights) cost 20% more; check-in 14:00, check-out 12:00.
 */
function billingRules(models: EntityRow[]): EntityRow[] {
  return models.map((m, i) => ({
    id: i + 1,
    placeId: m.placeId,
    roomModelId: m.id,
    basePrice: m.basePrice,
    weekendPrice: Math.round((m.basePrice as number) * 120) / 100,
    weekendDays: [5, 6],
    deposit: depositFor(m.basePrice as number),
    checkInTime: '14:00',
    checkOutTime: '12:00',
    status: 1,
    createTime: m.createTime,
    updateTime: m.createTime,
  }));
}

/** The four member types of every hotel and inn (not the internet cafes), 李晓梅's empty inn 1013 too. */
function memberTypes(places: PlaceRow[]): EntityRow[] {
  return places
    .filter((p) => p.placeType !== 50 && p.ownerId !== null)
    .flatMap((p) => DEFAULT_MEMBER_TYPES.map(([typeName, level]) => ({ placeId: p.id, typeName, level })))
    .map((r, i) => ({ id: i + 1, ...r, createTime: T0 }));
}

type MemberPriceSeed = [modelName: string, level: number, mode: 1 | 2, price: number, discount: number];
type ProtocolSeed = {
  companyName: string;
  contactName: string;
  contactPhone: string;
  remark: string;
  startTime: string;
  endTime: string;
  prices: Array<[modelName: string, price: number]>;
};
type PromotionSeed = {
  promotionName: string;
  models: string[];
  mode: 1 | 2;
  price: number;
  discount: number;
  dataType: 0 | 1 | 2 | 3;
  startTime: string;
  endTime: string;
  week: string;
  openStartTime: string;
  openEndTime: string;
};
type HourRoomSeed = [
  modelName: string,
  startHours: number,
  startPrice: number,
  stepPrice: number,
  capHours: number,
];

interface BillingSeed {
  placeId: number;
  time: string;
  members: MemberPriceSeed[];
  protocols: ProtocolSeed[];
  promotions: PromotionSeed[];
  hourRooms: HourRoomSeed[];
  /** [roomNo, yuan off, reason] */
  reductions: Array<[roomNo: string, amount: number, reason: string]>;
}

// prettier-ignore
const BILLING_SEEDS: BillingSeed[] = [
  {
    placeId: 1001,
    time: '2026-10-08 10:00:00',
    members: [
      ['标准大床房', 2, 2, 0, 95], ['标准大床房', 3, 2, 0, 90], ['标准大床房', 4, 1, 138, 0],
      ['电竞大床房', 3, 2, 0, 88], ['电竞大床房', 4, 1, 198, 0],
      ['电竞双人间', 4, 2, 0, 85],
    ],
    protocols: [
      { companyName: '杭州云栖科技有限公司', contactName: '陈志远', contactPhone: '13858016672', remark: '年度差旅协议，月结',
        startTime: '2026-01-01', endTime: '2026-12-31', prices: [['标准大床房', 148], ['电竞大床房', 208], ['电竞双人间', 238]] },
      { companyName: '浙江星辰会展服务有限公司', contactName: '林晓琳', contactPhone: '13957183520', remark: '展会期间团队用房',
        startTime: day(-21), endTime: day(160), prices: [['标准大床房', 155], ['电竞三人间', 318]] },
    ],
    promotions: [
      // weekly: Friday and Saturday nights of two e-sports types
      { promotionName: '周末特惠', models: ['电竞大床房', '电竞双人间'], mode: 2, price: 0, discount: 88, dataType: 1,
        startTime: day(-20), endTime: day(130), week: '5,6', openStartTime: '00:00', openEndTime: '23:59' },
      // specified dates: Christmas Eve and New Year's Eve (Thursdays, so never on a 周末特惠 day)
      { promotionName: '圣诞跨年夜', models: ['电竞大床房', '豪华电竞套房'], mode: 1, price: 199, discount: 0, dataType: 0,
        startTime: '2026-12-24', endTime: '2026-12-31', week: '2026-12-24,2026-12-31', openStartTime: '18:00', openEndTime: '23:59' },
    ],
    hourRooms: [['标准大床房', 3, 58, 20, 6], ['电竞大床房', 3, 88, 25, 6], ['电竞双人间', 4, 108, 30, 8]],
    reductions: [
      ['217', 15, '紧邻电梯，略有噪音'], ['1217', 20, '顶层，夏季偏热'], ['2-201', 30, '无外窗'], ['309', 25, '临街一侧'],
    ],
  },
  {
    placeId: 1002,
    time: '2026-10-12 11:00:00',
    members: [['电竞大床房', 3, 2, 0, 90], ['电竞双人间', 4, 1, 218, 0]],
    protocols: [
      { companyName: '杭州滨江数智科技有限公司', contactName: '何佳怡', contactPhone: '13588452371', remark: '',
        startTime: '', endTime: '', prices: [['电竞大床房', 198], ['电竞双人间', 228]] },
    ],
    promotions: [],
    hourRooms: [['电竞大床房', 3, 78, 20, 6]],
    reductions: [],
  },
  {
    placeId: 1006,
    time: '2026-10-15 09:30:00',
    members: [['电竞大床房', 4, 2, 0, 85]],
    protocols: [],
    promotions: [
      // monthly: the 15th and the month's last day
      { promotionName: '月中月末会员日', models: ['电竞双人间'], mode: 1, price: 199, discount: 0, dataType: 2,
        startTime: day(-21), endTime: day(100), week: '15,31', openStartTime: '00:00', openEndTime: '23:59' },
    ],
    hourRooms: [],
    reductions: [],
  },
];

// prettier-ignore
const ORDER_EDITS: Array<[orderNo: string, roomNo: string, guestName: string, original: number, price: number, reason: string, applyTime: string, status: 0 | 1 | 2, checkTime: string, checkRemark: string]> = [
  ['H202611170012', '213', '刘伟', 238, 208, '老客户续住三晚，议价', at(-4, '15:20:11'), 1, at(-4, '16:02:45'), '同意'],
  ['H202611180031', '1219', '孙丽', 688, 588, '客人要求套房打折', at(-3, '20:41:06'), 2, at(-3, '21:10:30'), '套房不参与议价'],
  ['H202611200007', '2-208', '赵强', 168, 148, '房间空调噪音，客人投诉', at(-1, '09:12:40'), 0, '', ''],
  ['H202611210015', '805', '周婷婷', 268, 238, '会员生日优惠', at(0, '10:25:18'), 0, '', ''],
  ['H202611210022', '610', '吴昊', 358, 328, '团队三间房统一价', at(0, '13:48:52'), 0, '', ''],
];

// prettier-ignore
const PRICE_RECORDS: Array<[recordType: string, target: string, content: string, operator: string, createTime: string]> = [
  ['base', '标准大床房', '门市价 158.00 → 168.00；周末价 189.60 → 201.60', '张建国', at(-44, '10:02:13')],
  ['base', '电竞大床房', '押金 100.00 → 200.00', '张建国', at(-44, '10:05:40')],
  ['member', '标准大床房', '银卡会员 未设置 → 9.5折；金卡会员 未设置 → 9折；钻石会员 未设置 → 138.00', '张建国', at(-40, '14:30:02')],
  ['member', '电竞大床房', '金卡会员 未设置 → 8.8折；钻石会员 未设置 → 198.00', '张建国', at(-40, '14:33:51')],
  ['protocol', '杭州云栖科技有限公司', '新增协议：标准大床房 148.00、电竞大床房 208.00、电竞双人间 238.00', '张建国', at(-35, '11:18:26')],
  ['hourRoom', '标准大床房', '钟点房 未开启 → 开启；起步 3小时 59.00 → 3小时 58.00', '张建国', at(-30, '16:45:09')],
  ['protocol', '浙江星辰会展服务有限公司', '新增协议：标准大床房 155.00、电竞三人间 318.00', '张建国', at(-21, '09:40:33')],
  ['promotion', '周末特惠', '新增促销并上架：电竞大床房、电竞双人间 8.8折', '张建国', at(-20, '10:11:47')],
  ['reduce', '2-201（标准大床房）', '每晚减免 0.00 → 30.00（无外窗）', '张建国', at(-12, '15:03:20')],
  ['promotion', '圣诞跨年夜', '新增促销并上架：电竞大床房、豪华电竞套房 199.00', '张建国', at(-6, '17:22:05')],
  ['orderEdit', 'H202611170012（213）', '改价 238.00 → 208.00：已通过', '张建国', at(-4, '16:02:45')],
  ['orderEdit', 'H202611180031（1219）', '改价 688.00 → 588.00：已驳回（套房不参与议价）', '张建国', at(-3, '21:10:30')],
];

/**
 * The prices of the demo hotels besides their base rules: 1001 member prices of three types (both modes), two
 * protocols, hour rooms on its three cheapest sold types, two promotions that never meet (周末特惠 on Friday and
 * Saturday; 圣诞跨年夜 on two Thursdays, 18:00–23:59), four room reductions, five order edits (3 waiting, 1
 * approved, 1 refused) and a dozen price records; 1002 and 1006 lighter. 标准大床房 of 1001 is in no promotion.
 */
function billingTables(
  models: EntityRow[],
  rooms: EntityRow[],
  types: EntityRow[],
): Record<string, EntityRow[]> {
  const members: EntityRow[] = [];
  const protocols: EntityRow[] = [];
  const promotions: EntityRow[] = [];
  const hourRooms: EntityRow[] = [];
  const reductions: EntityRow[] = [];
  for (const seed of BILLING_SEEDS) {
    const { placeId, time: t } = seed;
    const modelId = (name: string) => models.find((m) => m.placeId === placeId && m.modelName === name)!.id;
    const typeId = (level: number) => types.find((m) => m.placeId === placeId && m.level === level)!.id;
    for (const [name, level, mode, price, discount] of seed.members) {
      members.push({
        id: members.length + 1,
        placeId,
        roomModelId: modelId(name),
        memberTypeId: typeId(level),
        mode,
        price,
        discount,
        updateTime: t,
      });
    }
    for (const p of seed.protocols) {
      protocols.push({
        id: protocols.length + 1,
        placeId,
        companyName: p.companyName,
        contactName: p.contactName,
        contactPhone: p.contactPhone,
        remark: p.remark,
        startTime: p.startTime,
        endTime: p.endTime,
        status: 1,
        prices: p.prices.map(([name, price]) => ({ roomModelId: modelId(name), price })),
        createTime: t,
        updateTime: t,
      });
    }
    for (const { models: names, ...p } of seed.promotions) {
      promotions.push({
        id: promotions.length + 1,
        placeId,
        ...p,
        roomModelIds: names.map(modelId),
        status: 1,
        createTime: t,
        updateTime: t,
      });
    }
    for (const [name, startHours, startPrice, stepPrice, capHours] of seed.hourRooms) {
      hourRooms.push({
        id: hourRooms.length + 1,
        placeId,
        roomModelId: modelId(name),
        enabled: 1,
        startHours,
        startPrice,
        stepMinutes: 60,
        stepPrice,
        capHours,
        saleStartTime: '08:00',
        saleEndTime: '22:00',
        updateTime: t,
      });
    }
    for (const [roomNo, reduceAmount, reason] of seed.reductions) {
      const room = rooms.find((r) => r.placeId === placeId && r.roomNo === roomNo)!;
      reductions.push({
        id: reductions.length + 1,
        placeId,
        roomId: room.id,
        reduceAmount,
        reason,
        updateTime: t,
      });
    }
  }
  const orderEdits = ORDER_EDITS.map(
    (
      [
        orderNo,
        roomNo,
        guestName,
        originalPrice,
        newPrice,
        reason,
        applyTime,
        status,
        checkTime,
        checkRemark,
      ],
      i,
    ) => ({
      id: i + 1,
      placeId: 1001,
      orderNo,
      roomNo,
      guestName,
      originalPrice,
      newPrice,
      reason,
      applicant: '王磊',
      applyTime,
      status,
      checker: status === 0 ? '' : '张建国',
      checkTime,
      checkRemark,
    }),
  );
  const records = PRICE_RECORDS.map(([recordType, target, content, operator, createTime], i) => ({
    id: i + 1,
    placeId: 1001,
    recordType,
    target,
    content,
    operator,
    createTime,
  }));
  return {
    [BILLING_TABLES.memberType]: types,
    [BILLING_TABLES.member]: members,
    [BILLING_TABLES.protocol]: protocols,
    [BILLING_TABLES.promotion]: promotions,
    [BILLING_TABLES.hourRoom]: hourRooms,
    [BILLING_TABLES.reduce]: reductions,
    [BILLING_TABLES.orderEdit]: orderEdits,
    [BILLING_TABLES.record]: records,
  };
}

/** Payment accounts, one row per place and payType (mocks/handlers/place-setup.ts). */
export const PAY_CONFIG_TABLE = 'businessPayConfig';

type WechatSeed = [mchId: string, appId: string, apiV3Key: string, certSerialNo: string];
type BankSeed = [
  bankName: string,
  accountName: string,
  accountNo: string,
  branchName: string,
  contactPhone: string,
];

// prettier-ignore
const PAY_SEEDS: Array<[placeId: number, time: string, wechat: WechatSeed, bank: BankSeed]> = [
  [1001, '2024-03-22 15:00:00',
    ['1612345001', 'wx6bdddbaa8852f6a9', 'HBOkIZzb5mmbdt2zvWVJ79NsGJh88F9w', '1C55D13DBCE0C7DD6CB329CA5C4F146E93E77AC3'],
    ['中国工商银行', '杭州云栖电竞酒店管理有限公司', '6222021203045678901', '杭州文三路支行', '13957112680']],
  [1002, '2024-04-10 10:30:00',
    ['1612345002', 'wx921bbda311249fd8', 'WiNPgsfoEqwPFo1GdcaZ4qpmW4mIYxHt', 'CD040E619226EB6F997B9C6A22236517525C1B54'],
    ['中国工商银行', '杭州云栖电竞酒店管理有限公司', '6222021203045678919', '杭州高新支行', '13957112681']],
  [1003, '2024-05-16 11:00:00',
    ['1638520417', 'wxffd98dde6302916e', 'dtn50cmuavGJK2wGrlSXRs7uFRQ6Wd6t', '125E0849DFB905F0AA006A4BF0EBBF17B950F3DA'],
    ['中国农业银行', '杭州悦途客栈有限公司', '6228480328765432107', '杭州河坊街支行', '13867403215']],
  [1006, '2024-06-05 16:00:00',
    ['1645209386', 'wx1a981c73c2309600', 'YyaNbkrvzWKchv44L3EqUDCiccHN8vzA', 'D47A7D1D026AFC5202C8874E16A60DD7606D21FE'],
    ['招商银行', '深圳星河电竞酒店有限公司', '6225880137654321', '深圳南山支行', '13684901752']],
];

/** A WeChat Pay merchant and a settlement bank account, both enabled, for each demo hotel; no Alipay. */
function payConfigs(): EntityRow[] {
  return PAY_SEEDS.flatMap(([placeId, t, [mchId, appId, apiV3Key, certSerialNo], bank], i) => {
    const [bankName, accountName, accountNo, branchName, contactPhone] = bank;
    const base = { placeId, enabled: 1, createTime: t, updateTime: t };
    return [
      { id: 2 * i + 1, ...base, payType: 1, mchId, appId, apiV3Key, certSerialNo },
      { id: 2 * i + 2, ...base, payType: 3, bankName, accountName, accountNo, branchName, contactPhone },
    ];
  });
}

/* ------------------------------------------------------------------ licences and orders (§7 Licences and orders) */

/** The tables of mocks/handlers/common-license.ts; authCode is platform-wide (placeId null), the rest per place. */
export const LICENCE_TABLES = {
  /** what a place holds: {licenseId, startTime, endTime, num, roomNum, source} */
  placeLicense: 'placeLicense',
  /** licence and SMS orders with their payment (LicenseOrder plus userId, requestId, priceId, qrCode, qrTime …) */
  order: 'licenseOrder',
  /** activation codes: {authCode, licenseId, months, roomNum, expireTime} */
  authCode: 'authCode',
  /** a code used at a place (a code is used once, anywhere); per place so resetting a place frees its codes */
  authCodeUse: 'authCodeUse',
  /** the SMS balance of a place: {balance} (messages left), read by the SMS page */
  smsAccount: 'smsAccount',
} as const;

/**
 * A product on sale (license/list) and an SMS pack (getBasePrice), the wire shapes of
 * src/api/services/common-license.ts, written again here: the stand-alone mock server must not compile the
 * console's API layer (mocks/handlers/common-license.test.ts checks that the two agree).
 */
export interface LicenseProduct {
  id: number;
  licenseName: string;
  licenseType: LicenseType;
  description: string;
  helpTip: string;
  features: string[];
  menuNames: string[];
  priceList: PricePlan[];
}
export interface SmsPack {
  id: number;
  num: number;
  price: number;
  discount: number;
}

/** The ids of the products on sale (license/list), defined with the menus they gate. */
export { LICENSE_IDS };

/** What internet cafes are offered (no rooms, no hotel modules). */
export const NETBAR_LICENSE_IDS: readonly number[] = [
  LICENSE_IDS.professional,
  LICENSE_IDS.idReader,
  LICENSE_IDS.cardWriter,
];

const plan = (
  id: number,
  planName: string,
  type: PricePlan['type'],
  price: number,
  discount = 100,
  validTime = 0,
  extra: Partial<PricePlan> = {},
): PricePlan => ({
  id,
  planName,
  type,
  price,
  discount,
  validTime,
  roomPrice: 0,
  roomNum: 0,
  num: 1,
  ...extra,
});

/** Everything on sale; plan ids are unique across the catalogue (they are the priceId of the buy calls). */
export const LICENSE_CATALOGUE: readonly LicenseProduct[] = [
  {
    id: LICENSE_IDS.ota,
    licenseName: 'OTA直连',
    licenseType: 1,
    description: '携程、美团、飞猪订单自动接入，房态房价实时同步',
    helpTip:
      '开通后可在「房间管理 > OTA设置」配置自动接单与钟点房规则，OTA订单直接进入前台，无需人工录入。适合在OTA平台售卖房间的酒店。',
    features: ['携程、美团、飞猪订单自动接单', '房态与房价实时同步', 'OTA钟点房售卖规则'],
    menuNames: ['OTA设置'],
    priceList: [
      plan(101, '1年', 1, 1980, 100, 1),
      plan(102, '2年', 1, 3600, 90, 2),
      plan(103, '永久', 1, 6800, 100, 0),
    ],
  },
  {
    id: LICENSE_IDS.lock,
    licenseName: '智能门锁对接',
    licenseType: 1,
    description: '对接科裕、必达等主流智能门锁，前台发卡、远程开门',
    helpTip: '开通后可在「房间管理 > 门锁管理」为每个房间绑定门锁，入住时前台直接发卡，退房自动失效。',
    features: ['主流门锁品牌对接', '入住发卡、退房自动注销', '远程开门与开门记录'],
    menuNames: ['门锁管理'],
    priceList: [plan(201, '1年', 1, 1280, 100, 1), plan(202, '永久', 1, 3980, 100, 0)],
  },
  {
    id: LICENSE_IDS.passBox,
    licenseName: '自助房卡盒',
    licenseType: 1,
    description: '客人扫码自助取卡，前台无人值守也能入住',
    helpTip:
      '开通后可在「房间管理 > 房卡盒」绑定房卡盒与房间，并设置可开盒的人员。需配合自助房卡盒硬件使用。',
    features: ['扫码自助取卡', '房卡盒与房间绑定', '开盒人员管理'],
    menuNames: ['房卡盒'],
    priceList: [plan(301, '1年', 1, 980, 88, 1)],
  },
  {
    id: LICENSE_IDS.professional,
    licenseName: '专业版',
    licenseType: 6,
    description: '解锁全部经营功能，房间数基础额度提升至300间',
    helpTip: '专业版永久有效：房间数基础额度由30间提升至300间，并开放全部经营报表。购买后立即生效。',
    features: ['房间数基础额度300间', '全部经营报表', '永久有效'],
    menuNames: [],
    priceList: [plan(401, '永久', 1, 8800, 100, 0)],
  },
  {
    id: LICENSE_IDS.rooms,
    licenseName: '房间扩容',
    licenseType: 5,
    description: '按需增加可管理的房间数',
    helpTip: '房间数超过额度时无法再添加房间。可按月购买任意房间数（最少10间），或选择更优惠的房间套餐。',
    features: ['按月扩容，最少10间', '年度套餐更优惠', '购买后立即生效'],
    menuNames: [],
    priceList: [
      plan(501, '按月扩容', 3, 0, 100, 0, { roomPrice: 3, roomNum: 10 }),
      plan(502, '50间/年', 4, 1500, 100, 12, { roomNum: 50 }),
      plan(503, '100间/年', 5, 2700, 95, 12, { roomNum: 100 }),
      plan(504, '200间/2年', 6, 9600, 90, 24, { roomNum: 200 }),
    ],
  },
  {
    id: LICENSE_IDS.idReader,
    licenseName: '身份证阅读器',
    licenseType: 2,
    description: '二代身份证阅读器，入住登记一刷即录（实物商品，包邮）',
    helpTip: '实物商品，付款后3个工作日内发货，请填写收货人、手机号与收货地址。',
    features: ['二代身份证识读', 'USB即插即用', '一年质保'],
    menuNames: [],
    priceList: [plan(601, '单台', 2, 680)],
  },
  {
    id: LICENSE_IDS.cardWriter,
    licenseName: '门锁发卡器',
    licenseType: 2,
    description: 'IC卡门锁发卡器，配合智能门锁对接使用（实物商品，包邮）',
    helpTip: '实物商品，付款后3个工作日内发货，请填写收货人、手机号与收货地址。',
    features: ['IC卡读写', '配合智能门锁对接使用', '一年质保'],
    menuNames: [],
    priceList: [plan(701, '单台', 2, 460)],
  },
];

/** The SMS packs on sale (sysMsgOrder/getBasePrice). */
export const SMS_PACKS: readonly SmsPack[] = [
  { id: 1, num: 1000, price: 60, discount: 100 },
  { id: 2, num: 5000, price: 280, discount: 100 },
  { id: 3, num: 10000, price: 500, discount: 95 },
];

/** What an order of a plan records about it (its name, term, quantities, price and the §3 licenseMsg). */
export interface OrderTerms {
  licenseId: number;
  licenseName: string;
  licenseType: LicenseType;
  priceId: number;
  planName: string;
  num: number;
  roomNum: number;
  licenseYear: number | null;
  months: number | null;
  price: number;
  licenseMsg: string;
}

/**
 * The terms of an order of `plan` for `choice`, priced by the shared rules (planTotal); null when the choice is
 * outside the plan's bounds.
 */
export function licenceTerms(
  product: LicenseProduct,
  plan: PricePlan,
  choice: PlanChoice = {},
): OrderTerms | null {
  const price = planTotal(plan, choice);
  if (price === null) return null;
  const roomNum = plan.type === 3 ? (choice.roomNum ?? 0) : plan.roomNum;
  const num = plan.type === 2 ? (choice.num ?? 1) : 1;
  const { discount, roomPrice, validTime } = plan;
  return {
    licenseId: product.id,
    licenseName: product.licenseName,
    licenseType: product.licenseType,
    priceId: plan.id,
    planName: plan.planName,
    num,
    roomNum,
    licenseYear: plan.type === 1 ? plan.validTime : null,
    months: planMonths(plan, choice),
    price,
    licenseMsg: JSON.stringify({
      type: plan.type,
      licensePrice: { price: plan.price, discount, roomPrice, roomNum, validTime },
    }),
  };
}

/** The terms of an SMS pack order (licenseType 7, licenseId 0: packs are not licences). */
export function smsTerms(pack: SmsPack): OrderTerms {
  return {
    licenseId: 0,
    licenseName: '短信包',
    licenseType: 7,
    priceId: pack.id,
    planName: `${pack.num}条`,
    num: pack.num,
    roomNum: 0,
    licenseYear: null,
    months: null,
    price: discounted(pack.price, pack.discount),
    licenseMsg: JSON.stringify({
      type: 7,
      licensePrice: { price: pack.price, discount: pack.discount, num: pack.num },
    }),
  };
}

/** The QR text of a payment: what the customer's app scans. */
export function payQrCode(channel: number, outTradeNo: string): string {
  return channel === 10000
    ? `https://qr.alipay.com/mock/${outTradeNo}`
    : `weixin://wxpay/bizpayurl?pr=${outTradeNo}`;
}

/** 'YYYY-MM-DD HH:mm:ss' China time → epoch ms. */
export const chinaMs = (time: string) => Date.parse(`${time.replace(' ', 'T')}+08:00`);

type Delivery = [contacts: string, phone: string, address: string];
const XH_DESK: Delivery = ['张建国', '13957112680', '浙江省杭州市西湖区文三路478号华星时代广场A座 酒店前台'];

type OrderSeed = [
  id: number,
  placeId: number,
  product: number | 'sms',
  priceId: number,
  choice: PlanChoice,
  payStatus: 0 | 1 | 2 | 3,
  payChannel: 10000 | 10010,
  buyTime: string,
  payTime: string,
  remark: string,
  delivery?: Delivery,
];

// prettier-ignore
const ORDER_SEEDS: OrderSeed[] = [
  // 1001: paid, paid (goods), paid (SMS), paid (rooms), one failed, one waiting
  [1, 1001, LICENSE_IDS.ota, 103, {}, 1, 10000, '2026-10-08 10:12:30', '2026-10-08 10:13:05', ''],
  [2, 1001, LICENSE_IDS.idReader, 601, { num: 2 }, 1, 10010, '2026-10-20 15:40:12', '2026-10-20 15:41:02', '', XH_DESK],
  [3, 1001, 'sms', 2, {}, 1, 10000, '2026-11-02 09:05:41', '2026-11-02 09:06:20', ''],
  [4, 1001, LICENSE_IDS.rooms, 502, {}, 1, 10010, '2026-11-05 14:20:00', '2026-11-05 14:20:48', ''],
  [5, 1001, LICENSE_IDS.rooms, 503, {}, 0, 10000, '2026-11-10 11:30:15', '', '用户取消支付'],
  [6, 1001, LICENSE_IDS.cardWriter, 701, { num: 1 }, 2, 10010, '2026-11-18 16:02:33', '', '', XH_DESK],
  // 1006 (the purchase e2e's place): two paid, one cancelled, one waiting
  [7, 1006, LICENSE_IDS.lock, 201, {}, 1, 10010, '2026-10-12 10:00:00', '2026-10-12 10:00:41', ''],
  [8, 1006, 'sms', 1, {}, 1, 10000, '2026-10-25 17:18:09', '2026-10-25 17:18:52', ''],
  [9, 1006, LICENSE_IDS.passBox, 301, {}, 3, 10000, '2026-11-01 13:45:27', '', '用户取消订单'],
  [10, 1006, 'sms', 2, {}, 2, 10010, '2026-11-15 20:11:52', '', ''],
];

/** 'LO'/'SM' + yyyyMMddHHmmss + a 4-digit sequence, as the handler numbers new orders. */
export const tradeNo = (prefix: 'LO' | 'SM', time: string, seq: number) =>
  `${prefix}${time.replace(/\D/g, '')}${String(seq % 10_000).padStart(4, '0')}`;

function licenceOrders(): EntityRow[] {
  return ORDER_SEEDS.map((seed) => {
    const [id, placeId, productId, priceId, choice, payStatus, payChannel, buyTime, payTime, remark] = seed;
    const sms = productId === 'sms';
    const product = LICENSE_CATALOGUE.find((p) => p.id === productId);
    const terms = sms
      ? smsTerms(SMS_PACKS.find((p) => p.id === priceId)!)
      : licenceTerms(
          product!,
          product!.priceList.find((p) => p.id === priceId)!,
          choice,
        )!;
    const outTradeNo = tradeNo(sms ? 'SM' : 'LO', buyTime, id);
    const paid = payStatus === 1;
    const [contacts, phone, address] = seed[10] ?? ['', '', ''];
    return {
      id,
      placeId,
      ...terms,
      // the end day the payment gave (goods and SMS have none)
      validTime: paid && terms.months !== null ? endDay(payTime.slice(0, 10), terms.months) : null,
      contacts,
      phone,
      address,
      outTradeNo,
      tradeNo: paid ? `4200${outTradeNo.slice(2)}` : '',
      payChannel,
      payStatus,
      remark,
      buyTime,
      payTime,
      userId: 10001,
      requestId: `seed-order-${id}`,
      kind: sms ? 'sms' : 'licence',
      qrCode: payQrCode(payChannel, outTradeNo),
      qrTime: chinaMs(buyTime),
      oldTradeNos: [],
    };
  });
}

type LicenceSeed = [
  placeId: number,
  licenseId: number,
  startTime: Day,
  endTime: Day | null,
  source: 'buy' | 'code' | 'gift' | 'seed',
  num?: number,
  roomNum?: number,
];

// prettier-ignore
const LICENCE_SEEDS: LicenceSeed[] = [
  [1001, LICENSE_IDS.ota, '2026-10-08', PERMANENT_DATE, 'buy'],
  [1001, LICENSE_IDS.lock, '2024-03-20', PERMANENT_DATE, 'seed'],
  [1001, LICENSE_IDS.passBox, '2025-06-01', PERMANENT_DATE, 'gift'],
  [1001, LICENSE_IDS.rooms, '2026-01-01', '2027-12-31', 'seed', 1, 500],
  [1001, LICENSE_IDS.idReader, '2026-10-20', null, 'buy', 2],
  [1001, LICENSE_IDS.rooms, '2026-11-05', '2027-11-04', 'buy', 1, 50],
  [1002, LICENSE_IDS.ota, '2025-07-01', '2027-06-30', 'seed'],
  [1002, LICENSE_IDS.lock, '2024-04-08', PERMANENT_DATE, 'seed'],
  [1002, LICENSE_IDS.passBox, '2026-03-31', '2027-03-30', 'code'],
  // 1006 holds the lock module only: the purchase e2e buys OTA直连 there
  [1006, LICENSE_IDS.lock, '2026-10-12', '2027-10-11', 'buy'],
  // the other professional hotels and inns
  [1007, LICENSE_IDS.lock, '2024-03-18', PERMANENT_DATE, 'seed'],
  [1012, LICENSE_IDS.lock, '2024-03-18', PERMANENT_DATE, 'seed'],
];

function placeLicences(): EntityRow[] {
  return LICENCE_SEEDS.map(([placeId, licenseId, startTime, endTime, source, num, roomNum], i) => ({
    id: i + 1,
    placeId,
    licenseId,
    startTime,
    endTime,
    num: num ?? 1,
    roomNum: roomNum ?? 0,
    source,
  }));
}

/** Activation codes (any place, once); matched case-insensitively with spaces removed. */
export const AUTH_CODES = {
  ota: 'OTA8-2026-HZXH-0001',
  lock: 'LOCK-2026-HZXH-0002',
  rooms: 'ROOM-2026-HZXH-0003',
  used: 'USED-2025-HZXH-0004',
  expired: 'OLD0-2024-HZXH-0005',
} as const;

// prettier-ignore
const AUTH_CODE_SEEDS: Array<[authCode: string, licenseId: number, months: number, roomNum: number, expireTime: Day]> = [
  [AUTH_CODES.ota, LICENSE_IDS.ota, 12, 0, '2027-12-31'],
  [AUTH_CODES.lock, LICENSE_IDS.lock, 0, 0, '2027-12-31'],
  [AUTH_CODES.rooms, LICENSE_IDS.rooms, 12, 50, '2027-12-31'],
  [AUTH_CODES.used, LICENSE_IDS.passBox, 12, 0, '2026-12-31'],
  [AUTH_CODES.expired, LICENSE_IDS.lock, 12, 0, '2024-12-31'],
];

function licenceTables(): Record<string, EntityRow[]> {
  return {
    [LICENCE_TABLES.placeLicense]: placeLicences(),
    [LICENCE_TABLES.order]: licenceOrders(),
    [LICENCE_TABLES.authCode]: AUTH_CODE_SEEDS.map(
      ([authCode, licenseId, months, roomNum, expireTime], i) => ({
        id: i + 1,
        placeId: null,
        authCode,
        licenseId,
        months,
        roomNum,
        expireTime,
      }),
    ),
    // the used code gave 1002 its 自助房卡盒
    [LICENCE_TABLES.authCodeUse]: [
      { id: 1, placeId: 1002, authCode: AUTH_CODES.used, userId: 10001, useTime: '2026-03-31 10:20:00' },
    ],
    // what is left of the packs bought above (orders 3 and 8)
    [LICENCE_TABLES.smsAccount]: [
      { id: 1, placeId: 1001, balance: 3826 },
      { id: 2, placeId: 1006, balance: 874 },
    ],
  };
}

/* ------------------------------------------------------------------ goods (§7 Goods) */

/** The tables of mocks/handlers/goods.ts (rows carry placeId). */
export const GOODS_TABLES = {
  goods: 'goodsInfo',
  category: 'goodsCategory',
  unit: 'goodsUnit',
  stockChange: 'stockChange',
} as const;

type GoodsSeed = [
  goodsName: string,
  category: string,
  unit: string,
  specs: string,
  barcode: string,
  salePrice: number,
  costPrice: number | null,
  stock: number,
  stockWarning: number,
  status: 0 | 1,
  remark: string,
  /** created this many days after the place's goods were set up */
  day: number,
  /** last changed this many days after it was created (default 0: never) */
  changed?: number,
];

/**
 * A stock movement of a seeded goods, oldest first. The stock before it is given, the stock after follows from the
 * kind; a goods' movements chain (each one's after is the next one's before) and the last ends at its seeded stock.
 */
type StockSeed = [
  goodsName: string,
  kind: StockChangeKind,
  num: number,
  beforeStock: number,
  /** 'owner': the place's owner; 前台 for a sale */
  operator: 'owner' | '刘春梅' | '前台',
  remark: string,
  /** days before the billing seed's today (BILLING_SEED_DAY) */
  day: number,
  time: string,
];

interface GoodsCatalogue {
  /** [categoryName, sort, remark]; the last has no goods */
  categories: Array<[categoryName: string, sort: number, remark: string]>;
  units: string[];
  goods: GoodsSeed[];
  stockChanges: StockSeed[];
}

const { stockIn: IN, writeOff: OUT, count: COUNT, sale: SALE } = STOCK_CHANGE;

/** What the front desk of a hotel, an inn or a guesthouse sells. 红牛 and 卫龙 are short, 自嗨锅 is off sale. */
// prettier-ignore
const HOTEL_GOODS: GoodsCatalogue = {
  categories: [['饮料', 1, ''], ['零食', 2, ''], ['方便速食', 3, ''], ['日用品', 4, '客房补充用品'], ['数码配件', 5, ''], ['酒类', 6, '办好酒类经营许可后上架']],
  units: ['瓶', '罐', '包', '盒', '桶', '个', '根', '支'],
  goods: [
    ['农夫山泉饮用天然水', '饮料', '瓶', '550ml', '6921168509256', 3, 1.2, 120, 24, 1, '', 0],
    ['可口可乐', '饮料', '罐', '330ml', '6954767423579', 5, 2.2, 48, 12, 1, '', 0],
    ['红牛维生素功能饮料', '饮料', '罐', '250ml', '6920202888883', 8, 4.5, 6, 12, 1, '', 0],
    ['东方树叶茉莉花茶', '饮料', '瓶', '500ml', '6921168558049', 6, 3, 36, 12, 1, '', 2],
    ['乐事薯片 美国经典原味', '零食', '包', '70g', '6924743915800', 8, 4.8, 40, 10, 1, '', 0],
    ['奥利奥夹心饼干 原味', '零食', '盒', '97g', '6901668005854', 7.5, 4.2, 25, 8, 1, '', 0],
    ['卫龙大面筋辣条', '零食', '包', '106g', '6935284201253', 5, 2.6, 0, 10, 1, '', 2],
    ['康师傅红烧牛肉面', '方便速食', '桶', '桶装 110g', '6920152400777', 8, 3.8, 60, 12, 1, '前台可提供热水', 0],
    ['双汇王中王火腿肠', '方便速食', '根', '40g', '6902890218470', 3, 1.5, 50, 0, 1, '', 2],
    ['自嗨锅麻辣牛肉自热火锅', '方便速食', '盒', '425g', '6970686300128', 25, 13.5, 12, 4, 0, '供应商断货，暂停销售', 5, 40],
    ['洁柔抽纸', '日用品', '包', '3层130抽', '6903244113021', 5, 2.5, 40, 10, 1, '', 0],
    ['一次性牙刷套装', '日用品', '个', '', '', 3, 0.8, 200, 50, 1, '含牙膏', 0],
    ['舒肤佳香皂 纯白清香', '日用品', '个', '100g', '6903148100714', 6, null, 30, 6, 1, '', 0],
    ['一次性医用口罩', '日用品', '包', '10只装', '', 5, null, 80, 20, 1, '', 7],
    ['吉列威锋一次性剃须刀', '日用品', '支', '双层刀片', '6903148108222', 8, 3.2, 30, 5, 1, '', 7],
    ['Type-C 数据线', '数码配件', '根', '1m', '', 25, 9.5, 15, 5, 1, '', 10],
    ['苹果快充数据线', '数码配件', '根', 'Lightning 1m', '', 35, 14, 10, 5, 1, '', 10],
  ],
  // the water restocked after a sale, the 卫龙 written off to 0, the noodles counted, the 红牛 sold down to 6
  stockChanges: [
    ['康师傅红烧牛肉面', COUNT, 60, 62, 'owner', '月度盘点，少2桶', -10, '14:10:00'],
    ['农夫山泉饮用天然水', SALE, 2, 74, '前台', '', -9, '19:22:10'],
    ['农夫山泉饮用天然水', IN, 48, 72, '刘春梅', '供应商送货', -8, '09:35:00'],
    ['卫龙大面筋辣条', OUT, 3, 3, '刘春梅', '过期报损', -6, '11:05:00'],
    ['一次性牙刷套装', IN, 100, 100, 'owner', '', -5, '10:30:00'],
    ['红牛维生素功能饮料', SALE, 2, 8, '前台', '', -4, '22:18:40'],
    ['可口可乐', SALE, 2, 50, '前台', '', -2, '20:41:15'],
    ['东方树叶茉莉花茶', SALE, 3, 39, '前台', '', -1, '21:06:33'],
  ],
};

/** What the bar of an internet cafe sells. 红牛 is short, 卤蛋 is off sale. */
// prettier-ignore
const NETBAR_GOODS: GoodsCatalogue = {
  categories: [['饮料', 1, ''], ['零食', 2, ''], ['泡面速食', 3, ''], ['外设配件', 4, '吧台现货'], ['上机套餐', 5, '上机送饮料套餐，筹备中']],
  units: ['瓶', '罐', '包', '桶', '根', '个', '盒'],
  goods: [
    ['康师傅冰红茶', '饮料', '瓶', '500ml', '6920152421215', 4, 2.1, 96, 24, 1, '', 0],
    ['脉动维生素饮料 青柠味', '饮料', '瓶', '600ml', '6902538006100', 6, 3.2, 60, 12, 1, '', 0],
    ['红牛维生素功能饮料', '饮料', '罐', '250ml', '6920202888883', 7, 4.5, 9, 24, 1, '', 0],
    ['东鹏特饮', '饮料', '瓶', '500ml', '6934502005123', 6, 3.3, 48, 12, 1, '', 0],
    ['百事可乐', '饮料', '罐', '330ml', '6924882000382', 4, 2, 72, 24, 1, '', 0],
    ['农夫山泉饮用天然水', '饮料', '瓶', '550ml', '6921168509256', 2.5, 1.2, 144, 24, 1, '', 0],
    ['乐事薯片 美国经典原味', '零食', '包', '70g', '6924743915800', 8, 4.8, 30, 10, 1, '', 1],
    ['卫龙大面筋辣条', '零食', '包', '106g', '6935284201253', 5, 2.6, 40, 10, 1, '', 1],
    ['旺旺雪饼', '零食', '包', '84g', '6900957000655', 6, 3.4, 24, 6, 1, '', 1],
    ['康师傅红烧牛肉面', '泡面速食', '桶', '桶装 110g', '6920152400777', 8, 3.8, 50, 12, 1, '吧台代泡，送到机位', 1],
    ['统一老坛酸菜牛肉面', '泡面速食', '桶', '桶装 121g', '6925303003517', 8, 3.9, 45, 12, 1, '吧台代泡，送到机位', 1],
    ['双汇王中王火腿肠', '泡面速食', '根', '40g', '6902890218470', 3, 1.5, 60, 0, 1, '', 1],
    ['卤蛋', '泡面速食', '个', '', '', 2.5, null, 0, 0, 0, '厨房设备检修，暂停供应', 3, 20],
    ['游戏鼠标垫', '外设配件', '个', '加厚锁边 800×300mm', '6975038102337', 29, 12, 8, 3, 1, '', 5],
    ['一次性耳机套', '外设配件', '包', '2只装', '', 1, 0.2, 500, 100, 1, '', 5],
    ['罗技 G102 游戏鼠标', '外设配件', '个', '有线 黑色', '6971066201028', 129, 85, 3, 2, 1, '', 12],
  ],
  // night sales at the bar, the cola and ear covers restocked, the noodles counted, two packs of 雪饼 written off
  stockChanges: [
    ['统一老坛酸菜牛肉面', COUNT, 45, 46, 'owner', '月度盘点', -10, '13:40:00'],
    ['东鹏特饮', SALE, 2, 50, '前台', '', -9, '23:12:05'],
    ['百事可乐', IN, 48, 24, '刘春梅', '供应商送货', -8, '10:15:00'],
    ['一次性耳机套', IN, 300, 200, 'owner', '', -7, '15:30:00'],
    ['红牛维生素功能饮料', SALE, 3, 12, '前台', '', -5, '02:47:19'],
    ['旺旺雪饼', OUT, 2, 26, '刘春梅', '包装破损', -4, '11:20:00'],
    ['康师傅冰红茶', SALE, 4, 100, '前台', '', -2, '01:33:52'],
    ['罗技 G102 游戏鼠标', SALE, 1, 4, '前台', '', -1, '22:05:40'],
  ],
};

/**
 * The day each place set up its goods; every bound place of the demo accounts but 李晓梅's inn 1013 (nothing set
 * up yet) and the unbound internet cafes.
 */
// prettier-ignore
const GOODS_PLACES: Array<[placeId: number, catalogue: GoodsCatalogue, setUp: Day]> = [
  [1001, HOTEL_GOODS, '2024-03-26'], [1002, HOTEL_GOODS, '2024-04-12'], [1003, HOTEL_GOODS, '2024-05-18'],
  [1004, HOTEL_GOODS, '2024-05-20'], [1005, NETBAR_GOODS, '2024-05-22'], [1006, HOTEL_GOODS, '2024-06-06'],
  [1007, HOTEL_GOODS, '2024-06-10'], [1008, NETBAR_GOODS, '2024-06-12'], [1009, HOTEL_GOODS, '2024-06-15'],
  [1010, HOTEL_GOODS, '2024-06-18'], [1011, HOTEL_GOODS, '2024-06-20'], [1012, HOTEL_GOODS, '2024-06-25'],
  [1014, NETBAR_GOODS, '2024-06-22'],
];

/** Who the seeded stock changes name as the owner: 陈思远 at his internet cafe, 张建国 at his places. */
const stockOwner = (placeId: number) => (placeId === NETBAR_OWNER_PLACE[0] ? '陈思远' : '张建国');

/**
 * Categories, units, goods and stock changes of each place in GOODS_PLACES, the same catalogue per kind: hotels,
 * inns and guesthouses 6 categories (酒类 empty), 8 units, 17 goods, 8 stock changes; internet cafes 5 categories
 * (上机套餐 empty), 7 units, 16 goods, 8 stock changes. Ids run place by place, so 1001 has goods 1–17, categories
 * 1–6, units 1–8 and stock changes 1–8. An empty goods remark is left out (the handler answers ''). A stock change
 * stores the goods' name and specs as they were (a deleted goods still shows them); a goods that moved has the
 * time of its last change as updateTime.
 */
function goodsTables(): Record<string, EntityRow[]> {
  const categories: EntityRow[] = [];
  const units: EntityRow[] = [];
  const goods: EntityRow[] = [];
  const stockChanges: EntityRow[] = [];
  for (const [placeId, catalogue, setUp] of GOODS_PLACES) {
    const t = `${setUp} 09:00:00`;
    const categoryIds = new Map<string, number>();
    for (const [categoryName, sort, remark] of catalogue.categories) {
      const id = categories.length + 1;
      categoryIds.set(categoryName, id);
      categories.push({ id, placeId, categoryName, sort, remark, createTime: t, updateTime: t });
    }
    const unitIds = new Map<string, number>();
    for (const unitName of catalogue.units) {
      const id = units.length + 1;
      unitIds.set(unitName, id);
      units.push({ id, placeId, unitName, createTime: t, updateTime: t });
    }
    catalogue.goods.forEach((g, i) => {
      // prettier-ignore
      const [goodsName, category, unit, specs, barcode, salePrice, costPrice, stock, stockWarning, status, remark, day, changed = 0] = g;
      // a few minutes apart within the day, so createTime sorts them
      const minute = String((i % 6) * 10 + 5).padStart(2, '0');
      const createTime = `${addDays(setUp, day)} ${10 + Math.floor(i / 6)}:${minute}:00`;
      const row: EntityRow = {
        id: goods.length + 1,
        placeId,
        goodsName,
        categoryId: categoryIds.get(category)!,
        unitId: unitIds.get(unit)!,
        specs,
        barcode,
        salePrice,
        costPrice,
        stock,
        stockWarning,
        status,
        createTime,
        updateTime: changed ? `${addDays(setUp, day + changed)} 16:30:00` : createTime,
      };
      if (remark) row.remark = remark;
      goods.push(row);
    });
    const mine = goods.filter((g) => g.placeId === placeId);
    for (const change of catalogue.stockChanges) {
      const [goodsName, changeType, num, beforeStock, operator, remark, n, time] = change;
      const g = mine.find((r) => r.goodsName === goodsName)!;
      const createTime = at(n, time);
      stockChanges.push({
        id: stockChanges.length + 1,
        placeId,
        goodsId: g.id,
        goodsName,
        specs: g.specs,
        changeType,
        num,
        beforeStock,
        afterStock: stockAfter(beforeStock, changeType, num),
        operator: operator === 'owner' ? stockOwner(placeId) : operator,
        remark,
        createTime,
      });
      g.updateTime = createTime;
    }
  }
  return {
    [GOODS_TABLES.category]: categories,
    [GOODS_TABLES.unit]: units,
    [GOODS_TABLES.goods]: goods,
    [GOODS_TABLES.stockChange]: stockChanges,
  };
}

export function createSeed(): DbState {
  const users = [
    user(10001, DEMO_USERS.owner, '张建国'),
    user(10002, DEMO_USERS.innOwner, '李晓梅', '2024-05-06 14:12:00'),
    user(10003, DEMO_USERS.staff, '王磊', '2024-04-02 10:05:00'),
    user(10004, DEMO_USERS.netbarOwner, '陈思远', '2024-06-20 16:40:00'),
  ];
  const places: PlaceRow[] = [
    ...OWNER_PLACES.map((s) => place(s, 10001, T0)),
    place(INN_OWNER_PLACE, 10002, '2024-05-06 14:20:00'),
    place(NETBAR_OWNER_PLACE, 10004, '2024-06-20 16:45:00'),
    ...UNBOUND_PLACES.map((s) => place(s, null, '2024-07-01 09:00:00')),
  ];
  const memberships: MembershipRow[] = [
    ...OWNER_PLACES.map(([id]) => ({ userId: 10001, placeId: id, role: 'owner' as const })),
    { userId: 10002, placeId: INN_OWNER_PLACE[0], role: 'owner' },
    { userId: 10003, placeId: OWNER_PLACES[0]![0], role: 'staff' },
    { userId: 10004, placeId: NETBAR_OWNER_PLACE[0], role: 'owner' },
  ];
  const notes = notifications(places.filter((p) => p.ownerId !== null));
  const rooms = roomTables();
  const setup = {
    [BILLING_RULES_TABLE]: billingRules(rooms[ROOM_TABLES.model]!),
    ...billingTables(rooms[ROOM_TABLES.model]!, rooms[ROOM_TABLES.room]!, memberTypes(places)),
    [PAY_CONFIG_TABLE]: payConfigs(),
    ...roomExtraTables(rooms[ROOM_TABLES.room]!, rooms[ROOM_TABLES.model]!),
    ...licenceTables(),
    ...seedMessages(),
    ...goodsTables(),
  };
  return {
    version: DB_VERSION,
    seq: {
      users: 10004,
      places: 1016,
      addresses: ADDRESSES.length,
      businessNotification: notes.length,
      ...Object.fromEntries(
        Object.entries({ ...rooms, ...setup }).map(([table, rows]) => [table, rows.length]),
      ),
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
    // Later domains seed their CRUD tables here, keyed by table name, rows carrying placeId.
    entities: { addresses: ADDRESSES, businessNotification: notes, ...rooms, ...setup },
  };
}

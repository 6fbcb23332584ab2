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
import { hashPassword } from './password';

/**
 * Bump when the shape of DbState or the seed changes: a stored snapshot of another version is discarded, so a
 * browser that ran an older mock starts again from this seed (2: addresses and notifications).
 */
export const DB_VERSION = 2;

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
  return {
    version: DB_VERSION,
    seq: { users: 10004, places: 1016, addresses: ADDRESSES.length, businessNotification: notes.length },
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
    entities: { addresses: ADDRESSES, businessNotification: notes },
  };
}

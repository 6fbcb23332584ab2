/**
 * The demo accounts, the places and who may enter them (DbState users, places and memberships).
 *
 * Demo accounts (all with password abc123456):
 * - 13800138000 张建国: owner of 12 places of every kind (the first is an e-sports hotel)
 * - 13800138001 李晓梅: owner of one inn, nothing set up yet
 * - 13800138002 王磊: staff of 张建国's first place
 * - 13800138003 陈思远: owner of one internet cafe
 */
import type { DbState, MembershipRow, PlaceRow, PlaceType, UserRow } from '../../db';
import { hashPassword } from '../../password';
import { T0 } from '../seed-kit';
import { DEMO_PASSWORD } from '../../../src/config/demo-accounts';

/** the demo accounts' password, as the login page of mock builds shows it */
export { DEMO_PASSWORD };

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

/** 陈思远's internet cafe (the goods seed names him as the owner there). */
export const NETBAR_OWNER_PLACE_ID = NETBAR_OWNER_PLACE[0];
/** The demo hotel (1001): its front desk is the demo staff account's. */
export const DEMO_HOTEL_ID = OWNER_PLACES[0]![0];

/** The users, places and memberships of the demo. */
export function coreSeed(): Pick<DbState, 'users' | 'places' | 'memberships'> {
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
    // 王磊 works the front desk of the demo hotel: the role 前台接待 (mocks/domains/staff/roles.ts)
    { userId: 10003, placeId: DEMO_HOTEL_ID, role: 'staff', roleIds: [1] },
    { userId: 10004, placeId: NETBAR_OWNER_PLACE[0], role: 'owner' },
  ];
  return { users, places, memberships };
}

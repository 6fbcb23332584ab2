/** The prices of the demo hotels (§7 Billing, mocks/domains/billing/routes.ts). */
import type { EntityRow, PlaceRow } from '../../db';
import { seedRows, tableRows } from '../../table';
import type { RoomModelRow, RoomRow } from '../rooms/tables';
import { fakerFor, mobile, personName } from '../fake';
import { at, day, T0 } from '../seed-kit';
import type { PriceRecordType } from '../../../src/domain/billing';
import {
  BILLING,
  type BillingRuleRow,
  type HourRoomRuleRow,
  type MemberPriceRuleRow,
  type MemberTypeRow,
  type OrderEditRow,
  type PriceRecordRow,
  type PromotionPriceRow,
  type ProtocolPriceRow,
  type ReduceRoomPriceRow,
} from './tables';

export { BILLING_SEED_DAY } from '../seed-kit';
export { BILLING, BILLING_RULES_TABLE, BILLING_TABLES } from './tables';

/**
 * The member types every hotel and inn has (and every place gets on first use when it has none yet): name, level
 * (its sort), discount in tenths, the total recharge that reaches it, its colour.
 */
export const DEFAULT_MEMBER_TYPES: ReadonlyArray<
  readonly [typeName: string, level: number, discount: number, upgradeThreshold: number, color: string]
> = [
  ['普通会员', 1, 100, 0, '#8C8C8C'],
  ['银卡会员', 2, 95, 1000, '#1677FF'],
  ['金卡会员', 3, 88, 3000, '#D4B106'],
  ['钻石会员', 4, 80, 10000, '#722ED1'],
];

/** A default member type as stored, but for its id and place. */
export const defaultMemberType = (
  [typeName, level, discount, upgradeThreshold, color]: (typeof DEFAULT_MEMBER_TYPES)[number],
  time: string,
) => ({
  typeName,
  discount,
  upgradeThreshold,
  color,
  sort: level,
  remark: '',
  createTime: time,
  updateTime: time,
});

/** Deposit by the price of the type: 100 under 200 yuan, 200 under 400, else 500. */
const depositFor = (price: number) => (price < 200 ? 100 : price < 400 ? 200 : 500);

/**
 * A base price for every room type of the demo hotels (the disabled one too), so their setup is complete;
 * weekends (Friday and Saturday nights) cost 20% more; check-in 14:00, check-out 12:00.
 */
export function billingRules(models: RoomModelRow[]): EntityRow[] {
  const rules = models.map((m, i): BillingRuleRow => ({
    id: i + 1,
    placeId: m.placeId,
    roomModelId: m.id,
    basePrice: m.basePrice,
    weekendPrice: Math.round(m.basePrice * 120) / 100,
    weekendDays: [5, 6],
    deposit: depositFor(m.basePrice),
    checkInTime: '14:00',
    checkOutTime: '12:00',
    status: 1,
    createTime: m.createTime,
    updateTime: m.createTime,
  }));
  // handed over as plain rows: mocks/seed.ts files them under the table's name
  return tableRows(BILLING.rule, rules)[BILLING.rule.name] ?? [];
}

/** The four member types of every hotel and inn (not the internet cafes), 李晓梅's empty inn 1013 too. */
export function memberTypes(places: PlaceRow[]): MemberTypeRow[] {
  return places
    .filter((p) => p.placeType !== 50 && p.ownerId !== null)
    .flatMap((p) => DEFAULT_MEMBER_TYPES.map((d) => ({ placeId: p.id, ...defaultMemberType(d, T0) })))
    .map((r, i) => ({ id: i + 1, ...r }));
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

const contactFaker = fakerFor('billing/protocol-contacts');
/** A protocol company's contact with a generated name and mobile (tests name only 陈志远's). */
const contact = () => ({ contactName: personName(contactFaker), contactPhone: mobile(contactFaker) });

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
      { companyName: '浙江星辰会展服务有限公司', ...contact(), remark: '展会期间团队用房',
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
      { companyName: '杭州滨江数智科技有限公司', ...contact(), remark: '',
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

/** 1001's owner: decides its order price edits and made its price history. */
const OWNER = '张建国';
/** 1001's front desk: asks for the order price edits. */
const FRONT_DESK = '王磊';

/** An order price edit of 1001 as the seed writes it (who asked and who decided are the same for all). */
type OrderEditSeed = Omit<OrderEditRow, 'id' | 'placeId' | 'applicant' | 'checker'>;

// prettier-ignore
const ORDER_EDITS: OrderEditSeed[] = [
  { orderNo: 'H202611170012', roomNo: '213', guestName: '刘伟', originalPrice: 238, newPrice: 208, reason: '老客户续住三晚，议价',
    applyTime: at(-4, '15:20:11'), status: 1, checkTime: at(-4, '16:02:45'), checkRemark: '同意' },
  { orderNo: 'H202611180031', roomNo: '1219', guestName: '孙丽', originalPrice: 688, newPrice: 588, reason: '客人要求套房打折',
    applyTime: at(-3, '20:41:06'), status: 2, checkTime: at(-3, '21:10:30'), checkRemark: '套房不参与议价' },
  { orderNo: 'H202611200007', roomNo: '2-208', guestName: '赵强', originalPrice: 168, newPrice: 148, reason: '房间空调噪音，客人投诉',
    applyTime: at(-1, '09:12:40'), status: 0, checkTime: '', checkRemark: '' },
  { orderNo: 'H202611210015', roomNo: '805', guestName: '周婷婷', originalPrice: 268, newPrice: 238, reason: '会员生日优惠',
    applyTime: at(0, '10:25:18'), status: 0, checkTime: '', checkRemark: '' },
  { orderNo: 'H202611210022', roomNo: '610', guestName: '吴昊', originalPrice: 358, newPrice: 328, reason: '团队三间房统一价',
    applyTime: at(0, '13:48:52'), status: 0, checkTime: '', checkRemark: '' },
];

// prettier-ignore
const PRICE_RECORDS: Array<[recordType: PriceRecordType, target: string, content: string, createTime: string]> = [
  ['base', '标准大床房', '门市价 158.00 → 168.00；周末价 189.60 → 201.60', at(-44, '10:02:13')],
  ['base', '电竞大床房', '押金 100.00 → 200.00', at(-44, '10:05:40')],
  ['member', '标准大床房', '银卡会员 未设置 → 9.5折；金卡会员 未设置 → 9折；钻石会员 未设置 → 138.00', at(-40, '14:30:02')],
  ['member', '电竞大床房', '金卡会员 未设置 → 8.8折；钻石会员 未设置 → 198.00', at(-40, '14:33:51')],
  ['protocol', '杭州云栖科技有限公司', '新增协议：标准大床房 148.00、电竞大床房 208.00、电竞双人间 238.00', at(-35, '11:18:26')],
  ['hourRoom', '标准大床房', '钟点房 未开启 → 开启；起步 3小时 59.00 → 3小时 58.00', at(-30, '16:45:09')],
  ['protocol', '浙江星辰会展服务有限公司', '新增协议：标准大床房 155.00、电竞三人间 318.00', at(-21, '09:40:33')],
  ['promotion', '周末特惠', '新增促销并上架：电竞大床房、电竞双人间 8.8折', at(-20, '10:11:47')],
  ['reduce', '2-201（标准大床房）', '每晚减免 0.00 → 30.00（无外窗）', at(-12, '15:03:20')],
  ['promotion', '圣诞跨年夜', '新增促销并上架：电竞大床房、豪华电竞套房 199.00', at(-6, '17:22:05')],
  ['orderEdit', 'H202611170012（213）', '改价 238.00 → 208.00：已通过', at(-4, '16:02:45')],
  ['orderEdit', 'H202611180031（1219）', '改价 688.00 → 588.00：已驳回（套房不参与议价）', at(-3, '21:10:30')],
];

/**
 * The prices of the demo hotels besides their base rules: 1001 member prices of three types (both modes), two
 * protocols, hour rooms on its three cheapest sold types, two promotions that never meet (周末特惠 on Friday and
 * Saturday; 圣诞跨年夜 on two Thursdays, 18:00–23:59), four room reductions, five order edits (3 waiting, 1
 * approved, 1 refused) and a dozen price records; 1002 and 1006 lighter. 标准大床房 of 1001 is in no promotion.
 */
export function billingTables(
  models: RoomModelRow[],
  rooms: RoomRow[],
  types: MemberTypeRow[],
): Record<string, EntityRow[]> {
  const members: MemberPriceRuleRow[] = [];
  const protocols: ProtocolPriceRow[] = [];
  const promotions: PromotionPriceRow[] = [];
  const hourRooms: HourRoomRuleRow[] = [];
  const reductions: ReduceRoomPriceRow[] = [];
  for (const seed of BILLING_SEEDS) {
    const { placeId, time: t } = seed;
    const modelId = (name: string) => models.find((m) => m.placeId === placeId && m.modelName === name)!.id;
    const typeId = (level: number) => types.find((m) => m.placeId === placeId && m.sort === level)!.id;
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
  const orderEdits = ORDER_EDITS.map((e, i): OrderEditRow => ({
    id: i + 1,
    placeId: 1001,
    ...e,
    applicant: FRONT_DESK,
    checker: e.status === 0 ? '' : OWNER,
  }));
  const records = PRICE_RECORDS.map(([recordType, target, content, createTime], i): PriceRecordRow => ({
    id: i + 1,
    placeId: 1001,
    recordType,
    target,
    content,
    operator: OWNER,
    createTime,
  }));
  return seedRows(BILLING, {
    memberType: types,
    member: members,
    protocol: protocols,
    promotion: promotions,
    hourRoom: hourRooms,
    reduce: reductions,
    orderEdit: orderEdits,
    record: records,
  });
}

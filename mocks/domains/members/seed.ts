/**
 * A place's members with their history, written the first time anything reads them (`membersAt`): the same rows on
 * every run (a Faker seeded per place), dated before the billing seed's today. The first two members of every
 * place are hand-written, as tests and the e2e flow name them; the balances are what the records add up to (every
 * recharge adds its amount to the principal and its bonus to the bonus, every consumption takes from both in
 * proportion: src/domain/members.ts `splitPayment`).
 */
import { idCheckChar } from '../../../src/domain/orders';
import { splitPayment, type ConsumeType, type PayType, type PointsKind } from '../../../src/domain/members';
import { rowsAt } from '../../contract';
import type { Db, PlaceRow } from '../../db';
import { memberTypesOf } from '../billing/routes';
import { fakerFor, mobile, personName } from '../fake';
import { at, firstSeeding } from '../seed-kit';
import { MEMBER_TABLES, type MemberRow, type PointsRecordRow } from './tables';
import { round2 } from '../../../src/domain/money';

/** The two members every place starts with (named by tests and the e2e flow), then generated ones. */
export const NAMED_MEMBERS = [
  { memberName: '周子轩', phone: '13912345678', idCard: '330106199003071236', gender: 1 as const, level: 3 },
  { memberName: '林晓雨', phone: '13687654321', idCard: '', gender: 2 as const, level: 1 },
];
/** How many members a hotel and an internet cafe have. */
const COUNT = { hotel: 36, netbar: 48 };

const RECHARGES = [100, 200, 300, 500, 1000];
/** The bonus the place's strategies gave at the time (history; today's strategies are rechargeStrategy's). */
const BONUS: Record<number, number> = { 100: 0, 200: 10, 300: 20, 500: 50, 1000: 150 };
const HOTEL_BUYS: Array<[ConsumeType, string, number]> = [
  [1, '大床房 1晚', 238],
  [1, '标准双床房 2晚', 476],
  [1, '豪华套房 1晚', 468],
  [2, '矿泉水 x2', 6],
  [2, '方便面 x1, 可乐 x2', 16],
  [4, '早餐 x2', 56],
];
const NETBAR_BUYS: Array<[ConsumeType, string, number]> = [
  [3, '普通区 3小时', 15],
  [3, '电竞区 5小时', 40],
  [3, '包间 包夜', 60],
  [2, '红牛 x1', 8],
  [2, '泡面 x1, 香肠 x1', 12],
];

/**
 * Change a member's points and write the record of it (积分明细): the one way points change, for the seed and
 * every route (recharge, sign-in, redemption, adjustment). Returns the record.
 */
export function addPoints(
  db: Db,
  member: MemberRow,
  change: number,
  kind: PointsKind,
  remark: string,
  operator: string,
  createTime: string,
): PointsRecordRow {
  member.points += change;
  return db.insert(MEMBER_TABLES.points, {
    placeId: member.placeId,
    memberId: member.id,
    change,
    balanceAfter: member.points,
    kind,
    remark,
    operator,
    createTime,
  });
}

/** The place's members, written first if this is the first read. */
export function membersAt(db: Db, place: PlaceRow, now: number): MemberRow[] {
  if (firstSeeding(db, MEMBER_TABLES.seeded, place.id)) seedMembers(db, place, now);
  return rowsAt(db, MEMBER_TABLES.member, place.id);
}

function seedMembers(db: Db, place: PlaceRow, now: number): void {
  const types = memberTypesOf(db, place.id, now);
  if (types.length === 0) return;
  const netbar = place.placeType === 50;
  const f = fakerFor(`members/${place.id}`);
  const buys = netbar ? NETBAR_BUYS : HOTEL_BUYS;
  const count = netbar ? COUNT.netbar : COUNT.hotel;
  const typeAt = (level: number) => types[Math.min(level, types.length) - 1]!;
  let orderSeq = 1;
  const orderNo = (kind: string, day: number) =>
    `${kind}${at(day, '00:00:00').slice(0, 10).replaceAll('-', '')}${String(place.id).slice(-2)}${String(orderSeq++).padStart(4, '0')}`;

  for (let i = 0; i < count; i++) {
    const named = NAMED_MEMBERS[i];
    const gender = named?.gender ?? f.helpers.arrayElement([1, 2] as const);
    const born = `${f.number.int({ min: 1965, max: 2004 })}${String(f.number.int({ min: 1, max: 12 })).padStart(2, '0')}${String(f.number.int({ min: 1, max: 28 })).padStart(2, '0')}`;
    const first17 = `330106${born}${String(f.number.int({ min: 0, max: 999 })).padStart(3, '0')}`;
    const joined = -f.number.int({ min: 60, max: 600 });
    const level =
      named?.level ??
      f.helpers.weightedArrayElement([
        { weight: 6, value: 1 },
        { weight: 3, value: 2 },
        { weight: 2, value: 3 },
        { weight: 1, value: 4 },
      ]);
    const member = db.insert(MEMBER_TABLES.member, {
      placeId: place.id,
      memberName: named?.memberName ?? personName(f, gender === 1 ? 'male' : 'female'),
      phone: named?.phone ?? mobile(f),
      idCard: named ? named.idCard : f.datatype.boolean(0.7) ? first17 + idCheckChar(first17) : '',
      cardNo: `M${place.id}${String(i + 1).padStart(4, '0')}`,
      memberTypeId: typeAt(level).id,
      gender,
      birthday: f.datatype.boolean(0.6) ? `${born.slice(0, 4)}-${born.slice(4, 6)}-${born.slice(6, 8)}` : '',
      principal: 0,
      bonus: 0,
      points: 0,
      totalRecharge: 0,
      totalConsume: 0,
      status: i > 2 && f.datatype.boolean(0.05) ? 0 : 1,
      source: f.helpers.arrayElement([1, 1, 2, 2, 3] as const),
      createTime: at(
        joined,
        `${String(f.number.int({ min: 9, max: 21 })).padStart(2, '0')}:${String(f.number.int({ min: 0, max: 59 })).padStart(2, '0')}:00`,
      ),
      lastVisitTime: '',
      remark: '',
    });
    // the member's history, oldest first: a recharge to start with, then purchases and a top-up when it runs low
    let dayN = joined;
    const events = f.number.int({ min: 2, max: 9 });
    for (let e = 0; e < events && dayN < -1; e++) {
      const time = at(
        dayN,
        `${String(f.number.int({ min: 8, max: 22 })).padStart(2, '0')}:${String(f.number.int({ min: 0, max: 59 })).padStart(2, '0')}:${String(f.number.int({ min: 0, max: 59 })).padStart(2, '0')}`,
      );
      const [type, description, price] = f.helpers.arrayElement(buys);
      const paid = splitPayment(price, member.principal, member.bonus);
      if (e === 0 || !paid) {
        const amount = f.helpers.arrayElement(RECHARGES.filter((a) => a >= price));
        const bonus = BONUS[amount] ?? 0;
        member.principal = round2(member.principal + amount);
        member.bonus = round2(member.bonus + bonus);
        member.totalRecharge = round2(member.totalRecharge + amount);
        const recharge = db.insert(MEMBER_TABLES.recharge, {
          placeId: place.id,
          memberId: member.id,
          orderNo: orderNo('CZ', dayN),
          amount,
          bonus,
          points: amount,
          strategyId: null,
          payType: f.helpers.arrayElement([1, 1, 2, 3, 4] as PayType[]),
          operator: f.helpers.arrayElement(['王磊', '李娜', '店长']),
          principalAfter: member.principal,
          bonusAfter: member.bonus,
          createTime: time,
          remark: '',
        });
        addPoints(db, member, amount, 2, recharge.orderNo, recharge.operator, time);
      } else {
        member.principal = round2(member.principal - paid.principalPaid);
        member.bonus = round2(member.bonus - paid.bonusPaid);
        member.totalConsume = round2(member.totalConsume + price);
        const points = Math.floor(price);
        const consume = db.insert(MEMBER_TABLES.consume, {
          placeId: place.id,
          memberId: member.id,
          orderNo: orderNo(type === 1 ? 'ZS' : 'XF', dayN),
          consumeType: type,
          description,
          amount: price,
          ...paid,
          points,
          operator: f.helpers.arrayElement(['王磊', '李娜', '店长']),
          createTime: time,
        });
        addPoints(db, member, points, 1, consume.orderNo, consume.operator, time);
      }
      member.lastVisitTime = time;
      dayN += f.number.int({ min: 1, max: 40 });
    }
  }
}

/**
 * Member activities (§7 Members and points: /business-member/activitiesInfo list, add, edit, detail,
 * detailByTurntable, delete, enableActive), served from their declaration (src/domain/activities.ts
 * `activityEntity`, with the kind's rules of `activityProblem`: a turntable's chances add up to 100 %). Every place
 * has a few seeded activities, written the first time its activities are read (a hotel's and a cafe's differ), and
 * what its members did in them is written hour by hour up to the server's now, from a seed per activity and hour
 * (the same on every run): the spins of a turntable (a prize by its chance, 谢谢参与 once its stock is out, no
 * more spins a day than the activity allows), the days signed in, the recharges that earned the bonus. A switched-
 * off activity gets nothing while off. docs/api-contract.md "Activities", docs/netbar.md.
 */
import {
  ACTIVITY_BASE,
  ACTIVITY_TYPE,
  activityEntity,
  activityProblem,
  normalPrizes,
  PRIZE_KIND,
  type ActivityDrawDetail,
  type ActivityPhase,
  type ActivityPrize,
  type ActivityRecord,
  type ActivityType,
  type PrizeStat,
} from '../../../src/domain/activities';
import { crud, foundRow, ok, paginate, PLACE_READ, route, rowsAt, type CrudContext } from '../../contract';
import { defineTable, formatTime, type Db, type PlaceRow, type StampedRow, type StoredRow } from '../../db';
import { zhText } from '../../messages';
import { int, text } from '../../validate';
import { fakerFor, maskedMobile, mobile, personName, random, seedOf } from '../fake';
import { firstSeeding, type SeededRow } from '../seed-kit';

/** The menu's keys (mocks/menus.ts ACTIVITY, 活动数据). */
export const ACTIVITY_PERMS = {
  list: 'activity:data:list',
  add: 'activity:data:add',
  edit: 'activity:data:edit',
  delete: 'activity:data:delete',
  status: 'activity:data:status',
} as const;

export interface ActivityRow extends StampedRow {
  placeId: number;
  activityName: string;
  activityType: ActivityType;
  startTime: string;
  endTime: string;
  imgUrl: string;
  drawsPerDay: number | null;
  pointsPerDraw: number | null;
  signPoints: number | null;
  rechargeAmount: number | null;
  giftAmount: number | null;
  prizes: ActivityPrize[];
  description: string;
  status: 0 | 1;
  /** internal: what the members did is written up to this instant (ms) */
  accruedUntil: number;
}
interface RecordRow extends StoredRow, Omit<ActivityRecord, 'id'> {
  placeId: number;
}
export const ACTIVITY_TABLES = {
  activity: defineTable<ActivityRow>('activitiesInfo'),
  record: defineTable<RecordRow>('activityRecord'),
  seeded: defineTable<SeededRow>('activitySeeded'),
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const THANKS = '谢谢参与';

/** A place's members who take part: drawn once per place (the same names and numbers on every run). */
const membersOf = (() => {
  const cache = new Map<number, Array<{ name: string; phone: string }>>();
  return (placeId: number) => {
    let pool = cache.get(placeId);
    if (!pool) {
      const f = fakerFor(`activities/members/${placeId}`);
      pool = Array.from({ length: 80 }, () => ({ name: personName(f), phone: maskedMobile(mobile(f)) }));
      cache.set(placeId, pool);
    }
    return pool;
  };
})();

/** Midnight of the China day of `ms`, as ms. */
const chinaMidnight = (ms: number) => Math.floor((ms + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
/** From the start of day `from` to the end of day `to`, days counted from the midnight `d`. */
const days = (d: number, from: number, to: number) => ({
  startTime: formatTime(d + from * DAY),
  endTime: formatTime(d + (to + 1) * DAY - 1000),
});
const parse = (time: string) => Date.parse(`${time.replace(' ', 'T')}+08:00`);

type Seed = Omit<ActivityRow, 'id' | 'placeId' | 'createTime' | 'updateTime' | 'accruedUntil' | 'status'> & {
  status?: 0 | 1;
};
const none = {
  drawsPerDay: null,
  pointsPerDraw: 0,
  signPoints: null,
  rechargeAmount: null,
  giftAmount: null,
};
const prize = (
  prizeId: number,
  prizeName: string,
  prizeKind: ActivityPrize['prizeKind'],
  prizeValue: number,
  quantity: number,
  chance: number,
): ActivityPrize => ({ prizeId, prizeName, prizeKind, prizeValue, quantity, chance });

/** A cafe's activities: a weekend turntable running, a daily sign-in, a recharge bonus over, a New Year's draw to come. */
function cafeSeeds(d: number): Seed[] {
  return [
    {
      ...none,
      activityName: '周末开黑大转盘',
      activityType: ACTIVITY_TYPE.turntable,
      ...days(d, -14, 16),
      imgUrl: '/mock-assets/banner-spring.svg',
      drawsPerDay: 3,
      pointsPerDraw: 10,
      prizes: [
        prize(1, '2小时网费券', PRIZE_KIND.coupon, 10, 40, 5),
        prize(2, '可乐一瓶', PRIZE_KIND.goods, 1, 80, 10),
        prize(3, '50积分', PRIZE_KIND.points, 50, 500, 20),
        prize(4, '10积分', PRIZE_KIND.points, 10, 3000, 35),
        prize(5, THANKS, PRIZE_KIND.thanks, 0, 0, 30),
      ],
      description: '会员每天可转3次，每次消耗10积分；网费券下次上机抵扣，可乐到吧台领取。',
    },
    {
      ...none,
      activityName: '每日签到领积分',
      activityType: ACTIVITY_TYPE.signIn,
      ...days(d, -30, 60),
      imgUrl: '',
      signPoints: 5,
      prizes: [],
      description: '上机时在客户端签到，每天一次，每次5积分，积分可兑换网费和饮料。',
    },
    {
      ...none,
      activityName: '开学季充值送',
      activityType: ACTIVITY_TYPE.rechargeBonus,
      ...days(d, -40, -10),
      imgUrl: '/mock-assets/banner-upgrade.svg',
      rechargeAmount: 100,
      giftAmount: 15,
      prizes: [],
      description: '活动期间单笔充值满100元送15元网费，赠送金额不可提现。',
    },
    {
      ...none,
      activityName: '跨年夜电竞大转盘',
      activityType: ACTIVITY_TYPE.turntable,
      ...days(d, 20, 27),
      imgUrl: '/mock-assets/banner-spring.svg',
      drawsPerDay: 1,
      pointsPerDraw: 0,
      prizes: [
        prize(1, '机械键盘', PRIZE_KIND.goods, 1, 2, 0.5),
        prize(2, '包间3小时券', PRIZE_KIND.coupon, 36, 20, 4.5),
        prize(3, '100积分', PRIZE_KIND.points, 100, 300, 25),
        prize(4, THANKS, PRIZE_KIND.thanks, 0, 0, 70),
      ],
      description: '跨年夜到店上机的会员每人免费转1次。',
      status: 0,
    },
  ];
}

/** A hotel's (or inn's) activities: a guests' turntable, a member sign-in, a stored-value bonus, a draw to come. */
function hotelSeeds(d: number): Seed[] {
  return [
    {
      ...none,
      activityName: '住客幸运大转盘',
      activityType: ACTIVITY_TYPE.turntable,
      ...days(d, -10, 20),
      imgUrl: '/mock-assets/banner-spring.svg',
      drawsPerDay: 1,
      pointsPerDraw: 0,
      prizes: [
        prize(1, '免费升级房型', PRIZE_KIND.coupon, 50, 10, 2),
        prize(2, '双人早餐券', PRIZE_KIND.coupon, 38, 40, 8),
        prize(3, '矿泉水一箱', PRIZE_KIND.goods, 1, 30, 10),
        prize(4, '100积分', PRIZE_KIND.points, 100, 500, 30),
        prize(5, THANKS, PRIZE_KIND.thanks, 0, 0, 50),
      ],
      description: '入住期间每晚可转1次，房券和早餐券次日起可用，前台核销。',
    },
    {
      ...none,
      activityName: '会员每日签到',
      activityType: ACTIVITY_TYPE.signIn,
      ...days(d, -20, 40),
      imgUrl: '',
      signPoints: 10,
      prizes: [],
      description: '会员在小程序签到，每天10积分，积分可抵房费。',
    },
    {
      ...none,
      activityName: '储值卡充500送80',
      activityType: ACTIVITY_TYPE.rechargeBonus,
      ...days(d, -15, 15),
      imgUrl: '/mock-assets/banner-upgrade.svg',
      rechargeAmount: 500,
      giftAmount: 80,
      prizes: [],
      description: '储值卡单笔充值满500元赠送80元房费，赠送部分不可退。',
    },
    {
      ...none,
      activityName: '双十二订房抽奖',
      activityType: ACTIVITY_TYPE.turntable,
      ...days(d, 18, 22),
      imgUrl: '',
      drawsPerDay: 2,
      pointsPerDraw: 20,
      prizes: [
        prize(1, '免单一晚', PRIZE_KIND.coupon, 300, 1, 1),
        prize(2, '满200减30券', PRIZE_KIND.coupon, 30, 100, 19),
        prize(3, THANKS, PRIZE_KIND.thanks, 0, 0, 80),
      ],
      description: '',
      status: 0,
    },
  ];
}

/** How busy an hour of the China day is: cafes fill from the afternoon into the night, hotels in the evening. */
function busy(netbar: boolean, hour: number): number {
  if (netbar) return hour < 3 ? 0.6 : hour < 9 ? 0.08 : hour < 13 ? 0.3 : hour < 18 ? 0.8 : 1.2;
  return hour < 7 ? 0.05 : hour < 11 ? 0.4 : hour < 18 ? 0.3 : 0.9;
}
/** Times an hour at its busiest that members take part, by kind. */
const RATE: Record<ActivityType, number> = { 1: 3, 2: 2.2, 3: 0.35 };
const RECHARGES = [50, 100, 200, 300, 500, 800, 1000];

/**
 * Write what the members did in an activity from where it was left up to `now`, hour by hour, each hour from its
 * own seed; a switched-off activity, or an hour outside its window, gets nothing.
 */
function accrue(db: Db, place: PlaceRow, a: ActivityRow, now: number) {
  const from = Math.max(a.accruedUntil, parse(a.startTime));
  const to = Math.min(now, parse(a.endTime) + 1000);
  if (a.status !== 1 || to <= from) {
    a.accruedUntil = Math.max(a.accruedUntil, now);
    return;
  }
  const mine = rowsAt(db, ACTIVITY_TABLES.record, place.id).filter((r) => r.activityId === a.id);
  const drawn = new Map<number, number>();
  const perDay = new Map<string, number>();
  for (const r of mine) {
    if (r.prizeId !== null) drawn.set(r.prizeId, (drawn.get(r.prizeId) ?? 0) + 1);
    const key = `${r.time.slice(0, 10)}|${r.memberName}`;
    perDay.set(key, (perDay.get(key) ?? 0) + 1);
  }
  const members = membersOf(place.id);
  const netbar = place.placeType === 50;
  const thanks = a.prizes.find((p) => p.prizeKind === PRIZE_KIND.thanks) ?? null;
  for (let h = Math.floor(from / HOUR) * HOUR; h < to; h += HOUR) {
    // the hour's own seed: FNV-1a of the place, the activity and the hour
    const rng = random(seedOf(`${place.id}|${a.activityName}|${h}`));
    const chinaHour = new Date(h + 8 * HOUR).getUTCHours();
    // rounded at random, so that a rare kind (a recharge bonus) still happens now and then
    const n = Math.floor(RATE[a.activityType] * busy(netbar, chinaHour) * (0.4 + rng() * 1.2) + rng());
    const times = Array.from({ length: n }, () => h + Math.floor(rng() * HOUR)).sort((x, y) => x - y);
    for (const t of times) {
      const member = members[Math.floor(rng() * members.length)]!;
      const pick = rng();
      if (t < from || t >= to) continue;
      const time = formatTime(t);
      const dayKey = `${time.slice(0, 10)}|${member.name}`;
      const today = perDay.get(dayKey) ?? 0;
      const base = {
        placeId: place.id,
        activityId: a.id,
        memberName: member.name,
        phone: member.phone,
        time,
      };
      let row: Omit<RecordRow, 'id'>;
      if (a.activityType === ACTIVITY_TYPE.turntable) {
        if (today >= (a.drawsPerDay ?? 1)) continue;
        let acc = 0;
        let got = a.prizes.find((p) => (acc += p.chance) > pick * 100) ?? a.prizes[a.prizes.length - 1]!;
        // a prize out of stock gives 谢谢参与
        if (got.prizeKind !== PRIZE_KIND.thanks && (drawn.get(got.prizeId) ?? 0) >= got.quantity)
          got = thanks!;
        row = got
          ? {
              ...base,
              prizeId: got.prizeId,
              reward: got.prizeName,
              prizeKind: got.prizeKind,
              amount: 0,
              value: got.prizeValue,
            }
          : { ...base, prizeId: null, reward: THANKS, prizeKind: PRIZE_KIND.thanks, amount: 0, value: 0 };
        if (got) drawn.set(got.prizeId, (drawn.get(got.prizeId) ?? 0) + 1);
      } else if (a.activityType === ACTIVITY_TYPE.signIn) {
        if (today >= 1) continue;
        const points = a.signPoints ?? 0;
        row = {
          ...base,
          prizeId: null,
          reward: `签到 +${points} 积分`,
          prizeKind: null,
          amount: 0,
          value: points,
        };
      } else {
        const amount = RECHARGES[Math.floor(pick * RECHARGES.length)]!;
        if (amount < (a.rechargeAmount ?? 0)) continue;
        const gift = a.giftAmount ?? 0;
        row = {
          ...base,
          prizeId: null,
          reward: `充值 ¥${amount} 送 ¥${gift}`,
          prizeKind: null,
          amount,
          value: gift,
        };
      }
      perDay.set(dayKey, today + 1);
      db.insert(ACTIVITY_TABLES.record, row);
    }
  }
  a.accruedUntil = Math.max(a.accruedUntil, now);
}

/**
 * The place's activities, seeded the first time they are read, with what their members did written up to `now`:
 * what every activity call runs first.
 */
export function bringUpToDate(db: Db, place: PlaceRow, now: number): ActivityRow[] {
  if (firstSeeding(db, ACTIVITY_TABLES.seeded, place.id)) {
    const d = chinaMidnight(now);
    const seeds = place.placeType === 50 ? cafeSeeds(d) : hotelSeeds(d);
    for (const s of seeds) {
      const created = formatTime(Math.min(parse(s.startTime), now) - 3 * DAY);
      db.insert(ACTIVITY_TABLES.activity, {
        status: 1,
        ...s,
        placeId: place.id,
        createTime: created,
        updateTime: created,
        accruedUntil: 0,
      });
    }
  }
  const rows = rowsAt(db, ACTIVITY_TABLES.activity, place.id);
  for (const a of rows) accrue(db, place, a, now);
  return rows;
}

const recordsOf = (db: Db, placeId: number, activityId: number) =>
  rowsAt(db, ACTIVITY_TABLES.record, placeId).filter((r) => r.activityId === activityId);

function figures(records: readonly RecordRow[]) {
  return {
    participants: new Set(records.map((r) => `${r.memberName}|${r.phone}`)).size,
    joins: records.length,
    prizesGiven: records.filter((r) => r.value > 0).length,
  };
}

function phaseOf(a: ActivityRow, now: number): ActivityPhase {
  const t = formatTime(now);
  return t < a.startTime ? 'upcoming' : t > a.endTime ? 'ended' : 'running';
}

function present(a: ActivityRow, ctx: { db: Db; now: number }) {
  const { accruedUntil: _internal, ...row } = a;
  return { ...row, phase: phaseOf(a, ctx.now), ...figures(recordsOf(ctx.db, a.placeId, a.id)) };
}

const prepare = (ctx: CrudContext) => void bringUpToDate(ctx.db, ctx.place!, ctx.now);

export const activityHandlers = [
  ...crud<ActivityRow>(activityEntity, {
    table: ACTIVITY_TABLES.activity,
    paths: { changeStatus: 'enableActive' },
    // §7: add and edit travel as JSON with RSA encoding, not the AES param; an AES body is refused
    encrypt: { add: 'rsa', edit: 'rsa' },
    perms: {
      add: ACTIVITY_PERMS.add,
      edit: ACTIVITY_PERMS.edit,
      delete: ACTIVITY_PERMS.delete,
      changeStatus: ACTIVITY_PERMS.status,
    },
    prepare,
    // a new activity starts switched on; its members' part is written from now on
    defaults: (ctx) => ({ status: 1, accruedUntil: ctx.now }),
    // the kind kept once members took part; the rules that hang on the kind (the turntable's 100 %), then the
    // prizes as stored; other kinds hold none
    validate: ({ mode, row, existing, ctx }) => {
      // what the members did hangs on the kind (a spin's prize, a day's points): once they took part, it stays
      if (
        mode === 'edit' &&
        existing!.activityType !== row.activityType &&
        recordsOf(ctx.db, existing!.placeId, existing!.id).length > 0
      )
        return { field: 'activityType', msg: zhText({ key: 'activity.typeLocked' }) };
      const problem = activityProblem(row);
      if (problem) return { field: problem.field, msg: zhText(problem) };
      row.prizes = row.activityType === ACTIVITY_TYPE.turntable ? normalPrizes(row.prizes) : [];
      return null;
    },
    present: (row, ctx) => present(row, ctx),
    // members may be spinning right now: a running activity is switched off first
    beforeDelete: (row, ctx) =>
      row.status === 1 && phaseOf(row, ctx.now) === 'running'
        ? zhText({ key: 'activity.deleteRunning' })
        : null,
    filters: { activityType: 'equals', status: 'equals', phase: 'equals' },
    defaultSort: { field: 'startTime', order: 'desc' },
    // what the members did goes with the activity
    afterChange: ({ op, ids }, ctx) => {
      if (op !== 'delete') return;
      const records = ctx.db.table(ACTIVITY_TABLES.record);
      const kept = records.filter((r) => !ids.includes(r.activityId));
      records.splice(0, records.length, ...kept);
    },
  }),

  // the prizes with what was drawn of them and what is left, and a page of the members' records (any kind)
  route.post(
    `${ACTIVITY_BASE}/detailByTurntable`,
    { ...PLACE_READ, perm: ACTIVITY_PERMS.list },
    ({ db, place, body, now }) => {
      const a = foundRow(bringUpToDate(db, place, now), body.id);
      const all = recordsOf(db, place.id, a.id);
      const drawn = new Map<number, number>();
      for (const r of all) if (r.prizeId !== null) drawn.set(r.prizeId, (drawn.get(r.prizeId) ?? 0) + 1);
      const prizes: PrizeStat[] = a.prizes.map((p) => {
        const n = drawn.get(p.prizeId) ?? 0;
        return {
          ...p,
          drawn: n,
          remaining: p.prizeKind === PRIZE_KIND.thanks ? null : Math.max(0, p.quantity - n),
        };
      });
      const member = text(body.memberName);
      const prizeId = int(body.prizeId);
      const shown = all
        .filter(
          (r) => (!member || r.memberName.includes(member)) && (prizeId === null || r.prizeId === prizeId),
        )
        .sort((x, y) => (x.time < y.time ? 1 : x.time > y.time ? -1 : y.id - x.id))
        .map(({ placeId: _placeId, ...r }) => r);
      const detail: ActivityDrawDetail = {
        activityId: a.id,
        activityName: a.activityName,
        activityType: a.activityType,
        ...figures(all),
        prizes,
        records: paginate(shown, body),
      };
      return ok(detail);
    },
  ),
];

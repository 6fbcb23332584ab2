/**
 * The cafe's announcements (§7 Internet cafe: voice and broadcast config; served at
 * /business-netbar/broadcastConfig list, add, edit, delete, changeStatus, detail): a plain stored CRUD checked by
 * its declaration (src/domain/netbar-broadcast.ts `broadcastEntity`, the page's rules too), so the contract suite
 * runs it. A cafe's announcements are written the first time they are read: the call to the counter, the
 * time-up notice, the closing or all-night notices and the house rules. docs/netbar.md.
 */
import { broadcastEntity, type Broadcast } from '../../../src/domain/netbar-broadcast';
import { crud, type CrudContext } from '../../contract';
import { defineTable, formatTime, type Db, type StoredRow } from '../../db';
import { firstSeeding, type SeededRow } from '../seed-kit';

export interface BroadcastRow extends StoredRow, Omit<Broadcast, 'id'> {
  placeId: number;
}
const BROADCAST = defineTable<BroadcastRow>('netbarBroadcast');
/** one row per cafe whose announcements were written (deleting them all does not bring them back) */
const SEEDED = defineTable<SeededRow>('netbarBroadcastSeeded');

const NETBAR_TYPE = 50;
const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7];

type Seed = Pick<
  BroadcastRow,
  'name' | 'kind' | 'template' | 'voice' | 'speed' | 'volume' | 'repeat' | 'status'
> &
  Partial<Pick<BroadcastRow, 'minutesBefore' | 'playTime' | 'weekdays'>>;

const CALL: Seed = {
  name: '呼叫网管',
  kind: 1,
  template: '{seatNo}号机呼叫网管，请吧台人员尽快前往{areaName}。',
  voice: 1,
  speed: 1,
  volume: 90,
  repeat: 2,
  status: 1,
};
const TIME_UP: Seed = {
  name: '上机时长将尽提醒',
  kind: 2,
  template:
    '{seatNo}号机的{memberName}，您的余额还可上机约{minutes}分钟，如需续费请在客户端充值或到吧台办理。',
  voice: 1,
  speed: 1,
  volume: 70,
  repeat: 1,
  minutesBefore: 10,
  status: 1,
};
const NO_SMOKING: Seed = {
  name: '禁烟提醒',
  kind: 4,
  template: '{placeName}全场禁烟，吸烟请移步楼梯间吸烟区，谢谢配合。',
  voice: 2,
  speed: 1,
  volume: 75,
  repeat: 1,
  playTime: '20:00',
  weekdays: ALL_WEEK,
  status: 1,
};
const MEMBER_DAY: Seed = {
  name: '会员日活动播报',
  kind: 4,
  template: '今天是{placeName}会员日，会员上机享八折优惠，详情请咨询吧台。',
  voice: 1,
  speed: 1.1,
  volume: 80,
  repeat: 1,
  playTime: '19:00',
  weekdays: [3],
  status: 0,
};

/**
 * What a cafe says: 思远网咖 (and every cafe but the all-night ones) closes at 02:00 on weeknights and 04:00 on
 * Friday and Saturday nights; 极光网咖(滨江店) 1005 is open all night and announces the night session instead.
 */
function seedsOf(placeId: number): Seed[] {
  const closing = (name: string, playTime: string, weekdays: number[], closesAt: string): Seed => ({
    name,
    kind: 3,
    template: `各位顾客，现在是{time}，{placeName}将于${closesAt}打烊，请提前保存游戏进度，带好随身物品，感谢光临。`,
    voice: 1,
    speed: 0.9,
    volume: 85,
    repeat: 2,
    playTime,
    weekdays,
    status: 1,
  });
  const night: Seed = {
    name: '通宵场提醒',
    kind: 4,
    template: '各位顾客，现在是{time}，{placeName}通宵场已开始，包夜请在客户端或到吧台办理。',
    voice: 1,
    speed: 1,
    volume: 80,
    repeat: 1,
    playTime: '23:30',
    weekdays: ALL_WEEK,
    status: 1,
  };
  const schedule =
    placeId === 1005
      ? [night]
      : [
          closing('工作日打烊提醒', '01:30', [1, 2, 3, 4, 7], '凌晨2点'),
          closing('周末打烊提醒', '03:30', [5, 6], '凌晨4点'),
        ];
  return [CALL, TIME_UP, ...schedule, NO_SMOKING, MEMBER_DAY];
}

/** A cafe's announcements, written the first time the cafe reads them. */
function prepare(db: Db, placeId: number, placeType: number, now: number): void {
  if (placeType !== NETBAR_TYPE || !firstSeeding(db, SEEDED, placeId)) return;
  const t = formatTime(now);
  for (const s of seedsOf(placeId)) {
    db.insert(BROADCAST, {
      placeId,
      minutesBefore: 10,
      playTime: '23:30',
      weekdays: ALL_WEEK,
      ...s,
      createTime: t,
      updateTime: t,
    });
  }
}

export const broadcastHandlers = crud(broadcastEntity, {
  table: BROADCAST,
  perms: 'netbar:broadcast',
  prepare: (ctx: CrudContext) => prepare(ctx.db, ctx.place!.id, ctx.place!.placeType, ctx.now),
  defaults: () => ({ status: 1 }),
  defaultSort: [
    { field: 'kind', order: 'asc' },
    { field: 'playTime', order: 'asc' },
  ],
});

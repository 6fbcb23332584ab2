import { afterEach, describe, expect, it } from 'vitest';
import { NETBAR_BROADCAST_BASE as B, type Broadcast } from '../../../src/domain/netbar-broadcast';
import { currentPermissionSource, setPermissionSource } from '../../contract';
import { DEMO_USERS } from '../../seed';
import {
  as,
  cafeOwner as owner,
  expectFieldRefusals,
  fieldError,
  type FieldRefusals,
  type Page,
} from '../../test-kit';

const list = async (c: Awaited<ReturnType<typeof owner>>, q: Record<string, unknown> = {}) =>
  (await c.get<Page<Broadcast>>(`${B}/list`, { pageSize: 100, ...q })).body.data.records;

const CALL = {
  name: '吧台呼叫',
  kind: 1,
  template: '{seatNo}号机呼叫网管',
  voice: 1,
  speed: 1,
  volume: 80,
  repeat: 2,
  minutesBefore: 10,
  playTime: '23:30',
  weekdays: [1, 2, 3, 4, 5, 6, 7],
};

const original = currentPermissionSource()!;
afterEach(() => setPermissionSource(original));

describe("an internet cafe's announcements (broadcastConfig)", () => {
  it("are the cafe's own, written the first time they are read", async () => {
    const rows = await list(await owner());
    expect(rows.map((r) => r.name)).toEqual([
      '呼叫网管',
      '上机时长将尽提醒',
      '工作日打烊提醒',
      '周末打烊提醒',
      '会员日活动播报',
      '禁烟提醒',
    ]);
    const weeknight = rows.find((r) => r.name === '工作日打烊提醒')!;
    expect(weeknight).toMatchObject({ kind: 3, playTime: '01:30', weekdays: [1, 2, 3, 4, 7], status: 1 });
    expect(weeknight.template).toContain('{placeName}将于凌晨2点打烊');
    expect(rows.find((r) => r.kind === 2)).toMatchObject({ minutesBefore: 10, status: 1 });
    expect(rows.find((r) => r.name === '会员日活动播报')?.status).toBe(0);

    // 极光网咖(滨江店) is open all night: no closing notice, the night session instead
    const aurora = await list(await as(DEMO_USERS.owner, 1005));
    expect(aurora.map((r) => r.name)).toContain('通宵场提醒');
    expect(aurora.some((r) => r.kind === 3)).toBe(false);
  });

  it('refuses a placeholder the kind does not know, with the kind’s own list', async () => {
    const c = await owner();
    const add = (body: Record<string, unknown>) => c.post(`${B}/add`, { ...CALL, ...body });
    expect((await add({ template: '{seatNo}号机还剩{minutes}分钟' })).body).toEqual(
      fieldError('template', '播报内容含有不支持的占位符，呼叫机位只能使用 {seatNo}、{areaName}'),
    );
    expect((await add({ template: '{seatNo号机呼叫网管' })).body.msg).toBe(
      '播报内容含有不支持的占位符，呼叫机位只能使用 {seatNo}、{areaName}',
    );
    expect((await add({ kind: 3, template: '{seatNo}打烊' })).body.msg).toBe(
      '播报内容含有不支持的占位符，打烊提醒只能使用 {placeName}、{time}',
    );
    // the same text is right for the kind that knows it
    const ok = await add({ name: '续费提醒', kind: 2, template: '{seatNo}号机还剩{minutes}分钟' });
    expect(ok.body).toMatchObject({ code: 200, msg: '新增成功' });
  });

  it('checks the voice, the schedule and the name', async () => {
    const c = await owner();
    const cases: FieldRefusals = [
      [{ name: '呼叫网管' }, 'name', '播报名称已存在'],
      [{ kind: 5 }, 'kind', '请选择播报类型'],
      [{ template: '' }, 'template', '请输入播报内容'],
      [{ voice: 3 }, 'voice', '请选择声音'],
      [{ speed: 2.5 }, 'speed', '语速须为 0.5-2.0 之间的数值，最多一位小数'],
      [{ speed: 1.25 }, 'speed', '语速须为 0.5-2.0 之间的数值，最多一位小数'],
      [{ volume: 5 }, 'volume', '音量须为 10-100 之间的整数'],
      [{ repeat: 6 }, 'repeat', '播报次数须为 1-5 之间的整数'],
      [{ minutesBefore: 0 }, 'minutesBefore', '提前分钟数须为 1-60 之间的整数'],
      [{ playTime: '24:00' }, 'playTime', '播报时间格式应为 时:分，如 23:30'],
      [{ playTime: '' }, 'playTime', '请选择播报时间'],
      [{ weekdays: [] }, 'weekdays', '请选择播报日'],
      [{ weekdays: [1, 8] }, 'weekdays', '播报日须为周一至周日，且不能重复'],
      [{ weekdays: [6, 6] }, 'weekdays', '播报日须为周一至周日，且不能重复'],
    ];
    await expectFieldRefusals(c, `${B}/add`, cases, CALL);
  });

  it('edits, switches off and deletes', async () => {
    const c = await owner();
    const row = (await list(c)).find((r) => r.name === '禁烟提醒')!;
    const edited = await c.post(`${B}/edit`, { ...row, playTime: '21:00', weekdays: [5, 6] });
    expect(edited.body).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await list(c)).find((r) => r.id === row.id)).toMatchObject({
      playTime: '21:00',
      weekdays: [5, 6],
    });
    expect((await c.post(`${B}/changeStatus`, { id: row.id, status: 0 })).body.msg).toBe('更新成功');
    expect((await c.post(`${B}/changeStatus`, { id: row.id, status: 2 })).body.msg).toBe('状态值不正确');
    expect((await list(c, { status: 0 })).map((r) => r.name)).toContain('禁烟提醒');
    expect((await c.post(`${B}/delete`, { id: row.id })).body.msg).toBe('删除成功');
    expect((await list(c)).some((r) => r.id === row.id)).toBe(false);
    // deleted, it is not written again
    expect((await list(await owner())).some((r) => r.name === '禁烟提醒')).toBe(false);
  });

  it('refuses the writes to a role without their keys', async () => {
    const c = await owner();
    const row = (await list(c))[0]!;
    // what the menu hands a role that may only read
    setPermissionSource(
      (db, place, role, now, userId) =>
        new Set(
          [...original(db, place, role, now, userId)].filter(
            (k) => !k.startsWith('netbar:broadcast:') || k.endsWith(':list'),
          ),
        ),
    );
    const refused = { code: 403, msg: '没有该操作的权限', data: null };
    expect((await c.post(`${B}/add`, CALL)).body).toEqual(refused);
    expect((await c.post(`${B}/edit`, { ...row, repeat: 3 })).body).toEqual(refused);
    expect((await c.post(`${B}/changeStatus`, { id: row.id, status: 0 })).body).toEqual(refused);
    expect((await c.post(`${B}/delete`, { id: row.id })).body).toEqual(refused);
    expect((await list(c))[0]).toEqual(row);
    // a hotel has no announcements to write
    expect((await (await as(DEMO_USERS.owner, 1001)).post(`${B}/add`, CALL)).body.code).toBe(403);
  });
});

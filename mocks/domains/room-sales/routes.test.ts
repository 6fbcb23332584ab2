import { describe, expect, it } from 'vitest';
import { getDb } from '../../db';
import { ROOM_EXTRA_TABLES } from '../../seed';
import { TestClient } from '../../test-client';
import {
  DEFAULT_HOUR_ROOM,
  DEFAULT_LIVE_IN,
  ROOM_SALE_MSG,
  roomHasBox,
  saleNumTooMany,
} from '../room-sales/routes';
import { SHELVES } from '../room-sales/seed';
import {
  allRows as all,
  expectFieldRefusals,
  expectKeys,
  fieldError,
  hotelOwner as owner,
  refusal,
  rowKeys,
  type FieldRefusals,
  type Page,
  type Row,
} from '../../test-kit';
import {
  BOX_USER_BASE as USER,
  OTA_CONFIG_BASE as OTA,
  PASS_BOX_BASE as BOX,
  ROOM_SHELF_BASE as SHELF,
  boxUserEntity,
  roomShelfEntity,
} from '../../../src/domain/room-extras';
import { ROOM_BASE as ROOM, ROOM_MODEL_BASE as MODEL } from '../../../src/domain/rooms';

const roomNamed = async (c: TestClient, roomNo: string) =>
  (await all(c, `${ROOM}/list`, { roomNo })).find((r) => r.roomNo === roomNo)!;
const table = (name: string) => getDb().table(name);

/** The keys of the shapes in src/api/services/room-extras.ts: the pass boxes' (no declaration), the declared rows'. */
const BOX_KEYS = [
  'id',
  'boxCode',
  'boxName',
  'location',
  'slotCount',
  'online',
  'roomId',
  'roomNo',
  'userCount',
  'createTime',
];
const USER_KEYS = rowKeys(boxUserEntity);
const SHELF_KEYS = rowKeys(roomShelfEntity);

describe('pass boxes', () => {
  it('lists the six boxes of 1001 by code, paged and filtered, and none at another place', async () => {
    const c = await owner();
    const boxes = await all(c, `${BOX}/getBoxList`);
    expectKeys(boxes[0]!, BOX_KEYS);
    expect(boxes.map((b) => [b.boxCode, b.roomNo, b.online, b.userCount])).toEqual([
      ['PB-0001', '201', 1, 2],
      ['PB-0002', '202', 1, 1],
      ['PB-0003', '801', 0, 1],
      ['PB-0004', '', 1, 1],
      ['PB-0005', '', 1, 0],
      ['PB-0006', '', 0, 0],
    ]);
    const page = await c.get<Page<Row>>(`${BOX}/getBoxList`, { pageNumber: 2, pageSize: 4 });
    expect(page.body.data).toMatchObject({ total: 6, pageNumber: 2, pageSize: 4 });
    expect(page.body.data.records.map((b) => b.boxCode)).toEqual(['PB-0005', 'PB-0006']);
    expect((await all(c, `${BOX}/getBoxList`, { online: 0 })).map((b) => b.boxCode)).toEqual([
      'PB-0003',
      'PB-0006',
    ]);
    expect(await all(c, `${BOX}/getBoxList`, { bound: 0 })).toHaveLength(3);
    expect(await all(c, `${BOX}/getBoxList`, { boxName: '大堂' })).toHaveLength(2);
    expect(await all(await owner(1002), `${BOX}/getBoxList`)).toEqual([]);
  });

  it('binds a box to a room of the place, one box per room, and unbinds it', async () => {
    const c = await owner();
    const boxes = await all(c, `${BOX}/getBoxList`);
    const spare = boxes.find((b) => b.boxCode === 'PB-0004')!;
    const room203 = await roomNamed(c, '203');
    const bind = (body: Record<string, unknown>) => c.post(`${BOX}/bindRoom`, body).then((r) => r.body);

    expect(await bind({ id: spare.id })).toEqual(fieldError('roomId', ROOM_SALE_MSG.roomRequired));
    expect(await bind({ id: spare.id, roomId: 999999 })).toEqual(
      fieldError('roomId', ROOM_SALE_MSG.roomMissing),
    );
    // a room of another place is unknown here
    const foreign = table('businessRoom').find((r) => r.placeId === 1002)!.id;
    expect(await bind({ id: spare.id, roomId: foreign })).toEqual(
      fieldError('roomId', ROOM_SALE_MSG.roomMissing),
    );
    // 201 already has PB-0001
    expect(await bind({ id: spare.id, roomId: boxes[0]!.roomId })).toEqual(
      fieldError('roomId', roomHasBox('PB-0001')),
    );
    expect(await bind({ id: 999, roomId: room203.id })).toEqual(refusal('数据不存在或已被删除'));

    expect(await bind({ id: spare.id, roomId: room203.id })).toEqual({
      code: 200,
      msg: '绑定成功',
      data: null,
    });
    // binding it again to its own room is no conflict; moving it frees 203
    expect((await bind({ id: spare.id, roomId: room203.id })).code).toBe(200);
    expect((await all(c, `${BOX}/getBoxList`, { boxCode: 'PB-0004' }))[0]).toMatchObject({
      roomId: room203.id,
      roomNo: '203',
    });

    const unbind = (id: number) => c.post(`${BOX}/unBindRoom`, { id }).then((r) => r.body);
    expect(await unbind(spare.id)).toEqual({ code: 200, msg: '解绑成功', data: null });
    expect(await unbind(spare.id)).toEqual(refusal(ROOM_SALE_MSG.boxNotBound));
    expect(table(ROOM_EXTRA_TABLES.passBox).find((b) => b.id === spare.id)!.roomId).toBeNull();

    // another place cannot touch 1001's boxes
    const other = await owner(1002);
    expect((await other.post(`${BOX}/unBindRoom`, { id: boxes[0]!.id })).body).toEqual(
      refusal('数据不存在或已被删除'),
    );
  });
});

describe('box users', () => {
  it('lists who may open which box, filtered by box', async () => {
    const c = await owner();
    const users = await all(c, `${USER}/list`);
    expectKeys(users[0]!, USER_KEYS);
    expect(users.map((u) => [u.boxCode, u.name])).toEqual([
      ['PB-0001', '周丽华'],
      ['PB-0001', '王秀兰'],
      ['PB-0002', '王秀兰'],
      ['PB-0003', '陈小红'],
      ['PB-0004', '李建军'],
    ]);
    expect((await all(c, `${USER}/list`, { boxId: 1 })).map((u) => u.name)).toEqual(['周丽华', '王秀兰']);
    expect(await all(await owner(1002), `${USER}/list`)).toEqual([]);
  });

  it('binds, edits and unbinds a user with name, phone and card checked per box', async () => {
    const c = await owner();
    const base = { boxId: 5, name: '赵敏', phone: '13900001111', cardNo: 'c30001', remark: '' };
    const cases: FieldRefusals = [
      [{ ...base, boxId: null }, 'boxId', ROOM_SALE_MSG.boxRequired],
      [{ ...base, boxId: 99 }, 'boxId', ROOM_SALE_MSG.boxMissing],
      [{ ...base, name: '' }, 'name', ROOM_SALE_MSG.userNameRequired],
      [{ ...base, name: '赵 敏' }, 'name', '请输入中文、英文、数字、横线、下划线'],
      [{ ...base, phone: '1390000111' }, 'phone', '请输入正确的手机号'],
      [{ ...base, cardNo: 'C-1' }, 'cardNo', ROOM_SALE_MSG.cardNo],
      [{ ...base, remark: 'x'.repeat(51) }, 'remark', '备注不能超过50个字符'],
      [{ ...base, boxId: 1, phone: '13957112601' }, 'phone', ROOM_SALE_MSG.phoneOnBox],
      [{ ...base, boxId: 1, cardNo: 'a10001' }, 'cardNo', ROOM_SALE_MSG.cardOnBox],
    ];
    await expectFieldRefusals(c, `${USER}/bindUser`, cases);
    const added = await c.post<{ id: number }>(`${USER}/bindUser`, base);
    expect(added.body.msg).toBe('新增成功');
    const id = added.body.data.id;
    // the same person on another box is fine
    expect((await c.post(`${USER}/bindUser`, { ...base, boxId: 6 })).body.code).toBe(200);
    expect(table(ROOM_EXTRA_TABLES.boxUser).find((u) => u.id === id)).toMatchObject({
      placeId: 1001,
      cardNo: 'C30001',
    });

    expect((await c.post(`${USER}/editUser`, { id, phone: 'x' })).body).toEqual(
      fieldError('phone', '请输入正确的手机号'),
    );
    expect((await c.post(`${USER}/editUser`, { id, remark: '白班' })).body.msg).toBe('更新成功');
    expect((await all(c, `${USER}/list`, { boxId: 5 }))[0]).toMatchObject({ name: '赵敏', remark: '白班' });
    expect((await all(c, `${BOX}/getBoxList`, { boxCode: 'PB-0005' }))[0]!.userCount).toBe(1);

    // another place can neither see nor remove it
    const other = await owner(1002);
    expect((await other.post(`${USER}/unBindUser`, { id })).body).toEqual(refusal('数据不存在或已被删除'));
    expect((await other.post(`${USER}/bindUser`, base)).body).toEqual(
      fieldError('boxId', ROOM_SALE_MSG.boxMissing),
    );
    expect((await c.post(`${USER}/unBindUser`, { id })).body.msg).toBe('删除成功');
    expect(await all(c, `${USER}/list`, { boxId: 5 })).toEqual([]);
  });
});

describe('room shelves', () => {
  const dateOf = (offsetDays: number) => {
    const d = new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000);
    return d.toISOString().slice(0, 10);
  };

  it('lists what is on sale on which channel, with the type name, and nothing at another place', async () => {
    const c = await owner();
    const rows = await all(c, `${SHELF}/list`);
    expectKeys(rows[0]!, SHELF_KEYS);
    // the seeded shelves in their order: 标准大床房 on 小程序 and 美团 … the suite on 飞猪 off the shelf
    expect(rows.map((r) => [r.modelName, r.channel, r.saleNum, r.price, r.status])).toEqual(SHELVES);
    expect(await all(c, `${SHELF}/list`, { channel: 2 })).toHaveLength(2);
    expect(await all(c, `${SHELF}/list`, { status: 0 })).toHaveLength(1);
    expect(await all(await owner(1002), `${SHELF}/list`)).toEqual([]);
  });

  it('checks type, channel, quantity against the rooms, dates and price by field, and starts off the shelf', async () => {
    const c = await owner();
    const models = await all(c, `${MODEL}/list`);
    const suite = models.find((m) => m.modelName === '豪华电竞套房')!;
    const twin = models.find((m) => m.modelName === '标准双床房')!; // disabled in the seed
    const base = {
      roomModelId: suite.id,
      channel: 1,
      saleNum: 5,
      saleStart: '2025-01-01',
      saleEnd: '2030-12-31',
      price: 599.5,
    };
    const cases: FieldRefusals = [
      [{ ...base, roomModelId: null }, 'roomModelId', ROOM_SALE_MSG.modelRequired],
      [{ ...base, roomModelId: 99999 }, 'roomModelId', ROOM_SALE_MSG.modelMissing],
      [{ ...base, roomModelId: twin.id }, 'roomModelId', ROOM_SALE_MSG.modelDisabled],
      [{ ...base, channel: 9 }, 'channel', ROOM_SALE_MSG.channel],
      [{ ...base, saleNum: 0 }, 'saleNum', ROOM_SALE_MSG.saleNum],
      [{ ...base, saleNum: 23 }, 'saleNum', saleNumTooMany(22)],
      [{ ...base, saleStart: '2025-13-01' }, 'saleStart', ROOM_SALE_MSG.saleDate],
      [{ ...base, saleEnd: '' }, 'saleEnd', ROOM_SALE_MSG.saleDate],
      [{ ...base, saleEnd: '2024-12-31' }, 'saleEnd', ROOM_SALE_MSG.saleOrder],
      [{ ...base, channel: 4 }, 'saleStart', ROOM_SALE_MSG.saleOverlap],
      [{ ...base, price: 0 }, 'price', ROOM_SALE_MSG.price],
      [{ ...base, price: 1.234 }, 'price', ROOM_SALE_MSG.price],
    ];
    await expectFieldRefusals(c, `${SHELF}/add`, cases);
    const added = await c.post<{ id: number }>(`${SHELF}/add`, base);
    expect(added.body.msg).toBe('新增成功');
    // a later range on 飞猪 does not overlap the seeded one
    expect(
      (await c.post(`${SHELF}/add`, { ...base, channel: 4, saleStart: '2031-01-01', saleEnd: '2031-12-31' }))
        .body.code,
    ).toBe(200);
    const row = (await all(c, `${SHELF}/list`, { roomModelId: suite.id, channel: 1 }))[0]!;
    expect(row).toMatchObject({ id: added.body.data.id, status: 0, modelName: '豪华电竞套房', price: 599.5 });
    expect((await c.post(`${SHELF}/edit`, { id: row.id, saleNum: 22 })).body.msg).toBe('更新成功');
    // its own range is no overlap
    expect((await c.post(`${SHELF}/edit`, { id: row.id, saleEnd: '2029-12-31' })).body.msg).toBe('更新成功');
  });

  it('puts a row on and off the shelf with onAndOffShelves, refusing an ended range; deletes only off the shelf', async () => {
    const c = await owner();
    const rows = await all(c, `${SHELF}/list`);
    const on = rows.find((r) => r.status === 1)!;
    const off = rows.find((r) => r.status === 0)!;
    const toggle = (id: number, status: unknown) =>
      c.post(`${SHELF}/onAndOffShelves`, { id, status }).then((r) => r.body);

    expect((await c.post(`${SHELF}/delete`, { id: on.id })).body).toEqual(
      refusal(ROOM_SALE_MSG.onShelfDelete),
    );
    expect(await toggle(on.id, 0)).toEqual({ code: 200, msg: '下架成功', data: null });
    expect(await toggle(off.id, 1)).toEqual({ code: 200, msg: '上架成功', data: null });
    expect(await toggle(off.id, 2)).toEqual(refusal('状态值不正确'));
    expect(await toggle(99999, 1)).toEqual(refusal('数据不存在或已被删除'));
    expect(table(ROOM_EXTRA_TABLES.shelf).find((r) => r.id === on.id)!.status).toBe(0);

    // a range that ended yesterday cannot go on sale until its dates are changed
    await c.post(`${SHELF}/edit`, { id: on.id, saleStart: dateOf(-30), saleEnd: dateOf(-1) });
    expect(await toggle(on.id, 1)).toEqual(refusal(ROOM_SALE_MSG.saleEnded));
    await c.post(`${SHELF}/edit`, { id: on.id, saleEnd: dateOf(0) });
    expect((await toggle(on.id, 1)).code).toBe(200);

    // another place cannot toggle 1001's rows
    expect(
      await (await owner(1002)).post(`${SHELF}/onAndOffShelves`, { id: off.id, status: 0 }),
    ).toMatchObject({
      body: refusal('数据不存在或已被删除'),
    });
    await toggle(off.id, 0);
    expect((await c.post(`${SHELF}/delete`, { id: off.id })).body.msg).toBe('删除成功');
  });
});

describe('OTA settings', () => {
  it('answers the stored settings of 1001 and the defaults elsewhere', async () => {
    const c = await owner();
    expect((await c.post(`${OTA}/getLiveInConfig`, {})).body.data).toEqual({
      autoAccept: 1,
      checkInTime: '14:00',
      checkOutTime: '12:00',
      requireIdCard: 1,
      guaranteeMinutes: 180,
    });
    expect((await c.post(`${OTA}/getHourRoomConfig`, {})).body.data).toEqual({
      enabled: 1,
      hourOptions: [3, 4, 5],
      sellStart: '09:00',
      sellEnd: '21:00',
      latestCheckout: '23:00',
    });
    const other = await owner(1002);
    expect((await other.post(`${OTA}/getLiveInConfig`, {})).body.data).toEqual(DEFAULT_LIVE_IN);
    expect((await other.post(`${OTA}/getHourRoomConfig`, {})).body.data).toEqual(DEFAULT_HOUR_ROOM);
  });

  it('checks the live-in settings by field and keeps them per place', async () => {
    const c = await owner(1002);
    const base = { ...DEFAULT_LIVE_IN };
    const cases: FieldRefusals = [
      [{ ...base, autoAccept: 2 }, 'autoAccept', ROOM_SALE_MSG.switchValue],
      [{ ...base, checkInTime: '24:00' }, 'checkInTime', ROOM_SALE_MSG.time],
      [{ ...base, checkOutTime: '' }, 'checkOutTime', ROOM_SALE_MSG.time],
      [{ ...base, checkOutTime: '14:00' }, 'checkOutTime', ROOM_SALE_MSG.checkOutOrder],
      [{ ...base, checkOutTime: '15:30' }, 'checkOutTime', ROOM_SALE_MSG.checkOutOrder],
      [{ ...base, guaranteeMinutes: 721 }, 'guaranteeMinutes', ROOM_SALE_MSG.guaranteeMinutes],
      [{ ...base, guaranteeMinutes: -1 }, 'guaranteeMinutes', ROOM_SALE_MSG.guaranteeMinutes],
    ];
    await expectFieldRefusals(c, `${OTA}/updateLiveInConfig`, cases);
    // nothing was stored by the refusals
    expect(table(ROOM_EXTRA_TABLES.otaConfig).some((r) => r.placeId === 1002)).toBe(false);
    const next = { ...base, autoAccept: 1, checkInTime: '15:00', checkOutTime: '11:00', guaranteeMinutes: 0 };
    expect((await c.post(`${OTA}/updateLiveInConfig`, next)).body).toEqual({
      code: 200,
      msg: '更新成功',
      data: null,
    });
    expect((await c.post(`${OTA}/getLiveInConfig`, {})).body.data).toEqual(next);
    // the hour-room half keeps its defaults, and 1001 keeps its own
    expect((await c.post(`${OTA}/getHourRoomConfig`, {})).body.data).toEqual(DEFAULT_HOUR_ROOM);
    expect(((await (await owner()).post(`${OTA}/getLiveInConfig`, {})).body.data as Row).checkInTime).toBe(
      '14:00',
    );
  });

  it('checks the hour-room settings: lengths, an ordered window and the latest check-out', async () => {
    const c = await owner();
    const base = { ...DEFAULT_HOUR_ROOM, enabled: 1 };
    const cases: FieldRefusals = [
      [{ ...base, enabled: 'x' }, 'enabled', ROOM_SALE_MSG.switchValue],
      [{ ...base, hourOptions: [] }, 'hourOptions', ROOM_SALE_MSG.hourOptionsRequired],
      [{ ...base, hourOptions: [3, 13] }, 'hourOptions', ROOM_SALE_MSG.hourOptions],
      [{ ...base, hourOptions: 3 }, 'hourOptions', ROOM_SALE_MSG.hourOptions],
      [{ ...base, sellStart: '8:00' }, 'sellStart', ROOM_SALE_MSG.time],
      [{ ...base, sellEnd: '08:00' }, 'sellEnd', ROOM_SALE_MSG.sellOrder],
      [{ ...base, sellEnd: '07:00' }, 'sellEnd', ROOM_SALE_MSG.sellOrder],
      [{ ...base, latestCheckout: '19:59' }, 'latestCheckout', ROOM_SALE_MSG.latestCheckout],
    ];
    await expectFieldRefusals(c, `${OTA}/updateHourRoomConfig`, cases);
    // turned off, no length is needed; lengths are stored sorted and once each
    expect(
      (await c.post(`${OTA}/updateHourRoomConfig`, { ...base, enabled: 0, hourOptions: [] })).body.code,
    ).toBe(200);
    expect(
      (
        await c.post(`${OTA}/updateHourRoomConfig`, {
          ...base,
          hourOptions: [6, 2, 6],
          latestCheckout: '20:00',
        })
      ).body.msg,
    ).toBe('更新成功');
    expect((await c.post(`${OTA}/getHourRoomConfig`, {})).body.data).toEqual({
      ...base,
      hourOptions: [2, 6],
      latestCheckout: '20:00',
    });
    // the live-in half is untouched
    expect(((await c.post(`${OTA}/getLiveInConfig`, {})).body.data as Row).guaranteeMinutes).toBe(180);
  });
});

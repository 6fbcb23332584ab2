import { describe, expect, it } from 'vitest';
import { mockDb, setClock } from '../../node';
import { DEMO_USERS, ROOM_TABLES } from '../../seed';
import { TestClient } from '../../test-client';
import { simulatePayment } from '../common-license/routes';
import {
  allRows,
  as,
  expectKeys,
  fieldError,
  hotelOwner as owner,
  innOwner as inn,
  rowKeys,
  socketAt,
  type Page,
  type Row,
} from '../../test-kit';
import { LICENSE_BASE } from '../../../src/domain/licence';
import { ROOM_MANAGER_BASE as MANAGER } from '../../../src/domain/room-extras';
import {
  BUILDING_BASE as BUILDING,
  ROOM_BASE as ROOM,
  ROOM_MODEL_BASE as MODEL,
  buildingEntity,
  roomEntity,
  roomModelEntity,
} from '../../../src/domain/rooms';

/** The keys of the shapes in src/api/services/rooms.ts (their declarations'), so the mock cannot drift from them. */
const BUILDING_KEYS = rowKeys(buildingEntity);
const MODEL_KEYS = rowKeys(roomModelEntity);
const ROOM_KEYS = rowKeys(roomEntity);

/** Every row of the list call of `base`. */
const all = (c: TestClient, base: string, q: Record<string, string | number> = {}) =>
  allRows(c, `${base}/list`, q);
const roomNos = async (c: TestClient, q: Record<string, string | number> = {}) =>
  (await all(c, ROOM, q)).map((r) => r.roomNo);
const idOf = async (c: TestClient, base: string, key: string, value: string) =>
  (await all(c, base)).find((r) => r[key] === value)!.id;

const MODEL_INPUT = {
  modelName: '电竞双人间',
  shortName: '电竞双人',
  basePrice: 268,
  bedType: 'esports2',
  area: 30,
  capacity: 2,
  facilities: ['wifi', 'pc'],
  images: [],
  description: '<p>两套电竞主机</p>',
};

/** A building and a room type in the empty inn, for room tests that must not collide with the seed. */
async function innSetup() {
  const c = await inn();
  const b = await c.post<{ id: number }>(`${BUILDING}/add`, {
    buildingName: '主楼',
    floorStart: 1,
    floorEnd: 9,
  });
  const m = await c.post<{ id: number }>(`${MODEL}/add`, MODEL_INPUT);
  expect([b.body.msg, m.body.msg]).toEqual(['新增成功', '新增成功']);
  return { c, buildingId: b.body.data.id, roomModelId: m.body.data.id };
}

describe('seeded room setup', () => {
  it('gives the demo hotels buildings, types and rooms in the client shapes', async () => {
    const c = await owner();
    const buildings = await all(c, BUILDING);
    expect(buildings.map((b) => [b.buildingName, b.floorStart, b.floorEnd, b.roomCount])).toEqual([
      ['主楼', 1, 12, 220],
      ['副楼', 1, 6, 80],
    ]);
    expectKeys(buildings[0]!, BUILDING_KEYS);
    const models = await all(c, MODEL);
    expect(models.map((m) => m.modelName)).toEqual(
      expect.arrayContaining(['电竞双人间', '电竞三人间', '电竞大床房', '豪华电竞套房', '标准大床房']),
    );
    expectKeys(models[0]!, MODEL_KEYS);
    for (const m of models) {
      expect(m.basePrice as number).toBeGreaterThanOrEqual(168);
      expect(m.basePrice as number).toBeLessThanOrEqual(688);
      expect((m.images as string[]).every((u) => u.startsWith('data:image/'))).toBe(true);
    }
    expect(models.reduce((n, m) => n + (m.roomCount as number), 0)).toBe(300);
    const rooms = await all(c, ROOM);
    expect(rooms).toHaveLength(300);
    expectKeys(rooms[0]!, ROOM_KEYS);
    expect(rooms[0]).toMatchObject({
      roomNo: '201',
      buildingName: '主楼',
      floor: 2,
      lockNo: 'XH201',
      remark: '',
    });
    expect(rooms.filter((r) => r.status === 0).map((r) => r.roomNo)).toEqual(['512', '907', '2-305']);

    for (const [placeId, count] of [
      [1002, 150],
      [1003, 20],
      [1006, 120],
    ] as const) {
      expect((await c.enter(placeId).get<Page<Row>>(`${ROOM}/list`)).body.data.total, String(placeId)).toBe(
        count,
      );
    }
  });

  it('starts the fresh inn account empty', async () => {
    const c = await inn();
    for (const base of [BUILDING, MODEL, ROOM]) expect(await all(c, base)).toEqual([]);
    expect((await c.post(`${ROOM}/getAddParamList`)).body.data).toEqual({ buildings: [], roomModels: [] });
    expect((await c.post(`${MODEL}/getModelAndRoom`)).body.data).toEqual([]);
  });

  it('serves the BED_TYPE and ROOM_FACILITY dictionaries', async () => {
    const c = await owner();
    const res = await c.get<Record<string, Array<{ value: string; label: string }>>>(
      '/api/dict/listByTypes',
      {
        types: 'BED_TYPE,ROOM_FACILITY',
      },
    );
    expect(res.body.data.BED_TYPE!.map((e) => e.value)).toEqual([
      'big',
      'twin',
      'triple',
      'esports2',
      'esports3',
      'suite',
    ]);
    expect(res.body.data.ROOM_FACILITY!.map((e) => e.value)).toEqual(
      expect.arrayContaining([
        'wifi',
        'bath',
        'window',
        'peripherals',
        'pc',
        'bathtub',
        'smartLock',
        'aircon',
      ]),
    );
  });
});

describe('businessBuilding', () => {
  it('checks the name: required, the §5 name rule, unique per place', async () => {
    const c = await inn();
    const add = (body: Record<string, unknown>) =>
      c.post(`${BUILDING}/add`, { floorStart: 1, floorEnd: 3, ...body }).then((r) => r.body);
    expect(await add({})).toEqual(fieldError('buildingName', '请输入楼栋名称'));
    expect(await add({ buildingName: '  ' })).toEqual(fieldError('buildingName', '请输入楼栋名称'));
    for (const buildingName of ['A栋!', '主 楼']) {
      expect(await add({ buildingName }), buildingName).toEqual(
        fieldError('buildingName', '请输入中文、英文、数字、横线、下划线'),
      );
    }
    expect(await add({ buildingName: 'x'.repeat(31) })).toEqual(
      fieldError('buildingName', '最多输入30个字符'),
    );
    expect((await add({ buildingName: 'A栋_东-1' })).msg).toBe('新增成功');
    expect(await add({ buildingName: 'A栋_东-1' })).toEqual(fieldError('buildingName', '楼栋名称已存在'));
    // another place may have a building of the same name (1001 has 主楼 already)
    expect((await add({ buildingName: '主楼' })).msg).toBe('新增成功');
  });

  it('checks the floor range: integers, -5..99, start ≤ end, never floor 0', async () => {
    const c = await inn();
    let n = 0;
    const add = (floorStart: unknown, floorEnd: unknown) =>
      c.post(`${BUILDING}/add`, { buildingName: `楼${++n}`, floorStart, floorEnd }).then((r) => r.body);
    const badStart = fieldError('floorStart', '最低楼层须为-5到99之间的整数');
    const badEnd = fieldError('floorEnd', '最高楼层须为-5到99之间的整数');
    expect(await add(undefined, 3)).toEqual(fieldError('floorStart', '请输入楼层'));
    expect(await add('x', 3)).toEqual(badStart);
    expect(await add(1.5, 3)).toEqual(badStart);
    expect(await add(-6, 3)).toEqual(badStart);
    expect(await add(1, 100)).toEqual(badEnd);
    expect(await add(0, 3)).toEqual(fieldError('floorStart', '没有0层，地上从1层开始，地下从-1层开始'));
    expect(await add(-2, 0)).toEqual(fieldError('floorEnd', '没有0层，地上从1层开始，地下从-1层开始'));
    expect(await add(5, 3)).toEqual(fieldError('floorEnd', '最高楼层不能低于最低楼层'));
    // a range may span 0 (basement to roof), floor 0 is simply skipped; numeric text is read as a number
    expect((await add(-5, 99)).msg).toBe('新增成功');
    expect((await add('-2', '6')).msg).toBe('新增成功');
    expect((await add(7, 7)).msg).toBe('新增成功');
    const rows = await all(c, BUILDING);
    expect(rows.map((r) => [r.floorStart, r.floorEnd, r.sort, r.status, r.roomCount])).toEqual([
      [-5, 99, 1, 1, 0],
      [-2, 6, 2, 1, 0],
      [7, 7, 3, 1, 0],
    ]);
  });

  it('refuses to narrow the range past existing rooms, and to delete a building with rooms', async () => {
    const c = await owner();
    const main = await idOf(c, BUILDING, 'buildingName', '主楼');
    const edit = (body: Record<string, unknown>) => c.post(`${BUILDING}/edit`, { id: main, ...body });
    expect((await edit({ floorEnd: 10 })).body).toEqual(
      fieldError('floorEnd', '第11、12层还有房间，不能缩小楼层范围'),
    );
    expect((await edit({ floorStart: 3 })).body).toEqual(
      fieldError('floorStart', '第2层还有房间，不能缩小楼层范围'),
    );
    // floor 1 (the lobby) has no rooms; widening is always fine
    expect((await edit({ floorStart: 2, floorEnd: 15, remark: '加建3层' })).body.msg).toBe('更新成功');
    expect((await edit({ floorStart: -2 })).body.msg).toBe('更新成功');
    expect((await c.post<Row>(`${BUILDING}/detail`, { id: main })).body.data).toMatchObject({
      floorStart: -2,
      floorEnd: 15,
      remark: '加建3层',
      roomCount: 220,
    });

    const refusal = { code: 400, msg: '该楼栋下还有房间，请先删除房间', data: null };
    expect((await c.post(`${BUILDING}/delete`, { id: main })).body).toEqual(refusal);
    const empty = (
      await c.post<{ id: number }>(`${BUILDING}/add`, { buildingName: '三号楼', floorStart: 1, floorEnd: 5 })
    ).body.data.id;
    expect((await c.post(`${BUILDING}/deleteBatch`, { ids: [empty, main] })).body).toEqual(refusal);
    expect((await c.post(`${BUILDING}/deleteBatch`, { ids: [empty] })).body).toEqual({
      code: 200,
      msg: '删除成功',
      data: { count: 1 },
    });

    // once its rooms are gone the building can go
    const annex = await idOf(c, BUILDING, 'buildingName', '副楼');
    const annexRooms = (await all(c, ROOM, { buildingId: annex })).map((r) => r.id);
    expect((await c.post(`${ROOM}/deleteBatch`, { ids: annexRooms })).body.data).toEqual({ count: 80 });
    expect((await c.post(`${BUILDING}/delete`, { id: annex })).body.msg).toBe('删除成功');
  });

  it('sorts by sort then id by default, and by any column on request', async () => {
    const c = await owner(1006);
    expect((await all(c, BUILDING)).map((b) => b.buildingName)).toEqual(['A座', 'B座']);
    const b = await idOf(c, BUILDING, 'buildingName', 'B座');
    await c.post(`${BUILDING}/edit`, { id: b, sort: 0 });
    expect((await all(c, BUILDING)).map((r) => r.buildingName)).toEqual(['B座', 'A座']);
    expect(
      (await all(c, BUILDING, { sortField: 'roomCount', sortOrder: 'desc' })).map((r) => r.roomCount),
    ).toEqual([84, 36]);
    expect((await c.post(`${BUILDING}/edit`, { id: b, sort: -1 })).body).toEqual(
      fieldError('sort', '排序须为0-9999之间的整数'),
    );
  });
});

describe('businessRoomModel', () => {
  const add = (c: TestClient, patch: Record<string, unknown>) =>
    c.post<{ id: number }>(`${MODEL}/add`, { ...MODEL_INPUT, ...patch }).then((r) => r.body);

  it('checks the name and the short name (§5)', async () => {
    const c = await inn();
    expect(await add(c, { modelName: '' })).toEqual(fieldError('modelName', '请输入房型名称'));
    expect(await add(c, { modelName: '电竞<房>' })).toEqual(
      fieldError('modelName', '请输入中文、英文、数字、横线、下划线'),
    );
    expect(await add(c, { shortName: '' })).toEqual(fieldError('shortName', '名称长度为1-8位'));
    expect(await add(c, { shortName: '豪华电竞双人大床房' })).toEqual(
      fieldError('shortName', '名称长度为1-8位'),
    );
    expect(await add(c, { shortName: '电竞-双人' })).toEqual(
      fieldError('shortName', '请输入中文，字母，数字或下划线'),
    );
    expect((await add(c, { shortName: 'VIP_2' })).msg).toBe('新增成功');
    expect(await add(c, {})).toEqual(fieldError('modelName', '房型名称已存在'));
  });

  it('checks money, bed type, area, capacity, facilities and images', async () => {
    const c = await inn();
    // one message for a price that is not one, has three decimals or is out of range (page and mock alike)
    const price = fieldError('basePrice', '金额须在0.01-999999.99之间，最多两位小数');
    const range = price;
    expect(await add(c, { basePrice: 'abc' })).toEqual(price);
    expect(await add(c, { basePrice: 99.999 })).toEqual(price);
    expect(await add(c, { basePrice: 0.001 })).toEqual(price);
    expect(await add(c, { basePrice: 0 })).toEqual(range);
    expect(await add(c, { basePrice: -1 })).toEqual(range);
    expect(await add(c, { basePrice: 1_000_000 })).toEqual(range);
    expect(await add(c, { bedType: 'water' })).toEqual(fieldError('bedType', '请选择床型'));
    const area = fieldError('area', '面积须大于0且不超过999平方米，最多一位小数');
    for (const v of [0, -3, 12.25, 999.5, 'big']) expect(await add(c, { area: v }), String(v)).toEqual(area);
    const capacity = fieldError('capacity', '可住人数须为1-20之间的整数');
    for (const v of [0, 21, 2.5, null]) expect(await add(c, { capacity: v }), String(v)).toEqual(capacity);
    expect(await add(c, { facilities: ['wifi', 'jacuzzi'] })).toEqual(
      fieldError('facilities', '请选择正确的房间设施'),
    );
    expect(await add(c, { facilities: 'wifi' })).toEqual(fieldError('facilities', '请选择正确的房间设施'));
    expect(await add(c, { images: Array(7).fill('/a.png') })).toEqual(
      fieldError('images', '最多上传6张图片'),
    );
    expect(await add(c, { images: ['javascript:alert(1)'] })).toEqual(fieldError('images', '图片地址不正确'));

    const ok = await add(c, {
      basePrice: '168.50',
      area: 58.5,
      capacity: '4',
      facilities: ['wifi', 'pc', 'wifi'],
      images: ['data:image/png;base64,iVBORw0KGgo=', 'https://cdn.example.com/r.jpg', '/mock-assets/a.png'],
      description: '<p onclick="steal()">好房</p><script>alert(1)</script><b>含早</b>',
    });
    expect(ok.msg).toBe('新增成功');
    const detail = (await c.post<Row>(`${MODEL}/detail`, { id: ok.data.id })).body.data;
    expect(detail).toMatchObject({
      basePrice: 168.5,
      area: 58.5,
      capacity: 4,
      facilities: ['wifi', 'pc'],
      description: '<p>好房</p><b>含早</b>',
      status: 1,
      roomCount: 0,
    });
    expect(await add(c, { modelName: '最高价', basePrice: 999_999.99 })).toMatchObject({ code: 200 });
  });

  it('refuses to delete a type in use, counts its rooms and lists every type with its rooms', async () => {
    const c = await owner();
    const models = await all(c, MODEL);
    const suite = models.find((m) => m.modelName === '豪华电竞套房')!;
    expect(suite.roomCount).toBe(22);
    expect((await c.post(`${MODEL}/delete`, { id: suite.id })).body).toEqual({
      code: 400,
      msg: '该房型下还有房间，请先删除房间',
      data: null,
    });
    const unused = models.find((m) => m.roomCount === 0)!;
    expect(unused).toMatchObject({ modelName: '标准双床房', status: 0 });

    const board = (
      await c.post<Array<{ id: number; modelName: string; rooms: Row[] }>>(`${MODEL}/getModelAndRoom`)
    ).body.data;
    expect(board.map((m) => m.id)).toEqual(models.map((m) => m.id).sort((a, b) => a - b));
    expect(board.reduce((n, m) => n + m.rooms.length, 0)).toBe(300);
    const suiteRooms = board.find((m) => m.id === suite.id)!.rooms;
    expect(Object.keys(suiteRooms[0]!).sort()).toEqual(['buildingName', 'floor', 'id', 'roomNo', 'status']);
    expect(suiteRooms.slice(0, 3).map((r) => r.roomNo)).toEqual(['219', '220', '319']);
    expect(board.find((m) => m.id === unused.id)!.rooms).toEqual([]);
    expect((await c.post(`${MODEL}/delete`, { id: unused.id })).body.msg).toBe('删除成功');
  });
});

describe('businessRoom', () => {
  it('adds and edits rooms with field errors, duplicate roomNo included', async () => {
    const { c, buildingId, roomModelId } = await innSetup();
    const add = (body: Record<string, unknown>) =>
      c.post<{ id: number }>(`${ROOM}/add`, { buildingId, floor: 8, roomModelId, roomNo: '801', ...body });
    const first = await add({ lockNo: 'LK-0801', remark: '靠电梯' });
    expect(first.body.msg).toBe('新增成功');
    expect((await add({})).body).toEqual(fieldError('roomNo', '房间号已存在'));
    // a door reads the same in any case
    expect((await add({ roomNo: 'a801' })).body.msg).toBe('新增成功');
    expect((await add({ roomNo: 'A801' })).body).toEqual(fieldError('roomNo', '房间号已存在'));
    const roomNoRule = fieldError('roomNo', '请输入1-10位字母、数字或横线');
    for (const roomNo of ['', 'A_1', '8 01', '房801', '12345678901']) {
      expect((await add({ roomNo })).body, roomNo).toEqual(roomNoRule);
    }
    expect((await add({ roomNo: 'A-12-3456' })).body.msg).toBe('新增成功');
    expect((await add({ roomNo: '802', lockNo: 'x'.repeat(21) })).body).toEqual(
      fieldError('lockNo', '门锁编号最多20个字符'),
    );

    const detail = (await c.post<Row>(`${ROOM}/detail`, { id: first.body.data.id })).body.data;
    expectKeys(detail, ROOM_KEYS);
    expect(detail).toMatchObject({
      buildingId,
      buildingName: '主楼',
      floor: 8,
      roomModelId,
      modelName: '电竞双人间',
      roomNo: '801',
      lockNo: 'LK-0801',
      remark: '靠电梯',
      status: 1,
      managerId: null,
    });

    const id = first.body.data.id;
    expect((await c.post(`${ROOM}/edit`, { id, roomNo: 'A-12-3456' })).body).toEqual(
      fieldError('roomNo', '房间号已存在'),
    );
    // its own number is no duplicate; derived fields sent back are ignored
    expect(
      (await c.post(`${ROOM}/edit`, { id, roomNo: '801', floor: 9, buildingName: 'x', managerId: 10002 }))
        .body.msg,
    ).toBe('更新成功');
    expect((await c.post<Row>(`${ROOM}/detail`, { id })).body.data).toMatchObject({
      floor: 9,
      buildingName: '主楼',
      managerId: null,
    });
  });

  it('checks building, floor and room type', async () => {
    const { c, buildingId, roomModelId } = await innSetup();
    const add = (body: Record<string, unknown>) =>
      c
        .post(`${ROOM}/add`, { buildingId, floor: 1, roomModelId, roomNo: '101', ...body })
        .then((r) => r.body);
    expect(await add({ buildingId: null })).toEqual(fieldError('buildingId', '请选择楼栋'));
    expect(await add({ buildingId: 999 })).toEqual(fieldError('buildingId', '楼栋不存在或已被删除'));
    // 1001's 主楼 is not a building of this place
    expect(await add({ buildingId: 1 })).toEqual(fieldError('buildingId', '楼栋不存在或已被删除'));
    const outside = fieldError('floor', '楼层须在1到9之间（没有0层）');
    for (const floor of [0, 10, -1]) expect(await add({ floor }), String(floor)).toEqual(outside);
    for (const floor of [null, 'x']) expect(await add({ floor })).toEqual(fieldError('floor', '请输入楼层'));
    expect(await add({ roomModelId: '' })).toEqual(fieldError('roomModelId', '请选择房型'));
    expect(await add({ roomModelId: 1 })).toEqual(fieldError('roomModelId', '房型不存在或已被删除'));

    const basement = (
      await c.post<{ id: number }>(`${BUILDING}/add`, { buildingName: '地下', floorStart: -2, floorEnd: 2 })
    ).body.data.id;
    expect(await add({ buildingId: basement, floor: 0 })).toEqual(
      fieldError('floor', '楼层须在-2到2之间（没有0层）'),
    );
    expect((await add({ buildingId: basement, floor: -1, roomNo: 'B101' })).msg).toBe('新增成功');

    // disabled building or type: not for new rooms, but a room already there may still be edited
    const room = (
      await c.post<{ id: number }>(`${ROOM}/add`, { buildingId, floor: 1, roomModelId, roomNo: '102' })
    ).body.data.id;
    await c.post(`${BUILDING}/changeStatus`, { id: buildingId, status: 0 });
    await c.post(`${MODEL}/changeStatus`, { id: roomModelId, status: 0 });
    expect(await add({})).toEqual(fieldError('buildingId', '该楼栋已停用'));
    expect(await add({ buildingId: basement, floor: 1 })).toEqual(fieldError('roomModelId', '该房型已停用'));
    expect((await c.post(`${ROOM}/edit`, { id: room, remark: '已停用楼栋' })).body.msg).toBe('更新成功');
    expect((await c.post(`${ROOM}/edit`, { id: room, buildingId: basement, floor: 1 })).body.msg).toBe(
      '更新成功',
    );
    expect((await c.post(`${ROOM}/edit`, { id: room, buildingId })).body).toEqual(
      fieldError('buildingId', '该楼栋已停用'),
    );
  });

  it('adds 801–810 in one batch, refuses an overlapping batch whole and names the duplicates', async () => {
    const { c, buildingId, roomModelId } = await innSetup();
    const batch = (body: Record<string, unknown>) =>
      c.post<{ count: number }>(`${ROOM}/addBatch`, {
        buildingId,
        floor: 8,
        roomModelId,
        prefix: '',
        startNo: 801,
        endNo: 810,
        ...body,
      });
    expect((await batch({})).body).toEqual({ code: 200, msg: '新增成功', data: { count: 10 } });
    expect(await roomNos(c)).toEqual(['801', '802', '803', '804', '805', '806', '807', '808', '809', '810']);

    expect((await batch({ startNo: 805, endNo: 812 })).body).toEqual(
      fieldError('startNo', '房间号已存在：805、806、807、808、809、810'),
    );
    expect((await all(c, ROOM)).length).toBe(10);
    // many duplicates are cut short with the count
    expect((await batch({ startNo: 799, endNo: 830 })).body.msg).toBe(
      '房间号已存在：801、802、803、804、805、806、807、808、809、810',
    );
    expect((await batch({ startNo: 801, endNo: 810, floor: 1 })).body.msg).toMatch(/^房间号已存在：801、/);

    // the same numbers with a prefix are other rooms
    expect((await batch({ prefix: 'A' })).body.data).toEqual({ count: 10 });
    expect((await all(c, ROOM, { roomNo: 'A8' })).map((r) => [r.roomNo, r.floor, r.modelName])[0]).toEqual([
      'A801',
      8,
      '电竞双人间',
    ]);

    expect((await batch({ startNo: 1, endNo: 201 })).body).toEqual(
      fieldError('endNo', '每次最多批量添加200间房'),
    );
    expect((await batch({ startNo: 810, endNo: 801 })).body).toEqual(
      fieldError('endNo', '结束房号不能小于起始房号'),
    );
    expect((await batch({ startNo: 0 })).body).toEqual(fieldError('startNo', '房号须为1-99999之间的整数'));
    expect((await batch({ endNo: 100000 })).body).toEqual(fieldError('endNo', '房号须为1-99999之间的整数'));
    expect((await batch({ prefix: 'A_' })).body).toEqual(
      fieldError('prefix', '房间号前缀只能包含字母、数字或横线'),
    );
    expect((await batch({ prefix: 'ABCDEFG', startNo: 9001, endNo: 9002 })).body).toEqual(
      fieldError('prefix', '生成的房间号超过10位'),
    );
    expect((await batch({ floor: 10 })).body).toEqual(fieldError('floor', '楼层须在1到9之间（没有0层）'));
    expect((await batch({ roomModelId: 999 })).body).toEqual(
      fieldError('roomModelId', '房型不存在或已被删除'),
    );
    expect((await all(c, ROOM)).length).toBe(20);
    // a basic inn may have 30 rooms: 200 more need a room package (bought and paid here), all or none
    expect((await batch({ prefix: 'C', startNo: 1, endNo: 200 })).body).toEqual({
      code: 2901,
      msg: '房间数已达上限（30间），请扩容后再添加',
      data: null,
    });
    expect((await all(c, ROOM)).length).toBe(20);
    const order = await c.post<{ outTradeNo: string }>(`${LICENSE_BASE}/buyRoomNumNew`, {
      priceId: 504,
      payChannel: 10000,
      requestId: 'rooms-test-200-rooms',
    });
    expect(simulatePayment(order.body.data.outTradeNo, 'success').code).toBe(200);
    // 200 is the most, and they count towards the building and the type
    expect((await batch({ prefix: 'C', startNo: 1, endNo: 200 })).body.data).toEqual({ count: 200 });
    expect((await c.post<Row>(`${BUILDING}/detail`, { id: buildingId })).body.data.roomCount).toBe(220);
    expect((await c.post<Row>(`${MODEL}/detail`, { id: roomModelId })).body.data.roomCount).toBe(220);
  });

  it('filters by roomNo (contains), building, floor, type and status; sorts; pages', async () => {
    const c = await owner();
    expect(await roomNos(c, { roomNo: '80' })).toEqual([
      '801',
      '802',
      '803',
      '804',
      '805',
      '806',
      '807',
      '808',
      '809',
    ]);
    const annex = await idOf(c, BUILDING, 'buildingName', '副楼');
    const annexRooms = await all(c, ROOM, { buildingId: annex });
    expect(annexRooms).toHaveLength(80);
    expect(annexRooms.every((r) => r.buildingName === '副楼')).toBe(true);
    expect(await roomNos(c, { buildingId: annex, floor: 3, roomNo: '-30' })).toEqual([
      '2-301',
      '2-302',
      '2-303',
      '2-304',
      '2-305',
      '2-306',
      '2-307',
      '2-308',
      '2-309',
    ]);
    const suite = await idOf(c, MODEL, 'modelName', '豪华电竞套房');
    expect((await all(c, ROOM, { roomModelId: suite, floor: 12 })).map((r) => r.roomNo)).toEqual([
      '1219',
      '1220',
    ]);
    expect(await roomNos(c, { status: 0 })).toEqual(['512', '907', '2-305']);

    // default: building, floor, number (801 before 1001); sortField overrides
    const first = async (q: Record<string, string | number>) =>
      (await c.get<Page<Row>>(`${ROOM}/list`, q)).body.data;
    expect((await first({ pageSize: 3 })).records.map((r) => r.roomNo)).toEqual(['201', '202', '203']);
    expect(
      (await first({ pageSize: 2, sortField: 'roomNo', sortOrder: 'desc' })).records.map((r) => r.roomNo),
    ).toEqual(['1220', '1219']);
    expect(
      (await first({ pageSize: 2, sortField: 'modelName', sortOrder: 'asc', buildingId: annex })).records.map(
        (r) => r.modelName,
      ),
    ).toEqual(['标准大床房', '标准大床房']);
    const page = await first({ pageNumber: 2, pageSize: 20 });
    expect(page).toMatchObject({ total: 300, pageNumber: 2, pageSize: 20 });
    expect(page.records.map((r) => r.roomNo)).toEqual(Array.from({ length: 20 }, (_, i) => String(301 + i)));
  });

  it('offers only enabled buildings (by sort) and types in getAddParamList', async () => {
    const c = await owner();
    const params = async () =>
      (await c.post<{ buildings: Row[]; roomModels: Row[] }>(`${ROOM}/getAddParamList`)).body.data;
    let p = await params();
    expect(p.buildings).toEqual([
      { id: expect.any(Number), buildingName: '主楼', floorStart: 1, floorEnd: 12 },
      { id: expect.any(Number), buildingName: '副楼', floorStart: 1, floorEnd: 6 },
    ]);
    expect(p.roomModels.map((m) => m.modelName)).not.toContain('标准双床房');
    expect(p.roomModels).toHaveLength(5);
    expect(Object.keys(p.roomModels[0]!).sort()).toEqual(['basePrice', 'id', 'modelName']);

    await c.post(`${BUILDING}/changeStatus`, { id: p.buildings[1]!.id, status: 0 });
    await c.post(`${BUILDING}/edit`, { id: p.buildings[0]!.id, sort: 9 });
    const third = (
      await c.post<{ id: number }>(`${BUILDING}/add`, {
        buildingName: '三号楼',
        floorStart: 1,
        floorEnd: 3,
        sort: 1,
      })
    ).body.data.id;
    p = await params();
    expect(p.buildings.map((b) => b.buildingName)).toEqual(['三号楼', '主楼']);
    expect(p.buildings[0]!.id).toBe(third);
  });

  it('generates a stable self-service QR text and a one-off door password', async () => {
    let t = Date.UTC(2025, 5, 1, 2, 0, 0); // 10:00 in China
    setClock(() => t);
    const c = await owner();
    const room = (await all(c, ROOM, { roomNo: '801' }))[0]!;
    const qr = await c.post<{ roomId: number; content: string }>(`${ROOM}/generateQrCode`, { id: room.id });
    expect(qr.body.data.roomId).toBe(room.id);
    expect(qr.body.data.content).toMatch(
      new RegExp(`^https://m\\.example-hotel\\.cn/r/1001/${room.id}\\?t=[0-9a-f]{8}$`),
    );
    expect((await c.post(`${ROOM}/generateQrCode`, { id: room.id })).body.data).toEqual(qr.body.data);

    const pass = await c.post<{ roomId: number; password: string; validUntil: string }>(
      `${ROOM}/getOffPass`,
      {
        id: room.id,
      },
    );
    expect(pass.body.data).toEqual({
      roomId: room.id,
      password: expect.stringMatching(/^\d{6}$/),
      validUntil: '2025-06-01 10:30:00',
    });
    t += 60_000;
    expect(
      (await c.post<{ validUntil: string }>(`${ROOM}/getOffPass`, { id: room.id })).body.data.validUntil,
    ).toBe('2025-06-01 10:31:00');

    const disabled = (await all(c, ROOM, { roomNo: '512' }))[0]!;
    expect((await c.post(`${ROOM}/getOffPass`, { id: disabled.id })).body).toEqual({
      code: 400,
      msg: '房间已停用，无法获取离线密码',
      data: null,
    });
    expect((await c.post(`${ROOM}/generateQrCode`, { id: 999999 })).body.msg).toBe('数据不存在或已被删除');
  });

  it('binds and clears a room manager of the place, refusing unknown and disabled ones', async () => {
    const c = await owner();
    const rooms = (
      await all(c, ROOM, { floor: 3, buildingId: await idOf(c, BUILDING, 'buildingName', '主楼') })
    ).slice(0, 3);
    const ids = rooms.map((r) => r.id);
    const managers = await all(c, MANAGER);
    const [zhou, wu] = [managers[0]!, managers[1]!];
    const bind = (body: Record<string, unknown>) => c.post(`${ROOM}/bindManager`, body).then((r) => r.body);
    expect(await bind({ roomIds: ids, managerId: zhou.id })).toEqual({
      code: 200,
      msg: '更新成功',
      data: null,
    });
    expect((await all(c, ROOM, { managerId: zhou.id as number, floor: 3 })).map((r) => r.id)).toEqual(ids);
    expect((await c.post<Row>(`${ROOM}/detail`, { id: ids[0] })).body.data).toMatchObject({
      managerId: zhou.id,
      managerName: '周丽华',
    });
    expect((await bind({ roomIds: ids.slice(0, 1), managerId: wu.id })).code).toBe(200);
    // a staff user id, a manager of another place, text: none is a room manager here
    const foreignManager = mockDb()
      .table('businessRoomManager')
      .find((m) => m.placeId === 1002)!.id;
    for (const managerId of [10003, foreignManager, 'x']) {
      expect(await bind({ roomIds: ids, managerId }), String(managerId)).toEqual(
        fieldError('managerId', '房间管理员不存在或已被删除'),
      );
    }
    expect((await c.post(`${MANAGER}/changeStatus`, { id: zhou.id, status: 0 })).body.code).toBe(200);
    expect(await bind({ roomIds: ids, managerId: zhou.id })).toEqual(
      fieldError('managerId', '该房间管理员已停用'),
    );
    expect(await bind({ roomIds: [], managerId: wu.id })).toEqual({
      code: 400,
      msg: '请选择房间',
      data: null,
    });
    const foreign = mockDb()
      .table('businessRoom')
      .find((r) => r.placeId === 1002)!.id;
    expect((await bind({ roomIds: [ids[0], foreign], managerId: null })).msg).toBe('数据不存在或已被删除');
    expect((await c.post<Row>(`${ROOM}/detail`, { id: ids[0] })).body.data.managerId).toBe(wu.id);

    expect(await bind({ roomIds: ids, managerId: null })).toMatchObject({ code: 200 });
    expect(
      (await all(c, ROOM, { floor: 3 }))
        .filter((r) => ids.includes(r.id))
        .map((r) => [r.managerId, r.managerName]),
    ).toEqual([
      [null, ''],
      [null, ''],
      [null, ''],
    ]);
    // the seed: 主楼 12F is looked after by 吴桂芳
    expect((await all(c, ROOM, { floor: 12 })).every((r) => r.managerName === '吴桂芳')).toBe(true);
  });

  it("keeps another place's rooms invisible", async () => {
    const c = await owner(1002);
    const mine = await all(c, ROOM);
    expect(mine.every((r) => !String(r.roomNo).startsWith('2-'))).toBe(true);
    const westLake = mockDb()
      .table('businessRoom')
      .find((r) => r.placeId === 1001)!;
    for (const path of ['detail', 'edit', 'delete', 'changeStatus', 'generateQrCode', 'getOffPass']) {
      expect((await c.post(`${ROOM}/${path}`, { id: westLake.id, status: 0 })).body.msg, path).toBe(
        '数据不存在或已被删除',
      );
    }
    expect((await c.post(`${ROOM}/deleteBatch`, { ids: [mine[0]!.id, westLake.id] })).body.msg).toBe(
      '数据不存在或已被删除',
    );
    expect(await all(c, ROOM, { id: westLake.id })).toEqual([]);
    expect(
      mockDb()
        .table('businessRoom')
        .find((r) => r.id === westLake.id),
    ).toMatchObject({ status: 1 });

    // the staff member of 1001 sees 1001's rooms, and no other place's
    const staff = await as(DEMO_USERS.staff, 1001);
    expect((await staff.get<Page<Row>>(`${ROOM}/list`)).body.data.total).toBe(300);
    expect((await staff.enter(1002).get(`${ROOM}/list`)).body).toEqual({
      code: 403,
      msg: '无权访问该场所',
      data: null,
    });
    expect((await new TestClient().enter(1001).get(`${ROOM}/list`)).status).toBe(401);
  });

  it('changes status 0/1 and deletes single rooms and batches', async () => {
    const c = await owner(1003);
    const rooms = await all(c, ROOM);
    expect(rooms).toHaveLength(20);
    expect((await c.post(`${ROOM}/changeStatus`, { id: rooms[0]!.id, status: 0 })).body.msg).toBe('更新成功');
    expect((await c.post(`${ROOM}/changeStatus`, { id: rooms[0]!.id, status: 2 })).body.msg).toBe(
      '状态值不正确',
    );
    expect((await c.post(`${ROOM}/delete`, { id: rooms[0]!.id })).body.msg).toBe('删除成功');
    expect((await c.post(`${ROOM}/deleteBatch`, { ids: rooms.slice(1).map((r) => r.id) })).body).toEqual({
      code: 200,
      msg: '删除成功',
      data: { count: 19 },
    });
    expect(await all(c, ROOM)).toEqual([]);
    expect((await all(c, BUILDING))[0]!.roomCount).toBe(0);
  });
});

describe('room status pushes', () => {
  it('pushes the new state of a room to the place (businessType 4) when it is disabled or enabled', async () => {
    const { sent, close } = socketAt(1001);
    try {
      const c = await owner(1001);
      const room = mockDb()
        .table(ROOM_TABLES.room)
        .find((r) => r.placeId === 1001 && r.status === 1)!;
      expect((await c.post(`${ROOM}/changeStatus`, { id: room.id, status: 0 })).body.code).toBe(200);
      expect(JSON.parse(sent.at(-1)!)).toEqual({
        businessType: 4,
        data: { roomId: room.id, patch: { occupancy: 'vacant', housekeeping: 'clean', block: 'disabled' } },
      });
      await c.post(`${ROOM}/changeStatus`, { id: room.id, status: 1 });
      expect(JSON.parse(sent.at(-1)!).data.patch.block).not.toBe('disabled');
    } finally {
      close();
    }
  });
});

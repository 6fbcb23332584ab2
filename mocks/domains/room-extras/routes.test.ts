import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seed';
import { LICENSE_IDS } from '../../menus';
import { TestClient } from '../../test-client';
import { simulatePayment } from '../common-license/routes';
import { ROOM_EXTRA_MSG } from '../room-extras/routes';
import {
  allRows,
  as,
  expectFieldRefusals,
  expectKeys,
  fieldError,
  hotelOwner as owner,
  rowKeys,
  type FieldRefusals,
  type Row,
} from '../../test-kit';
import {
  COMPUTER_BASE as COMPUTER,
  LOCK_BASE as LOCK,
  LOCK_SUPPLIER_BASE as SUPPLIER,
  LOCK_SUPPLIER_CONFIG_BASE as SUPPLIER_CONFIG,
  ROOM_MANAGER_BASE as MANAGER,
  SERVER_BASE as SERVER,
  computerEntity,
  lockEntity,
} from '../../../src/domain/room-extras';
import { LICENSE_BASE } from '../../../src/domain/licence';
import { ROOM_BASE as ROOM } from '../../../src/domain/rooms';

/** The place buys a module plan and the payment provider says it is paid. */
async function buyModule(c: TestClient, licenseId: number, priceId: number) {
  const order = await c.post<{ outTradeNo: string }>(`${LICENSE_BASE}/buyLicense`, {
    licenseId,
    priceId,
    num: 1,
    payChannel: 10000,
    requestId: `room-extras-${licenseId}-${priceId}`,
  });
  expect(simulatePayment(order.body.data.outTradeNo, 'success').code).toBe(200);
}

/** Every row of the list call of `base`. */
const all = (c: TestClient, base: string, q: Record<string, string | number> = {}) =>
  allRows(c, `${base}/list`, q);
/** The keys of the shapes in src/api/services/room-extras.ts: their declarations'. */
const LOCK_KEYS = rowKeys(lockEntity);
const COMPUTER_KEYS = rowKeys(computerEntity);

describe('door locks', () => {
  it('seeds a lock for every room of 1001 with its room number and brand, and the place supplier account', async () => {
    const c = await owner();
    const locks = await all(c, LOCK);
    expect(locks).toHaveLength(300);
    expectKeys(locks[0]!, LOCK_KEYS);
    const l801 = locks.find((l) => l.roomNo === '801')!;
    expect(l801).toMatchObject({ lockNo: 'XH801', supplierName: '科裕' });
    expect(locks.every((l) => (l.battery as number) >= 0 && (l.battery as number) <= 100)).toBe(true);
    expect(locks.some((l) => (l.battery as number) < 20)).toBe(true);

    const suppliers = await c.post<Array<{ id: number; supplierName: string }>>(
      `${SUPPLIER}/getSupplierList`,
      {},
    );
    expect(suppliers.body.data.map((s) => s.supplierName)).toEqual(['科裕', '必达', '盛阳', '智锁科技']);
    const config = await c.post<Record<string, unknown>>(`${SUPPLIER_CONFIG}/getConfigByPlaceId`, {});
    expect(config.body.data).toEqual({
      supplierId: 1,
      supplierName: '科裕',
      appKey: '****b7a0',
      serverUrl: 'https://open.keyu-lock.cn/api',
    });
    // a place without an account answers null
    const inn = await as(DEMO_USERS.innOwner, 1013);
    expect((await inn.post(`${SUPPLIER_CONFIG}/getConfigByPlaceId`, {})).body.data).toBeNull();
  });

  it('validates each field by name and keeps lock numbers and rooms unique per place', async () => {
    const c = await owner(1003); // the inn has rooms but no locks, and may not add any before it buys 智能门锁对接
    expect((await c.post(`${LOCK}/add`, { lockNo: 'KY-100', roomId: 1, supplierId: 2 })).body).toEqual({
      code: 403,
      msg: '没有该操作的权限',
      data: null,
    });
    await buyModule(c, LICENSE_IDS.lock, 201);
    const rooms = await all(c, ROOM);
    const roomId = rooms[0]!.id;
    const base = { lockNo: 'KY-101', roomId, supplierId: 2, battery: 90 };
    const cases: FieldRefusals = [
      [{ ...base, lockNo: 'KY 101' }, 'lockNo', '请输入1-20位字母、数字或横线'],
      [{ ...base, roomId: null }, 'roomId', ROOM_EXTRA_MSG.roomRequired],
      [{ ...base, roomId: 1 }, 'roomId', ROOM_EXTRA_MSG.roomMissing], // a room of 1001
      [{ ...base, supplierId: 99 }, 'supplierId', '门锁品牌不存在'],
      [{ ...base, battery: 101 }, 'battery', '电量须为0-100之间的整数'],
      [{ ...base, remark: 'x'.repeat(51) }, 'remark', '备注不能超过50个字符'],
    ];
    await expectFieldRefusals(c, `${LOCK}/add`, cases);
    const added = await c.post<{ id: number }>(`${LOCK}/add`, base);
    expect(added.body.msg).toBe('新增成功');
    expect((await c.post(`${LOCK}/add`, { ...base, lockNo: 'ky-101', roomId: rooms[1]!.id })).body).toEqual(
      fieldError('lockNo', '门锁编号已存在'),
    );
    expect((await c.post(`${LOCK}/add`, { ...base, lockNo: 'KY-102' })).body).toEqual(
      fieldError('roomId', '该房间已安装门锁'),
    );
    // the same lock number at another place is fine
    const other = await owner(1002);
    const otherRoom = (await all(other, ROOM))[0]!.id;
    expect((await all(other, LOCK)).some((l) => l.roomId === otherRoom)).toBe(true);
    expect((await c.post(`${LOCK}/edit`, { id: added.body.data.id, battery: 15 })).body.msg).toBe('更新成功');
    expect((await all(c, LOCK))[0]).toMatchObject({ lockNo: 'KY-101', battery: 15, supplierName: '必达' });
  });
});

describe('gateways', () => {
  it('seeds two gateways and checks name, IPv4, port, type and a free address', async () => {
    const c = await owner();
    const servers = await all(c, SERVER);
    expect(servers.map((s) => [s.serverName, s.ip, s.port, s.type])).toEqual([
      ['门锁网关', '192.168.1.20', 8090, 1],
      ['取电网关', '192.168.1.21', 8091, 2],
    ]);
    const base = { serverName: '前台读卡器', ip: '192.168.1.30', port: 9000, type: 3 };
    const cases: FieldRefusals = [
      [{ ...base, serverName: '' }, 'serverName', '请输入服务器名称'],
      [{ ...base, serverName: '门锁网关' }, 'serverName', '服务器名称已存在'],
      [{ ...base, ip: '192.168.1.256' }, 'ip', '请输入正确的IP地址'],
      [{ ...base, port: 0 }, 'port', '端口须为1-65535之间的整数'],
      [{ ...base, port: 65536 }, 'port', '端口须为1-65535之间的整数'],
      [{ ...base, type: 4 }, 'type', '请选择服务器类型'],
      [{ ...base, ip: '192.168.1.20', port: 8090 }, 'port', ROOM_EXTRA_MSG.addressTaken],
    ];
    await expectFieldRefusals(c, `${SERVER}/add`, cases);
    expect((await c.post(`${SERVER}/add`, base)).body.msg).toBe('新增成功');
    expect(await all(c, SERVER, { type: 3 })).toHaveLength(1);
  });
});

describe('room managers', () => {
  it('seeds three per hotel and requires a name and a unique mobile number', async () => {
    const c = await owner();
    expect((await all(c, MANAGER)).map((m) => m.name)).toEqual(['周丽华', '吴桂芳', '郑海燕']);
    const cases: FieldRefusals = [
      [{ name: '', phone: '13900000001' }, 'name', '请输入姓名'],
      [{ name: '刘 芳', phone: '13900000001' }, 'name', '请输入中文、英文、数字、横线、下划线'],
      [{ name: '刘芳' }, 'phone', '请输入手机号'],
      [{ name: '刘芳', phone: '12345' }, 'phone', '请输入正确的手机号'],
      [{ name: '刘芳', phone: '13957112601' }, 'phone', '该手机号已存在'],
    ];
    await expectFieldRefusals(c, `${MANAGER}/add`, cases);
    expect((await c.post(`${MANAGER}/add`, { name: '刘芳', phone: '13900000001' })).body.msg).toBe(
      '新增成功',
    );
  });
});

describe('computers', () => {
  it('seeds the PCs of the e-sports rooms on 主楼 8F of 1001 and answers them by room', async () => {
    const c = await owner();
    const pcs = await all(c, COMPUTER);
    expect(pcs).toHaveLength(42);
    expectKeys(pcs[0]!, COMPUTER_KEYS);
    const room801 = pcs.find((p) => p.computerName === 'PC-801-1')!;
    expect(room801.roomNo).toBe('801');
    const bound = await c.post<Row[]>(`${COMPUTER}/getComputetByBind`, { roomId: room801.roomId });
    // 801 is an 电竞双人间: two PCs
    expect(bound.body.data.map((p) => p.computerName)).toEqual(['PC-801-1', 'PC-801-2']);
    expect(pcs.filter((p) => p.roomId === null).map((p) => p.computerName)).toEqual([
      'PC-SPARE-1',
      'PC-SPARE-2',
    ]);
  });

  it('validates MAC and IP, keeps names and MACs unique and stores MACs upper-case', async () => {
    const c = await owner();
    const base = { computerName: 'PC-NEW-1', ip: '192.168.10.200', mac: '00:1a:2b:ff:00:01', cpu: 'i5' };
    const cases: FieldRefusals = [
      [{ ...base, computerName: 'PC-801-1' }, 'computerName', '电脑名称已存在'],
      [{ ...base, ip: '10.0.0' }, 'ip', '请输入正确的IP地址'],
      [{ ...base, mac: '00-1A-2B-FF-00-01' }, 'mac', '请输入正确的MAC地址，如 00:1A:2B:3C:4D:5E'],
      [{ ...base, mac: '00:1A:2B:08:01:01' }, 'mac', 'MAC地址已存在'],
      [{ ...base, gpu: 'x'.repeat(51) }, 'gpu', '配置信息最多50个字符'],
      [{ ...base, roomId: 999999 }, 'roomId', ROOM_EXTRA_MSG.roomMissing],
    ];
    await expectFieldRefusals(c, `${COMPUTER}/add`, cases);
    expect((await c.post(`${COMPUTER}/add`, base)).body.msg).toBe('新增成功');
    const pc = (await all(c, COMPUTER, { computerName: 'PC-NEW-1' }))[0]!;
    expect(pc).toMatchObject({ mac: '00:1A:2B:FF:00:01', roomId: null, roomNo: '' });
  });

  it('binds, unbinds and swaps rooms', async () => {
    const c = await owner();
    const pcs = await all(c, COMPUTER);
    const spare = pcs.find((p) => p.computerName === 'PC-SPARE-1')!;
    const pc801 = pcs.find((p) => p.computerName === 'PC-801-1')!;
    const room1201 = (await all(c, ROOM, { roomNo: '1201' })).find((r) => r.roomNo === '1201')!;

    expect((await c.post(`${COMPUTER}/computerRemoveBinding`, { id: spare.id })).body).toMatchObject({
      code: 400,
      msg: ROOM_EXTRA_MSG.notBound,
    });
    expect((await c.post(`${COMPUTER}/computerBinding`, { id: spare.id })).body).toEqual(
      fieldError('roomId', ROOM_EXTRA_MSG.roomRequired),
    );
    expect(
      (await c.post(`${COMPUTER}/computerBinding`, { id: spare.id, roomId: room1201.id })).body.msg,
    ).toBe('绑定成功');
    const in1201 = await c.post<Row[]>(`${COMPUTER}/getComputetByBind`, { roomId: room1201.id });
    expect(in1201.body.data.map((p) => p.computerName)).toEqual(['PC-SPARE-1']);

    // swap: the spare goes to 801, PC-801-1 to 1201
    expect(
      (await c.post(`${COMPUTER}/computerExchangeBinding`, { id: spare.id, targetId: spare.id })).body,
    ).toEqual(fieldError('targetId', ROOM_EXTRA_MSG.sameComputer));
    expect(
      (await c.post(`${COMPUTER}/computerExchangeBinding`, { id: spare.id, targetId: pc801.id })).body.msg,
    ).toBe('交换成功');
    const after = await all(c, COMPUTER);
    expect(after.find((p) => p.id === spare.id)!.roomNo).toBe('801');
    expect(after.find((p) => p.id === pc801.id)!.roomNo).toBe('1201');

    expect((await c.post(`${COMPUTER}/computerRemoveBinding`, { id: pc801.id })).body.msg).toBe('解绑成功');
    expect((await all(c, COMPUTER)).find((p) => p.id === pc801.id)).toMatchObject({
      roomId: null,
      roomNo: '',
    });
    // two unbound computers have nothing to swap
    const spare2 = after.find((p) => p.computerName === 'PC-SPARE-2')!;
    expect(
      (await c.post(`${COMPUTER}/computerExchangeBinding`, { id: pc801.id, targetId: spare2.id })).body,
    ).toMatchObject({ code: 400, msg: ROOM_EXTRA_MSG.bothUnbound });
    // another place's computer is not found
    const other = await owner(1002);
    expect((await other.post(`${COMPUTER}/computerBinding`, { id: spare.id, roomId: 1 })).body.msg).toBe(
      '数据不存在或已被删除',
    );
  });
});

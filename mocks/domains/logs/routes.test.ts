import { describe, expect, it } from 'vitest';
import {
  LOGIN_LOG_CLEAR,
  LOGIN_LOG_LIST,
  OPERATION_LOG_LIST,
  type LoginLog,
  type OperationLog,
} from '../../../src/domain/logs';
import { DEMO_USERS } from '../../seed';
import { TestClient } from '../../test-client';
import { as, SEED_NOW, type Page } from '../../test-kit';
import { mockDb } from '../../node';
import { membersAt } from '../members/seed';

describe('the operation log (businessOperationLog)', () => {
  it('writes a row for every write that succeeded at the place, none for a refused one', async () => {
    const c = await as(DEMO_USERS.owner, 1001);
    const added = await c.post('/business-merchant/businessBuilding/add', {
      buildingName: '南楼',
      floorStart: 1,
      floorEnd: 6,
      sort: 9,
      remark: '',
    });
    expect(added.body.code).toBe(200);
    const refused = await c.post('/business-merchant/businessBuilding/add', { buildingName: '' });
    expect(refused.body.code).toBe(400);

    const log = (await c.get<Page<OperationLog>>(OPERATION_LOG_LIST)).body.data;
    expect(log.total).toBe(1);
    expect(log.records[0]).toMatchObject({
      operator: '张建国',
      account: '138****8000',
      module: 'building',
      action: 'add',
      target: '南楼',
      path: '/business-merchant/businessBuilding/add',
      result: '新增成功',
    });
    // searched by module and action; another place's log is its own
    expect((await c.get<Page<OperationLog>>(OPERATION_LOG_LIST, { module: 'room' })).body.data.total).toBe(0);
    expect((await c.get<Page<OperationLog>>(OPERATION_LOG_LIST, { action: 'add' })).body.data.total).toBe(1);
    expect((await c.enter(1002).get<Page<OperationLog>>(OPERATION_LOG_LIST)).body.data.total).toBe(0);
  });

  it('files the points programme’s writes under the members (会员)', async () => {
    const c = await as(DEMO_USERS.owner, 1003);
    const db = mockDb();
    const member = membersAt(db, db.placeById(1003)!, SEED_NOW)[0]!;
    const adjusted = await c.post('/business-wy/integralMember/adjust', {
      memberId: member.id,
      change: 10,
      remark: '补录',
    });
    expect(adjusted.body.code).toBe(200);
    const log = (await c.get<Page<OperationLog>>(OPERATION_LOG_LIST)).body.data;
    expect(log.records[0]).toMatchObject({ module: 'member', path: '/business-wy/integralMember/adjust' });
  });

  it('is the owner’s: staff are refused it', async () => {
    const staff = await as(DEMO_USERS.staff, 1001);
    expect((await staff.get(OPERATION_LOG_LIST)).body.code).toBe(403);
  });
});

describe('the login log (/api/loginLog)', () => {
  it('records every sign-in of the account, refused ones too, and 清空 clears them', async () => {
    const stranger = new TestClient();
    const wrong = await stranger.post(
      '/api/authService/login',
      { account: DEMO_USERS.staff, password: 'wrong12345', platform: 1, product: 'merchant' },
      { index: null, withPlaceId: false },
    );
    expect(wrong.body.code).toBe(400);
    const c = await as(DEMO_USERS.staff, 1001);
    const log = (await c.get<Page<LoginLog>>(LOGIN_LOG_LIST)).body.data;
    expect(log.records.map((r) => [r.way, r.success, r.message])).toEqual([
      ['password', 1, '登录成功'],
      ['password', 0, '账号或密码错误'],
    ]);
    expect(log.records[0]!.account).toBe('138****8002');
    // the owner's sign-ins are not in the staff member's log
    await as(DEMO_USERS.owner, 1001);
    expect((await c.get<Page<LoginLog>>(LOGIN_LOG_LIST)).body.data.total).toBe(2);
    expect((await c.get<Page<LoginLog>>(LOGIN_LOG_LIST, { success: 0 })).body.data.total).toBe(1);

    expect((await c.post(LOGIN_LOG_CLEAR, {})).body).toMatchObject({ code: 200, msg: '清空成功' });
    expect((await c.get<Page<LoginLog>>(LOGIN_LOG_LIST)).body.data.total).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { mockDb } from './node';
import { BILLING_TABLES, DEMO_USERS, ROOM_TABLES } from './seed';
import { as } from './test-kit';

/*
 * What the console hides, the server refuses: a write needs the resource key the menu call hands the caller's
 * role at the place (mocks/menus.ts), following the modules the place holds. Reads stay open to the place's
 * users. 王磊 (staff of 1001) has every room key but :delete, and only fee:rule:list of the billing rules.
 */
const B = '/business-merchant';
const NO_PERMISSION = { code: 403, msg: '没有该操作的权限', data: null };

const rows = (table: string, placeId: number) =>
  mockDb()
    .table(table)
    .filter((r) => r.placeId === placeId);

describe('resource keys on writes', () => {
  it('staff edit a building but may not delete it, alone or in a batch; the owner may', async () => {
    const staff = await as(DEMO_USERS.staff, 1001);
    const building = rows(ROOM_TABLES.building, 1001)[0]!;
    expect((await staff.post(`${B}/businessBuilding/delete`, { id: building.id })).body).toEqual(
      NO_PERMISSION,
    );
    expect((await staff.post(`${B}/businessBuilding/deleteBatch`, { ids: [building.id] })).body).toEqual(
      NO_PERMISSION,
    );
    expect(rows(ROOM_TABLES.building, 1001).some((r) => r.id === building.id)).toBe(true);
    const edit = { ...building, remark: '前台确认' };
    expect((await staff.post(`${B}/businessBuilding/edit`, edit)).body).toMatchObject({ code: 200 });
    // a read is open to the staff
    expect((await staff.get(`${B}/businessBuilding/list`)).body.code).toBe(200);

    // the owner's delete reaches the building's own rule (it still has rooms)
    const owner = await as(DEMO_USERS.owner, 1001);
    const answer = (await owner.post(`${B}/businessBuilding/delete`, { id: building.id })).body;
    expect(answer.code).not.toBe(403);
  });

  it('staff may look up prices but not change them: base price, promotions, approvals', async () => {
    const staff = await as(DEMO_USERS.staff, 1001);
    const promotion = rows(BILLING_TABLES.promotion, 1001)[0]!;
    for (const [path, body] of [
      [`${B}/businessBillingRules/edit`, { roomModelId: 1, basePrice: 1 }],
      [`${B}/businessPromotionPrice/delete`, { id: promotion.id }],
      [`${B}/businessPromotionPrice/onAndOffShelves`, { id: promotion.id, status: 0 }],
      [`${B}/orderEdit/check`, { id: 1, status: 1 }],
    ] as const) {
      expect((await staff.post(path, body)).body, path).toEqual(NO_PERMISSION);
    }
    expect(rows(BILLING_TABLES.promotion, 1001).find((r) => r.id === promotion.id)).toMatchObject({
      status: promotion.status,
    });
    expect((await staff.get(`${B}/businessBillingRules/list`)).body.code).toBe(200);

    const owner = await as(DEMO_USERS.owner, 1001);
    expect((await owner.post(`${B}/businessPromotionPrice/delete`, { id: promotion.id })).body).toMatchObject(
      {
        code: 200,
        msg: '删除成功',
      },
    );
  });

  it('staff may not reset the room colours or change the payment account', async () => {
    const staff = await as(DEMO_USERS.staff, 1001);
    expect((await staff.post(`${B}/roomStatusColor/reset`, {})).body).toEqual(NO_PERMISSION);
    expect((await staff.post(`${B}/businessPayConfig/edit`, { payType: 1 })).body).toEqual(NO_PERMISSION);
  });

  it('a module the place does not hold gives no key: 星河 (lock only) cannot set OTA check-in', async () => {
    const owner = await as(DEMO_USERS.owner, 1006);
    expect(
      (await owner.post(`${B}/businessRoomOtaConfig/updateLiveInConfig`, { autoAccept: 1 })).body,
    ).toEqual(NO_PERMISSION);
    // the lock module it holds opens the lock calls
    expect((await owner.post(`${B}/businessLock/add`, { lockNo: '' })).body.code).toBe(400);
  });
});

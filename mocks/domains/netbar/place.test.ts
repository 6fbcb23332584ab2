import { describe, expect, it } from 'vitest';
import { NETBAR_PLACE_BASE, type Basplace } from '../../../src/domain/netbar';
import { DEMO_USERS } from '../../seed';
import { as } from '../../test-kit';

describe("an internet cafe's own record (basplace detail and edit)", () => {
  it('answers the record with the place name, saves it whole and refuses what the declaration refuses', async () => {
    const c = await as(DEMO_USERS.netbarOwner, 1014);
    const record = (await c.post<Basplace>(`${NETBAR_PLACE_BASE}/detail`)).body.data;
    expect(record).toMatchObject({ placeName: '思远网咖', seatCount: 72, contactPhone: '13800138003' });
    expect(record.licenseNo).toMatch(/^浙网文〔2024〕\d{4}-056号$/);

    const edit = (body: Partial<Basplace>) => c.post(`${NETBAR_PLACE_BASE}/edit`, { ...record, ...body });
    expect((await edit({ creditCode: '91330106MA2H3K4L5' })).body.msg).toBe(
      '统一社会信用代码应为 18 位数字或大写字母',
    );
    expect((await edit({ seatCount: 0 })).body.msg).toBe('机位数须为 1-2000 之间的整数');
    expect((await edit({ contactPhone: '12345' })).body.code).toBe(400);
    expect((await edit({ address: '' })).body.msg).toBe('请输入场所地址');

    expect((await edit({ seatCount: 80, address: '杭州市西湖区文三路 259 号 3 层' })).body.msg).toBe(
      '更新成功',
    );
    const saved = (await c.post<Basplace>(`${NETBAR_PLACE_BASE}/detail`)).body.data;
    expect(saved).toMatchObject({ seatCount: 80, address: '杭州市西湖区文三路 259 号 3 层' });
  });

  it("is the cafe's: a hotel owner has no such call", async () => {
    const hotel = await as(DEMO_USERS.owner, 1001);
    expect((await hotel.post(`${NETBAR_PLACE_BASE}/detail`)).body.code).toBe(403);
  });
});

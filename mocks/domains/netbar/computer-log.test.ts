import { describe, expect, it } from 'vitest';
import {
  NETBAR_COMPUTER_LOG,
  NETBAR_HANDOVER_BASE,
  SESSION_STATUS,
  type ComputerLog,
  type NetbarShiftDetail,
} from '../../../src/domain/netbar';
import { NETBAR_AREA_BASE, type SeatArea } from '../../../src/domain/netbar-seats';
import { DEMO_USERS } from '../../seed';
import { as, atSeedTime, cafeOwner as owner, type Page } from '../../test-kit';

atSeedTime();

describe('computerLog (the seat sessions of an internet cafe)', () => {
  it('lists the sessions of the books, the running ones with their time and fee so far, as the handover counts them', async () => {
    const c = await owner();
    const online = (
      await c.get<Page<ComputerLog>>(NETBAR_COMPUTER_LOG, { status: SESSION_STATUS.online, pageSize: 100 })
    ).body.data;
    const current = (await c.post<NetbarShiftDetail>(`${NETBAR_HANDOVER_BASE}/detail`)).body.data;
    expect(online.total).toBe(current.seatsInUse);
    expect(
      online.records.every((r) => r.endTime === '' && r.minutes >= 0 && r.startTime <= '2026-11-21 10:00'),
    ).toBe(true);

    const page = (await c.get<Page<ComputerLog>>(NETBAR_COMPUTER_LOG, { pageSize: 10 })).body.data;
    expect(page.total).toBeGreaterThan(300);
    // newest first by default; a finished session's fee follows its minutes and rate
    expect(page.records.map((r) => r.startTime)).toEqual(
      page.records
        .map((r) => r.startTime)
        .sort()
        .reverse(),
    );
    const rooms = (await c.get<Page<SeatArea>>(`${NETBAR_AREA_BASE}/list`, { areaName: '包间' })).body.data
      .records[0]!;
    const ended = (
      await c.get<Page<ComputerLog>>(NETBAR_COMPUTER_LOG, {
        status: SESSION_STATUS.ended,
        areaId: rooms.id,
        sortField: 'fee',
        sortOrder: 'desc',
      })
    ).body.data.records;
    expect(
      ended.every((r) => r.areaId === rooms.id && r.areaName === '包间' && r.endTime > r.startTime),
    ).toBe(true);
    expect(ended[0]!.fee).toBeGreaterThanOrEqual(ended[ended.length - 1]!.fee);
    // ¥12 an hour for a temporary card, members less: never more than the card's rate, rounded up to 0.5
    for (const r of ended) expect(r.fee).toBeLessThanOrEqual(Math.ceil((r.minutes / 60) * 12 * 2 + 1) / 2);

    const seat = ended[0]!.seatNo;
    const bySeat = (await c.get<Page<ComputerLog>>(NETBAR_COMPUTER_LOG, { seatNo: seat, pageSize: 100 })).body
      .data;
    expect(bySeat.records.every((r) => r.seatNo === seat)).toBe(true);
    expect((await c.get(NETBAR_COMPUTER_LOG, { sortField: 'memberName' })).body.msg).toBe('排序字段不正确');
  });

  it("is the cafe's: a hotel owner has no such call", async () => {
    const hotel = await as(DEMO_USERS.owner, 1001);
    expect((await hotel.get(NETBAR_COMPUTER_LOG)).body.code).toBe(403);
  });
});

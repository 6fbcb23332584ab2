import { analyseUse, analysisPresetRange, chinaMs, type UseSession } from './netbar-analysis';

const at = (time: string) => chinaMs(`2026-11-26 ${time}`);
const session = (no: string, seatNo: string, start: number, end: number, more: Partial<UseSession> = {}) => ({
  no,
  seatNo,
  areaId: seatNo.startsWith('A') ? 1 : 2,
  areaName: seatNo.startsWith('A') ? '大厅' : '电竞区',
  memberName: '张伟',
  levelName: '普通会员',
  start,
  end,
  ...more,
});
const SEATS = [
  { areaId: 1, areaName: '大厅', seats: 2 },
  { areaId: 2, areaName: '电竞区', seats: 2 },
];

describe('analyseUse (the consumption analysis of a span)', () => {
  // the day 2026-11-26, counted up to 12:00
  const from = at('00:00:00');
  const until = at('12:00:00');
  const sessions = [
    // from the night before: its time after midnight counts, not the session
    session('S1', 'A01', chinaMs('2026-11-25 23:30:00'), at('01:30:00'), {
      memberName: '临时卡 1234',
      levelName: '临时卡',
    }),
    session('S2', 'A02', at('10:00:00'), at('11:30:00')),
    // still on the seat at 12:00 (now): its length so far
    session('S3', 'B01', at('10:30:00'), at('14:00:00'), { levelName: '黄金会员', memberName: '李娜' }),
    session('S4', 'A01', at('11:00:00'), at('11:40:00')),
  ];
  const lines = [
    { no: 'S1', kind: 'online' as const, seatNo: 'A01', amount: 5, time: '2026-11-25 23:59:59' },
    { no: 'S1', kind: 'online' as const, seatNo: 'A01', amount: 7.5, time: '2026-11-26 00:59:59' },
    { no: 'S1', kind: 'online' as const, seatNo: 'A01', amount: 2.5, time: '2026-11-26 01:29:59' },
    { no: 'S2', kind: 'online' as const, seatNo: 'A02', amount: 4.5, time: '2026-11-26 10:59:59' },
    { no: 'G1', kind: 'goods' as const, seatNo: 'B01', amount: 6, time: '2026-11-26 11:10:00' },
    { no: 'G2', kind: 'goods' as const, seatNo: 'A01', amount: 3.5, time: '2026-11-26 11:20:00' },
    { no: 'R1', kind: 'recharge' as const, seatNo: '', amount: 100, time: '2026-11-26 09:00:00' },
  ];
  const a = analyseUse({
    sessions,
    lines,
    from,
    until,
    now: until,
    seats: SEATS,
    levels: ['临时卡', '普通会员', '黄金会员', '钻石会员'],
  });

  it('counts the sessions started in the span, the seat time within it and the lines in it', () => {
    expect(a.totals).toEqual({
      sessions: 3,
      // S1 1.5 h + S2 1.5 h + S3 1.5 h (to now) + S4 40 min
      seatHours: 5.17,
      onlineFees: 14.5,
      goodsSales: 9.5,
      // (90 + 90 + 40) / 3
      avgMinutes: 73,
      members: 2,
      seats: 4,
      occupancy: Math.round((5.1667 / (4 * 12)) * 10_000) / 10_000,
    });
  });

  it('by hour: the hour started, drawn or sold, the seats in use that hour', () => {
    const h = (n: number) => a.byHour[n]!;
    expect(h(0)).toMatchObject({
      sessions: 0,
      seatHours: 1,
      onlineFees: 7.5,
      seatsInUse: 1,
      occupancy: 0.25,
    });
    expect(h(1)).toMatchObject({ seatHours: 0.5, onlineFees: 2.5, seatsInUse: 0.5 });
    expect(h(10)).toMatchObject({ sessions: 2, seatHours: 1.5, onlineFees: 4.5, avgMinutes: 90 });
    expect(h(11)).toMatchObject({ sessions: 1, seatHours: 2.17, goodsSales: 9.5, avgMinutes: 40 });
    // an hour the span has not reached yet
    expect(h(15)).toMatchObject({ seatHours: 0, seatsInUse: 0, occupancy: 0 });
  });

  it('by area and level: every area and level, the goods by the session at the seat then', () => {
    expect(a.byArea).toEqual([
      expect.objectContaining({ areaName: '大厅', seats: 2, sessions: 2, onlineFees: 14.5, goodsSales: 3.5 }),
      expect.objectContaining({ areaName: '电竞区', seats: 2, sessions: 1, onlineFees: 0, goodsSales: 6 }),
    ]);
    expect(a.byArea[1]!.occupancy).toBe(Math.round((1.5 / 24) * 10_000) / 10_000);
    expect(a.byLevel.map((l) => [l.levelName, l.sessions, l.members, l.onlineFees])).toEqual([
      ['临时卡', 0, 0, 10],
      ['普通会员', 2, 1, 4.5],
      ['黄金会员', 1, 1, 0],
      ['钻石会员', 0, 0, 0],
    ]);
  });

  it('presets the days', () => {
    expect(analysisPresetRange('today', '2026-11-26')).toEqual(['2026-11-26', '2026-11-26']);
    expect(analysisPresetRange('yesterday', '2026-11-26')).toEqual(['2026-11-25', '2026-11-25']);
    expect(analysisPresetRange('last3', '2026-11-26')).toEqual(['2026-11-24', '2026-11-26']);
  });
});

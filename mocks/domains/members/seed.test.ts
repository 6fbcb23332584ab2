import { describe, expect, it } from 'vitest';
import { mockDb } from '../../node';
import { round2, SEED_NOW, sum } from '../../test-kit';
import { membersAt, NAMED_MEMBERS } from './seed';
import { MEMBER_TABLES } from './tables';

describe('the members seed', () => {
  it('writes a place’s members once, the named two first, balances what their records add up to', () => {
    const db = mockDb();
    const place = db.placeById(1001)!;
    const members = membersAt(db, place, SEED_NOW);
    expect(members.length).toBe(36);
    expect(membersAt(db, place, SEED_NOW).length).toBe(36);
    expect(members.slice(0, 2).map((m) => m.memberName)).toEqual(NAMED_MEMBERS.map((m) => m.memberName));
    for (const m of members) {
      const recharges = db.table(MEMBER_TABLES.recharge).filter((r) => r.memberId === m.id);
      const spent = db.table(MEMBER_TABLES.consume).filter((r) => r.memberId === m.id);
      expect(recharges.length).toBeGreaterThan(0);
      expect(m.principal).toBe(
        round2(sum(recharges.map((r) => r.amount)) - sum(spent.map((r) => r.principalPaid))),
      );
      expect(m.bonus).toBe(round2(sum(recharges.map((r) => r.bonus)) - sum(spent.map((r) => r.bonusPaid))));
      const points = db.table(MEMBER_TABLES.points).filter((r) => r.memberId === m.id);
      expect(m.points).toBe(points.reduce((s, r) => s + r.change, 0));
      expect(points.at(-1)?.balanceAfter).toBe(m.points);
      expect(m.principal).toBeGreaterThanOrEqual(0);
      expect(m.bonus).toBeGreaterThanOrEqual(0);
    }
  });

  it('gives an internet cafe its own members', () => {
    const db = mockDb();
    expect(membersAt(db, db.placeById(1014)!, SEED_NOW).length).toBe(48);
  });
});

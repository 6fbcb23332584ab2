import { describe, expect, it } from 'vitest';
import { createDb, defineTable, defineTables, type StoredRow } from './db';
import { GOODS } from './domains/goods/tables';
import { ROOMS, ROOM_TABLES } from './domains/rooms/tables';

interface NoteRow extends StoredRow {
  text: string;
}
const NOTES = defineTable<NoteRow>('note');

describe('typed tables', () => {
  it('reads a declared table as its rows, the same rows as by its name', () => {
    const db = createDb();
    const rooms = db.table(ROOMS.room);
    expect(rooms).toBe(db.table(ROOM_TABLES.room));
    expect(rooms.filter((r) => r.placeId === 1001)).toHaveLength(300);
    // typed: no cast to reach a column
    const room = rooms.find((r) => r.roomNo === '512')!;
    expect(room.floor).toBe(5);
    expect(room.remark).toBe('空调维修中');
  });

  it('inserts a row numbered after the seed, counted in seq', () => {
    const db = createDb();
    const before = db.table(GOODS.unit).length;
    const row = db.insert(GOODS.unit, {
      placeId: 1001,
      unitName: '箱',
      createTime: '2026-11-21 10:00:00',
      updateTime: '2026-11-21 10:00:00',
    });
    expect(row.id).toBe(before + 1);
    expect(db.data.seq[GOODS.unit.name]).toBe(before + 1);
    expect(db.table(GOODS.unit).at(-1)).toBe(row);
  });

  it('creates a declared table on first use', () => {
    const db = createDb();
    expect(db.table(NOTES)).toEqual([]);
    db.insert(NOTES, { placeId: null, text: 'a' });
    db.insert(NOTES, { placeId: null, text: 'b' });
    expect(db.table(NOTES).map((n) => [n.id, n.text])).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
    expect(db.data.entities.note).toHaveLength(2);
  });

  it('declares the tables of a domain at once, by key', () => {
    const tables = defineTables<{ note: NoteRow; unit: StoredRow }>({ note: 'note', unit: 'goodsUnit' });
    expect(tables.note.name).toBe('note');
    expect(tables.unit.name).toBe(GOODS.unit.name);
    const db = createDb();
    expect(db.table(tables.unit)).toBe(db.table(GOODS.unit));
    db.insert(tables.note, { placeId: null, text: 'c' });
    expect(db.table(NOTES).map((n) => n.text)).toEqual(['c']);
  });

  it('refuses a row of another table (checked by tsc)', () => {
    const db = createDb();
    // @ts-expect-error a NoteRow is not a goods unit
    db.insert(GOODS.unit, { placeId: 1001, text: 'x' });
    // @ts-expect-error a table of units is not a table of notes
    const notes: NoteRow[] = db.table(GOODS.unit);
    expect(notes.length).toBeGreaterThan(0);
  });
});

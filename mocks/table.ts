/**
 * Typed CRUD tables. A table is declared once, with its name in `DbState.entities` and the type of its stored
 * rows; whoever reads it through the declaration (`db.table(ROOMS.room)`) gets those rows without a cast:
 *
 *   export interface BuildingRow extends StoredRow { buildingName: string; floorStart: number; … }
 *   export const ROOMS = { building: defineTable<BuildingRow>('businessBuilding'), … };
 *   db.table(ROOMS.building)                    // BuildingRow[]
 *   db.insert(ROOMS.building, { placeId, … })   // numbered by db.nextId, pushed, returned as a BuildingRow
 *
 * A domain of several tables declares them at once: `defineTables<{ building: BuildingRow; … }>(ROOM_TABLES)`.
 *
 * The database stores plain JSON rows by table name, so a table read by its name (`db.table('businessBuilding')`)
 * still answers `EntityRow[]`, as the CRUD factory and the handlers not yet converted do. Kept apart from
 * mocks/db.ts (which re-exports it) so that the seed modules, which db.ts loads, can declare their tables.
 */
import type { EntityRow } from './db';

/** What every stored row of a CRUD table has: its id and its place (null for a table that is not per place). */
export interface StoredRow {
  id: number;
  placeId: number | null;
}

/** A stored row with the times it was added and last changed (formatTime), as `crud()` stamps them. */
export interface StampedRow extends StoredRow {
  createTime: string;
  updateTime: string;
}

declare const ROW: unique symbol;

/** A CRUD table: its name and, for the type checker only, the type of its rows. */
export interface Table<Row extends StoredRow> {
  readonly name: string;
  /** never set: makes Table<A> and Table<B> different types (and neither a Table of the other) */
  readonly [ROW]?: (row: Row) => Row;
}

/** Declare a table (once, in its domain's tables module). */
export function defineTable<Row extends StoredRow>(name: string): Table<Row> {
  return Object.freeze({ name });
}

/**
 * Declare the tables of a domain at once, from their names: the row type of each is given by key.
 * @example
 * export const ROOM_TABLES = { building: 'businessBuilding', room: 'businessRoom' } as const;
 * export const ROOMS = defineTables<{ building: BuildingRow; room: RoomRow }>(ROOM_TABLES);
 * // ROOMS.room is defineTable<RoomRow>('businessRoom')
 */
export function defineTables<Rows extends Record<string, StoredRow>>(names: {
  readonly [K in keyof Rows]: string;
}): { readonly [K in keyof Rows]: Table<Rows[K]> } {
  const tables: Record<string, Table<StoredRow>> = {};
  for (const [key, name] of Object.entries<string>(names)) tables[key] = defineTable(name);
  // each key of `names` was declared just above, and its row type is the caller's to give
  return tables as unknown as { readonly [K in keyof Rows]: Table<Rows[K]> };
}

/** The row type of a table. */
type RowOf<T> = T extends Table<infer Row> ? Row : never;

/**
 * A domain's seed as `DbState.entities` holds it: the rows of each of its tables, given by the tables' own keys
 * (each checked against its table's row type).
 * @example return seedRows(GOODS, { category: categories, unit: units, goods, stockChange: stockChanges });
 */
export function seedRows<T extends { readonly [key: string]: { readonly name: string } }>(
  tables: T,
  rows: { [K in keyof T]?: Array<RowOf<T[K]>> },
): Record<string, EntityRow[]> {
  // as in tableRows: each list holds its table's rows, JSON objects with an id and a placeId
  return Object.fromEntries(
    Object.entries(rows).map(([key, list]) => [tables[key]!.name, list as unknown as EntityRow[]]),
  );
}

/** A table's rows as `DbState.entities` holds them, keyed by its name: how a seed hands its typed rows over. */
export function tableRows<Row extends StoredRow>(
  table: Table<Row>,
  rows: Row[],
): Record<string, EntityRow[]> {
  // the one place a typed row becomes a plain one: every Row is a JSON object with an id and a placeId
  return { [table.name]: rows as unknown as EntityRow[] };
}

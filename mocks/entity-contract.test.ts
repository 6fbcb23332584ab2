import { beforeEach, describe, expect, it } from 'vitest';
import {
  checkField,
  exampleOf,
  MALFORMED,
  readField,
  readWire,
  type FieldSpec,
  type RuleMessage,
} from '../src/domain/entity';
import {
  currentPermissionSource,
  declaredEntities,
  dictMisses,
  refsHeld,
  setPermissionSource,
  type CrudOp,
  type DeclaredCrud,
} from './contract';
import { zhText } from './messages';
import { mockDb } from './node';
import { DEMO_USERS } from './seed';
import { TestClient } from './test-client';
import { int } from './validate';
import { fieldError } from './test-kit';

/*
 * The contract suite: every entity the mock serves from its declaration (crud() with `entity`, src/domain) is
 * run through list, search, sort, paging, add, edit, status, delete, every rule of every field with the
 * declaration's own message, and the refusal of a role without the resource key. An entity is covered by
 * being declared; the page takes the same rules from the same declaration (defineCrud), so page and mock
 * cannot drift.
 */

/**
 * Where an entity is run: the demo hotel by its owner, or the demo cafe by its owner when the hotel's menu does not
 * hold the entity's keys (the cafe's own pages). Set before each entity's tests (they run one after another).
 */
const HOMES = [
  { account: DEMO_USERS.owner, place: 1001 },
  { account: DEMO_USERS.netbarOwner, place: 1014 },
] as const;
let PLACE: number = HOMES[0].place;
let ACCOUNT: string = HOMES[0].account;

function homeOf(d: DeclaredCrud): (typeof HOMES)[number] {
  const key = d.perm('add') ?? d.perm('edit');
  const source = currentPermissionSource();
  if (!key || !source) return HOMES[0];
  const db = mockDb();
  return (
    HOMES.find((h) => {
      const place = db.data.places.find((p) => p.id === h.place)!;
      return source(db, place, 'owner', Date.now(), 0).has(key);
    }) ?? HOMES[0]
  );
}
const entities = declaredEntities();

type Row = Record<string, unknown>;
interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

let counter = 0;

/** The rows a reference may name: of the place (unless global), and not named yet when it must be unique. */
function refCandidates(d: DeclaredCrud, key: string): number[] {
  const spec = d.entity.fields[key]!;
  const ref = spec.ref!;
  const taken = new Set(
    spec.unique
      ? mockDb()
          .table(d.table)
          .filter((r) => r.placeId === PLACE)
          .map((r) => r[key])
      : [],
  );
  return mockDb()
    .table(ref.entity)
    .filter((r) => (ref.global || r.placeId === PLACE) && !taken.has(r.id))
    .map((r) => r.id);
}

/** A row that passes every rule, each call another one (unique fields give a new value each time). */
function exampleRow(d: DeclaredCrud): Row {
  counter += 1;
  return Object.fromEntries(
    d.entity.writable.map((key) => {
      const spec = d.entity.fields[key]!;
      if (spec.dict) {
        const first = mockDb().data.dict[spec.dict.group]?.[0]?.value;
        expect(first, `${d.prefix}: the dictionary ${spec.dict.group} is empty`).toBeTruthy();
        return [key, spec.kind === 'list' ? [first] : first];
      }
      if (!spec.ref) return [key, exampleOf(spec, counter)];
      let ids = refCandidates(d, key);
      if (ids.length === 0) {
        // every row it may name is named already (a lock on every room of the demo hotel): the suite's rows
        // take the place of the seed's, for this test only (the mock's database is reset after each)
        const table = mockDb().table(d.table);
        table.splice(0, table.length, ...table.filter((r) => r.placeId !== PLACE));
        ids = refCandidates(d, key);
      }
      expect(ids.length, `${d.prefix}: no ${spec.ref.entity} row for ${key}`).toBeGreaterThan(0);
      return [key, spec.kind === 'list' ? [ids[0]] : ids[0]];
    }),
  );
}

/** What the server answers for one field's value: the declared rule it breaks, else a reference it lacks. */
function expectedProblem(d: DeclaredCrud, key: string, value: unknown, body: Row): RuleMessage | null {
  const spec = d.entity.fields[key]!;
  const read = readField(spec, value, true);
  const problem = checkField(spec, read, body);
  if (problem) return problem;
  if (spec.dict) return dictMisses(mockDb(), spec.dict.group, read) ? { key: spec.dict.missing } : null;
  if (!spec.ref || read === null) return problem;
  // a list of ids is read as a set of ids, as the server does
  const ids = Array.isArray(read) ? [...new Set(read.map((x) => int(x) ?? x))] : read;
  return refsHeld(mockDb(), spec.ref, ids, PLACE) ? null : { key: spec.ref.missing };
}

/** Values a careless or hostile client sends, and the bounds of the field itself. */
function badValues(spec: FieldSpec): unknown[] {
  const out: unknown[] = ['', '   ', '!', '主 楼', 0, -1, 1.5, 1.234, 'abc', { a: 1 }, [1], 'x'.repeat(201)];
  if (spec.min !== undefined) out.push(spec.min - 1);
  if (spec.max !== undefined) out.push(spec.max + 1);
  // characters as the user sees them: a Chinese character is one (not three bytes); a long rich text only ASCII
  if (spec.maxLength !== undefined) out.push('x'.repeat(spec.maxLength + 1));
  if (spec.maxLength !== undefined && spec.maxLength <= 10_000) out.push('楼'.repeat(spec.maxLength + 1));
  if (spec.maxItems !== undefined) out.push(Array.from({ length: spec.maxItems + 1 }, (_, i) => i));
  return [...out, ...(spec.bad ?? [])];
}

/** The locale keys of a field's own messages: each must be seen answered on the wire. */
const ruleKeys = (spec: FieldSpec): string[] =>
  [
    spec.required,
    spec.unique,
    spec.range,
    spec.maxLength === undefined ? undefined : (spec.tooLong ?? 'fieldRules.maxLength'),
    spec.dict?.missing,
  ].filter((k): k is string => !!k);

async function owner() {
  const c = new TestClient();
  await c.login(ACCOUNT);
  return c.enter(PLACE);
}

/** A call of the entity, its body encoded as the route takes it (AES, or RSA for some activity and discount calls). */
const send = (c: TestClient, d: DeclaredCrud, op: CrudOp, body: Row) =>
  c.post(d.path(op), body, { encrypt: d.encrypt(op) });

async function list(c: TestClient, d: DeclaredCrud, query: Row = {}) {
  const q = { pageNumber: 1, pageSize: 500, ...query };
  const res = d.listMethod === 'post' ? await send(c, d, 'list', q) : await c.get(d.path('list'), q);
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { records: Row[]; total: number; pageNumber: number; pageSize: number };
}

/**
 * The rows of the place as the entity's list answers them; an entity the backend lists by another call
 * (templates: listByPlaceId, the whole list) is read from the mock's table, as stored.
 */
async function rowsOf(c: TestClient, d: DeclaredCrud): Promise<Row[]> {
  if (d.ops.includes('list')) return (await list(c, d)).records;
  return mockDb()
    .table(d.table)
    .filter((r) => r.placeId === PLACE);
}

describe.each(entities.map((d) => [d.prefix, d] as const))('%s (declared)', (_, d) => {
  beforeEach(async () => {
    ({ place: PLACE, account: ACCOUNT } = homeOf(d));
    // a place's rows (and the rows they name) may be written the first time they are read (a cafe's seat plan)
    if (d.ops.includes('list')) await list(await owner(), d);
  });
  // an entity listed by another call (templates) has its list tested with that call, in its own tests
  if (d.ops.includes('list'))
    it('lists rows in the declared shape, paged, and finds and sorts them', async () => {
      const c = await owner();
      // a row of our own, so that there is something to find whatever the seed holds (made first: it may make
      // room for itself among the seed's rows)
      const mine = exampleRow(d);
      const all = await list(c, d);
      for (const row of all.records) {
        const parsed = d.entity.row.safeParse(row);
        expect(parsed.success, `${JSON.stringify(row)}: ${parsed.error?.message ?? ''}`).toBe(true);
        // and nothing the declaration does not name (what the page's type would not know)
        expect(Object.keys(row).filter((k) => !(k in d.entity.row.shape))).toEqual([]);
      }
      expect((await send(c, d, 'add', mine)).body).toMatchObject({ code: 200, msg: '新增成功' });
      const after = await list(c, d);
      expect(after.total).toBe(all.total + 1);
      const page = await list(c, d, { pageSize: 1, pageNumber: 1 });
      expect([page.records.length, page.total, page.pageSize]).toEqual([1, after.total, 1]);

      const text = d.entity.writable.find(
        (k) => d.entity.fields[k]!.kind === 'text' && d.entity.fields[k]!.unique,
      );
      if (text) {
        const found = await list(c, d, { [text]: String(mine[text]) });
        expect(found.records.map((r) => r[text])).toEqual([mine[text]]);
      }
      const numeric = d.entity.writable.find((k) => ['int', 'number'].includes(d.entity.fields[k]!.kind));
      if (numeric) {
        for (const order of ['asc', 'desc'] as const) {
          const values = (await list(c, d, { sortField: numeric, sortOrder: order })).records.map(
            (r) => r[numeric] as number | null,
          );
          // empty cells last in both orders
          const filled = values.filter((v): v is number => v !== null);
          const sorted = [...filled].sort((a, b) => (order === 'asc' ? a - b : b - a));
          expect(values, `${numeric} ${order}`).toEqual([...sorted, ...values.filter((v) => v === null)]);
        }
      }
    });

  it('adds, edits, switches and deletes a row', async () => {
    const c = await owner();
    const row = exampleRow(d);
    const added = (await send(c, d, 'add', row)).body as Envelope;
    expect(added).toMatchObject({ code: 200, msg: '新增成功' });
    const id = (added.data as { id: number }).id;
    const stored = () => rowsOf(c, d).then((rows) => rows.find((r) => r.id === id));
    expect(await stored()).toMatchObject(row);

    const changed = exampleRow(d);
    expect((await send(c, d, 'edit', { ...changed, id })).body).toMatchObject({
      code: 200,
      msg: '更新成功',
    });
    // what only a new row may set stays as it was made
    const editable = Object.entries(changed).filter(([k]) => !d.entity.fields[k]!.createOnly);
    expect(await stored()).toMatchObject(Object.fromEntries(editable));

    if (d.ops.includes('changeStatus')) {
      const off = d.statusValues.find((s) => s !== 1) ?? 0;
      expect((await send(c, d, 'changeStatus', { id, status: off })).body).toMatchObject({ code: 200 });
      expect((await stored())?.status).toBe(off);
      expect((await send(c, d, 'changeStatus', { id, status: 7 })).body.code).toBe(400);
    }
    expect((await send(c, d, 'delete', { id })).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await stored()).toBeUndefined();
    expect((await send(c, d, 'delete', { id })).body).toMatchObject({
      code: 400,
      msg: '数据不存在或已被删除',
    });
  });

  it.each(d.entity.writable.map((k) => [k]))(
    'answers every rule of %s with the declared message',
    async (key) => {
      const c = await owner();
      const spec = d.entity.fields[key]!;
      const seen = new Set<string>();
      for (const value of badValues(spec)) {
        const body = { ...exampleRow(d), [key]: value };
        const expected = expectedProblem(d, key, value, body);
        const answer = (await send(c, d, 'add', body)).body;
        if (expected) {
          seen.add(expected.key);
          expect(answer, `${key} = ${JSON.stringify(value)}`).toEqual(fieldError(key, zhText(expected)));
        } else if (spec.tableRule && answer.code === 400) {
          // passes the declared rules, refused by what the server checks against other tables (its own tests)
          expect(answer.data, `${key} = ${JSON.stringify(value)}: ${answer.msg}`).toEqual({
            fields: { [key]: answer.msg },
          });
        } else {
          expect(answer.code, `${key} = ${JSON.stringify(value)}: ${answer.msg}`).toBe(200);
        }
      }
      if (spec.unique) {
        const first = exampleRow(d);
        expect((await send(c, d, 'add', first)).body.code).toBe(200);
        const again = { ...exampleRow(d), [key]: first[key] };
        expect((await send(c, d, 'add', again)).body).toEqual(fieldError(key, zhText({ key: spec.unique })));
        seen.add(spec.unique);
      }
      // every rule the field declares was seen failing on the wire, with its message
      for (const check of spec.checks ?? []) {
        const failing = badValues(spec)
          .map((v) => readWire(spec.kind, v))
          .filter((v) => v !== MALFORMED)
          .map((v) => check(v))
          .find(Boolean);
        expect(
          failing,
          `${key}: no bad value breaks one of its checks; give the field \`bad\` examples`,
        ).toBeTruthy();
      }
      for (const k of ruleKeys(spec)) expect(seen, `${key}: ${k} never answered`).toContain(k);
      if (spec.ref)
        expect(seen, `${key}: an unknown ${spec.ref.entity} never refused`).toContain(spec.ref.missing);
    },
  );

  it('refuses every write to a role without its resource key, and stores nothing', async () => {
    const writes = (['add', 'edit', 'delete', 'changeStatus'] as const).filter(
      (op) => d.ops.includes(op) && d.perm(op),
    );
    if (writes.length === 0) return;
    const c = await owner();
    const row = exampleRow(d);
    const id = ((await send(c, d, 'add', row)).body.data as { id: number }).id;
    const before = structuredClone(await rowsOf(c, d));
    const original = currentPermissionSource();
    setPermissionSource(() => new Set());
    try {
      for (const op of writes) {
        const body =
          op === 'add' ? exampleRow(d) : op === 'changeStatus' ? { id, status: 0 } : { ...row, id };
        expect((await send(c, d, op, body)).body, op).toEqual({
          code: 403,
          msg: '没有该操作的权限',
          data: null,
        });
      }
    } finally {
      if (original) setPermissionSource(original);
    }
    expect(await rowsOf(c, d)).toEqual(before);
  });
});

describe('the declarations', () => {
  it('are served from their declaration: at least the buildings', () => {
    expect(entities.map((d) => d.prefix)).toContain('/business-merchant/businessBuilding');
  });

  it.each(entities.map((d) => [d.prefix, d] as const))(
    '%s: its example row passes its own rules',
    async (_, d) => {
      ({ place: PLACE, account: ACCOUNT } = homeOf(d));
      if (d.ops.includes('list')) await list(await owner(), d);
      expect(d.entity.firstProblem(exampleRow(d), [])).toBeNull();
    },
  );
});

/**
 * A body read and checked against an entity's declaration (src/domain/entity.ts) by a route of its own, for what
 * `crud()` does not serve (an upsert, a row with a table rule, a call with its own name): the same reading and the
 * same messages as the declared CRUD calls.
 */
import { readField, type Entity, type EntityRow, type Fields } from '../../src/domain/entity';
import { zhText } from '../messages';
import { invalidField, type FieldProblem } from './wire';

/** The values of a declaration's fields once a body has passed its rules: each of its kind. */
export type DeclaredValues<E extends Entity<Fields>> = Omit<EntityRow<E>, 'id' | 'createTime'>;

/**
 * The declared fields of a body as the server reads them (src/domain/entity.ts `readField`): text trimmed,
 * numbers from numeric text, a blank optional field its declared initial value.
 */
export function bodyValues<F extends Fields>(
  e: Entity<F>,
  body: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(e.writable.map((k) => [k, readField(e.fields[k]!, body[k], true)]));
}

/** Values a body sent for a declaration: typed by it once they keep its rules, else the first rule broken. */
export type Checked<F extends Fields> = { values: DeclaredValues<Entity<F>> } | { problem: FieldProblem };

/**
 * Read values (`bodyValues`) checked by the declaration's rules, `siblings` the place's other rows for the unique
 * ones: typed when they keep every rule, else the first they break, in the words the server answers.
 */
export function checkBody<F extends Fields>(
  e: Entity<F>,
  values: Record<string, unknown>,
  siblings: ReadonlyArray<Record<string, unknown>> = [],
): Checked<F> {
  const p = e.firstProblem(values, siblings);
  if (p) return { problem: { field: p.field, msg: zhText(p) } };
  for (const k of e.writable) {
    const kind = e.fields[k]!.kind;
    // an optional number sent blank, without an initial value, is null: the route gives it its value first
    if ((kind === 'int' || kind === 'number') && values[k] === null) throw new Error(`${k} is blank`);
  }
  // the one place a body becomes typed: every field kept its rules, so each holds a value of its kind
  return { values: values as DeclaredValues<Entity<F>> };
}

/** Read values that must keep the declaration's rules: typed, or the first broken rule answered as code 400. */
export function parseBody<F extends Fields>(
  e: Entity<F>,
  values: Record<string, unknown>,
  siblings: ReadonlyArray<Record<string, unknown>> = [],
): DeclaredValues<Entity<F>> {
  const checked = checkBody(e, values, siblings);
  return 'values' in checked ? checked.values : invalidField(checked.problem.field, checked.problem.msg);
}

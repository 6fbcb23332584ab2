import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { checkField, type FieldSpec } from '@/domain/entity';

/** A form value as it would travel: text trimmed, nothing as the empty value of its kind. */
const asSent = (spec: FieldSpec, v: unknown) =>
  typeof v === 'string' ? v.trim() : (v ?? (spec.kind === 'list' ? [] : ''));

/**
 * An antd rule that runs a field's declaration (src/domain/entity.ts) on the value as it would be sent: the same
 * check and message as the server's, for a dialog's own form (the engine's forms take theirs from `rulesOf`).
 * `toWire` turns what the input holds into what travels (a picker's day into 'YYYY-MM-DD').
 * @example <Form.Item name="resignReason" rules={[declaredRule(t, REASON_SPEC)]}>
 */
export function declaredRule(t: TFunction, spec: FieldSpec, toWire?: (value: unknown) => unknown): Rule {
  return {
    validator: async (_, v: unknown) => {
      const problem = checkField(spec, asSent(spec, toWire ? toWire(v) : v));
      if (problem) throw new Error(t(problem.key, problem.params));
    },
  };
}

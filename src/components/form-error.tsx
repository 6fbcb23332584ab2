import { Alert } from 'antd';

/** A form's refusal, shown above its fields (see `useInlineSubmit`); nothing when there is none. */
export function FormError({ error }: { error: string | null }) {
  return error ? (
    <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />
  ) : null;
}

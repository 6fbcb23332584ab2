import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'antd';
// the controls alone: antd's `Input` carries TextArea, Search and OTP as statics and `Checkbox` its Group, ≈ 8 kB
// of the first load that the login page never uses (the /login budget of npm run bench)
import Checkbox from 'antd/es/checkbox/Checkbox';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checks } from '@/utils/validators';
import styles from './login-form.module.css';

/** A labelled input with its error underneath, wired for screen readers. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: (aria: {
    id: string;
    status: 'error' | undefined;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        status: error ? 'error' : undefined,
        'aria-invalid': !!error,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <div id={`${id}-error`} className={styles.error}>
          {error}
        </div>
      )}
    </div>
  );
}

export interface LoginValues {
  account: string;
  password: string;
  remember: boolean;
  autoLogin: boolean;
}

type Errors = Partial<Record<'account' | 'password', string>>;

/**
 * The password form of /login. It is the one form built without antd's Form: Form brings rc-field-form,
 * async-validator and Tooltip (about 35 kB gzip) into the first load of the page almost every visit starts
 * on. Validation uses the same §5 checks as every other form.
 */
export function LoginForm({
  busy,
  error,
  onSubmit,
  onEdit,
  values,
  setValues,
}: {
  busy: boolean;
  error: string | null;
  onSubmit: (v: LoginValues) => void;
  onEdit: () => void;
  values: LoginValues;
  setValues: (v: LoginValues) => void;
}) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Errors>({});

  const validate = (v: LoginValues): Errors => {
    const out: Errors = {};
    if (v.account.trim() === '') out.account = t('validation.accountRequired');
    const pw = checks.password(v.password);
    if (pw) out.password = t(pw);
    return out;
  };

  const change = (patch: Partial<LoginValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    onEdit();
    // once a field has shown an error, re-check it as the user types
    setErrors((prev) => {
      const fresh = validate(next);
      return Object.fromEntries(
        Object.keys(prev)
          .map((k) => [k, fresh[k as keyof Errors]])
          .filter(([, v]) => v),
      );
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ ...values, account: values.account.trim() });
  };

  return (
    <form noValidate onSubmit={submit} className={styles.form}>
      {error && (
        <div role="alert" className={styles.alert}>
          {error}
        </div>
      )}
      <Field id="login-account" label={t('auth.account')} error={errors.account}>
        {(aria) => (
          <Input
            {...aria}
            size="large"
            autoComplete="username"
            placeholder={t('auth.accountPlaceholder')}
            value={values.account}
            onChange={(e) => change({ account: e.target.value })}
          />
        )}
      </Field>
      <Field id="login-password" label={t('auth.password')} error={errors.password}>
        {(aria) => (
          <Password
            {...aria}
            size="large"
            autoComplete="current-password"
            placeholder={t('auth.passwordPlaceholder')}
            value={values.password}
            onChange={(e) => change({ password: e.target.value })}
          />
        )}
      </Field>
      <div className={styles.row}>
        <span className={styles.checks}>
          <Checkbox checked={values.remember} onChange={(e) => change({ remember: e.target.checked })}>
            {t('auth.remember')}
          </Checkbox>
          <Checkbox
            checked={values.autoLogin}
            title={t('auth.autoLoginHint')}
            onChange={(e) => change({ autoLogin: e.target.checked })}
          >
            {t('auth.autoLogin')}
          </Checkbox>
        </span>
        <Link to="/regAndPwd?type=forgot">{t('auth.forgot')}</Link>
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {busy ? t('auth.loggingIn') : t('auth.login')}
      </Button>
      <div className={styles.center}>
        <Link to="/regAndPwd?type=register">{t('auth.register')}</Link>
      </div>
    </form>
  );
}

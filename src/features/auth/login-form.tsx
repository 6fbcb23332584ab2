import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checks } from '@/utils/validators';
import styles from './login-form.module.css';

type FieldAria = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

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
  children: (aria: FieldAria) => ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': error ? `${id}-error` : undefined })}
      {error && (
        <div id={`${id}-error`} className={styles.error}>
          {error}
        </div>
      )}
    </div>
  );
}

/** The eye of the password's show/hide button, struck through while the password is hidden. */
function Eye({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
      {!open && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />}
    </svg>
  );
}

export interface LoginValues {
  account: string;
  password: string;
  remember: boolean;
  autoLogin: boolean;
}

/** The form's checkboxes: the value each sets, its label and the hint it shows on hover. */
const CHECKS: Array<[key: 'remember' | 'autoLogin', label: string, hint?: string]> = [
  ['remember', 'auth.remember'],
  ['autoLogin', 'auth.autoLogin', 'auth.autoLoginHint'],
];

type Errors = Partial<Record<'account' | 'password', string>>;

/**
 * The password form of /login, the page almost every visit starts on. It is the one form of the console built
 * from the browser's own controls, styled like antd's (login-form.module.css): antd's runtime styles, Form and
 * inputs weigh about 85 kB gzip, which /login's first load (≤ 200 kB, issue 18) cannot carry. Validation uses
 * the same §5 checks as every other form.
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
  const [shown, setShown] = useState(false);

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
    // a sign-in on its way is not sent again (Enter pressed twice, a second click)
    if (busy) return;
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
          <input
            {...aria}
            className={styles.input}
            autoComplete="username"
            placeholder={t('auth.accountPlaceholder')}
            value={values.account}
            onChange={(e) => change({ account: e.target.value })}
          />
        )}
      </Field>
      <Field id="login-password" label={t('auth.password')} error={errors.password}>
        {(aria) => (
          <span className={styles.affix} data-invalid={aria['aria-invalid'] || undefined}>
            <input
              {...aria}
              type={shown ? 'text' : 'password'}
              autoComplete="current-password"
              placeholder={t('auth.passwordPlaceholder')}
              value={values.password}
              onChange={(e) => change({ password: e.target.value })}
            />
            <button
              type="button"
              className={styles.eye}
              aria-label={t('auth.showPassword')}
              aria-pressed={shown}
              onClick={() => setShown(!shown)}
            >
              <Eye open={shown} />
            </button>
          </span>
        )}
      </Field>
      <div className={styles.row}>
        <span className={styles.checks}>
          {CHECKS.map(([key, label, hint]) => (
            <label key={key} className={styles.check} title={hint && t(hint)}>
              <input
                type="checkbox"
                checked={values[key]}
                onChange={(e) => change({ [key]: e.target.checked })}
              />
              {t(label)}
            </label>
          ))}
        </span>
        <Link to="/regAndPwd?type=forgot">{t('auth.forgot')}</Link>
      </div>
      <button type="submit" className={styles.submit} aria-busy={busy || undefined}>
        {busy && <span className={styles.spinner} aria-hidden="true" />}
        {busy ? t('auth.loggingIn') : t('auth.login')}
      </button>
      <div className={styles.center}>
        <Link to="/regAndPwd?type=register">{t('auth.register')}</Link>
      </div>
    </form>
  );
}

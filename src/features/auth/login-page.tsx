import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AuthFrameBase } from '@/components/auth-frame-base';
import { ToggleGroup } from '@/components/toggle-group';
import { env } from '@/config/env';
import { keys } from '@/session/storage-keys';
import { returnOf } from '@/session/return-to';
import { whenIdle } from '@/utils/idle';
import { LoginForm, type LoginValues } from './login-form';

// Kept out of the first load: the scan tab (qrcode.react and polling), the demo list, and the request layer
// (loaded on idle, long before a person finishes typing a password).
const ScanLogin = lazy(() => import('./scan-login'));
const DemoAccounts = lazy(() => import('./demo-accounts'));
const loadSignIn = () => import('@/session/sign-in');

function rememberedAccount(): string {
  try {
    return localStorage.getItem(keys.rememberedAccount) ?? '';
  } catch {
    return '';
  }
}

function messageOf(e: unknown, fallback: string): string {
  return e instanceof Error && e.name === 'ApiError' ? e.message : fallback;
}

/** /login: account and password, or scan code; then the place flow of §4. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // the page asked for before signing in (a link, a bookmark, a new tab): opened once a place is entered
  const back = returnOf(useLocation().search);
  const [values, setValues] = useState<LoginValues>(() => {
    const account = rememberedAccount();
    return { account, password: '', remember: account !== '', autoLogin: false };
  });
  const [mode, setMode] = useState<'password' | 'scan'>('password');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => whenIdle(() => void loadSignIn()), []);

  async function finish(signIn: () => Promise<string>) {
    setBusy(true);
    setError(null);
    try {
      const next = await signIn();
      navigate((await loadSignIn()).landingFor(next, back), { replace: true });
    } catch (e) {
      setError(messageOf(e, t('errors.network')));
      setBusy(false);
    }
  }

  async function onFinish(values: LoginValues) {
    if (values.remember) localStorage.setItem(keys.rememberedAccount, values.account);
    else localStorage.removeItem(keys.rememberedAccount);
    await finish(async () =>
      (await loadSignIn()).signInWithPassword(values.account.trim(), values.password, values.autoLogin),
    );
  }

  const passwordForm = (
    <LoginForm
      values={values}
      setValues={setValues}
      busy={busy}
      error={error}
      onEdit={() => setError(null)}
      onSubmit={(v) => void onFinish(v)}
    />
  );

  return (
    <AuthFrameBase
      title={t('auth.welcome')}
      aside={
        env.showDemoAccounts ? (
          <Suspense>
            <DemoAccounts onPick={(account, password) => setValues({ ...values, account, password })} />
          </Suspense>
        ) : undefined
      }
    >
      <ToggleGroup<'password' | 'scan'>
        block
        label={t('auth.loginTitle')}
        value={mode}
        onChange={(v) => {
          setMode(v);
          setError(null);
        }}
        options={[
          { value: 'password', label: t('auth.passwordTab') },
          { value: 'scan', label: t('auth.scanTab') },
        ]}
      />
      <div style={{ height: 20 }} />
      {mode === 'password' ? (
        passwordForm
      ) : (
        <Suspense fallback={<p>{t('common.loading')}</p>}>
          <ScanLogin
            error={error}
            onConfirmed={(codeId) => finish(async () => (await loadSignIn()).signInWithScanCode(codeId))}
          />
        </Suspense>
      )}
    </AuthFrameBase>
  );
}

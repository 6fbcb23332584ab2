import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input, Spin, Tabs, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { authService, type TokenPair } from '@/api/services/auth-service';
import { isApiError } from '@/api/errors';
import { AuthFrame } from '@/components/auth-frame';
import { env } from '@/config/env';
import { afterSignIn } from '@/session/flows';
import { keys } from '@/session/storage-keys';
import { antdRule, checks } from '@/utils/validators';
import { DemoAccounts } from './demo-accounts';

// qrcode.react and the polling only load when the operator opens the scan tab
const ScanLogin = lazy(() => import('./scan-login'));

interface LoginForm {
  account: string;
  password: string;
  remember: boolean;
  autoLogin: boolean;
}

function rememberedAccount(): string {
  try {
    return localStorage.getItem(keys.rememberedAccount) ?? '';
  } catch {
    return '';
  }
}

/** /login: account and password, or scan code; then the place flow of §4. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginForm>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function finish(pair: () => Promise<TokenPair>, autoLogin: boolean) {
    setBusy(true);
    setError(null);
    try {
      const next = await afterSignIn(await pair(), autoLogin);
      navigate(next, { replace: true });
    } catch (e) {
      setError(isApiError(e) ? e.message : t('errors.network'));
      setBusy(false);
    }
  }

  async function onFinish(values: LoginForm) {
    if (values.remember) localStorage.setItem(keys.rememberedAccount, values.account);
    else localStorage.removeItem(keys.rememberedAccount);
    await finish(() => authService.login(values.account.trim(), values.password), values.autoLogin);
  }

  const initial = rememberedAccount();
  const passwordForm = (
    <Form<LoginForm>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ account: initial, remember: initial !== '', autoLogin: false }}
      onFinish={onFinish}
      onValuesChange={() => setError(null)}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form.Item name="account" label={t('auth.account')} rules={[{ required: true, message: t('validation.accountRequired') }]}>
        <Input size="large" autoComplete="username" placeholder={t('auth.accountPlaceholder')} />
      </Form.Item>
      <Form.Item name="password" label={t('auth.password')} rules={[antdRule(t, checks.password)]}>
        <Input.Password size="large" autoComplete="current-password" placeholder={t('auth.passwordPlaceholder')} />
      </Form.Item>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Flex gap={12}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>{t('auth.remember')}</Checkbox>
          </Form.Item>
          <Tooltip title={t('auth.autoLoginHint')}>
            <span>
              <Form.Item name="autoLogin" valuePropName="checked" noStyle>
                <Checkbox>{t('auth.autoLogin')}</Checkbox>
              </Form.Item>
            </span>
          </Tooltip>
        </Flex>
        <Link to="/regAndPwd?type=forgot">{t('auth.forgot')}</Link>
      </Flex>
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {busy ? t('auth.loggingIn') : t('auth.login')}
      </Button>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Link to="/regAndPwd?type=register">{t('auth.register')}</Link>
      </Flex>
    </Form>
  );

  return (
    <AuthFrame
      title={t('auth.welcome')}
      aside={
        env.showDemoAccounts ? (
          <DemoAccounts onPick={(account, password) => form.setFieldsValue({ account, password })} />
        ) : undefined
      }
    >
      <Tabs
        destroyOnHidden
        items={[
          { key: 'password', label: t('auth.passwordTab'), children: passwordForm },
          {
            key: 'scan',
            label: t('auth.scanTab'),
            children: (
              <Suspense fallback={<Spin />}>
                <ScanLogin onConfirmed={(codeId) => finish(() => authService.scanLogin(codeId), false)} error={error} />
              </Suspense>
            ),
          },
        ]}
      />
    </AuthFrame>
  );
}

import { useState } from 'react';
import { Avatar, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { expireSession } from '@/api/client';
import { isApiError } from '@/api/errors';
import { AuthFrame } from '@/components/auth-frame';
import { SwitchAccountButton } from '@/components/sign-out';
import { unlockSession } from '@/session/flows';
import { useLock } from '@/session/lock';
import { useSession } from '@/session/session-store';
import '@/i18n/console-messages';

/**
 * /lock: the only page while the screen is locked (§2). The server holds the lock (the session's token is
 * suspended until unlock) and checks the password; five wrong ones end the session.
 */
export default function LockPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { locked, name, from } = useLock();
  const { user, tokens } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ password: string }>();

  if (!tokens) return <Navigate to="/login" replace />;
  // unlocked here or in another tab of the session: back to where the lock was
  if (!locked) return <Navigate to={from} replace />;

  async function onFinish({ password }: { password: string }) {
    setBusy(true);
    setError(null);
    try {
      navigate(await unlockSession(password), { replace: true });
    } catch (e) {
      // too many wrong passwords: the server ended the session and says why
      if (isApiError(e) && e.kind === 'unauthorized') return expireSession(e.message);
      setError(isApiError(e) ? e.message : t('errors.network'));
      form.setFieldValue('password', '');
      setBusy(false);
    }
  }

  return (
    <AuthFrame title={t('shell.lockTitle')} subtitle={t('shell.lockHint')}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 20 }}>
        <Avatar size={48} src={user?.avatar || undefined} icon={<UserOutlined />} />
        <span>{t('shell.lockedAs', { name: user?.name ?? name })}</span>
      </div>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        onValuesChange={() => setError(null)}
      >
        <Form.Item
          name="password"
          label={t('shell.lockPassword')}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
          rules={[{ required: true, message: t('validation.passwordRequired') }]}
        >
          <Input.Password size="large" prefix={<LockOutlined />} autoFocus autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('shell.unlock')}
        </Button>
        <SwitchAccountButton block style={{ marginTop: 8 }}>
          {t('shell.lockSwitchAccount')}
        </SwitchAccountButton>
      </Form>
    </AuthFrame>
  );
}

import { useState } from 'react';
import { Avatar, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { authService } from '@/api/services/auth-service';
import { isApiError } from '@/api/errors';
import { AuthFrame } from '@/components/auth-frame';
import { logout } from '@/session/flows';
import { lockScreen, useLock } from '@/session/lock';
import { useSession } from '@/session/session-store';
import '@/i18n/console-messages';

/** /lock: the only page while the screen is locked (§2); the server checks the password. */
export default function LockPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { locked, name } = useLock();
  const { user, tokens } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ password: string }>();

  if (!tokens) return <Navigate to="/login" replace />;
  if (!locked) return <Navigate to="/wel/index" replace />;

  async function onFinish({ password }: { password: string }) {
    setBusy(true);
    setError(null);
    try {
      await authService.unlock(password);
      navigate(lockScreen.unlock(), { replace: true });
    } catch (e) {
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
        <Button
          type="link"
          block
          style={{ marginTop: 8 }}
          onClick={async () => {
            await logout();
            navigate('/login', { replace: true });
          }}
        >
          {t('shell.lockSwitchAccount')}
        </Button>
      </Form>
    </AuthFrame>
  );
}

import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { authService } from '@/api/services/auth-service';
import { ui } from '@/components/feedback-ui';
import { antdRule, checks } from '@/utils/validators';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** Old password, a new one by the §5 rule, typed twice. The session goes on after the change. */
export function PasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordForm>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onFinish(v: PasswordForm) {
    setBusy(true);
    setError(null);
    try {
      const res = await authService.editPwd(v.oldPassword, v.newPassword);
      ui.success(res.msg);
      form.resetFields();
    } catch (e) {
      // 原密码错误 and friends: the fields keep what was typed
      setError(isApiError(e) ? e.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<PasswordForm>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      onFinish={onFinish}
      onValuesChange={() => setError(null)}
    >
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form.Item
        name="oldPassword"
        label={t('profile.oldPassword')}
        rules={[{ required: true, message: t('validation.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" placeholder={t('profile.oldPasswordPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('profile.newPassword')}
        extra={t('auth.passwordRule')}
        rules={[antdRule(t, checks.password)]}
      >
        <Input.Password autoComplete="new-password" placeholder={t('auth.passwordPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('profile.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('validation.passwordRequired') },
          ({ getFieldValue }) => ({
            validator: async (_, value: unknown) => {
              if (value && value !== getFieldValue('newPassword'))
                throw new Error(t('validation.passwordMismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder={t('auth.confirmPasswordPlaceholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('profile.submitPassword')}
      </Button>
    </Form>
  );
}

import { useState } from 'react';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { commonMessage } from '@/api/services/common-message';
import { merchantUser } from '@/api/services/merchant-user';
import { ui } from '@/components/feedback-ui';
import { useCountdown } from '@/hooks/use-countdown';
import type { UserInfo } from '@/session/session-store';
import { antdRule, checks } from '@/utils/validators';

export const RESEND_SECONDS = 60;

interface PhoneForm {
  phone: string;
  code: string;
}

/** A new mobile number, proved by an SMS code sent to it (scene updatePhone). */
export function PhoneForm({
  user,
  onSaved,
}: {
  user: UserInfo;
  onSaved: (patch: Partial<UserInfo>) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PhoneForm>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();

  async function sendCode() {
    setError(null);
    try {
      await form.validateFields(['phone']);
    } catch {
      return;
    }
    setSending(true);
    try {
      await commonMessage.sendVerifyCode(form.getFieldValue('phone') as string, 'updatePhone');
      countdown.start(RESEND_SECONDS);
      ui.success(t('auth.codeSent'));
    } catch (e) {
      setError(isApiError(e) ? e.message : t('errors.network'));
    } finally {
      setSending(false);
    }
  }

  async function onFinish(v: PhoneForm) {
    setBusy(true);
    setError(null);
    try {
      const res = await merchantUser.updatePhone(v.phone, v.code);
      ui.success(res.msg);
      onSaved({ phone: v.phone });
      form.resetFields();
    } catch (e) {
      setError(isApiError(e) ? e.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<PhoneForm>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      onFinish={onFinish}
      onValuesChange={() => setError(null)}
    >
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form.Item label={t('profile.currentPhone')}>
        <Typography.Text>{user.phone}</Typography.Text>
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('profile.newPhone')}
        rules={[antdRule(t, checks.required, checks.mobile)]}
      >
        <Input
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
          placeholder={t('profile.newPhonePlaceholder')}
        />
      </Form.Item>
      <Form.Item label={t('auth.code')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[antdRule(t, checks.code6)]}>
            <Input
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              aria-label={t('auth.code')}
              placeholder={t('auth.codePlaceholder')}
            />
          </Form.Item>
          <Button onClick={sendCode} disabled={countdown.running} loading={sending}>
            {countdown.running ? t('common.secondsLeft', { count: countdown.left }) : t('auth.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('profile.submitPhone')}
      </Button>
    </Form>
  );
}

import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { merchantUser } from '@/api/services/merchant-user';
import { ui } from '@/components/feedback-ui';
import { SmsCodeField } from '@/components/sms-code-field';
import type { UserInfo } from '@/session/session-store';
import { antdRule, checks } from '@/utils/validators';

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
      <SmsCodeField form={form} phoneField="phone" scene="updatePhone" onError={setError} />
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('profile.submitPhone')}
      </Button>
    </Form>
  );
}

import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { merchantUser } from '@/api/services/merchant-user';
import { ui } from '@/components/feedback-ui';
import { FormError } from '@/components/form-error';
import { useInlineSubmit } from '@/hooks/use-inline-submit';
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
  const submit = useInlineSubmit();

  const onFinish = (v: PhoneForm) =>
    submit.run(async () => {
      const res = await merchantUser.updatePhone(v.phone, v.code);
      ui.success(res.msg);
      onSaved({ phone: v.phone });
      form.resetFields();
    });

  return (
    <Form<PhoneForm>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      onFinish={onFinish}
      onValuesChange={submit.clearError}
    >
      <FormError error={submit.error} />
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
      <SmsCodeField form={form} phoneField="phone" scene="updatePhone" onError={submit.setError} />
      <Button type="primary" htmlType="submit" loading={submit.busy}>
        {t('profile.submitPhone')}
      </Button>
    </Form>
  );
}

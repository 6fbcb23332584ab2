import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { merchantUser } from '@/api/services/merchant-user';
import { MobileField } from '@/components/account-fields';
import { useInlineSubmit } from '@/hooks/use-inline-submit';
import { SmsCodeField } from '@/components/sms-code-field';
import { ProfileForm, type ProfileSectionProps } from './profile-form';

interface PhoneForm {
  phone: string;
  code: string;
}

/** A new mobile number, proved by an SMS code sent to it (scene updatePhone). */
export function PhoneForm({ user, onSaved }: ProfileSectionProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PhoneForm>();
  const submit = useInlineSubmit();

  return (
    <ProfileForm<PhoneForm>
      form={form}
      submit={submit}
      submitText={t('profile.submitPhone')}
      save={(v) => merchantUser.updatePhone(v.phone, v.code)}
      onSaved={(v) => {
        onSaved({ phone: v.phone });
        form.resetFields();
      }}
    >
      <Form.Item label={t('profile.currentPhone')}>
        <Typography.Text>{user.phone}</Typography.Text>
      </Form.Item>
      <MobileField
        label={t('profile.newPhone')}
        placeholder={t('profile.newPhonePlaceholder')}
        autoComplete="tel"
      />
      <SmsCodeField form={form} phoneField="phone" scene="updatePhone" onError={submit.setError} />
    </ProfileForm>
  );
}

import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { authService } from '@/api/services/auth-service';
import { NewPasswordFields } from '@/components/account-fields';
import { useInlineSubmit } from '@/hooks/use-inline-submit';
import { ProfileForm } from './profile-form';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** Old password, a new one by the §5 rule, typed twice. The session goes on after the change. */
export function PasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordForm>();
  const submit = useInlineSubmit();

  // 原密码错误 and friends: the fields keep what was typed
  return (
    <ProfileForm<PasswordForm>
      form={form}
      submit={submit}
      submitText={t('profile.submitPassword')}
      save={(v) => authService.editPwd(v.oldPassword, v.newPassword)}
      onSaved={() => form.resetFields()}
    >
      <Form.Item
        name="oldPassword"
        label={t('profile.oldPassword')}
        rules={[{ required: true, message: t('validation.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" placeholder={t('profile.oldPasswordPlaceholder')} />
      </Form.Item>
      <NewPasswordFields
        name="newPassword"
        label={t('profile.newPassword')}
        confirmLabel={t('profile.confirmPassword')}
      />
    </ProfileForm>
  );
}

import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { authService } from '@/api/services/auth-service';
import { ui } from '@/components/feedback-ui';
import { FormError } from '@/components/form-error';
import { useInlineSubmit } from '@/hooks/use-inline-submit';
import { antdRule, checks, confirmPasswordRules } from '@/utils/validators';

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
  const onFinish = (v: PasswordForm) =>
    submit.run(async () => {
      const res = await authService.editPwd(v.oldPassword, v.newPassword);
      ui.success(res.msg);
      form.resetFields();
    });

  return (
    <Form<PasswordForm>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      onFinish={onFinish}
      onValuesChange={submit.clearError}
    >
      <FormError error={submit.error} />
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
        rules={confirmPasswordRules(t, 'newPassword')}
      >
        <Input.Password autoComplete="new-password" placeholder={t('auth.confirmPasswordPlaceholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.busy}>
        {t('profile.submitPassword')}
      </Button>
    </Form>
  );
}

import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authService } from '@/api/services/auth-service';
import { MobileField, NewPasswordFields } from '@/components/account-fields';
import { AuthFrame } from '@/components/auth-frame';
import { FormError } from '@/components/form-error';
import { SmsCodeField } from '@/components/sms-code-field';
import { afterSignIn } from '@/session/flows';
import { antdRule, checks } from '@/utils/validators';
import { ui } from '@/components/feedback-ui';
import { useInlineSubmit } from '@/hooks/use-inline-submit';
import { TextInput } from '@/components/typed-inputs';

interface RegForm {
  phone: string;
  code: string;
  name?: string;
  password: string;
  confirm: string;
}

/** /regAndPwd: register (?type=register) or reset a forgotten password (?type=forgot), both with an SMS code. */
export default function RegAndPwdPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mode = params.get('type') === 'forgot' ? 'forgot' : 'register';
  const [form] = Form.useForm<RegForm>();
  const submit = useInlineSubmit();

  // a refusal: the form keeps every value; only the message changes
  const onFinish = (v: RegForm) =>
    submit.run(
      async () => {
        if (mode === 'register') {
          const pair = await authService.register({
            phone: v.phone,
            code: v.code,
            password: v.password,
            name: v.name ?? '',
          });
          navigate(await afterSignIn(pair, false), { replace: true });
        } else {
          await authService.forgetPassword({ phone: v.phone, code: v.code, password: v.password });
          ui.success(t('auth.resetDone'));
          navigate('/login', { replace: true });
        }
      },
      { leaving: true },
    );

  return (
    <AuthFrame title={mode === 'register' ? t('auth.registerTitle') : t('auth.forgotTitle')}>
      <Form<RegForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        onValuesChange={submit.clearError}
      >
        <FormError error={submit.error} />
        <MobileField
          label={t('auth.phone')}
          placeholder={t('auth.phonePlaceholder')}
          autoComplete="tel"
          size="large"
        />
        <SmsCodeField
          form={form}
          phoneField="phone"
          scene={mode === 'forgot' ? 'forget' : 'register'}
          onError={submit.setError}
          size="large"
        />
        {mode === 'register' && (
          <Form.Item
            name="name"
            label={t('auth.merchantName')}
            rules={[antdRule(t, checks.required, checks.name30)]}
          >
            <TextInput size="large" maxLength={30} placeholder={t('auth.merchantNamePlaceholder')} />
          </Form.Item>
        )}
        <NewPasswordFields
          name="password"
          label={mode === 'register' ? t('auth.password') : t('auth.newPassword')}
          confirmLabel={t('auth.confirmPassword')}
          size="large"
        />
        <Button type="primary" htmlType="submit" size="large" block loading={submit.busy}>
          {mode === 'register' ? t('auth.registerSubmit') : t('auth.resetSubmit')}
        </Button>
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Link to="/login">{t('auth.haveAccount')}</Link>
        </div>
      </Form>
    </AuthFrame>
  );
}

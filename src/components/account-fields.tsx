import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { antdRule, checks, confirmPasswordRules } from '@/utils/validators';

/**
 * A required mobile number (§5: 11 digits), typed on the number pad: the sign-up, the new place's contact, the
 * profile's new phone and the delivery of an order.
 * @example <MobileField label={t('auth.phone')} placeholder={t('auth.phonePlaceholder')} autoComplete="tel" />
 */
export function MobileField({
  name = 'phone',
  label,
  placeholder,
  autoComplete,
  size,
}: {
  name?: string;
  label: string;
  placeholder: string;
  autoComplete?: 'tel';
  size?: 'large';
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label} rules={[antdRule(t, checks.required, checks.mobile)]}>
      <Input
        size={size}
        inputMode="numeric"
        maxLength={11}
        autoComplete={autoComplete}
        placeholder={placeholder}
      />
    </Form.Item>
  );
}

/**
 * A new password by the §5 rule (the rule shown under it) and the same typed again in `confirm`: the sign-up,
 * the forgotten password and the profile's password change.
 * @example <NewPasswordFields name="newPassword" label={t('profile.newPassword')} confirmLabel={t('profile.confirmPassword')} />
 */
export function NewPasswordFields({
  name,
  label,
  confirmLabel,
  size,
}: {
  name: string;
  label: string;
  confirmLabel: string;
  size?: 'large';
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        extra={t('auth.passwordRule')}
        rules={[antdRule(t, checks.password)]}
      >
        <Input.Password size={size} autoComplete="new-password" placeholder={t('auth.passwordPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={confirmLabel}
        dependencies={[name]}
        rules={confirmPasswordRules(t, name)}
      >
        <Input.Password
          size={size}
          autoComplete="new-password"
          placeholder={t('auth.confirmPasswordPlaceholder')}
        />
      </Form.Item>
    </>
  );
}

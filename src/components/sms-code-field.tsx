import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import type { FormInstance } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { commonMessage, type VerifyScene } from '@/api/services/common-message';
import { useCountdown } from '@/hooks/use-countdown';
import { antdRule, checks } from '@/utils/validators';
import { ui } from './feedback-ui';

/** Seconds before another code may be sent. */
export const RESEND_SECONDS = 60;

/**
 * The 6-digit SMS code input with its send button and 60 s resend countdown. It checks the phone field first
 * and reports a refused send through `onError` (the form shows it beside its other messages).
 *
 * @example <SmsCodeField form={form} phoneField="phone" scene="register" onError={setError} size="large" />
 */
export function SmsCodeField({
  form,
  phoneField,
  scene,
  onError,
  size,
}: {
  form: FormInstance;
  phoneField: string;
  scene: VerifyScene;
  onError: (message: string | null) => void;
  size?: 'large';
}) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();

  async function send() {
    onError(null);
    try {
      await form.validateFields([phoneField]);
    } catch {
      return;
    }
    setSending(true);
    try {
      await commonMessage.sendVerifyCode(form.getFieldValue(phoneField) as string, scene);
      countdown.start(RESEND_SECONDS);
      ui.success(t('auth.codeSent'));
    } catch (e) {
      onError(isApiError(e) ? e.message : t('errors.network'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Form.Item label={t('auth.code')} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="code" noStyle rules={[antdRule(t, checks.code6)]}>
          <Input
            size={size}
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            aria-label={t('auth.code')}
            placeholder={t('auth.codePlaceholder')}
          />
        </Form.Item>
        <Button size={size} onClick={() => void send()} disabled={countdown.running} loading={sending}>
          {countdown.running ? t('common.secondsLeft', { count: countdown.left }) : t('auth.sendCode')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}

import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { businessPlace } from '@/api/services/business-place';
import { AuthFrame } from '@/components/auth-frame';
import { FormError } from '@/components/form-error';
import { continueWithPlaces } from '@/session/flows';
import { antdRule, checks } from '@/utils/validators';
import { ui } from '@/components/feedback-ui';
import { useInlineSubmit } from '@/hooks/use-inline-submit';

interface BindForm {
  placeCode: string;
  bindCode: string;
}

/** /checkBind: attach an existing internet-cafe place to this account with its place code and bind code. */
export default function CheckBindPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useInlineSubmit();

  const onFinish = (v: BindForm) =>
    submit.run(
      async () => {
        const res = await businessPlace.bindNetbar(v.placeCode.trim(), v.bindCode.trim());
        ui.success(res.msg);
        navigate(await continueWithPlaces(), { replace: true });
      },
      { leaving: true },
    );

  return (
    <AuthFrame title={t('place.bindTitle')} subtitle={t('place.bindSubtitle')}>
      <Form<BindForm>
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        onValuesChange={submit.clearError}
      >
        <FormError error={submit.error} />
        <Form.Item name="placeCode" label={t('place.placeCode')} rules={[antdRule(t, checks.text50)]}>
          <Input placeholder={t('place.placeCodePlaceholder')} />
        </Form.Item>
        <Form.Item name="bindCode" label={t('place.bindCode')} rules={[antdRule(t, checks.code6)]}>
          <Input maxLength={6} inputMode="numeric" placeholder={t('place.bindCodePlaceholder')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={submit.busy}>
          {t('place.bindSubmit')}
        </Button>
        <Button block type="link" onClick={() => navigate(-1)} style={{ marginTop: 8 }}>
          {t('common.back')}
        </Button>
      </Form>
    </AuthFrame>
  );
}

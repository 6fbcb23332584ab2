import { Button, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { businessPlace, type NewPlace } from '@/api/services/business-place';
import { MobileField } from '@/components/account-fields';
import { AuthFrame } from '@/components/auth-frame';
import { FormError } from '@/components/form-error';
import { continueWithPlaces } from '@/session/flows';
import { useSession } from '@/session/session-store';
import { antdRule, checks } from '@/utils/validators';
import { PLACE_TYPE_OPTIONS, placeTypeKey } from './place-labels';
import { ui } from '@/components/feedback-ui';
import { useInlineSubmit } from '@/hooks/use-inline-submit';
import { TextInput } from '@/components/typed-inputs';

/** /addInfo: after registering, the merchant enters the first place, then continues into it. */
export default function AddInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const submit = useInlineSubmit();

  const onFinish = (values: NewPlace) =>
    submit.run(
      async () => {
        const res = await businessPlace.add({ ...values, placeName: values.placeName.trim() });
        ui.success(res.msg);
        navigate(await continueWithPlaces(), { replace: true });
      },
      { leaving: true },
    );

  return (
    <AuthFrame width={480} title={t('place.addInfoTitle')} subtitle={t('place.addInfoSubtitle')}>
      <Form<NewPlace>
        layout="vertical"
        requiredMark={false}
        initialValues={{ contacts: user?.name, phone: user?.phone }}
        onFinish={onFinish}
        onValuesChange={submit.clearError}
      >
        <FormError error={submit.error} />
        <Form.Item
          name="placeName"
          label={t('place.placeName')}
          rules={[antdRule(t, checks.required, checks.placeName)]}
        >
          <TextInput maxLength={30} placeholder={t('place.placeNamePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="placeType"
          label={t('place.placeType')}
          rules={[{ required: true, message: t('validation.selectRequired') }]}
        >
          <Select
            placeholder={t('validation.selectRequired')}
            options={PLACE_TYPE_OPTIONS.map((v) => ({ value: v, label: t(placeTypeKey(v)) }))}
          />
        </Form.Item>
        <Form.Item name="address" label={t('place.address')} rules={[antdRule(t, checks.free50)]}>
          <TextInput maxLength={50} placeholder={t('place.addressPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="contacts"
          label={t('place.contacts')}
          rules={[antdRule(t, checks.required, checks.name30)]}
        >
          <TextInput maxLength={30} placeholder={t('place.contactsPlaceholder')} />
        </Form.Item>
        <MobileField label={t('place.contactPhone')} placeholder={t('auth.phonePlaceholder')} />
        <Button type="primary" htmlType="submit" block size="large" loading={submit.busy}>
          {t('place.saveAndContinue')}
        </Button>
      </Form>
    </AuthFrame>
  );
}

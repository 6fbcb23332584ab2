import { Button, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { businessPlace, type NewPlace } from '@/api/services/business-place';
import { MobileField } from '@/components/account-fields';
import { AuthFrame } from '@/components/auth-frame';
import { FormError } from '@/components/form-error';
import { continueWithPlaces } from '@/session/flows';
import { useSession } from '@/session/session-store';
import { antdRule, checks, type Check } from '@/utils/validators';
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
        <PlaceText name="placeName" maxLength={30} rules={[checks.required, checks.placeName]} />
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
        <PlaceText name="address" maxLength={50} rules={[checks.free50]} />
        <PlaceText name="contacts" maxLength={30} rules={[checks.required, checks.name30]} />
        <MobileField label={t('place.contactPhone')} placeholder={t('auth.phonePlaceholder')} />
        <Button type="primary" htmlType="submit" block size="large" loading={submit.busy}>
          {t('place.saveAndContinue')}
        </Button>
      </Form>
    </AuthFrame>
  );
}

/** A text of the place: labelled `place.<name>`, its placeholder `place.<name>Placeholder`. */
function PlaceText({ name, maxLength, rules }: { name: keyof NewPlace; maxLength: number; rules: Check[] }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={t(`place.${name}`)} rules={[antdRule(t, ...rules)]}>
      <TextInput maxLength={maxLength} placeholder={t(`place.${name}Placeholder`)} />
    </Form.Item>
  );
}

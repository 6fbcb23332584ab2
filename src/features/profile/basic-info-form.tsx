import { useFormDraft } from '@/hooks/use-form-draft';
import { useInlineSubmit } from '@/hooks/use-inline-submit';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { merchantUser } from '@/api/services/merchant-user';
import { antdRule, checks } from '@/utils/validators';
import { AvatarUpload } from './avatar-upload';
import { ProfileForm, type ProfileSectionProps } from './profile-form';
import { TextInput } from '@/components/typed-inputs';

interface BasicForm {
  name: string;
  avatar: string;
}

const inputOf = (v: BasicForm) => ({ name: v.name.trim(), avatar: v.avatar ?? '' });

/** Name and avatar. A failed save keeps what was typed and shows the server's message. */
export function BasicInfoForm({ user, onSaved }: ProfileSectionProps) {
  const { t } = useTranslation();
  const submit = useInlineSubmit();
  const [form] = Form.useForm<BasicForm>();
  // a half-filled edit survives a tag switch (the page stays mounted) and a reload (a draft per tag)
  const draft = useFormDraft(form, 'basic-info');

  return (
    <ProfileForm<BasicForm>
      form={form}
      submit={submit}
      submitText={t('profile.save')}
      initialValues={{ name: user.name, avatar: user.avatar }}
      save={(v) => merchantUser.editUser(inputOf(v))}
      onSaved={(v) => {
        draft.clear();
        onSaved(inputOf(v));
      }}
      onValuesChange={(changed, all) => {
        submit.clearError();
        draft.onValuesChange(changed, all);
      }}
    >
      <Form.Item name="avatar" label={t('profile.avatar')}>
        <AvatarUpload />
      </Form.Item>
      <Form.Item name="name" label={t('profile.name')} rules={[antdRule(t, checks.required, checks.name30)]}>
        <TextInput maxLength={30} placeholder={t('profile.namePlaceholder')} />
      </Form.Item>
    </ProfileForm>
  );
}

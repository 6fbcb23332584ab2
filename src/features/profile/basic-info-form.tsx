import { useFormDraft } from '@/hooks/use-form-draft';
import { useInlineSubmit } from '@/hooks/use-inline-submit';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { merchantUser } from '@/api/services/merchant-user';
import { ui } from '@/components/feedback-ui';
import { FormError } from '@/components/form-error';
import type { UserInfo } from '@/session/session-store';
import { antdRule, checks } from '@/utils/validators';
import { AvatarUpload } from './avatar-upload';

interface BasicForm {
  name: string;
  avatar: string;
}

/** Name and avatar. A failed save keeps what was typed and shows the server's message. */
export function BasicInfoForm({
  user,
  onSaved,
}: {
  user: UserInfo;
  onSaved: (patch: Partial<UserInfo>) => void;
}) {
  const { t } = useTranslation();
  const submit = useInlineSubmit();
  const [form] = Form.useForm<BasicForm>();
  // a half-filled edit survives a tag switch (the page stays mounted) and a reload (a draft per tag)
  const draft = useFormDraft(form, 'basic-info');

  function onFinish(v: BasicForm) {
    const input = { name: v.name.trim(), avatar: v.avatar ?? '' };
    return submit.run(async () => {
      const res = await merchantUser.editUser(input);
      ui.success(res.msg);
      draft.clear();
      onSaved(input);
    });
  }

  return (
    <Form<BasicForm>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{ name: user.name, avatar: user.avatar }}
      onFinish={onFinish}
      onValuesChange={(changed, all) => {
        submit.clearError();
        draft.onValuesChange(changed, all);
      }}
    >
      <FormError error={submit.error} />
      <Form.Item name="avatar" label={t('profile.avatar')}>
        <AvatarUpload />
      </Form.Item>
      <Form.Item name="name" label={t('profile.name')} rules={[antdRule(t, checks.required, checks.name30)]}>
        <Input maxLength={30} placeholder={t('profile.namePlaceholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.busy}>
        {t('profile.save')}
      </Button>
    </Form>
  );
}

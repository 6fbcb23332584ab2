import type { ReactNode } from 'react';
import { Button, Form, type FormInstance } from 'antd';
import { ui } from '@/components/feedback-ui';
import { FormError } from '@/components/form-error';
import type { useInlineSubmit } from '@/hooks/use-inline-submit';
import type { UserInfo } from '@/session/session-store';

/** What a section of the profile page gets: the signed-in user, and where to report what it saved. */
export interface ProfileSectionProps {
  user: UserInfo;
  onSaved: (patch: Partial<UserInfo>) => void;
}

/**
 * A form of the profile page: vertical and 480 wide, the server's refusal above the fields and the submit
 * button under them. A submit saves through `save`, toasts the server's message and then calls `onSaved`; a
 * refusal keeps what was typed (useInlineSubmit).
 * @example <ProfileForm form={form} submit={submit} submitText={t('profile.save')} save={api.edit} onSaved={…}>…</ProfileForm>
 */
export function ProfileForm<T extends object>({
  form,
  submit,
  submitText,
  save,
  onSaved,
  initialValues,
  onValuesChange = submit.clearError,
  children,
}: {
  form: FormInstance<T>;
  submit: ReturnType<typeof useInlineSubmit>;
  submitText: string;
  save: (values: T) => Promise<{ msg: string }>;
  onSaved: (values: T) => void;
  initialValues?: Partial<T>;
  onValuesChange?: (changed: Partial<T>, all: T) => void;
  children: ReactNode;
}) {
  const onFinish = (v: T) =>
    submit.run(async () => {
      const res = await save(v);
      ui.success(res.msg);
      onSaved(v);
    });
  return (
    <Form<T>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={initialValues}
      onFinish={onFinish}
      onValuesChange={onValuesChange}
    >
      <FormError error={submit.error} />
      {children}
      <Button type="primary" htmlType="submit" loading={submit.busy}>
        {submitText}
      </Button>
    </Form>
  );
}

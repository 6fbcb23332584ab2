import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Skeleton, Switch, Tabs, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/access/access-store';
import { placeKey } from '@/api/query-client';
import { PAY_TYPES, placeSetupApi, type PayConfigInput, type PayType } from '@/api/services/place-setup';
import { RoundCard } from '@/components/round-card';
import { ui } from '@/components/feedback-ui';
import { useUnsavedChanges } from '@/hooks/page-tag';
import { useFormSave } from '@/hooks/use-form-save';
import { useSession } from '@/session/session-store';
import { antdRule } from '@/utils/validators';
import { isMasked, PAY_FIELDS } from './pay-fields';
import { LoadFailed } from '@/components/load-failed';

const TAB_LABEL: Record<PayType, string> = {
  1: 'payAccount.wechat',
  2: 'payAccount.alipay',
  3: 'payAccount.bank',
};

/**
 * /admin/pay (setup step 5): the place's WeChat Pay and Alipay merchant accounts and the bank account that
 * receives settlements, one form per type (businessPayConfig getPayConfigByType / edit).
 */
export default function PayAccountPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<PayType>(1);
  return (
    <RoundCard title={t('payAccount.title')}>
      <Typography.Paragraph type="secondary">{t('payAccount.intro')}</Typography.Paragraph>
      <Tabs
        activeKey={String(tab)}
        onChange={(k) => setTab(Number(k) as PayType)}
        items={PAY_TYPES.map((type) => ({
          key: String(type),
          label: t(TAB_LABEL[type]),
          children: <PayConfigForm payType={type} />,
        }))}
      />
    </RoundCard>
  );
}

function PayConfigForm({ payType }: { payType: PayType }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const queryClient = useQueryClient();
  const canEdit = useCan('pay:account:edit');
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  const key = placeKey(placeId, 'payConfig', payType);
  const query = useQuery({ queryKey: key, queryFn: () => placeSetupApi.payConfig(payType) });
  const stored = query.data ?? null;
  const fields = PAY_FIELDS[payType];
  const submit = useFormSave(form, { fields: fields.map((f) => f.key) });

  useEffect(() => {
    if (query.isSuccess) {
      const values: Record<string, unknown> = { enabled: stored ? stored.enabled === 1 : true };
      for (const f of fields) {
        const v = stored ? (stored as unknown as Record<string, unknown>)[f.key] : '';
        // a stored secret is not shown: the input stays empty and its placeholder says one is kept
        values[f.key] = f.secret ? '' : (v ?? '');
      }
      form.setFieldsValue(values);
      setDirty(false);
    }
  }, [query.isSuccess, stored, fields, form]);

  if (query.isLoading) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (query.isError) {
    return <LoadFailed reason={query.error.message} onRetry={() => void query.refetch()} />;
  }

  const save = () =>
    submit.run(async (values) => {
      const body = { payType, enabled: values.enabled ? 1 : 0 } as Record<string, unknown>;
      for (const f of fields) {
        const v = typeof values[f.key] === 'string' ? (values[f.key] as string).trim() : '';
        // an empty secret keeps the stored one (the server knows it)
        body[f.key] = v;
      }
      const res = await placeSetupApi.editPayConfig(body as unknown as PayConfigInput);
      ui.success(res.msg);
      setDirty(false);
      await queryClient.invalidateQueries({ queryKey: key });
    });

  return (
    <Form
      form={form}
      name={`pay-${payType}`}
      layout="vertical"
      style={{ maxWidth: 640 }}
      disabled={!canEdit}
      onValuesChange={() => {
        setDirty(true);
        // a corrected form after a refusal is a retry, not a double click
        submit.onValuesChange();
      }}
      autoComplete="off"
    >
      {!stored && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('payAccount.notSet')} />}
      {stored && (
        <Typography.Paragraph type="secondary">
          {t('payAccount.updatedAt', { time: stored.updateTime })}
        </Typography.Paragraph>
      )}
      <Form.Item name="enabled" label={t('payAccount.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {fields.map((f) => {
        const storedValue = stored ? (stored as unknown as Record<string, unknown>)[f.key] : undefined;
        const kept = f.secret && isMasked(storedValue);
        const rules = [
          // a secret is required only while none is stored
          ...(f.secret && !kept
            ? [antdRule(t, (v) => (typeof v === 'string' && v.trim() ? null : 'validation.required'))]
            : []),
          antdRule(t, ...f.rules),
        ];
        const placeholder = kept
          ? t('payAccount.secretKept', { masked: String(storedValue) })
          : t(f.placeholder ?? 'crud.inputPlaceholder', { label: t(f.label) });
        const input = f.multiline ? (
          <Input.TextArea rows={4} placeholder={placeholder} spellCheck={false} />
        ) : f.secret ? (
          <Input.Password placeholder={placeholder} autoComplete="new-password" />
        ) : (
          <Input placeholder={placeholder} allowClear />
        );
        return (
          <Form.Item key={f.key} name={f.key} label={t(f.label)} required={!f.secret || !kept} rules={rules}>
            {input}
          </Form.Item>
        );
      })}
      {canEdit && (
        <Button type="primary" loading={submit.pending} onClick={() => void save()}>
          {t('crud.save')}
        </Button>
      )}
    </Form>
  );
}

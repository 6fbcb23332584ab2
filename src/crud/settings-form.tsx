import { useEffect, useState, type ReactNode } from 'react';
import { Button, Col, Form, Row as GridRow, Skeleton, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/access/access-store';
import { placeKey } from '@/api/query-client';
import { RoundCard } from '@/components/round-card';
import { useUnsavedChanges } from '@/hooks/page-tag';
import { useSession } from '@/session/session-store';
import { FieldItem } from './crud-form';
import { useFormSubmit } from './form-submit';
import { fieldsToForm, fieldsToWire, saveResult } from './use-crud';
import type { FieldDef } from './types';
import { keepPickerEnter } from './form-keys';
import { LoadFailed } from '@/components/load-failed';

type AnyField = FieldDef<never>;
type Values = Record<string, unknown>;

export interface SettingsFormProps {
  /** the form's name: prefixes the inputs' ids, so two settings forms can share a page */
  name: string;
  /** locale key of the card title */
  title: string;
  /** locale key of a line under the title */
  intro?: string;
  /** the fields, as an entity config writes them (type, rules, crossCheck, unit …); all are form fields */
  fields: Array<FieldDef<never>>;
  /** cache key of the settings under the current place */
  queryKey: string;
  load: () => Promise<Values>;
  /** saves the wire body; resolves with the server's message */
  save: (body: Values) => Promise<string>;
  /** permission key of saving; without it the form is read-only and has no button */
  perm: string;
  columns?: 1 | 2;
  /** shown between the fields and the save button */
  footer?: ReactNode;
}

/**
 * A settings form of the current place (not a list): one object loaded and saved whole, its fields written as
 * the engine's field definitions so each type's input, rules and wire conversion are the list pages' own, and
 * saved through the list form's own submit (form-submit.ts): server field errors land on their fields (a range
 * takes its two wire keys); a failed save keeps what was typed; a second save of the same values within 2 s is
 * ignored (any change frees it); the tag knows about unsaved edits.
 *
 * @example
 * <SettingsForm name="ota-live" title="roomExtras.liveInTitle" fields={LIVE_IN_FIELDS}
 *   queryKey="otaLiveIn" load={otaConfigApi.liveIn} save={otaConfigApi.saveLiveIn} perm="room:ota:edit" />
 */
export function SettingsForm(props: SettingsFormProps) {
  const { name, title, intro, fields, queryKey, load, save, perm, columns = 1, footer } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const queryClient = useQueryClient();
  const canEdit = useCan(perm);
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  const key = placeKey(placeId, queryKey);
  const query = useQuery({ queryKey: key, queryFn: load });

  useEffect(() => {
    if (!query.data) return;
    form.setFieldsValue(fieldsToForm(fields as AnyField[], query.data));
    setDirty(false);
  }, [query.data, fields, form]);

  const submit = useFormSubmit({
    form,
    fields: fields as AnyField[],
    save: (values) => saveResult(() => save(fieldsToWire(fields as AnyField[], values))),
    savedText: 'crud.saved',
    onSaved: () => {
      setDirty(false);
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });

  let body: ReactNode;
  if (query.isLoading) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (query.isError && !query.data) {
    body = <LoadFailed reason={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return (
    <RoundCard title={t(title)} style={{ marginBottom: 16 }}>
      {intro && <Typography.Paragraph type="secondary">{t(intro)}</Typography.Paragraph>}
      {body}
      {/* mounted while loading too, so the form instance is connected when the values arrive */}
      <Form
        form={form}
        name={name}
        layout="vertical"
        hidden={!!body}
        disabled={!canEdit}
        style={{ maxWidth: columns === 2 ? 760 : 480 }}
        onValuesChange={() => {
          setDirty(true);
          // changed values are a new save, not a double click (after a refusal or a save by Enter alike)
          submit.changed();
        }}
        onFinish={() => void submit.submit()}
        onKeyDown={keepPickerEnter}
        autoComplete="off"
      >
        <GridRow gutter={16}>
          {fields.map((f) => (
            <Col key={f.key} span={columns === 2 ? 12 : 24}>
              <FieldItem field={f} mode="edit" />
            </Col>
          ))}
        </GridRow>
        {footer}
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={submit.pending}>
            {t('crud.save')}
          </Button>
        )}
      </Form>
    </RoundCard>
  );
}

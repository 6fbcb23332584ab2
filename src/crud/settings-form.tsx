import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Col, Form, Row as GridRow, Skeleton, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/access/access-store';
import { placeKey } from '@/api/query-client';
import { RoundCard } from '@/components/round-card';
import { useFormDraft } from '@/hooks/use-form-draft';
import { useSession } from '@/session/session-store';
import { FieldItem } from './crud-form';
import { useFormSubmit } from './form-submit';
import { fieldsToForm, fieldsToWire, saveResult } from './use-crud';
import type { AnyField } from './types';
import { keepPickerEnter } from './form-keys';
import { LoadFailed } from '@/components/load-failed';

type Values = Record<string, unknown>;

export interface SettingsFormProps<Body> {
  /**
   * the form's name: prefixes the inputs' ids, so two settings forms can share a page, and keys the settings'
   * cache under the current place (`['place', id, 'settings', name]`) and the draft of unsaved edits
   */
  name: string;
  /** locale key of the card title */
  title: string;
  /** locale key of a line under the title */
  intro?: string;
  /** the fields, as an entity config writes them (type, rules, crossCheck, unit …); all are form fields */
  fields: AnyField[];
  /**
   * the settings' calls (`settingsCalls`): `load` answers the object the fields read their keys from, `save`
   * takes the wire body the fields give, typed as the call takes it, and resolves with the server's message
   */
  calls: { load: () => Promise<object>; save: (body: Body) => Promise<string> };
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
 * ignored (any change frees it); the tag knows about unsaved edits, and a reload keeps them as a draft, put back
 * over the saved values with a notice and a way to discard it (hooks/use-form-draft.ts).
 *
 * @example
 * <SettingsForm name="ota-live" title="roomExtras.liveInTitle" fields={LIVE_IN_FIELDS}
 *   calls={otaConfigApi.liveIn} perm="room:ota:edit" />
 */
export function SettingsForm<Body extends object>(props: SettingsFormProps<Body>) {
  const { name, title, intro, fields, calls, perm, columns = 1, footer } = props;
  const { load, save } = calls;
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const queryClient = useQueryClient();
  const canEdit = useCan(perm);
  const draft = useFormDraft(form, `settings-${name}`, { manual: true });
  const key = placeKey(placeId, 'settings', name);
  const query = useQuery({ queryKey: key, queryFn: async () => (await load()) as Values });

  // the saved values, then (once) the unsaved edits a reload interrupted
  const { apply } = draft;
  useEffect(() => {
    if (!query.data) return;
    form.setFieldsValue(fieldsToForm(fields as AnyField[], query.data));
    apply();
  }, [query.data, fields, form, apply]);
  const discard = () => {
    draft.clear();
    if (query.data) form.setFieldsValue(fieldsToForm(fields as AnyField[], query.data));
  };

  const submit = useFormSubmit({
    form,
    fields: fields as AnyField[],
    // the fields are the settings' own, so the body they give is the one the save call takes
    save: (values) => saveResult(() => save(fieldsToWire(fields as AnyField[], values) as Body)),
    savedText: 'crud.saved',
    onSaved: () => {
      draft.clear();
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
      {draft.restored && !body && (
        <Alert
          type="info"
          showIcon
          title={t('crud.draftRestored')}
          action={
            <Button size="small" onClick={discard}>
              {t('crud.draftDiscard')}
            </Button>
          }
          style={{ marginBottom: 16, maxWidth: columns === 2 ? 760 : 480 }}
        />
      )}
      {/* mounted while loading too, so the form instance is connected when the values arrive */}
      <Form
        form={form}
        name={name}
        layout="vertical"
        hidden={!!body}
        disabled={!canEdit}
        style={{ maxWidth: columns === 2 ? 760 : 480 }}
        onValuesChange={(changed: Values) => {
          draft.onValuesChange(changed, form.getFieldsValue(true));
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

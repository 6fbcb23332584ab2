import { useEffect, useMemo } from 'react';
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { kindOf } from '../field-kinds';
import type { CrudController } from '../use-crud-controller';

/** The search form: one input per searchable field; values go to the URL as q_ filters. */
export function CrudSearchBar({ crud }: { crud: CrudController }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const { searchFields: fields, search } = crud;
  const filters = crud.list.state.filters;
  const fromUrl = useMemo(() => {
    const values: Record<string, unknown> = {};
    for (const f of fields) {
      const text = filters[f.key];
      const kind = kindOf(f);
      values[f.key] = text === undefined ? undefined : kind.fromQuery ? kind.fromQuery(text, f) : text;
    }
    return values;
  }, [fields, filters]);

  // the URL is the truth: back/forward, a shared link or "clear filters" put their filters in the form
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(fromUrl);
  }, [form, fromUrl]);

  if (fields.length === 0) return null;

  function submit(values: Record<string, unknown>) {
    const next: Record<string, string> = {};
    for (const f of fields) {
      const v = values[f.key];
      if (v === undefined || v === null || v === '') continue;
      const kind = kindOf(f);
      const text = kind.toQuery ? kind.toQuery(v) : typeof v === 'string' ? v.trim() : String(v);
      if (text !== '') next[f.key] = text;
    }
    search(next);
  }

  return (
    <Form
      form={form}
      // prefixes the inputs' ids, which must differ from the add/edit form's
      name={`${crud.config.key}-search`}
      layout="inline"
      onFinish={submit}
      style={{ rowGap: 12 }}
      role="search"
    >
      {fields.map((f) => {
        const kind = kindOf(f);
        const ctx = { values: {}, t, mode: 'search' as const };
        const sf = f.searchPlaceholder ? { ...f, placeholder: f.searchPlaceholder } : f;
        return (
          <Form.Item key={f.key} name={f.key} label={t(f.label)}>
            {kind.search ? kind.search(sf, ctx) : kind.input(sf, ctx)}
          </Form.Item>
        );
      })}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('crud.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search({});
            }}
          >
            {t('crud.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

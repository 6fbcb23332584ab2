import { useRef } from 'react';
import { Flex, Input, Tag, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';
import { defineCrud } from '@/crud/types';
import { msgTemplateEntity } from '@/domain/messages';
import { msgTemplateResource } from '@/api/services/messages';
import {
  checkPlaceholders,
  fillSample,
  MESSAGE_PERMS,
  placeholderTokens,
  SCENES,
  smsParts,
  TEMPLATE_CONTENT_MAX,
} from './options';
import { onOffOptions } from '@/crud/field-presets';
import type { FormControlProps } from '@/components/typed-inputs';

/**
 * The content of a template: a text area and the placeholders under it, each inserted at the cursor with a
 * click (typed braces are checked against the same list).
 */
export function TemplateContentInput({ id, value, onChange }: FormControlProps<string>) {
  const { t } = useTranslation();
  const ref = useRef<TextAreaRef>(null);
  const insert = (name: string) => {
    const text = value ?? '';
    const area = ref.current?.resizableTextArea?.textArea;
    const at = area ? area.selectionStart : text.length;
    const end = area ? area.selectionEnd : text.length;
    const next = `${text.slice(0, at)}{${name}}${text.slice(end)}`;
    if ([...next].length > TEMPLATE_CONTENT_MAX) return;
    onChange?.(next);
    // the cursor goes after what was inserted, ready for the next word
    requestAnimationFrame(() => {
      const pos = at + name.length + 2;
      area?.focus();
      area?.setSelectionRange(pos, pos);
    });
  };
  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        ref={ref}
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        maxLength={TEMPLATE_CONTENT_MAX}
        showCount
        rows={4}
        placeholder={t('crud.inputPlaceholder', { label: t('messages.content') })}
      />
      <Flex wrap gap={4} align="center" role="group" aria-label={t('messages.placeholders')}>
        <Typography.Text type="secondary">{t('messages.placeholders')}</Typography.Text>
        {placeholderTokens().map((name) => (
          <Tag.CheckableTag
            key={name}
            checked={false}
            aria-label={t('messages.insertPlaceholder', { name })}
            onChange={() => insert(name)}
          >{`{${name}}`}</Tag.CheckableTag>
        ))}
      </Flex>
    </Flex>
  );
}

/** What a template sends: 【signature】 and the content with sample values, and how many messages it bills. */
function TemplatePreview({ values }: { values: Record<string, unknown> }) {
  const { t } = useTranslation();
  const content = typeof values.content === 'string' ? values.content.trim() : '';
  const signature = typeof values.signature === 'string' ? values.signature.trim() : '';
  const sms = content ? `${signature ? `【${signature}】` : ''}${fillSample(content)}` : '';
  return (
    <section aria-label={t('messages.preview')}>
      <Typography.Text strong>{t('messages.preview')}</Typography.Text>
      <div style={{ background: '#f5f5f5', borderRadius: 10, padding: 12, marginTop: 6 }}>
        {sms ? (
          <>
            <Typography.Paragraph style={{ marginBottom: 4 }}>{sms}</Typography.Paragraph>
            <Typography.Text type="secondary">
              {t('messages.previewCount', { chars: [...sms].length, parts: smsParts(sms) })}
            </Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary">{t('messages.previewEmpty')}</Typography.Text>
        )}
      </div>
    </section>
  );
}

/**
 * ?tab=template: the place's message templates (businessMsgModel): a name (§5 name rule), the scene it is sent
 * in, the content with placeholders, the SMS signature and a switch. listByPlaceId answers the whole list
 * (paged here); the switch edits the status alone (the entity has no status call). An SMS of a scene uses the
 * enabled template of that scene changed last (the SMS tab shows which).
 */
export const templateConfig = defineCrud({
  key: 'msgTemplates',
  schema: msgTemplateEntity,
  title: 'messages.templateTitle',
  entity: 'messages.templateEntity',
  resource: msgTemplateResource,
  fields: [
    {
      key: 'templateName',
      label: 'messages.templateName',
      search: true,
      column: { width: 180, fixed: 'left' },
      form: true,
    },
    {
      key: 'scene',
      label: 'messages.scene',
      type: 'select',
      options: SCENES,
      search: true,
      column: { width: 120 },
      form: true,
    },
    {
      key: 'content',
      label: 'messages.content',
      type: 'textarea',
      column: { ellipsis: true },
      form: { wide: true, extra: 'messages.contentExtra' },
      // the placeholders the platform fills in: the server checks them too
      rules: [checkPlaceholders],
      input: () => <TemplateContentInput />,
    },
    {
      key: 'signature',
      label: 'messages.signature',
      column: { width: 160, render: (r) => `【${r.signature}】` },
      form: { extra: 'messages.signatureExtra' },
      maxLength: 12,
    },
    {
      key: 'status',
      label: 'crud.status',
      type: 'select',
      options: onOffOptions('crud.enabled', 'crud.disabled'),
      search: true,
    },
    { key: 'updateTime', label: 'messages.updateTime', column: { width: 170 } },
  ],
  perms: MESSAGE_PERMS.template,
  status: {},
  rowName: (r) => r.templateName,
  form: {
    width: 640,
    columns: 1,
    preview: ({ values }) => <TemplatePreview values={values} />,
  },
});

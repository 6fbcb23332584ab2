import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrudConfig } from '@/crud/types';
import {
  smsBuyResource,
  smsSendResource,
  smsTemplateResource,
  type SmsBuyRecord,
  type SmsSendRecord,
  type SmsTemplate,
} from '@/api/services/messages';
import { MESSAGE_PERMS, SCENES } from './options';
import { entityField, numberedOptions, onOffOptions } from '@/crud/field-presets';

/** Where an SMS's wording comes from: the place's own template or the platform's. */
function Wording({ row }: { row: SmsTemplate }) {
  const { t } = useTranslation();
  return row.modelId === null ? (
    <Typography.Text type="secondary">{t('messages.wordingPlatform')}</Typography.Text>
  ) : (
    <>{t('messages.wordingOwn', { name: row.modelName })}</>
  );
}

function Labelled({ label, color }: { label: string; color?: string }) {
  const { t } = useTranslation();
  return <Tag color={color}>{t(label)}</Tag>;
}

/**
 * The SMS the platform sends for the place (getPlaceMessageTemplate): the text with its signature, where the
 * wording comes from, and the switch (updatePlaceMessageStatus). Switching on needs a balance: the server's
 * refusal (短信余额不足) is shown and the switch goes back.
 */
export const smsTemplateConfig: CrudConfig<SmsTemplate> = {
  key: 'smsTemplates',
  title: 'messages.smsTemplatesTitle',
  resource: smsTemplateResource,
  fields: [
    { key: 'templateName', label: 'messages.smsName', column: { width: 140, fixed: 'left' } },
    { key: 'scene', label: 'messages.scene', type: 'select', options: SCENES, column: { width: 110 } },
    {
      key: 'content',
      label: 'messages.smsContent',
      column: { render: (r) => `【${r.signature}】${r.content}` },
    },
    {
      key: 'modelName',
      label: 'messages.wording',
      column: { width: 200, render: (r) => <Wording row={r} /> },
    },
  ],
  perms: { status: MESSAGE_PERMS.sms.status },
  status: { label: 'messages.sendSwitch', on: 'messages.on', off: 'messages.off' },
  rowName: (r) => r.templateName,
};

/** The SMS types, for the send records' filter. */
const smsTypeOptions = async () =>
  (await smsTemplateResource.list({ page: 1, size: 100 })).records.map((s) => ({
    value: s.id,
    label: s.templateName,
  }));

/** What was sent (getSendRecorde), newest first; read-only. */
export const smsSendConfig: CrudConfig<SmsSendRecord> = {
  key: 'smsSendRecords',
  title: 'messages.sendRecordsTitle',
  resource: smsSendResource,
  fields: [
    { key: 'phone', label: 'messages.phone', search: true, column: { width: 130 } },
    { key: 'guestName', label: 'messages.guestName', column: { width: 100 } },
    entityField(
      'templateId',
      'messages.smsType',
      { queryKey: 'smsTypes', load: smsTypeOptions },
      (r: SmsSendRecord) => r.templateName,
      { column: { width: 130 }, form: false },
    ),
    { key: 'content', label: 'messages.smsContent', column: { ellipsis: true } },
    { key: 'count', label: 'messages.count', column: { width: 90 } },
    {
      key: 'status',
      label: 'messages.sendResult',
      type: 'select',
      options: onOffOptions('messages.sent', 'messages.failed'),
      search: true,
      column: {
        width: 100,
        render: (r) =>
          r.status === 1 ? (
            <Labelled label="messages.sent" color="green" />
          ) : (
            <Labelled label="messages.failed" color="red" />
          ),
      },
    },
    { key: 'failReason', label: 'messages.failReason', column: { width: 140 } },
    { key: 'sendTime', label: 'messages.sendTime', column: { width: 170 } },
  ],
  perms: {},
};

const PAY_COLORS: Record<number, string | undefined> = { 0: 'red', 1: 'green', 2: 'orange' };

/** The SMS packs bought (getBuyRecorde: the licence orders of licenseType 7), newest first; read-only. */
export const smsBuyConfig: CrudConfig<SmsBuyRecord> = {
  key: 'smsBuyRecords',
  title: 'messages.buyRecordsTitle',
  resource: smsBuyResource,
  fields: [
    { key: 'outTradeNo', label: 'messages.outTradeNo', column: { width: 210 } },
    { key: 'planName', label: 'messages.planName', column: { width: 110 } },
    { key: 'num', label: 'messages.num', type: 'number', unit: 'messages.smsUnit', column: { width: 120 } },
    { key: 'price', label: 'messages.price', type: 'money', column: { width: 110 } },
    {
      key: 'payChannel',
      label: 'messages.payChannel',
      type: 'select',
      options: numberedOptions('messages.channel', [10000, 10010]),
      column: { width: 110 },
    },
    {
      key: 'payStatus',
      label: 'messages.payStatus',
      type: 'select',
      options: numberedOptions('messages.pay', [0, 1, 2, 3, 4]),
      search: true,
      column: {
        width: 110,
        render: (r) => <Labelled label={`messages.pay${r.payStatus}`} color={PAY_COLORS[r.payStatus]} />,
      },
    },
    { key: 'buyTime', label: 'messages.buyTime', column: { width: 170 } },
    { key: 'payTime', label: 'messages.payTime', column: { width: 170 } },
  ],
  perms: {},
};

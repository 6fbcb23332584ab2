import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Divider, Flex, Form, Input, Modal, Radio, Select, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { fieldErrorsOf, isApiError } from '@/api/errors';
import { addressApi, type Address } from '@/api/services/common-system';
import { MobileField } from '@/components/account-fields';
import { PAY_CHANNELS, type PayChannel } from '@/domain/licence';
import { antdRule, checks, formatPrice } from '@/utils/validators';
import { PaymentFacts } from './facts';
import type { PaymentItem } from './payment-store';

/** What the order dialog holds; kept by the flow so that coming back to the dialog shows it again. */
export interface OrderDraft {
  payChannel: PayChannel;
  agreed: boolean;
  addressId?: number;
  contacts?: string;
  phone?: string;
  address?: string;
}

const DELIVERY_FIELDS = ['contacts', 'phone', 'address'] as const;

const addressText = (a: Address) => [a.region, a.detail].filter(Boolean).join(' ');

export const channelName = (t: TFunction, channel: PayChannel) =>
  channel === PAY_CHANNELS.wechat ? t('payment.wechat') : t('payment.alipay');

/** The purchase summary: product, plan, duration, quantity and the amount due. */
function Summary({ item }: { item: PaymentItem }) {
  const { t } = useTranslation();
  return (
    <PaymentFacts
      bordered
      rows={[
        ['product', item.productName],
        ['plan', item.planName],
        ['duration', item.durationText],
        ['quantity', item.quantityText],
        [
          'amount',
          <Typography.Text strong type="danger" style={{ fontSize: 18 }}>
            {t('payment.money', { value: formatPrice(item.amount) })}
          </Typography.Text>,
        ],
      ]}
    />
  );
}

const DeliveryTitle = () => {
  const { t } = useTranslation();
  return (
    <Divider titlePlacement="start" plain style={{ margin: '12px 0' }}>
      {t('payment.delivery')}
    </Divider>
  );
};

/** The delivery of an order that exists: it travels with the order, so it is shown, not asked again. */
function DeliveryFixed({ draft }: { draft: OrderDraft }) {
  const { t } = useTranslation();
  const known = draft.contacts || draft.phone || draft.address;
  return (
    <>
      <DeliveryTitle />
      {known && (
        <PaymentFacts
          style={{ marginBottom: 8 }}
          rows={[
            ['contacts', draft.contacts],
            ['phone', draft.phone],
            ['address', draft.address],
          ]}
        />
      )}
      <Typography.Paragraph type="secondary">{t('payment.deliveryFixed')}</Typography.Paragraph>
    </>
  );
}

/** Contacts, phone and address of physical goods, all required, with the user's address book to fill them. */
function DeliveryFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<OrderDraft>();
  const addresses = useQuery({
    queryKey: ['payment', 'addresses'],
    queryFn: () => addressApi.list({ page: 1, size: 100 }),
    select: (page) => page.records,
  });
  const list = addresses.data;

  // the default address is picked for a fresh form; typed or kept values are left alone
  useEffect(() => {
    if (!list) return;
    const v = form.getFieldsValue(true) as OrderDraft;
    if (v.addressId !== undefined || v.contacts || v.phone || v.address) return;
    const preferred = list.find((a) => a.isDefault === 1);
    if (preferred) fill(preferred);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the book arrives
  }, [list]);

  function fill(a: Address) {
    form.setFieldsValue({ addressId: a.id, contacts: a.consignee, phone: a.phone, address: addressText(a) });
    void form.validateFields([...DELIVERY_FIELDS]).catch(() => undefined);
  }

  return (
    <>
      <DeliveryTitle />
      <Form.Item name="addressId" label={t('payment.pickAddress')}>
        <Select<number>
          loading={addresses.isLoading}
          placeholder={t('payment.pickAddressPlaceholder')}
          notFoundContent={t('payment.noAddress')}
          options={(list ?? []).map((a) => ({
            value: a.id,
            label: `${a.consignee} ${a.phone} ${addressText(a)}`,
          }))}
          onChange={(id) => {
            const a = list?.find((x) => x.id === id);
            if (a) fill(a);
          }}
        />
      </Form.Item>
      <Form.Item
        name="contacts"
        label={t('payment.contacts')}
        rules={[antdRule(t, checks.required, checks.name30)]}
      >
        <Input maxLength={20} placeholder={t('payment.contactsPlaceholder')} />
      </Form.Item>
      <MobileField label={t('payment.phone')} placeholder={t('payment.phonePlaceholder')} />
      <Form.Item name="address" label={t('payment.address')} rules={[antdRule(t, checks.required)]}>
        <Input.TextArea
          maxLength={100}
          autoSize={{ minRows: 2, maxRows: 3 }}
          placeholder={t('payment.addressPlaceholder')}
        />
      </Form.Item>
    </>
  );
}

/** The purchase terms, opened from the link beside the box. */
function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('payment.agreementTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('payment.agreementOk')}
        </Button>
      }
      destroyOnHidden
    >
      <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
        {t('payment.agreementBody')}
      </Typography.Paragraph>
    </Modal>
  );
}

interface OrderFormProps {
  item: PaymentItem;
  draft: OrderDraft;
  orderExists: boolean;
  onPay: (draft: OrderDraft) => Promise<void>;
  onCancel: () => void;
}

/** The dialog's body: a fresh form on every open, filled from the draft. */
function OrderForm({ open, item, draft, orderExists, onPay, onCancel }: OrderFormProps & { open: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OrderDraft>();
  const [busy, setBusy] = useState(false);
  // set before the first await: the second click of a double click sees it even before a re-render
  const running = useRef(false);
  // a paid form stays locked until the dialog shows again (normally as a new form: it is destroyed when hidden)
  useEffect(() => {
    if (!open) return;
    running.current = false;
    setBusy(false);
  }, [open]);
  const [error, setError] = useState<string | null>(null);
  const [terms, setTerms] = useState(false);

  async function submit() {
    if (running.current) return;
    running.current = true;
    let values: OrderDraft;
    try {
      await form.validateFields();
      values = form.getFieldsValue(true) as OrderDraft;
    } catch {
      running.current = false;
      return; // the messages are on the fields (the terms box included)
    }
    setBusy(true);
    setError(null);
    try {
      await onPay({ ...values });
      // paid: the dialog closes and stays locked, so the second click of a double click cannot pay again
    } catch (e) {
      const fields = fieldErrorsOf(e) ?? {};
      const onFields = DELIVERY_FIELDS.filter((f) => item.needsAddress && fields[f]);
      if (onFields.length > 0) form.setFields(onFields.map((f) => ({ name: f, errors: [fields[f]!] })));
      else setError(isApiError(e) ? e.message : t('errors.network'));
      running.current = false;
      setBusy(false);
    }
  }

  return (
    <Form<OrderDraft>
      form={form}
      layout="vertical"
      initialValues={draft}
      onValuesChange={() => setError(null)}
      style={{ marginTop: 16 }}
    >
      <Summary item={item} />
      <Form.Item name="payChannel" label={t('payment.channel')} style={{ marginTop: 16 }}>
        <Radio.Group
          options={[
            { value: PAY_CHANNELS.alipay, label: t('payment.alipay') },
            { value: PAY_CHANNELS.wechat, label: t('payment.wechat') },
          ]}
        />
      </Form.Item>
      {item.needsAddress && (orderExists ? <DeliveryFixed draft={draft} /> : <DeliveryFields />)}
      <Form.Item
        name="agreed"
        valuePropName="checked"
        rules={[
          {
            validator: async (_, v: unknown) => {
              if (v !== true) throw new Error(t('payment.agreeRequired'));
            },
          },
        ]}
        style={{ marginBottom: 8 }}
      >
        <Checkbox>
          {t('payment.agree')}
          <Typography.Link
            onClick={(e) => {
              // inside the label: open the terms without ticking the box
              e.preventDefault();
              setTerms(true);
            }}
          >
            {t('payment.agreementLink')}
          </Typography.Link>
        </Checkbox>
      </Form.Item>
      {/* a standing notice, not an alert to announce */}
      <Alert type="warning" showIcon role="note" title={t('payment.noRefund')} style={{ marginBottom: 16 }} />
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Flex justify="end" gap={8}>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          {t('payment.pay')}
        </Button>
      </Flex>
      <TermsDialog open={terms} onClose={() => setTerms(false)} />
    </Form>
  );
}

/**
 * 确认订单 (§4, §5): the purchase, the pay channel (Alipay by default), the delivery details of physical goods,
 * the purchase terms that must be ticked and the no-refund notice. 去支付 orders once per purchase; a refusal
 * keeps the dialog and what was entered, with the server's message.
 */
export function OrderDialog({ open, ...props }: OrderFormProps & { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('payment.orderTitle')}
      footer={null}
      onCancel={props.onCancel}
      // a click beside the dialog must not throw away what was entered
      mask={{ closable: false }}
      destroyOnHidden
      width={520}
    >
      <OrderForm open={open} {...props} />
    </Modal>
  );
}

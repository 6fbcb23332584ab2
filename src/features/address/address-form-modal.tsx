import { useEffect, useState } from 'react';
import { Alert, Checkbox, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { addressApi, type Address, type AddressInput } from '@/api/services/common-system';
import { ui } from '@/components/feedback-ui';
import { antdRule, checks } from '@/utils/validators';

interface AddressForm {
  consignee: string;
  phone: string;
  region: string;
  detail: string;
  isDefault: boolean;
}

const toForm = (a: Address | null): Partial<AddressForm> =>
  a
    ? {
        consignee: a.consignee,
        phone: a.phone,
        region: a.region,
        detail: a.detail,
        isDefault: a.isDefault === 1,
      }
    : { isDefault: false };

/**
 * Add (`editing` null) or edit one address. Success shows the server's message and calls `onSaved`; a failure
 * keeps the dialog open with what was typed and shows the server's message in it.
 */
export function AddressFormModal({
  open,
  editing,
  onClose,
  onSaved,
}: {
  open: boolean;
  editing: Address | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AddressForm>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // a fresh form (and no old message) on every open: the dialog's content is destroyed when it closes
  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  async function onFinish(v: AddressForm) {
    setBusy(true);
    setError(null);
    const input: AddressInput = {
      consignee: v.consignee.trim(),
      phone: v.phone.trim(),
      region: v.region.trim(),
      detail: v.detail.trim(),
      isDefault: v.isDefault ? 1 : 0,
    };
    try {
      const msg = editing ? await addressApi.edit({ id: editing.id, ...input }) : await addressApi.add(input);
      ui.success(msg);
      onSaved();
    } catch (e) {
      setError(isApiError(e) ? e.message : t('errors.network'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={editing ? t('address.editTitle') : t('address.addTitle')}
      okText={t('address.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      // a click beside the dialog must not throw away what was typed
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form<AddressForm>
        form={form}
        layout="vertical"
        initialValues={toForm(editing)}
        onFinish={onFinish}
        onValuesChange={() => setError(null)}
        style={{ marginTop: 16 }}
      >
        {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
        <Form.Item
          name="consignee"
          label={t('address.consignee')}
          rules={[antdRule(t, checks.required, checks.name30)]}
        >
          <Input maxLength={30} placeholder={t('address.consigneePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('address.phone')}
          rules={[antdRule(t, checks.required, checks.mobile)]}
        >
          <Input inputMode="numeric" maxLength={11} placeholder={t('address.phonePlaceholder')} />
        </Form.Item>
        <Form.Item name="region" label={t('address.region')} rules={[antdRule(t, checks.free50)]}>
          <Input placeholder={t('address.regionPlaceholder')} />
        </Form.Item>
        <Form.Item name="detail" label={t('address.detail')} rules={[antdRule(t, checks.free50)]}>
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder={t('address.detailPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>{t('address.isDefault')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

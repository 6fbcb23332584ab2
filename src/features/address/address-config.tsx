import { Checkbox, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { addressApi, type Address, type AddressInput } from '@/api/services/common-system';
import { ui } from '@/components/feedback-ui';
import { defineCrud, type CrudCalls } from '@/crud/types';
import { errorMessage } from '@/crud/use-crud';
import { i18n } from '@/i18n/i18n';
import { addressEntity } from '@/domain/address';

/** addressApi's calls are silent (the form shows its own errors): a delete or 设为默认 says here why it failed. */
async function loud(call: Promise<string>): Promise<string> {
  try {
    return await call;
  } catch (e) {
    ui.error(errorMessage(e, i18n.t));
    throw e;
  }
}

/** The address book's calls: list, add, edit, delete (no detail, no status, no batch delete). */
const addressResource: CrudCalls<Address, AddressInput> = {
  list: (q) =>
    addressApi.list({
      page: q.page,
      size: q.size,
      consignee: typeof q.filters?.consignee === 'string' ? q.filters.consignee : undefined,
    }),
  add: (input) => addressApi.add(input),
  edit: ({ id, ...input }) => addressApi.edit({ ...input, id: Number(id) }),
  remove: (id) => loud(addressApi.remove(Number(id))),
};

/** The detail cell: the 默认 tag before the default address. */
function DetailCell({ address }: { address: Address }) {
  const { t } = useTranslation();
  return (
    <Space size={8} wrap>
      {address.isDefault === 1 && <Tag color="blue">{t('address.defaultTag')}</Tag>}
      {address.detail}
    </Space>
  );
}

/**
 * /info/address as an engine list of the user (`scope: 'user'`): the same book in every place, so a place
 * switch keeps it. Every signed-in user may add, edit and delete their own addresses (`perms: true`).
 */
export const addressConfig = defineCrud<Address, AddressInput>({
  key: 'addresses',
  schema: addressEntity,
  scope: 'user',
  title: 'address.title',
  resource: addressResource,
  fields: [
    {
      key: 'consignee',
      label: 'address.consignee',
      search: true,
      column: { width: 120 },
      form: true,
      placeholder: 'address.consigneePlaceholder',
    },
    {
      key: 'phone',
      label: 'address.phone',
      column: { width: 140 },
      form: true,
      maxLength: 11,
      inputProps: { inputMode: 'numeric' },
      placeholder: 'address.phonePlaceholder',
    },
    {
      key: 'region',
      label: 'address.region',
      column: true,
      form: true,
      placeholder: 'address.regionPlaceholder',
    },
    {
      key: 'detail',
      label: 'address.detail',
      type: 'textarea',
      column: { render: (a) => <DetailCell address={a} /> },
      form: true,
      inputProps: { autoSize: { minRows: 2, maxRows: 4 } },
      placeholder: 'address.detailPlaceholder',
    },
    {
      key: 'isDefault',
      label: 'address.isDefault',
      type: 'switch',
      form: { initial: false, label: false },
      input: ({ t }) => <Checkbox>{t('address.isDefault')}</Checkbox>,
    },
  ],
  perms: { add: true, edit: true, delete: true },
  rowName: (a) => a.consignee,
  deleteConfirm: 'address.deleteConfirm',
  pageSizes: [10, 20, 50],
  rowActions: [
    {
      key: 'setDefault',
      label: 'address.setDefault',
      visible: (a) => a.isDefault !== 1,
      onClick: (a, list) =>
        void loud(addressApi.edit({ id: a.id, isDefault: 1 }))
          .then(ui.success, () => undefined)
          .finally(() => void list.refresh()),
    },
  ],
  // a refusal shows in the dialog, which closes without asking (what was typed is short)
  form: { errors: 'inline', askBeforeClose: false },
});

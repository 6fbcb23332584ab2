import { reducePriceApi, type ReducePriceInput, type ReducePriceRow } from '@/api/services/billing';
import { CrudPage } from '@/crud/crud-page';
import { defineCrud } from '@/crud/types';
import { reduceEntity } from '@/domain/billing';
import { ReduceAmountCell } from './reduce-amount-cell';
import { onOffOptions } from '@/crud/field-presets';

/**
 * Room reductions (businessReduceRoomPrice: list, edit): one row per room; the edit is an upsert by roomId and
 * 0 removes the reduction. There is nothing to add or delete: every room has its row. The rules of an edit are
 * the declaration's (src/domain/billing.ts).
 */
export const reduceConfig = defineCrud<ReducePriceRow, ReducePriceInput>({
  key: 'reducePrices',
  schema: reduceEntity,
  title: 'billingOps.reduce.title',
  intro: 'billingOps.reduce.intro',
  entity: 'billingOps.reduce.entity',
  resource: reducePriceApi,
  fields: [
    {
      key: 'roomNo',
      label: 'billingOps.reduce.roomNo',
      search: true,
      column: { fixed: 'left' },
      form: { only: 'edit', lockedOnEdit: true },
    },
    {
      key: 'reduced',
      label: 'billingOps.reduce.reduced',
      type: 'select',
      options: onOffOptions('billingOps.reduce.reducedYes', 'billingOps.reduce.reducedNo'),
      search: true,
    },
    { key: 'buildingName', label: 'billingOps.reduce.building', column: true },
    { key: 'modelName', label: 'billingOps.reduce.model', column: true },
    {
      key: 'reduceAmount',
      label: 'billingOps.reduce.amount',
      type: 'money',
      column: { render: (r) => <ReduceAmountCell amount={r.reduceAmount} /> },
      form: { extra: 'billingOps.reduce.amountHint' },
    },
    {
      key: 'reason',
      label: 'billingOps.reduce.reason',
      type: 'textarea',
      column: { ellipsis: true },
      form: true,
    },
    { key: 'updateTime', label: 'billingOps.reduce.updateTime', column: { hidden: true } },
  ],
  perms: { edit: 'fee:rule:edit' },
  rowName: (r) => r.roomNo,
  form: {
    // the edit is by room: the row's id is the room's, sent as roomId too
    toForm: (r) => ({ roomId: r.roomId }),
    toWire: (v) => ({ roomId: v.roomId }),
  },
});

/** /feeRule/index?tab=reduce */
export default function ReducePriceTab() {
  return <CrudPage config={reduceConfig} />;
}

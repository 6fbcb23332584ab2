import { priceRecordApi, type PriceRecordRow } from '@/api/services/billing';
import { CrudPage } from '@/crud/crud-page';
import { enumField } from '@/crud/enum-field';
import type { CrudConfig } from '@/crud/types';

const RECORD_TYPES: Array<PriceRecordRow['recordType']> = [
  'base',
  'member',
  'protocol',
  'hourRoom',
  'promotion',
  'reduce',
  'orderEdit',
];

/**
 * Price records (priceRecord: GET list, newest first): read-only. Whoever may see the page may export what
 * it shows (the page has no export key of its own).
 */
const recordConfig: CrudConfig<PriceRecordRow> = {
  key: 'priceRecords',
  title: 'billingOps.records.title',
  intro: 'billingOps.records.intro',
  resource: priceRecordApi,
  fields: [
    enumField('recordType', 'billingOps.records.recordType', RECORD_TYPES, 'billingOps.records.type', {
      column: { width: 110 },
    }),
    { key: 'target', label: 'billingOps.records.target', search: true, column: true },
    { key: 'content', label: 'billingOps.records.content', column: true },
    { key: 'operator', label: 'billingOps.records.operator', column: true },
    { key: 'createTime', label: 'billingOps.records.createTime', column: { width: 170 } },
  ],
  perms: { export: 'fee:rule:list' },
};

/** /feeRule/index?tab=records */
export default function PriceRecordTab() {
  return <CrudPage config={recordConfig} />;
}

import { TimePicker } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { promotionApi, type PromotionInput, type PromotionRow } from '@/api/services/billing';
import { defineCrud, type CrudConfig } from '@/crud/types';
import { promotionEntity } from '@/domain/billing';
import { discountParams, formatPrice } from '@/utils/validators';
import { ROOM_MODEL_OPTIONS } from './billing-options';
import {
  hoursText,
  SCHEDULE_TYPE_OPTIONS,
  ScheduleDaysInput,
  scheduleCheck,
  scheduleText,
  weekForm,
  weekWire,
} from './schedule-fields';
import { pairOptions } from '@/crud/field-presets';

/** 固定价 ¥X or N折 (§5: discount shown in tenths). */
export const promotionValue = (r: Pick<PromotionRow, 'mode' | 'price' | 'discount'>, t: TFunction) =>
  r.mode === 1 ? `¥${formatPrice(r.price)}` : t('billingPrices.discountText', discountParams(r.discount));

const SCHEDULE_FIELDS = ['dataType', 'period', 'week', 'openTime'];
const others = (key: string) => SCHEDULE_FIELDS.filter((k) => k !== key);

/**
 * The promotions of /feeRule/index (businessPromotionPrice: list, add, delete, onAndOffShelves). There is no
 * edit call: a promotion is changed by taking it off the shelf and adding a new one, which 复制 starts from.
 * The name, room types and price are the declaration's rules (src/domain/billing.ts); the §3 schedule is checked
 * with checkSchedule field by field before sending; the server's refusal of an overlap with another on-shelf
 * promotion lands on its field.
 */
export const makePromotionConfig = (t: TFunction): CrudConfig<PromotionRow, PromotionInput> =>
  defineCrud({
    key: 'promotions',
    schema: promotionEntity,
    title: 'billingOps.promotion.title',
    intro: 'billingOps.promotion.intro',
    entity: 'billingOps.promotion.entity',
    resource: promotionApi,
    fields: [
      {
        key: 'promotionName',
        label: 'billingOps.promotion.name',
        column: { fixed: 'left' },
        search: true,
        form: true,
      },
      {
        key: 'roomModelIds',
        label: 'billingOps.promotion.roomModels',
        type: 'entity',
        entity: ROOM_MODEL_OPTIONS,
        multiple: true,
        column: { render: (r) => r.modelNames.join(t('common.listSep')) },
        form: true,
      },
      {
        key: 'mode',
        label: 'billingOps.promotion.mode',
        type: 'select',
        options: pairOptions([1, 'billingOps.promotion.modeFixed'], [2, 'billingOps.promotion.modeDiscount']),
        form: { initial: 1 },
      },
      {
        key: 'price',
        label: 'billingOps.promotion.price',
        type: 'money',
        max: 99999.99,
        form: { visible: (v) => v.mode === 1 },
      },
      {
        key: 'discount',
        label: 'billingOps.promotion.discount',
        type: 'discount',
        max: 9.9,
        form: { visible: (v) => v.mode === 2, extra: 'billingOps.promotion.discountHint' },
      },
      {
        key: 'value',
        label: 'billingOps.promotion.value',
        column: { render: (r) => promotionValue(r, t) },
        exported: false,
      },
      {
        key: 'dataType',
        label: 'billingOps.promotion.dataType',
        type: 'select',
        options: SCHEDULE_TYPE_OPTIONS,
        form: { initial: 3 },
        required: true,
      },
      {
        key: 'period',
        label: 'billingOps.promotion.period',
        type: 'dateRange',
        range: ['startTime', 'endTime'],
        column: true,
        form: true,
        required: true,
        dependsOn: others('period'),
        crossCheck: scheduleCheck('period'),
      },
      {
        key: 'week',
        label: 'billingOps.promotion.days',
        column: { render: (r) => scheduleText(r, t) },
        exported: false,
        form: { visible: (v) => v.dataType !== 3 },
        dependsOn: others('week'),
        input: ({ values }) => <ScheduleDaysInput dataType={values.dataType} period={values.period} />,
        crossCheck: scheduleCheck('week'),
      },
      {
        key: 'openTime',
        label: 'billingOps.promotion.openTime',
        type: 'timeRange',
        range: ['openStartTime', 'openEndTime'],
        column: { render: (r) => hoursText(r, t) },
        // all day unless narrowed; the hours may run past midnight, so the picker keeps the order typed
        form: {
          initial: [dayjs().startOf('day'), dayjs().startOf('day').hour(23).minute(59)],
          extra: 'billingOps.promotion.openTimeHint',
        },
        required: true,
        input: () => <TimePicker.RangePicker format="HH:mm" order={false} style={{ width: '100%' }} />,
        dependsOn: others('openTime'),
        crossCheck: scheduleCheck('openTime'),
      },
      {
        key: 'createTime',
        label: 'billingOps.promotion.createTime',
        column: { hidden: true },
      },
    ],
    perms: { add: 'fee:rule:add', delete: 'fee:rule:delete', status: 'fee:rule:edit' },
    status: {
      label: 'billingOps.promotion.status',
      on: 'billingOps.promotion.onShelf',
      off: 'billingOps.promotion.offShelf',
    },
    copy: true,
    rowName: (r) => r.promotionName,
    form: {
      width: 640,
      columns: 1,
      toForm: (r) => ({ week: weekForm(r.dataType, r.week) }),
      // the unused one of price and discount travels as 0; `week` is the chosen type's list
      toWire: (v) => ({
        week: weekWire(v.dataType, v.week),
        ...(v.mode === 1 ? { discount: 0 } : { price: 0 }),
      }),
    },
  });

import { Form, Radio, Typography } from 'antd';
import { NumberInput, TextArea } from '@/components/typed-inputs';
import { useTranslation } from 'react-i18next';
import { stockChangeApi, type Goods, type StockChangeType } from '@/api/services/goods';
import { STOCK_CHANGE, STOCK_MAX, stockAfter } from '@/domain/goods';
import { DialogFacts } from '@/components/dialog-facts';
import { FormModal } from '@/components/form-modal';
import type { RowDialogProps } from '@/crud/types';

interface Values {
  changeType: StockChangeType;
  num?: number;
  remark?: string;
}

/** the lists a movement moves */
const STOCK_LISTS = ['goods', 'stockChanges'];

/** The movements an operator records here; sales (4) come from the front desk. */
export const ADJUST_TYPES = [STOCK_CHANGE.stockIn, STOCK_CHANGE.writeOff, STOCK_CHANGE.count] as const;

/**
 * 调整库存 of one goods: goods received (进货入库), written off (报损出库) or counted (盘点), with a remark. The
 * stock after it shows as it is typed; the server checks it again (a write-off larger than the stock, a count
 * out of range) and its answer lands on the field. A saved movement is a stock record and pushes 109, so the
 * lists reload everywhere.
 */
export function StockAdjustModal({ row: goods, onClose }: RowDialogProps<Goods>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const changeType = Form.useWatch('changeType', form) ?? STOCK_CHANGE.stockIn;
  const num = Form.useWatch('num', form);

  if (!goods) return null;
  const stock = goods.stock;
  const counting = changeType === STOCK_CHANGE.count;
  const after = typeof num === 'number' ? stockAfter(stock, changeType, num) : null;
  const max =
    changeType === STOCK_CHANGE.writeOff
      ? stock
      : changeType === STOCK_CHANGE.stockIn
        ? STOCK_MAX - stock
        : STOCK_MAX;

  const send = async (v: Values) => {
    const msg = await stockChangeApi.add(
      { goodsId: goods.id, changeType: v.changeType, num: v.num!, remark: v.remark?.trim() ?? '' },
      { silent: true },
    );
    return msg || t('goods.adjustDone');
  };

  return (
    <FormModal
      form={form}
      fields={['num', 'remark', 'changeType']}
      onSave={send}
      refresh={STOCK_LISTS}
      row={goods}
      title={t('goods.adjustTitle')}
      onClose={onClose}
      width={520}
      header={
        <DialogFacts
          items={[
            {
              key: 'name',
              label: t('goods.goodsName'),
              children: `${goods.goodsName}${goods.specs ? ` ${goods.specs}` : ''}`,
            },
            { key: 'stock', label: t('goods.currentStock'), children: `${stock} ${goods.unitName}` },
          ]}
        />
      }
      initialValues={{ changeType: STOCK_CHANGE.stockIn }}
      onValuesChange={(changed) => {
        // the bounds of the quantity follow the type: check it again
        if ('changeType' in changed && form.getFieldValue('num') !== undefined)
          void form.validateFields(['num']);
      }}
    >
      <Form.Item name="changeType" label={t('goods.changeType')}>
        <Radio.Group
          optionType="button"
          options={ADJUST_TYPES.map((k) => ({ value: k, label: t(`goods.changeType${k}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="num"
        label={t(
          counting
            ? 'goods.countedNum'
            : changeType === STOCK_CHANGE.writeOff
              ? 'goods.writeOffNum'
              : 'goods.stockInNum',
        )}
        extra={
          after !== null && (
            <Typography.Text type={after < 0 ? 'danger' : 'secondary'}>
              {t('goods.stockAfter', { before: stock, after, unit: goods.unitName })}
            </Typography.Text>
          )
        }
        rules={[
          { required: true, message: t('validation.required') },
          {
            validator: async (_, v: number | undefined) => {
              if (v === undefined || v === null) return;
              const min = counting ? 0 : 1;
              if (!Number.isInteger(v) || v < min || v > max)
                throw new Error(
                  changeType === STOCK_CHANGE.writeOff && v > stock
                    ? t('goods.writeOffOverStock', { stock })
                    : t('goods.numRange', { min, max }),
                );
            },
          },
        ]}
      >
        <NumberInput suffix={goods.unitName} autoFocus />
      </Form.Item>
      <Form.Item name="remark" label={t('goods.remark')}>
        <TextArea rows={2} maxLength={50} allowClear placeholder={t(`goods.remarkHint${changeType}`)} />
      </Form.Item>
    </FormModal>
  );
}

import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/utils/validators';

/** 每晚减免: ¥X off in the warning colour, or 无 in grey. */
export function ReduceAmountCell({ amount }: { amount: number }) {
  const { t } = useTranslation();
  return amount > 0 ? (
    <Typography.Text type="warning">¥{formatPrice(amount)}</Typography.Text>
  ) : (
    <Typography.Text type="secondary">{t('billingOps.reduce.none')}</Typography.Text>
  );
}

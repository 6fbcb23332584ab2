import type { ReactNode } from 'react';
import { Button, Modal, Result, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { commonLicense, type LicenseOrder } from '@/api/services/common-license';
import { isPermanent, LICENSE_TYPE } from '@/domain/licence';
import { QueryBody } from '@/components/query-body';
import { PaymentFacts } from './facts';

/** 购买时长: N个月, N年 for whole years, 永久, or — for goods (which do not run out). */
export function durationOf(o: LicenseOrder, t: TFunction): string {
  // a permanent plan first: its order may carry no months at all, only licenseYear 0 (issue 17.11: it showed —)
  if (o.months === 0 || o.licenseYear === 0 || isPermanent(o.validTime)) return t('payment.permanent');
  if (o.months === null) {
    return o.licenseYear ? t('payment.years', { count: o.licenseYear }) : t('payment.none');
  }
  if (o.months % 12 === 0) return t('payment.years', { count: o.months / 12 });
  return t('payment.months', { count: o.months });
}

/** 有效期至: the end date, 永久 from 2099-12-31 on (§3), — for goods. */
export function validToOf(o: LicenseOrder, t: TFunction): string {
  if (o.months === 0 || o.licenseYear === 0 || isPermanent(o.validTime)) return t('payment.permanent');
  return o.validTime ?? t('payment.none');
}

/** 购买数量: rooms for room licences, messages for SMS packs, the plain count otherwise. */
export function quantityOf(o: LicenseOrder, t: TFunction): string {
  if (o.licenseType === LICENSE_TYPE.rooms) return t('payment.rooms', { count: o.roomNum });
  if (o.licenseType === LICENSE_TYPE.sms) return t('payment.messages', { count: o.num });
  return String(o.num);
}

/**
 * 购买成功 (§2 Dialogs): the paid order as getBuyOrderInfo tells it, and a link to the purchase history. Closing
 * it (either way) is the payment-success event of §4.
 */
export function PaidDialog({
  outTradeNo,
  onHistory,
  onClose,
}: {
  outTradeNo: string;
  onHistory: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const info = useQuery({
    queryKey: ['payment', 'order-info', outTradeNo],
    queryFn: () => commonLicense.buyOrderInfo(outTradeNo),
    retry: false,
  });
  return (
    <OutcomeDialog
      open
      status="success"
      title="payment.successTitle"
      width={460}
      link={['payment.viewHistory', onHistory]}
      onClose={onClose}
    >
      <QueryBody query={info} rows={5} failedTitle="payment.infoFailed">
        {(o) => (
          <PaymentFacts
            bordered
            rows={[
              ['orderNo', o.outTradeNo],
              ['product', o.licenseName],
              ['plan', o.planName],
              ['duration', durationOf(o, t)],
              ['validTo', validToOf(o, t)],
              ['quantity', quantityOf(o, t)],
              ['payTime', o.payTime || t('payment.none')],
            ]}
          />
        )}
      </QueryBody>
    </OutcomeDialog>
  );
}

/** 购买失败 (§2 Dialogs): the reason the payment failed, and a link back to the order dialog. */
export function FailedDialog({
  open,
  remark,
  onReorder,
  onClose,
}: {
  open: boolean;
  remark: string;
  onReorder: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <OutcomeDialog
      open={open}
      status="error"
      title="payment.failedTitle"
      width={420}
      link={['payment.reorder', onReorder]}
      onClose={onClose}
    >
      <PaymentFacts bordered rows={[['failReason', remark || t('payment.none')]]} />
    </OutcomeDialog>
  );
}

/** How a payment ended: its mark, what is known of it and a link to go on; 关闭 is the success's main button. */
function OutcomeDialog({
  open,
  status,
  title,
  width,
  link: [linkText, onLink],
  onClose,
  children,
}: {
  open: boolean;
  status: 'success' | 'error';
  title: string;
  width: number;
  /** the link under the facts: its locale key and what it does */
  link: [text: string, onClick: () => void];
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t(title)}
      onCancel={onClose}
      footer={
        <Button type={status === 'success' ? 'primary' : 'default'} onClick={onClose}>
          {t('common.close')}
        </Button>
      }
      destroyOnHidden
      width={width}
    >
      <Result status={status} style={{ padding: '8px 0 16px' }} />
      {children}
      <div style={{ marginTop: 12 }}>
        <Typography.Link onClick={onLink}>{t(linkText)}</Typography.Link>
      </div>
    </Modal>
  );
}

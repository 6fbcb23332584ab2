import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button, Flex, Modal, Result, Space, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { commonLicense, type PayOrder } from '@/api/services/common-license';
import { ui } from '@/components/feedback-ui';
import { PAY_COUNTDOWN_S } from '@/domain/licence';
import { formatPrice } from '@/utils/validators';
import { channelName } from './order-dialog';
import { createPaySession } from './pay-session';
import type { PaymentRequest } from './payment-store';

/** mm:ss of a number of seconds. */
export const mmss = (s: number) =>
  `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

type Phase = 'waiting' | 'expired' | 'error' | 'network';

interface QrProps {
  pay: PayOrder;
  kind: NonNullable<PaymentRequest['kind']>;
  onPaid: () => void;
  onFailed: (remark: string) => void;
  onBack: () => void;
}

/** Demo builds: pay or fail the order without a phone, through the mock backend. */
function SimulatePay({ outTradeNo }: { outTradeNo: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function simulate(result: 'success' | 'fail') {
    // the literal check again, so a production build has no path to the mock even if this were rendered
    if (import.meta.env.VITE_USE_MOCK !== 'true') return;
    setBusy(true);
    try {
      const { simulatePayment } = await import('@mocks/browser');
      const answer = simulatePayment(
        outTradeNo,
        result,
        result === 'fail' ? t('payment.simulateRemark') : undefined,
      );
      // the next poll shows the outcome; a refusal (the code expired meanwhile) is told at once
      if (answer.code !== 200) ui.error(answer.msg);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Flex vertical gap={4} align="center" style={{ marginTop: 12 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('payment.simulate')}
      </Typography.Text>
      <Space size={8}>
        <Button size="small" disabled={busy} onClick={() => void simulate('success')}>
          {t('payment.simulatePaid')}
        </Button>
        <Button size="small" danger disabled={busy} onClick={() => void simulate('fail')}>
          {t('payment.simulateFailed')}
        </Button>
      </Space>
    </Flex>
  );
}

/**
 * The code, the amount, the order number and the countdown of one outTradeNo, and the pay session that
 * watches it while `active` (§4). Leaving the dialog (change method, close) ends the session at once; a
 * network failure pauses it until 重试.
 */
function QrBody({ pay, kind, active, onPaid, onFailed, onBack }: QrProps & { active: boolean }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(() => (pay.expireSeconds > 0 ? pay.expireSeconds : PAY_COUNTDOWN_S));
  const leftRef = useRef(left);
  const [phase, setPhase] = useState<Phase>('waiting');
  const [message, setMessage] = useState('');
  // 0 for the first run; each 重试 after a network failure starts another from the seconds left
  const [run, setRun] = useState(0);

  const paid = useEffectEvent(onPaid);
  const failed = useEffectEvent(onFailed);
  useEffect(() => {
    if (!active || phase !== 'waiting') return;
    const session = createPaySession({
      outTradeNo: pay.outTradeNo,
      poll: kind === 'sms' ? commonLicense.smsPayStatus : commonLicense.payStatus,
      seconds: leftRef.current,
      pollAtStart: run > 0,
      onTick: (l) => {
        leftRef.current = l;
        setLeft(l);
      },
      onPaid: () => paid(),
      onFailed: (remark) => failed(remark),
      onError: (msg) => {
        setMessage(msg);
        setPhase('error');
      },
      onNetworkError: (msg) => {
        setMessage(msg);
        setPhase('network');
      },
      onExpired: () => setPhase('expired'),
    });
    return () => session.stop();
  }, [active, phase, run, pay.outTradeNo, kind]);

  const channel = channelName(t, pay.payChannel);
  const reorder = (
    <Button type="primary" onClick={onBack}>
      {t('payment.reorder')}
    </Button>
  );

  let status;
  if (phase === 'expired') {
    status = (
      <Result
        status="warning"
        title={t('payment.expired')}
        subTitle={t('payment.expiredHint')}
        extra={reorder}
      />
    );
  } else if (phase === 'error') {
    status = <Result status="error" title={t('payment.errorTitle')} subTitle={message} extra={reorder} />;
  } else if (phase === 'network') {
    status = (
      <Result
        status="warning"
        title={t('payment.networkTitle')}
        subTitle={message}
        extra={
          <Button
            type="primary"
            onClick={() => {
              setPhase('waiting');
              setRun((n) => n + 1);
            }}
          >
            {t('payment.retry')}
          </Button>
        }
      />
    );
  }

  return (
    <Flex vertical align="center" gap={8} style={{ paddingTop: 8 }}>
      {status ?? (
        <>
          <Flex gap={16} align="center">
            <QRCodeSVG value={pay.qrCode} size={120} level="H" role="img" aria-label={t('payment.qrAlt')} />
            {import.meta.env.VITE_USE_MOCK === 'true' && <SimulatePay outTradeNo={pay.outTradeNo} />}
          </Flex>
          <Typography.Text>{t('payment.scanHint', { channel })}</Typography.Text>
          <Typography.Text type="danger" strong style={{ fontSize: 20 }}>
            {t('payment.money', { value: formatPrice(pay.price) })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('payment.countdown')} <Typography.Text strong>{mmss(left)}</Typography.Text>
          </Typography.Text>
          <Typography.Text type="secondary">{t('payment.waiting')}</Typography.Text>
        </>
      )}
      <Space size={4}>
        <Typography.Text type="secondary">{t('payment.orderNo')}</Typography.Text>
        <Typography.Text copyable>{pay.outTradeNo}</Typography.Text>
      </Space>
    </Flex>
  );
}

/**
 * 扫码支付 (§4): the QR of the order to pay, 120×120 with high error correction, polled every 2 s for 300 s.
 * 更换支付方式 goes back to the order dialog; the close icon ends the purchase.
 */
export function QrDialog({ open, onClose, ...props }: QrProps & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('payment.qrTitle')}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      width={420}
      footer={<Button onClick={props.onBack}>{t('payment.changeMethod')}</Button>}
    >
      <QrBody key={props.pay.outTradeNo} active={open} {...props} />
    </Modal>
  );
}

import { Alert, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { commonLicense, type SmsPack } from '@/api/services/common-license';
import { discounted } from '@/domain/licence';
import { RoundCard } from '@/components/round-card';
import { openPayment } from '@/payment/payment-store';
import { formatPrice } from '@/utils/validators';
import { useSmsPacks, yuan } from './licence-data';
import { LoadFailed } from '@/components/load-failed';
import { BuyButton, DiscountTag } from './purchase-parts';

/** 短信包: the packs of /common-message/sysMsgOrder/getBasePrice, each bought through the same QR flow. */
export function SmsSection({ canBuy, placeId }: { canBuy: boolean; placeId: number }) {
  const { t } = useTranslation();
  const packs = useSmsPacks(placeId);

  function buy(pack: SmsPack) {
    const name = t('licence.smsCount', { count: pack.num });
    openPayment({
      kind: 'sms',
      item: {
        productName: t('licence.tabSms'),
        planName: name,
        durationText: t('licence.permanent'),
        quantityText: name,
        amount: discounted(pack.price, pack.discount),
      },
      order: ({ payChannel, requestId }) => commonLicense.buySms({ priceId: pack.id, payChannel, requestId }),
    });
  }

  if (packs.isPending) return <Skeleton active />;
  if (packs.isError)
    return (
      <LoadFailed
        title="licence.loadFailed"
        reason={packs.error.message}
        onRetry={() => void packs.refetch()}
      />
    );
  if (packs.data.length === 0) return <Empty description={t('licence.empty')} />;
  return (
    <section aria-label={t('licence.tabSms')}>
      <Alert type="info" showIcon title={t('licence.smsIntro')} style={{ marginBottom: 12 }} />
      <Row gutter={[12, 12]}>
        {packs.data.map((pack) => {
          const name = t('licence.smsCount', { count: pack.num });
          return (
            <Col key={pack.id} xs={24} md={12} xl={8}>
              <section aria-label={name}>
                <RoundCard title={name}>
                  <Flex align="center" gap={8} wrap style={{ marginBottom: 12 }}>
                    <Typography.Text>{yuan(t, pack.price)}</Typography.Text>
                    <DiscountTag discount={pack.discount} />
                    {pack.discount < 100 && (
                      <Typography.Text type="secondary">
                        {t('licence.afterDiscount', {
                          value: formatPrice(discounted(pack.price, pack.discount)),
                        })}
                      </Typography.Text>
                    )}
                  </Flex>
                  <BuyButton canBuy={canBuy} onClick={() => buy(pack)}>
                    {t('licence.buy')}
                  </BuyButton>
                </RoundCard>
              </section>
            </Col>
          );
        })}
      </Row>
    </section>
  );
}

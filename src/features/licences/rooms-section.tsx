import { Col, Flex, Form, Row, Select, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { commonLicense, type LicenseProduct } from '@/api/services/common-license';
import { isPackagePlan, planTotal, type PricePlan } from '@/domain/licence';
import { RoundCard } from '@/components/round-card';
import { openPayment } from '@/payment/payment-store';
import { formatPrice } from '@/utils/validators';
import { licenceKey, monthsText, planDuration, useRoomMonths } from './licence-data';
import { BuyButton, CardTitle, checkedValues, PriceLine, TotalText, WholeField } from './purchase-parts';

interface Values {
  roomNum: number;
  months: number;
}

/**
 * 房间扩容: the room-monthly calculator (type 3: rooms × months × the room price, at least the plan's rooms,
 * months from COPY_YEAR_ROOM) with its total and the server's quote, and the room packages (types 4–8).
 */
export function RoomsSection({
  product,
  canBuy,
  placeId,
}: {
  product: LicenseProduct;
  canBuy: boolean;
  placeId: number;
}) {
  const { t } = useTranslation();
  const monthly = product.priceList.find((p) => p.type === 3);
  const packages = product.priceList.filter((p) => isPackagePlan(p.type));

  function buyPackage(plan: PricePlan) {
    const amount = planTotal(plan);
    if (amount === null) return;
    openPayment({
      item: {
        productName: product.licenseName,
        planName: plan.planName,
        durationText: planDuration(t, plan),
        quantityText: t('licence.rooms', { count: plan.roomNum }),
        amount,
      },
      order: ({ payChannel, requestId }) =>
        commonLicense.buyRoomPackage({ priceId: plan.id, payChannel, requestId }),
    });
  }

  return (
    <section aria-label={product.licenseName}>
      <Row gutter={[12, 12]}>
        {monthly && (
          <Col xs={24} lg={12}>
            <RoomCalculator product={product} plan={monthly} canBuy={canBuy} placeId={placeId} />
          </Col>
        )}
        {packages.length > 0 && (
          <Col xs={24} lg={12}>
            <RoundCard title={t('licence.packages')} style={{ height: '100%' }}>
              <div role="list" aria-label={t('licence.packages')}>
                {packages.map((p) => (
                  <PriceLine
                    key={p.id}
                    plan={p}
                    action={
                      <Flex align="center" gap={8}>
                        <Typography.Text type="secondary">
                          {t('licence.rooms', { count: p.roomNum })}
                        </Typography.Text>
                        <BuyButton
                          canBuy={canBuy}
                          type="default"
                          aria-label={`${t('licence.buy')} ${p.planName}`}
                          onClick={() => buyPackage(p)}
                        >
                          {t('licence.buy')}
                        </BuyButton>
                      </Flex>
                    }
                  />
                ))}
              </div>
            </RoundCard>
          </Col>
        )}
      </Row>
    </section>
  );
}

function RoomCalculator({
  product,
  plan,
  canBuy,
  placeId,
}: {
  product: LicenseProduct;
  plan: PricePlan;
  canBuy: boolean;
  placeId: number;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const monthOptions = useRoomMonths(placeId);
  const roomNum = Form.useWatch('roomNum', form) ?? plan.roomNum;
  const months = Form.useWatch('months', form) ?? monthOptions[0];
  const rooms = typeof roomNum === 'number' ? roomNum : undefined;
  const total = planTotal(plan, { roomNum: rooms, months });
  // the server prices the same choice: shown beside ours, with the quota the place will have
  const quote = useQuery({
    queryKey: licenceKey(placeId, 'roomPrice', rooms, months),
    queryFn: () => commonLicense.roomPrice({ roomNum: rooms!, months: months! }),
    enabled: total !== null,
    placeholderData: keepPreviousData,
  });

  async function buy() {
    const values = await checkedValues(form);
    if (!values) return;
    const amount = planTotal(plan, values);
    if (amount === null) return;
    openPayment({
      item: {
        productName: product.licenseName,
        planName: plan.planName,
        durationText: monthsText(t, values.months),
        quantityText: t('licence.rooms', { count: values.roomNum }),
        amount,
      },
      order: ({ payChannel, requestId }) =>
        commonLicense.buyRoomNum({
          priceId: plan.id,
          roomNum: values.roomNum,
          months: values.months,
          payChannel,
          requestId,
        }),
    });
  }

  return (
    <RoundCard style={{ height: '100%' }} title={<CardTitle title={plan.planName} product={product} />}>
      <Typography.Paragraph type="secondary">{product.description}</Typography.Paragraph>
      <div role="list" aria-label={t('licence.priceLines')} style={{ marginBottom: 12 }}>
        <PriceLine plan={plan} />
      </div>
      <Form<Values>
        form={form}
        name="room-calculator"
        layout="inline"
        initialValues={{ roomNum: plan.roomNum, months: monthOptions[0] }}
        style={{ rowGap: 12, marginBottom: 12 }}
      >
        <WholeField
          name="roomNum"
          label={t('licence.roomCount')}
          min={plan.roomNum}
          minKey="licence.minRooms"
          width={160}
        />
        <Form.Item name="months" label={t('licence.duration')}>
          <Select
            style={{ width: 120 }}
            options={monthOptions.map((m) => ({ value: m, label: monthsText(t, m) }))}
          />
        </Form.Item>
      </Form>
      <Flex align="center" justify="space-between" gap={8} wrap>
        <Flex vertical gap={2}>
          <TotalText total={total} />
          {total !== null && (
            <Typography.Text type="secondary" role="status">
              {quote.isError
                ? t('licence.quoteFailed')
                : quote.data && !quote.isPlaceholderData
                  ? t('licence.quote', {
                      total: formatPrice(quote.data.total),
                      quota: quote.data.roomQuota + quote.data.roomNum,
                    })
                  : t('licence.quoteLoading')}
            </Typography.Text>
          )}
        </Flex>
        <BuyButton canBuy={canBuy} onClick={() => void buy()}>
          {t('licence.buyNow')}
        </BuyButton>
      </Flex>
    </RoundCard>
  );
}

import { Flex, Form, Select, Tag, Typography } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { commonLicense, type LicenseProduct, type PlaceLicense } from '@/api/services/common-license';
import { isPermanent, LICENSE_TYPE, planTotal } from '@/domain/licence';
import { RoundCard } from '@/components/round-card';
import { openPayment } from '@/payment/payment-store';
import { planDuration, planLabel } from './licence-data';
import { BuyButton, CardTitle, checkedValues, PriceLine, TotalText, WholeField } from './purchase-parts';

interface Values {
  priceId: number;
  num: number;
}

/** What the place holds of a product, as the card shows it. */
export interface Holding {
  /** in force until this day (2099-12-31 and later: permanent) */
  until: string | null;
  active: boolean;
}

export function holdingOf(held: PlaceLicense | null): Holding | null {
  if (!held) return null;
  return { until: held.endTime, active: held.status === 1 };
}

/**
 * A module, the professional edition or physical goods on sale: what it is and does, its price lines, the
 * plan to buy (a select when there are several), the quantity for goods, what the place already holds, and
 * 立即购买 / 续费.
 */
export function ProductCard({
  product,
  holding,
  canBuy,
}: {
  product: LicenseProduct;
  holding: Holding | null;
  canBuy: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const plans = product.priceList;
  const first = plans[0]!;
  const goods = product.licenseType === LICENSE_TYPE.goods;
  const priceId = Form.useWatch('priceId', form) ?? first.id;
  const plan = plans.find((p) => p.id === priceId) ?? first;
  const num = Form.useWatch('num', form) ?? first.num;
  const total = planTotal(plan, goods ? { num: typeof num === 'number' ? num : undefined } : {});
  const forever = holding?.active === true && isPermanent(holding.until);

  async function buy() {
    const values = await checkedValues(form);
    if (!values) return;
    const chosen = plans.find((p) => p.id === values.priceId) ?? first;
    const count = goods ? values.num : 1;
    const amount = planTotal(chosen, { num: count });
    if (amount === null) return;
    openPayment({
      item: {
        productName: product.licenseName,
        planName: chosen.planName,
        durationText: planDuration(t, chosen),
        quantityText: goods ? t('licence.pieces', { count }) : t('licence.one'),
        amount,
        ...(goods ? { needsAddress: true } : {}),
      },
      order: ({ payChannel, requestId, delivery }) =>
        commonLicense.buyLicense({
          licenseId: product.id,
          priceId: chosen.id,
          num: count,
          payChannel,
          requestId,
          ...(delivery ?? {}),
        }),
    });
  }

  return (
    <section aria-label={product.licenseName} style={{ height: '100%' }}>
      <RoundCard
        style={{ height: '100%' }}
        title={<CardTitle title={product.licenseName} product={product} />}
        extra={holding && <HoldingTag holding={holding} />}
      >
        <Typography.Paragraph type="secondary">{product.description}</Typography.Paragraph>
        {product.features.length > 0 && (
          <ul aria-label={t('licence.features')} style={{ paddingInlineStart: 18, margin: '0 0 12px' }}>
            {product.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        )}
        <div role="list" aria-label={t('licence.priceLines')} style={{ marginBottom: 12 }}>
          {plans.map((p) => (
            <PriceLine key={p.id} plan={p} />
          ))}
        </div>
        {/* a module held for good has nothing left to buy: no plan to pick, no total (issue 17.11) */}
        <Form<Values>
          hidden={forever}
          form={form}
          name={`product-${product.id}`}
          layout="vertical"
          initialValues={{ priceId: first.id, num: first.num }}
          onValuesChange={(changed: Partial<Values>) => {
            // another plan may have another minimum quantity
            if (goods && changed.priceId !== undefined)
              void form.validateFields(['num']).catch(() => undefined);
          }}
        >
          <Form.Item name="priceId" label={t('licence.plan')} hidden={plans.length < 2}>
            <Select
              options={plans.map((p) => ({ value: p.id, label: planLabel(t, p) }))}
              style={{ maxWidth: 240 }}
            />
          </Form.Item>
          {goods && (
            <WholeField
              name="num"
              label={t('licence.quantity')}
              min={plan.num}
              minKey="licence.minQuantity"
              width={200}
            />
          )}
        </Form>
        <Flex align="center" justify="space-between" gap={8} wrap>
          {!forever && <TotalText total={total} />}
          <BuyButton canBuy={canBuy} disabled={forever} onClick={() => void buy()}>
            {forever ? t('licence.heldForever') : holding ? t('licence.renew') : t('licence.buyNow')}
          </BuyButton>
        </Flex>
      </RoundCard>
    </section>
  );
}

function HoldingTag({ holding }: { holding: Holding }) {
  const { t } = useTranslation();
  if (!holding.active) {
    return <Tag color="default">{t('licence.expiredOn', { date: holding.until?.slice(0, 10) ?? '' })}</Tag>;
  }
  return (
    <Tag color="success" icon={<CheckCircleOutlined />}>
      {isPermanent(holding.until)
        ? t('licence.heldPermanent')
        : t('licence.heldUntil', { date: holding.until?.slice(0, 10) ?? '' })}
    </Tag>
  );
}

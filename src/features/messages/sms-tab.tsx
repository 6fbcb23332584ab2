import { useEffect } from 'react';
import { Alert, Button, Col, Flex, Row, Segmented, Skeleton, Statistic } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { placeKey } from '@/api/query-client';
import { RoundCard } from '@/components/round-card';
import { CrudPage } from '@/crud/crud-page';
import type { AnyConfig } from '@/crud/use-crud';
import { onLicenceChange } from '@/payment/payment-store';
import { useSession } from '@/session/session-store';
import { smsApi } from '@/api/services/messages';
import { smsBuyConfig, smsSendConfig, smsTemplateConfig } from './sms-config';

/** The lists of the SMS tab; `?view=` names the one shown (each list keeps its own page and filters in the URL). */
const VIEWS: Array<{ key: string; label: string; config: AnyConfig }> = [
  { key: 'templates', label: 'messages.viewTemplates', config: smsTemplateConfig },
  { key: 'send', label: 'messages.viewSend', config: smsSendConfig },
  { key: 'buy', label: 'messages.viewBuy', config: smsBuyConfig },
];

/** Where SMS packs are sold (the purchase page's SMS tab, which runs the payment flow). */
export const BUY_SMS_PATH = '/application/index?tab=sms';

/**
 * ?tab=sms: the place's SMS balance (getCount) with 购买短信包, and three lists: which SMS are sent
 * automatically (switches), what was sent, and the packs bought. A pack paid for elsewhere in the console
 * (the payment flow's result) refreshes the balance.
 */
export default function SmsTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const placeId = useSession((s) => s.place?.id);
  const view = VIEWS.find((v) => v.key === params.get('view')) ?? VIEWS[0]!;
  const count = useQuery({
    queryKey: placeKey(placeId, 'sms', 'count'),
    queryFn: smsApi.count,
    staleTime: 0,
  });
  const { refetch } = count;
  useEffect(() => onLicenceChange(() => void refetch()), [refetch]);

  return (
    <Flex vertical gap={12}>
      <RoundCard>
        {count.isError ? (
          <Alert type="warning" showIcon title={t('messages.smsLoadFailed')} />
        ) : count.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : (
          <Row gutter={[24, 12]} align="middle">
            <Col flex="none">
              <Statistic
                title={t('messages.smsBalance')}
                value={count.data.balance}
                suffix={t('messages.smsUnit')}
              />
            </Col>
            <Col flex="none">
              <Statistic title={t('messages.sentCount')} value={count.data.sentCount} />
            </Col>
            <Col flex="none">
              <Statistic title={t('messages.failCount')} value={count.data.failCount} />
            </Col>
            <Col flex="auto" style={{ textAlign: 'right' }}>
              <Button type="primary" icon={<ShoppingCartOutlined />} onClick={() => navigate(BUY_SMS_PATH)}>
                {t('messages.buySms')}
              </Button>
            </Col>
          </Row>
        )}
        <Alert type="info" showIcon title={t('messages.smsIntro')} style={{ marginTop: 12 }} />
      </RoundCard>
      <CrudPage
        key={view.key}
        config={view.config}
        header={
          <Segmented
            value={view.key}
            onChange={(key) => setParams({ tab: 'sms', view: String(key) })}
            options={VIEWS.map((v) => ({ value: v.key, label: t(v.label) }))}
            style={{ marginBottom: 16 }}
          />
        }
      />
    </Flex>
  );
}

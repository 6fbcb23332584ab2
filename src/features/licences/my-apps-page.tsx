import { Button, Flex, Tabs, Typography } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { RoundCard } from '@/components/round-card';
import { HeldTab } from './held-tab';
import { useLicenceRefresh, usePlaceId } from './licence-data';
import { OrdersTab } from './orders-tab';

/**
 * /application/myApp (已购应用) and /application/myApp?secondType=2 (购买记录): what the place holds and the
 * licence orders it made. Both reload when a payment succeeds or a code is activated.
 */
export default function MyAppsPage() {
  const { t } = useTranslation();
  const placeId = usePlaceId();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  useLicenceRefresh(placeId);
  const active = params.get('secondType') === '2' ? '2' : '1';
  return (
    <Flex vertical gap={12}>
      <RoundCard styles={{ body: { paddingBottom: 0 } }}>
        <Flex align="center" justify="space-between" gap={8} wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('licence.myAppsTitle')}
          </Typography.Title>
          <Button icon={<ShoppingCartOutlined />} onClick={() => void navigate('/application/index')}>
            {t('licence.goBuy')}
          </Button>
        </Flex>
        <Tabs
          activeKey={active}
          onChange={(key) => setParams({ secondType: key })}
          items={[
            { key: '1', label: t('licence.tabHeld') },
            { key: '2', label: t('licence.tabOrders') },
          ]}
          style={{ marginTop: 8, marginBottom: 0 }}
        />
      </RoundCard>
      <RoundCard>
        {active === '2' ? <OrdersTab placeId={placeId} /> : <HeldTab placeId={placeId} />}
      </RoundCard>
    </Flex>
  );
}

import { Alert, Button, Col, Descriptions, Empty, Flex, Row, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LicenseProduct, PlaceLicense } from '@/api/services/common-license';
import { LICENSE_TYPE, PERMANENT_DATE } from '@/domain/licence';
import { RoundCard } from '@/components/round-card';
import {
  endText,
  heldOf,
  useCatalogue,
  useHeldLicences,
  useIsBoss,
  useLicenceRefresh,
  usePlaceId,
  useVersion,
} from './licence-data';
import { LoadFailed } from '@/components/load-failed';
import { holdingOf, ProductCard, type Holding } from './product-card';
import { RoomsSection } from './rooms-section';
import { SmsSection } from './sms-section';

type TabKey = 'modules' | 'rooms' | 'goods' | 'sms';

const TAB_LABEL: Record<TabKey, string> = {
  modules: 'licence.tabModules',
  rooms: 'licence.tabRooms',
  goods: 'licence.tabGoods',
  sms: 'licence.tabSms',
};

/** Which tab a product is sold under: modules with the professional edition first, rooms, goods. */
function tabOf(p: LicenseProduct): TabKey | null {
  if (p.licenseType === LICENSE_TYPE.module || p.licenseType === LICENSE_TYPE.edition) return 'modules';
  if (p.licenseType === LICENSE_TYPE.rooms) return 'rooms';
  if (p.licenseType === LICENSE_TYPE.goods) return 'goods';
  return null;
}

/**
 * /application/index (§2, §7 Licences and orders): the place's edition and room quota, and what is on sale —
 * modules and the professional edition, rooms, devices, SMS packs — a tab each (`?tab=`), every product with
 * its price lines and what the place already holds. Buying opens the payment dialogs (src/payment); only the
 * owner of the place may buy (checkPlaceBoss), anyone else sees the catalogue with the buttons disabled.
 */
export default function PurchasePage() {
  const { t } = useTranslation();
  const placeId = usePlaceId();
  const [params, setParams] = useSearchParams();
  useLicenceRefresh(placeId);
  const catalogue = useCatalogue(placeId);
  const held = useHeldLicences(placeId);
  const boss = useIsBoss(placeId);
  const version = useVersion(placeId);
  const canBuy = boss.data?.boss === true;

  const products = catalogue.data ?? [];
  const present = new Set(products.map(tabOf));
  // a place that sells no rooms (internet cafes) has no rooms tab; before the catalogue loads, all show
  const tabs = (['modules', 'rooms', 'goods', 'sms'] as const).filter(
    (k) => k === 'sms' || !catalogue.isSuccess || present.has(k),
  );
  const active = tabs.find((k) => k === params.get('tab')) ?? tabs[0]!;

  return (
    <Flex vertical gap={12}>
      <RoundCard styles={{ body: { paddingBottom: 0 } }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('licence.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 12px' }}>
          {t('licence.intro')}
        </Typography.Paragraph>
        <VersionSummary version={version} />
        {boss.isSuccess && !canBuy && (
          <Alert type="info" showIcon title={t('licence.ownerOnlyHint')} style={{ marginTop: 12 }} />
        )}
        <Tabs
          activeKey={active}
          onChange={(key) => setParams({ tab: key })}
          items={tabs.map((k) => ({ key: k, label: t(TAB_LABEL[k]) }))}
          style={{ marginTop: 8, marginBottom: 0 }}
        />
      </RoundCard>
      {active === 'sms' ? (
        <SmsSection canBuy={canBuy} placeId={placeId} />
      ) : catalogue.isPending ? (
        <RoundCard>
          <Skeleton active />
        </RoundCard>
      ) : catalogue.isError ? (
        <RoundCard>
          <LoadFailed
            title="licence.loadFailed"
            reason={catalogue.error.message}
            onRetry={() => void catalogue.refetch()}
          />
        </RoundCard>
      ) : (
        <Catalogue
          tab={active}
          products={products.filter((p) => tabOf(p) === active)}
          held={held.data}
          professional={version.data?.license === 1}
          canBuy={canBuy}
          placeId={placeId}
        />
      )}
    </Flex>
  );
}

function Catalogue({
  tab,
  products,
  held,
  professional,
  canBuy,
  placeId,
}: {
  tab: TabKey;
  products: LicenseProduct[];
  held: PlaceLicense[] | undefined;
  professional: boolean;
  canBuy: boolean;
  placeId: number;
}) {
  const { t } = useTranslation();
  if (products.length === 0) {
    return (
      <RoundCard>
        <Empty description={t('licence.empty')} />
      </RoundCard>
    );
  }
  if (tab === 'rooms') {
    return (
      <>
        {products.map((p) => (
          <RoomsSection key={p.id} product={p} canBuy={canBuy} placeId={placeId} />
        ))}
      </>
    );
  }
  // the professional edition first: it is what most modules build on
  const ordered = [...products].sort(
    (a, b) => Number(b.licenseType === LICENSE_TYPE.edition) - Number(a.licenseType === LICENSE_TYPE.edition),
  );
  const holdingFor = (p: LicenseProduct): Holding | null => {
    if (p.licenseType === LICENSE_TYPE.goods) return null;
    const own = holdingOf(heldOf(held, p.id));
    // a professional place holds the edition even without a licence row for it
    if (p.licenseType === LICENSE_TYPE.edition && professional && !own?.active) {
      return { until: PERMANENT_DATE, active: true };
    }
    return own;
  };
  return (
    <Row gutter={[12, 12]}>
      {ordered.map((p) => (
        <Col key={p.id} xs={24} md={12} xl={8}>
          <ProductCard product={p} holding={holdingFor(p)} canBuy={canBuy} />
        </Col>
      ))}
    </Row>
  );
}

function VersionSummary({ version }: { version: ReturnType<typeof useVersion> }) {
  const { t } = useTranslation();
  if (version.isPending) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  if (version.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('licence.loadFailed')}
        description={version.error.message}
        action={
          <Button size="small" onClick={() => void version.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const v = version.data;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 3 }}
      items={[
        {
          key: 'edition',
          label: t('licence.edition'),
          children: (
            <Tag color={v.license === 1 ? 'gold' : 'default'}>
              {v.license === 1 ? t('licence.professional') : t('licence.basic')}
            </Tag>
          ),
        },
        {
          key: 'rooms',
          label: t('licence.roomQuota'),
          children: t('licence.roomQuotaValue', { used: v.roomUsed, total: v.roomQuota }),
        },
        { key: 'roomEnd', label: t('licence.roomEnd'), children: endText(t, v.roomEndTime) },
      ]}
    />
  );
}

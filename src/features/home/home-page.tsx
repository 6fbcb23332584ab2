import { Card, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '@/access/access-store';
import { leafMenus } from '@/access/menu';
import { menuLabel } from '@/access/menu-label';
import { isNetbar, useSession } from '@/session/session-store';
import { Dashboard } from './dashboard';

const PLACE_TYPE_KEY = { 0: 'place.type0', 2: 'place.type2', 3: 'place.type3', 50: 'place.type50' } as const;

/** /wel/index: the signed-in landing page: the place, today's figures and rooms (hotels), the menu. */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const { user, place } = useSession();
  const menus = useAccess((s) => s.menus);
  return (
    <Flex vertical gap={16}>
      <Card style={{ borderRadius: 10 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('home.greeting', { name: user?.name ?? '' })}
        </Typography.Title>
        {place && (
          <Descriptions column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={t('home.currentPlace')}>{place.placeName}</Descriptions.Item>
            <Descriptions.Item label={t('home.placeType')}>
              {t(PLACE_TYPE_KEY[place.placeType])}
            </Descriptions.Item>
            {!isNetbar(place) && (
              <Descriptions.Item label={t('home.edition')}>
                {place.license === 1 ? t('place.professional') : t('place.basic')}
              </Descriptions.Item>
            )}
          </Descriptions>
        )}
      </Card>
      {place && !isNetbar(place) && <Dashboard />}
      <Card title={t('home.menu')} style={{ borderRadius: 10 }}>
        <Space wrap>
          {leafMenus(menus).map((m) => (
            <Link key={m.path} to={m.path}>
              <Tag style={{ padding: '4px 10px' }}>{menuLabel(m, i18n.language)}</Tag>
            </Link>
          ))}
        </Space>
      </Card>
    </Flex>
  );
}

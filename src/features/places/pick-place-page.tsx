import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Empty, Flex, Input, Skeleton, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { businessPlace } from '@/api/services/business-place';
import { isApiError } from '@/api/errors';
import { AuthFrame } from '@/components/auth-frame';
import { SwitchAccountButton } from '@/components/sign-out';
import { enterPlace } from '@/session/flows';
import { returnOf } from '@/session/return-to';
import { landingFor } from '@/session/sign-in';
import type { Place } from '@/session/session-store';
import { editionKey, PLACE_TYPE_COLORS, placeTypeKey } from './place-labels';
import lists from '@/components/lists.module.css';
import styles from './pick-place-page.module.css';

/** /pickplace: the places of this account with kind and edition; choosing one enters it (§4). */
export default function PickPlacePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = returnOf(useLocation().search);
  const [filter, setFilter] = useState('');
  const [entering, setEntering] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const places = useQuery({ queryKey: ['places', 'own'], queryFn: businessPlace.ownList });

  const shown = useMemo(
    () => (places.data ?? []).filter((p) => p.placeName.toLowerCase().includes(filter.trim().toLowerCase())),
    [places.data, filter],
  );

  // §4: a single place is chosen automatically
  const only = places.data?.length === 1 ? places.data[0] : undefined;
  useEffect(() => {
    if (only) void choose(only);
  }, [only]); // eslint-disable-line react-hooks/exhaustive-deps -- once per loaded list

  async function choose(place: Place) {
    setEntering(place.id);
    setError(null);
    try {
      navigate(landingFor(await enterPlace(place), back), { replace: true });
    } catch (e) {
      setError(isApiError(e) ? e.message : t('errors.network'));
      setEntering(null);
    }
  }

  return (
    <AuthFrame
      width={560}
      title={t('place.pickTitle')}
      subtitle={places.data ? t('place.pickSubtitle', { count: places.data.length }) : undefined}
    >
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 12 }} />}
      {places.isError && (
        <Alert
          type="error"
          showIcon
          title={t('place.loadFailed')}
          action={<Button onClick={() => void places.refetch()}>{t('common.retry')}</Button>}
          style={{ marginBottom: 12 }}
        />
      )}
      <Input.Search
        allowClear
        placeholder={t('place.searchPlaceholder')}
        aria-label={t('place.searchPlaceholder')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      {places.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : shown.length === 0 ? (
        <Empty description={t('place.none')} />
      ) : (
        <ul className={lists.scrolled} aria-label={t('place.pickTitle')}>
          {shown.map((p) => (
            <li key={p.id} className={styles.item}>
              <div className={styles.meta}>
                <strong>{p.placeName}</strong>
                <Space size={4} wrap>
                  <Tag color={PLACE_TYPE_COLORS[p.placeType]}>{t(placeTypeKey(p.placeType))}</Tag>
                  {p.placeType !== 50 && <Tag>{t(editionKey(p))}</Tag>}
                  {p.address && <span className={styles.address}>{p.address}</span>}
                </Space>
              </div>
              <Button
                type="primary"
                loading={entering === p.id}
                disabled={entering !== null && entering !== p.id}
                onClick={() => void choose(p)}
                aria-label={`${t('place.enter')} ${p.placeName}`}
                // the visible 进入 stays part of the name (WCAG 2.5.3): antd's 进 入 spacing would not
                autoInsertSpace={false}
              >
                {t('place.enter')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Flex justify="space-between" style={{ paddingTop: 12 }}>
        <Space>
          <Button onClick={() => navigate('/addInfo')}>{t('place.addPlace')}</Button>
          <Button onClick={() => navigate('/checkBind')}>{t('place.bindPlace')}</Button>
        </Space>
        <SwitchAccountButton>{t('place.switchAccount')}</SwitchAccountButton>
      </Flex>
    </AuthFrame>
  );
}

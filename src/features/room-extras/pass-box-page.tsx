import { useMemo } from 'react';
import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCan } from '@/access/access-store';
import { CrudPage } from '@/crud/crud-page';
import { boxUserConfig, passBoxConfig } from './pass-box-config';

type Tab = 'boxes' | 'users';

/**
 * /roomManage/passBox: the key-card boxes (bind to a room, unbind) and, on a second tab, the people allowed
 * to open them. The tab is in the URL (`tab=users`), so a reload or a shared link shows the same list; a
 * box's 授权人员 opens the second tab filtered to that box.
 */
export default function PassBoxPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const canSeeUsers = useCan('room:boxUser:list');
  const tab: Tab = params.get('tab') === 'users' && canSeeUsers ? 'users' : 'boxes';
  // switching tabs starts the other list afresh: list state (page, filters) belongs to one tab
  const open = (next: Tab, boxId?: number) =>
    setParams(next === 'users' ? { tab: next, ...(boxId ? { q_boxId: String(boxId) } : {}) } : {});
  const filteredBox = Number(params.get('q_boxId')) || undefined;

  const boxes = useMemo(
    () => passBoxConfig((b) => open('users', b.id)),
    // open is a fresh closure each render but does the same thing; the config stays stable
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const users = useMemo(() => boxUserConfig(filteredBox), [filteredBox]);

  const header = (
    <>
      <Typography.Paragraph type="secondary">{t('roomExtras.passBoxIntro')}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(k) => open(k as Tab)}
        items={[
          { key: 'boxes', label: t('roomExtras.passBoxTab') },
          ...(canSeeUsers ? [{ key: 'users', label: t('roomExtras.boxUserTab') }] : []),
        ]}
      />
    </>
  );
  return <CrudPage key={tab} config={tab === 'users' ? users : boxes} header={header} />;
}

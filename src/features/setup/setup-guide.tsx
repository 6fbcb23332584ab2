import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Modal, Progress, Space, Tag, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '@/access/access-store';
import { leafMenus } from '@/access/menu';
import { businessPlace } from '@/api/services/business-place';
import { placeSetupApi, type InitStatus } from '@/api/services/place-setup';
import { isNetbar, useSession } from '@/session/session-store';
import { prefix } from '@/session/storage-keys';
import { doneCount, firstUndone, guideApplies, RECHECK_MS, SETUP_STEPS } from './setup-rules';
import styles from './setup-guide.module.css';

const snoozeKey = (placeId: number) => `${prefix}-setup-later-${placeId}`;
const snoozed = (placeId: number) => Number(sessionStorage.getItem(snoozeKey(placeId)) ?? 0) > Date.now();

/**
 * The first-time setup guide (§2 Room-setup tip, §4): five steps with their done flags from getInitStatus,
 * checked when the place is entered and every 10 minutes while the guide is hidden; it shows while any step
 * is not done. Hiding it (稍后再说, 去设置, 去激活) holds for a reload within those 10 minutes. The shell mounts it
 * once.
 */
export function SetupGuide() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const place = useSession((s) => s.place);
  const menus = useAccess((s) => s.menus);
  const places = useQuery({ queryKey: ['places', 'own'], queryFn: businessPlace.ownList, staleTime: 60_000 });
  const menuPaths = useMemo(() => new Set(leafMenus(menus).map((m) => m.path)), [menus]);
  const applies = guideApplies({
    netbar: isNetbar(place),
    placeCount: places.data ? places.data.length : null,
    menuPaths,
  });
  const [status, setStatus] = useState<InitStatus | null>(null);
  const [open, setOpen] = useState(false);
  const placeId = place?.id ?? null;

  const check = useCallback(async () => {
    try {
      const next = await placeSetupApi.initStatus();
      setStatus(next);
      setOpen(firstUndone(next) !== null);
    } catch {
      // a failed check is retried by the next one; the guide is a hint, not a gate
    }
  }, []);

  // on entering the place — unless 稍后再说 was chosen less than 10 minutes ago (a reload is not a new day)
  useEffect(() => {
    if (applies && placeId !== null && !snoozed(placeId)) void check();
    else setOpen(false);
  }, [applies, placeId, check]);

  // and every 10 minutes while hidden
  useEffect(() => {
    if (!applies || open) return;
    const timer = setInterval(() => void check(), RECHECK_MS);
    return () => clearInterval(timer);
  }, [applies, open, check]);

  if (!applies || !status) return null;
  const next = firstUndone(status);
  const done = doneCount(status);

  // 稍后再说, 去设置 and 去激活 all hide it until the next check, across reloads and page changes too: the user is
  // on it (issue 17.8; 去设置 alone used to bring it back on the next reload)
  const later = () => {
    if (placeId !== null) sessionStorage.setItem(snoozeKey(placeId), String(Date.now() + RECHECK_MS));
    setOpen(false);
  };
  const go = (path: string) => {
    later();
    void navigate(path);
  };

  return (
    <Modal
      open={open && next !== null}
      title={t('setup.title')}
      onCancel={later}
      mask={{ closable: false }}
      width={560}
      footer={
        <div className={styles.footer}>
          <Link to="/info/activateAccount" onClick={later}>
            {t('setup.activate')}
          </Link>
          <Space>
            <Button onClick={later}>{t('setup.later')}</Button>
            {next && (
              <Button type="primary" onClick={() => go(next.path)}>
                {t('setup.goTo', { step: t(next.label) })}
              </Button>
            )}
          </Space>
        </div>
      }
    >
      <Typography.Paragraph type="secondary">{t('setup.intro')}</Typography.Paragraph>
      <Progress
        percent={Math.round((done / SETUP_STEPS.length) * 100)}
        format={() => t('setup.progress', { done, total: SETUP_STEPS.length })}
        aria-label={t('setup.progress', { done, total: SETUP_STEPS.length })}
      />
      <ol className={styles.steps} aria-label={t('setup.title')}>
        {SETUP_STEPS.map((step, i) => {
          const ok = status[step.key];
          return (
            <li key={step.key} className={ok ? `${styles.step} ${styles.done}` : styles.step}>
              <span className={styles.marker} aria-hidden>
                {ok ? <CheckCircleFilled /> : i + 1}
              </span>
              <div className={styles.text}>
                <Typography.Link onClick={() => go(step.path)}>{t(step.label)}</Typography.Link>
                <Typography.Text type="secondary">{t(step.hint)}</Typography.Text>
              </div>
              {ok ? <Tag color="success">{t('setup.done')}</Tag> : <Tag>{t('setup.todo')}</Tag>}
            </li>
          );
        })}
      </ol>
    </Modal>
  );
}

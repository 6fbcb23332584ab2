import { Dropdown } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAccess } from '@/access/access-store';
import { leafMenus } from '@/access/menu';
import { menuLabel } from '@/access/menu-label';
import { ui } from '@/components/feedback-ui';
import { HOME_PATH, tagKeyOf, type Tag } from './tag-rules';
import { tagsActions, useTags } from './tags-store';
import styles from './tags-bar.module.css';

/**
 * The title of a tag: its menu label; a page in the frame (/frame?url=…) by the menu entry of its URL; other
 * identity parameters after the label.
 */
export function useTagLabel(): (tag: Tag) => string {
  const { t, i18n } = useTranslation();
  const leaves = leafMenus(useAccess((s) => s.menus));
  return (tag: Tag) => {
    const [path = tag.key, identity] = tag.key.split('?');
    if (path === '/403') return t('errors.forbiddenTitle');
    if (path === '/frame' && identity) {
      const url = new URLSearchParams(identity).get('url');
      const framed = leaves.find((m) => m.path === url);
      if (framed) return menuLabel(framed, i18n.language);
    }
    const menu = leaves.find((m) => m.path === path);
    const base = menu ? menuLabel(menu, i18n.language) : path;
    return identity ? `${base} (${identity})` : base;
  };
}

/** The tags bar: one tag per open page; close, close others, close all, refresh; asks before losing edits. */
export function TagsBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { tags, dirty } = useTags();
  const activeKey = tagKeyOf(location.pathname, location.search);
  const label = useTagLabel();

  const confirmLoss = (names: string[]) =>
    new Promise<boolean>((resolve) => {
      if (names.length === 0) return resolve(true);
      void ui.confirm({
        title: t('shell.unsavedTitle'),
        content: t('shell.unsavedBody', { name: names.join(t('common.listSep')) }),
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const dirtyNames = (keys: string[]) =>
    tags.filter((tg) => keys.includes(tg.key) && dirty[tg.key]).map(label);

  async function closeTag(tag: Tag) {
    if (!(await confirmLoss(dirtyNames([tag.key])))) return;
    const goTo = tagsActions.close(tag.key);
    if (goTo) navigate(goTo);
  }

  async function act(action: string, tag: Tag) {
    if (action === 'close') return closeTag(tag);
    if (action === 'refresh') return tagsActions.refresh(tag.key);
    const doomed = tags
      .filter((x) => x.key !== HOME_PATH && (action === 'closeAll' || x.key !== tag.key))
      .map((x) => x.key);
    if (!(await confirmLoss(dirtyNames(doomed)))) return;
    if (action === 'closeOthers') {
      tagsActions.closeOthers(tag.key);
      if (activeKey !== tag.key) navigate(tag.url);
    } else {
      tagsActions.closeAll();
      navigate(HOME_PATH);
    }
  }

  return (
    <nav className={styles.bar} aria-label={t('shell.tagsLabel')}>
      <ul className={styles.list}>
        {tags.map((tag) => {
          const active = tag.key === activeKey;
          return (
            <Dropdown
              key={tag.key}
              trigger={['contextMenu']}
              menu={{
                items: [
                  { key: 'refresh', label: t('shell.tagRefresh') },
                  { key: 'close', label: t('shell.tagClose'), disabled: tag.key === HOME_PATH },
                  { key: 'closeOthers', label: t('shell.tagCloseOthers') },
                  { key: 'closeAll', label: t('shell.tagCloseAll') },
                ],
                onClick: ({ key }) => void act(key, tag),
              }}
            >
              <li className={active ? `${styles.tag} ${styles.active}` : styles.tag}>
                <a
                  href={tag.url}
                  aria-current={active ? 'page' : undefined}
                  onClick={(e) => {
                    e.preventDefault();
                    if (!active) navigate(tag.url);
                  }}
                >
                  {dirty[tag.key] && <span className={styles.dot} aria-hidden="true" />}
                  {label(tag)}
                </a>
                {tag.key !== HOME_PATH && (
                  <button
                    type="button"
                    className={styles.close}
                    aria-label={`${t('shell.tagClose')} ${label(tag)}`}
                    onClick={() => void closeTag(tag)}
                  >
                    <CloseOutlined />
                  </button>
                )}
              </li>
            </Dropdown>
          );
        })}
      </ul>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'refresh', label: t('shell.tagRefresh') },
            { key: 'closeOthers', label: t('shell.tagCloseOthers') },
            { key: 'closeAll', label: t('shell.tagCloseAll') },
          ],
          onClick: ({ key }) => {
            const current = tags.find((x) => x.key === activeKey);
            if (current) void act(key, current);
          },
        }}
      >
        <button type="button" className={styles.more} aria-label={t('shell.tagMenu')}>
          ···
        </button>
      </Dropdown>
    </nav>
  );
}

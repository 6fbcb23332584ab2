import type { ComponentType } from 'react';
import { Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PagePrefetch } from '@/config/feature';
import { prefetchList, type AnyConfig } from '@/crud/use-crud';
import { RoundCard } from './round-card';

export interface PageTab {
  /** the `?tab=` value */
  key: string;
  /** locale key of the tab's label */
  label: string;
  Tab: ComponentType;
  /** the config of the list the tab shows, for its first rows before the page renders (`tabsPrefetch`) */
  list?: () => AnyConfig;
}

/** The open tab: the one `?tab=` names, else the first. */
const activeTab = <T extends Pick<PageTab, 'key'>>(tabs: T[], params: URLSearchParams): T =>
  tabs.find((x) => x.key === params.get('tab')) ?? tabs[0]!;

/**
 * A tabbed page's prefetch (src/app/prefetch.ts): the first rows of the tab the URL opens.
 * @example export const prefetch = tabsPrefetch(GOODS_TABS);
 */
export const tabsPrefetch =
  (tabs: PageTab[]): PagePrefetch =>
  (client, search) => {
    const config = activeTab(tabs, search).list?.();
    if (config) prefetchList(client, config, search);
  };

/**
 * A page of tabs under a title card (/feeRule/index, /info/msg, /shop/goodsManage): `?tab=` names the open tab
 * (the first when absent or unknown), so a reload or a shared link opens the same one. Switching tabs starts the
 * other tab afresh: page, filters and sort belong to one tab's list.
 * @example <TabbedPage title="goods.title" intro="goods.intro" tabs={GOODS_TABS} />
 */
export function TabbedPage({ title, intro, tabs }: { title: string; intro: string; tabs: PageTab[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active = activeTab(tabs, params);
  return (
    <Flex vertical gap={12}>
      <RoundCard styles={{ body: { paddingBottom: 0 } }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t(title)}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {t(intro)}
        </Typography.Paragraph>
        {/*
          Tabs that do not fit scroll sideways (the arrow keys bring a tab into view) rather than going into antd's
          ⋯ menu: the tab bar is as wide as its tabs, so antd never shows that menu's button, which it puts inside
          the tablist (axe: aria-required-children, a tablist holds tabs only).
        */}
        <div style={{ overflowX: 'auto', scrollbarWidth: 'thin' }}>
          <Tabs
            activeKey={active.key}
            onChange={(key) => setParams({ tab: key })}
            items={tabs.map((x) => ({ key: x.key, label: t(x.label) }))}
            style={{ marginBottom: 0, width: 'max-content', minWidth: '100%' }}
          />
        </div>
      </RoundCard>
      <active.Tab key={active.key} />
    </Flex>
  );
}

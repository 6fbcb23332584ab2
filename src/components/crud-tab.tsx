import type { PageTab } from '@/components/tabbed-page';
import { CrudPage } from '@/crud/crud-page';
import type { AnyConfig } from '@/crud/use-crud';

/**
 * A tab of a TabbedPage that is one list of the engine (under its config's note); its first rows are prefetched
 * from the same config.
 * @example crudTab('vas', 'netbarAccounts.tabVas', vasAccountConfig)
 */
export function crudTab(key: string, label: string, config: AnyConfig): PageTab {
  return { key, label, Tab: () => <CrudPage config={config} />, list: () => config };
}

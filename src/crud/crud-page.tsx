import { useMemo, type ReactNode } from 'react';
import { Alert, Card } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/load-failed';
import { useSession } from '@/session/session-store';
import { CrudFormHost } from './crud-form';
import { sourceQuery } from './field-options';
import { useCrudController } from './use-crud-controller';
import { errorMessage, type AnyConfig } from './use-crud';
import { CrudDraftNotice, CrudLoadFailed, CrudStaleWarning } from './views/load-state';
import { CrudSearchBar } from './views/search-bar';
import { CrudTable } from './views/table';
import { CrudToolbar } from './views/toolbar';

export { usePermissions } from './use-crud-controller';
export { prefetchList } from './use-crud';

export interface CrudPageProps {
  config: AnyConfig;
  /** shown above the search form (a page's own summary or tabs) */
  header?: ReactNode;
  /** rendered after the table (a page's own dialogs) */
  children?: ReactNode;
}

/**
 * A complete list page from one configuration: search form, server-paged table with sort, add/edit form,
 * delete confirmation, enable switch, batch delete, export, print and column settings — each behind its
 * permission key. The controller (`useCrudController`) does the work; this lays out its views.
 *
 * @example export default function BuildingPage() { return <CrudPage config={buildingConfig} />; }
 */
export function CrudPage({ config, header, children }: CrudPageProps) {
  const { t } = useTranslation();
  const crud = useCrudController(config);
  const Header = config.header;

  if (crud.query.isError && !crud.query.data) {
    return (
      <Card title={t(config.title)} style={{ borderRadius: 10 }}>
        <CrudLoadFailed crud={crud} />
      </Card>
    );
  }

  return (
    <Card title={t(config.title)} style={{ borderRadius: 10 }} styles={{ body: { paddingTop: 16 } }}>
      {config.intro && <Alert type="info" showIcon title={t(config.intro)} style={{ marginBottom: 12 }} />}
      {Header && <Header />}
      {header}
      <CrudSearchBar crud={crud} />
      <CrudToolbar crud={crud} />
      <CrudStaleWarning crud={crud} />
      <CrudDraftNotice crud={crud} />
      <CrudTable crud={crud} />
      <CrudFormHost crud={crud} />
      {crud.dialogs.map(({ key, Dialog, row }) => (
        <Dialog key={key} row={row} onClose={crud.closeDialog} refresh={() => void crud.refresh()} />
      ))}
      {children}
    </Card>
  );
}

/**
 * A list page whose configuration is built from data loaded first, cached with the place's options (its member
 * types as the matrix's columns or a select's options): a loading card, then the page; a failed load says why,
 * with a retry. `build` is called again only when the data changes.
 * @example <CrudPageFrom source={MEMBER_TYPE_OPTIONS} build={memberPriceConfig} />
 */
export function CrudPageFrom<T>({
  source,
  build,
}: {
  source: { queryKey: string; load: () => Promise<T> };
  build: (data: T) => AnyConfig;
}) {
  const { t } = useTranslation();
  const placeId = useSession((s) => s.place?.id ?? 0);
  const query = useQuery(sourceQuery(placeId, source));
  const config = useMemo(() => (query.data ? build(query.data) : null), [query.data, build]);
  if (config) return <CrudPage config={config} />;
  if (query.isError)
    return (
      <Card style={{ borderRadius: 10 }}>
        <LoadFailed reason={errorMessage(query.error, t)} onRetry={() => void query.refetch()} primary />
      </Card>
    );
  return <Card loading style={{ borderRadius: 10 }} />;
}

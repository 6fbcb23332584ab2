import type { CrudEntry, FeatureEntry, PageLoader } from '@/config/feature';
import { appPages, features, filePages, notBuiltPaths } from './features';

/**
 * A CRUD entry's page: the engine's `CrudPage` with the entry's config, both loaded with the route (the engine
 * is not in the guard's chunk).
 */
const crudPage =
  ({ crud }: CrudEntry): PageLoader =>
  async () => {
    const [{ CrudPage, prefetchList }, config] = await Promise.all([import('@/crud/crud-page'), crud()]);
    return {
      default: function CrudEntryPage() {
        return <CrudPage config={config} />;
      },
      prefetch: (client, search) => prefetchList(client, config, search),
    };
  };

const loaderOf = (entry: FeatureEntry): PageLoader => (entry.crud ? crudPage(entry) : entry.page);

/** Every menu path's entry: the features' manifests, the config files' pages and the app's own pages. */
export const pageEntries: Readonly<Record<string, FeatureEntry>> = Object.fromEntries(
  [...features.map((f) => f.pages ?? {}), filePages, appPages].flatMap((pages) => Object.entries(pages)),
);

/**
 * Menu path → page, loaded lazily when its route is first visited. Paths of §2 that have no page yet map to
 * `null`: they render the honest "not yet available" page and the README status table lists them.
 */
export const pageRegistry: Readonly<Record<string, PageLoader | null>> = {
  ...Object.fromEntries(Object.entries(pageEntries).map(([path, entry]) => [path, loaderOf(entry)])),
  ...Object.fromEntries(notBuiltPaths.map((path) => [path, null])),
};

/** Paths the layout serves even when the menu does not list them. */
export const ALWAYS_ALLOWED = new Set<string>(
  Object.entries(pageEntries)
    .filter(([, entry]) => entry.always)
    .map(([path]) => path),
);

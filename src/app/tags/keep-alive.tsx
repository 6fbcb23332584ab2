import {
  memo,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  NavigationType,
  Route,
  Routes,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
  type Location,
} from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageTagContext, type PageTag } from '@/hooks/page-tag';
import { useSettings } from '@/settings/settings-store';
import { pageRegistry } from '../page-registry';
import { ChunkLoadError, lazyPage } from '../lazy-page';
import { tagKeyOf, type Tag } from './tag-rules';
import { tagsActions, useTags } from './tags-store';
import { useTagLabel } from './tags-bar';
import { ui } from '@/components/feedback-ui';

const notAvailable = () => import('../pages/not-available-page');

/** Every registered page, lazily loaded with retry; paths without a page get the honest "coming soon". */
const pages: Array<[string, ComponentType]> = Object.entries(pageRegistry).map(([path, load]) => [
  path,
  lazyPage(path, load ?? notAvailable),
]);

function PageError({ error, reset }: { error: unknown; reset: () => void }) {
  const { t } = useTranslation();
  const fresh = error instanceof ChunkLoadError && error.newDeployment;
  return (
    <Result
      status="warning"
      title={fresh ? t('shell.newVersionTitle') : t('shell.chunkFailedTitle')}
      subTitle={fresh ? t('shell.newVersionBody') : t('shell.chunkFailedBody')}
      extra={
        fresh ? (
          <Button type="primary" onClick={() => location.reload()}>
            {t('shell.reload')}
          </Button>
        ) : (
          <Button type="primary" onClick={reset}>
            {t('common.retry')}
          </Button>
        )
      }
    />
  );
}

const routes = pages.map(([path, Page]) => <Route key={path} path={path} element={<Page />} />);

function toLocation(tag: Tag): Location {
  const url = new URL(tag.url, 'http://x');
  return { pathname: url.pathname, search: url.search, hash: '', state: null, key: tag.key };
}

/** The route a tag's page is matched under: none (the pages' paths are absolute), and never a new object. */
const TAG_ROUTE = { outlet: null, matches: [], isDataRoute: false };

/**
 * Where the router's contexts stop for one tag: inside, the location is `location` (the tag's own, or the live
 * one for the active page) and the route context is constant.
 *
 * A `<Routes>` reads the router's location and route context even when it is given a location of its own, and
 * gives its page a new location object each time it renders: every navigation re-rendered every page kept open
 * in the background, their lists and forms included (measured 2026-11-27 in the production build, components
 * rendered per menu click: 1,873 with one page open, growing to 4,899 with nine; behind this boundary 1,619–2,960,
 * not growing, docs/performance.md). A hidden page renders only when its own URL changes.
 */
export function TagLocation({ location, children }: { location: Location; children: ReactNode }) {
  const value = useMemo(() => ({ location, navigationType: NavigationType.Pop }), [location]);
  return (
    <RouteContext.Provider value={TAG_ROUTE}>
      <LocationContext.Provider value={value}>{children}</LocationContext.Provider>
    </RouteContext.Provider>
  );
}

/**
 * One tag's page with its own location, so a hidden page keeps reading its own URL state. Memoised: a navigation
 * re-renders the active page only, not every page kept in the background (their location is their tag's, behind
 * `TagLocation`).
 */
const TagPage = memo(
  function TagPage({ tag, active, live }: { tag: Tag; active: boolean; live: Location }) {
    const ctx = useMemo<PageTag>(
      () => ({ key: tag.key, active, setDirty: (d) => tagsActions.setDirty(tag.key, d) }),
      [tag.key, active],
    );
    const shownAt = active ? live : null;
    // a hidden page's location is its tag's URL (a new tag object with the same URL changes nothing)
    // eslint-disable-next-line react-hooks/exhaustive-deps
    const location = useMemo(() => shownAt ?? toLocation(tag), [shownAt, tag.url]);
    // a hidden element loses its scroll offset: kept as the page scrolls and put back when it shows again
    // (read in the scroll event, not when the tag is left: reading it inside React's commit forced a layout)
    const box = useRef<HTMLDivElement>(null);
    const scroll = useRef(0);
    useLayoutEffect(() => {
      if (active && scroll.current > 0 && box.current) box.current.scrollTop = scroll.current;
    }, [active]);
    return (
      <div
        ref={box}
        hidden={!active}
        data-tag={tag.key}
        className="keep-alive-page"
        onScroll={(e) => void (scroll.current = e.currentTarget.scrollTop)}
      >
        <TagLocation location={location}>
          <PageTagContext.Provider value={ctx}>
            <ErrorBoundary fallback={(error, reset) => <PageError error={error} reset={reset} />}>
              <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                <Routes>{routes}</Routes>
              </Suspense>
            </ErrorBoundary>
          </PageTagContext.Provider>
        </TagLocation>
      </div>
    );
  },
  (a, b) =>
    a.active === b.active &&
    a.tag.key === b.tag.key &&
    a.tag.url === b.tag.url &&
    (!b.active || a.live === b.live),
);

/**
 * The pages of the open tags, mounted from the first time each is shown and kept, only the active one visible:
 * switching tags keeps each page's filters, scroll and half-filled forms. After a reload the tags come back
 * (sessionStorage) but their pages wait until opened, with the list state of their URL: a reload or a menu
 * click renders one page, not every open tag's (issue 18). With tags turned off only the current page is
 * mounted.
 */
export function KeepAlivePages({ placeId }: { placeId: number }) {
  const location = useLocation();
  const tagsOn = useSettings((s) => s.tags);
  const tags = useTags((s) => s.tags);
  const cap = useSettings((s) => s.tagCap);
  const label = useTagLabel();
  const { t } = useTranslation();
  const labelRef = useRef(label);
  labelRef.current = label;

  useEffect(() => {
    tagsActions.forPlace(placeId);
    const closed = tagsActions.visit(location.pathname, location.search, cap);
    // the cap closed the least recently used tag: say which, so that a page does not vanish without a word
    if (closed.length > 0) {
      ui.info(
        t('shell.tagCapClosed', {
          name: closed.map((c) => labelRef.current(c)).join(t('common.listSep')),
          cap,
        }),
      );
    }
  }, [placeId, location.pathname, location.search, cap, t]);

  // a page with unsaved input asks before the browser unloads it (the drafts keep it across a reload, but a
  // closed tab or a navigation away would leave it behind: issue 17.3)
  const unsaved = useTags((s) => Object.values(s.dirty).some(Boolean));
  useEffect(() => {
    if (!unsaved) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const currentKey = tagKeyOf(location.pathname, location.search);
  // the tags whose page has been shown in this document (per place): recording the current one is idempotent
  const opened = useRef(new Set<string>());
  opened.current.add(`${placeId}:${currentKey}`);
  const shown = (tagsOn ? tags : tags.filter((t) => t.key === currentKey)).filter((t) =>
    opened.current.has(`${placeId}:${t.key}`),
  );
  // the first render after a navigation to a page not open yet, before the visit effect has opened its tag: the
  // page renders at once as the tag the visit is about to add (the same key: at the end, nonce 0), so that a
  // menu click renders the page in its own event, not a skeleton first and the page after (issue 18)
  if (!shown.some((t) => t.key === currentKey))
    shown.push({ key: currentKey, url: location.pathname + location.search, usedAt: 0, nonce: 0 });

  return (
    <>
      {shown.map((tag) => (
        <TagPage
          key={`${placeId}:${tag.key}#${tag.nonce}`}
          tag={tag}
          active={tag.key === currentKey}
          live={location}
        />
      ))}
    </>
  );
}

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { crud, routesHandler } from '@mocks/contract';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { setAccess } from '@/access/access-store';
import { authService } from '@/api/services/auth-service';
import { resource, type ListQuery } from '@/api/resource';
import { i18n } from '@/i18n/i18n';
import { session, type Place } from '@/session/session-store';
import { renderPage } from '@/test/render-page';
import { signIn } from '@/test/sign-in';
import { expectTexts, rowOf, spaced } from '@/test/table';
import { CrudPage } from './crud-page';
import type { CrudCalls, CrudConfig } from './types';
import { useCrudController } from './use-crud-controller';

/*
 * What the controller decides beyond the engine's test (crud-page.test.tsx): the actions of a resource that
 * has only some calls, and the cache of a list that belongs to the user rather than the place.
 */
interface Widget {
  id: number;
  name: string;
  status: number;
}

const BASE = '/business-merchant/testWidget';
const HOME: Place = { id: 1001, placeName: '云栖电竞酒店(西湖店)', placeType: 0, license: 1 };
const OTHER: Place = { id: 1006, placeName: '其他场所', placeType: 0, license: 1 };
const ALL = ['widget:add', 'widget:edit', 'widget:delete', 'widget:status', 'widget:export'];
const calls = resource<Widget>({ base: BASE });

i18n.addResourceBundle('zh', 'translation', { widget: { title: '小部件', name: '名称' } });

const baseConfig: CrudConfig<Widget> = {
  key: 'widgets',
  title: 'widget.title',
  resource: calls,
  fields: [{ key: 'name', label: 'widget.name', column: true, form: true, required: true }],
  perms: {
    add: 'widget:add',
    edit: 'widget:edit',
    delete: 'widget:delete',
    status: 'widget:status',
    export: 'widget:export',
  },
  status: {},
  batchDelete: true,
  copy: true,
};

function seed(rows: Array<[place: number, name: string]>) {
  const table = getDb().table('testWidget');
  rows.forEach(([placeId, name], i) =>
    table.push({
      id: i + 1,
      placeId,
      name,
      status: 1,
      createTime: '2025-01-01 00:00:00',
      updateTime: '2025-01-01 00:00:00',
    }),
  );
  getDb().data.seq.testWidget = rows.length;
}

async function signedInAt(perms: string[]) {
  server.use(routesHandler(crud(BASE, { table: 'testWidget' })));
  await signIn();
  session.setUser(await authService.userInfo());
  session.setPlace(HOME);
  setAccess(HOME.id, [], perms);
}

describe('CRUD controller: partial resources', () => {
  it('offers only the actions whose calls the resource has, whatever the permission keys', async () => {
    seed([[HOME.id, 'widget01']]);
    await signedInAt(ALL);
    // a list that may be listed and edited only: no add, no delete, no status call
    const listAndEdit: CrudCalls<Widget> = { list: calls.list, edit: calls.edit };
    renderPage(<CrudPage config={{ ...baseConfig, resource: listAndEdit }} />, { path: '/widgets' });
    const user = userEvent.setup();
    await screen.findByText('widget01');

    expect(screen.queryByRole('button', { name: /新\s*增/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /批量删除/ })).not.toBeInTheDocument();
    expect(within(rowOf('widget01')).queryByText('删除')).not.toBeInTheDocument();
    expect(within(rowOf('widget01')).queryByText('复制')).not.toBeInTheDocument();
    expect(within(rowOf('widget01')).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    // the status is shown as text, export reads the list
    expect(within(rowOf('widget01')).getByText('启用')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeInTheDocument();

    // and the call it has works as on any list
    await user.click(within(rowOf('widget01')).getByText('编辑'));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('名称'));
    await user.type(within(dialog).getByLabelText('名称'), 'widget01b');
    await user.click(within(dialog).getByRole('button', { name: spaced('保存') }));
    await screen.findByText('更新成功');
    await screen.findByText('widget01b');
  });

  it('offers every action of a full resource behind the same keys', async () => {
    seed([[HOME.id, 'widget01']]);
    await signedInAt(ALL);
    renderPage(<CrudPage config={baseConfig} />, { path: '/widgets' });
    await screen.findByText('widget01');
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /批量删除/ })).toBeInTheDocument();
    expectTexts(rowOf('widget01'), '删除', '复制');
    expect(screen.getByRole('switch')).toBeInTheDocument();
  });
});

describe('CRUD controller: user-scoped lists', () => {
  /** The names each list shows and how often each fetched, through the headless controller alone. */
  function Lists({ mine, place }: { mine: CrudConfig<Widget>; place: CrudConfig<Widget> }) {
    const a = useCrudController(mine);
    const b = useCrudController(place);
    const names = (rows: Array<Record<string, unknown>>) => rows.map((r) => r.name).join(',');
    return (
      <ul>
        <li aria-label="mine">{names(a.list.rows)}</li>
        <li aria-label="place">{names(b.list.rows)}</li>
      </ul>
    );
  }

  it('keeps its rows and cache across a place switch, which refetches a place list', async () => {
    seed([
      [HOME.id, 'home01'],
      [OTHER.id, 'other01'],
    ]);
    await signedInAt([]);
    const fetched = { mine: 0, place: 0 };
    const counted = (who: keyof typeof fetched): CrudCalls<Widget> => ({
      list: (q: ListQuery, call) => {
        fetched[who] += 1;
        return calls.list(q, call);
      },
    });
    const mine: CrudConfig<Widget> = {
      ...baseConfig,
      key: 'myWidgets',
      scope: 'user',
      resource: counted('mine'),
    };
    const place: CrudConfig<Widget> = { ...baseConfig, key: 'placeWidgets', resource: counted('place') };
    const { queryClient } = renderPage(<Lists mine={mine} place={place} />, { path: '/widgets' });
    const shown = (who: string) => screen.getByLabelText(who).textContent;
    await waitFor(() => expect(shown('mine')).toBe('home01'));
    await waitFor(() => expect(shown('place')).toBe('home01'));
    const userId = session.get().user!.id;
    expect(
      queryClient.getQueryCache().findAll({ queryKey: ['user', userId, 'myWidgets', 'list'] }),
    ).toHaveLength(1);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['place', HOME.id, 'myWidgets'] })).toHaveLength(
      0,
    );

    act(() => session.setPlace(OTHER));
    // the place's list follows the place; the user's is the same list, not fetched again
    await waitFor(() => expect(shown('place')).toBe('other01'));
    expect(fetched).toEqual({ mine: 1, place: 2 });
    expect(shown('mine')).toBe('home01');
    expect(
      queryClient.getQueryCache().findAll({ queryKey: ['user', userId, 'myWidgets', 'list'] }),
    ).toHaveLength(1);
  });
});

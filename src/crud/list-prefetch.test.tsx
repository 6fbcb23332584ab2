import { screen } from '@testing-library/react';
import { createQueryClient } from '@/api/query-client';
import type { ListQuery } from '@/api/resource';
import { i18n } from '@/i18n/i18n';
import { session } from '@/session/session-store';
import { renderPage } from '@/test/render-page';
import { CrudPage } from './crud-page';
import { pageOf, type CrudConfig } from './types';
import { prefetchList } from './use-crud';

/*
 * Issue 18: a page's first rows are asked for before it renders (on a reload, on the intent to open it); the
 * page's own query must find them, so the server is asked once.
 */
interface Guest {
  id: number;
  name: string;
}

i18n.addResourceBundle('zh', 'translation', { guestList: { title: '住客', name: '姓名' } });

function configWith(list: (q: ListQuery) => Promise<ReturnType<typeof pageOf<Guest>>>): CrudConfig<Guest> {
  return {
    key: 'prefetchedGuests',
    title: 'guestList.title',
    resource: { list },
    fields: [{ key: 'name', label: 'guestList.name', column: { sorter: true }, search: true }],
    perms: {},
  };
}

describe('prefetchList', () => {
  beforeEach(() =>
    session.setPlace({ id: 1001, placeName: '云栖电竞酒店(西湖店)', placeType: 0, license: 1 }),
  );

  it("asks for the rows of the URL's page, filters and sort, and the page shows them without asking again", async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `张${i + 1}` }));
    const list = vi.fn(async (q: ListQuery) => pageOf(rows, q));
    const config = configWith(list);
    const client = createQueryClient();
    const search = 'page=2&size=10&sort=name:desc&q_name=张';

    prefetchList(client, config, new URLSearchParams(search));
    expect(list).toHaveBeenCalledTimes(1);
    expect(list.mock.calls[0]![0]).toEqual({
      page: 2,
      size: 10,
      filters: { name: '张' },
      sort: { field: 'name', order: 'desc' },
    });

    renderPage(<CrudPage config={config} />, { path: `/guests?${search}`, queryClient: client });
    expect(await screen.findByText('张11')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing while no place is chosen', () => {
    session.setPlace(null);
    const list = vi.fn(async (q: ListQuery) => pageOf<Guest>([], q));
    prefetchList(createQueryClient(), configWith(list), new URLSearchParams());
    expect(list).not.toHaveBeenCalled();
  });
});

import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, Route, RouterProvider, Routes, useSearchParams } from 'react-router';
import { TagLocation } from './keep-alive';

/** What a kept page renders below its hooks: counted, to see whether a navigation elsewhere renders it again. */
function Rows({ renders, page }: { renders: { count: number }; page: string }) {
  renders.count++;
  return <span>rows of page {page}</span>;
}

/** A kept list page: its URL state (the page number) and the rows under it. */
function ListPage({ renders }: { renders: { count: number } }) {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ page: '2' })}>
      <Rows renders={renders} page={params.get('page') ?? '1'} />
    </button>
  );
}

/** /rooms?page=3 kept beside the router's own pages, behind TagLocation or as a bare `<Routes location>` */
function renderKept(boundary: 'TagLocation' | 'Routes location') {
  const renders = { count: 0 };
  const location = { pathname: '/rooms', search: '?page=3', hash: '', state: null, key: 'rooms' };
  const page = <Route path="/rooms" element={<ListPage renders={renders} />} />;
  const kept =
    boundary === 'TagLocation' ? (
      <TagLocation location={location}>
        <Routes>{page}</Routes>
      </TagLocation>
    ) : (
      <Routes location={location}>{page}</Routes>
    );
  const layout = (
    <>
      {kept}
      <Outlet />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: layout }], { initialEntries: ['/home'] });
  render(<RouterProvider router={router} />);
  return { router, renders };
}

describe('TagLocation (the router stops at a kept page)', () => {
  it("keeps a hidden page out of the router's navigations; the page still reads and writes its own URL", async () => {
    const { router, renders } = renderKept('TagLocation');
    expect(screen.getByRole('button')).toHaveTextContent('rows of page 3');
    const before = renders.count;

    for (const path of ['/goods', '/orders?page=2', '/members']) await act(() => router.navigate(path));
    expect(renders.count).toBe(before);

    // its own URL state still goes through the router: a change of it navigates to the page's path
    await act(async () => screen.getByRole('button').click());
    expect(router.state.location.pathname + router.state.location.search).toBe('/rooms?page=2');
  });

  it('is what keeps it out: a bare <Routes location> renders the page again at every navigation', async () => {
    const { router, renders } = renderKept('Routes location');
    const before = renders.count;
    await act(() => router.navigate('/goods'));
    expect(renders.count).toBeGreaterThan(before);
  });
});

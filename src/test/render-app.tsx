import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';

/** Render the whole app (real routes, providers, request layer) at a path, against the msw/node mock. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(<AppProviders router={router} />);
  return { ...utils, router };
}

import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app.tsx';
import { createAppRouter } from '../app/create-app-router.ts';
import { queryClient } from '../shared/query/query-client.ts';

/** The whole app at one URL: real routes, guards, providers and hooks; only `fetch` is fake. */
export function renderApp(path: string) {
  const router = createAppRouter((routes) => createMemoryRouter(routes, { initialEntries: [path] }));
  const view = render(<App router={router} mantineEnv="test" />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, location, user: userEvent.setup({ delay: null }) };
}

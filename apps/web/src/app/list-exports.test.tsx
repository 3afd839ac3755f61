import { screen } from '@testing-library/react';
import type { UserInfo } from '@sportello/domain';
import { describe, expect, it } from 'vitest';
import { portalServer } from '../test/portal-server.ts';
import { renderApp } from '../test/render-app.tsx';
import { owner, staff } from '../test/users.ts';

/** Every list page, its export button and the list the button downloads as CSV. */
const LIST_PAGES: readonly (readonly [page: string, button: string, list: string, user: UserInfo])[] = [
  ['/products', 'products-section-csv', '/rest/products', owner],
  ['/invoices', 'pending-payments-csv', '/rest/payments', owner],
  ['/invoices', 'invoices-section-csv', '/rest/invoices', owner],
  ['/users', 'users-section-csv', '/rest/users', owner],
  ['/users', 'invites-section-csv', '/rest/invites', owner],
  ['/services/', 'services-section-csv', '/rest/services', owner],
  ['/servers', 'servers-section-csv', '/rest/servers', owner],
  ['/tickets', 'tickets-list-csv', '/rest/tickets', owner],
  ['/staff/tickets', 'staff-queue-csv', '/rest/staff/tickets', staff],
  ['/transfers', 'transfers-section-csv', '/rest/products', owner],
  ['/projects', 'projects-csv', '/rest/projects', owner],
  ['/profile', 'login-history-list-csv', '/rest/login_history', owner],
];

describe('every list page exports its list as CSV', () => {
  it.each(LIST_PAGES)('%s: %s downloads %s?format=csv', async (page, button, list, user) => {
    portalServer(user);
    renderApp(page);
    const link = (await screen.findByTestId(button, {}, { timeout: 5000 })) as HTMLAnchorElement;
    const url = new URL(link.href);
    expect(url.pathname).toBe(list);
    expect(url.searchParams.get('format')).toBe('csv');
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.textContent).toBe('Esporta CSV');
  });
});

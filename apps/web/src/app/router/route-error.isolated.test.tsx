import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../app.tsx';
import { RouteError } from './route-error.tsx';
import { failedScript } from './script-load-failure.ts';

const report = vi.hoisted(() => vi.fn(() => 'event-1'));
vi.mock('../../shared/error-reporter/reporter.ts', () => ({ reportError: report }));

const CHUNK = 'http://localhost/assets/products-page-abc123.js';

function renderFailing(error: Error) {
  const router = createMemoryRouter([
    {
      path: '/',
      Component: () => null,
      loader: () => {
        throw error;
      },
      ErrorBoundary: RouteError,
    },
  ]);
  render(<App router={router} mantineEnv="test" />);
}

describe('a page whose code does not download (spec 1 §8)', () => {
  it("says 'Failed to load {url}' with a reload, and reports nothing", async () => {
    renderFailing(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`));
    const shown = await screen.findByTestId('script-load-failed');
    expect(shown.textContent).toContain(`Failed to load ${CHUNK}`);
    expect(screen.getByRole('button', { name: 'Ricarica la pagina' })).toBeTruthy();
    expect(report).not.toHaveBeenCalled();
  });

  it('reads the address as Chromium and Firefox give it, the page’s own where Safari gives none', () => {
    expect(failedScript(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`), '/p')).toBe(CHUNK);
    expect(failedScript(new TypeError(`error loading dynamically imported module: ${CHUNK}`), '/p')).toBe(CHUNK);
    expect(failedScript(new TypeError('Importing a module script failed.'), 'http://localhost/products')).toBe(
      'http://localhost/products',
    );
    expect(failedScript(new Error('boom'), '/p')).toBeNull();
    expect(failedScript('not an error', '/p')).toBeNull();
  });
});

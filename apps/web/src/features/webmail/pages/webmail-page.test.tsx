import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appConfig } from '../../../test/app-config.ts';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { mailDomain, webmailAction } from './webmail-page.tsx';

describe('webmail (spec 1 §7)', () => {
  it('posts user and pass to the mail host of the address, enabled once the domain is recognised', async () => {
    portalServer(null);
    const app = renderApp('/webmail');
    const form = await screen.findByTestId('webmail-form');
    const submit = screen.getByTestId('webmail-submit');
    expect(submit.hasAttribute('disabled')).toBe(true);
    const user = screen.getByLabelText('Email');
    await app.user.type(user, 'mario@rossi');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await app.user.type(user, '.it');
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    expect(form.getAttribute('action')).toBe('https://webmail.rossi.it/login');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('target')).toBe('_self');
    expect(user.getAttribute('name')).toBe('user');
    expect(screen.getByTestId('webmail-pass').getAttribute('name')).toBe('pass');
    expect(screen.getByRole('link', { name: "Vai all'Area riservata" }).getAttribute('href')).toBe('/auth/login');
  });

  it('opens the PEC webmail in a new tab', async () => {
    portalServer(null);
    renderApp('/webmail');
    expect(await screen.findByRole('heading', { name: 'Posta certificata (PEC)' })).toBeTruthy();
    const pec = screen.getByTestId('webmail-pec-open');
    expect(pec.getAttribute('href')).toBe('https://pec.nuvola.test');
    expect(pec.getAttribute('target')).toBe('_blank');
    expect(pec.getAttribute('rel')).toContain('noopener');
  });

  it('says webmail is not configured without a template, and hides PEC without its address', async () => {
    portalServer(null, {
      'GET /app-config.json': {
        body: { ...appConfig, brand: { ...appConfig.brand, webmail_url_template: null, pec_url: null } },
      },
    });
    renderApp('/webmail');
    expect((await screen.findByTestId('webmail-unconfigured')).textContent).toBe('La webmail non è configurata.');
    expect(screen.queryByTestId('webmail-form')).toBeNull();
    expect(screen.queryByTestId('webmail-pec')).toBeNull();
  });

  it('derives the domain after the @', () => {
    expect(mailDomain('Mario@Rossi.IT ')).toBe('rossi.it');
    expect(mailDomain('mario@rossi')).toBeNull();
    expect(mailDomain('rossi.it')).toBeNull();
    expect(mailDomain('@rossi.it')).toBeNull();
    expect(webmailAction('https://webmail.{domain}/login', 'rossi.it')).toBe('https://webmail.rossi.it/login');
  });
});

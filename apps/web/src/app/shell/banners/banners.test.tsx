import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner, reseller, staff, staffOnCustomer } from '../../../test/users.ts';
import { showBillingBanner, showSurveyBanner } from './banner-conditions.ts';

describe('banners (spec 1 §2.3)', () => {
  it('warns about incomplete billing data with a link to the company page', async () => {
    portalServer({ ...owner, complete: false });
    renderApp('/');
    const banner = await screen.findByTestId('banner-billing');
    expect(banner.textContent).toContain('Dati di fatturazione incompleti');
    expect(screen.getByRole('link', { name: 'Completa i dati di fatturazione' }).getAttribute('href')).toBe('/company');
    expect(screen.queryByTestId('banner-survey')).toBeNull();
  });

  it('invites a reseller to the annual survey, in a modal with the survey form', async () => {
    portalServer(reseller, { 'GET /rest/introduction/1': { status: 500, body: { message: 'x' } } });
    const app = renderApp('/');
    const banner = await screen.findByTestId('banner-survey');
    await app.user.click(screen.getByRole('button', { name: 'Scopri di più' }));
    expect(await screen.findByRole('dialog', { name: 'Questionario annuale partner' })).toBeTruthy();
    expect(await screen.findByText('Non è stato possibile caricare i dati della tua azienda.')).toBeTruthy();
    expect(banner).toBeTruthy();
  });

  it('names the customer an operator acts on, with the way back to the console and to its record', async () => {
    portalServer(staff, {
      'GET /api/dashboard/userinfo': (call) => ({
        body: call.query.get('id_cliente') === '77' ? staffOnCustomer : staff,
      }),
    });
    renderApp('/77/products');
    const banner = await screen.findByTestId('banner-staff');
    expect(banner.textContent).toContain("Stai operando come operatore nell'area di Cliente Uno S.r.l. (#77).");
    expect(screen.getByRole('link', { name: 'Torna alla console' }).getAttribute('href')).toBe('/staff');
    expect(screen.getByRole('link', { name: 'Scheda azienda' }).getAttribute('href')).toBe('/staff/companies/77');
    expect(screen.queryByTestId('banner-staff-read-only')).toBeNull();
  });

  it('tells a support operator on a customer that it reads only', async () => {
    const support = { ...staff, staff_role: 'support' as const };
    portalServer(support, {
      'GET /api/dashboard/userinfo': (call) => ({
        body: call.query.get('id_cliente') === '77' ? { ...staffOnCustomer, staff_role: 'support' } : support,
      }),
    });
    renderApp('/77/products');
    expect((await screen.findByTestId('banner-staff-read-only')).textContent).toBe(
      'Sola lettura: il tuo ruolo consulta i dati del cliente senza modificarli.',
    );
  });

  it('shows no operator banner on the operator’s own pages', async () => {
    portalServer(staff);
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByTestId('banner-staff')).toBeNull();
  });

  it('shows nothing without a customer contract, before approval, or in a frame', () => {
    const incomplete = { ...owner, complete: false };
    expect(showBillingBanner(incomplete, false)).toBe(true);
    expect(showBillingBanner({ ...incomplete, contratto_cliente: false }, false)).toBe(false);
    expect(showBillingBanner({ ...incomplete, approval: 'in approvazione cliente' }, false)).toBe(false);
    expect(showBillingBanner(incomplete, true)).toBe(false);
  });

  it('counts a survey as done for a year', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    expect(showSurveyBanner(owner, false, now)).toBe(false);
    expect(showSurveyBanner({ ...reseller, survey_completion_date: '2025-01-10' }, false, now)).toBe(false);
    expect(showSurveyBanner({ ...reseller, survey_completion_date: '2024-01-10' }, false, now)).toBe(true);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appConfig } from '../../../test/app-config.ts';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { contabile, owner, reseller, tecnico } from '../../../test/users.ts';
import { dashboardShortcuts } from '../components/shortcuts.ts';

const keys = (...args: Parameters<typeof dashboardShortcuts>) => dashboardShortcuts(...args).map((s) => s.key);

describe('dashboard shortcut cards (spec 2 "Dashboard")', () => {
  it('shows the cards an owner of a customer company gets', async () => {
    portalServer(owner);
    renderApp('/');
    await screen.findByTestId('dashboard-page');
    expect(screen.getByRole('link', { name: "Crea un'offerta" }).getAttribute('href')).toBe('/diy-offer/');
    expect(screen.getByRole('link', { name: 'Apri un nuovo ticket' }).getAttribute('href')).toBe('/tickets/new');
    const booking = await screen.findByRole('link', { name: /Prenota/ });
    expect(booking.getAttribute('href')).toBe(appConfig.brand.appointment_url);
    expect(booking.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Scopri come' }).getAttribute('href')).toBe('/become-partner');
    expect(screen.queryByTestId('shortcut-skills')).toBeNull();
  });

  it('follows the conditions per user', () => {
    const url = 'https://book.test';
    expect(keys(owner, url)).toEqual(['wizard', 'ticket', 'appointment', 'partner']);
    expect(keys(owner, null)).toEqual(['wizard', 'ticket', 'partner']);
    expect(keys(reseller, url)).toEqual(['skills', 'wizard', 'ticket', 'appointment']);
    expect(keys({ ...reseller, complete_skill: true }, null)).toEqual(['wizard', 'ticket']);
    expect(keys({ ...owner, has_parent: true }, null)).toEqual(['wizard', 'ticket']);
    expect(keys(tecnico, null)).toEqual(['wizard', 'ticket']);
    expect(keys(contabile, null)).toEqual(['wizard', 'ticket', 'partner']);
  });
});

import { fireEvent, screen } from '@testing-library/react';
import type { CloudServer } from '@sportello/domain';
import { describe, expect, it } from 'vitest';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner } from '../../../test/users.ts';

const server: CloudServer = {
  id: 1,
  nome: 'vps-rossi',
  os: 'AlmaLinux',
  osrelease: '9',
  ip4_public: '203.0.113.10',
  fqdn: 'vps-rossi.example',
  cpanel: false,
  has_cockpit: false,
  has_console: false,
  server_location: 'Milano',
  backup_location: 'Lugano',
  whm_url: null,
  cockpit_url: null,
  console_url: null,
};

describe('servers page (spec 3 §2 servers)', () => {
  it('shows the backup location as active with its rotation: 3 daily, 2 weekly, 4 monthly (spec 2 §9)', async () => {
    portalServer(owner, {
      'GET /rest/servers': { body: { items: [server], total: 1, page: 1, size: 20 } },
    });
    renderApp('/servers');
    fireEvent.click(await screen.findByTestId('server-toggle-vps-rossi'));
    expect(await screen.findByText('Lugano')).toBeTruthy();
    expect(screen.getByText('Backup attivo')).toBeTruthy();
    expect(screen.getByTestId('backup-rotation').textContent).toBe(
      'Rotazione: 3 giornalieri, 2 settimanali, 4 mensili',
    );
  });
});

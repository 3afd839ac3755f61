import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PortalDocument } from '@sportello/domain';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner } from '../../../test/users.ts';

const DOCUMENTS: PortalDocument[] = [
  {
    id: 1,
    sezione: 'contrattuali',
    nome: 'Condizioni generali di contratto',
    descrizione: 'Le condizioni',
    link: null,
    contract: 'customer',
  },
  {
    id: 2,
    sezione: 'contrattuali',
    nome: 'Livelli di servizio (SLA)',
    descrizione: 'Disponibilità',
    link: '/rest/documents/2/file',
    contract: null,
  },
  {
    id: 3,
    sezione: 'altri',
    nome: 'Modulo di trasferimento dominio',
    descrizione: '',
    link: '/rest/documents/3/file',
    contract: null,
  },
];

describe('documents page (spec 3 "Documenti utili")', () => {
  it('groups the documents by section, links the files and opens a contract in its dialog', async () => {
    const server = portalServer(owner, {
      'GET /rest/documents': { body: DOCUMENTS },
      'GET /rest/contracts/customer': {
        body: { titolo: 'Condizioni generali – Nuvolaria', testo: '<p>Articolo 1</p>' },
      },
    });
    const app = renderApp('/documents');
    const contractual = await screen.findByRole('region', { name: 'Condizioni contrattuali' });
    expect(within(contractual).getAllByTestId('document-row')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Altri moduli' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Moduli amministrativi' })).toBeNull();
    const download = screen.getByRole('link', { name: 'Scarica PDF – Livelli di servizio (SLA)' });
    expect(download.getAttribute('href')).toBe('/rest/documents/2/file');
    expect(download.hasAttribute('download')).toBe(true);

    expect(server.callsTo('GET', '/rest/contracts/customer')).toHaveLength(0);
    await app.user.click(screen.getByRole('button', { name: 'Leggi Condizioni generali di contratto' }));
    const dialog = await screen.findByRole('dialog');
    const frame = await within(dialog).findByTitle('Condizioni generali – Nuvolaria');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Articolo 1</p>');
  });

  it('says when there are no documents', async () => {
    portalServer(owner, { 'GET /rest/documents': { body: [] } });
    renderApp('/documents');
    expect((await screen.findByTestId('list-empty')).textContent).toBe('Nessun documento disponibile');
  });

  it('shows an error when the list cannot be loaded', async () => {
    portalServer(owner, { 'GET /rest/documents': { status: 500, body: { message: 'x' } } });
    renderApp('/documents');
    expect((await screen.findByTestId('list-error')).textContent).toContain(
      'Non è stato possibile caricare i documenti.',
    );
  });
});

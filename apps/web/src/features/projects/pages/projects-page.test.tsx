import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Project, Skill } from '@sportello/domain';
import type { RecordedCall } from '../../../test/fake-server.ts';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { owner } from '../../../test/users.ts';

const SKILLS: Skill[] = [
  { id: 1, nome: 'E-commerce', tipo: 'skill' },
  { id: 2, nome: 'WordPress', tipo: 'tech skill' },
  { id: 3, nome: 'Commercio e retail', tipo: 'business sector' },
];

const project = (id: number, nome: string): Project => ({
  id,
  data: '2026-03-02T10:00:00Z',
  nome,
  descrizione: 'Negozio online',
  dominio: 'rossi.example',
  tempistiche: 'Entro maggio',
  budget: 1_500_000,
  currency: 'EUR',
  contatti: 'Mario Rossi',
  id_requirements: [SKILLS[0] as Skill],
});

/** The server's answer: the projects of the page asked for (five a page), with the total. */
const pageOf = (projects: Project[]) => (call: RecordedCall) => {
  const page = Number(call.query.get('page') ?? 1);
  const size = Number(call.query.get('size') ?? 5);
  return { body: { items: projects.slice((page - 1) * size, page * size), page, size, total: projects.length } };
};

describe('projects page (spec 3 "Progetti")', () => {
  it('lists the projects with the budget in the company currency, a page at a time from the server', async () => {
    const many = Array.from({ length: 7 }, (_, i) => project(i + 1, `Progetto ${i + 1}`));
    const server = portalServer(owner, {
      'GET /rest/projects': pageOf(many),
      'GET /rest/project_requirements': { body: SKILLS },
    });
    const app = renderApp('/projects');
    const list = await screen.findByTestId('project-list');
    await within(list).findByText('Progetto 1');
    expect(within(list).getAllByTestId('project-card')).toHaveLength(5);
    expect(within(list).getAllByText(/15\.000,00\s€/)).toHaveLength(5);
    await app.user.click(screen.getByRole('button', { name: 'Pagina 2' }));
    await within(list).findByText('Progetto 6');
    expect(within(list).getAllByTestId('project-card')).toHaveLength(2);
    expect(server.callsTo('GET', '/rest/projects').at(-1)?.query.get('page')).toBe('2');
    expect(app.location()).toBe('/projects?page=2');
  });

  it('validates like the server, then sends the project with the budget in cents', async () => {
    let saved: Project[] = [];
    const server = portalServer(owner, {
      'GET /rest/projects': (call: RecordedCall) => pageOf(saved)(call),
      'GET /rest/project_requirements': { body: SKILLS },
      'POST /rest/projects': (call: RecordedCall) => {
        saved = [project(9, (call.body as { nome: string }).nome)];
        return { body: { result: 'ok', message: 'Progetto inviato alla rete dei partner', id: 9 } };
      },
    });
    const app = renderApp('/projects');
    expect((await screen.findByTestId('list-empty')).textContent).toBe('Nessun progetto inviato');

    await app.user.click(screen.getByTestId('project-submit'));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(3);
    expect(screen.getByText('Seleziona almeno una skill')).toBeDefined();
    expect(screen.getByText("Per inviare il progetto è necessaria l'autorizzazione")).toBeDefined();
    expect(server.callsTo('POST', '/rest/projects')).toHaveLength(0);

    await app.user.type(screen.getByTestId('project-nome'), 'Sito vetrina');
    await app.user.type(screen.getByTestId('project-descrizione'), 'Cinque pagine');
    await app.user.type(screen.getByTestId('project-contatti'), 'Elena Galli');
    await app.user.type(screen.getByTestId('project-budget'), '2500');
    await app.user.click(screen.getByTestId('project-requirements'));
    await app.user.click(await screen.findByRole('option', { name: 'WordPress' }));
    await app.user.click(screen.getByTestId('project-authorization'));
    await app.user.click(screen.getByTestId('project-submit'));

    expect(await within(await screen.findByTestId('project-list')).findByText('Sito vetrina')).toBeDefined();
    expect(server.callsTo('POST', '/rest/projects')[0]?.body).toEqual({
      nome: 'Sito vetrina',
      descrizione: 'Cinque pagine',
      dominio: '',
      tempistiche: '',
      budget: 250_000,
      contatti: 'Elena Galli',
      id_requirements: [2],
      authorization: true,
    });
    expect((screen.getByTestId('project-nome') as HTMLInputElement).value).toBe('');
  });

  it('keeps a budget as typed and says why it is refused (-500, 2.500,00)', async () => {
    const server = portalServer(owner, {
      'GET /rest/projects': pageOf([]),
      'GET /rest/project_requirements': { body: SKILLS },
    });
    const app = renderApp('/projects');
    const budget = (await screen.findByTestId('project-budget')) as HTMLInputElement;
    for (const [typed, message] of [
      ['-500', 'Indica un importo tra 0 e 10.000.000'],
      ['2.500,00', "L'importo è un numero, senza separatori delle migliaia (per esempio 2500 o 2500.50)"],
    ] as const) {
      await app.user.clear(budget);
      await app.user.type(budget, typed);
      await app.user.click(screen.getByTestId('project-submit'));
      expect(await screen.findByText(message)).toBeDefined();
      expect(budget.value).toBe(typed);
    }
    expect(server.callsTo('POST', '/rest/projects')).toHaveLength(0);
  });

  it('shows an error when the projects cannot be loaded', async () => {
    portalServer(owner, {
      'GET /rest/projects': { status: 500, body: { message: 'x' } },
      'GET /rest/project_requirements': { body: SKILLS },
    });
    renderApp('/projects');
    expect((await screen.findByTestId('list-error')).textContent).toContain(
      'Non è stato possibile caricare i progetti.',
    );
  });
});

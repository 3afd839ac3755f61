import { notificationsStore } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Company, Skill } from '@sportello/domain';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { reseller } from '../../../test/users.ts';

const SKILLS: Skill[] = [
  { id: 1, nome: 'Sviluppo siti web', tipo: 'skill' },
  { id: 2, nome: 'WordPress', tipo: 'tech skill' },
];

describe('my skills (spec 2 §2)', () => {
  it("shows the company's skills and saves them with 'Skill aggiornate'", async () => {
    const company = { id: 20, requirements: [1, 2], id_main_skill: 1, is_reseller: true } as unknown as Company;
    const api = portalServer(reseller, {
      'GET /rest/company/20': { body: company },
      'GET /rest/skills': { body: SKILLS },
      'PUT /rest/company/20': (call) => ({ body: { ...company, ...(call.body as object) } }),
    });
    const app = renderApp('/my_skills');
    await app.user.click(await screen.findByTestId('skills-submit'));
    await waitFor(() => expect(api.callsTo('PUT', '/rest/company/20')).toHaveLength(1));
    expect(api.callsTo('PUT', '/rest/company/20')[0]?.body).toEqual({ requirements: [1, 2], id_main_skill: 1 });
    await waitFor(() =>
      expect(notificationsStore.getState().notifications.map((n) => n.message)).toContain('Skill aggiornate'),
    );
  });

  it('shows the error state when the company cannot be loaded', async () => {
    portalServer(reseller, {
      'GET /rest/company/20': { status: 500, body: { message: 'x' } },
      'GET /rest/skills': { body: SKILLS },
    });
    renderApp('/my_skills');
    expect(await screen.findByTestId('list-error')).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Introduction } from '@sportello/domain';
import type { RecordedCall } from '../../../test/fake-server.ts';
import { portalServer } from '../../../test/portal-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { reseller } from '../../../test/users.ts';

const EMPTY: Introduction = {
  id: 1,
  presentazione: '',
  receive_opportunity: true,
  categoria_prospect: null,
  dipendenti: null,
  anni_attivita: null,
  fatturato: null,
  clienti: null,
  dimensione_clienti: [],
  associazioni: [],
  preferenza_fatturazione: null,
  admin_pros: '',
  admin_cons: '',
  admin_feature_request: '',
  has_logo: false,
  has_brochure: false,
  logo: null,
  brochure: null,
  brochure_name: null,
  survey_completion_date: null,
};

/** The values the form sent: the multipart call's json field. */
const sentValues = (call: RecordedCall | undefined) =>
  JSON.parse(String((call?.body as FormData).get('json'))) as Record<string, unknown>;

const saved = (call: RecordedCall) => {
  const body = sentValues(call);
  const survey = body.variant === 'survey';
  return {
    body: {
      result: 'ok',
      message: survey ? 'Grazie! Il questionario annuale è stato inviato.' : 'Presentazione salvata.',
      introduction: { ...EMPTY, ...body, survey_completion_date: survey ? '2026-12-06' : null },
    },
  };
};

async function fillSurvey(app: ReturnType<typeof renderApp>, form: HTMLElement) {
  const f = within(form);
  await app.user.selectOptions(f.getByTestId('introduction-categoria_prospect'), 'Web agency');
  await app.user.selectOptions(f.getByTestId('introduction-dipendenti'), 'Da 1 a 5');
  await app.user.selectOptions(f.getByTestId('introduction-anni_attivita'), 'Da 3 a 10 anni');
  await app.user.selectOptions(f.getByTestId('introduction-fatturato'), 'Da 100.000 a 500.000');
  await app.user.selectOptions(f.getByTestId('introduction-clienti'), 'Da 10 a 100');
  await app.user.selectOptions(f.getByTestId('introduction-preferenza_fatturazione'), 'Mista');
  await app.user.click(f.getByRole('checkbox', { name: 'Piccole imprese' }));
  await app.user.type(f.getByTestId('introduction-admin_pros'), 'Assistenza');
  await app.user.type(f.getByTestId('introduction-admin_cons'), 'Prezzi');
  await app.user.type(f.getByTestId('introduction-admin_feature_request'), 'Report');
}

describe('introduction page (spec 2 §2, §3, §5)', () => {
  it('saves the introduction with nothing required', async () => {
    const server = portalServer(reseller, {
      'GET /rest/introduction/1': { body: EMPTY },
      'PUT /rest/introduction/1': saved,
    });
    const app = renderApp('/introduction');
    const form = await screen.findByTestId('introduction-form');
    expect(within(form).queryByTestId('introduction-admin_pros')).toBeNull();
    await app.user.type(within(form).getByTestId('introduction-presentazione'), 'Agenzia di Lugano');
    await app.user.click(within(form).getByTestId('introduction-submit'));
    expect(await screen.findByText('Presentazione salvata.')).toBeDefined();
    expect(sentValues(server.callsTo('PUT', '/rest/introduction/1')[0])).toMatchObject({
      variant: 'introduction',
      presentazione: 'Agenzia di Lugano',
      categoria_prospect: null,
      receive_opportunity: true,
    });
  });

  it('requires the survey fields like the server, then sends the survey', async () => {
    const server = portalServer(reseller, {
      'GET /rest/introduction/1': { body: EMPTY },
      'PUT /rest/introduction/1': saved,
    });
    const app = renderApp('/introduction?tab=survey');
    const form = await screen.findByTestId('survey-form');
    await app.user.click(within(form).getByTestId('survey-submit'));
    expect(await within(form).findAllByText('Campo obbligatorio')).toHaveLength(9);
    expect(within(form).getByText('Seleziona almeno una voce')).toBeDefined();
    expect(server.callsTo('PUT', '/rest/introduction/1')).toHaveLength(0);
    await fillSurvey(app, form);
    await app.user.click(within(form).getByTestId('survey-submit'));
    expect(await screen.findByText('Grazie! Il questionario annuale è stato inviato.')).toBeDefined();
    expect(sentValues(server.callsTo('PUT', '/rest/introduction/1')[0])).toMatchObject({
      variant: 'survey',
      categoria_prospect: 'web_agency',
      dimensione_clienti: ['small'],
      associazioni: [],
      admin_pros: 'Assistenza',
    });
  });

  it.each([
    [
      'an oversize logo',
      new File([new Uint8Array(1024 * 1024 + 1)], 'logo.png', { type: 'image/png' }),
      'Il logo può pesare al massimo 1 MB.',
    ],
    [
      'an SVG logo',
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
      'Il logo deve essere un’immagine PNG, JPEG o WebP (SVG non accettato).',
    ],
  ])('refuses %s before sending, with the server’s words', async (_name, file, message) => {
    const server = portalServer(reseller, {
      'GET /rest/introduction/1': { body: EMPTY },
      'PUT /rest/introduction/1': saved,
    });
    const app = renderApp('/introduction');
    const form = await screen.findByTestId('introduction-form');
    // As a browser whose file dialog lets any file through (the input's accept is only a hint).
    fireEvent.change(form.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    expect(await within(form).findByText(message)).toBeDefined();
    await app.user.click(within(form).getByTestId('introduction-submit'));
    expect(server.callsTo('PUT', '/rest/introduction/1')).toHaveLength(0);
  });

  it('sends a logo as the call’s file part and shows the server’s refusal on its field', async () => {
    const server = portalServer(reseller, {
      'GET /rest/introduction/1': { body: EMPTY },
      'PUT /rest/introduction/1': {
        status: 415,
        body: {
          message: 'x',
          reason: 'file_type',
          errors: { logo: 'Il logo deve essere un’immagine PNG, JPEG o WebP (SVG non accettato).' },
        },
      },
    });
    const app = renderApp('/introduction');
    const form = await screen.findByTestId('introduction-form');
    await app.user.upload(
      form.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['testo'], 'logo.png', { type: 'image/png' }),
    );
    await app.user.click(within(form).getByTestId('introduction-submit'));
    expect(
      await within(form).findByText('Il logo deve essere un’immagine PNG, JPEG o WebP (SVG non accettato).'),
    ).toBeDefined();
    const sent = server.callsTo('PUT', '/rest/introduction/1')[0]!.body as FormData;
    expect((sent.get('logo') as File).name).toBe('logo.png');
    expect(await (sent.get('logo') as File).text()).toBe('testo');
    expect(sent.get('brochure')).toBeNull();
    expect(sentValues(server.callsTo('PUT', '/rest/introduction/1')[0])).not.toHaveProperty('logo');
  });

  it('deletes the logo only after the confirmation', async () => {
    let current: Introduction = { ...EMPTY, has_logo: true, logo: '/rest/company_logo/20?size=64' };
    const server = portalServer(reseller, {
      'GET /rest/introduction/1': () => ({ body: current }),
      'DELETE /rest/company_logo/1': () => {
        current = EMPTY;
        return { body: { result: 'ok', message: 'Logo cancellato.' } };
      },
    });
    const app = renderApp('/introduction');
    expect(await screen.findByRole('img', { name: 'Logo attuale' })).toBeDefined();
    await app.user.click(screen.getByTestId('introduction-delete-logo'));
    expect(await screen.findByText('Vuoi procedere con la cancellazione del logo?')).toBeDefined();
    expect(server.callsTo('DELETE', '/rest/company_logo/1')).toHaveLength(0);
    await app.user.click(screen.getByTestId('confirm-action'));
    expect(await screen.findByText('Logo cancellato.')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Logo attuale' })).toBeNull());
  });

  it('the shell’s survey banner opens the survey form; once sent the banner goes away', async () => {
    let user = reseller;
    portalServer(reseller, {
      'GET /api/dashboard/userinfo': () => ({ body: user }),
      'GET /rest/introduction/1': { body: EMPTY },
      'PUT /rest/introduction/1': (call: RecordedCall) => {
        user = { ...reseller, survey_completion_date: '2026-12-06', compiledSurvey: true };
        return saved(call);
      },
    });
    const app = renderApp('/');
    await screen.findByTestId('banner-survey');
    await app.user.click(screen.getByTestId('open-survey'));
    const dialog = await screen.findByRole('dialog', { name: 'Questionario annuale partner' });
    const form = await within(dialog).findByTestId('survey-form');
    await fillSurvey(app, form);
    await app.user.click(within(form).getByTestId('survey-submit'));
    expect(await screen.findByText('Grazie! Il questionario annuale è stato inviato.')).toBeDefined();
    await waitFor(() => expect(screen.queryByTestId('banner-survey')).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Questionario annuale partner' })).toBeNull();
  });
});

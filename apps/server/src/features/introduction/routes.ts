import { translate } from '@sportello/domain';
import { introductionApi } from '@sportello/domain/api';
import type { FastifyPluginAsync } from 'fastify';
import { companyActorOf } from '../../platform/access/require-actor.ts';
import { registerEndpoint } from '../../platform/http/endpoint-routes.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { requestLanguage } from '../../platform/http/request-language.ts';
import { companyContextOf } from '../../platform/use-cases/use-case-context.ts';
import { findCompanyFile } from './introduction-store.ts';
import { introductionOf, removeCompanyFile, saveIntroduction } from './use-cases.ts';

/** Files are served as downloads that cannot run anything, to their own company only. */
const FILE_HEADERS = {
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
} as const;

/** Introduction and survey (spec 2 §2, §3, §5, §7): the partner's presentation, logo, brochure and yearly survey. */
export const introductionRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, introductionApi.get, async (request) => introductionOf(companyContextOf(request)));

  registerEndpoint(app, introductionApi.save, async (request) => {
    const introduction = await saveIntroduction(companyContextOf(request), request.body, request.uploads ?? []);
    const key = request.body.variant === 'survey' ? 'introduction.survey_saved' : 'introduction.saved';
    return { result: 'ok' as const, message: translate(requestLanguage(request), key), introduction };
  });

  registerEndpoint(app, introductionApi.deleteLogo, async (request) => {
    await removeCompanyFile(companyContextOf(request), 'logo');
    return { result: 'ok' as const, message: translate(requestLanguage(request), 'introduction.logo_deleted') };
  });

  registerEndpoint(app, introductionApi.deleteBrochure, async (request) => {
    await removeCompanyFile(companyContextOf(request), 'brochure');
    return { result: 'ok' as const, message: translate(requestLanguage(request), 'introduction.brochure_deleted') };
  });

  registerEndpoint(app, introductionApi.logo, async (request, reply) => {
    const file = await findCompanyFile(app.db, companyActorOf(request), request.params.id_azienda, 'logo');
    if (!file) throw new HttpError(404, 'introduction.logo_not_found', { reason: 'logo_not_found' });
    const preview = request.query.size === '64' && file.preview;
    return reply
      .type(preview ? 'image/png' : file.content_type)
      .headers(FILE_HEADERS)
      .send(preview || file.content);
  });

  registerEndpoint(app, introductionApi.brochure, async (request, reply) => {
    const file = await findCompanyFile(app.db, companyActorOf(request), request.params.id_azienda, 'brochure');
    if (!file) throw new HttpError(404, 'introduction.brochure_not_found', { reason: 'brochure_not_found' });
    const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return reply
      .type('application/pdf')
      .headers(FILE_HEADERS)
      .header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      )
      .send(file.content);
  });
};

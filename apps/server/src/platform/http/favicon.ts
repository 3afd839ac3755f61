import { appConfigApi } from '@sportello/domain/api';
import type { AppConfig } from '@sportello/domain';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../mail/html.ts';

/**
 * The brand's mark as the site icon: its initial on its primary colour, drawn from the brand
 * settings so another provider gets its own without a file to replace. /favicon.ico, which browsers
 * and crawlers ask for by themselves, leads to it.
 */
export function registerFavicon(app: FastifyInstance): void {
  app.get('/favicon.svg', async (request, reply) => {
    const config = await app.inject({ method: 'GET', url: appConfigApi.get.path, remoteAddress: request.ip });
    const brand = config.statusCode === 200 ? (JSON.parse(config.body) as AppConfig).brand : null;
    return reply.header('cache-control', 'no-cache').type('image/svg+xml').send(faviconSvg(brand));
  });
  app.get('/favicon.ico', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').redirect('/favicon.svg'),
  );
}

export function faviconSvg(brand: Pick<AppConfig['brand'], 'name' | 'primary_color'> | null): string {
  const color = brand?.primary_color ?? '#1c7ed6';
  const initial = escapeHtml([...(brand?.name.trim() ?? '')][0]?.toUpperCase() ?? 'S');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" rx="14" fill="${color}"/>` +
    `<text x="32" y="44" font-family="system-ui,sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${initial}</text>` +
    '</svg>'
  );
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { newToken } from './tokens.ts';

export const SESSION_COOKIE = 'sportello_sid';
export const BROWSER_COOKIE = 'sportello_bid';

/** Secure whenever the portal is served over HTTPS: by its public URL, or as seen behind a trusted proxy. */
function isSecure(request: FastifyRequest): boolean {
  return request.server.config.publicUrl?.startsWith('https:') === true || request.protocol === 'https';
}

/** maxAgeSeconds undefined: a browser-session cookie, gone when the browser closes. */
export function setHttpOnlyCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  maxAgeSeconds?: number,
): void {
  reply.setCookie(name, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
  });
}

export function clearCookie(request: FastifyRequest, reply: FastifyReply, name: string): void {
  reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure(request) });
}

const BROWSER_TOKEN_SHAPE = /^[\w-]{43}$/;

/** The browser-binding cookie's value (form check tokens, provider sign-ins), set first when missing or malformed. */
export function ensureBrowserCookie(request: FastifyRequest, reply: FastifyReply): string {
  const current = request.cookies[BROWSER_COOKIE];
  if (current && BROWSER_TOKEN_SHAPE.test(current)) return current;
  const browser = newToken();
  setHttpOnlyCookie(request, reply, BROWSER_COOKIE, browser);
  return browser;
}

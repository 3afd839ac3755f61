import { ENDPOINTS, type EndpointSpec } from '@sportello/domain/api';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { requireDeclaredEndpoints } from './endpoint-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { seed: false });
});
afterAll(() => t.close());

const declared: [string, EndpointSpec][] = Object.entries(ENDPOINTS).flatMap(([area, endpoints]) =>
  Object.entries(endpoints as Record<string, EndpointSpec>).map(([name, spec]): [string, EndpointSpec] => [
    `${area}.${name}`,
    spec,
  ]),
);

describe('the endpoint declarations are the API', () => {
  it.each(declared)('%s is registered with its method and path', (_, spec) => {
    expect(t.app.hasRoute({ method: spec.method, url: spec.path })).toBe(true);
  });

  it('declares every method and path once', () => {
    const keys = declared.map(([, spec]) => `${spec.method} ${spec.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('registers no API route outside the declarations: the server refuses one at start', async () => {
    const app = Fastify();
    requireDeclaredEndpoints(app);
    app.get('/healthz', async () => 'ok');
    expect(() => app.get('/rest/undeclared', async () => 'no')).toThrow(
      'GET /rest/undeclared is not registered from a declared endpoint',
    );
    expect(() => app.post('/api/undeclared', async () => 'no')).toThrow('is not registered from a declared endpoint');
    await app.close();
  });
});

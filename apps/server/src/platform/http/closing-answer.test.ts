import { endpoint } from '@sportello/domain/api';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { registerEndpoint } from './endpoint-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The status and body of each HTTP/1.1 answer in what a connection received, in order. */
function answersIn(received: string): { status: number; body: string }[] {
  return received
    .split(/(?=HTTP\/1\.1 )/)
    .filter(Boolean)
    .map((answer) => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1]), body: body.trim() };
    });
}

describe('closing', () => {
  it('answers a call that arrives while the server closes with 503 in the one error shape, in its language', async () => {
    const app = await t.sibling({});
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered = () => {};
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    registerEndpoint(
      app,
      endpoint({
        method: 'GET',
        path: '/rest/test_slow',
        access: 'public',
        summary: 'probe',
        response: z.object({ ok: z.boolean() }),
      }),
      async () => {
        entered();
        await held;
        return { ok: true };
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    // One keep-alive connection: the second call reaches the server while it waits for the first.
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /rest/test_slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await inHandler;
    const closed = app.close();
    socket.write('GET /api/dashboard/userinfo HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await closed;
    await ended;

    const [first, second] = answersIn(received);
    expect(first).toEqual({ status: 200, body: expect.stringContaining('{"ok":true}') });
    expect(second?.status).toBe(503);
    expect(JSON.parse(second!.body)).toEqual({
      message: 'The server seems to be under maintenance. Please try again later.',
      reason: 'shutting_down',
    });
  });
});

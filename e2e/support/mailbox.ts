import { expect, type APIRequestContext } from '@playwright/test';

/** The newest link of a kind in the demo mailbox of an address, as a path with its query. */
export async function mailedLink(request: APIRequestContext, to: string, path: RegExp): Promise<string> {
  let href: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`)).text();
      href = [...html.matchAll(/href="([^"]+)"/g)]
        .map((m) => (m[1] ?? '').replaceAll('&amp;', '&'))
        .find((h) => path.test(h));
      return href;
    })
    .toBeTruthy();
  const url = new URL(href ?? '');
  return `${url.pathname}${url.search}`;
}

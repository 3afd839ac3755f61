import { afterEach, describe, expect, it } from 'vitest';
import { portalServer } from '../../test/portal-server.ts';
import { appConfig as served } from '../../test/app-config.ts';
import { appConfig, loadAppConfig, resetAppConfigForTests } from './app-config.ts';

describe('app configuration', () => {
  afterEach(() => {
    document.getElementById('sportello-config')?.remove();
    resetAppConfigForTests();
  });

  it('takes the configuration the server wrote into the page, without asking for it', async () => {
    const written = { ...served, brand: { ...served.brand, name: 'Scritto nella pagina' } };
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="sportello-config">${JSON.stringify(written)}</script>`,
    );
    resetAppConfigForTests();
    const server = portalServer(null);
    expect(await loadAppConfig()).toEqual(written);
    expect(appConfig().brand.name).toBe('Scritto nella pagina');
    expect(server.callsTo('GET', '/app-config.json')).toHaveLength(0);
    expect(document.getElementById('sportello-config')).toBeNull();
  });

  it('asks the server when the page has none', async () => {
    const server = portalServer(null);
    expect((await loadAppConfig()).brand.name).toBe(served.brand.name);
    expect(server.callsTo('GET', '/app-config.json')).toHaveLength(1);
  });
});

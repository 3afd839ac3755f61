import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig, REPO_ROOT } from './config.ts';
import { serverBundle, SUBPROCESS_START_MS, SUBPROCESS_TEST_MS } from './test-support/subprocess.ts';

describe('loadConfig', () => {
  it('has working defaults: loopback on 3000, data in the repository, demo on the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: `${REPO_ROOT}/data`,
      webDist: `${REPO_ROOT}/apps/web/dist`,
      maintenance: false,
      demo: true,
      frameAncestors: ["'self'"],
      trustProxy: false,
      logLevel: 'info',
      worker: true,
      databasePreparedStatements: true,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app@db:5432/sportello',
      DATABASE_PREPARED_STATEMENTS: '0',
      PUBLIC_URL: 'https://area.example/',
      MAINTENANCE: '1',
      WORKER: '0',
      SESSION_SECRET: 'x'.repeat(40),
      SENTRY_DSN: 'https://k@o1.ingest.sentry.example/1',
      FRAME_ANCESTORS: "'self' https://www.provider.example",
      TRUST_PROXY: 'loopback',
      BRAND_NAME: 'Acme',
      BRAND_PRIMARY_COLOR: '#112233',
      BRAND_WEBMAIL_URL_TEMPLATE: 'https://webmail.{domain}/login',
      BRAND_PEC_URL: 'https://pec.acme.example',
      BRAND_FARM_DOMAIN: 'farm.acme.example',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://app@db:5432/sportello',
      databasePreparedStatements: false,
      publicUrl: 'https://area.example',
      maintenance: true,
      worker: false,
      demo: false,
      frameAncestors: ["'self'", 'https://www.provider.example'],
      trustProxy: 'loopback',
      brand: {
        name: 'Acme',
        primary_color: '#112233',
        webmail_url_template: 'https://webmail.{domain}/login',
        pec_url: 'https://pec.acme.example',
        farm_domain: 'farm.acme.example',
      },
    });
  });

  it('runs one web process per core, up to 8, on PostgreSQL, and one on the embedded database', () => {
    const postgres = { DATABASE_URL: 'postgres://app@db:5432/sportello' };
    expect(loadConfig({}).webProcesses).toBe(1);
    expect(loadConfig(postgres).webProcesses).toBe(Math.min(8, availableParallelism()));
    expect(loadConfig({ ...postgres, WEB_PROCESSES: '12' }).webProcesses).toBe(12);
    expect(loadConfig({ WEB_PROCESSES: '1' }).webProcesses).toBe(1);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/x'],
    ['PUBLIC_URL', 'area.example'],
    ['MAINTENANCE', 'maybe'],
    ['SESSION_SECRET', 'short'],
    ['FRAME_ANCESTORS', 'javascript:alert(1)'],
    ['LOG_LEVEL', 'loud'],
    ['BRAND_PRIMARY_COLOR', 'blue'],
    ['BRAND_WEBMAIL_URL_TEMPLATE', 'webmail.{domain}'],
    ['BRAND_PEC_URL', 'pec'],
    ['BRAND_FARM_DOMAIN', 'not a domain'],
    ['SMTP_URL', 'mail.provider.example:587'],
    ['SMTP_URL', 'https://mail.provider.example'],
    ['AUTH_MAIL_RATE_LIMIT', '0'],
    ['WORKER', 'sometimes'],
    ['BILLING_RUN', 'weekly'],
    ['WEB_PROCESSES', 'many'],
    ['WEB_PROCESSES', '0'],
    // One process opens the embedded database.
    ['WEB_PROCESSES', '2'],
    // Without DATABASE_URL nothing but the server may open the database to run the jobs.
    ['WORKER', '0'],
  ])('names the variable when %s=%s is invalid', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('does not echo secrets in the message', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'tiny-secret' })).toThrow(/^(?![\s\S]*tiny-secret)/);
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@mail.example' })).toThrow(/^(?![\s\S]*hunter2)/);
  });

  it("runs the day's billing on its schedule unless BILLING_RUN=0", () => {
    expect(loadConfig({}).billingRun).toBe(true);
    expect(loadConfig({ BILLING_RUN: '0' }).billingRun).toBe(false);
  });

  it('reads the e-mail settings', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pw@mail.example:465',
      MAIL_FROM: 'Acme <no-reply@acme.example>',
      AUTH_MAIL_RATE_LIMIT: '25',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pw@mail.example:465',
      mailFrom: 'Acme <no-reply@acme.example>',
      authMailRateLimitPerHour: 25,
    });
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, mailFrom: undefined, authMailRateLimitPerHour: 10 });
  });
});

// The repository's .env.example once it lives at the root, this workspace's until then.
const examplePath =
  [`${REPO_ROOT}/.env.example`, `${REPO_ROOT}/apps/server/.env.example`].find((p) => existsSync(p)) ?? '';

describe(`.env.example`, () => {
  const example = parseEnv(readFileSync(examplePath, 'utf8'));

  it('documents every variable', () => {
    expect(CONFIG_VARIABLES.filter((name) => !(name in example))).toEqual([]);
  });

  it('is a valid configuration as it stands', () => {
    expect(() => loadConfig(example)).not.toThrow();
  });
});

describe('server start', () => {
  it(
    'stops with a message naming the variable when the configuration is invalid',
    async () => {
      const run = spawnSync(process.execPath, [await serverBundle()], {
        cwd: `${REPO_ROOT}/apps/server`,
        env: { ...process.env, PORT: 'not-a-port' },
        encoding: 'utf8',
        timeout: SUBPROCESS_START_MS,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('PORT');
    },
    SUBPROCESS_TEST_MS,
  );
});

describe('payment providers (issue 11)', () => {
  it('defaults to the sandbox in demo mode only: a real deployment never takes its word for money', () => {
    expect(loadConfig({}).payments.providers).toEqual(['sandbox']);
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db:5432/sportello' }).payments.providers).toEqual([]);
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db:5432/sportello', DEMO: '1' }).payments.providers).toEqual([
      'sandbox',
    ]);
  });

  it('enables PayPal and Axerve with their credentials, and refuses them without', () => {
    const config = loadConfig({
      PAYMENT_PROVIDERS: 'paypal, axerve',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      AXERVE_SHOP_LOGIN: 'GESPAY1',
      AXERVE_API_KEY: 'key',
    });
    expect(config.payments).toMatchObject({
      providers: ['paypal', 'axerve'],
      paypal: { apiUrl: 'https://api-m.paypal.com', clientId: 'id' },
      axerve: { shopLogin: 'GESPAY1' },
    });
    expect(() => loadConfig({ PAYMENT_PROVIDERS: 'paypal' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_PROVIDERS: 'axerve' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_PROVIDERS: 'stripe' })).toThrow(ConfigError);
  });
});

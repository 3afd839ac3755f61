import { loadConfig, loadDotEnv } from './config.ts';
import { seedDemoIfEmpty } from './demo/seed.ts';
import { generateVolume, VOLUME_MARKER, VolumeRefused } from './demo/volume.ts';
import { findUserByUsername } from './features/auth/auth-store.ts';
import { setAuthenticator } from './features/auth/authenticator.ts';
import { BILLING_USAGE, billingCommand, BillingUsageError } from './modules/billing/index.ts';
import { approveCompany, findCompaniesByIdOrName } from './modules/company/index.ts';
import { paymentProviders } from './modules/ledger/index.ts';
import { importCatalogue, readCatalogueFile, SHIPPED_CATALOGUE } from './modules/catalogue/index.ts';
import { subscriberLinks } from './modules/newsletter/index.ts';
import { opsContext } from './ops-context.ts';
import { errorChain } from './platform/error-chain.ts';
import { createDatabase, databaseSource, type Db } from './platform/db/database.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { portalBaseUrl } from './platform/mail/mailer.ts';
import { resolveSessionSecret } from './platform/security/session-secret.ts';
import { BASE32_SECRET, newTotpSecret, totpUri } from './platform/security/totp.ts';
import { tokenDigest } from './platform/sessions/tokens.ts';
import { BrandSchema } from '@sportello/domain';
import { resolveBrand, saveBrand } from './platform/settings/brand.ts';
import { readSetting, writeSetting } from './platform/settings/settings-store.ts';

const USAGE = `Sportello operations: npm run ops -w apps/server -- <command>

  migrate                         apply pending database migrations
  seed                            seed the demo data into an empty database
  approve <company id | name>     approve a company (approval = 'approvato')
  maintenance on | off | status   the maintenance setting (503 on every /api and /rest call)
  brand                           print the brand the portal shows
  brand set <field> <value>       change one brand field (${Object.keys(BrandSchema.shape).join(', ')})
  totp set <username> [secret]    give a user an authenticator (a new secret unless one is given); prints it
  totp off <username>             remove a user's authenticator (a lost phone)
  catalogue load [file]           load a price list file (the shipped demo catalogue without one):
                                  products and categories by code, missing ones removed
  generate --companies <n> [--users-per-company 3] [--large-company-users <k>] [--reseller-customers <r>]
                                  volume for measuring (demo databases only): approved companies
                                  'Volume 000001 S.r.l.' (prospect_source ${VOLUME_MARKER}) with
                                  users vol000001.1 (owner), .2, … (demo password) and their access;
                                  the first company of the run gets k users when asked, the first r
                                  become customers of the demo reseller; a second run appends after
                                  the highest generated company
  newsletter links                every subscribed address and its unsubscribe link, tab-separated,
                                  for the tool that sends the newsletter (the links carry a token)
${BILLING_USAGE}

With the embedded database, stop the server first: only one process may open it.`;

type Command = (db: Db, args: string[]) => Promise<string>;

const COMMANDS: Record<string, Command> = {
  migrate: async (db) => {
    const applied = await migrateToLatest(db);
    return applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date.';
  },
  seed: async (db) => {
    const sessionSecret = resolveSessionSecret(loadConfig());
    const seeded = await seedDemoIfEmpty(db, (value) => tokenDigest(sessionSecret, value));
    return seeded ? 'Demo data seeded.' : 'The database is not empty: nothing seeded.';
  },
  approve: async (db, [idOrName]) => {
    if (!idOrName) throw new UsageError('approve needs a company id or name');
    const matches = await findCompaniesByIdOrName(db, idOrName);
    const [company] = matches;
    if (!company) throw new UsageError(`No company ${idOrName}`);
    if (matches.length > 1) throw new UsageError(`${matches.length} companies are called ${idOrName}: use the id`);
    await approveCompany(opsContextOf(db), { company });
    return `Approved ${company.id} ${company.ragione_sociale}.`;
  },
  maintenance: async (db, [mode]) => {
    if (mode === 'on' || mode === 'off') await writeSetting(db, 'maintenance', mode === 'on');
    else if (mode !== 'status') throw new UsageError('maintenance takes on, off or status');
    return `Maintenance setting: ${(await readSetting(db, 'maintenance')) === true ? 'on' : 'off'}.`;
  },
  brand: async (db, [action, field, ...words]) => {
    if (action === 'set') {
      if (!field || !(field in BrandSchema.shape))
        throw new UsageError(`brand set needs one of: ${Object.keys(BrandSchema.shape).join(', ')}`);
      const value = words.join(' ');
      const next = BrandSchema.safeParse({ ...(await resolveBrand(db, {})), [field]: value === '' ? null : value });
      if (!next.success) throw new UsageError(`brand ${field}: ${next.error.issues[0]?.message ?? 'invalid value'}`);
      await saveBrand(db, next.data);
    } else if (action !== undefined) {
      throw new UsageError('brand takes no argument, or: set <field> <value>');
    }
    return JSON.stringify(await resolveBrand(db, loadConfig().brand), null, 2);
  },
};

COMMANDS.totp = async (db, [action, username, secret]) => {
  if ((action !== 'set' && action !== 'off') || !username)
    throw new UsageError('totp takes: set <username> [secret], or off <username>');
  const user = await findUserByUsername(db, username);
  if (!user) throw new UsageError(`No user ${username}`);
  const ctx = opsContextOf(db);
  if (action === 'off') {
    await setAuthenticator(ctx, user, null);
    return `Authenticator removed for ${user.username}: the password alone signs in again.`;
  }
  const base32 = (secret ?? newTotpSecret()).toUpperCase();
  if (!BASE32_SECRET.test(base32)) throw new UsageError('the secret must be base32 (A-Z, 2-7), at least 16 characters');
  await setAuthenticator(ctx, user, base32);
  const brand = await resolveBrand(db, ctx.config.brand);
  return `Authenticator set for ${user.username}.\nSecret: ${base32}\n${totpUri(base32, user.username, brand.name)}`;
};

COMMANDS.newsletter = async (db, [action]) => {
  if (action !== 'links') throw new UsageError('newsletter takes: links');
  const config = loadConfig();
  const sessionSecret = resolveSessionSecret(config);
  const links = await subscriberLinks(db, (value: string) => tokenDigest(sessionSecret, value), portalBaseUrl(config));
  return links.length ? links.map(({ email, link }) => `${email}\t${link}`).join('\n') : 'No subscribers.';
};

COMMANDS.catalogue = async (db, [action, path]) => {
  if (action !== 'load') throw new UsageError('catalogue takes: load [file]');
  const counts = await importCatalogue(opsContextOf(db), readCatalogueFile(path ?? SHIPPED_CATALOGUE));
  return `Catalogue loaded: ${counts.categories} categories, ${counts.products} prices.`;
};

COMMANDS.generate = async (db, args) => {
  const flags = parseFlags(args, ['companies', 'users-per-company', 'large-company-users', 'reseller-customers']);
  if (flags.companies === undefined) throw new UsageError('generate needs --companies <n>');
  try {
    const made = await generateVolume(db, {
      companies: flags.companies,
      usersPerCompany: flags['users-per-company'] ?? 3,
      largeCompanyUsers: flags['large-company-users'] ?? 0,
      resellerCustomers: flags['reseller-customers'] ?? 0,
      progress: (line) => console.log(line),
    });
    return `Generated companies ${made.first}–${made.last} (${made.companies}), ${made.users} users, ${made.products} products and ${made.tickets} tickets in ${made.seconds.toFixed(1)} s; ${made.firstOwner} owns the first.`;
  } catch (error) {
    if (error instanceof VolumeRefused) throw new UsageError(error.message);
    throw error;
  }
};

COMMANDS.billing = async (db, args) => {
  const ctx = opsContextOf(db);
  try {
    return await billingCommand(ctx, paymentProviders(ctx.config.payments, ctx.digest), args);
  } catch (error) {
    if (error instanceof BillingUsageError) throw new UsageError(error.message);
    throw error;
  }
};

class UsageError extends Error {}

/** `--name <whole number>` flags; anything else is a usage error. */
function parseFlags<N extends string>(args: string[], names: readonly N[]): Partial<Record<N, number>> {
  const flags: Partial<Record<N, number>> = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]?.replace(/^--/, '') as N;
    const value = Number(args[i + 1]);
    if (!args[i]?.startsWith('--') || !names.includes(name)) throw new UsageError(`unknown option ${args[i]}`);
    if (args[i + 1] === undefined || !Number.isInteger(value)) throw new UsageError(`--${name} needs a whole number`);
    flags[name] = value;
  }
  return flags;
}

/** The system acting through a use case, as the server would run it (same configuration and digest). */
function opsContextOf(db: Db) {
  const config = loadConfig();
  const sessionSecret = resolveSessionSecret(config);
  return opsContext(db, config, (value: string) => tokenDigest(sessionSecret, value));
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    console.log(USAGE);
    return name ? 1 : 0;
  }
  loadDotEnv();
  const config = loadConfig();
  const db = createDatabase(databaseSource(config));
  try {
    await migrateToLatest(db);
    console.log(await command(db, args));
    return 0;
  } finally {
    await db.destroy();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(errorChain(error));
  process.exitCode = 1;
}

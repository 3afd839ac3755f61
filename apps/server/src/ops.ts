import { loadConfig, loadDotEnv } from './config.ts';
import { seedDemoIfEmpty } from './demo/seed.ts';
import { findUserByUsername } from './features/auth/auth-store.ts';
import { setAuthenticator } from './features/auth/authenticator.ts';
import { approveCompany, findCompaniesByIdOrName } from './modules/company/index.ts';
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
  newsletter links                every subscribed address and its unsubscribe link, tab-separated,
                                  for the tool that sends the newsletter (the links carry a token)

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
      if (!field || !(field in BrandSchema.shape)) throw new UsageError(`brand set needs one of: ${Object.keys(BrandSchema.shape).join(', ')}`);
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
  if ((action !== 'set' && action !== 'off') || !username) throw new UsageError('totp takes: set <username> [secret], or off <username>');
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

class UsageError extends Error {}

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

import type { Config } from '../config.ts';
import type { Db } from '../platform/db/database.ts';
import { verifyPassword } from '../platform/security/passwords.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed.ts';

/** A listening address only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(host);
}

/** Whether clients from other machines reach the server: a non-loopback listening address, or a trusted proxy in front. */
export function isNetworkReachable(config: Pick<Config, 'host' | 'trustProxy'>): boolean {
  return !isLoopbackHost(config.host) || config.trustProxy !== false;
}

/** The printed demo accounts whose password is still the published one (the demo seeds one hash for all). */
export async function accountsWithDemoPassword(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select(['username', 'password_hash'])
    .where(
      'username',
      'in',
      DEMO_ACCOUNTS.map((account) => account.username),
    )
    .execute();
  const verdicts = new Map<string, Promise<boolean>>();
  const open: string[] = [];
  for (const { username, password_hash: hash } of rows) {
    if (!hash) continue;
    if (!verdicts.has(hash)) verdicts.set(hash, verifyPassword(hash, DEMO_PASSWORD));
    if (await verdicts.get(hash)) open.push(username);
  }
  return open;
}

/** The warning printed at start when anyone on the network can sign in with the published demo password. */
export function exposureWarning(
  config: Pick<Config, 'host' | 'trustProxy'>,
  openAccounts: readonly string[],
): string | undefined {
  if (openAccounts.length === 0 || !isNetworkReachable(config)) return undefined;
  const where = isLoopbackHost(config.host)
    ? `behind the trusted proxy (TRUST_PROXY=${String(config.trustProxy)})`
    : `on ${config.host}`;
  const bar = '!'.repeat(78);
  return [
    bar,
    `  WARNING: demo accounts with the published password are reachable ${where}:`,
    `  ${openAccounts.join(', ')}`,
    '  Anyone who can reach this server can sign in as them, the operator (staff) included.',
    '  Use DEMO=0 with a database of your own, or listen on 127.0.0.1 only (HOST).',
    bar,
  ].join('\n');
}

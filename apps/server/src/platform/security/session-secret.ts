import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * SESSION_SECRET keys the digests of session and form tokens. When unset, one
 * is generated once and kept in DATA_DIR/session-secret (mode 600), so
 * sessions survive restarts. Several processes must share one: set it, or
 * share DATA_DIR. Changing it signs everybody out.
 */
export function resolveSessionSecret(config: { sessionSecret?: string | undefined; dataDir: string }): string {
  if (config.sessionSecret) return config.sessionSecret;
  const path = join(config.dataDir, 'session-secret');
  try {
    const stored = readFileSync(path, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}

// The DNS test publishes zones to a real PowerDNS (Debian's pdns-server with the sqlite backend)
// on loopback and queries it with dig. Install them when missing and we are root, like Chromium;
// otherwise stop with what to install (the test then fails saying the same).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NEEDED = [
  [process.env.PDNS_SERVER_PATH || '/usr/sbin/pdns_server', 'pdns-server'],
  ['/usr/share/pdns-backend-sqlite3/schema/schema.sqlite3.sql', 'pdns-backend-sqlite3'],
  [process.env.DIG_PATH || '/usr/bin/dig', 'dnsutils'],
];

export function ensurePowerDns() {
  const missing = NEEDED.filter(([path]) => !existsSync(path)).map(([, pkg]) => pkg);
  if (!missing.length) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `PowerDNS test: missing ${missing.join(', ')}. Install them (apt-get install ${missing.join(' ')}) and run the tests again.`,
    );
  }
  console.log(`Installing ${missing.join(', ')} for the DNS test…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Debian's package starts no daemon in a container without an init system; the test starts its own.
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
  const still = NEEDED.filter(([path]) => !existsSync(path)).map(([, pkg]) => pkg);
  if (still.length) throw new Error(`apt-get ran but ${still.join(', ')} is still missing.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    ensurePowerDns();
    console.log('pdns-server, pdns-backend-sqlite3 and dig are installed');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

import { startPowerDns } from '../../apps/server/src/test-support/powerdns.ts';
import { POWERDNS } from './env.ts';

// The e2e run's PowerDNS (Playwright starts it beside the servers): the main server publishes the
// zones it saves here, and the DNS journey asks it with dig that a saved record is served.
const pdns = await startPowerDns(POWERDNS);
const stop = () => void pdns.stop().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

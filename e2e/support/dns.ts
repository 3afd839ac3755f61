import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { POWERDNS } from './env.ts';

const DIG = process.env.DIG_PATH || '/usr/bin/dig';

/** What the e2e PowerDNS answers for name and type (`dig +short`), sorted. */
export async function dnsAnswers(name: string, type: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)(DIG, [
    '@127.0.0.1',
    '-p',
    String(POWERDNS.dnsPort),
    '+short',
    '+norecurse',
    '+time=2',
    '+tries=2',
    name,
    type,
  ]);
  return stdout
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .sort();
}

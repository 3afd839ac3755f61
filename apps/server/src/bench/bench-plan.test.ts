import { describe, expect, it } from 'vitest';
import {
  BenchUsageError,
  formatShare,
  formatTable,
  parseBenchArgs,
  plannedScenarios,
  SCENARIOS,
} from './bench-plan.ts';

describe('bench options', () => {
  it('defaults to PostgreSQL, 10 s, 64 connections, every scenario, no volume', () => {
    expect(parseBenchArgs([])).toEqual({ pglite: false, duration: 10, connections: 64, volume: 0, help: false });
  });

  it('reads every option, as separate words or with =', () => {
    expect(
      parseBenchArgs(['--pglite', '--duration', '5', '--connections=16', '--only', 'userinfo,users', '--volume=1000']),
    ).toEqual({
      pglite: true,
      duration: 5,
      connections: 16,
      only: ['userinfo', 'users'],
      volume: 1000,
      help: false,
    });
  });

  it('refuses unknown options, unknown scenarios and counts that are not whole numbers', () => {
    expect(() => parseBenchArgs(['--fast'])).toThrow(BenchUsageError);
    expect(() => parseBenchArgs(['--only', 'userinfo,nope'])).toThrow(/not nope/);
    expect(() => parseBenchArgs(['--duration', '0'])).toThrow(/--duration/);
    expect(() => parseBenchArgs(['--connections', '2.5'])).toThrow(/--connections/);
    expect(() => parseBenchArgs(['--volume'])).toThrow(/--volume/);
  });

  it("leaves out the large company's users list without a volume, and measures it with one", () => {
    const without = plannedScenarios(parseBenchArgs([]));
    expect(without.skipped.map((s) => s.scenario.name)).toEqual([
      'users-large',
      'users-deep',
      'products-large',
      'tickets-large',
      'account-movements-large',
      'my-customers-large',
      'staff-search',
    ]);
    expect(without.run).toHaveLength(SCENARIOS.length - 7);
    const only = plannedScenarios(parseBenchArgs(['--only', 'users-deep,price-list', '--volume', '10']));
    expect(only.run.map((s) => s.name)).toEqual(['users-deep', 'price-list']);
    expect(only.skipped).toEqual([]);
  });

  it('scenario names are unique', () => {
    expect(new Set(SCENARIOS.map((s) => s.name)).size).toBe(SCENARIOS.length);
  });
});

describe('bench table', () => {
  it('prints req/s, p50, p99, the share of bare Node and the server CPU per call as a Markdown table, failures under it', () => {
    const bare = {
      label: 'bare Node',
      requestsPerSecond: 15_961.4,
      p50: 3,
      p99: 18,
      failures: 0,
      cpuMicrosPerCall: 40.6,
    };
    const table = formatTable(bare, [
      { label: 'GET /healthz', requestsPerSecond: 5_955, p50: 8.2, p99: 33.4, failures: 0, cpuMicrosPerCall: 1_234.4 },
      { label: 'GET /rest/users', requestsPerSecond: 121, p50: 0.4, p99: 6_300, failures: 12 },
    ]);
    expect(table.split('\n')).toEqual([
      '| target | req/s | p50 | p99 | share of bare Node | server CPU per call |',
      '|---|---:|---:|---:|---:|---:|',
      '| bare Node | 15,961 | 3 ms | 18 ms | 100% | 41 µs |',
      '| GET /healthz | 5,955 | 8.2 ms | 33 ms | 37% | 1,234 µs |',
      '| GET /rest/users | 121 | <1 ms | 6,300 ms | 0.8% | – |',
      '(GET /rest/users: 12 answers were not 2xx or failed)',
    ]);
  });

  it("with bare Node measured again at the end, gives shares of the two runs' mean and shows the drift", () => {
    const first = { label: 'bare Node', requestsPerSecond: 44_000, p50: 1, p99: 5, failures: 0 };
    const last = { label: 'bare Node, again at the end', requestsPerSecond: 36_000, p50: 1, p99: 6, failures: 0 };
    const table = formatTable(
      first,
      [{ label: 'GET /api/dashboard/userinfo', requestsPerSecond: 16_000, p50: 3, p99: 12, failures: 0 }],
      last,
    );
    expect(table.split('\n').slice(2)).toEqual([
      '| bare Node | 44,000 | 1 ms | 5 ms | 110% | – |',
      '| GET /api/dashboard/userinfo | 16,000 | 3 ms | 12 ms | 40% | – |',
      '| bare Node, again at the end | 36,000 | 1 ms | 6 ms | 90% | – |',
    ]);
  });

  it('shows shares under 10% with one decimal', () => {
    expect(formatShare(0.031)).toBe('3.1%');
    expect(formatShare(0.4)).toBe('40%');
    expect(formatShare(0.0003)).toBe('<0.1%');
  });
});

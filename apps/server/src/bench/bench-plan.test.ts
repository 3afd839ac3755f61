import { describe, expect, it } from 'vitest';
import {
  BenchUsageError,
  formatShare,
  formatTable,
  parseBenchArgs,
  plannedScenarios,
  SCENARIOS,
  targetReport,
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
      'products-deep',
      'tickets-large',
      'account-movements-large',
      'my-customers-large',
      'staff-search',
    ]);
    expect(without.run).toHaveLength(SCENARIOS.length - 8);
    const only = plannedScenarios(parseBenchArgs(['--only', 'users-deep,price-list', '--volume', '10']));
    expect(only.run.map((s) => s.name)).toEqual(['users-deep', 'price-list']);
    expect(only.skipped).toEqual([]);
  });

  it('scenario names are unique', () => {
    expect(new Set(SCENARIOS.map((s) => s.name)).size).toBe(SCENARIOS.length);
  });
});

describe('bench table', () => {
  const HEADER = [
    '| target | req/s | p50 | p99 | share of bare Node | server CPU per call | floor req/s | floor p99 | floor CPU per call | share of its floor |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];

  it('prints req/s, p50, p99, the share of bare Node, the server CPU per call and the floor beside its endpoint, failures under it', () => {
    const bare = {
      label: 'bare Node',
      requestsPerSecond: 15_961.4,
      p50: 3,
      p99: 18,
      failures: 0,
      cpuMicrosPerCall: 40.6,
    };
    const table = formatTable(bare, [
      {
        label: 'GET /healthz',
        requestsPerSecond: 5_955,
        p50: 8.2,
        p99: 33.4,
        failures: 0,
        cpuMicrosPerCall: 1_234.4,
        floor: {
          label: "healthz's floor",
          requestsPerSecond: 7_000,
          p50: 5,
          p99: 21,
          failures: 0,
          cpuMicrosPerCall: 180.2,
        },
      },
      {
        label: 'GET /rest/users',
        requestsPerSecond: 121,
        p50: 0.4,
        p99: 6_300,
        failures: 12,
        floor: { label: "users' floor", requestsPerSecond: 1_210, p50: 2, p99: 9.5, failures: 3 },
      },
      { label: 'GET /api/dashboard/userinfo', requestsPerSecond: 6_400, p50: 2, p99: 9, failures: 0 },
    ]);
    expect(table.split('\n')).toEqual([
      ...HEADER,
      '| bare Node | 15,961 | 3 ms | 18 ms | 100% | 41 µs | – | – | – | – |',
      '| GET /healthz | 5,955 | 8.2 ms | 33 ms | 37% | 1,234 µs | 7,000 | 21 ms | 180 µs | 85% |',
      '| GET /rest/users | 121 | <1 ms | 6,300 ms | 0.8% | – | 1,210 | 9.5 ms | – | 10% |',
      '| GET /api/dashboard/userinfo | 6,400 | 2 ms | 9 ms | 40% | – | – | – | – | – |',
      '(GET /rest/users: 12 answers were not 2xx or failed)',
      "(users' floor: 3 answers were not 2xx or failed)",
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
      '| bare Node | 44,000 | 1 ms | 5 ms | 110% | – | – | – | – | – |',
      '| GET /api/dashboard/userinfo | 16,000 | 3 ms | 12 ms | 40% | – | – | – | – | – |',
      '| bare Node, again at the end | 36,000 | 1 ms | 6 ms | 90% | – | – | – | – | – |',
    ]);
  });

  it('says which rows meet their targets: a list 60% of its floor with p99 ≤ 50 ms, a read from memory 40% of bare Node', () => {
    const bare = { label: 'bare Node', requestsPerSecond: 40_000, p50: 1, p99: 5, failures: 0 };
    const floor = { label: 'floor', requestsPerSecond: 2_000, p50: 5, p99: 20, failures: 0 };
    const report = targetReport(bare, [
      { label: 'healthz', requestsPerSecond: 100, p50: 1, p99: 900, failures: 0, floor },
      { label: 'userinfo', requestsPerSecond: 16_000, p50: 1, p99: 9, failures: 0, target: 'memory' },
      { label: 'company', requestsPerSecond: 15_000, p50: 1, p99: 9, failures: 0, target: 'memory' },
      { label: 'users', requestsPerSecond: 1_200, p50: 9, p99: 50, failures: 0, target: 'list', floor },
      { label: 'invoices', requestsPerSecond: 1_100, p50: 9, p99: 61, failures: 0, target: 'list', floor },
      { label: 'offers', requestsPerSecond: 1_100, p50: 9, p99: 30, failures: 0, target: 'list' },
    ]);
    expect(report).toEqual([
      'Targets: every list ≥ 60% of its floor with p99 ≤ 50 ms, every read from memory ≥ 40% of bare Node.',
      'Met (2):',
      '- userinfo',
      '- users',
      'Missed (3):',
      '- company: 38% of bare Node',
      '- invoices: 55% of its floor, p99 61 ms',
      '- offers: no floor measured',
    ]);
  });

  it('shows shares under 10% with one decimal', () => {
    expect(formatShare(0.031)).toBe('3.1%');
    expect(formatShare(0.4)).toBe('40%');
    expect(formatShare(0.0003)).toBe('<0.1%');
  });
});

/**
 * The pure parts of `npm run bench` (bench.ts runs them): options, scenarios, the table.
 *
 * SCENARIOS is the list of what the bench measures on Sportello, each against bare Node `http`.
 * Each area adds its list endpoints here (products, invoices, offers, movements, tickets, customers), and
 * its tables to the volume generator (demo/volume.ts), so a list is measured at volume.
 */

export interface BenchOptions {
  pglite: boolean;
  /** Seconds per target. */
  duration: number;
  connections: number;
  /** Scenario names to run; undefined = all. Bare Node always runs: it is the reference. */
  only?: string[];
  /** Companies to generate before measuring (0 = the demo data only). */
  volume: number;
  help: boolean;
}

/** The users of the large generated company (the first of the volume): its users list has deep pages. */
export const LARGE_COMPANY_USERS = 2_000;
/** The products of the large generated company (a products list with deep pages). */
export const LARGE_COMPANY_PRODUCTS = 5_000;
/** The tickets of the large generated company, every other one closed (its tickets list searched at volume). */
export const LARGE_COMPANY_TICKETS = 5_000;
/** The generated companies made customers of the demo reseller (its My customers list at volume). */
export const RESELLER_CUSTOMERS = 5_000;

/** What the bench learns before measuring: the signed-in company, the volume's deep page. */
export interface BenchContext {
  companyId: number;
  /** The last page of the large generated company's users list; undefined without --volume. */
  usersDeepPage?: number;
  /** The last page of the large generated company's products of one group (read from page 1's total). */
  productsDeepPage?: number;
}

export interface Scenario {
  /** The name --only takes. */
  name: string;
  /** The table's first column. */
  label: string;
  /** Who is signed in: nobody, the demo `owner` or `reseller`, or the owner of the large generated company. */
  as: 'nobody' | 'owner' | 'reseller' | 'volume-owner' | 'staff';
  path: (context: BenchContext) => string;
  /** Measured only with --volume. */
  needsVolume?: boolean;
  /**
   * What it is held to (issue 37): a list, 60% of its floor with p99 ≤ 50 ms; a read from memory,
   * 40% of bare Node. Without: measured, held to nothing.
   */
  target?: 'list' | 'memory';
}

export const SCENARIOS: Scenario[] = [
  { name: 'healthz', label: 'GET /healthz (one query)', as: 'nobody', path: () => '/healthz' },
  {
    name: 'userinfo',
    target: 'memory',
    label: 'GET /api/dashboard/userinfo',
    as: 'owner',
    path: () => '/api/dashboard/userinfo',
  },
  {
    name: 'company',
    target: 'memory',
    label: 'GET /rest/company/{id}',
    as: 'owner',
    path: ({ companyId }) => `/rest/company/${companyId}`,
  },
  {
    name: 'users',
    target: 'list',
    label: 'GET /rest/users page 1 (demo company)',
    as: 'owner',
    path: () => '/rest/users?page=1',
  },
  {
    name: 'users-large',
    target: 'list',
    label: `GET /rest/users page 1 of ${LARGE_COMPANY_USERS.toLocaleString('en-US')} users`,
    as: 'volume-owner',
    path: () => '/rest/users?page=1',
    needsVolume: true,
  },
  {
    name: 'users-deep',
    target: 'list',
    label: `GET /rest/users last page of ${LARGE_COMPANY_USERS.toLocaleString('en-US')} users`,
    as: 'volume-owner',
    path: ({ usersDeepPage }) => `/rest/users?page=${usersDeepPage ?? 1}`,
    needsVolume: true,
  },
  { name: 'price-list', target: 'memory', label: 'GET /rest/price_list', as: 'owner', path: () => '/rest/price_list' },
  {
    name: 'invoices',
    target: 'list',
    label: 'GET /rest/invoices page 1, newest first (demo company)',
    as: 'owner',
    path: () => '/rest/invoices?page=1',
  },
  {
    name: 'offers',
    target: 'list',
    label: 'GET /rest/offers page 1, newest first (demo company)',
    as: 'owner',
    path: () => '/rest/offers?page=1',
  },
  {
    name: 'payments-due',
    target: 'list',
    label: 'GET /rest/payments?expiring=30 (dashboard, demo company)',
    as: 'owner',
    path: () => '/rest/payments?expiring=30',
  },
  {
    name: 'alerts',
    target: 'memory',
    label: 'GET /rest/alerts (the top bar of every page, demo company)',
    as: 'owner',
    path: () => '/rest/alerts',
  },
  {
    name: 'products',
    target: 'list',
    label: 'GET /rest/products page 1 by data_fine (demo company)',
    as: 'owner',
    path: () => '/rest/products?page=1',
  },
  {
    name: 'products-large',
    target: 'list',
    label: `GET /rest/products page 1 of ${LARGE_COMPANY_PRODUCTS.toLocaleString('en-US')} products, one group`,
    as: 'volume-owner',
    path: () => '/rest/products?page=1&group=later',
    needsVolume: true,
  },
  {
    name: 'products-deep',
    target: 'list',
    label: `GET /rest/products last page of ${LARGE_COMPANY_PRODUCTS.toLocaleString('en-US')} products, one group`,
    as: 'volume-owner',
    path: ({ productsDeepPage }) => `/rest/products?page=${productsDeepPage ?? 1}&group=later`,
    needsVolume: true,
  },
  {
    name: 'services',
    target: 'list',
    label: 'GET /rest/services page 1 (demo company)',
    as: 'owner',
    path: () => '/rest/services?page=1',
  },
  {
    name: 'servers',
    target: 'list',
    label: 'GET /rest/servers page 1 (demo company)',
    as: 'owner',
    path: () => '/rest/servers?page=1',
  },
  {
    name: 'dns',
    target: 'list',
    label: 'GET /rest/dns/{domain} (demo zone)',
    as: 'owner',
    path: () => '/rest/dns/rossiarredamenti.it',
  },

  {
    name: 'tickets',
    target: 'list',
    label: 'GET /rest/tickets?onlyOpen=1 page 1 (demo company)',
    as: 'owner',
    path: () => '/rest/tickets?page=1&onlyOpen=1',
  },
  {
    name: 'tickets-all',
    target: 'list',
    label: 'GET /rest/tickets page 1, open and closed (demo company)',
    as: 'owner',
    path: () => '/rest/tickets?page=1',
  },
  {
    name: 'tickets-large',
    target: 'list',
    label: `GET /rest/tickets?stato=chiuso page 1 of ${LARGE_COMPANY_TICKETS.toLocaleString('en-US')} tickets, searched`,
    as: 'volume-owner',
    path: () => '/rest/tickets?page=1&stato=chiuso&q=richiesta',
    needsVolume: true,
  },
  {
    name: 'account-movements',
    target: 'list',
    label: "GET /rest/account_movements page 1 (the demo reseller's statement)",
    as: 'reseller',
    path: () => '/rest/account_movements?page=1&tipo=provvigioni',
  },
  {
    name: 'account-movements-large',
    target: 'list',
    label: `GET /rest/account_movements page 1, searched, with the commissions of ${RESELLER_CUSTOMERS.toLocaleString('en-US')} customers`,
    as: 'reseller',
    path: () => '/rest/account_movements?page=1&tipo=provvigioni&q=volume',
    needsVolume: true,
  },
  {
    name: 'my-customers',
    target: 'list',
    label: "GET /rest/my_customers page 1 (the demo reseller's customers)",
    as: 'reseller',
    path: () => '/rest/my_customers?page=1',
  },
  {
    name: 'my-customers-large',
    target: 'list',
    label: `GET /rest/my_customers page 1 of ${RESELLER_CUSTOMERS.toLocaleString('en-US')} customers, searched`,
    as: 'reseller',
    path: () => '/rest/my_customers?page=1&q=volume',
    needsVolume: true,
  },
  {
    name: 'opportunities',
    target: 'list',
    label: "GET /rest/opportunities page 1 (the demo reseller's leads; one per generated company with --volume)",
    as: 'reseller',
    path: () => '/rest/opportunities?page=1',
  },
  {
    name: 'opportunities-waiting',
    target: 'list',
    label: "GET /rest/opportunities page 1 of the reseller's waiting leads, searched",
    as: 'reseller',
    path: () => '/rest/opportunities?page=1&stato=attesa&q=progetto',
  },
  {
    name: 'staff-companies',
    target: 'list',
    label: 'GET /rest/staff/companies page 1 (operator console, every company by name)',
    as: 'staff',
    path: () => '/rest/staff/companies?page=1',
  },
  {
    name: 'staff-search',
    target: 'list',
    label: 'GET /rest/staff/companies?q= (operator console search among every company)',
    as: 'staff',
    path: () => '/rest/staff/companies?page=1&q=Volume%20000042',
    needsVolume: true,
  },
  {
    name: 'staff-tickets',
    target: 'list',
    label: "GET /rest/staff/tickets page 1 (operators' queue, every company)",
    as: 'staff',
    path: () => '/rest/staff/tickets?page=1',
  },
  {
    name: 'staff-commission-requests',
    target: 'list',
    label: "GET /rest/staff/queues/commission_requests page 1 (operators' queue of partners' requests)",
    as: 'staff',
    path: () => '/rest/staff/queues/commission_requests?page=1',
  },
];

export const BENCH_USAGE = `Measures Sportello against bare Node http with autocannon: npm run bench -- [options]

  --pglite               the embedded database (PGlite) in a temporary DATA_DIR instead of PostgreSQL
  --duration <s>         seconds per target (default 10)
  --connections <n>      concurrent connections (default 64)
  --only <name,...>      these scenarios only (${SCENARIOS.map((s) => s.name).join(', ')}); bare Node always runs
  --volume <n>           first generate n companies with 3 users each (the first with ${LARGE_COMPANY_USERS} users and
                         ${LARGE_COMPANY_TICKETS} tickets) into the
                         bench's database, up to ${RESELLER_CUSTOMERS} of them the demo reseller's customers; the large
                         company's users list (page 1, last page) and those customers are measured only then

PostgreSQL: BENCH_DATABASE_URL (a database the bench may fill: demo data when empty, the volume), or
a throwaway database on postgres://postgres@127.0.0.1:5432, dropped at the end.`;

export class BenchUsageError extends Error {}

export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { pglite: false, duration: 10, connections: 64, volume: 0, help: false };
  const whole = (flag: string, value: string | undefined, min: number): number => {
    const n = Number(value);
    if (value === undefined || !Number.isInteger(n) || n < min)
      throw new BenchUsageError(`${flag} needs a whole number from ${min}`);
    return n;
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--pglite':
        options.pglite = true;
        break;
      case '--duration':
        options.duration = whole(flag, value(), 1);
        break;
      case '--connections':
        options.connections = whole(flag, value(), 1);
        break;
      case '--volume':
        options.volume = whole(flag, value(), 0);
        break;
      case '--only': {
        const names = (value() ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        const unknown = names.filter((n) => !SCENARIOS.some((s) => s.name === n));
        if (!names.length || unknown.length) {
          throw new BenchUsageError(
            `--only takes scenario names: ${SCENARIOS.map((s) => s.name).join(', ')}${unknown.length ? ` (not ${unknown.join(', ')})` : ''}`,
          );
        }
        options.only = names;
        break;
      }
      case '--help':
      case '-h':
        options.help = true;
        break;
      default:
        throw new BenchUsageError(`unknown option ${arg}`);
    }
  }
  return options;
}

/** The scenarios a run measures, and the ones it leaves out with why. */
export function plannedScenarios(options: BenchOptions): {
  run: Scenario[];
  skipped: { scenario: Scenario; why: string }[];
} {
  const chosen = SCENARIOS.filter((s) => !options.only || options.only.includes(s.name));
  const skipped = chosen
    .filter((s) => s.needsVolume && options.volume === 0)
    .map((scenario) => ({ scenario, why: 'needs --volume' }));
  return { run: chosen.filter((s) => !skipped.some((x) => x.scenario === s)), skipped };
}

export interface Measurement {
  label: string;
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /** Answers other than 2xx, connection errors and timeouts. */
  failures: number;
  /** CPU (user + system) the serving process spent per answer, µs; absent where /proc cannot tell. */
  cpuMicrosPerCall?: number;
  /** The same statements from a bare `node:http` + `pg` server, measured right after (floor-plan.ts). */
  floor?: Measurement;
  /** The scenario's target, when it has one. */
  target?: Scenario['target'];
}

/** Issue 37's targets, at 64 connections on PostgreSQL. */
export const TARGETS = { listShareOfFloor: 0.6, listP99Ms: 50, memoryShareOfBareNode: 0.4 };

const formatMs = (ms: number) =>
  ms < 1 ? '<1 ms' : `${ms < 10 ? ms.toFixed(1).replace(/\.0$/, '') : Math.round(ms).toLocaleString('en-US')} ms`;

const formatRate = (m: Measurement) => Math.round(m.requestsPerSecond).toLocaleString('en-US');

const formatCpu = (m: Measurement | undefined) =>
  m?.cpuMicrosPerCall === undefined ? '–' : `${Math.round(m.cpuMicrosPerCall).toLocaleString('en-US')} µs`;

export function formatShare(share: number): string {
  const percent = share * 100;
  if (percent > 0 && percent < 0.1) return '<0.1%';
  return `${percent >= 10 ? Math.round(percent) : percent.toFixed(1)}%`;
}

/** The reference rows' mean rate: with a `closing` reference (bare Node measured again at the end), of the two. */
function bareNodeRate(reference: Measurement, closing?: Measurement): number {
  return closing ? (reference.requestsPerSecond + closing.requestsPerSecond) / 2 : reference.requestsPerSecond;
}

/**
 * A Markdown table: the first row is the reference (bare Node) the others are a share of. With a
 * `closing` reference (bare Node measured again at the end, last row) the shares are of the two's mean,
 * and the two references' own shares show how far the machine's speed moved during the run. A row
 * with a floor shows the floor's figures beside its own, and its share of the floor.
 */
export function formatTable(reference: Measurement, rows: readonly Measurement[], closing?: Measurement): string {
  const base = bareNodeRate(reference, closing);
  const all = [reference, ...rows, ...(closing ? [closing] : [])];
  const lines = [
    '| target | req/s | p50 | p99 | share of bare Node | server CPU per call | floor req/s | floor p99 | floor CPU per call | share of its floor |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...all.map((m) => {
      const share = base > 0 ? formatShare(m.requestsPerSecond / base) : '–';
      const { floor } = m;
      const floorCells = floor
        ? [
            formatRate(floor),
            formatMs(floor.p99),
            formatCpu(floor),
            floor.requestsPerSecond > 0 ? formatShare(m.requestsPerSecond / floor.requestsPerSecond) : '–',
          ]
        : ['–', '–', '–', '–'];
      return `| ${[m.label, formatRate(m), formatMs(m.p50), formatMs(m.p99), share, formatCpu(m), ...floorCells].join(' | ')} |`;
    }),
  ];
  for (const m of all.flatMap((row) => [row, ...(row.floor ? [row.floor] : [])]).filter((x) => x.failures > 0))
    lines.push(`(${m.label}: ${m.failures.toLocaleString('en-US')} answers were not 2xx or failed)`);
  return lines.join('\n');
}

/** Which rows meet issue 37's targets and which miss them, and by what. */
export function targetReport(reference: Measurement, rows: readonly Measurement[], closing?: Measurement): string[] {
  const base = bareNodeRate(reference, closing);
  const met: string[] = [];
  const missed: string[] = [];
  for (const m of rows) {
    const misses: string[] = [];
    if (m.target === 'memory' && m.requestsPerSecond < TARGETS.memoryShareOfBareNode * base)
      misses.push(`${formatShare(m.requestsPerSecond / base)} of bare Node`);
    if (m.target === 'list') {
      if (!m.floor) misses.push('no floor measured');
      else if (m.requestsPerSecond < TARGETS.listShareOfFloor * m.floor.requestsPerSecond)
        misses.push(`${formatShare(m.requestsPerSecond / m.floor.requestsPerSecond)} of its floor`);
      if (m.p99 > TARGETS.listP99Ms) misses.push(`p99 ${formatMs(m.p99)}`);
    }
    if (m.target === undefined) continue;
    if (misses.length) missed.push(`${m.label}: ${misses.join(', ')}`);
    else met.push(m.label);
  }
  return [
    `Targets: every list ≥ ${formatShare(TARGETS.listShareOfFloor)} of its floor with p99 ≤ ${TARGETS.listP99Ms} ms, every read from memory ≥ ${formatShare(TARGETS.memoryShareOfBareNode)} of bare Node.`,
    `Met (${met.length}):`,
    ...met.map((label) => `- ${label}`),
    `Missed (${missed.length}):`,
    ...missed.map((line) => `- ${line}`),
  ];
}

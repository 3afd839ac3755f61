import type { ChangeFeed } from './change-bus.ts';

/**
 * Every table a read cache of this process watches. Each must announce its changes from any process
 * (a trigger of migrations 0014, 0052): a write elsewhere reaches the cache only through it
 * (announced-tables.test.ts holds the triggers to this list).
 */
export const watchedTables = new Set<string>();

/**
 * A few seconds of memory for what nearly every request reads again (the actor, the maintenance
 * flag, the price list), emptied at once when a table it was read from changes (change-bus.ts).
 *
 * A value read while a change is announced is not kept (the cache was emptied after the load
 * began): it may be the row from before the change; a value made from something read earlier (an
 * answer built from the request's actor) says since when with `readSince`. While the feed is not
 * live nothing is kept or served from memory. An absence (undefined) is never kept: a row inserted later is found at once.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  /** The feed's version when a change last emptied the cache. */
  private clearedAt = 0;

  constructor(
    private readonly feed: ChangeFeed,
    /** The tables the values are read from. */
    tables: readonly string[],
    private readonly ttlMs: number,
    /** Beyond this many keys the cache starts again empty: memory stays bounded whatever the traffic. */
    private readonly maxEntries = 10_000,
  ) {
    const watched = new Set(tables);
    for (const table of tables) watchedTables.add(table);
    feed.subscribe((table) => {
      if (table === null || watched.has(table)) this.clear();
    });
  }

  /**
   * The value for key: from memory while fresh, else from load. `fresh` may refuse a remembered
   * value (a session past its expiry), which is then loaded again. `readSince`: the feed's version
   * when the oldest input of load was read, if before this call (default: now).
   */
  async get(
    key: string,
    load: () => Promise<V>,
    fresh: (value: V) => boolean = () => true,
    readSince = this.feed.version,
  ): Promise<V> {
    return this.read(key, load, fresh, readSince);
  }

  /**
   * As `get`, but a remembered value comes at once, not as a promise: for the hooks of every request,
   * which then go on without a turn of the microtask queue and wait only when something is loaded.
   */
  read(
    key: string,
    load: () => Promise<V>,
    fresh: (value: V) => boolean = () => true,
    readSince = this.feed.version,
  ): V | Promise<V> {
    const hit = this.feed.live ? this.entries.get(key) : undefined;
    if (hit && hit.until > Date.now() && fresh(hit.value)) return hit.value;
    return this.loadAndKeep(key, load, readSince);
  }

  private async loadAndKeep(key: string, load: () => Promise<V>, readSince: number): Promise<V> {
    const value = await load();
    if (value !== undefined && this.clearedAt <= readSince && this.feed.live) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { value, until: Date.now() + this.ttlMs });
    }
    return value;
  }

  /** Called as a change is announced, so clearedAt is that change's version. */
  private clear(): void {
    this.clearedAt = this.feed.version;
    this.entries.clear();
  }
}

import { describe, expect, it, vi } from 'vitest';
import { ChangeFeed } from './change-bus.ts';
import { ReadCache } from './read-cache.ts';

function liveFeed(): ChangeFeed {
  const feed = new ChangeFeed();
  feed.live = true;
  return feed;
}

describe('ReadCache', () => {
  it('keeps a value until one of its tables changes', async () => {
    const feed = liveFeed();
    const cache = new ReadCache<string>(feed, ['users'], 60_000);
    const load = vi.fn(async () => 'value');
    await cache.get('k', load);
    await cache.get('k', load);
    feed.announce('products');
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    feed.announce('users');
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a value loaded while its table changed', async () => {
    const feed = liveFeed();
    const cache = new ReadCache<string>(feed, ['users'], 60_000);
    const load = vi.fn(async () => {
      feed.announce('users');
      return 'old row';
    });
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a value made from inputs read before a change (readSince)', async () => {
    const feed = liveFeed();
    const cache = new ReadCache<string>(feed, ['users'], 60_000);
    const load = vi.fn(async () => 'made from the old actor');
    const actorReadAt = feed.version;
    feed.announce('users');
    await cache.get('k', load, undefined, actorReadAt);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    // A change to another table does not matter.
    const readAt = feed.version;
    feed.announce('products');
    await cache.get('j', load, undefined, readAt);
    await cache.get('j', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps nothing while the feed is not live', async () => {
    const feed = new ChangeFeed();
    const cache = new ReadCache<string>(feed, ['users'], 60_000);
    const load = vi.fn(async () => 'value');
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, preloadWhenIdle } from './lazy-part.ts';

function Greeting({ name }: { name: string }) {
  return <p>Ciao {name}</p>;
}

describe('lazyPart', () => {
  it('loads its code once, whether preloaded or drawn first', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const part = lazyPart(load);
    await part.preload();
    render(
      <Suspense fallback="…">
        <part.Component name="Anna" />
      </Suspense>,
    );
    expect(await screen.findByText('Ciao Anna')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch (a phone that lost its link a moment)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const part = lazyPart(load);
    await expect(part.preload()).rejects.toThrow('offline');
    await expect(part.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloads when the browser is idle, and not once cancelled', () => {
    const idle = vi.fn<(work: () => void) => number>(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const load = vi.fn(() => Promise.resolve(Greeting));
    const cancel = preloadWhenIdle(lazyPart(load));
    expect(load).not.toHaveBeenCalled();
    idle.mock.calls[0]?.[0]();
    expect(load).toHaveBeenCalledTimes(1);
    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(1);
    vi.unstubAllGlobals();
  });
});

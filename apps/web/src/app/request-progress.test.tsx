import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_BAR } from '@sportello/domain';
import { pendingRequests, requestFinished, requestStarted } from '../shared/http/pending-requests.ts';
import { RequestProgress } from './request-progress.tsx';

const bar = () => screen.getByTestId('request-progress');
/** The bar's width in percent, from its scale. */
const value = () =>
  Math.round(Number(/scaleX\(([\d.]+)\)/.exec((bar().firstElementChild as HTMLElement).style.transform)?.[1]) * 100);

describe('RequestProgress (spec 1 §2.3, §9 progress bar)', () => {
  afterEach(() => {
    while (pendingRequests() > 0) requestFinished();
  });

  it('is transparent while no request is pending, and never in the accessibility tree', () => {
    render(<RequestProgress />);
    expect(bar().getAttribute('aria-hidden')).toBe('true');
    expect(bar().hasAttribute('data-active')).toBe(false);
    act(() => requestStarted());
    expect(bar().hasAttribute('data-active')).toBe(true);
    expect(bar().getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('progressbar', { hidden: false })).toBeNull();
  });

  it('starts at the minimum, trickles towards the maximum and never passes it while a request is pending', () => {
    vi.useFakeTimers();
    render(<RequestProgress />);
    act(() => requestStarted());
    expect(bar().hasAttribute('data-active')).toBe(true);
    expect(value()).toBe(Math.round(PROGRESS_BAR.minimum));
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.trickle));
    const afterOne = value();
    expect(afterOne).toBeGreaterThan(PROGRESS_BAR.minimum);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.trickle * 400));
    expect(value()).toBe(Math.round(PROGRESS_BAR.maximum));
  });

  it('fills up when the last answer arrives, then fades and hides; a second request keeps it going', () => {
    vi.useFakeTimers();
    render(<RequestProgress />);
    act(() => {
      requestStarted();
      requestStarted();
    });
    act(() => requestFinished());
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.trickle * 2));
    expect(value()).toBeLessThan(100);
    act(() => requestFinished());
    expect(value()).toBe(100);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.speed));
    expect(bar().hasAttribute('data-active')).toBe(false);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.speed));
    expect(value()).toBe(0);
  });

  it('follows requests already pending when it mounts', () => {
    requestStarted();
    render(<RequestProgress />);
    expect(bar().hasAttribute('data-active')).toBe(true);
  });
});

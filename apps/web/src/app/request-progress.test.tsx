import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_BAR } from '@sportello/domain';
import { pendingRequests, requestFinished, requestStarted } from '../shared/http/pending-requests.ts';
import { RequestProgress } from './request-progress.tsx';

const bar = () => screen.getByTestId('request-progress');
const value = () => Number(bar().getAttribute('aria-valuenow'));

describe('RequestProgress (spec 1 §2.3, §9 progress bar)', () => {
  afterEach(() => {
    while (pendingRequests() > 0) requestFinished();
  });

  it('is hidden while no request is pending', () => {
    render(<RequestProgress />);
    expect(bar().getAttribute('aria-hidden')).toBe('true');
    expect(bar().hasAttribute('data-active')).toBe(false);
    expect(bar().getAttribute('aria-label')).toBe('Caricamento in corso');
  });

  it('starts at the minimum, trickles towards the maximum and never passes it while a request is pending', () => {
    vi.useFakeTimers();
    render(<RequestProgress />);
    act(() => requestStarted());
    expect(screen.getByRole('progressbar', { name: 'Caricamento in corso' })).toBe(bar());
    expect(bar().hasAttribute('data-active')).toBe(true);
    expect(bar().hasAttribute('aria-hidden')).toBe(false);
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
    expect(bar().getAttribute('aria-hidden')).toBe('true');
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.speed));
    expect(bar().hasAttribute('aria-valuenow')).toBe(false);
  });

  it('follows requests already pending when it mounts', () => {
    requestStarted();
    render(<RequestProgress />);
    expect(bar().hasAttribute('data-active')).toBe(true);
  });
});

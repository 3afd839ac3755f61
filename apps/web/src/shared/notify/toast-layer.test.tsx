import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastAlert } from './toast-alert.ts';
import { showToast, TOAST_POSITION, ToastsContainer } from './toast-layer.tsx';

describe('toast placement', () => {
  it('shows toasts at the top centre under the top bar: neither the bar controls nor the form buttons (bottom right) are covered', async () => {
    render(
      <MantineProvider env="test">
        <ToastsContainer />
      </MantineProvider>,
    );
    act(() => showToast(toastAlert({ level: 'success', message: 'Salvato' })));
    const toast = await screen.findByText('Salvato');
    const container = toast.closest<HTMLElement>('[data-position]');
    expect(TOAST_POSITION).toBe('top-center');
    expect(container?.getAttribute('data-position')).toBe('top-center');
    expect(toast.closest('[data-position$="right"]')).toBeNull();
    // Only the top containers take the class that moves them under the bar: none gets an inline top
    // (a bottom container with one stretched over the page and caught every click).
    for (const root of document.querySelectorAll<HTMLElement>('[data-position]')) expect(root.style.top).toBe('');
    expect(container?.className).toMatch(/toasts/);
  });
});

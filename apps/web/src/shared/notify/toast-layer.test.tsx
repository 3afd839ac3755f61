import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showToast, TOAST_POSITION, ToastsContainer } from './toast-layer.tsx';

describe('toast placement (issue 14 item 9)', () => {
  it('shows toasts at the bottom right, away from the top bar with the theme toggle and the user menu', async () => {
    render(
      <MantineProvider env="test">
        <ToastsContainer />
      </MantineProvider>,
    );
    act(() => showToast({ level: 'success', message: 'Salvato' }));
    const toast = await screen.findByText('Salvato');
    const container = toast.closest('[data-position]');
    expect(TOAST_POSITION).toBe('bottom-right');
    expect(container?.getAttribute('data-position')).toBe('bottom-right');
    // No container at the top holds it: the top bar (60 px high) stays uncovered.
    expect(toast.closest('[data-position^="top"]')).toBeNull();
  });
});

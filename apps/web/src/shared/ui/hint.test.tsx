import { Button, MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Hint } from './hint.tsx';

function renderHint() {
  return render(
    <MantineProvider env="test">
      <Button>Prima</Button>
      <Hint label="Rinnova il prodotto">
        <Button>Rinnova</Button>
      </Hint>
    </MantineProvider>,
  );
}

describe('Hint', () => {
  it('mounts no tooltip until the pointer reaches the element, then shows it', async () => {
    const user = userEvent.setup({ delay: null });
    renderHint();
    expect(document.querySelector('.mantine-Tooltip-tooltip')).toBeNull();
    const button = screen.getByRole('button', { name: 'Rinnova' });
    // Described from the start, for a screen reader that never hovers.
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Rinnova il prodotto',
    );
    await user.hover(button);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Rinnova il prodotto');
    // The element is never replaced: a click under way stays on it.
    expect(screen.getByRole('button', { name: 'Rinnova' })).toBe(button);
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows it to the keyboard too, the focus staying on the element', async () => {
    const user = userEvent.setup({ delay: null });
    renderHint();
    await user.tab();
    await user.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe('Rinnova il prodotto');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rinnova' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});

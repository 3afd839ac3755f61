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
    await user.hover(screen.getByRole('button', { name: 'Rinnova' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Rinnova il prodotto');
  });

  it('shows it to the keyboard too, the focus staying on the element', async () => {
    const user = userEvent.setup({ delay: null });
    renderHint();
    await user.tab();
    await user.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe('Rinnova il prodotto');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rinnova' })));
  });
});

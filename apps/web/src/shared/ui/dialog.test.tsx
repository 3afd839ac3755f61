import { Button, MantineProvider } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog.tsx';

function Page() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button onClick={open}>Apri</Button>
      <Dialog opened={opened} onClose={close} title="Conferma">
        <Button onClick={close}>Chiudi</Button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('mounts nothing while it has never been opened, then opens and gives the focus back on closing', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <MantineProvider env="test">
        <Page />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Modal-root')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Apri' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Conferma' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    // Opened again, it is the same dialog.
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Conferma' })).toBeTruthy();
  });
});

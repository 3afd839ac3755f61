import { Button, MantineProvider } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
  it('mounts nothing until it is opened, then opens and gives the focus back on closing', async () => {
    // The browser never idle: the first opening mounts it.
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
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

  it('mounts closed once the browser is idle, before anyone opens it', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    render(
      <MantineProvider env="test">
        <Page />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Modal-root')).toBeNull();
    act(() => {
      for (const work of idle.splice(0)) work();
    });
    await waitFor(() => expect(document.querySelector('.mantine-Modal-root')).not.toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

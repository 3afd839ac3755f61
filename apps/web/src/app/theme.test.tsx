import { Alert, Badge, MantineProvider, MultiSelect, rem, Select } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

describe('theme (issue 14 item 10)', () => {
  it('draws badges in sentence case, not uppercase', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Badge>Invito in attesa</Badge>
      </MantineProvider>,
    );
    const badge = screen.getByText('Invito in attesa').closest('.mantine-Badge-root') as HTMLElement;
    expect(badge.style.textTransform).toBe('none');
  });

  it('draws an alert’s title in the text colour, readable on every tint', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Alert color="yellow" variant="light" title="Nessun prodotto trovato">
          x
        </Alert>
      </MantineProvider>,
    );
    const title = screen.getByText('Nessun prodotto trovato').closest('.mantine-Alert-title') as HTMLElement;
    expect(title.style.color).toBe('var(--mantine-color-text)');
  });

  it.each([
    ['Select', Select],
    ['MultiSelect', MultiSelect],
  ])(
    'lets a long %s list scroll itself, the listbox the field controls, not a box a keyboard cannot focus',
    async (_, Field) => {
      render(
        <MantineProvider theme={theme} env="test">
          <Field label="Provincia" data={Array.from({ length: 40 }, (_, i) => `Provincia ${i}`)} />
        </MantineProvider>,
      );
      await userEvent.click(screen.getByRole('combobox', { name: 'Provincia' }));
      const list = await screen.findByRole('listbox');
      expect(screen.getByRole('combobox', { name: 'Provincia' }).getAttribute('aria-controls')).toBe(list.id);
      expect(list.style.overflowY).toBe('auto');
      expect(list.style.maxHeight).toBe(rem(220));
      expect(list.querySelector('.mantine-ScrollArea-viewport')).toBeNull();
    },
  );
});

import { Alert, Badge, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
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
});

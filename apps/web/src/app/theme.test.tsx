import { Badge, MantineProvider } from '@mantine/core';
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
});

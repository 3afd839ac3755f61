import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketState } from '@sportello/domain';
import { useChoiceFilter } from '../../../shared/list-page/use-choice-filter.ts';

/** The tickets list's tabs: the open ones (the landing's 'Ultimi ticket aperti'), the closed ones, all. */
export const TICKET_TABS = ['aperto', 'chiuso', 'tutti'] as const;
export type TicketTab = (typeof TICKET_TABS)[number];

/** The chosen tab, kept in the URL (`?stato=chiuso`); none chosen: the open tickets. */
export function useTicketTab(): [TicketTab, (tab: TicketTab) => void] {
  const [value, setValue] = useChoiceFilter('stato', TICKET_TABS, 'page');
  return [value ?? 'aperto', (tab) => setValue(tab === 'aperto' ? null : tab)];
}

/** The state the list asks the server for: none for every ticket. */
export const stateOfTab = (tab: TicketTab): TicketState | undefined => (tab === 'tutti' ? undefined : tab);

export function TicketStateFilter({ tab, onChange }: { tab: TicketTab; onChange: (tab: TicketTab) => void }) {
  const { t } = useTranslation('tickets');
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {t('list.show')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={tab}
        onChange={(value) => onChange(value as TicketTab)}
        data={TICKET_TABS.map((value) => ({ value, label: t(`list.tabs.${value}`) }))}
        data-testid="tickets-state-filter"
      />
    </Stack>
  );
}

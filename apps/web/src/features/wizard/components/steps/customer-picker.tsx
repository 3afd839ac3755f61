import { Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconBuildingPlus } from '@tabler/icons-react';
import { FILTER_DEBOUNCE_MS } from '@sportello/domain';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoading } from '../../../../shared/list-page/list-states.tsx';
import { lazyPart } from '../../../../shared/schedule/lazy-part.ts';
import { useUserInfo } from '../../../../shared/session/session.ts';
import { useWizardCustomers } from '../../api/wizard-api.ts';
import type { Wizard } from '../../state/use-wizard.ts';
import { Dialog } from '../../../../shared/ui/dialog.tsx';

// The prospect form brings the form library and the billing schemas: loaded when the modal opens.
const ProspectForm = lazyPart(() => import('../../../../modules/prospects/index.ts').then((m) => m.ProspectForm));

/** The end customer among the reseller's customers, searched by the server; a prospect created here is chosen. */
export function CustomerPicker({ wizard }: { wizard: Wizard }) {
  const { t } = useTranslation();
  const me = useUserInfo();
  const { state, errors, change } = wizard;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, FILTER_DEBOUNCE_MS);
  const customers = useWizardCustomers(q.trim(), true);
  const [creating, modal] = useDisclosure(false);
  const items = customers.data?.items ?? [];
  const empty = customers.isSuccess && items.length === 0 && q.trim() === '';
  return (
    <Stack gap="xs">
      {customers.isPending ? (
        <Group gap="xs" role="status" data-testid="customers-loading">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('wizard:clienti.customersLoading')}</Text>
        </Group>
      ) : empty ? (
        <>
          <Text size="sm" c="red.8" data-testid="customers-empty">
            {t('wizard:clienti.noCustomers')}
          </Text>
          {/* Spec 3 §5: with no customer a hidden required field blocks progress. */}
          <input type="hidden" name="idClienteFinale" required value="" />
          {errors.idClienteFinale && (
            <Text size="sm" c="red.8" role="alert">
              {errors.idClienteFinale}
            </Text>
          )}
        </>
      ) : (
        <Select
          label={t('wizard:clienti.customerSelect')}
          placeholder={t('wizard:clienti.customerSearch')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          // The server filters by the typed text; the list shows what it answers.
          filter={({ options }) => options}
          data={items.map((c) => ({ value: String(c.id), label: c.ragione_sociale }))}
          value={state.idClienteFinale === null ? null : String(state.idClienteFinale)}
          onChange={(value) => change({ idClienteFinale: value === null ? null : Number(value) })}
          nothingFoundMessage={t('wizard:clienti.noCustomers')}
          error={errors.idClienteFinale}
          withAsterisk
          data-testid="field-customer"
        />
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconBuildingPlus size={16} aria-hidden />}
          onClick={modal.open}
          data-testid="open-prospect"
        >
          {t('customers:prospect.open')}
        </Button>
      </Group>
      <Dialog
        opened={creating}
        onClose={modal.close}
        title={t('customers:prospect.title')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <Suspense fallback={<ListLoading rows={3} />}>
          {me && (
            <ProspectForm.Component
              currency={me.currency}
              onCreated={(id) => {
                change({ idClienteFinale: id });
                modal.close();
              }}
            />
          )}
        </Suspense>
      </Dialog>
    </Stack>
  );
}

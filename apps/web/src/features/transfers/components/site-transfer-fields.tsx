import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCESS_TYPES, CMS_KINDS, TRANSFER_LIMITS, type HostingTransferInput } from '@sportello/domain';
import { PasswordField } from '../../../shared/form/password-field.tsx';
import { SelectField } from '../../../shared/form/select-field.tsx';
import { TextareaField } from '../../../shared/form/textarea-field.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { ChoiceField, yesNo } from './choice-field.tsx';

/** A site's transfer: the access (type, host, user, password), the database, the CMS, the subdomains, maintenance. */
export function SiteTransferFields({ control }: { control: Control<HostingTransferInput> }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('transfers:hosting.site')} data-testid="hosting-site">
      <Stack gap="md">
        <ChoiceField
          control={control}
          name="access_type"
          label={t('transfers:hosting.accessType')}
          options={ACCESS_TYPES.map((value) => ({ value, label: t(`transfers:hosting.access.${value}`) }))}
          inline
          testId="hosting-access-type"
        />
        <TextField
          control={control}
          name="url"
          label={t('transfers:hosting.url')}
          withAsterisk
          maxLength={TRANSFER_LIMITS.url}
          autoComplete="off"
          data-testid="hosting-url"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            control={control}
            name="user"
            label={t('transfers:hosting.user')}
            withAsterisk
            maxLength={TRANSFER_LIMITS.user}
            autoComplete="off"
            data-testid="hosting-user"
          />
          <PasswordField
            control={control}
            name="password"
            label={t('transfers:hosting.password')}
            withAsterisk
            maxLength={TRANSFER_LIMITS.password}
            autoComplete="new-password"
            data-testid="hosting-password"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextField
            control={control}
            name="dbName"
            label={t('transfers:hosting.dbName')}
            withAsterisk
            maxLength={TRANSFER_LIMITS.dbName}
            autoComplete="off"
            data-testid="hosting-db-name"
          />
          <TextField
            control={control}
            name="dbUser"
            label={t('transfers:hosting.dbUser')}
            withAsterisk
            maxLength={TRANSFER_LIMITS.dbUser}
            autoComplete="off"
            data-testid="hosting-db-user"
          />
          <PasswordField
            control={control}
            name="dbPassword"
            label={t('transfers:hosting.dbPassword')}
            withAsterisk
            maxLength={TRANSFER_LIMITS.password}
            autoComplete="new-password"
            data-testid="hosting-db-password"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            control={control}
            name="pmaUrl"
            label={t('transfers:hosting.pmaUrl')}
            maxLength={TRANSFER_LIMITS.pmaUrl}
            autoComplete="off"
            data-testid="hosting-pma-url"
          />
          <SelectField
            control={control}
            name="cms"
            label={t('transfers:hosting.cms')}
            placeholder={t('transfers:hosting.cmsPlaceholder')}
            data={CMS_KINDS.map((value) => ({
              value,
              label: value === 'Altro' ? t('transfers:hosting.cmsOther') : value,
            }))}
            clearable
            data-testid="hosting-cms"
          />
        </SimpleGrid>
        <TextareaField
          control={control}
          name="subdomains"
          label={t('transfers:hosting.subdomains')}
          description={t('transfers:hosting.subdomainsHelp')}
          maxLength={TRANSFER_LIMITS.subdomains}
          rows={3}
          data-testid="hosting-subdomains"
        />
        <ChoiceField
          control={control}
          name="maintenanceSite"
          label={t('transfers:hosting.maintenanceSite')}
          options={yesNo(t('transfers:hosting.maintenanceSiteYes'), t('transfers:hosting.maintenanceSiteNo'))}
          testId="hosting-maintenance-site"
        />
      </Stack>
    </Fieldset>
  );
}

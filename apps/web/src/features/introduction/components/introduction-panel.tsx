import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IntroductionVariant } from '@sportello/domain';
import { ListError } from '../../../shared/list-page/list-states.tsx';
import { useIntroduction } from '../api/introduction-api.ts';
import { IntroductionForm } from './introduction-form.tsx';

/** The form of one variant with its loading and error states: the page's tabs and the shell's survey dialog. */
export function IntroductionPanel({ variant, onSaved }: { variant: IntroductionVariant; onSaved?: () => void }) {
  const { t } = useTranslation();
  const introduction = useIntroduction();
  if (introduction.isPending) return <Skeleton h={320} radius="md" data-testid="introduction-loading" />;
  if (introduction.isError) return <ListError text={t('introduction:error')} />;
  return <IntroductionForm variant={variant} introduction={introduction.data} onSaved={onSaved} />;
}

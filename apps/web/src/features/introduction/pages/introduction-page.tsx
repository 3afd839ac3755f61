import { Alert, Tabs } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate, isSurveyCompleted } from '@sportello/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { PageLayout } from '../../../shared/page/page-layout.tsx';
import { useUserInfo } from '../../../shared/session/session.ts';
import { IntroductionPanel } from '../components/introduction-panel.tsx';

/** The survey tab is linkable: `/introduction?tab=survey`. */
export const SURVEY_TAB = 'survey';

/** La tua azienda (spec 2 §2): the introduction and the yearly survey, the form in its two variants. */
export function IntroductionPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const user = useUserInfo();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === SURVEY_TAB ? SURVEY_TAB : 'introduction';
  const done = user ? isSurveyCompleted(user) : true;
  return (
    <PageLayout
      width="form"
      title={t('routes:introduction')}
      description={t('introduction:intro')}
      testId="introduction-page"
    >
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === SURVEY_TAB ? { tab: SURVEY_TAB } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="introduction" data-testid="tab-introduction">
            {t('introduction:tabs.introduction')}
          </Tabs.Tab>
          <Tabs.Tab value={SURVEY_TAB} data-testid="tab-survey">
            {t('introduction:tabs.survey')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="introduction">
          <IntroductionPanel variant="introduction" />
        </Tabs.Panel>
        <Tabs.Panel value={SURVEY_TAB}>
          <Alert
            color={done ? 'green' : 'blue'}
            variant="light"
            icon={<IconClipboardCheck aria-hidden />}
            mb="md"
            data-testid="survey-status"
          >
            {done && user?.survey_completion_date
              ? t('introduction:surveyDone', { date: formatDate(user.survey_completion_date, language) })
              : t('introduction:surveyDue')}
          </Alert>
          <IntroductionPanel variant="survey" />
        </Tabs.Panel>
      </Tabs>
    </PageLayout>
  );
}

import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_SECTIONS, type PortalDocument } from '@sportello/domain';
import { ListPage } from '../../../shared/list-page/list-page.tsx';
import { asyncStateOf } from '../../../shared/query/async-state.ts';
import { useDocuments } from '../api/documents-api.ts';
import { ContractDialog } from '../components/contract-dialog.tsx';
import { DocumentSection } from '../components/document-section.tsx';

/** /documents (spec 3 'Documenti utili'): the sections the billing entity offers in the current language. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const documents = useDocuments();
  const [reading, setReading] = useState<PortalDocument | null>(null);
  const all = documents.data ?? [];
  return (
    <ListPage
      title={t('routes:documents')}
      description={t('documents:intro')}
      state={asyncStateOf(documents)}
      count={all.length}
      emptyText={t('documents:empty')}
      errorText={t('documents:error')}
    >
      <Stack gap="lg" data-testid="documents-page">
        {DOCUMENT_SECTIONS.map((section) => {
          const inSection = all.filter((d) => d.sezione === section);
          return inSection.length === 0 ? null : (
            <DocumentSection
              key={section}
              title={t(`documents:sections.${section}`)}
              documents={inSection}
              onRead={setReading}
            />
          );
        })}
      </Stack>
      <ContractDialog type={reading?.contract ?? null} name={reading?.nome ?? ''} onClose={() => setReading(null)} />
    </ListPage>
  );
}

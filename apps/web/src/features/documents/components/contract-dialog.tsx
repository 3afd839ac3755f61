import { useTranslation } from 'react-i18next';
import type { ContractType } from '@sportello/domain';
import { ListError, ListLoading } from '../../../shared/list-page/list-states.tsx';
import { ContractFrame } from '../../../shared/ui/contract-frame.tsx';
import { useContract } from '../api/documents-api.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';

export interface ContractDialogProps {
  /** The contract to show; null: closed. */
  type: ContractType | null;
  /** The document's name, the title until the text arrives. */
  name: string;
  onClose: () => void;
}

/** A contract text (GET /rest/contracts/{type}) in a dialog, inside the sandboxed frame the terms page uses. */
export function ContractDialog({ type, name, onClose }: ContractDialogProps) {
  const { t } = useTranslation();
  const contract = useContract(type);
  return (
    <Dialog
      opened={type !== null}
      onClose={onClose}
      title={contract.data?.titolo ?? name}
      size="xl"
      closeButtonProps={{ 'aria-label': t('documents:close') }}
    >
      <div data-testid="contract-dialog">
        {contract.isPending && <ListLoading rows={3} />}
        {contract.isError && <ListError text={t('documents:contractError')} />}
        {contract.data && <ContractFrame title={contract.data.titolo} html={contract.data.testo} />}
      </div>
    </Dialog>
  );
}

import { ActionIcon, Button, Group } from '@mantine/core';
import { IconBold, IconItalic, IconLink, IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WRAP_KINDS, type WrapKind } from './reply-format.ts';
import { Hint } from '../../../shared/ui/hint.tsx';

const ICONS = { bold: IconBold, italic: IconItalic, link: IconLink, list: IconList } as const;

/** The operator's formatting buttons and the switch between the text and its preview. */
export function FormatToolbar({
  onWrap,
  preview,
  onTogglePreview,
}: {
  onWrap: (kind: WrapKind) => void;
  preview: boolean;
  onTogglePreview: () => void;
}) {
  const { t } = useTranslation('tickets');
  return (
    <Group gap={4} role="toolbar" aria-label={t('reply.toolbar')}>
      {WRAP_KINDS.map((kind) => {
        const Icon = ICONS[kind];
        return (
          <Hint key={kind} label={t(`reply.format.${kind}`)}>
            <ActionIcon
              variant="default"
              onClick={() => onWrap(kind)}
              aria-label={t(`reply.format.${kind}`)}
              data-testid={`format-${kind}`}
            >
              <Icon size={16} aria-hidden />
            </ActionIcon>
          </Hint>
        );
      })}
      <Button variant="subtle" size="compact-sm" onClick={onTogglePreview} data-testid="reply-preview-toggle">
        {preview ? t('reply.edit') : t('reply.preview')}
      </Button>
    </Group>
  );
}

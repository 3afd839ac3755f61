import { Anchor, Avatar, Group, Paper, Stack, Text, Timeline } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type TicketMessage } from '@sportello/domain';
import { ticketsApi } from '@sportello/domain/api';
import { apiHref } from '../../../shared/http/api-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { MessageDocuments } from './message-documents.tsx';
import { MessageFrame } from './message-frame.tsx';

/** DESIGN §5: the configured avatar service's picture, else the initials drawn here. */
function MessageAvatar({ message }: { message: TicketMessage }) {
  return (
    <Avatar
      src={message.avatar ?? undefined}
      alt=""
      size={34}
      radius="xl"
      color={message.operatore ? 'blue' : 'gray'}
      variant="filled"
    >
      {message.initials}
    </Avatar>
  );
}

/**
 * Spec 3 §2: the conversation as a vertical timeline: operator messages as sandboxed HTML, user
 * messages as plain text (never as markup), each with its author's avatar, name, time and files.
 * `asCompany` (an operator): the ticket's company, whose offer and invoice PDFs the links open.
 */
export function Conversation({
  messages,
  asCompany,
}: {
  messages: readonly TicketMessage[];
  asCompany?: number | undefined;
}) {
  const { t } = useTranslation('tickets');
  const { language } = useLanguage();
  return (
    <Timeline bulletSize={38} lineWidth={2} data-testid="ticket-conversation">
      {messages.map((message) => {
        const author = message.operatore ?? message.utente ?? '';
        return (
          <Timeline.Item
            key={message.id}
            bullet={<MessageAvatar message={message} />}
            data-testid={message.operatore ? 'message-operator' : 'message-user'}
          >
            <Stack gap={6}>
              <Group gap="xs">
                <Text size="sm" fw={700}>
                  {author}
                </Text>
                <Text size="xs" c="dimmed">
                  {message.operatore ? t('operator') : t('customer')} · {formatDateTime(message.data, language)}
                </Text>
              </Group>
              <Paper
                withBorder
                p="sm"
                radius="md"
                bg={message.operatore ? 'var(--mantine-color-blue-light)' : undefined}
              >
                {message.operatore !== null ? (
                  <MessageFrame html={message.messaggio} title={t('operatorMessage', { name: author })} />
                ) : (
                  <Text
                    size="sm"
                    style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    data-testid="user-message-text"
                  >
                    {message.messaggio}
                  </Text>
                )}
              </Paper>
              <MessageDocuments message={message} asCompany={asCompany} />
              {message.allegati.length > 0 && (
                <Group gap="sm" data-testid="message-attachments">
                  {message.allegati.map((file) => (
                    <Anchor
                      key={file.id}
                      href={apiHref(ticketsApi.attachment, { params: { id: file.id } })}
                      size="sm"
                      download={file.filename}
                    >
                      <Group gap={4} wrap="nowrap">
                        <IconPaperclip size={14} aria-hidden />
                        {file.filename}
                      </Group>
                    </Anchor>
                  ))}
                </Group>
              )}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

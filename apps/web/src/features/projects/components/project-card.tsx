import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, type Project } from '@sportello/domain';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

/** One submitted project: what was asked, when, and the skills it needs. */
export function ProjectCard({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const facts: [string, string][] = [
    [t('projects:fields.dominio'), project.dominio],
    [t('projects:fields.tempistiche'), project.tempistiche],
    [t('projects:list.budget'), project.budget === null ? '' : formatMoney(project.budget, project.currency, language)],
    [t('projects:fields.contatti'), project.contatti],
  ];
  return (
    <Card withBorder padding="md" component="article" data-testid="project-card">
      <Stack gap="xs">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={3} size="h5">
            {project.nome}
          </Title>
          <Text size="sm" c="dimmed">
            {t('projects:list.sent', { date: formatDate(project.data, language) })}
          </Text>
        </Group>
        <Text size="sm">{project.descrizione}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Text size="sm" key={label} style={{ overflowWrap: 'anywhere' }}>
                <Text span fw={600}>
                  {label}:
                </Text>{' '}
                {value}
              </Text>
            ))}
        </SimpleGrid>
        <Group gap={6}>
          {project.id_requirements.map((skill) => (
            <Badge key={skill.id} variant="default">
              {skill.nome}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

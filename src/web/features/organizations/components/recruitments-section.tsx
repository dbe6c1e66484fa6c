import { Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RecruitmentStatus } from '../../../../shared/enums';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { useLanguage } from '../../../lib/use-language';
import { recruitmentsQuery } from '../api';

/** The invitations the organisation has sent that the pilots have not answered yet, and when each went. */
export function RecruitmentsSection({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('organizations');
  const language = useLanguage();
  const recruitments = useQuery(recruitmentsQuery(organizationId));
  const waiting = (recruitments.data ?? []).filter((r) => r.recruitmentStatusId === RecruitmentStatus.WaitingForApprove);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="pilot-recruitments">
      <Title order={2} size="h3" id="pilot-recruitments" mb="sm">
        {t('organizations:mySite.recruitments.title')}
      </Title>
      {recruitments.isPending ? (
        <LoadingState />
      ) : recruitments.isError ? (
        <ErrorState error={recruitments.error} onRetry={() => void recruitments.refetch()} />
      ) : waiting.length === 0 ? (
        <Text>{t('organizations:mySite.recruitments.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Caption>
              <VisuallyHidden>{t('organizations:mySite.recruitments.title')}</VisuallyHidden>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('organizations:common.fields.fullName')}</Table.Th>
                <Table.Th scope="col">{t('organizations:common.fields.emailAddress')}</Table.Th>
                <Table.Th scope="col">{t('organizations:mySite.recruitments.sent')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {waiting.map((recruitment) => (
                <Table.Tr key={recruitment.id}>
                  <Table.Th scope="row" fw={600}>
                    {recruitment.fullName}
                  </Table.Th>
                  <Table.Td>{recruitment.emailAddress}</Table.Td>
                  <Table.Td>{formatDateTime(recruitment.creationTime, language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

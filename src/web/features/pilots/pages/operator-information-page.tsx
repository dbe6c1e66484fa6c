import { Alert, Button, Code, List, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pilotsEndpoints } from '../../../../shared/contracts/client/pilots';
import { operatorPublicLength } from '../../../../shared/operator-number';
import { FactList } from '../../../components/fact-list';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/use-language';
import { ownPilotQuery, usePilotChange } from '../api';

/** `/my-site/operator-information`: the operator registration number, what goes on the drone, and a new number on request. */
export function OperatorInformationPage() {
  const { t } = useTranslation(['pilots', 'routes', 'common']);
  const language = useLanguage();
  const pilot = useQuery(ownPilotQuery());
  const issue = usePilotChange(pilotsEndpoints.updatePilotOperatorRegistrationNumber);

  if (pilot.isPending) return <LoadingState />;
  if (pilot.isError) return <ErrorState error={pilot.error} onRetry={() => void pilot.refetch()} />;
  const whole = pilot.data.operatorRegistrationNumber;
  const expiry = pilot.data.expiredOperatorRegistrationNumberTime;

  const issueNumber = () =>
    issue.mutate(
      { pilotId: pilot.data.id },
      { onSuccess: () => notifications.show({ color: 'green', message: t('pilots:operator.issued') }) },
    );
  const askIssue = () =>
    whole
      ? modals.openConfirmModal({
          title: t('pilots:operator.renewTitle'),
          centered: true,
          closeButtonProps: { 'aria-label': t('common:actions.close') },
          children: <Text>{t('pilots:operator.renewMessage')}</Text>,
          labels: { confirm: t('pilots:operator.renew'), cancel: t('common:actions.cancel') },
          onConfirm: issueNumber,
        })
      : issueNumber();

  return (
    <>
      <PageHeader title={t('routes:mySiteOperatorInformation')} description={t('pilots:operator.lead')} />
      <Paper withBorder p="md" radius="md">
        <Stack>
          {whole ? (
            <>
              <FactList
                facts={[
                  [t('pilots:operator.publicPart'), <Code key="public">{whole.slice(0, operatorPublicLength)}</Code>],
                  [t('pilots:operator.whole'), <Code key="whole">{whole}</Code>],
                  [t('pilots:operator.expiry'), expiry ? formatDate(expiry, language) : '–'],
                ]}
              />
              <Title order={2} size="h3">
                {t('pilots:operator.markingTitle')}
              </Title>
              <List spacing="xs">
                <List.Item>{t('pilots:operator.markPublic')}</List.Item>
                <List.Item>{t('pilots:operator.enterWhole')}</List.Item>
                <List.Item>{t('pilots:operator.keepSecret')}</List.Item>
              </List>
            </>
          ) : (
            <Alert color="blue" title={t('pilots:operator.noneTitle')}>
              {t('pilots:operator.none')}
            </Alert>
          )}
          <div>
            <Button onClick={askIssue} loading={issue.isPending} variant={whole ? 'default' : 'filled'}>
              {whole ? t('pilots:operator.renew') : t('pilots:operator.issue')}
            </Button>
          </div>
        </Stack>
      </Paper>
    </>
  );
}

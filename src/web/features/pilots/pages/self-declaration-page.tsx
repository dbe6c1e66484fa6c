import { Alert, Button, Checkbox, List, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pilotsEndpoints } from '../../../../shared/contracts/client/pilots';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { useLanguage } from '../../../lib/use-language';
import { selfDeclarationQuery, usePilotChange } from '../api';
import { RecordRequirementNotice } from '../components/record-requirement-notice';
import { Form } from '../../../components/form';

const statements = ['rules', 'zones', 'privacy', 'insurance', 'truth'] as const;

/** `/my-site/self-declaration`: the declaration in the reader's language, accepted once and dated. */
export function SelfDeclarationPage() {
  const { t } = useTranslation(['pilots', 'routes']);
  const language = useLanguage();
  const declaration = useQuery(selfDeclarationQuery());
  const accept = usePilotChange(pilotsEndpoints.acceptSelfDeclaration);
  const [confirmed, setConfirmed] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(false);

  const submit = () => {
    if (!confirmed) return setUnconfirmed(true);
    accept.mutate(undefined as never, { onSuccess: () => notifications.show({ color: 'green', message: t('pilots:declaration.done') }) });
  };

  return (
    <>
      <PageHeader title={t('routes:mySiteSelfDeclaration')} description={t('pilots:declaration.lead')} />
      <RecordRequirementNotice requirement="selfDeclaration" />
      {declaration.isPending ? (
        <LoadingState />
      ) : declaration.isError ? (
        <ErrorState error={declaration.error} onRetry={() => void declaration.refetch()} />
      ) : (
        <Paper withBorder p="md" radius="md">
          <Stack>
            <Title order={2} size="h3">
              {t('pilots:declaration.heading')}
            </Title>
            <Text>{t('pilots:declaration.intro')}</Text>
            <List spacing="xs">
              {statements.map((s) => (
                <List.Item key={s}>{t(`pilots:declaration.statements.${s}`)}</List.Item>
              ))}
            </List>
            {declaration.data.hasAccepted ? (
              <Alert color="green" role="status" title={t('pilots:declaration.acceptedTitle')}>
                {t('pilots:declaration.acceptedOn', { time: formatDateTime(declaration.data.acceptedTime!, language) })}
              </Alert>
            ) : (
              <Form onSubmit={submit}>
                <Stack align="flex-start">
                  <Checkbox
                    label={t('pilots:declaration.confirm')}
                    checked={confirmed}
                    onChange={(e) => {
                      setConfirmed(e.currentTarget.checked);
                      setUnconfirmed(false);
                    }}
                    error={unconfirmed ? t('pilots:declaration.mustConfirm') : undefined}
                  />
                  <Button type="submit" loading={accept.isPending}>
                    {t('pilots:declaration.accept')}
                  </Button>
                </Stack>
              </Form>
            )}
          </Stack>
        </Paper>
      )}
    </>
  );
}

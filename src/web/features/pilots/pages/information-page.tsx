import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { ownPilotQuery } from '../api';
import { DetailsForm } from '../components/details-form';
import { itemKinds } from '../components/item-kinds';
import { ItemSection } from '../components/item-section';
import { RecordRequirementNotice } from '../components/record-requirement-notice';

/** `/my-site/information`: the pilot's details, and their phone numbers, e-mails, addresses and insurance. */
export function InformationPage() {
  const { t } = useTranslation(['pilots', 'routes']);
  const pilot = useQuery(ownPilotQuery());
  return (
    <>
      <PageHeader title={t('routes:mySiteInformation')} description={t('pilots:information.lead')} />
      <RecordRequirementNotice requirement="mainAddress" />
      {pilot.isPending ? (
        <LoadingState />
      ) : pilot.isError ? (
        <ErrorState error={pilot.error} onRetry={() => void pilot.refetch()} />
      ) : (
        <Stack>
          <DetailsForm pilot={pilot.data} />
          {itemKinds.map((kind) => (
            <ItemSection key={kind.name} pilot={pilot.data} kind={kind} manager={false} />
          ))}
        </Stack>
      )}
    </>
  );
}

import { Button, Group, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PilotStatus, type PopulatedPilotDto } from '../../../../shared/contracts/pilots';
import { pilotsEndpoints } from '../../../../shared/contracts/client/pilots';
import { registrationEndpoints } from '../../../../shared/contracts/client/registration';
import { userTypeIds } from '../../../../shared/enums';
import { confirmDelete } from '../../../components/confirm';
import { FactList } from '../../../components/fact-list';
import { SideDrawer } from '../../../components/side-drawer';
import { PersonRecord } from '../../../components/person-record';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/use-language';
import { populatedPilotQuery, usePilotChange } from '../api';
import { itemKinds } from './item-kinds';
import { ItemSection } from './item-section';
import { PersonFormModal } from './person-form-modal';
import { PilotNotes } from './pilot-notes';
import { Form } from '../../../components/form';

/**
 * One pilot, opened from the register: details, type and status, the person's whole record
 * (certificates, courses, exams, payments, organisations), every item, the notes, and removal.
 */
export function PilotDrawer({ pilotId, onClose }: { pilotId: number | null; onClose: () => void }) {
  const { t } = useTranslation(['pilots', 'common']);
  const pilot = useQuery({ ...populatedPilotQuery(pilotId ?? 0), enabled: pilotId !== null });
  // Held here, not in the keyed form below: the save remounts the form, and a mutation's own
  // callbacks are dropped with the component that made it, so its message would be lost.
  const statusChange = usePilotChange(pilotsEndpoints.updatePilotStatus);
  return (
    <SideDrawer opened={pilotId !== null} onClose={onClose} size="xl" title={pilot.data ? pilot.data.fullName : t('pilots:admin.pilot')}>
      {pilot.isPending ? (
        <LoadingState />
      ) : pilot.isError ? (
        <ErrorState error={pilot.error} onRetry={() => void pilot.refetch()} />
      ) : (
        <Stack>
          <PilotFacts pilot={pilot.data} />
          <EditPerson pilot={pilot.data} />
          {/* Keyed by the saved values, so the form starts again from them after every change. */}
          <TypeAndStatus
            key={`${pilot.data.id}-${pilot.data.pilotTypeId}-${pilot.data.statusId}`}
            pilot={pilot.data}
            change={statusChange}
          />
          <PersonRecord userId={pilot.data.userId} />
          <PilotNotes pilotId={pilot.data.id} />
          {itemKinds.map((kind) => (
            <ItemSection key={kind.name} pilot={pilot.data} kind={kind} manager />
          ))}
          <DeletePilot pilot={pilot.data} onDeleted={onClose} />
        </Stack>
      )}
    </SideDrawer>
  );
}

function PilotFacts({ pilot }: { pilot: PopulatedPilotDto }) {
  const { t } = useTranslation(['pilots']);
  const language = useLanguage();
  return (
    <FactList
      facts={[
        [t('pilots:fields.userName'), pilot.userName],
        [
          t('pilots:fields.socialSecurityNumber'),
          pilot.socialSecurityNumber
            ? t(pilot.isSocialSecurityNumberVerified ? 'pilots:details.factVerified' : 'pilots:details.factUnverified', {
                number: pilot.socialSecurityNumber,
              })
            : '–',
        ],
        [t('pilots:fields.dateOfBirth'), pilot.dateOfBirth ? formatDate(pilot.dateOfBirth, language) : '–'],
        [t('pilots:fields.email'), pilot.email ?? '–'],
        [t('pilots:fields.phoneNumber'), pilot.phoneNumber ?? '–'],
        [t('pilots:fields.operatorRegistrationNumber'), pilot.operatorRegistrationNumber ?? '–'],
        [
          t('pilots:fields.selfDeclaration'),
          pilot.selfDeclarationAcceptedTime ? formatDate(pilot.selfDeclarationAcceptedTime, language) : t('pilots:admin.notAccepted'),
        ],
        [t('pilots:fields.creationTime'), formatDate(pilot.creationTime, language)],
      ]}
    />
  );
}

function TypeAndStatus({
  pilot,
  change,
}: {
  pilot: PopulatedPilotDto;
  change: ReturnType<typeof usePilotChange<typeof pilotsEndpoints.updatePilotStatus>>;
}) {
  const { t } = useTranslation(['pilots', 'common']);
  const [values, setValues] = useState({ pilotTypeId: String(pilot.pilotTypeId), statusId: String(pilot.statusId) });
  const save = () =>
    change.mutate(
      { pilotId: pilot.id, pilotTypeId: Number(values.pilotTypeId), statusId: Number(values.statusId) },
      { onSuccess: () => notifications.show({ color: 'green', message: t('pilots:admin.statusSaved', { name: pilot.fullName }) }) },
    );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="pilot-status">
      <Title order={3} size="h4" id="pilot-status" mb="sm">
        {t('pilots:admin.typeAndStatus')}
      </Title>
      <Form onSubmit={save}>
        <Group align="flex-end">
          <NativeSelect
            label={t('pilots:fields.pilotTypeId')}
            value={values.pilotTypeId}
            onChange={(e) => setValues((v) => ({ ...v, pilotTypeId: e.currentTarget.value }))}
            data={userTypeIds.map((id) => ({ value: String(id), label: t(`pilots:userType.${id}`) }))}
          />
          <NativeSelect
            label={t('pilots:fields.statusId')}
            value={values.statusId}
            onChange={(e) => setValues((v) => ({ ...v, statusId: e.currentTarget.value }))}
            data={Object.values(PilotStatus).map((id) => ({ value: String(id), label: t(`pilots:status.${id}`) }))}
          />
          <Button type="submit" loading={change.isPending}>
            {t('pilots:admin.saveStatus')}
          </Button>
        </Group>
      </Form>
    </Paper>
  );
}

function EditPerson({ pilot }: { pilot: PopulatedPilotDto }) {
  const { t } = useTranslation(['pilots']);
  const [editing, setEditing] = useState(false);
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={() => setEditing(true)}>
        {t('pilots:person.edit')}
      </Button>
      <PersonFormModal pilot={pilot} opened={editing} onClose={() => setEditing(false)} />
    </Group>
  );
}

/** The record and the account go together (DeletePilotAndUserFromPilotId), after the administrator confirms. */
function DeletePilot({ pilot, onDeleted }: { pilot: PopulatedPilotDto; onDeleted: () => void }) {
  const { t } = useTranslation(['pilots']);
  const remove = usePilotChange(registrationEndpoints.deletePilotAndUserFromPilotId, { deletes: (input) => input.pilotId });
  const ask = () =>
    confirmDelete({
      title: t('pilots:admin.deleteTitle'),
      message: t('pilots:admin.deleteMessage', { name: pilot.fullName }),
      onConfirm: () =>
        remove.mutate(
          { pilotId: pilot.id },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('pilots:admin.deleted', { name: pilot.fullName }) });
              onDeleted();
            },
          },
        ),
    });
  return (
    <Group justify="flex-end">
      <Button color="red" variant="outline" onClick={ask} loading={remove.isPending}>
        {t('pilots:admin.delete')}
      </Button>
    </Group>
  );
}

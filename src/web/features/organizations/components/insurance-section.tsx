import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationDto } from '../../../../shared/contracts/organizations';
import { organizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import { confirmDelete } from '../../../components/confirm';
import { FormProblem } from '../../../components/form-problem';
import { useEditModal } from '../../../components/use-edit-modal';
import { EditIcon, TrashIcon } from '../../../components/icons';
import { RowAction } from '../../../components/paged-table';
import { insuranceAudiences, type Insurance, type InsuranceAudience } from './insurance-audiences';
import { InsuranceFormModal } from './insurance-form-modal';
import { DataTable, type Column } from '../../../components/data-table';
import { refusalOf, useProblem } from '../../../lib/use-problem';

interface ItemsProps {
  organization: OrganizationDto;
  name: (insurance: Insurance) => string;
  /** The row's own buttons: edit and delete. */
  actions: (insurance: Insurance) => ReactNode;
  makeMain: (insurance: Insurance) => void;
  makingMain: boolean;
}

/**
 * The organisation's insurances: which one is main (said in words), adding, changing, making one
 * main (which unmarks the other, section 5) and deleting. The server keeps at least one.
 * Administrators see a table among their other tables; a contact person a short list.
 */
export function InsuranceSection({ organization, audience }: { organization: OrganizationDto; audience: InsuranceAudience }) {
  const { t } = useTranslation(['organizations', 'common', 'errors']);
  const { useChange, inlineRefusals, sectionId, name, keys } = insuranceAudiences[audience];
  const update = useChange(organizationsEndpoints.updateOrganizationInsurance, { silent: inlineRefusals });
  const remove = useChange(organizationsEndpoints.deleteOrganizationInsurance, { silent: inlineRefusals });
  const editing = useEditModal<Insurance>();
  const [problem, setProblem] = useProblem();
  const onError = inlineRefusals ? (error: unknown) => setProblem(refusalOf(error)) : undefined;

  const makeMain = (insurance: Insurance) => {
    setProblem(null);
    update.mutate(
      {
        id: insurance.id,
        insurancePolicyNumber: insurance.insurancePolicyNumber,
        insuranceCompanyName: insurance.insuranceCompanyName,
        isMain: true,
      },
      { onSuccess: () => notifications.show({ color: 'green', message: t(keys.madeMain, { value: name(insurance) }) }), onError },
    );
  };
  const askDelete = (insurance: Insurance) =>
    confirmDelete({
      title: t(keys.deleteTitle),
      message: t(keys.deleteMessage, { value: name(insurance), name: organization.name }),
      onConfirm: () => {
        setProblem(null);
        remove.mutate(
          { id: insurance.id },
          { onSuccess: () => notifications.show({ color: 'green', message: t(keys.deleted, { value: name(insurance) }) }), onError },
        );
      },
    });
  const actions = (insurance: Insurance) => (
    <>
      <RowAction
        tooltip={t('common:actions.edit')}
        label={t(keys.editItem, { value: name(insurance) })}
        icon={<EditIcon />}
        onClick={() => editing.open(insurance)}
      />
      <RowAction
        tooltip={t('common:actions.delete')}
        label={t(keys.deleteItem, { value: name(insurance) })}
        icon={<TrashIcon />}
        danger
        onClick={() => askDelete(insurance)}
      />
    </>
  );
  const items: ItemsProps = { organization, name, actions, makeMain, makingMain: update.isPending };
  const list =
    organization.insurance.length === 0 ? (
      <Text>{t(keys.none)}</Text>
    ) : audience === 'admin' ? (
      <InsuranceTable {...items} />
    ) : (
      <InsuranceList {...items} />
    );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={sectionId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id={sectionId}>
          {t(keys.heading)}
        </Title>
        <Button variant="light" onClick={() => editing.open()}>
          {t(keys.add)}
        </Button>
      </Group>
      {inlineRefusals ? (
        <Stack>
          <FormProblem message={problem} />
          {list}
        </Stack>
      ) : (
        list
      )}
      <InsuranceFormModal
        audience={audience}
        organizationId={organization.id}
        insurance={editing.record}
        opened={editing.opened}
        onClose={editing.close}
      />
    </Paper>
  );
}

function InsuranceTable({ organization, name, actions, makeMain, makingMain }: ItemsProps) {
  const { t } = useTranslation(['organizations', 'common']);
  const columns: Column<Insurance>[] = [
    { header: t('organizations:admin.fields.insuranceCompanyName'), key: true, cell: (insurance) => insurance.insuranceCompanyName },
    { header: t('organizations:admin.fields.insurancePolicyNumber'), cell: (insurance) => insurance.insurancePolicyNumber },
    {
      header: t('organizations:admin.insurance.main'),
      cell: (insurance) =>
        insurance.isMain ? (
          <Badge color="blue.9">{t('organizations:admin.insurance.isMain')}</Badge>
        ) : (
          <Button
            size="xs"
            variant="subtle"
            onClick={() => makeMain(insurance)}
            disabled={makingMain}
            aria-label={t('organizations:admin.insurance.makeMainFor', { value: name(insurance) })}
          >
            {t('organizations:admin.insurance.makeMain')}
          </Button>
        ),
    },
    {
      header: t('common:actions.label'),
      hiddenHeader: true,
      cell: (insurance) => (
        <Group gap={4} wrap="nowrap">
          {actions(insurance)}
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      rows={organization.insurance}
      columns={columns}
      caption={t('organizations:admin.insurance.caption', { name: organization.name })}
      rowKey={(insurance) => insurance.id}
      minWidth={560}
    />
  );
}

function InsuranceList({ organization, name, actions, makeMain, makingMain }: ItemsProps) {
  const { t } = useTranslation(['organizations']);
  return (
    <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {organization.insurance.map((insurance) => (
        <Group component="li" key={insurance.id} justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text>{name(insurance)}</Text>
            {insurance.isMain ? <Badge color="blue.9">{t('organizations:mySite.insurance.main')}</Badge> : null}
          </Group>
          <Group gap={4} wrap="nowrap">
            {insurance.isMain ? null : (
              <Button size="xs" variant="subtle" onClick={() => makeMain(insurance)} disabled={makingMain}>
                {t('organizations:mySite.insurance.makeMain')}
              </Button>
            )}
            {actions(insurance)}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

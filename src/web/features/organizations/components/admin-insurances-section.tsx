import { Badge, Button, Checkbox, Group, Paper, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createOrganizationInsuranceInput, updateOrganizationInsuranceInput } from '../../../../shared/contracts/organization-members';
import { organizationsEndpoints, type OrganizationDto } from '../../../../shared/contracts/organizations';
import { confirmDelete } from '../../../components/confirm';
import { ErrorSummary, summaryItemsOf, useErrorSummary } from '../../../components/error-summary';
import { FormModal } from '../../../components/form-modal';
import { EditIcon, TrashIcon } from '../../../components/icons';
import { RowAction } from '../../../components/paged-table';
import { useContractForm } from '../../../lib/form';
import { useOrganizationChange } from '../admin-api';

type Insurance = OrganizationDto['insurance'][number];

/** The organisation's insurances: one is main (section 5), and making another main unmarks it. */
export function AdminInsurancesSection({ organization }: { organization: OrganizationDto }) {
  const { t } = useTranslation(['organizations', 'common']);
  const update = useOrganizationChange(organizationsEndpoints.updateOrganizationInsurance);
  const remove = useOrganizationChange(organizationsEndpoints.deleteOrganizationInsurance);
  const [editing, setEditing] = useState<{ insurance: Insurance | null } | null>(null);
  const label = (insurance: Insurance) => `${insurance.insuranceCompanyName} ${insurance.insurancePolicyNumber}`;

  const makeMain = (insurance: Insurance) =>
    update.mutate(
      {
        id: insurance.id,
        insurancePolicyNumber: insurance.insurancePolicyNumber,
        insuranceCompanyName: insurance.insuranceCompanyName,
        isMain: true,
      },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: t('organizations:admin.insurance.madeMain', { value: label(insurance) }) }),
      },
    );
  const askDelete = (insurance: Insurance) =>
    confirmDelete({
      title: t('organizations:admin.insurance.deleteTitle'),
      message: t('organizations:admin.insurance.deleteMessage', { value: label(insurance), name: organization.name }),
      onConfirm: () =>
        remove.mutate(
          { id: insurance.id },
          {
            onSuccess: () =>
              notifications.show({ color: 'green', message: t('organizations:admin.insurance.deleted', { value: label(insurance) }) }),
          },
        ),
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="organization-insurances">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="organization-insurances">
          {t('organizations:admin.insurance.title')}
        </Title>
        <Button variant="light" onClick={() => setEditing({ insurance: null })}>
          {t('organizations:admin.insurance.add')}
        </Button>
      </Group>
      {organization.insurance.length === 0 ? (
        <Text>{t('organizations:admin.insurance.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm">
            <Table.Caption>
              <VisuallyHidden>{t('organizations:admin.insurance.caption', { name: organization.name })}</VisuallyHidden>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('organizations:admin.fields.insuranceCompanyName')}</Table.Th>
                <Table.Th scope="col">{t('organizations:admin.fields.insurancePolicyNumber')}</Table.Th>
                <Table.Th scope="col">{t('organizations:admin.insurance.main')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('common:actions.label')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {organization.insurance.map((insurance) => (
                <Table.Tr key={insurance.id}>
                  <Table.Td>{insurance.insuranceCompanyName}</Table.Td>
                  <Table.Td>{insurance.insurancePolicyNumber}</Table.Td>
                  <Table.Td>
                    {insurance.isMain ? (
                      <Badge color="blue.9">{t('organizations:admin.insurance.isMain')}</Badge>
                    ) : (
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => makeMain(insurance)}
                        disabled={update.isPending}
                        aria-label={t('organizations:admin.insurance.makeMainFor', { value: label(insurance) })}
                      >
                        {t('organizations:admin.insurance.makeMain')}
                      </Button>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <RowAction
                        tooltip={t('common:actions.edit')}
                        label={t('organizations:admin.insurance.editItem', { value: label(insurance) })}
                        icon={<EditIcon />}
                        onClick={() => setEditing({ insurance })}
                      />
                      <RowAction
                        tooltip={t('common:actions.delete')}
                        label={t('organizations:admin.insurance.deleteItem', { value: label(insurance) })}
                        icon={<TrashIcon />}
                        danger
                        onClick={() => askDelete(insurance)}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <InsuranceFormModal
        organizationId={organization.id}
        insurance={editing?.insurance ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Paper>
  );
}

interface InsuranceValues {
  insurancePolicyNumber: string;
  insuranceCompanyName: string;
  isMain: boolean;
}

const formId = 'organization-insurance';

function InsuranceFormModal({
  organizationId,
  insurance,
  opened,
  onClose,
}: {
  organizationId: number;
  insurance: Insurance | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['organizations', 'common']);
  const create = useOrganizationChange(organizationsEndpoints.createOrganizationInsurance, { handlesFieldErrors: true });
  const update = useOrganizationChange(organizationsEndpoints.updateOrganizationInsurance, { handlesFieldErrors: true });
  const blank = (): InsuranceValues => ({
    insurancePolicyNumber: insurance?.insurancePolicyNumber ?? '',
    insuranceCompanyName: insurance?.insuranceCompanyName ?? '',
    isMain: insurance?.isMain ?? false,
  });
  const form = useContractForm<InsuranceValues>(blank);
  const [summaryRef, summaryFailed] = useErrorSummary();
  const { reset } = form;

  useEffect(() => {
    if (opened) reset(blank());
    // blank() reads only the insurance, which is a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, insurance, reset]);

  const submit = () => {
    const onSuccess = () => {
      notifications.show({ color: 'green', message: t('organizations:admin.insurance.saved') });
      onClose();
    };
    if (insurance)
      void form.submit({
        schema: updateOrganizationInsuranceInput,
        input: { ...form.values, id: insurance.id },
        call: update.mutateAsync,
        onFieldErrors: summaryFailed,
        onSuccess,
      });
    else
      void form.submit({
        schema: createOrganizationInsuranceInput,
        input: { ...form.values, organizationId },
        call: create.mutateAsync,
        onFieldErrors: summaryFailed,
        onSuccess,
      });
  };
  const items = summaryItemsOf(formId, form.errors);

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={insurance ? t('organizations:admin.insurance.edit') : t('organizations:admin.insurance.add')}
      submitting={form.pending}
      onSubmit={submit}
    >
      <ErrorSummary ref={summaryRef} title={t('organizations:admin.form.summaryTitle', { count: items.length })} items={items} />
      <TextInput
        id={`${formId}-insuranceCompanyName`}
        label={t('organizations:admin.fields.insuranceCompanyName')}
        {...form.getInputProps('insuranceCompanyName')}
        required
        data-autofocus
      />
      <TextInput
        id={`${formId}-insurancePolicyNumber`}
        label={t('organizations:admin.fields.insurancePolicyNumber')}
        {...form.getInputProps('insurancePolicyNumber')}
        required
      />
      <Checkbox
        id={`${formId}-isMain`}
        label={t('organizations:admin.insurance.setMain')}
        description={t('organizations:admin.insurance.setMainHint')}
        {...form.getCheckboxProps('isMain')}
      />
    </FormModal>
  );
}

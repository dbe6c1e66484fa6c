import { Badge, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createOrganizationInsuranceInput, updateOrganizationInsuranceInput } from '../../../../shared/contracts/organization-members';
import { organizationsEndpoints, type OrganizationDto } from '../../../../shared/contracts/organizations';
import { confirmDelete } from '../../../components/confirm';
import { fieldIdIn, useErrorSummary } from '../../../components/error-summary';
import { FormModal } from '../../../components/form-modal';
import { FormProblem } from '../../../components/form-problem';
import { EditIcon, TrashIcon } from '../../../components/icons';
import { RowAction } from '../../../components/paged-table';
import { useContractForm } from '../../../lib/form';
import { useOrganizationChange } from '../api';
import { FieldSummary } from './field-summary';
import { refusalMessage } from './refusals';

type Insurance = OrganizationDto['insurance'][number];

const insuranceText = (insurance: Insurance) => `${insurance.insuranceCompanyName} – ${insurance.insurancePolicyNumber}`;

/**
 * The organisation's insurances: which one is main (said in words), adding, changing, making one
 * main and deleting. The server keeps at least one; its refusal is shown here, beside the list.
 */
export function InsuranceSection({ organization }: { organization: OrganizationDto }) {
  const { t } = useTranslation(['organizations', 'common', 'errors']);
  // Silent: the server's refusals are said beside the list.
  const update = useOrganizationChange(organizationsEndpoints.updateOrganizationInsurance, { silent: true });
  const remove = useOrganizationChange(organizationsEndpoints.deleteOrganizationInsurance, { silent: true });
  const [editing, setEditing] = useState<{ insurance: Insurance | null } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const makeMain = (insurance: Insurance) => {
    setProblem(null);
    update.mutate(
      { ...insurance, isMain: true },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t('organizations:mySite.insurance.madeMain', { value: insuranceText(insurance) }),
          }),
        onError: (error) => setProblem(refusalMessage(error, t)),
      },
    );
  };
  const askDelete = (insurance: Insurance) =>
    confirmDelete({
      title: t('organizations:mySite.insurance.deleteTitle'),
      message: t('organizations:mySite.insurance.deleteMessage', { value: insuranceText(insurance) }),
      onConfirm: () => {
        setProblem(null);
        remove.mutate(
          { id: insurance.id },
          {
            onSuccess: () =>
              notifications.show({
                color: 'green',
                message: t('organizations:mySite.insurance.deleted', { value: insuranceText(insurance) }),
              }),
            onError: (error) => setProblem(refusalMessage(error, t)),
          },
        );
      },
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="organization-insurance">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="organization-insurance">
          {t('organizations:mySite.insurance.title')}
        </Title>
        <Button variant="light" onClick={() => setEditing({ insurance: null })}>
          {t('organizations:mySite.insurance.add')}
        </Button>
      </Group>
      <Stack>
        <FormProblem message={problem} />
        {organization.insurance.length === 0 ? (
          <Text>{t('organizations:mySite.insurance.none')}</Text>
        ) : (
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {organization.insurance.map((insurance) => (
              <Group component="li" key={insurance.id} justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs">
                  <Text>{insuranceText(insurance)}</Text>
                  {insurance.isMain ? <Badge color="blue.9">{t('organizations:mySite.insurance.main')}</Badge> : null}
                </Group>
                <Group gap={4} wrap="nowrap">
                  {insurance.isMain ? null : (
                    <Button size="xs" variant="subtle" onClick={() => makeMain(insurance)} disabled={update.isPending}>
                      {t('organizations:mySite.insurance.makeMain')}
                    </Button>
                  )}
                  <RowAction
                    tooltip={t('common:actions.edit')}
                    label={t('organizations:mySite.insurance.editItem', { value: insuranceText(insurance) })}
                    icon={<EditIcon />}
                    onClick={() => setEditing({ insurance })}
                  />
                  <RowAction
                    tooltip={t('common:actions.delete')}
                    label={t('organizations:mySite.insurance.deleteItem', { value: insuranceText(insurance) })}
                    icon={<TrashIcon />}
                    danger
                    onClick={() => askDelete(insurance)}
                  />
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
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

const blank: InsuranceValues = { insurancePolicyNumber: '', insuranceCompanyName: '', isMain: false };
const formName = 'organization-insurance-form';
const id = fieldIdIn(formName);

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
  const { t } = useTranslation(['organizations', 'errors']);
  // Silent: a refusal (the main insurance cannot stop being main) is said in the dialog, where it happened.
  const create = useOrganizationChange(organizationsEndpoints.createOrganizationInsurance, { silent: true });
  const update = useOrganizationChange(organizationsEndpoints.updateOrganizationInsurance, { silent: true });
  const form = useContractForm<InsuranceValues>(blank);
  const { reset } = form;
  const [summaryRef, summaryFailed] = useErrorSummary();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    reset(
      insurance
        ? {
            insurancePolicyNumber: insurance.insurancePolicyNumber,
            insuranceCompanyName: insurance.insuranceCompanyName,
            isMain: insurance.isMain,
          }
        : blank,
    );
  }, [opened, insurance, reset]);

  // A refusal belongs to the attempt: the dialog opens again without it.
  const close = () => {
    setProblem(null);
    onClose();
  };
  const onSuccess = () => {
    notifications.show({ color: 'green', message: t('organizations:mySite.insurance.saved') });
    close();
  };
  const onError = (error: unknown) => void setProblem(refusalMessage(error, t));
  const submit = () => {
    setProblem(null);
    if (insurance)
      void form.submit({
        schema: updateOrganizationInsuranceInput,
        input: { ...form.values, id: insurance.id },
        call: update.mutateAsync,
        onSuccess,
        onError,
        onFieldErrors: summaryFailed,
      });
    else
      void form.submit({
        schema: createOrganizationInsuranceInput,
        input: { ...form.values, organizationId },
        call: create.mutateAsync,
        onSuccess,
        onError,
        onFieldErrors: summaryFailed,
      });
  };

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={insurance ? t('organizations:mySite.insurance.edit') : t('organizations:mySite.insurance.add')}
      submitting={form.pending}
      onSubmit={submit}
    >
      <FieldSummary ref={summaryRef} form={formName} errors={form.errors} />
      <FormProblem message={problem} />
      <TextInput
        id={id('insuranceCompanyName')}
        label={t('organizations:common.fields.insuranceCompanyName')}
        {...form.getInputProps('insuranceCompanyName')}
        required
        data-autofocus
      />
      <TextInput
        id={id('insurancePolicyNumber')}
        label={t('organizations:common.fields.insurancePolicyNumber')}
        {...form.getInputProps('insurancePolicyNumber')}
        required
      />
      <Checkbox
        id={id('isMain')}
        label={t('organizations:mySite.insurance.setMain')}
        description={t('organizations:mySite.insurance.setMainHint')}
        {...form.getCheckboxProps('isMain')}
      />
    </FormModal>
  );
}

import { Checkbox, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createOrganizationInsuranceInput, updateOrganizationInsuranceInput } from '../../../../shared/contracts/organization-members';
import { organizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import { ErrorSummary, fieldIdIn, summaryItemsOf, useErrorSummary } from '../../../components/error-summary';
import { FormModal } from '../../../components/form-modal';
import { useEditForm } from '../../../components/use-edit-modal';
import { FormProblem } from '../../../components/form-problem';
import { useContractForm } from '../../../lib/form';
import { insuranceAudiences, type Insurance, type InsuranceAudience } from './insurance-audiences';
import { refusalOf } from '../../../lib/use-problem';

interface InsuranceValues {
  insurancePolicyNumber: string;
  insuranceCompanyName: string;
  isMain: boolean;
}

const blank: InsuranceValues = { insurancePolicyNumber: '', insuranceCompanyName: '', isMain: false };

/** Adds an insurance to the organisation, or changes `insurance`. */
export function InsuranceFormModal({
  audience,
  organizationId,
  insurance,
  opened,
  onClose,
}: {
  audience: InsuranceAudience;
  organizationId: number;
  insurance: Insurance | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['organizations', 'errors']);
  const { useChange, inlineRefusals, formName, keys } = insuranceAudiences[audience];
  // Said in the dialog, a refusal (the main insurance cannot stop being main) stays where it happened.
  const changeOptions = inlineRefusals ? { silent: true } : { handlesFieldErrors: true };
  const create = useChange(organizationsEndpoints.createOrganizationInsurance, changeOptions);
  const update = useChange(organizationsEndpoints.updateOrganizationInsurance, changeOptions);
  const form = useContractForm<InsuranceValues>(blank);
  const { reset } = form;
  const [summaryRef, summaryFailed] = useErrorSummary();
  const id = fieldIdIn(formName);

  const { close, saved, problem, setProblem } = useEditForm({
    opened,
    onClose,
    reset,
    source: insurance,
    valuesOf: () =>
      insurance
        ? {
            insurancePolicyNumber: insurance.insurancePolicyNumber,
            insuranceCompanyName: insurance.insuranceCompanyName,
            isMain: insurance.isMain,
          }
        : blank,
  });
  const onSuccess = saved(t(keys.saved));
  const onError = inlineRefusals ? (error: unknown) => void setProblem(refusalOf(error)) : undefined;
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
  const items = summaryItemsOf(formName, form.errors);

  return (
    <FormModal opened={opened} onClose={close} title={insurance ? t(keys.edit) : t(keys.add)} submitting={form.pending} onSubmit={submit}>
      <ErrorSummary ref={summaryRef} title={t(keys.summaryTitle, { count: items.length })} items={items} />
      <FormProblem message={problem} />
      <TextInput
        id={id('insuranceCompanyName')}
        label={t(keys.insuranceCompanyName)}
        {...form.getInputProps('insuranceCompanyName')}
        required
        data-autofocus
      />
      <TextInput
        id={id('insurancePolicyNumber')}
        label={t(keys.insurancePolicyNumber)}
        {...form.getInputProps('insurancePolicyNumber')}
        required
      />
      <Checkbox id={id('isMain')} label={t(keys.setMain)} description={t(keys.setMainHint)} {...form.getCheckboxProps('isMain')} />
    </FormModal>
  );
}

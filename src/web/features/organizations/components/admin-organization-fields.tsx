import { Group, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { organizationUserTypeIds } from '../../../../shared/contracts/organizations';
import { ErrorCode } from '../../../../shared/errors';
import {
  blankOrganizationFields,
  OrganizationFields,
  type OrganizationFieldLabels,
  type OrganizationFieldValues,
} from '../../../components/organization-fields';
import { businessMessageOf, isApiError } from '../../../lib/errors';
import type { ContractForm, FieldErrors, FieldProblems } from '../../../lib/form';
import { lookupCompany } from '../admin-api';

/** The organisation's own fields and its size as the inputs hold them, shared by the register and edit forms. */
export interface AdminOrganizationFieldValues extends OrganizationFieldValues {
  userTypeId: string;
}

export const blankAdminOrganizationFields: AdminOrganizationFieldValues = { ...blankOrganizationFields, userTypeId: '' };

/** The organisation's fields as the contracts take them. */
export const organizationInputOf = (values: AdminOrganizationFieldValues) => ({
  organizationNumber: values.organizationNumber,
  name: values.name,
  address: values.address,
  postCode: values.postCode,
  countryCode: values.countryCode,
  email: values.email,
  phoneNumber: values.phoneNumber,
  insurancePolicyNumber: values.insurancePolicyNumber,
  insuranceCompanyName: values.insuranceCompanyName,
  userTypeId: Number(values.userTypeId),
});

/** The size is a choice the contract checks as a number; an unchosen one is said plainly. */
export function typeProblem(values: AdminOrganizationFieldValues): FieldProblems {
  return values.userTypeId === '' ? { userTypeId: { key: 'validation:required', field: 'organizationSize' } } : {};
}

/**
 * Where a duplicate refusal (450) belongs: the server names the taken value in its sentence, so an
 * e-mail address already in use lands on the e-mail field that holds it, anything else on the
 * organisation number (the only other thing that must be unique).
 */
export function duplicateFieldErrors(error: unknown, emailFields: Readonly<Record<string, string>>): FieldErrors | null {
  if (!isApiError(error) || error.code !== ErrorCode.Duplicate) return null;
  const message = businessMessageOf(error);
  if (!message) return null;
  const said = message.toLowerCase();
  const emailField = Object.entries(emailFields).find(([, value]) => value.trim() !== '' && said.includes(value.trim().toLowerCase()));
  return { [emailField ? emailField[0] : 'organizationNumber']: message };
}

/**
 * The organisation's fields in an administrator's words, with its size. With `onLookedUp`, the
 * number can be looked up in the company registry; the form is told which number the registry
 * knew, so that details typed by hand (or a number changed afterwards) are marked as a manual
 * registration. The details are another organisation's, so the browser does not fill them in.
 */
export function AdminOrganizationFields<T extends AdminOrganizationFieldValues>({
  form,
  formId,
  onLookedUp,
}: {
  form: ContractForm<T>;
  formId: string;
  onLookedUp?: (organizationNumber: string | null) => void;
}) {
  const { t } = useTranslation(['organizations']);
  const labels: OrganizationFieldLabels = {
    organizationNumber: t('organizations:admin.fields.organizationNumber'),
    organizationNumberHint: t('organizations:admin.form.organizationNumberHint'),
    lookup: t('organizations:admin.form.lookup'),
    lookingUp: t('organizations:admin.form.lookingUp'),
    found: (name) => t('organizations:admin.form.found', { name }),
    notFound: t('organizations:admin.form.notFound'),
    name: t('organizations:admin.fields.name'),
    nameFromRegistry: t('organizations:admin.form.nameFromRegistry'),
    address: t('organizations:admin.fields.address'),
    postCode: t('organizations:admin.fields.postCode'),
    countryCode: t('organizations:admin.fields.countryCode'),
    email: t('organizations:admin.fields.email'),
    phoneNumber: t('organizations:admin.fields.phoneNumber'),
    insurance: t('organizations:admin.form.mainInsurance'),
    insurancePolicyNumber: t('organizations:admin.fields.insurancePolicyNumber'),
    insuranceCompanyName: t('organizations:admin.fields.insuranceCompanyName'),
  };

  return (
    <Stack>
      <OrganizationFields
        form={form}
        formId={formId}
        labels={labels}
        ownDetails={false}
        registry={onLookedUp ? { lookUp: lookupCompany, onLookedUp } : undefined}
        autoFocus
      >
        <Radio.Group
          id={`${formId}-userTypeId`}
          label={t('organizations:admin.fields.userTypeId')}
          required
          {...form.getInputProps('userTypeId')}
        >
          <Group gap="lg" mt="xs">
            {organizationUserTypeIds.map((type) => (
              <Radio key={type} value={String(type)} label={t(`organizations:admin.type.${type}`)} />
            ))}
          </Group>
        </Radio.Group>
      </OrganizationFields>
    </Stack>
  );
}

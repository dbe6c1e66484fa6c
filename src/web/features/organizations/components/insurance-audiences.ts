import type { OrganizationDto } from '../../../../shared/contracts/organizations';
import { useOrganizationChange as useAdminOrganizationChange } from '../admin-api';
import { useOrganizationChange } from '../api';

export type Insurance = OrganizationDto['insurance'][number];

/** Who keeps an organisation's insurances: its administrators, or its own contact persons on my site. */
export type InsuranceAudience = 'admin' | 'mySite';

/**
 * What the two audiences' insurance screens differ by. Each reads its own caches again after a
 * change (`useChange`), speaks in its own texts, and says a refusal its own way: administrators'
 * pages leave it to the error dialog, as everywhere on them (`inlineRefusals` false), while a
 * contact person sees it beside what was refused.
 */
export const insuranceAudiences = {
  admin: {
    useChange: useAdminOrganizationChange,
    inlineRefusals: false,
    sectionId: 'organization-insurances',
    formName: 'organization-insurance',
    name: (insurance: Insurance) => `${insurance.insuranceCompanyName} ${insurance.insurancePolicyNumber}`,
    keys: {
      heading: 'organizations:admin.insurance.title',
      add: 'organizations:admin.insurance.add',
      edit: 'organizations:admin.insurance.edit',
      none: 'organizations:admin.insurance.none',
      main: 'organizations:admin.insurance.main',
      makeMain: 'organizations:admin.insurance.makeMain',
      madeMain: 'organizations:admin.insurance.madeMain',
      editItem: 'organizations:admin.insurance.editItem',
      deleteItem: 'organizations:admin.insurance.deleteItem',
      deleteTitle: 'organizations:admin.insurance.deleteTitle',
      deleteMessage: 'organizations:admin.insurance.deleteMessage',
      deleted: 'organizations:admin.insurance.deleted',
      saved: 'organizations:admin.insurance.saved',
      setMain: 'organizations:admin.insurance.setMain',
      setMainHint: 'organizations:admin.insurance.setMainHint',
      summaryTitle: 'organizations:admin.form.summaryTitle',
      insuranceCompanyName: 'organizations:admin.fields.insuranceCompanyName',
      insurancePolicyNumber: 'organizations:admin.fields.insurancePolicyNumber',
    },
  },
  mySite: {
    useChange: useOrganizationChange,
    inlineRefusals: true,
    sectionId: 'organization-insurance',
    formName: 'organization-insurance-form',
    name: (insurance: Insurance) => `${insurance.insuranceCompanyName} – ${insurance.insurancePolicyNumber}`,
    keys: {
      heading: 'organizations:mySite.insurance.title',
      add: 'organizations:mySite.insurance.add',
      edit: 'organizations:mySite.insurance.edit',
      none: 'organizations:mySite.insurance.none',
      main: 'organizations:mySite.insurance.main',
      makeMain: 'organizations:mySite.insurance.makeMain',
      madeMain: 'organizations:mySite.insurance.madeMain',
      editItem: 'organizations:mySite.insurance.editItem',
      deleteItem: 'organizations:mySite.insurance.deleteItem',
      deleteTitle: 'organizations:mySite.insurance.deleteTitle',
      deleteMessage: 'organizations:mySite.insurance.deleteMessage',
      deleted: 'organizations:mySite.insurance.deleted',
      saved: 'organizations:mySite.insurance.saved',
      setMain: 'organizations:mySite.insurance.setMain',
      setMainHint: 'organizations:mySite.insurance.setMainHint',
      summaryTitle: 'organizations:mySite.summaryTitle',
      insuranceCompanyName: 'organizations:common.fields.insuranceCompanyName',
      insurancePolicyNumber: 'organizations:common.fields.insurancePolicyNumber',
    },
  },
} as const;

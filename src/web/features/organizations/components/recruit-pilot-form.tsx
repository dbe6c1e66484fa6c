import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { recruitPilotInput } from '../../../../shared/contracts/organization-members';
import { userOrganizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import { useErrorSummary } from '../../../components/error-summary';
import { useContractForm } from '../../../lib/form';
import { useOrganizationChange } from '../api';
import { FindByField } from './find-by-field';
import { refusalOnField } from './refusals';
import { SectionForm } from './section-form';

type FindBy = 'emailAddress' | 'idNumber';
interface RecruitValues {
  by: FindBy;
  emailAddress: string;
  idNumber: string;
}

const blank: RecruitValues = { by: 'emailAddress', emailAddress: '', idNumber: '' };
const formName = 'recruit-pilot';

/**
 * Invites a pilot to fly for the organisation, found by e-mail address or ID number: one field, the
 * choice above it saying which. The pilot answers the invitation on their own pages.
 */
export function RecruitPilotForm({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('organizations');
  // Silent: "no such pilot" (404) and "already invited" (450) are said on the field.
  const recruit = useOrganizationChange(userOrganizationsEndpoints.create, { silent: true });
  const form = useContractForm<RecruitValues>(blank);
  const [summaryRef, summaryFailed] = useErrorSummary();
  const by = form.values.by;

  const submit = () =>
    void form.submit({
      schema: recruitPilotInput,
      input: { organizationId, [by]: form.values[by] },
      call: recruit.mutateAsync,
      onSuccess: (recruitment) => {
        notifications.show({ color: 'green', message: t('organizations:mySite.recruit.sent', { name: recruitment.fullName }) });
        form.reset({ ...blank, by });
      },
      onError: refusalOnField(by),
      onFieldErrors: summaryFailed,
    });

  return (
    <SectionForm
      form={formName}
      title={t('organizations:mySite.recruit.title')}
      errors={form.errors}
      summaryRef={summaryRef}
      submitLabel={t('organizations:mySite.recruit.submit')}
      pending={form.pending}
      onSubmit={submit}
    >
      <FindByField
        form={formName}
        options={[
          { key: 'emailAddress', label: t('organizations:common.fields.emailAddress'), type: 'email' },
          {
            key: 'idNumber',
            label: t('organizations:common.fields.idNumber'),
            inputMode: 'numeric',
            description: t('organizations:mySite.recruit.idNumberHint'),
          },
        ]}
        by={by}
        onByChange={(next) => form.reset({ ...form.values, by: next })}
        inputProps={form.getInputProps}
      />
    </SectionForm>
  );
}

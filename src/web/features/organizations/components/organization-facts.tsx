import { useTranslation } from 'react-i18next';
import type { OrganizationDto } from '../../../../shared/contracts/organizations';
import { FactList } from '../../../components/fact-list';
import { useCountries } from '../../../lib/countries';

/** An organisation's registered details as its members see them. */
export function OrganizationFacts({ organization }: { organization: OrganizationDto }) {
  const { t } = useTranslation('organizations');
  const countries = useCountries();
  const country = countries.find((c) => c.code === organization.countryCode)?.name ?? organization.countryCode;
  return (
    <FactList
      facts={[
        [t('organizations:common.fields.name'), organization.name],
        [t('organizations:common.fields.organizationNumber'), organization.organizationNumber],
        [
          t('organizations:common.fields.address'),
          t('organizations:mySite.details.addressLine', { address: organization.address, postCode: organization.postCode, country }),
        ],
        [t('organizations:common.fields.email'), organization.email],
        [t('organizations:common.fields.phoneNumber'), organization.phoneNumber],
      ]}
    />
  );
}

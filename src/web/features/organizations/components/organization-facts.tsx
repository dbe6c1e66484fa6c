import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OrganizationDto } from '../../../../shared/contracts/organizations';
import { FactList } from '../../../components/fact-list';
import { useCountries } from '../../../lib/countries';

/**
 * The organisation number, said to be unverified while it is only claimed (decision 0023): until a
 * delegated electronic-ID login or an administrator proves it, another registration may take it.
 */
export const numberFact = (t: TFunction<'organizations'[]> | TFunction<'organizations'>, organization: OrganizationDto) =>
  organization.isProved
    ? organization.organizationNumber
    : t('organizations:common.unverifiedNumber', { number: organization.organizationNumber });

/** An organisation's registered details as its members see them. */
export function OrganizationFacts({ organization }: { organization: OrganizationDto }) {
  const { t } = useTranslation('organizations');
  const countries = useCountries();
  const country = countries.find((c) => c.code === organization.countryCode)?.name ?? organization.countryCode;
  return (
    <FactList
      facts={[
        [t('organizations:common.fields.name'), organization.name],
        [t('organizations:common.fields.organizationNumber'), numberFact(t, organization)],
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

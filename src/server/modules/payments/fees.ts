import { UserType, type Language } from '../../../shared/enums';
import { settingDefinitions } from '../../../shared/settings';
import type { Db } from '../../db/client';
import { translate } from '../../kernel/i18n';
import { intSetting, readSettingValues } from '../settings';

/**
 * The fee of each type (section 9's price settings), in whole ISK: an organisation pays by its
 * size, a pilot the pilot's price, and a contact person who pays privately the organisation
 * contact's price. An organisation's fee covers its contact persons (decision 0013).
 */
export const feeSettingOfType: Record<number, string> = {
  [UserType.Under250]: 'Under250Price',
  [UserType.Over250]: 'Over250Price',
  [UserType.Pilot]: 'PilotPrice',
  [UserType.ContactPerson]: 'OrganizationPrice',
};
const settingId = (name: string) => settingDefinitions.find((d) => d.name === name)!.id;
const validYearsId = settingId('PaymentValidYear');

export const currency = 'ISK';

export interface Fees {
  amountOf(userTypeId: number): number;
  validYears: number;
}

/** The fees as the settings stand now (administrators change them while the portal runs). */
export async function readFees(db: Db): Promise<Fees> {
  const values = await readSettingValues(db);
  return {
    amountOf: (userTypeId) => {
      const name = feeSettingOfType[userTypeId];
      return name ? intSetting(settingId(name), values.get(settingId(name)), 0) : 0;
    },
    validYears: intSetting(validYearsId, values.get(validYearsId), 1),
  };
}

/** What a payment is for, as its receipt and the pay page say it. */
export function feeDescription(language: Language, userTypeId: number, organizationName?: string | null): string {
  return feeDescriptionIn((key, params) => translate(language, key, params), userTypeId, organizationName);
}

/** The same, in texts looked up by `text` (a file's `labelsFor`, which looks each up once). */
export function feeDescriptionIn(
  text: (key: string, params?: Record<string, string>) => string,
  userTypeId: number,
  organizationName?: string | null,
): string {
  const description = text(`payments:fee.${userTypeId}`);
  return organizationName ? text('payments:fee.organizationSuffix', { description, organization: organizationName }) : description;
}

/** One type's fee as the settings stand; 0 means that type pays nothing. */
export async function feeOfType(db: Db, userTypeId: number): Promise<number> {
  return (await readFees(db)).amountOf(userTypeId);
}

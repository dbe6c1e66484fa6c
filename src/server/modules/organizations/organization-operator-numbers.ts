import crypto from 'node:crypto';
import { newOperatorNumber } from '../../../shared/operator-number';
import type { Tx } from '../../db/transaction';
import { addDays, addYears, endOfDay } from '../../kernel/calendar';
import { isUniqueViolation } from '../../kernel/errors';
import { readIntSetting } from '../settings';
import { lockOperatingNumber, updateOrganizationFields } from './organizations.queries';

/** Requirements §9, key 8: how many years an operator registration number is valid. */
const operatorNumberValiditySetting = 8;

/** The organisations' own index, and the trigger that keeps pilots' and organisations' numbers apart. */
export const operatorNumberConstraints = ['organizations_operating_number_key', 'operator_numbers_unique'];

const randomIndex = (below: number) => crypto.randomInt(below);

export interface IssuedOperatorNumber {
  operatingNumber: string;
  operatingNumberExpiry: Date;
  /** A number drawn now, rather than one the organisation already held. */
  isNew: boolean;
}

/**
 * An organisation is a UAS operator: the fee it pays registers it, and with the first one it gets
 * its EN 4709-002 number. Each fee, from the day it is valid (`validFrom`, which for an early
 * renewal is the day after the fee it renews), keeps the number valid for the years of setting 8;
 * a later fee moves the expiry on and never back, and the number stays the same (decision 0030).
 * Runs inside the transaction that fulfils the payment, which holds the organisation's row. A
 * deleted organisation gets nothing.
 */
export async function renewOrganizationOperatorNumber(
  tx: Tx,
  organizationId: number,
  validFrom: string,
  now: Date,
  draw: (below: number) => number = randomIndex,
): Promise<IssuedOperatorNumber | undefined> {
  const held = await lockOperatingNumber(tx.db, organizationId);
  if (!held || held.isDeleted) return undefined;
  const years = await readIntSetting(tx.db, operatorNumberValiditySetting);
  const paidUntil = endOfDay(addDays(addYears(validFrom, years), -1));
  const expiry = held.operatingNumberExpiry && held.operatingNumberExpiry > paidUntil ? held.operatingNumberExpiry : paidUntil;
  if (held.operatingNumber) {
    await updateOrganizationFields(tx.db, organizationId, { operatingNumberExpiry: expiry }, now);
    return { operatingNumber: held.operatingNumber, operatingNumberExpiry: expiry, isNew: false };
  }
  for (let attempt = 0; ; attempt++) {
    const number = newOperatorNumber(draw).full;
    // Twelve random characters meet another operator's about never; if they do, draw again
    // without giving up the payment's transaction.
    await tx.executeSql('savepoint operator_number', []);
    try {
      await updateOrganizationFields(tx.db, organizationId, { operatingNumber: number, operatingNumberExpiry: expiry }, now);
      await tx.executeSql('release savepoint operator_number', []);
      return { operatingNumber: number, operatingNumberExpiry: expiry, isNew: true };
    } catch (error) {
      await tx.executeSql('rollback to savepoint operator_number', []);
      const taken = operatorNumberConstraints.some((constraint) => isUniqueViolation(error, constraint));
      if (!taken || attempt >= 3) throw error;
    }
  }
}

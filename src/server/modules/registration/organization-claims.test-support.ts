import { expect } from 'vitest';
import type { TestApp } from '../../test/harness';
import type { startSmtpServer } from '../../test/smtp';

/** Claims to organisation numbers made as people make them: through the registration wizard. */

const org = '/api/services/app/Organization';
export const registrantPassword = 'Flug-Drauma-2026';
let n = 0;

/** An organisation's details as a registrant types them; the number is the caller's. */
export const typedDetails = (organizationNumber: string, fields: Record<string, unknown> = {}) => ({
  organizationNumber,
  name: 'Gervifélag ehf.',
  address: 'Hafnarstræti 9',
  postCode: '101',
  email: `skrifstofa${++n}@example.com`,
  phoneNumber: '+354 555 1234',
  insurancePolicyNumber: 'TR-88421',
  insuranceCompanyName: 'Vátryggingafélagið',
  ...fields,
});

/** Step 1 and the mailed link: an organisation's account of the tenant, unpaid, with its registration token. */
export async function registrant(t: TestApp, smtp: Awaited<ReturnType<typeof startSmtpServer>>, tenantId: number | null) {
  const emailAddress = `krafa${++n}-${Date.now()}@example.com`;
  const body = { name: 'Sólveig', surname: 'Rekstrardóttir', emailAddress, password: registrantPassword, userTypeId: 1 };
  const res = await t.call('POST', `${org}/Register`, { body, tenantId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // Whatever the app's public address, as tests that listen on a port of their own have another.
  const token = /\/verify-register\/1\/2\/([A-Za-z0-9_-]{43})/.exec((await smtp.mailTo(emailAddress)).decoded)?.[1];
  const verified = await t.call('POST', '/api/TokenAuth/VerifyTokenForRegistering', { body: { token, userTypeId: 1 }, tenantId });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { emailAddress, registrationToken: verified.body.result.registrationToken as string };
}

/** A registrant's claim to `organizationNumber` under whatever name they typed: the reply of the details step. */
export async function claim(
  t: TestApp,
  smtp: Awaited<ReturnType<typeof startSmtpServer>>,
  tenantId: number | null,
  organizationNumber: string,
  fields: Record<string, unknown> = {},
) {
  const who = await registrant(t, smtp, tenantId);
  const res = await t.call('POST', `${org}/RegisterOrganization`, {
    body: { ...typedDetails(organizationNumber, fields), token: who.registrationToken },
    tenantId,
    language: 'en',
  });
  return { ...who, res };
}

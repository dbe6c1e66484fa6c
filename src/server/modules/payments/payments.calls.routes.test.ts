import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { readOperations, type Operation } from '../../test/openapi-operations';

/**
 * Section 7's payment calls, with the verb the specification gives each (POST where it writes
 * "POST" for a method whose name would imply another). A call that goes missing or changes verb
 * fails here by name.
 */
const calls: [service: string, method: string, verb: string][] = [
  ['Payment', 'RegisterPrivatePayment', 'POST'],
  ['Payment', 'RegisterOrganizationPayment', 'POST'],
  ['Payment', 'ExportToAccounting', 'POST'],
  ['Payment', 'GetDroneOperatorPaymentResults', 'GET'],
  ['Payment', 'ExportToCSV', 'POST'],
  ['Payment', 'GetPaymentReceipt', 'GET'],
  ['Payment', 'CheckValidPayment', 'POST'],
  ['Payment', 'GetPaymentValitorInfo', 'GET'],
  ['Payment', 'ProcessPrivateUserByTokenValitor', 'POST'],
  ['Payment', 'CreateCheckoutPage', 'POST'],
  ['Payment', 'RegisterClickOnPaymentButton', 'POST'],
  ['Payment', 'ProcessErrorPayment', 'POST'],
  ['Payment', 'PushUserAndOrgInfoBackToBackend', 'POST'],
  ['Organization', 'UpdatePaymentAccount', 'POST'],
  ['Pilot', 'GetPilotPayment', 'GET'],
  ['Pilot', 'getOrganizationPayment', 'GET'],
];

let t: TestApp;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  operations = await readOperations(t.app);
});
afterAll(() => t?.close());

describe('the payment calls in the OpenAPI document', () => {
  it.each(calls)('%s/%s is there as %s', (service, method, verb) => {
    const found = operations.filter((op) => op.service === service && op.method.toLowerCase() === method.toLowerCase());
    expect(found.map((op) => op.verb)).toEqual([verb]);
    expect(found[0]!.path).toBe(`/api/services/app/${service}/${method}`);
  });
});

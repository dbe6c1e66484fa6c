import { describeCallsInOpenApi, type NamedCall } from '../../test/openapi-calls';

/**
 * Section 7's payment calls, with the verb the specification gives each (POST where it writes
 * "POST" for a method whose name would imply another). A call that goes missing or changes verb
 * fails here by name.
 */
const calls: NamedCall[] = [
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

describeCallsInOpenApi('the payment calls in the OpenAPI document', calls);

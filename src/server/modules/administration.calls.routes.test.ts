import { describeCallsInOpenApi, type NamedCall } from '../test/openapi-calls';

/**
 * The administration calls section 7 names (Dashboard, the user notes and the user mail), with
 * the verb the specification gives each. A call that goes missing or changes verb fails here by name.
 */
const calls: NamedCall[] = [
  ['Dashboard', 'CalculateDashboardOverview', 'GET'],
  ['Dashboard', 'CalculateDashboardMonthlyRegistration', 'GET'],
  ['Dashboard', 'CalculateDashboardVisitStatistic', 'GET'],
  ['Dashboard', 'CalculateDashboardExam', 'GET'],
  ['Dashboard', 'GetDashboardExportExel', 'GET'],
  ['User', 'CreateUserNote', 'POST'],
  ['User', 'UpdateUserNote', 'PUT'],
  ['User', 'GetUserNote', 'GET'],
  ['User', 'GetUserNotesByUserId', 'GET'],
  ['User', 'DeleteUserNote', 'DELETE'],
  ['User', 'SendEmail', 'POST'],
  ['User', 'SendEmailToAllUsers', 'POST'],
  ['User', 'SendEmailToOrgMembers', 'POST'],
];

describeCallsInOpenApi('the administration calls in the OpenAPI document', calls);

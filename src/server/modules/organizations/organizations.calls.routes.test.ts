import { describeCallsInOpenApi, type NamedCall } from '../../test/openapi-calls';

/**
 * Section 7's organisation, user-organisation and notification calls, each with the verb the
 * specification gives it (POST where it writes "POST" for a method whose name would imply
 * another). A call that goes missing or changes verb fails here by name.
 */
const calls: NamedCall[] = [
  ['Organization', 'Update', 'PUT'],
  ['Organization', 'UpdateOrganizationRegister', 'PUT'],
  ['Organization', 'UpdateAddress', 'PUT'],
  ['Organization', 'Delete', 'DELETE'],
  ['Organization', 'Get', 'GET'],
  ['Organization', 'GetByNumber', 'GET'],
  ['Organization', 'GetByCurrentUser', 'GET'],
  ['Organization', 'GetPaggedList', 'GET'],
  ['Organization', 'GetContactPersonFromOrganizationId', 'GET'],
  ['Organization', 'CreateContactPerson', 'POST'],
  ['Organization', 'CreateContactPersonAdmin', 'POST'],
  ['Organization', 'CreateUserContactPerson', 'POST'],
  ['Organization', 'UpdateContactPersonDepartmentAndTitle', 'PUT'],
  ['Organization', 'GetMemberContactByOrganizationId', 'GET'],
  ['Organization', 'GetPilotByOrganizationId', 'GET'],
  ['Organization', 'GetPilotsExaminationByOrganizationId', 'GET'],
  ['Organization', 'GetPilotsRecruitmentByOrganizationId', 'GET'],
  ['Organization', 'GetListOrganizationByCurrentUser', 'GET'],
  ['Organization', 'GetListOrganizationByPilotId', 'GET'],
  ['Organization', 'CreateOrganizationInsurance', 'POST'],
  ['Organization', 'UpdateOrganizationInsurance', 'PUT'],
  ['Organization', 'DeleteOrganizationInsurance', 'DELETE'],
  ['Organization', 'UpdateAcceptPilotRecruitment', 'POST'],
  ['Organization', 'UpdateRejectPilotRecruitment', 'POST'],
  ['Organization', 'UpdateDisconnectPilotOrganization', 'POST'],
  ['Organization', 'RegisterOrganizationFromAdmin', 'POST'],
  ['Organization', 'CreateOrganizationAndContactPersonAdmin', 'POST'],
  ['Organization', 'RegisterOrganization', 'POST'],
  ['Organization', 'Register', 'POST'],
  ['Organization', 'resend', 'POST'],
  ['UserOrganization', 'Create', 'POST'],
  ['UserOrganization', 'UpdateMainContactPersonRoleByUserID', 'POST'],
  ['UserOrganization', 'UpdateContactPersonRoleByUserID', 'POST'],
  ['UserOrganization', 'RemoveContactPersonRoleByUserID', 'POST'],
  ['UserOrganization', 'GetAllPilotByOrganizationId', 'GET'],
  ['UserOrganization', 'RemoveCurrentUserFromOrganization', 'DELETE'],
  ['Notification', 'PushNotificationByOrganizationId', 'POST'],
  ['Notification', 'PushNotificationByUserId', 'POST'],
  ['Notification', 'PushNotificationByUserIdAndDynamicMes', 'POST'],
  ['Notification', 'PushNotificationDynamicMesByOrganizationId', 'POST'],
  ['Notification', 'GetNotificationByCurrentUser', 'GET'],
  ['Notification', 'GetTotalNotificationByCurrentUser', 'GET'],
  ['Notification', 'MarkIsReadOrUnReadByNotificationId', 'POST'],
  ['Notification', 'ClearNotificationByNotifyId', 'POST'],
  ['Notification', 'MarkAllReadNotificationByCurrentUser', 'POST'],
  ['Notification', 'ClearAllNotificationByCurrentUser', 'POST'],
];

describeCallsInOpenApi('the organisation and notification calls in the OpenAPI document', calls);

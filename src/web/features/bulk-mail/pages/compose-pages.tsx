import { useParams } from 'react-router';
import { ComposeMailing } from '../components/compose-mailing';

/** `/admin/mailings/new/all-users`. */
export function ComposeToAllUsersPage() {
  return <ComposeMailing target="allUsers" />;
}

/** `/admin/mailings/new/user/:userId`. */
export function ComposeToUserPage() {
  return <ComposeMailing target="user" targetId={Number(useParams().userId)} />;
}

/** `/admin/mailings/new/organization/:orgId`. */
export function ComposeToOrganizationPage() {
  return <ComposeMailing target="organization" targetId={Number(useParams().orgId)} />;
}

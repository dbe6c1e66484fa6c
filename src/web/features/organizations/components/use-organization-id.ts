import { useParams } from 'react-router';

/** The organisation a my-site page is about; the route guard has already checked the parameter is a number. */
export function useOrganizationId(): number {
  return Number(useParams().orgId);
}

import { coursePlatformEndpoints } from '../../shared/contracts/client/course-platform';
import { call } from './api-client';
import { leaveSiteFor, webAddressOf } from './leave-site';

/**
 * Makes the signed-in pilot's account on the course platform before they are sent there
 * (Pilot/CreateUserOnCoursePlatform): the server makes it once and answers the same one after.
 * Answers whether the platform will know them; if not, the pilot is better kept on the portal.
 */
export async function readyOnCoursePlatform(): Promise<boolean> {
  try {
    await call(coursePlatformEndpoints.createUserOnCoursePlatform);
    return true;
  } catch {
    return false;
  }
}

/** Sends the pilot to the course platform's address once their account there is made; answers whether the browser is on its way. */
export async function goToCoursePlatform(address: string | null | undefined): Promise<boolean> {
  if (!webAddressOf(address)) return false;
  return (await readyOnCoursePlatform()) && leaveSiteFor(address);
}

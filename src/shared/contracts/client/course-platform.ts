// Generated from ../course-platform.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.
import type { ClientEndpoints } from '../endpoint';
import type * as contract from '../course-platform';

export const coursePlatformEndpoints: ClientEndpoints<typeof contract.coursePlatformEndpoints> = {
  createUserOnCoursePlatform: { verb: 'POST', path: '/api/services/app/Pilot/CreateUserOnCoursePlatform' },
};

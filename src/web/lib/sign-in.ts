import type { QueryClient } from '@tanstack/react-query';
import { UserStatus, UserType } from '../../shared/enums';
import { Permission } from '../../shared/permissions';
import { readyOnCoursePlatform } from './course-platform';
import { grantedPermissionsOf, sessionKeys, userConfigurationQuery } from './app-session';
import { paymentRedirect } from './guard';

/** What of a sign-in's answer decides where the user lands. */
export interface SignedInAs {
  userTypeId: number | null;
  status: number;
}

/**
 * Where a user goes once signed in, by password or by electronic ID: the fee step while the fee is
 * unpaid (section 4), else the page they asked for, else their home by permission. The session's
 * queries are reset first so that the header and every screen see the new session without a reload.
 */
export async function landingAfterSignIn(
  queryClient: QueryClient,
  result: SignedInAs,
  options: { returnUrl: string | null; isIdLogin: boolean },
): Promise<string> {
  // Reset, not removed: the header and every other screen already showing the anonymous
  // session keep their queries and see the new one, without a reload.
  await queryClient.resetQueries({ queryKey: sessionKeys.all }).catch(() => undefined);
  // The permissions pick the landing page; if they cannot be read now, the guard asks again.
  const configuration = await queryClient.fetchQuery(userConfigurationQuery()).catch(() => undefined);
  const granted = grantedPermissionsOf(configuration);
  if (result.status === UserStatus.NeedPaymentToLogin) return paymentRedirect(result.userTypeId, options.isIdLogin);
  if (options.returnUrl) return options.returnUrl;
  // Section 1: a pilot may be sent on to the external course platform; an electronic-ID login has
  // its own address (the server answers it), a password login, as foreign users have, this one.
  // The pilot's account there is made first; one the platform would not know stays here.
  const foreignCourse = configuration?.setting.values.CoursePlatformRedirectForeign?.trim();
  if (!options.isIdLogin && result.userTypeId === UserType.Pilot && foreignCourse && /^https?:\/\//i.test(foreignCourse)) {
    if (await readyOnCoursePlatform()) return foreignCourse;
  }
  if (granted.has(Permission.Administrator)) return '/admin';
  if (granted.has(Permission.Pilot)) return '/my-site/default';
  return '/';
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AuthenticateResult } from '../../../shared/contracts/accounts';
import { UserStatus } from '../../../shared/enums';
import { safeReturnUrl } from '../../lib/guard';
import { goToCoursePlatform } from '../../lib/course-platform';
import { saveIdLogin } from '../../lib/session';
import { landingAfterSignIn } from '../../lib/sign-in';

export interface AfterIdSignIn {
  /** The page the login started from, as the server kept it beside the state. */
  returnUrl: string | null;
  /** The course platform's address for a national-ID login, when the server names one. */
  courseRedirectUrl: string | null;
}

const nowhere: AfterIdSignIn = { returnUrl: null, courseRedirectUrl: null };

/**
 * Keeps a session opened through the electronic ID as the login screen keeps one, marked as an ID
 * login, and goes on: to the fee step while the fee is unpaid (step 2 after a registration through
 * the electronic ID, section 4), else to the course platform when the server names it and the
 * pilot's account there could be made, else to the page asked for or the user's home.
 */
export function useFinishIdSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (result: AuthenticateResult, after: AfterIdSignIn = nowhere) => {
      saveIdLogin(result);
      if (result.status !== UserStatus.NeedPaymentToLogin && (await goToCoursePlatform(after.courseRedirectUrl))) return;
      const target = await landingAfterSignIn(queryClient, result, { returnUrl: safeReturnUrl(after.returnUrl), isIdLogin: true });
      await navigate(target, { replace: true });
    },
    [queryClient, navigate],
  );
}

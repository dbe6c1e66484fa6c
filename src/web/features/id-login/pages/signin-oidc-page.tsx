import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/query-state';
import { idLoginHandlerQuery, type IdLoginHandlerResult } from '../api';
import { IdLinkForm } from '../components/id-link-form';
import { IdLoginProblem, reasonOf } from '../components/id-login-problem';
import { IdRegisterForm } from '../components/id-register-form';
import { useFinishIdSignIn } from '../use-finish-id-sign-in';

/**
 * `/signin-oidc`, where the identity provider sends the browser back: the code and state go to the
 * server once, and its answer signs the person in, or asks them to finish a registration, or to
 * link the account that has their e-mail address. A refusal by the provider never reaches the server.
 */
export function SigninOidcPage() {
  const [search] = useSearchParams();
  const code = search.get('code');
  const state = search.get('state');
  const providerError = search.get('error');
  if (providerError) return <IdLoginProblem reason={providerError === 'access_denied' ? 'cancelled' : 'provider'} />;
  if (!code || !state) return <IdLoginProblem reason="incomplete" />;
  return <ProviderAnswer code={code} state={state} />;
}

function ProviderAnswer({ code, state }: { code: string; state: string }) {
  const { t } = useTranslation('id-login-web');
  const answer = useQuery(idLoginHandlerQuery(code, state));
  if (answer.isPending) return <LoadingState label={t('checking')} />;
  if (answer.isError) return <IdLoginProblem reason={reasonOf(answer.error)} error={answer.error} />;
  return <Outcome result={answer.data} />;
}

function Outcome({ result }: { result: IdLoginHandlerResult }) {
  switch (result.outcome) {
    case 'signedIn':
      return <SignedIn result={result} />;
    case 'register':
      return <IdRegisterForm registrationToken={result.registrationToken} person={result.person} />;
    case 'link':
      return <IdLinkForm linkToken={result.linkToken} person={result.person} account={result.userNameOrEmailAddress} />;
  }
}

function SignedIn({ result }: { result: Extract<IdLoginHandlerResult, { outcome: 'signedIn' }> }) {
  const { t } = useTranslation('id-login-web');
  const finish = useFinishIdSignIn();
  const done = useRef(false);
  useEffect(() => {
    // Once: React's strict mode runs an effect twice, and the session must be kept and left once.
    if (done.current) return;
    done.current = true;
    void finish(result, { returnUrl: result.returnUrl, courseRedirectUrl: result.courseRedirectUrl });
  }, [finish, result]);
  return <LoadingState label={t('signingIn')} />;
}

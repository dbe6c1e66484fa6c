import { Alert, Button, Group, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { UserType } from '../../../../shared/enums';
import { FactList } from '../../../components/fact-list';
import { FormProblem } from '../../../components/form-problem';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { sessionKeys, userConfigurationQuery } from '../../../lib/app-session';
import { businessMessageOf } from '../../../lib/errors';
import { loginRedirect } from '../../../lib/guard';
import { useLanguage } from '../../../lib/use-language';
import { checkoutStandingQuery, contactPersonFeeQuery, feesQuery, paymentKeys, useStartCheckout, type CheckoutPlan } from '../api';
import { formatAmount } from '../format';
import { ContactFeeAnswer } from './contact-fee-answer';
import { NothingToPay } from './nothing-to-pay';
import { PaymentBeingConfirmed } from './payment-being-confirmed';
import { SandboxNotice } from './sandbox-notice';
import { usePayingOrganizations } from './use-paying-organizations';
import { useProblem, refusalOf } from '../../../lib/use-problem';
import { problemText } from '../../../../shared/issue-message';
import { Form } from '../../../components/form';

type Payer = 'private' | 'organization';

const organizationFeeType = (userTypeId: number) => (userTypeId === UserType.Over250 ? UserType.Over250 : UserType.Under250);

/**
 * What is paid for, how much and for how long, and the button that sends the browser to the card
 * company's page. A contact person is first told the fee rules' one answer (what they owe and why)
 * and then offered only the choices that make sense. While a payment awaits the card company's
 * confirmation there is no button at all: the page says so and changes by itself when it comes.
 */
export function CheckoutForm({
  type,
  givenOrgId,
  token,
  signedIn,
}: {
  type: number;
  givenOrgId: number | null;
  token: string | null;
  signedIn: boolean;
}) {
  const { t } = useTranslation(['payments', 'errors']);
  const language = useLanguage();
  const fees = useQuery(feesQuery());
  const isContactPerson = type === UserType.ContactPerson;
  const isOrgType = type === UserType.Under250 || type === UserType.Over250;
  const standing = useQuery({ ...checkoutStandingQuery(isOrgType, givenOrgId, token), enabled: !isContactPerson });
  const contactFee = useQuery({ ...contactPersonFeeQuery(token), enabled: isContactPerson });
  const answer = contactFee.data;
  const awaiting = Boolean(standing.data?.awaitingConfirmation || answer?.awaitingConfirmation);
  useSessionFollowsPayment(awaiting, signedIn);
  const [chosenPayer, setPayer] = useState<Payer | null>(isContactPerson && givenOrgId !== null ? 'organization' : null);
  const offered = answer?.choices.map((c) => c.payer) ?? (['private', 'organization'] as const);
  const payer = chosenPayer ?? (offered.length === 1 ? offered[0]! : null);
  const [payerError, setPayerError] = useProblem();
  const [chosenOrgId, setChosenOrgId] = useState<number | null>(null);
  const start = useStartCheckout();
  const location = useLocation();
  const isOrg = isOrgType || (isContactPerson && payer === 'organization');
  const paying = usePayingOrganizations({ needed: isOrg, given: givenOrgId, token, signedIn });
  const organization = paying.organizations.find((o) => o.id === chosenOrgId) ?? paying.organizations[0] ?? null;
  // On the organisation's account a contact person pays the organisation's fee, which follows its size.
  const feeType = isContactPerson && isOrg && organization?.userTypeId ? organizationFeeType(organization.userTypeId) : type;

  if (fees.isPending || (isContactPerson && contactFee.isPending) || (!isContactPerson && standing.isPending)) return <LoadingState />;
  if (fees.isError) return <ErrorState error={fees.error} onRetry={() => void fees.refetch()} />;
  if (awaiting) return <PaymentBeingConfirmed />;
  if (start.isSuccess && start.data === null) return <NothingToPay reason={start.variables.isOrg ? 'covered' : 'free'} />;
  if (standing.data?.isValid && !standing.data.renewalDue) return <NothingToPay reason="paid" />;
  if (answer && answer.answer !== 'organizationFeeDue') {
    // Nothing is owed: the choice the server records is the answer's own, so the session follows it.
    const onAccount = answer.answer === 'coveredByOrganization';
    return (
      <Stack gap="md" align="flex-start">
        <ContactFeeAnswer fee={answer} />
        <FormProblem
          title={t('payments:checkout.failed')}
          message={start.isError ? (businessMessageOf(start.error) ?? t('errors:unknown')) : null}
        />
        <Button
          loading={start.isPending}
          onClick={() =>
            start.mutate({ type, isOrg: onAccount, organizationId: onAccount ? (answer.organization?.id ?? null) : null, token })
          }
        >
          {t('payments:checkout.contactFee.continue')}
        </Button>
      </Stack>
    );
  }
  const redirecting = start.isSuccess;
  const fee = fees.data.fees.find((f) => f.userTypeId === feeType);
  // A contact person's choice still goes to the server, which then says whether anything is owed.
  if (fee?.amount === 0 && !isContactPerson) return <NothingToPay reason="free" />;
  if (!fee) {
    return (
      <Alert color="red" role="alert">
        {t('payments:checkout.noFee')}
      </Alert>
    );
  }

  const problem: unknown = start.isError ? start.error : (paying.error ?? null);

  const submit = () => {
    if (isContactPerson && payer === null) {
      setPayerError({ key: 'payments:checkout.payer.required' });
      return;
    }
    if (isOrg && !organization) return;
    const plan: CheckoutPlan = { type, isOrg, organizationId: isOrg && organization ? organization.id : null, token };
    start.mutate(plan);
  };

  return (
    <Form onSubmit={submit} aria-label={t('payments:checkout.formLabel')}>
      <Stack gap="md">
        {answer ? <ContactFeeAnswer fee={answer} /> : null}
        <FactList
          cols={1}
          facts={[
            [t('payments:checkout.fields.for'), t(`payments:checkout.for.${feeType}`)],
            ...(isOrg && organization?.name ? ([[t('payments:checkout.fields.organization'), organization.name]] as const) : []),
            [t('payments:checkout.fields.amount'), formatAmount(fee.amount, fee.currency, language)],
            [t('payments:checkout.fields.validity'), t('payments:checkout.validYears', { count: fees.data.validYears })],
          ]}
        />
        {isContactPerson ? (
          <Radio.Group
            label={t('payments:checkout.payer.label')}
            value={payer ?? ''}
            onChange={(value) => {
              setPayer(value as Payer);
              setPayerError(null);
            }}
            error={payerError}
            errorProps={{ role: 'alert' }}
            required
          >
            <Stack gap="xs" mt="xs">
              {offered.map((choice) => (
                <Radio key={choice} value={choice} label={t(`payments:checkout.payer.${choice}`)} />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        {isOrg && paying.isLoading ? <LoadingState /> : null}
        {isOrg && !paying.isLoading && !organization && !paying.error ? (
          <Alert color="yellow" role="alert">
            {t('payments:checkout.noOrganization')}
          </Alert>
        ) : null}
        {isOrg && paying.organizations.length > 1 ? (
          <NativeSelect
            label={t('payments:checkout.fields.organization')}
            value={String(organization?.id ?? '')}
            onChange={(e) => setChosenOrgId(Number(e.currentTarget.value))}
            data={paying.organizations.map((o) => ({ value: String(o.id), label: o.name ?? String(o.id) }))}
          />
        ) : null}
        <Text size="sm">{t('payments:checkout.secureNote')}</Text>
        {fees.data.isSandbox ? <SandboxNotice /> : null}
        <FormProblem title={t('payments:checkout.failed')} message={problem ? problemText(refusalOf(problem), t) : null} />
        {/* Without a session, a refused step credential is gone for good: signing in carries the registration on. */}
        {problem && token && !signedIn ? (
          <Button component={Link} to={loginRedirect(location.pathname)} variant="default" w="fit-content">
            {t('payments:links.signIn')}
          </Button>
        ) : null}
        {redirecting ? (
          <Text role="status" aria-live="polite">
            {t('payments:checkout.redirecting')}
          </Text>
        ) : null}
        <Group>
          <Button type="submit" loading={start.isPending || redirecting} disabled={isOrg && !organization}>
            {t('payments:checkout.pay')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/**
 * Keeps the session and the fee page in step while a payment is confirmed: when the awaited
 * confirmation comes, the session is read again (the guard then stops sending the person here);
 * when the session changes (the live stream says so), the fee page reads what is owed again.
 */
function useSessionFollowsPayment(awaiting: boolean, signedIn: boolean) {
  const queryClient = useQueryClient();
  const configuration = useQuery({ ...userConfigurationQuery(), enabled: signedIn });
  const userStatus = configuration.data?.session.userStatus;
  const wasAwaiting = useRef(awaiting);
  useEffect(() => {
    if (wasAwaiting.current && !awaiting && signedIn) void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    wasAwaiting.current = awaiting;
  }, [awaiting, signedIn, queryClient]);
  const lastStatus = useRef(userStatus);
  useEffect(() => {
    if (lastStatus.current !== undefined && lastStatus.current !== userStatus) {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    }
    lastStatus.current = userStatus;
  }, [userStatus, queryClient]);
}

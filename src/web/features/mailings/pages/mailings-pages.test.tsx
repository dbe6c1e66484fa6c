// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FailedRecipient, MailingDetail, MailingSummary } from '../../../../shared/contracts/mailings';
import { Permission } from '../../../../shared/permissions';
import { i18n } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { bodyOf, callsTo, errorResponse, queryOf, signInWith } from '../../../test/calls';
import { fake, installFakeServer, renderApp } from '../../../test/harness';

installFakeServer();

const base: MailingDetail = {
  id: 41,
  target: 'organization',
  targetName: 'Flug & fjör ehf.',
  subject: 'Lokun flugsvæðis',
  subjectEnglish: '',
  creatorName: 'admin',
  creationTime: '2026-11-20T10:00:00Z',
  finishedTime: null,
  recipientCount: 4,
  sentCount: 0,
  keptCount: 0,
  failedCount: 0,
  remainingCount: 4,
  content: 'The area is closed.',
  contentIcelandic: 'Svæðinu er lokað.',
};
const failed: FailedRecipient = {
  id: 7,
  emailAddress: 'horfinn@example.is',
  fullName: 'Horfinn Notandi',
  language: 'is',
  error: '550 5.1.1 User unknown',
  attempts: 1,
  lastAttemptTime: '2026-11-20T10:00:05Z',
};

const serveAudience = (recipientCount: number) => {
  fake.overrides['/api/services/app/Mailing/GetAudience'] = (url) => ({
    target: url.searchParams.get('target'),
    targetName: url.searchParams.get('target') === 'allUsers' ? null : 'Flug & fjör ehf.',
    recipientCount,
  });
};

describe('the list of bulk e-mails', () => {
  it('shows each send newest first with its progress and state, and leads to it and to a new one', async () => {
    signInWith(Permission.Users);
    const done: MailingSummary = {
      ...base,
      id: 40,
      subject: 'Eldri',
      sentCount: 3,
      failedCount: 1,
      remainingCount: 0,
      finishedTime: base.creationTime,
    };
    fake.overrides['/api/services/app/Mailing/GetAll'] = () => ({ items: [base, done], totalCount: 2 });
    renderApp('/admin/mailings');
    const table = await screen.findByRole('table', { name: 'Bulk e-mails, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('link', { name: 'Lokun flugsvæðis' }).getAttribute('href')).toBe('/admin/mailings/41');
    expect(within(rows[0]).getByText('Members of Flug & fjör ehf.')).toBeTruthy();
    expect(within(rows[0]).getByText('0 of 4, 0 failed')).toBeTruthy();
    expect(within(rows[0]).getByText('Sending')).toBeTruthy();
    expect(within(rows[1]).getByText('Done, some failed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'E-mail all users' }).getAttribute('href')).toBe('/admin/mailings/new/all-users');
    await expectNoAxeViolations();
  });
});

describe('writing a bulk e-mail', () => {
  it('names the organisation and counts its addresses, says what is missing, and sends once after the check step', async () => {
    signInWith(Permission.Users);
    serveAudience(4);
    fake.overrides['/api/services/app/User/SendEmailToOrgMembers'] = () => ({ ...base });
    fake.overrides['/api/services/app/Mailing/Get'] = () => base;
    fake.overrides['/api/services/app/Mailing/GetFailedRecipients'] = () => ({ items: [], totalCount: 0 });
    renderApp('/admin/mailings/new/organization/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail to an organisation’s members' })).toBeTruthy();
    expect(await screen.findByText('Members of Flug & fjör ehf.')).toBeTruthy();
    expect(screen.getByText('4 e-mail addresses')).toBeTruthy();
    expect(Object.fromEntries(queryOf('Mailing/GetAudience'))).toEqual({ target: 'organization', orgId: '7' });
    await expectNoAxeViolations();

    fireEvent.click(screen.getByRole('button', { name: 'Review before sending' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Fix these before sending')).toBeTruthy();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#mailing-subject', '#mailing-contentIcelandic']);
    expect(screen.getByLabelText(/^Subject/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: 'Lokun flugsvæðis' } });
    fireEvent.change(screen.getByLabelText(/^Message in Icelandic/), { target: { value: 'Svæðinu er lokað.\n\n<b>Ekki</b> fljúga.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review before sending' }));

    const check = await screen.findByRole('heading', { name: 'Check and send' });
    await waitFor(() => expect(document.activeElement).toBe(check));
    expect(screen.getByText('Empty: readers of English get the Icelandic message.')).toBeTruthy();
    expect(screen.getByText(/<b>Ekki<\/b> fljúga\./).getAttribute('lang')).toBe('is');
    await expectNoAxeViolations();
    expect(callsTo('User/SendEmailToOrgMembers')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Send to 4 addresses' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lokun flugsvæðis' })).toBeTruthy();
    const body = bodyOf('User/SendEmailToOrgMembers');
    expect(body).toEqual({
      orgId: 7,
      subject: 'Lokun flugsvæðis',
      contentIcelandic: 'Svæðinu er lokað.\n\n<b>Ekki</b> fljúga.',
      content: '',
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
  });

  it('puts the server’s refusal on the field, back in the form, and sends the same key again', async () => {
    signInWith(Permission.Users);
    serveAudience(12);
    let answers = 0;
    fake.overrides['/api/services/app/User/SendEmailToAllUsers'] = () =>
      ++answers === 1
        ? errorResponse(400, {
            message: 'Your request is not valid.',
            validationErrors: [{ message: 'The value is too long (at most 200).', members: ['subject'] }],
          })
        : { ...base, target: 'allUsers', targetName: null };
    fake.overrides['/api/services/app/Mailing/Get'] = () => base;
    fake.overrides['/api/services/app/Mailing/GetFailedRecipients'] = () => ({ items: [], totalCount: 0 });
    renderApp('/admin/mailings/new/all-users');
    expect(await screen.findByText('All users')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: 'Halló' } });
    fireEvent.change(screen.getByLabelText(/^Message in English/), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review before sending' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send to 12 addresses' }));
    // On the field and in the summary above the form, which takes the focus.
    expect(await screen.findAllByText('The value is too long (at most 200).')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('Halló');
    fireEvent.click(screen.getByRole('button', { name: 'Review before sending' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send to 12 addresses' }));
    await screen.findByRole('heading', { level: 1, name: 'Lokun flugsvæðis' });
    expect(bodyOf('User/SendEmailToAllUsers', 1).idempotencyKey).toBe(bodyOf('User/SendEmailToAllUsers', 0).idempotencyKey);
  });

  it('will not send to nobody, and says so in Icelandic too', async () => {
    signInWith(Permission.Users);
    serveAudience(0);
    renderApp('/admin/mailings/new/user/5');
    expect(await screen.findByText('Nobody to send to')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Review before sending' }) as HTMLButtonElement).disabled).toBe(true);
    await act(() => i18n.changeLanguage('is'));
    expect(await screen.findByText('Enginn til að senda á')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Póstur til notanda' })).toBeTruthy();
    expect(screen.getByText('0 netföng')).toBeTruthy();
  });

  it('says a target that is not there is not found', async () => {
    signInWith(Permission.Users);
    fake.overrides['/api/services/app/Mailing/GetAudience'] = () => errorResponse(404, { message: 'What was asked for was not found.' });
    renderApp('/admin/mailings/new/organization/999');
    expect(await screen.findByText('What was asked for was not found.')).toBeTruthy();
  });
});

describe('following a send', () => {
  it('asks again while it runs, says the end once in the live region, lists the failed addresses and retries them', async () => {
    signInWith(Permission.Users);
    let state: MailingDetail = { ...base, sentCount: 1, remainingCount: 3 };
    fake.overrides['/api/services/app/Mailing/Get'] = () => state;
    fake.overrides['/api/services/app/Mailing/GetFailedRecipients'] = () =>
      state.failedCount ? { items: [failed], totalCount: 1 } : { items: [], totalCount: 0 };
    fake.overrides['/api/services/app/Mailing/RetryFailed'] = () => {
      state = { ...state, failedCount: 0, remainingCount: 1, finishedTime: null };
      return state;
    };
    renderApp('/admin/mailings/41');

    const bar = await screen.findByRole('progressbar', { name: 'Sending progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('1 of 4 handled (25%)');
    const progress = () => within(screen.getByRole('region', { name: 'Progress' }));
    const live = progress().getByRole('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('');
    await expectNoAxeViolations();

    state = { ...state, sentCount: 3, failedCount: 1, remainingCount: 0, finishedTime: '2026-11-20T10:00:09Z' };
    await waitFor(() => expect(progress().getByRole('status').textContent).toBe('Sending finished: 3 sent, 1 failed.'), { timeout: 6000 });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('4 of 4 handled (100%)');
    const failures = await screen.findByRole('table', { name: 'Failed addresses of “Lokun flugsvæðis”' });
    expect(within(failures).getByText('horfinn@example.is')).toBeTruthy();
    expect(within(failures).getByText('550 5.1.1 User unknown').getAttribute('lang')).toBe('en');
    const polls = callsTo('Mailing/Get').length;
    await new Promise((r) => setTimeout(r, 2500));
    expect(callsTo('Mailing/Get').length).toBe(polls);

    fireEvent.click(screen.getByRole('button', { name: 'Retry 1 failed address' }));
    await waitFor(() => expect(callsTo('Mailing/RetryFailed')).toHaveLength(1));
    expect(bodyOf('Mailing/RetryFailed')).toEqual({ id: 41 });
    await waitFor(() => expect(progress().getByRole('status').textContent).toBe('Sending the failed addresses again.'));
    expect(await screen.findByText('No address has failed.')).toBeTruthy();
    await expectNoAxeViolations();
  }, 20_000);

  it('says in Icelandic what a portal without a mail server kept', async () => {
    signInWith(Permission.Users);
    await i18n.changeLanguage('is');
    fake.overrides['/api/services/app/Mailing/Get'] = () => ({ ...base, keptCount: 4, remainingCount: 0, finishedTime: base.creationTime });
    fake.overrides['/api/services/app/Mailing/GetFailedRecipients'] = () => ({ items: [], totalCount: 0 });
    renderApp('/admin/mailings/41');
    expect(await screen.findByText(/því voru 4 skeyti geymd í útsendum pósti/)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Framvinda sendingar' }).getAttribute('aria-valuetext')).toBe(
      '4 af 4 afgreidd (100\u00a0%)',
    );
    expect(screen.getByText('Lokið')).toBeTruthy();
  });
});

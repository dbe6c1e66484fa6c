// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FailedRecipient, MailingDetail, MailingDraft, MailingSummary } from '../../../../shared/contracts/bulk-mail';
import { Permission } from '../../../../shared/permissions';
import { i18n } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { bodyOf, callsTo, errorResponse, lastQueryOf, queryOf, signInWith } from '../../../test/calls';
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

const draft: MailingDraft = {
  id: 90,
  target: 'organization',
  userId: null,
  orgId: 7,
  targetName: 'Flug & fjör ehf.',
  subject: 'Hálfskrifað',
  subjectEnglish: 'Half written',
  contentIcelandic: 'Byrjunin.',
  content: 'The beginning.',
  creatorName: 'admin',
  creationTime: '2026-11-20T09:00:00Z',
  lastModificationTime: '2026-11-20T09:30:00Z',
};

/** Drafts as the server keeps them: `saved` is what SaveDraft was last sent, answered as draft 90. */
const serveDrafts = (existing: MailingDraft[] = []) => {
  const saved: Record<string, unknown>[] = [];
  fake.overrides['/api/services/app/Mailing/GetDrafts'] = () => ({ items: existing, totalCount: existing.length });
  fake.overrides['/api/services/app/Mailing/GetDraft'] = (url) =>
    existing.find((d) => d.id === Number(url.searchParams.get('id'))) ??
    errorResponse(404, { message: 'What was asked for was not found.' });
  fake.overrides['/api/services/app/Mailing/SaveDraft'] = (_url, init) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    saved.push(body);
    return { ...draft, ...body, id: 90, lastModificationTime: '2026-11-20T10:15:00Z' };
  };
  return saved;
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
    serveDrafts([]);
    renderApp('/admin/mailings');
    const table = await screen.findByRole('table', { name: 'Bulk e-mails, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('link', { name: 'Lokun flugsvæðis' }).getAttribute('href')).toBe('/admin/mailings/41');
    expect(within(rows[0]).getByText('Members of Flug & fjör ehf.')).toBeTruthy();
    expect(within(rows[0]).getByText('0 of 4, 0 failed')).toBeTruthy();
    expect(within(rows[0]).getByText('Sending')).toBeTruthy();
    expect(within(rows[1]).getByText('Done, some failed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'E-mail all users' }).getAttribute('href')).toBe('/admin/mailings/new/all-users');
    // No drafts, no drafts table.
    expect(screen.queryByRole('heading', { name: 'Drafts' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('lists the unsent drafts above the sends, opens one on its compose screen and deletes one after asking', async () => {
    signInWith(Permission.Users);
    fake.overrides['/api/services/app/Mailing/GetAll'] = () => ({ items: [], totalCount: 0 });
    const untitled: MailingDraft = { ...draft, id: 91, target: 'allUsers', orgId: null, targetName: null, subject: ' ' };
    serveDrafts([draft, untitled]);
    fake.overrides['/api/services/app/Mailing/DeleteDraft'] = () => null;
    renderApp('/admin/mailings');
    const table = await screen.findByRole('table', { name: 'Unsent drafts, last saved first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('link', { name: 'Continue “Hálfskrifað”' }).getAttribute('href')).toBe(
      '/admin/mailings/new/organization/7?draft=90',
    );
    expect(within(rows[0]).getByText('Members of Flug & fjör ehf.')).toBeTruthy();
    expect(within(rows[1]).getByRole('link', { name: 'Continue “(no subject)”' }).getAttribute('href')).toBe(
      '/admin/mailings/new/all-users?draft=91',
    );
    await expectNoAxeViolations();

    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Delete the draft “(no subject)”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    expect(callsTo('Mailing/DeleteDraft')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(callsTo('Mailing/DeleteDraft')).toHaveLength(1));
    expect(Object.fromEntries(queryOf('Mailing/DeleteDraft'))).toEqual({ id: '91' });
  });
});

describe('writing a bulk e-mail', () => {
  it('names the organisation and counts its addresses, says what is missing, and sends once after the check step', async () => {
    signInWith(Permission.Users);
    serveAudience(4);
    fake.overrides['/api/services/app/User/SendEmailToOrgMembers'] = () => ({ ...base });
    fake.overrides['/api/services/app/Mailing/Get'] = () => base;
    fake.overrides['/api/services/app/Mailing/GetFailedRecipients'] = () => ({ items: [], totalCount: 0 });
    const saved = serveDrafts();
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
    expect(screen.getByLabelText(/^Subject in Icelandic/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText(/^Subject in Icelandic/), { target: { value: 'Lokun flugsvæðis' } });
    fireEvent.change(screen.getByLabelText(/^Message in Icelandic/), { target: { value: 'Svæðinu er lokað.\n\n<b>Ekki</b> fljúga.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review before sending' }));

    const check = await screen.findByRole('heading', { name: 'Check and send' });
    await waitFor(() => expect(document.activeElement).toBe(check));
    expect(screen.getByText('Empty: readers of English get the Icelandic message.')).toBeTruthy();
    expect(screen.getByText('Empty: readers of English get the Icelandic subject.')).toBeTruthy();
    expect(screen.getByText(/<b>Ekki<\/b> fljúga\./).getAttribute('lang')).toBe('is');
    await expectNoAxeViolations();
    expect(callsTo('User/SendEmailToOrgMembers')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Send to 4 addresses' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lokun flugsvæðis' })).toBeTruthy();
    // What was typed was saved as a draft before sending, and the send names it.
    expect(saved.at(-1)).toMatchObject({ target: 'organization', orgId: 7, subject: 'Lokun flugsvæðis' });
    const body = bodyOf('User/SendEmailToOrgMembers');
    expect(body).toEqual({
      orgId: 7,
      draftId: 90,
      subject: 'Lokun flugsvæðis',
      subjectEnglish: '',
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
    serveDrafts();
    renderApp('/admin/mailings/new/all-users');
    expect(await screen.findByText('All users')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Subject in Icelandic/), { target: { value: 'Halló' } });
    fireEvent.change(screen.getByLabelText(/^Message in Icelandic/), { target: { value: 'Halló öll' } });
    fireEvent.change(screen.getByLabelText(/^Message in English/), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review before sending' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send to 12 addresses' }));
    // On the field and in the summary above the form, which takes the focus.
    expect(await screen.findAllByText('The value is too long (at most 200).')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect((screen.getByLabelText(/^Subject in Icelandic/) as HTMLInputElement).value).toBe('Halló');
    fireEvent.click(screen.getByRole('button', { name: 'Review before sending' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send to 12 addresses' }));
    await screen.findByRole('heading', { level: 1, name: 'Lokun flugsvæðis' });
    expect(bodyOf('User/SendEmailToAllUsers', 1).idempotencyKey).toBe(bodyOf('User/SendEmailToAllUsers', 0).idempotencyKey);
  });

  it('has a subject and a message in each language, asks for the Icelandic ones and says who reads what', async () => {
    signInWith(Permission.Users);
    serveAudience(3);
    serveDrafts();
    renderApp('/admin/mailings/new/all-users');
    expect(await screen.findByText('All users')).toBeTruthy();
    expect(screen.getByText(/Readers of English get the Icelandic subject or message when no English one is written/)).toBeTruthy();
    const subjectIs = screen.getByLabelText(/^Subject in Icelandic/);
    const subjectEn = screen.getByLabelText(/^Subject in English/);
    expect(subjectIs.getAttribute('lang')).toBe('is');
    expect(subjectEn.getAttribute('lang')).toBe('en');
    expect(subjectIs.hasAttribute('required')).toBe(true);
    expect(subjectEn.hasAttribute('required')).toBe(false);
    expect(screen.getByLabelText(/^Message in Icelandic/).hasAttribute('required')).toBe(true);
    await expectNoAxeViolations();

    // English alone is not enough on this screen: the Icelandic message is asked for.
    fireEvent.change(subjectIs, { target: { value: 'Lokun' } });
    fireEvent.change(screen.getByLabelText(/^Message in English/), { target: { value: 'Closed.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review before sending' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#mailing-contentIcelandic']);

    fireEvent.change(screen.getByLabelText(/^Message in Icelandic/), { target: { value: 'Lokað.' } });
    fireEvent.change(subjectEn, { target: { value: 'Closure' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review before sending' }));
    await screen.findByRole('heading', { name: 'Check and send' });
    expect(screen.getByText('Closure').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Lokun').getAttribute('lang')).toBe('is');
  });

  it('saves what is typed as a draft once typing stops, says so, and updates the same draft', async () => {
    signInWith(Permission.Users);
    serveAudience(3);
    const saved = serveDrafts();
    renderApp('/admin/mailings/new/organization/7');
    expect(await screen.findByText('What you type is saved as a draft until you send it.')).toBeTruthy();
    expect(Object.fromEntries(lastQueryOf('Mailing/GetDrafts'))).toMatchObject({ target: 'organization', orgId: '7' });
    fireEvent.change(screen.getByLabelText(/^Subject in Icelandic/), { target: { value: 'Lok' } });
    fireEvent.change(screen.getByLabelText(/^Subject in Icelandic/), { target: { value: 'Lokun' } });
    fireEvent.change(screen.getByLabelText(/^Subject in English/), { target: { value: 'Closure' } });
    // Not on every key stroke: one save after the pause.
    expect(callsTo('Mailing/SaveDraft')).toHaveLength(0);
    await waitFor(() => expect(screen.getByText(/^Draft saved /)).toBeTruthy(), { timeout: 5000 });
    expect(saved).toEqual([
      { target: 'organization', orgId: 7, subject: 'Lokun', subjectEnglish: 'Closure', contentIcelandic: '', content: '' },
    ]);

    fireEvent.change(screen.getByLabelText(/^Message in English/), { target: { value: 'Closed.' } });
    await waitFor(() => expect(saved).toHaveLength(2), { timeout: 5000 });
    expect(saved[1]).toMatchObject({ id: 90, content: 'Closed.' });
  }, 15_000);

  it('saves at once when the page is left, and says when a save failed', async () => {
    signInWith(Permission.Users);
    serveAudience(3);
    serveDrafts();
    fake.overrides['/api/services/app/Mailing/SaveDraft'] = () => errorResponse(500, { message: 'Down.' });
    renderApp('/admin/mailings/new/all-users');
    fireEvent.change(await screen.findByLabelText(/^Subject in Icelandic/), { target: { value: 'Lokun' } });
    fireEvent(window, new Event('pagehide'));
    await waitFor(() => expect(callsTo('Mailing/SaveDraft')).toHaveLength(1));
    expect(await screen.findByText('The draft could not be saved. Keep this page open and try again shortly.')).toBeTruthy();
  });

  it('offers the unsent draft of the same e-mail when the screen opens, and continues it', async () => {
    signInWith(Permission.Users);
    serveAudience(4);
    const saved = serveDrafts([draft]);
    renderApp('/admin/mailings/new/organization/7');
    expect(await screen.findByText('You have an unsent draft')).toBeTruthy();
    expect(screen.getByText(/^“Hálfskrifað”, last saved /)).toBeTruthy();
    expect((screen.getByLabelText(/^Subject in Icelandic/) as HTMLInputElement).value).toBe('');
    await expectNoAxeViolations();
    fireEvent.click(screen.getByRole('button', { name: 'Continue the draft' }));
    expect((screen.getByLabelText(/^Subject in Icelandic/) as HTMLInputElement).value).toBe('Hálfskrifað');
    expect((screen.getByLabelText(/^Subject in English/) as HTMLInputElement).value).toBe('Half written');
    expect((screen.getByLabelText(/^Message in Icelandic/) as HTMLTextAreaElement).value).toBe('Byrjunin.');
    expect((screen.getByLabelText(/^Message in English/) as HTMLTextAreaElement).value).toBe('The beginning.');
    expect(screen.queryByText('You have an unsent draft')).toBeNull();
    expect(screen.getByText(/^Draft saved /).getAttribute('role')).toBe('status');
    fireEvent.change(screen.getByLabelText(/^Message in English/), { target: { value: 'The beginning and more.' } });
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 5000 });
    expect(saved[0]).toMatchObject({ id: 90, subject: 'Hálfskrifað', content: 'The beginning and more.' });
  }, 15_000);

  it('starts a new message beside the offered draft when asked, which stays as it was', async () => {
    signInWith(Permission.Users);
    serveAudience(4);
    const saved = serveDrafts([draft]);
    renderApp('/admin/mailings/new/organization/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Start a new message' }));
    expect(screen.queryByText('You have an unsent draft')).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Subject in Icelandic/), { target: { value: 'Nýtt' } });
    fireEvent(window, new Event('pagehide'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).not.toHaveProperty('id');
    expect(saved[0]).toMatchObject({ subject: 'Nýtt', contentIcelandic: '' });
  });

  it('opens a draft from the list with what was written, offering nothing else', async () => {
    signInWith(Permission.Users);
    serveAudience(4);
    serveDrafts([draft]);
    renderApp('/admin/mailings/new/organization/7?draft=90');
    expect(((await screen.findByLabelText(/^Subject in Icelandic/)) as HTMLInputElement).value).toBe('Hálfskrifað');
    expect((screen.getByLabelText(/^Message in English/) as HTMLTextAreaElement).value).toBe('The beginning.');
    expect(screen.queryByText('You have an unsent draft')).toBeNull();
    expect(Object.fromEntries(queryOf('Mailing/GetDraft'))).toEqual({ id: '90' });
  });

  it('will not send to nobody, and says so in Icelandic too', async () => {
    signInWith(Permission.Users);
    serveAudience(0);
    serveDrafts();
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
    serveDrafts();
    renderApp('/admin/mailings/new/organization/999');
    // On the page, and in the error dialog once its code has loaded.
    expect((await screen.findAllByText('What was asked for was not found.'))[0]).toBeTruthy();
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
    expect(screen.getByText('Empty: readers of English get the Icelandic subject.')).toBeTruthy();
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

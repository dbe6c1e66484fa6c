// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Permission } from '../../../../shared/permissions';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { sessionPollMs, sessionRefetchInterval } from '../api';
import {
  api,
  bodyOf,
  callsTo,
  endedSession,
  errorResponse,
  examSettings,
  openSession,
  queryOf,
  sessionDetail,
  signInWith,
} from '../exam-sessions.test-support';

installFakeServer();

function serveSessions() {
  signInWith(Permission.Examinations);
  fake.overrides[api('Examination/GetAllActiveExamSessions')] = () => ({ items: [openSession] });
  fake.overrides[api('Examination/GetAllPreviousExamSessions')] = () => ({ items: [endedSession], totalCount: 1 });
  fake.overrides[api('Examination/GetExamSession')] = () => sessionDetail;
  fake.overrides[api('Setting/GetAll')] = () => ({ items: examSettings });
}

describe('the exam sessions screen', () => {
  it('shows an open session’s code and PIN, opens a new session with the default length and follows its candidates', async () => {
    serveSessions();
    const opened = { ...openSession, id: 6, name: 'Salur 1', examCode: 'ABCDEF', pin: '123456' };
    fake.overrides[api('Examination/UpdateExamSession')] = () => opened;
    renderApp('/admin/exam/sessions');

    const card = await screen.findByRole('article', { name: 'Ármúli, salur 2' });
    expect(within(card).getByText('K7PXQ2')).toBeTruthy();
    expect(within(card).getByText('482913')).toBeTruthy();
    expect(within(card).getByText(/2 candidates/)).toBeTruthy();
    expect(within(card).getByText(/left$/)).toBeTruthy();
    const previous = await screen.findByRole('table', { name: 'Previous exam sessions' });
    expect(within(previous).getByText('Akureyri')).toBeTruthy();
    expect(within(previous).getByText('Ended by a supervisor')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Open a session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open an exam session' });
    const length = within(dialog).getByLabelText(/^Length/) as HTMLInputElement;
    await waitFor(() => expect(length.value).toBe('120 min'));
    expect(within(dialog).getByText('How many minutes the session stays open from now. The default length is 120 minutes.')).toBeTruthy();
    // An empty submit opens nothing: a new session needs its name.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open session' }));
    expect(await within(dialog).findByText('Enter a session name')).toBeTruthy();
    expect(callsTo('Examination/UpdateExamSession')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: '  Salur 1 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open session' }));
    await waitFor(() => expect(callsTo('Examination/UpdateExamSession').length).toBe(1));
    // The form sends what the contract made of its values; the PIN's renewal is left out, which
    // keeps the PIN (an update's omitted member is never a value, decision 0027).
    expect(bodyOf('Examination/UpdateExamSession')).toEqual({ name: 'Salur 1', lengthMinutes: 120 });

    // The new session's candidates are shown at once, read from its detail.
    const panel = await screen.findByRole('region', { name: 'Candidates in Ármúli, salur 2' });
    expect(queryOf('Examination/GetExamSession').get('sessionId')).toBe('6');
    const table = within(panel).getByRole('table', { name: 'Candidates in Ármúli, salur 2 and their progress' });
    const jon = within(table).getByRole('rowheader', { name: 'Jón Jónsson' }).closest('tr')!;
    expect(within(jon).getByText('12 of 30 answered')).toBeTruthy();
    expect(within(jon).getByRole('progressbar', { name: 'Jón Jónsson: 12 of 30 answered' })).toBeTruthy();
    expect(within(jon).getByText('In progress')).toBeTruthy();
    expect(within(jon).getByText(/^(30:00|29:5\d)$/)).toBeTruthy();
    const gudrun = within(table).getByRole('rowheader', { name: 'Guðrún Ósk' }).closest('tr')!;
    expect(within(gudrun).getByText('80%')).toBeTruthy();
    expect(within(gudrun).getByText('Passed')).toBeTruthy();
    expect(within(gudrun).getByText('Finished')).toBeTruthy();
  });

  it('ends a session after saying what happens to the candidates still answering', async () => {
    serveSessions();
    fake.overrides[api('Examination/GetEndExamSession')] = () => ({ ...openSession, status: 3, isClosedManually: true });
    renderApp('/admin/exam/sessions');
    const card = await screen.findByRole('article', { name: 'Ármúli, salur 2' });
    fireEvent.click(within(card).getByRole('button', { name: 'End session' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the session' });
    expect(within(dialog).getByText(/Candidates still answering are submitted as they stand/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(callsTo('Examination/GetEndExamSession').length).toBe(1));
    const query = queryOf('Examination/GetEndExamSession');
    expect(query.get('sessionId')).toBe('5');
    expect(query.get('isClosedManually')).toBe('true');
  });

  it('says why a session cannot be deleted while candidates answer', async () => {
    serveSessions();
    fake.overrides[api('Examination/DeleteExamSession')] = () =>
      errorResponse(403, { message: 'Candidates are still answering in this session: end it first.' });
    renderApp('/admin/exam/sessions');
    const card = await screen.findByRole('article', { name: 'Ármúli, salur 2' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the session' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Candidates are still answering in this session: end it first.')).toBeTruthy();
    expect(queryOf('Examination/DeleteExamSession').get('sessionId')).toBe('5');
    // The session stays listed.
    expect(screen.getByRole('article', { name: 'Ármúli, salur 2' })).toBeTruthy();
  });

  it('reads an open session again every five seconds and an ended one no more', () => {
    expect(sessionPollMs).toBe(5_000);
    expect(sessionRefetchInterval(undefined)).toBe(5_000);
    expect(sessionRefetchInterval(1)).toBe(5_000);
    expect(sessionRefetchInterval(2)).toBe(false);
    expect(sessionRefetchInterval(3)).toBe(false);
  });
});

// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FailedJobDto, JobQueueDto } from '../../../../shared/contracts/job-queues';
import { i18n } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { api, bodyOf, callsTo, errorResponse, lastQueryOf, signInWith } from '../../../test/calls';
import { fake, installFakeServer, renderApp } from '../../../test/harness';

installFakeServer();

const getQueues = 'JobQueue/GetQueues';
const getFailedJobs = 'JobQueue/GetFailedJobs';
const retry = 'JobQueue/Retry';
const discard = 'JobQueue/Discard';

const queue = (name: string, changes: Partial<JobQueueDto> = {}): JobQueueDto => ({
  name,
  waiting: 0,
  retrying: 0,
  active: 0,
  failed: 0,
  completedLastDay: 0,
  ...changes,
});
const job = (changes: Partial<FailedJobDto> = {}): FailedJobDto => ({
  id: '3f2a9c1d-8e4b-4c2a-9f1e-0b6d7a5c4e21',
  createdAt: '2026-11-26T10:00:00Z',
  startedAt: '2026-11-26T10:00:02Z',
  failedAt: '2026-11-26T10:00:03Z',
  retryCount: 0,
  retryLimit: 0,
  errorClass: 'TypeError',
  errorMessage: 'the registry did not answer',
  ...changes,
});

/** The fake server's queues, and each queue's failed jobs, as the calls change them. */
function serve(failed: Record<string, FailedJobDto[]>) {
  fake.overrides[api(getQueues)] = () => ({
    items: [
      queue('exam.auto-submit', { waiting: 3, active: 1, completedLastDay: 1234 }),
      queue('send-mail', { waiting: 12, retrying: 2, failed: failed['send-mail']?.length ?? 0, completedLastDay: 5678 }),
    ],
  });
  fake.overrides[api(getFailedJobs)] = (url) => {
    const items = failed[url.searchParams.get('queue') ?? ''] ?? [];
    return { items, totalCount: items.length };
  };
  const remove = (init: RequestInit | undefined) => {
    const { queue: name, id } = JSON.parse(String(init?.body)) as { queue: string; id: string };
    failed[name] = (failed[name] ?? []).filter((j) => j.id !== id);
    return null;
  };
  fake.overrides[api(retry)] = (_url, init) => remove(init);
  fake.overrides[api(discard)] = (_url, init) => remove(init);
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('/admin/job-queues', () => {
  it('shows each queue’s jobs by state, numbers in the reader’s style, and a chosen queue’s failed jobs with their error', async () => {
    signInWith();
    serve({ 'send-mail': [job()] });
    renderApp('/admin/job-queues');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job queues' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Job queues and how many jobs each holds by state' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Queue', 'Waiting', 'Waiting for a retry', 'Running', 'Failed', 'Completed in the last 24 hours', 'Actions']);
    const mail = within(table).getByRole('rowheader', { name: 'send-mail' }).closest('tr')!;
    expect([...mail.querySelectorAll('td')].slice(0, 5).map((cell) => cell.textContent)).toEqual(['12', '2', '0', '1', '5,678']);
    expect(screen.getByText('Choose a queue to see its failed jobs.')).toBeTruthy();
    expect(callsTo(getFailedJobs)).toHaveLength(0);
    await expectNoAxeViolations();

    fireEvent.click(within(table).getByRole('button', { name: 'Show the failed jobs of send-mail' }));
    const failed = await screen.findByRole('table', { name: 'Failed jobs in send-mail, the latest failure first' });
    expect(lastQueryOf(getFailedJobs).get('queue')).toBe('send-mail');
    expect(screen.getByRole('heading', { level: 2, name: 'Failed jobs in send-mail' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Show the failed jobs of send-mail' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(failed).getByText('3f2a9c1d').getAttribute('title')).toBe('3f2a9c1d-8e4b-4c2a-9f1e-0b6d7a5c4e21');
    expect(within(failed).getByText('1 of 1')).toBeTruthy();
    // Errors are in English whatever the screen's language, and marked so for screen readers.
    const error = within(failed).getByText('TypeError: the registry did not answer');
    expect(error.closest('[lang]')?.getAttribute('lang')).toBe('en');
    await expectNoAxeViolations();
  });

  it('retries a failed job, says so, and asks for the list again', async () => {
    signInWith();
    serve({ 'send-mail': [job()] });
    renderApp('/admin/job-queues');
    fireEvent.click(await screen.findByRole('button', { name: 'Show the failed jobs of send-mail' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Retry job 3f2a9c1d' }));
    await waitFor(() => expect(callsTo(retry)).toHaveLength(1));
    expect(bodyOf(retry)).toEqual({ queue: 'send-mail', id: '3f2a9c1d-8e4b-4c2a-9f1e-0b6d7a5c4e21' });
    expect(await screen.findByText('Job 3f2a9c1d is back in the queue and runs shortly.')).toBeTruthy();
    expect(await screen.findByText('No failed jobs')).toBeTruthy();
  });

  it('discards a failed job only once the dialog is confirmed', async () => {
    signInWith();
    serve({ 'send-mail': [job()] });
    renderApp('/admin/job-queues');
    fireEvent.click(await screen.findByRole('button', { name: 'Show the failed jobs of send-mail' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard job 3f2a9c1d' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard the failed job?' });
    expect(dialog.textContent).toContain('Job 3f2a9c1d of send-mail is deleted with its error and never runs.');
    await expectNoAxeViolations(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(discard)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Discard job 3f2a9c1d' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard the failed job?' })).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => expect(callsTo(discard)).toHaveLength(1));
    expect(bodyOf(discard)).toEqual({ queue: 'send-mail', id: '3f2a9c1d-8e4b-4c2a-9f1e-0b6d7a5c4e21' });
    expect(await screen.findByText('Job 3f2a9c1d was discarded.')).toBeTruthy();
    expect(await screen.findByText('No failed jobs')).toBeTruthy();
  });

  it('says why the server refused a retry, in a notice rather than a dialog', async () => {
    signInWith();
    serve({ 'send-mail': [job()] });
    fake.overrides[api(retry)] = () =>
      errorResponse(400, {
        code: 1,
        message: 'The job has not failed: it is waiting, running or done, so it can be neither retried nor discarded.',
      });
    renderApp('/admin/job-queues');
    fireEvent.click(await screen.findByRole('button', { name: 'Show the failed jobs of send-mail' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Retry job 3f2a9c1d' }));
    expect(await screen.findByText('The job could not be retried')).toBeTruthy();
    expect(screen.getByText(/^The job has not failed/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when a queue has no failed jobs, and shows a job that left no error', async () => {
    signInWith();
    serve({ 'exam.auto-submit': [job({ errorClass: null, errorMessage: null, retryCount: 2, retryLimit: 2 })] });
    renderApp('/admin/job-queues');
    fireEvent.click(await screen.findByRole('button', { name: 'Show the failed jobs of send-mail' }));
    expect(await screen.findByText('No failed jobs')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show the failed jobs of exam.auto-submit' }));
    const failed = await screen.findByRole('table', { name: 'Failed jobs in exam.auto-submit, the latest failure first' });
    expect(within(failed).getByText('The job left no error.')).toBeTruthy();
    expect(within(failed).getByText('3 of 3')).toBeTruthy();
  });

  it('asks for the queues again every five seconds', async () => {
    signInWith();
    serve({});
    renderApp('/admin/job-queues');
    expect(await screen.findByRole('table', { name: 'Job queues and how many jobs each holds by state' })).toBeTruthy();
    expect(screen.getByText('Refreshed by itself every 5 seconds.')).toBeTruthy();
    const first = callsTo(getQueues).length;
    await waitFor(() => expect(callsTo(getQueues).length).toBeGreaterThan(first), { timeout: 8000 });
  });

  it('reads in Icelandic, numbers in Icelandic style', async () => {
    signInWith();
    serve({ 'send-mail': [job()] });
    await act(() => i18n.changeLanguage('is'));
    renderApp('/admin/job-queues');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verkraðir' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Verkraðir og fjöldi verka í hverri eftir stöðu' });
    const autoSubmit = within(table).getByRole('rowheader', { name: 'exam.auto-submit' }).closest('tr')!;
    expect(within(autoSubmit).getByText('1.234')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Sýna misheppnuð verk í send-mail' }));
    const failed = await screen.findByRole('table', { name: 'Misheppnuð verk í send-mail, það sem síðast mistókst fyrst' });
    expect(within(failed).getByText('1 af 1')).toBeTruthy();
    expect(within(failed).getByRole('button', { name: 'Reyna aftur við verk 3f2a9c1d' })).toBeTruthy();
    fireEvent.click(within(failed).getByRole('button', { name: 'Henda verki 3f2a9c1d' }));
    expect(await screen.findByRole('dialog', { name: 'Henda misheppnaða verkinu?' })).toBeTruthy();
  });

  it('has a card on the administration’s home page', async () => {
    signInWith();
    serve({});
    renderApp('/admin');
    const card = (await screen.findByText(/The portal's background jobs: waiting, running and failed/)).closest('li')!;
    expect(within(card).getByRole('link', { name: 'Job queues' }).getAttribute('href')).toBe('/admin/job-queues');
  });
});

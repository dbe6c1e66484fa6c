// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Permission } from '../../../../shared/permissions';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { api, callsTo, errorResponse, lastQueryOf, queryOf, resultRow, signInWith } from '../exam-results.test-support';

installFakeServer();

const overall = {
  items: [
    { certificateType: 1, attempts: 120, passed: 90, failed: 25, inProgress: 5, averageScore: 78.4 },
    { certificateType: 2, attempts: 10, passed: 0, failed: 0, inProgress: 0, averageScore: null },
  ],
};

describe('the exam results screen', () => {
  it('shows the totals, filters the attempts and exports the same filters as CSV', async () => {
    signInWith(Permission.ExamResults);
    fake.overrides[api('Examination/GetOverralResult')] = () => overall;
    fake.overrides[api('Examination/GetPagedResults')] = () => ({ items: [resultRow], totalCount: 1 });
    renderApp('/admin/exam/drone-exam-result');

    const a1a3 = await screen.findByRole('region', { name: 'A1/A3' });
    expect(within(a1a3).getByText('120')).toBeTruthy();
    expect(within(a1a3).getByText('90')).toBeTruthy();
    expect(within(a1a3).getByText('25')).toBeTruthy();
    // 90 of the 115 scored attempts.
    expect(within(a1a3).getByText('78.3%')).toBeTruthy();
    expect(within(a1a3).getByText('5 attempts are in progress.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'A2' })).getByText('—')).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Exam results' });
    const row = within(table).getByRole('link', { name: 'Jón Jónsson' }).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Jón Jónsson' }).getAttribute('href')).toBe('/admin/exam/drone-exam-result/1/21');
    expect(within(row).getByText('jon')).toBeTruthy();
    expect(within(row).getByText('82.5%')).toBeTruthy();
    expect(within(row).getByText('Passed')).toBeTruthy();
    expect(within(row).getByText('Finished')).toBeTruthy();
    expect(within(row).getByText('ISL-A1A3-000123')).toBeTruthy();
    expect(within(row).getByText('02/04/2026 10:40')).toBeTruthy();
    expect(queryOf('Examination/GetPagedResults').get('skipCount')).toBe('0');
    expect(queryOf('Examination/GetPagedResults').get('maxResultCount')).toBe('10');

    fireEvent.change(screen.getByLabelText('Exam'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Result'), { target: { value: 'false' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '2' } });
    // Dates are typed as the reader writes them (DD/MM/YYYY in English) and sent as ISO dates.
    const from = screen.getByLabelText('From') as HTMLInputElement;
    expect(from.placeholder).toBe('DD/MM/YYYY');
    fireEvent.change(from, { target: { value: '01/04/2026' } });
    fireEvent.blur(from);
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: '30/04/2026' } });
    fireEvent.blur(to);
    expect(from.value).toBe('01/04/2026');
    const search = screen.getByLabelText('Search by name, user name, e-mail or certificate number');
    fireEvent.change(search, { target: { value: '  jón  ' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(lastQueryOf('Examination/GetPagedResults').get('keyword')).toBe('jón'));
    const query = lastQueryOf('Examination/GetPagedResults');
    expect(Object.fromEntries(query)).toMatchObject({
      certificateType: '2',
      isPassed: 'false',
      status: '2',
      from: '2026-04-01',
      to: '2026-04-30',
    });

    const csv = screen.getByRole('link', { name: 'Download CSV' });
    const href = new URL(csv.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/api/services/app/Examination/GetExaminationResultExportCSV');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      certificateType: '2',
      isPassed: 'false',
      status: '2',
      from: '2026-04-01',
      to: '2026-04-30',
      keyword: 'jón',
      // The browser follows the link without the API's headers: the link names the screen's language.
      culture: 'en',
    });
    expect(csv.getAttribute('download')).toBe('examinationExport.csv');
  });

  it('says when the results cannot be read and reads them again on request', async () => {
    signInWith(Permission.ExamResults);
    fake.overrides[api('Examination/GetOverralResult')] = () => overall;
    let fail = true;
    fake.overrides[api('Examination/GetPagedResults')] = () =>
      fail ? errorResponse(500, { message: 'An internal error occurred.' }) : { items: [resultRow], totalCount: 1 };
    renderApp('/admin/exam/drone-exam-result');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The data could not be loaded')).toBeTruthy();
    // The global handler reports it too, in a dialog loaded on demand: wait for it, so that it does not open after the test.
    expect(await screen.findByRole('dialog')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Jón Jónsson' })).toBeTruthy();
    expect(callsTo('Examination/GetPagedResults').length).toBe(2);
  });
});

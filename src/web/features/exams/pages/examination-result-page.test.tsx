// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { i18n } from '../../../lib/i18n';
import { api, calls, result, signInAsPilot } from '../exam-fakes.test-support';

installFakeServer();

describe('exam result', () => {
  it('shows a fail with the score, the breakdown by subject and the ways to study and try again', async () => {
    signInAsPilot();
    sessionStorage.setItem('exam.attempt.1', '7');
    fake.overrides[api('Examination/GetExaminationResult')] = () => result();
    renderApp('/ExaminationResult/A1A3');
    expect(await screen.findByRole('heading', { level: 2, name: 'You did not pass the exam' })).toBeTruthy();
    expect(calls('Examination/GetExaminationResult')[0][0]).toContain('examId=1');
    expect(screen.getByText('Score: 33.33%')).toBeTruthy();
    expect(screen.getByText('1 of 3 answers correct')).toBeTruthy();
    expect(screen.getByText('Pass mark: 75%')).toBeTruthy();
    const table = within(screen.getByRole('region', { name: 'Results by subject' })).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Airspace', 'Weather']);
    expect(within(rows[0]).getByText('1 of 2')).toBeTruthy();
    // Spoken as written beside it.
    const airspace = within(rows[0]).getByRole('progressbar', { name: '50% correct in Airspace' });
    expect(airspace.getAttribute('aria-valuetext')).toBe('50%');
    expect(within(rows[1]).getByRole('progressbar', { name: '0% correct in Weather' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'To the course' }).getAttribute('href')).toBe('/my-site/course/1');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/examination-prepare/A1A3');
    expect(screen.queryByRole('link', { name: 'View and download the certificate' })).toBeNull();
    expect(sessionStorage.getItem('exam.attempt.1')).toBeNull();
  });

  it('shows a pass in Icelandic with the way to the certificate, and says when one was already held', async () => {
    signInAsPilot();
    await i18n.changeLanguage('is');
    fake.overrides[api('Examination/GetExaminationResult')] = () =>
      result({
        certificateType: 2,
        isPassed: true,
        score: 82.5,
        correctCount: 33,
        questionCount: 40,
        alreadyCertified: true,
        userCertificateId: 4,
      });
    renderApp('/ExaminationResult/A2');
    expect(await screen.findByRole('heading', { level: 2, name: '✓ Þú stóðst prófið' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'A2-próf: niðurstaða' })).toBeTruthy();
    expect(screen.getByText('Einkunn: 82,5 %')).toBeTruthy();
    expect(screen.getByText(/Þú ert þegar með gilt skírteini/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skoða og sækja skírteinið' }).getAttribute('href')).toBe('/my-site/competency');
    expect(screen.getByRole('rowheader', { name: 'Loftrými' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Reyna aftur' })).toBeNull();
  });

  it('says when there is no result yet', async () => {
    signInAsPilot();
    fake.overrides[api('Examination/GetExaminationResult')] = () => null;
    renderApp('/ExaminationResult/2');
    expect(await screen.findByText('You have no exam result of this type yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'To the exam' }).getAttribute('href')).toBe('/examination-prepare/A2');
  });
});

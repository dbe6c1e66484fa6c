// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { i18n } from '../../../lib/i18n';
import { api, result, serveAttempt, signInAsPilot } from '../exam-fakes.test-support';

installFakeServer();
afterEach(() => vi.useRealTimers());

describe('extra time on the exam and result screens', () => {
  it('tells the candidate of their extra time beside the clock, which counts it', async () => {
    // The device's clock stands still while the screen's code loads, so the clock shows the server's seconds exactly.
    vi.useFakeTimers({ toFake: ['Date'] });
    signInAsPilot();
    serveAttempt({ secondsLeft: 5400, extraTimePercent: 50 });
    renderApp('/examination/A1A3/start/1');
    await screen.findByRole('heading', { level: 2, name: 'Question 1 of 3' });
    expect(screen.getByTestId('exam-timer').textContent).toBe('90:00');
    const notice = screen.getByText('You have 50% extra time in this exam. The time shown above includes it.');
    // The clock names the notice as its description, so a screen reader says both together.
    expect(screen.getByRole('timer').getAttribute('aria-describedby')).toBe(notice.id);
  });

  it('says it in Icelandic, and says nothing without extra time', async () => {
    signInAsPilot();
    await i18n.changeLanguage('is');
    serveAttempt({ extraTimePercent: 25 });
    renderApp('/examination/A1A3/start/1');
    expect(await screen.findByText('Þú hefur 25 % aukatíma í þessu prófi. Tíminn hér að ofan telur hann með.')).toBeTruthy();
    cleanup();
    serveAttempt();
    renderApp('/examination/A1A3/start/1');
    await screen.findByTestId('exam-timer');
    expect(screen.queryByTestId('exam-extra-time')).toBeNull();
    expect(screen.getByRole('timer').getAttribute('aria-describedby')).toBeNull();
  });

  it('records the extra time on the result, in both languages', async () => {
    signInAsPilot();
    fake.overrides[api('Examination/GetExaminationResult')] = () => result({ extraTimePercent: 25 });
    renderApp('/ExaminationResult/A1A3');
    expect(await screen.findByText('Taken with 25% extra time.')).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('is');
    renderApp('/ExaminationResult/A1A3');
    expect(await screen.findByText('Tekið með 25 % aukatíma.')).toBeTruthy();
  });

  it('records nothing for an attempt without extra time', async () => {
    signInAsPilot();
    fake.overrides[api('Examination/GetExaminationResult')] = () => result();
    renderApp('/ExaminationResult/A1A3');
    await screen.findByText('Pass mark: 75%');
    expect(screen.queryByTestId('result-extra-time')).toBeNull();
  });
});

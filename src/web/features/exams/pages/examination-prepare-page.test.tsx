// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExamStartProblem } from '../../../../shared/contracts/exams';
import { fake, failure, installFakeServer, renderApp } from '../../../test/harness';
import { i18n } from '../../../lib/i18n';
import { api, calls, rules, serveRules, signInAsPilot } from '../exam-fakes.test-support';

installFakeServer();

describe('exam preparation', () => {
  it('states the rules in words and starts the exam when nothing is missing', async () => {
    signInAsPilot();
    serveRules(rules());
    renderApp('/examination-prepare/A1A3');
    expect(await screen.findByRole('heading', { level: 1, name: 'A1/A3 exam: preparation' })).toBeTruthy();
    expect(await screen.findByText('40 multiple-choice questions, drawn at random from the question bank.')).toBeTruthy();
    expect(screen.getByText(/Time limit: 60 minutes/)).toBeTruthy();
    expect(screen.getByText('Pass mark: 75% of the answers correct.')).toBeTruthy();
    expect(screen.getByText('You must be at least 16 years old.')).toBeTruthy();
    expect(calls('Examination/GetExamRules')[0][0]).toContain('examType=1');
    expect(screen.getByRole('link', { name: 'Start the exam' }).getAttribute('href')).toBe('/examination/A1A3/start/1');
  });

  it('offers to continue an attempt in progress', async () => {
    signInAsPilot();
    serveRules(rules({ inProgressUserExaminationId: 7 }));
    renderApp('/examination-prepare/1');
    expect(await screen.findByRole('link', { name: 'Continue the exam' })).toBeTruthy();
    expect(screen.getByText(/You have an exam in progress/)).toBeTruthy();
  });

  it('explains each problem with the way to fix it, and offers no start', async () => {
    signInAsPilot();
    serveRules(
      rules({
        certificateType: 2,
        problems: [ExamStartProblem.CourseNotRead, ExamStartProblem.NoA1A3Certificate, ExamStartProblem.UnderAge],
      }),
    );
    renderApp('/examination-prepare/A2');
    const section = await screen.findByRole('region', { name: 'Before you can start' });
    expect(within(section).getByText(/You have not read the whole course yet/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Read the course' }).getAttribute('href')).toBe('/my-site/course/2');
    expect(within(section).getByRole('link', { name: 'To the A1/A3 exam' }).getAttribute('href')).toBe('/examination-prepare/A1A3');
    expect(within(section).getByText('You must be at least 16 years old to take the exam.')).toBeTruthy();
    expect(screen.getByText('Before the A2 exam you must hold a valid A1/A3 certificate.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start the exam' })).toBeNull();
  });

  it('takes the session code and PIN for A2, says when they are wrong, and opens the exam when right', async () => {
    signInAsPilot();
    let verified = false;
    serveRules(() =>
      rules({
        certificateType: 2,
        numberOfQuestions: 30,
        timeLimitMinutes: 75,
        problems: verified ? [] : [ExamStartProblem.NoSessionPin],
        examSessionId: verified ? 12 : null,
      }),
    );
    fake.overrides[api('Examination/GetVerifySessionPinResult')] = (url) => {
      verified = url.searchParams.get('pin') === '482913' && url.searchParams.get('examCode') === 'K7PX2M';
      return { isPinCorrect: verified, examSessionId: verified ? 12 : 0 };
    };
    renderApp('/examination-prepare/2');
    expect(await screen.findByText(/The A2 exam is taken in a supervised session/)).toBeTruthy();
    const code = screen.getByRole('textbox', { name: /Exam code/ });
    const pin = screen.getByRole('textbox', { name: /PIN/ });

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const missing = await screen.findAllByText('Enter the exam code');
    expect(missing).toHaveLength(1);
    // The darkest red: Mantine's own is 4.36:1 on the panel's yellow.
    expect(missing[0].getAttribute('style') ?? '').toContain('--mantine-color-red-9');
    expect(screen.getAllByText('Enter the PIN')).toHaveLength(1);
    expect(calls('Examination/GetVerifySessionPinResult').length).toBe(0);

    fireEvent.change(code, { target: { value: 'k7px2m' } });
    fireEvent.change(pin, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The exam code or the PIN is wrong. Check them with the supervisor and try again.',
    );
    expect(calls('Examination/GetVerifySessionPinResult')[0][0]).toContain('examCode=K7PX2M');

    fireEvent.change(pin, { target: { value: '482913' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('link', { name: 'Start the exam' })).toBeTruthy();
    expect(screen.getByText('Everything is in place: you can start the exam.')).toBeTruthy();
    // The PIN form is gone; the page says the code and PIN were accepted, not only by its absence.
    expect(screen.getByText('The PIN is confirmed. You can start the exam.').closest('[role="status"]')).not.toBeNull();
    expect(sessionStorage.getItem('exam.sessionId')).toBe('12');
  });

  it('shows the lock after too many wrong PINs', async () => {
    signInAsPilot();
    serveRules(rules({ certificateType: 2, problems: [ExamStartProblem.NoSessionPin] }));
    fake.overrides[api('Examination/GetVerifySessionPinResult')] = () =>
      new Response(JSON.stringify(failure(0, 'Too many wrong PINs. Try again in 15 minutes.')), { status: 400 });
    renderApp('/examination-prepare/A2');
    fireEvent.change(await screen.findByRole('textbox', { name: /Exam code/ }), { target: { value: 'K7PX2M' } });
    fireEvent.change(screen.getByRole('textbox', { name: /PIN/ }), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many wrong PINs. Try again in 15 minutes.');
  });

  it('speaks Icelandic', async () => {
    signInAsPilot();
    serveRules(rules({ problems: [ExamStartProblem.NoDateOfBirth] }));
    await i18n.changeLanguage('is');
    renderApp('/examination-prepare/A1A3');
    expect(await screen.findByRole('heading', { level: 1, name: 'A1/A3-próf: undirbúningur' })).toBeTruthy();
    expect(await screen.findByText('40 fjölvalsspurningar, dregnar af handahófi úr spurningabankanum.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Uppfæra upplýsingarnar mínar' }).getAttribute('href')).toBe('/my-site/information');
  });

  it('sends the landing page to the preparation or to the attempt in progress', async () => {
    signInAsPilot();
    serveRules(rules());
    const router = renderApp('/examination/A1A3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/examination-prepare/A1A3'));
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { i18n } from '../../../lib/i18n';
import { api, bodyOf, calls, result, rules, serveAttempt, serveRules, signInAsPilot } from '../exam-fakes.test-support';

installFakeServer();
afterEach(() => vi.useRealTimers());

const timer = () => screen.getByTestId('exam-timer').textContent;
const jumpList = () => screen.getByRole('navigation', { name: 'Questions' });

describe('taking the exam', () => {
  it('shows question 1 with its picture and options, the server’s time, and resumes at the first unanswered question', async () => {
    // The device's clock stands still while the screen's code loads, so the clock shows the server's seconds exactly.
    vi.useFakeTimers({ toFake: ['Date'] });
    signInAsPilot();
    serveAttempt({ secondsLeft: 1234 });
    const router = renderApp('/examination/A1A3/start/1');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Question 1 of 3' });
    expect(heading).toBeTruthy();
    const group = screen.getByRole('radiogroup', { name: 'What is the greatest height allowed?' });
    expect(within(group).getAllByRole('radio').length).toBe(3);
    expect(within(group).getByRole('radio', { name: 'Answer 1.2' })).toBeTruthy();
    expect(screen.getByText('Choose one answer')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Image 1 with the question' }).getAttribute('src')).toBe('/files/drone.png');
    expect(timer()).toBe('20:34');
    expect(screen.getByTestId('exam-answered-count').textContent).toBe('0 of 3 answered');
    // The server's clock was asked before the attempt, so that an attempt ended meanwhile is not drawn again.
    expect(calls('Examination/GetTimeLeft')[0][0]).toContain('examType=1');
    expect(calls('Question/GetQuestionsForExam')[0][0]).toContain('code=1');
    expect(router.state.location.pathname).toBe('/examination/A1A3/start/1');
    cleanup();

    serveAttempt({ saved: { 101: [12] } });
    const resumed = renderApp('/examination/A1A3/start');
    expect(await screen.findByRole('heading', { level: 2, name: 'Question 2 of 3' })).toBeTruthy();
    // The question is shown at once, and the address then names it.
    await waitFor(() => expect(resumed.state.location.pathname).toBe('/examination/A1A3/start/2'));
  });

  it('saves an answer at once, says so, and marks it in the jump list', async () => {
    signInAsPilot();
    const server = serveAttempt();
    renderApp('/examination/A1A3/start/1');
    await screen.findByRole('heading', { level: 2, name: 'Question 1 of 3' });
    expect(within(jumpList()).getByRole('button', { name: 'Question 1, not answered' }).getAttribute('aria-current')).toBe('step');

    fireEvent.click(screen.getByRole('radio', { name: 'Answer 1.2' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    const [put] = calls('Question/UpdateUserAnswer');
    expect(put[1]?.method).toBe('PUT');
    expect(bodyOf(put)).toEqual({ userExaminationId: 7, questionId: 101, answerOptionIds: [12] });
    expect(server.answers.get(101)).toEqual([12]);
    expect(within(jumpList()).getByRole('button', { name: 'Question 1, answered' })).toBeTruthy();
    expect(within(jumpList()).getByRole('button', { name: 'Question 2, not answered' })).toBeTruthy();
    expect(screen.getByTestId('exam-answered-count').textContent).toBe('1 of 3 answered');
    expect((screen.getByRole('radio', { name: 'Answer 1.2' }) as HTMLInputElement).checked).toBe(true);
  });

  it('goes from question to question, moving focus to the heading, with every right answer chosen where there are several', async () => {
    signInAsPilot();
    serveAttempt();
    const router = renderApp('/examination/1/start/1');
    await screen.findByRole('heading', { level: 2, name: 'Question 1 of 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Question 2 of 3' });
    expect(router.state.location.pathname).toBe('/examination/1/start/2');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Choose all the correct answers')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Answer 2.1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Answer 2.3' }));
    await waitFor(() =>
      expect(bodyOf(calls('Question/UpdateUserAnswer').at(-1)!)).toEqual({
        userExaminationId: 7,
        questionId: 102,
        answerOptionIds: [21, 23],
      }),
    );

    fireEvent.click(within(jumpList()).getByRole('button', { name: 'Question 3, not answered' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Question 3 of 3' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/examination/1/start/3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous question' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Question 2 of 3' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Answer 2.3' }) as HTMLInputElement).checked).toBe(true);
  });

  it('follows the language switch live', async () => {
    signInAsPilot();
    serveAttempt();
    renderApp('/examination/A1A3/start/1');
    expect(await screen.findByRole('radiogroup', { name: 'What is the greatest height allowed?' })).toBeTruthy();
    await act(() => i18n.changeLanguage('is'));
    expect(await screen.findByRole('radiogroup', { name: 'Hver er mesta leyfða flughæð?' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Svar 1.1' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Spurning 1 af 3' })).toBeTruthy();
  });

  it('keeps a choice the server did not take, warns, and sends it again', async () => {
    signInAsPilot();
    const server = serveAttempt();
    server.failSaves = 1;
    renderApp('/examination/A1A3/start/1');
    await screen.findByRole('heading', { level: 2, name: 'Question 1 of 3' });
    fireEvent.click(screen.getByRole('radio', { name: 'Answer 1.3' }));
    expect(await screen.findByText(/Your answer has not been saved yet/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Answer 1.3' }) as HTMLInputElement).checked).toBe(true);
    expect(sessionStorage.getItem('exam.pending.7')).toBe(JSON.stringify({ 101: [13] }));
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(server.answers.get(101)).toEqual([13]);
    expect(screen.queryByText(/Your answer has not been saved yet/)).toBeNull();
    expect(sessionStorage.getItem('exam.pending.7')).toBeNull();
  });

  it('takes the time from the server again after a reload and on return to the window', async () => {
    signInAsPilot();
    const server = serveAttempt({ secondsLeft: 1800 });
    renderApp('/examination/A1A3/start/2');
    await screen.findByRole('heading', { level: 2, name: 'Question 2 of 3' });
    expect(timer()).toBe('30:00');
    cleanup();

    // A reload: a new page, the same attempt, the server's time.
    server.secondsLeft = 1000;
    renderApp('/examination/A1A3/start/2');
    await screen.findByRole('heading', { level: 2, name: 'Question 2 of 3' });
    expect(timer()).toBe('16:40');
    expect(screen.queryByText(/minutes left/)).toBeNull();

    server.secondsLeft = 290;
    const before = calls('Examination/GetTimeLeft').length;
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(calls('Examination/GetTimeLeft').length).toBeGreaterThan(before));
    await waitFor(() => expect(timer()).toBe('4:50'));
    expect(screen.getByTestId('exam-timer-warning').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByTestId('exam-timer-warning').textContent).toBe(
      '5 minutes left. The exam is handed in automatically when the time runs out.',
    );
  });

  it('lists the unanswered questions before handing in, then shows the result', async () => {
    signInAsPilot();
    serveAttempt();
    const router = renderApp('/examination/A1A3/start/1');
    await screen.findByRole('heading', { level: 2, name: 'Question 1 of 3' });
    // Handing in is possible at any time, but quiet while questions are left and another follows.
    expect(screen.getByRole('button', { name: 'Hand in the exam' }).getAttribute('data-variant')).toBe('default');
    fireEvent.click(screen.getByRole('radio', { name: 'Answer 1.1' }));
    await screen.findByText('Saved');
    fireEvent.click(screen.getByRole('button', { name: 'Hand in the exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand in the exam?' });
    expect(within(dialog).getByTestId('exam-unanswered').textContent).toBe('You have not answered 2 questions: 2, 3.');
    expect(calls('Examination/SubmitExamination').length).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hand in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ExaminationResult/A1A3'));
    const [post] = calls('Examination/SubmitExamination');
    // Handing in must not ask for the attempt again, which would draw a new one.
    expect(calls('Question/GetQuestionsForExam').length).toBe(1);
    expect(post[1]?.method).toBe('POST');
    expect(post[0]).toContain('examType=1');
    expect(await screen.findByRole('heading', { level: 2, name: 'You did not pass the exam' })).toBeTruthy();
    expect(sessionStorage.getItem('exam.attempt.1')).toBeNull();
  });

  it('hands the exam in by itself when the time runs out', async () => {
    signInAsPilot();
    serveAttempt({ secondsLeft: 1 });
    const router = renderApp('/examination/A1A3/start/1');
    await screen.findByRole('heading', { level: 2, name: 'Question 1 of 3' });
    await waitFor(() => expect(calls('Examination/SubmitExamination').length).toBe(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ExaminationResult/A1A3'));
    expect(await screen.findByText('The time ran out and the exam was handed in automatically.')).toBeTruthy();
    expect(calls('Question/GetQuestionsForExam').length).toBe(1);
  });

  it('shows the result, not a new exam, when the attempt ended while the page was away', async () => {
    signInAsPilot();
    const server = serveAttempt();
    server.inProgress = false;
    server.submitted = result({ status: 2 });
    sessionStorage.setItem('exam.attempt.1', '7');
    const router = renderApp('/examination/A1A3/start/3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ExaminationResult/A1A3'));
    expect(calls('Question/GetQuestionsForExam').length).toBe(0);
  });

  it('draws nothing for an old link when no attempt is running: the preparation page is where one starts', async () => {
    signInAsPilot();
    const server = serveAttempt();
    server.inProgress = false;
    const router = renderApp('/examination/A1A3/start/2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/examination-prepare/A1A3'));
    expect(calls('Question/GetQuestionsForExam').length).toBe(0);
  });

  it('sends a candidate who may not start to the preparation, and the landing page to the attempt in progress', async () => {
    signInAsPilot();
    serveAttempt();
    serveRules(rules({ problems: [1] }));
    fake.overrides[api('Question/GetQuestionsForExam')] = () => ({ data: null, errorCode: 1, problems: [1] });
    const router = renderApp('/examination/A1A3/start/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/examination-prepare/A1A3'));
    cleanup();

    serveAttempt({ saved: { 101: [11], 102: [21] } });
    serveRules(rules({ inProgressUserExaminationId: 7 }));
    const landing = renderApp('/examination/A1A3');
    await waitFor(() => expect(landing.state.location.pathname).toBe('/examination/A1A3/start/3'));
  });
});

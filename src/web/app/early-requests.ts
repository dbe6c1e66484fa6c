import { accountsEndpoints } from '../../shared/contracts/client/accounts';
import { userCourseEndpoints } from '../../shared/contracts/client/courses';
import { examResultsEndpoints } from '../../shared/contracts/client/exam-results';
import { examsEndpoints } from '../../shared/contracts/client/exams';
import { organizationsEndpoints, userOrganizationsEndpoints } from '../../shared/contracts/client/organizations';
import { UserStatus } from '../../shared/enums';
import { apiHeaders, type HeaderValues } from '../lib/api-headers';
import { appHasStarted, leaveEarlyAnswer } from '../lib/early-answers';
import { apiUrl, requestTimeoutMs } from '../lib/http';
import { readPositiveInteger, StorageKey } from '../lib/storage';

/** What the early script knows of the visitor before the app runs: what the browser keeps. */
export interface EarlyVisitor extends HeaderValues {
  userStatus: number | null;
}

/** The exam's types as its path names them (features/exams/exam-type.ts), in the server's numbers. */
const examTypes: Readonly<Record<string, number>> = { a1a3: 1, '1': 1, a2: 2, '2': 2 };

/** The exam's type (the server's number) when the page is the exam's, at its start or at a question. */
function examTypeOf(path: string): number | undefined {
  return examTypes[/^\/examination\/([^/]+)\/start(?:\/[^/]+)?$/.exec(path)?.[1].toLowerCase() ?? ''];
}

/** The first data a signed-in screen's loader asks for (decision 0041), by the page's path. */
function screenCalls(pathname: string): string[] {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/my-site/default') {
    return [
      apiUrl(organizationsEndpoints.getListOrganizationByCurrentUser.path),
      apiUrl(userOrganizationsEndpoints.getInvitationsOfCurrentUser.path),
      apiUrl(userCourseEndpoints.getCourseStatus.path),
    ];
  }
  if (path === '/my-site/competency') return [apiUrl(examResultsEndpoints.getPilotCompetency.path)];
  // The exam's page, at its start or at a question (a reload mid-exam): the clock first either way.
  const type = examTypeOf(path);
  if (type !== undefined) return [apiUrl(examsEndpoints.getTimeLeft.path, { examType: type })];
  return [];
}

/**
 * The calls the app makes first on this page, in its order: the configuration always; with a
 * token kept by a sign-in that owed no fee, the session beside it, as the route's guard asks it;
 * with a token, the screen's first data, as its loader asks it.
 */
export function earlyCalls(pathname: string, visitor: EarlyVisitor): string[] {
  const calls = [apiUrl(accountsEndpoints.getUserConfiguration.path)];
  if (!visitor.token) return calls;
  const owesNoFee = visitor.userStatus !== null && visitor.userStatus !== UserStatus.NeedPaymentToLogin;
  if (owesNoFee) calls.push(apiUrl(accountsEndpoints.getCurrentLoginInformations.path));
  return [...calls, ...screenCalls(pathname)];
}

/**
 * Sends the page's first calls from the small script the HTML names beside the shell, so that they
 * travel while the shell is fetched and evaluated (about a second on a phone), and leaves their
 * answers for the app (`lib/early-answers.ts`), which takes each instead of asking again.
 */
export function sendEarlyRequests(pathname: string, visitor: EarlyVisitor, send: typeof fetch = (...args) => fetch(...args)): void {
  if (appHasStarted()) return;
  const headers = apiHeaders(visitor, false);
  const ask = (url: string) => send(url, { headers, credentials: 'same-origin', signal: AbortSignal.timeout(requestTimeoutMs) });
  const answers = new Map(earlyCalls(pathname, visitor).map((url) => [url, ask(url)]));
  for (const [url, response] of answers) leaveEarlyAnswer(url, headers, response);
  const type = examTypeOf(pathname.replace(/\/+$/, ''));
  const clock = type === undefined ? undefined : answers.get(apiUrl(examsEndpoints.getTimeLeft.path, { examType: type }));
  if (type === undefined || !clock) return;
  const attempt = attemptUrl(type);
  leaveEarlyAnswer(
    attempt,
    headers,
    runningAttempt(clock, () => ask(attempt)),
  );
}

/** The exam's attempt as its loader asks for it (features/exams/prefetch.ts), an A2 one with the session proven in this tab. */
function attemptUrl(type: number): string {
  const examSessionId = type === 2 ? readPositiveInteger('session', StorageKey.examSessionId) : null;
  return apiUrl(examsEndpoints.getQuestionsForExam.path, { code: type, examSessionId });
}

/**
 * The running attempt, asked as soon as the clock's answer names one, as the exam's loader does once
 * the app has run: never a new attempt, which only the start button draws. With none running (or
 * no clock) it fails, and the app, should it ask after all, asks itself.
 */
async function runningAttempt(clock: Promise<Response>, ask: () => Promise<Response>): Promise<Response> {
  const answer = await clock;
  const body = (await answer.clone().json()) as { result?: { userExaminationId?: number | null } } | null;
  if (!answer.ok || body?.result?.userExaminationId == null) throw new Error('no attempt running');
  return ask();
}

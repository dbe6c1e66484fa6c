// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserStatus } from '../../shared/enums';
import { screens as competencyScreens } from '../features/certificates/my-site-screens';
import { screens as examScreens } from '../features/exams/screens';
import { screens as mySiteScreens } from '../features/my-site/my-site-screens';
import { currentLoginQuery, userConfigurationQuery } from '../lib/app-session';
import { earlyAnswerHoldMs, markAppStarted, resetEarlyAnswers, takeEarlyAnswer } from '../lib/early-answers';
import { configureHttp } from '../lib/http';
import type { LazyScreen } from '../lib/screens';
import { earlyCalls, sendEarlyRequests, type EarlyVisitor } from './early-requests';

/** What the fake server answers each call with, by its path. */
const results: Record<string, unknown> = {
  '/api/services/app/UserOrganization/GetInvitationsOfCurrentUser': { items: [] },
  '/api/services/app/Pilot/GetCourseStatus': { items: [] },
  '/api/services/app/Examination/GetTimeLeft': { userExaminationId: null, timeLeft: 0 },
};

/** A fake server that counts the calls it is sent, by address. */
function server() {
  const calls: string[] = [];
  const send = (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const result = results[new URL(url, 'http://localhost').pathname] ?? {};
    const body = { result, targetUrl: null, success: true, error: null, unAuthorizedRequest: false, __abp: true };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  };
  return { calls, send: send as typeof fetch };
}

const pilot: EarlyVisitor = { language: 'is', token: 'tok', tenantId: null, userStatus: UserStatus.NoNeedPayment };

/** The app's calls go to `send`, asked as by `visitor`. */
function appAsks(visitor: EarlyVisitor, send: typeof fetch): QueryClient {
  configureHttp({ fetch: send, getToken: () => visitor.token, getLanguage: () => visitor.language, getTenantId: () => visitor.tenantId });
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** The calls the route's guard and loader make for a page (app/guard-loader.ts, the screens' prefetch). */
async function loadPage(queryClient: QueryClient, screen: LazyScreen, params: Params): Promise<void> {
  await Promise.all([
    queryClient.fetchQuery(userConfigurationQuery()),
    queryClient.fetchQuery(currentLoginQuery()),
    screen.prefetch?.(queryClient, params),
  ]);
}

const pages: { path: string; screen: LazyScreen; params: Params }[] = [
  { path: '/my-site/default', screen: mySiteScreens.mySiteDefault, params: {} },
  { path: '/my-site/competency', screen: competencyScreens.mySiteCompetency, params: {} },
  { path: '/examination/A1A3/start', screen: examScreens.examinationStart, params: { type: 'A1A3' } },
  { path: '/examination/a2/start', screen: examScreens.examinationStart, params: { type: 'a2' } },
  { path: '/examination/A1A3/start/3', screen: examScreens.examinationStart, params: { type: 'A1A3', question: '3' } },
];

afterEach(() => resetEarlyAnswers());

describe("the page's early calls", () => {
  it.each(pages)('are the calls the app makes first on $path', async ({ path, screen, params }) => {
    const app = server();
    await loadPage(appAsks(pilot, app.send), screen, params);
    expect([...earlyCalls(path, pilot)].sort()).toEqual([...app.calls].sort());
  });

  it.each(pages)('are each sent once on $path: the app takes their answers', async ({ path, screen, params }) => {
    const early = server();
    sendEarlyRequests(path, pilot, early.send);
    markAppStarted();
    const app = server();
    await loadPage(appAsks(pilot, app.send), screen, params);
    expect(early.calls).toHaveLength(earlyCalls(path, pilot).length);
    expect(app.calls).toEqual([]);
  });

  describe('on the exam, with an attempt running', () => {
    afterEach(() => {
      results['/api/services/app/Examination/GetTimeLeft'] = { userExaminationId: null, timeLeft: 0 };
      sessionStorage.clear();
    });

    it.each([
      { path: '/examination/A1A3/start', params: { type: 'A1A3' }, attempt: '/api/services/app/Question/GetQuestionsForExam?code=1' },
      {
        path: '/examination/a2/start/4',
        params: { type: 'a2', question: '4' },
        attempt: '/api/services/app/Question/GetQuestionsForExam?code=2&examSessionId=12',
      },
    ])('ask for the attempt once the clock names it, and the app takes it ($path)', async ({ path, params, attempt }) => {
      results['/api/services/app/Examination/GetTimeLeft'] = { userExaminationId: 41, timeLeft: 1_200 };
      sessionStorage.setItem('exam.sessionId', '12');
      const early = server();
      sendEarlyRequests(path, pilot, early.send);
      markAppStarted();
      const app = server();
      await loadPage(appAsks(pilot, app.send), examScreens.examinationStart, params);
      expect(early.calls).toEqual([...earlyCalls(path, pilot), attempt]);
      expect(app.calls).toEqual([]);
    });

    it('never ask for one when the clock names none: that would draw a new attempt', async () => {
      const early = server();
      sendEarlyRequests('/examination/A1A3/start', pilot, early.send);
      markAppStarted();
      const app = server();
      await loadPage(appAsks(pilot, app.send), examScreens.examinationStart, { type: 'A1A3' });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(early.calls).toEqual(earlyCalls('/examination/A1A3/start', pilot));
      expect(early.calls.some((call) => call.includes('GetQuestionsForExam'))).toBe(false);
      expect(app.calls).toEqual([]);
    });
  });

  it('are only the configuration for a visitor without a session', () => {
    expect(earlyCalls('/my-site/default', { ...pilot, token: null })).toEqual(['/AbpUserConfiguration/GetAll']);
  });

  it('leave the session to the guard when the sign-in owed a fee', () => {
    expect(earlyCalls('/my-site/payment', { ...pilot, userStatus: UserStatus.NeedPaymentToLogin })).toEqual([
      '/AbpUserConfiguration/GetAll',
    ]);
  });

  it('are asked again by the app when its headers differ: another language', async () => {
    const early = server();
    sendEarlyRequests('/my-site/default', pilot, early.send);
    const app = server();
    await appAsks({ ...pilot, language: 'en' }, app.send).fetchQuery(userConfigurationQuery());
    expect(app.calls).toEqual(['/AbpUserConfiguration/GetAll']);
  });

  it('let go of an answer the app does not take, so its connection is free again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const bodies: { cancelled: boolean }[] = [];
    const send = (() => {
      const body = { cancelled: false };
      bodies.push(body);
      const stream = new ReadableStream({ cancel: () => void (body.cancelled = true) });
      return Promise.resolve(new Response(stream, { status: 200 }));
    }) as typeof fetch;
    sendEarlyRequests('/my-site/competency', pilot, send);
    // The configuration asked in another language: not taken, let go at once.
    expect(takeEarlyAnswer('/AbpUserConfiguration/GetAll', { Accept: 'application/json' })).toBeNull();
    await vi.waitFor(() => expect(bodies.map((b) => b.cancelled)).toEqual([true, false, false]));
    // The others never asked for: let go once they may no longer stand in.
    vi.advanceTimersByTime(earlyAnswerHoldMs);
    await vi.waitFor(() => expect(bodies.map((b) => b.cancelled)).toEqual([true, true, true]));
    vi.useRealTimers();
  });

  it('are not sent once the app has started asking itself', () => {
    markAppStarted();
    const early = server();
    sendEarlyRequests('/my-site/default', pilot, early.send);
    expect(early.calls).toEqual([]);
  });

  it('stand in for one call only, and not for a late one', () => {
    const early = server();
    const sentAt = Date.now();
    sendEarlyRequests('/my-site/competency', pilot, early.send);
    const headers = { Accept: 'application/json', '.AspNetCore.Culture': 'c=is|uic=is', Authorization: 'Bearer tok' };
    expect(takeEarlyAnswer('/api/services/app/Pilot/GetPilotCompetency', headers, sentAt + earlyAnswerHoldMs + 1_000)).toBeNull();
    expect(takeEarlyAnswer('/AbpUserConfiguration/GetAll', headers)).not.toBeNull();
    expect(takeEarlyAnswer('/AbpUserConfiguration/GetAll', headers)).toBeNull();
  });
});

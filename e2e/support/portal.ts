import type { AuthenticateReply, AuthenticateResult } from '../../src/shared/contracts/accounts';
import type { UserCertificateDto } from '../../src/shared/contracts/certificates';
import type { MailDetail, MailSummary } from '../../src/shared/contracts/outbox';
import type { UserDto } from '../../src/shared/contracts/users';
import { adminToken, api, until, type SeededSession } from './browser';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { finishByApi } from './second-factor';
import { t, type Language } from './texts';

/** Set-up and read-back through the portal's own API, as the administrator. */

let counter = 0;
/** A name no other test or earlier run uses: letters only, as the name fields accept. */
export function uniqueName(prefix: string): string {
  counter += 1;
  const letters = (Date.now() * 100 + counter).toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]);
  return `${prefix}${letters}`;
}

export const Setting = { IsMaintenance: 20, MaintenanceFrom: 21, MaintenanceTo: 22, IsWarning: 23 } as const;

export async function setSetting(settingId: number, value: string): Promise<void> {
  await api('/api/services/app/Setting/Update', { method: 'PUT', token: await adminToken(), body: { settingId, value } });
}

/** Maintenance off, the warning off and no times: the state every journey starts from. */
export async function resetSiteStatus(): Promise<void> {
  await setSetting(Setting.IsMaintenance, 'false');
  await setSetting(Setting.IsWarning, 'false');
  await setSetting(Setting.MaintenanceFrom, '');
  await setSetting(Setting.MaintenanceTo, '');
}

export interface TestUser {
  id: number;
  userName: string;
  emailAddress: string;
  password: string;
  name: string;
}

/** A user made by the administrator (e-mail already confirmed), with the given roles. */
export async function createUser(
  options: {
    roleNames?: string[];
    userTypeId?: number | null;
    language?: 'is' | 'en';
    password?: string;
    dateOfBirth?: string | null;
  } = {},
): Promise<TestUser> {
  const userName = uniqueName('e2e');
  const name = uniqueName('Prufa');
  const password = options.password ?? 'E2e-User-Password-1';
  const emailAddress = `${userName}@example.test`;
  const user = await api<UserDto>('/api/services/app/User/Create', {
    token: await adminToken(),
    body: {
      userName,
      name,
      surname: 'Prófsdóttir',
      emailAddress,
      password,
      roleNames: options.roleNames ?? [],
      userTypeId: options.userTypeId ?? null,
      language: options.language ?? 'is',
      dateOfBirth: options.dateOfBirth ?? null,
    },
  });
  return { id: user.id, userName, emailAddress, password, name };
}

export async function getUser(id: number): Promise<UserDto> {
  return api<UserDto>(`/api/services/app/User/Get?Id=${id}`, { token: await adminToken() });
}

export async function findUserByName(userName: string): Promise<UserDto | undefined> {
  const page = await api<{ items: UserDto[] }>(`/api/services/app/User/GetAll?Keyword=${encodeURIComponent(userName)}&MaxResultCount=10`, {
    token: await adminToken(),
  });
  return page.items.find((u) => u.userName === userName);
}

/** A sign-in through the API; staff answer the second step with their app (decision 0026). */
export async function authenticate(userNameOrEmailAddress: string, password: string): Promise<AuthenticateResult> {
  const reply = await api<AuthenticateReply>('/api/TokenAuth/Authenticate', { body: { userNameOrEmailAddress, password } });
  return finishByApi(inject('secondFactorDir'), userNameOrEmailAddress, reply, (path, body) => api(path, { body }));
}

/** What the app's `saveLogin` keeps of a sign-in, to start a browser signed in as that user. */
export function sessionOf(result: AuthenticateResult): SeededSession {
  return {
    accessToken: result.accessToken,
    encryptedAccessToken: result.encryptedAccessToken,
    userTypeId: result.userTypeId,
    status: result.status,
  };
}

/** Signs a test user in through the API (not the rate-limited form) and answers the session to seed a browser with. */
export async function signedIn(user: Pick<TestUser, 'userName' | 'password'>): Promise<SeededSession> {
  return sessionOf(await authenticate(user.userName, user.password));
}

/**
 * The newest mail to an address kept in the outbox (no SMTP server in the run), waiting for it to
 * be written; `newerThan` skips mails already seen, `template` picks the kind.
 */
export async function newestMailTo(
  address: string,
  options: { template?: string; newerThan?: number } = {},
): Promise<MailDetail & { html: string; text: string }> {
  const token = await adminToken();
  const found = await until(async () => {
    const page = await api<{ items: MailSummary[] }>(
      `/api/services/app/Mail/GetAll?Keyword=${encodeURIComponent(address)}&MaxResultCount=20`,
      { token },
    );
    return page.items.find(
      (m) =>
        m.toAddress === address.toLowerCase() && (!options.template || m.template === options.template) && m.id > (options.newerThan ?? 0),
    );
  }, `a mail to ${address}`);
  const mail = await api<MailDetail>(`/api/services/app/Mail/Get?Id=${found.id}`, { token });
  // Kept mail (no SMTP server) shows its body to the host's administrator only, who reads it here.
  if (mail.html === null || mail.text === null)
    throw new Error(`the body of the mail to ${address} is hidden from the host's administrator`);
  return { ...mail, html: mail.html, text: mail.text };
}

/** The portal link in a mail's text (the action link; its path starts with `pathPrefix`). */
export function linkIn(text: string, pathPrefix: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`no ${pathPrefix} link in the mail:\n${text}`);
  return link;
}

/**
 * Opens an administration screen from the menu, as a person would: the menu group first when it
 * is folded (`common:menu.<group>`), then the screen's link (`routes:<routeId>`).
 */
export async function openFromAdminMenu(
  page: Page,
  language: Language,
  group: 'exam' | 'operator' | 'courses',
  routeId: string,
): Promise<void> {
  const menu = page.getByRole('navigation', { name: t(language, 'common:menu.label') });
  const link = menu.getByRole('link', { name: t(language, `routes:${routeId}`), exact: true });
  const groupButton = menu.getByRole('button', { name: t(language, `common:menu.${group}`), exact: true });
  await groupButton.waitFor();
  if ((await groupButton.getAttribute('aria-expanded')) !== 'true') await groupButton.click();
  await link.click();
}

/**
 * A pilot (the static Pilot role, user type Pilot) and a session for starting a browser signed in.
 * The exams check the age, so a pilot who is to sit one is given a date of birth.
 */
export async function createPilot(
  language: Language = 'is',
  options: { dateOfBirth?: string } = {},
): Promise<TestUser & { session: SeededSession }> {
  const user = await createUser({ roleNames: ['Pilot'], userTypeId: 3, language, dateOfBirth: options.dateOfBirth });
  return { ...user, session: await signedIn(user) };
}

/**
 * `expect.poll` with room to breathe: its own default gives up after one second, which a loaded
 * machine (the server, Chromium and the runner on two cores) does not always meet.
 */
export function eventually<T>(probe: () => T | Promise<T>, timeout = 15_000) {
  return expect.poll(probe, { timeout, interval: 100 });
}

/** A date of birth `years` years (and a few days) ago, as the user form stores it. */
export function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 10);
  return date.toISOString().slice(0, 10);
}

/** Reads every page of a course type as the reader does (showing a page records it read), for journeys about something else. */
export async function readCourseByApi(token: string, courseType: 1 | 2): Promise<void> {
  for (let rank: number | null = 1; rank !== null;) {
    const shown: { nextRank: number | null } = await api(`/api/services/app/Page/GetShowPage?rank=${rank}&courseType=${courseType}`, {
      token,
    });
    rank = shown.nextRank;
  }
}

/** An option of a drawn question, in both languages, and whether the question bank marks it right. */
export interface KeyedOption {
  id: number;
  is: string;
  en: string;
  isAnswer: boolean;
}

/** A question of the candidate's attempt by its number on screen, with the bank's answer. */
export interface KeyedQuestion {
  position: number;
  questionId: number;
  categoryId: number;
  multipleAnswers: boolean;
  options: KeyedOption[];
}

/**
 * The answer key of the candidate's attempt in progress: the attempt as the candidate's own call
 * answers it (the same one on every call), and each question's right options from the bank as the
 * administrator reads it (Question/Get). A journey answers right or wrong on purpose with it.
 */
export async function answerKeyOf(candidateToken: string, examType: 1 | 2): Promise<KeyedQuestion[]> {
  const response = await api<{
    data: { questions: { position: number; questionId: number; multipleAnswers: boolean; options: { id: number }[] }[] } | null;
    errorCode: number;
  }>(`/api/services/app/Question/GetQuestionsForExam?code=${examType}`, { token: candidateToken });
  if (!response.data) throw new Error(`no attempt in progress (error code ${response.errorCode})`);
  const admin = await adminToken();
  const keyed: KeyedQuestion[] = [];
  for (const question of [...response.data.questions].sort((a, b) => a.position - b.position)) {
    const bank = await api<{
      categoryId: number;
      questionOptions: { id: number; descriptionIcelandic: string; descriptionEnglish: string; isAnswer: boolean }[];
    }>(`/api/services/app/Question/Get?Id=${question.questionId}`, { token: admin });
    const byId = new Map(bank.questionOptions.map((o) => [o.id, o]));
    keyed.push({
      position: question.position,
      questionId: question.questionId,
      categoryId: bank.categoryId,
      multipleAnswers: question.multipleAnswers,
      // In the order the candidate sees them (shuffled for each candidate).
      options: question.options.map((o) => {
        const option = byId.get(o.id);
        if (!option) throw new Error(`option ${o.id} of question ${question.questionId} is not in the bank`);
        return { id: o.id, is: option.descriptionIcelandic, en: option.descriptionEnglish, isAnswer: option.isAnswer };
      }),
    });
  }
  return keyed;
}

/** Issues a certificate by hand, as the certificate managers may (1 A1/A3, 2 A2), and answers it. */
export async function issueCertificate(userId: number, certificateType: 1 | 2): Promise<UserCertificateDto> {
  return api<UserCertificateDto>('/api/services/app/Certificate/CreateCertificate', {
    token: await adminToken(),
    body: { userId, certificateType },
  });
}

/** The subjects (categories) of an exam's question bank, with their titles in both languages. */
export async function examCategories(certificateType: 1 | 2): Promise<{ id: number; title: string; titleEnglish: string }[]> {
  const token = await adminToken();
  const examination = await api<{ id: number }>(`/api/services/app/Examination/GetByCertificateType?CertificateType=${certificateType}`, {
    token,
  });
  const page = await api<{ items: { id: number; title: string; titleEnglish: string }[] }>(
    `/api/services/app/ExaminationCategory/GetByExaminationId?ExaminationId=${examination.id}&MaxResultCount=1000`,
    { token },
  );
  return page.items;
}

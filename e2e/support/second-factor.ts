import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { AuthenticateReply, AuthenticateResult } from '../../src/shared/contracts/accounts';
import { totpCode, totpStep } from '../../src/server/modules/accounts/totp';
import { t, type Language } from './texts';

/**
 * The second step of the journeys' sign-ins (decision 0026). Staff set up an authenticator app the
 * first time they sign in; its secret is kept in the run's folder (`dir`, one per portal), so
 * every worker can answer for that person later. A code of the app works once per 30-second step,
 * and workers sign the same administrator in side by side: each sign-in claims a step by making a
 * file for it, the next free one from the step of now, so no two use one and none waits unless
 * the window of steps is used up.
 */

const secretFile = (dir: string, userName: string) => path.join(dir, `${userName.toLowerCase()}.secret`);

export function keepSecret(dir: string, userName: string, secret: string) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(secretFile(dir, userName), secret);
}

export function secretOf(dir: string, userName: string): string {
  return fs.readFileSync(secretFile(dir, userName), 'utf8');
}

/** A code of the person's app for a step nobody in the run has used; waits only when the window is used up. */
export async function claimCode(dir: string, userName: string, secret = secretOf(dir, userName)): Promise<string> {
  fs.mkdirSync(dir, { recursive: true });
  for (;;) {
    const now = totpStep(new Date());
    const claimed = fs
      .readdirSync(dir)
      .map((name) => new RegExp(`^${userName.toLowerCase()}\\.(\\d+)\\.step$`).exec(name)?.[1])
      .filter((step): step is string => step !== undefined)
      .map(Number);
    // Steps go up only: the server refuses a step at or below the last one it took. The step
    // before now is left alone: the server's clock may pass into the next step before it checks.
    for (let step = Math.max(now, ...claimed.map((s) => s + 1)); step <= now + 1; step++) {
      try {
        fs.writeFileSync(path.join(dir, `${userName.toLowerCase()}.${step}.step`), '', { flag: 'wx' });
        return totpCode(secret, step);
      } catch {
        // Another sign-in took this step first.
      }
    }
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 50));
  }
}

type Post = (path: string, body: Record<string, unknown>) => Promise<any>;

/** Finishes a sign-in through the API: sets up an app at the first one, answers with its code after. */
export async function finishByApi(dir: string, userName: string, reply: AuthenticateReply, post: Post): Promise<AuthenticateResult> {
  if (!('requiresTwoFactorVerification' in reply)) return reply;
  const twoFactorTicket = reply.twoFactorTicket;
  if (reply.twoFactorStep === 'enrol') {
    const { secret } = (await post('/api/TokenAuth/BeginTotpEnrolment', { twoFactorTicket })) as { secret: string };
    keepSecret(dir, userName, secret);
    return post('/api/TokenAuth/CompleteTotpEnrolment', { twoFactorTicket, code: await claimCode(dir, userName, secret) });
  }
  return post('/api/TokenAuth/AuthenticateSecondFactor', { twoFactorTicket, code: await claimCode(dir, userName) });
}

/** Which second step the sign-in page shows, if any. */
export async function secondStepShown(page: Page, language: Language): Promise<'verify' | 'enrol' | null> {
  const heading = (key: string) => page.getByRole('heading', { level: 1, name: t(language, key), exact: true });
  if (await heading('accounts:secondFactor.step.verifyTitle').isVisible()) return 'verify';
  if (await heading('accounts:secondFactor.step.enrolTitle').isVisible()) return 'enrol';
  return null;
}

/** Answers the sign-in page's second step as the person would: the app's code, or setting the app up first. */
export async function finishInBrowser(page: Page, dir: string, userName: string, step: 'verify' | 'enrol', language: Language) {
  if (step === 'verify') {
    await page.getByRole('textbox', { name: t(language, 'accounts:secondFactor.step.code') }).fill(await claimCode(dir, userName));
    await page.getByRole('button', { name: t(language, 'accounts:secondFactor.step.submit'), exact: true }).click();
    return;
  }
  await page.getByRole('button', { name: t(language, 'accounts:secondFactor.step.chooseApp'), exact: true }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).trim();
  keepSecret(dir, userName, secret);
  await page.getByRole('textbox', { name: t(language, 'accounts:secondFactor.totp.code') }).fill(await claimCode(dir, userName, secret));
  await page.getByRole('button', { name: t(language, 'accounts:secondFactor.totp.confirm'), exact: true }).click();
  await page.getByRole('button', { name: t(language, 'accounts:secondFactor.recovery.saved'), exact: true }).click();
}

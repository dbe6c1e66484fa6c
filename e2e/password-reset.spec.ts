import { describe, expect, it } from 'vitest';
import { adminToken, at, browserOfFile, newPage, shown, signIn } from './support/browser';
import { createUser, linkIn, newestMailTo, uniqueName } from './support/portal';
import { t } from './support/texts';

/**
 * Links that arrive by e-mail: a forgotten password is replaced through the mailed link, and a
 * pilot's self-registration is confirmed through one. With no SMTP server the mail is kept in the
 * outbox, which the administrator reads on the Outbox screen (and the tests read through the API).
 */

const browser = browserOfFile();

const is = (key: string, vars?: Record<string, string | number>) => t('is', key, vars);
const UserType = { Pilot: 3 } as const;

/** The administrator opens the newest mail to `address` on the Outbox screen and copies its link. */
async function linkFromOutboxScreen(address: string, pathPrefix: string): Promise<string> {
  const { context, page } = await newPage(browser(), 'is', { session: { accessToken: await adminToken() } });
  try {
    await page.goto('/admin/outbox');
    await page.getByRole('searchbox', { name: is('outbox:search') }).fill(address);
    const row = page
      .getByRole('row')
      .filter({ hasText: address })
      .filter({ hasText: is('mail:resetPassword.subject') })
      .first();
    await row.getByRole('button', { name: is('outbox:openMail', { address }) }).click();
    const viewer = page.getByRole('dialog', { name: is('mail:resetPassword.subject') });
    await viewer.getByText(is('outbox:viewer.text'), { exact: true }).click();
    const text = await (await shown(viewer.getByTestId('mail-text'))).innerText();
    expect(text).toContain(is('mail:resetPassword.action'));
    return linkIn(text, pathPrefix);
  } finally {
    await context.close();
  }
}

describe('links sent by e-mail', () => {
  it('a forgotten password is replaced through the mailed link, which works only once', async () => {
    const user = await createUser({ roleNames: ['Pilot'], userTypeId: UserType.Pilot, password: 'Gamla-Lykilordid-1' });
    const newPassword = 'Nyja-Lykilordid-2';
    const { context, page } = await newPage(browser(), 'is');
    try {
      await page.goto('/account/login');
      await page.getByRole('button', { name: 'Gleymt lykilorð?' }).click();
      const forgot = page.getByRole('dialog', { name: 'Gleymt lykilorð' });
      await forgot.getByRole('textbox', { name: 'Netfang eða notandanafn' }).fill(user.emailAddress);
      await forgot.getByRole('button', { name: 'Senda hlekk' }).click();
      await shown(forgot.getByRole('status').filter({ hasText: is('accounts:forgot.sentTitle') }));

      const link = await linkFromOutboxScreen(user.emailAddress, '/verify-reset-password/');
      const mail = await newestMailTo(user.emailAddress, { template: 'resetPassword' });
      expect(mail.text).toContain(link);
      expect(mail.subject).toBe('Endurstilla lykilorð');

      await page.goto(link);
      await shown(page.getByRole('heading', { level: 1, name: 'Veldu nýtt lykilorð' }));
      expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/account/login/new-password/${user.id}/.{10,}`));
      await page.getByRole('textbox', { name: 'Nýtt lykilorð', exact: true }).fill(newPassword);
      await page.getByRole('textbox', { name: 'Nýtt lykilorð aftur', exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Vista nýtt lykilorð' }).click();
      await at(page, '/account/login');
      await shown(page.getByRole('status').filter({ hasText: is('accounts:login.notice.passwordChanged') }));

      await expect(signIn(page, user.userName, user.password)).rejects.toThrow(is('errors:invalidCredentials'));
      await page
        .getByRole('dialog')
        .getByRole('button', { name: is('common:actions.close') })
        .first()
        .click();
      await signIn(page, user.userName, newPassword);
      await at(page, '/my-site/default');
      await shown(page.getByRole('heading', { level: 1, name: is('my-site:greetingName', { name: user.name }) }));

      const again = await context.newPage();
      await again.goto(link);
      await shown(again.getByRole('heading', { level: 1, name: is('accounts:resetLink.failedTitle') }));
      // The refusal says the link was used, not merely that it does not work (decision 0024).
      await shown(again.getByRole('alert').filter({ hasText: is('errors:linkUsed') }));
      expect(new URL(again.url()).pathname).toMatch(/^\/verify-reset-password\//);
    } finally {
      await context.close();
    }
  });

  it('a pilot registers, confirms the address from the mail and lands on their own pages', async () => {
    const email = `${uniqueName('flugmadur')}@example.test`;
    const password = 'Flugmadur-Password-1';
    const { context, page } = await newPage(browser(), 'is');
    try {
      await page.goto('/register');
      await shown(page.getByRole('heading', { level: 1, name: is('registration:register.title') }));
      await page.getByRole('textbox', { name: 'Eiginnafn' }).fill('Guðrún');
      await page.getByRole('textbox', { name: 'Kenninafn' }).fill('Flugmannsdóttir');
      await page.getByRole('textbox', { name: 'Netfang' }).fill(email);
      const birth = page.getByRole('group', { name: 'Fæðingardagur' });
      await birth.getByRole('combobox', { name: 'Dagur' }).selectOption('15');
      await birth.getByRole('combobox', { name: 'Mánuður' }).selectOption({ label: 'júní' });
      await birth.getByRole('combobox', { name: 'Ár' }).selectOption('1990');
      await page.getByRole('textbox', { name: 'Lykilorð', exact: true }).fill(password);
      await page.getByRole('textbox', { name: 'Lykilorð aftur', exact: true }).fill(password);
      await page.getByRole('button', { name: 'Stofna aðgang' }).click();
      await shown(page.getByRole('heading', { level: 1, name: 'Athugaðu tölvupóstinn þinn' }));
      await shown(page.getByRole('status').filter({ hasText: email }));

      // Not before the address is confirmed.
      await page.goto('/account/login');
      await expect(signIn(page, email, password)).rejects.toThrow(is('errors:emailNotConfirmed'));

      const mail = await newestMailTo(email, { template: 'verifyEmail' });
      expect(mail.subject).toBe(is('mail:verifyEmail.subject'));
      await page.goto(linkIn(mail.text, '/verify-register/3/2/'));
      await shown(page.getByRole('heading', { level: 1, name: 'Netfangið er staðfest' }));
      await shown(page.getByRole('status').filter({ hasText: email }));
      await page.getByRole('link', { name: 'Fara í innskráningu' }).click();
      await at(page, '/account/login');
      await shown(page.getByRole('status').filter({ hasText: is('accounts:login.notice.emailConfirmed') }));
      expect(await page.getByRole('textbox', { name: 'Notandanafn eða netfang' }).inputValue()).toBe(email);

      await signIn(page, email, password);
      await at(page, '/my-site/default');
      await shown(page.getByRole('heading', { level: 1, name: 'Góðan dag, Guðrún' }));
      await shown(page.getByText(is('my-site:account.signedInAs', { userName: email, email })));
    } finally {
      await context.close();
    }
  });
});

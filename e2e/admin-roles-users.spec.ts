import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RoleDto } from '../src/shared/contracts/roles';
import { adminToken, api, at, browserOfFile, e2eAdminPassword, gone, htmlLang, newPage, shown, signIn } from './support/browser';
import { createUser, findUserByName, uniqueName } from './support/portal';
import { t, type Language } from './support/texts';

/**
 * An administrator builds a role with a chosen set of permissions and gives it to a new user,
 * in Icelandic and in English; the route guard then lets that user only where the role allows.
 */

const browser = browserOfFile();

const granted = ['Pages.Administrator', 'Pages.Users'];

interface Created {
  roleName: string;
  userName: string;
  password: string;
}

function adminMenu(page: Page, language: Language) {
  return page.getByRole('navigation', { name: t(language, 'common:menu.label') });
}

async function createRoleAndUser(page: Page, language: Language): Promise<Created> {
  const tr = (key: string, vars?: Record<string, string | number>) => t(language, key, vars);
  const roleName = uniqueName('Skoda');
  const roleDisplayName = `${roleName} ${language}`;
  const userName = uniqueName('notandi');
  const password = 'Hlutverk-Password-1';

  await adminMenu(page, language)
    .getByRole('link', { name: tr('routes:adminRoles'), exact: true })
    .click();
  await at(page, '/admin/roles');
  await shown(page.getByRole('heading', { level: 1, name: tr('routes:adminRoles') }));
  await page.getByRole('button', { name: tr('roles:create') }).click();
  const roleDialog = page.getByRole('dialog', { name: tr('roles:form.createTitle') });
  await roleDialog.getByRole('textbox', { name: tr('roles:fields.name') }).fill(roleName);
  await roleDialog.getByRole('textbox', { name: tr('roles:fields.displayName') }).fill(roleDisplayName);
  for (const permission of granted) {
    await roleDialog.getByRole('checkbox', { name: tr(`permissions:${permission}`), exact: true }).check();
  }
  await roleDialog.getByRole('button', { name: tr('common:actions.save') }).click();
  await shown(page.getByText(tr('roles:created')));
  await gone(roleDialog);
  // Lists are sorted by name and paged: search, so the row is there however many roles exist.
  await page.getByRole('searchbox', { name: tr('roles:search') }).fill(roleName);
  const roleRow = page.getByRole('row').filter({ hasText: roleName });
  await shown(roleRow.getByText(tr('roles:permissionCount_other', { count: 2 })));

  const roles = await api<{ items: RoleDto[] }>(`/api/services/app/Role/GetAll?Keyword=${roleName}`, { token: await adminToken() });
  expect(roles.items.map((r) => [r.name, r.displayName, [...r.grantedPermissions].sort()])).toEqual([[roleName, roleDisplayName, granted]]);

  await adminMenu(page, language)
    .getByRole('link', { name: tr('routes:adminUsers'), exact: true })
    .click();
  await at(page, '/admin/users');
  await shown(page.getByRole('heading', { level: 1, name: tr('routes:adminUsers') }));
  await page.getByRole('button', { name: tr('users:create') }).click();
  const userDialog = page.getByRole('dialog', { name: tr('users:form.createTitle') });
  await userDialog.getByRole('textbox', { name: tr('users:fields.userName') }).fill(userName);
  await userDialog.getByRole('textbox', { name: tr('users:fields.emailAddress') }).fill(`${userName}@example.test`);
  await userDialog.getByRole('textbox', { name: tr('users:fields.name'), exact: true }).fill('Sigríður');
  await userDialog.getByRole('textbox', { name: tr('users:fields.surname') }).fill('Jónsdóttir');
  await userDialog.getByRole('textbox', { name: tr('users:fields.password'), exact: true }).fill(password);
  await userDialog.getByRole('checkbox', { name: roleDisplayName }).check();
  await userDialog.getByRole('button', { name: tr('common:actions.save') }).click();
  await shown(page.getByText(tr('users:created')));
  await gone(userDialog);
  await page.getByRole('searchbox', { name: tr('users:search') }).fill(userName);
  await shown(page.getByRole('row').filter({ hasText: userName }).getByRole('cell', { name: roleDisplayName }));

  // Named as ABP names a user's roles, so that its clients tick them (decision 0032).
  const user = await findUserByName(userName);
  expect(user?.roleNames).toEqual([roleName.toUpperCase()]);
  expect(user?.isActive).toBe(true);
  return { roleName, userName, password };
}

/** The same role and user made through the API, so the guard journey also runs on its own. */
async function roleAndUserByApi(): Promise<Created> {
  const roleName = uniqueName('Skoda');
  await api('/api/services/app/Role/Create', {
    token: await adminToken(),
    body: { name: roleName, displayName: roleName, grantedPermissions: granted },
  });
  const user = await createUser({ roleNames: [roleName] });
  return { roleName, userName: user.userName, password: user.password };
}

describe('roles and users, made by an administrator', () => {
  let made: Created | undefined;

  it('in Icelandic: signs in, creates a role with two permissions and a user who has it', async () => {
    const { context, page } = await newPage(browser(), 'is');
    try {
      await page.goto('/account/login');
      await shown(page.getByRole('heading', { level: 1, name: 'Innskráning' }));
      expect(await htmlLang(page)).toBe('is');
      await signIn(page, 'admin', e2eAdminPassword, 'is');
      await at(page, '/admin');
      await shown(adminMenu(page, 'is').getByRole('link', { name: 'Hlutverk', exact: true }));
      made = await createRoleAndUser(page, 'is');
      expect(await htmlLang(page)).toBe('is');
    } finally {
      await context.close();
    }
  });

  it('in English: switches the language on the login page, then does the same in English', async () => {
    const { context, page } = await newPage(browser(), 'is');
    try {
      await page.goto('/account/login');
      await page.getByRole('button', { name: 'English', exact: true }).click();
      await shown(page.getByRole('heading', { level: 1, name: 'Sign in' }));
      expect(await htmlLang(page)).toBe('en');
      await shown(page.getByRole('button', { name: 'Íslenska', exact: true }));
      await signIn(page, 'admin', e2eAdminPassword, 'en');
      await at(page, '/admin');
      await shown(page.getByRole('navigation', { name: 'Administration menu' }));
      await createRoleAndUser(page, 'en');
      await shown(page.getByRole('columnheader', { name: 'Last sign-in' }));
      expect(await htmlLang(page)).toBe('en');
    } finally {
      await context.close();
    }
  });

  it('the new user reaches the users screen, and roles and configuration are refused', async () => {
    const user = made ?? (await roleAndUserByApi());
    const { context, page } = await newPage(browser(), 'is');
    try {
      await signIn(page, user.userName, user.password, 'is');
      await at(page, '/admin');
      const menu = adminMenu(page, 'is');
      await shown(menu.getByRole('link', { name: 'Notendur', exact: true }));
      for (const hidden of ['Hlutverk', 'Stillingar', 'Leigjendur']) {
        expect(await menu.getByRole('link', { name: hidden, exact: true }).count(), `menu link ${hidden}`).toBe(0);
      }
      await menu.getByRole('link', { name: 'Notendur', exact: true }).click();
      await at(page, '/admin/users');
      await page.getByRole('searchbox', { name: 'Leita að notanda' }).fill(user.userName);
      await shown(page.getByRole('row').filter({ hasText: user.userName }));

      for (const refused of ['/admin/roles', '/admin/configuration']) {
        await page.goto(refused);
        await at(page, '/exception?type=401');
        await shown(page.getByRole('heading', { level: 1, name: t('is', 'home:exception.401.title') }));
        await shown(page.getByText(t('is', 'home:exception.401.text')));
      }
    } finally {
      await context.close();
    }
  });

  it('a user without permissions who opens the users screen is refused', async () => {
    const nobody = await createUser({ roleNames: [] });
    const { context, page } = await newPage(browser(), 'is');
    try {
      await signIn(page, nobody.userName, nobody.password, 'is');
      await at(page, '/');
      await page.goto('/admin/users');
      await at(page, '/exception?type=401');
      await shown(page.getByRole('heading', { level: 1, name: 'Aðgangur ekki heimill' }));
      expect(await page.getByRole('heading', { name: 'Notendur' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('an anonymous visitor is sent to sign in and comes back to the users screen', async () => {
    const { context, page } = await newPage(browser(), 'is');
    try {
      await page.goto('/admin/users');
      await at(page, '/account/login?returnUrl=%2Fadmin%2Fusers');
      await shown(page.getByRole('status').filter({ hasText: t('is', 'accounts:login.signInToContinue') }));
      await signIn(page, 'admin', e2eAdminPassword, 'is');
      await at(page, '/admin/users');
      await shown(page.getByRole('heading', { level: 1, name: 'Notendur' }));
    } finally {
      await context.close();
    }
  });
});

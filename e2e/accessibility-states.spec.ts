import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { adminToken, api, browserOfFile, expectAccessible, newPage, type SeededSession, shown } from './support/browser';
import { createPilot, examCategories, uniqueName } from './support/portal';
import { t, type Language } from './support/texts';

/**
 * The states a resting scan never sees, in both languages, with axe reporting nothing of any
 * impact: the remaining forms submitted empty, forms the server turned down, every list with
 * nothing in it, and the messages that say something went well.
 */

const browser = browserOfFile();
let admin: SeededSession;
let categoryPath: string;

beforeAll(async () => {
  admin = { accessToken: await adminToken() };
  const [category] = await examCategories(1);
  const examination = await api<{ id: number }>('/api/services/app/Examination/GetByCertificateType?CertificateType=1', {
    token: admin.accessToken,
  });
  categoryPath = `/admin/examination/${examination.id}/category/${category.id}`;
});

const languages: Language[] = ['is', 'en'];
const scan = (page: Page, label: string) => expectAccessible(page, label, { everyImpact: true });
/** A keyword nothing in the portal contains. */
const nothing = 'qqxxzz-nothing-matches';

async function openDialog(page: Page, path: string, opener: string, title: string): Promise<Locator> {
  await page.goto(path);
  await page.getByRole('button', { name: opener, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await shown(dialog);
  return dialog;
}

/** Submits the form inside `scope` empty and waits until a field says what it needs. */
async function submitEmpty(scope: Locator) {
  await scope.locator('button[type="submit"]').first().click();
  await shown(scope.locator('[aria-invalid="true"]').first());
}

async function searchFor(page: Page, path: string, searchLabel: string, emptyText: string) {
  await page.goto(path);
  await page.getByRole('searchbox', { name: searchLabel }).fill(nothing);
  await page.getByRole('searchbox', { name: searchLabel }).press('Enter');
  await shown(page.getByText(emptyText, { exact: true }));
}

describe('states beyond the first', () => {
  for (const language of languages) {
    const tr = (key: string, vars?: Record<string, string>) => t(language, key, vars);

    it(`the remaining forms submitted empty (${language})`, async () => {
      const anonymous = await newPage(browser(), language);
      const signedIn = await newPage(browser(), language, { session: admin });
      try {
        let page = anonymous.page;
        await page.goto('/account/login');
        await page.getByRole('button', { name: tr('accounts:login.forgotPassword') }).click();
        await submitEmpty(page.getByRole('dialog', { name: tr('accounts:forgot.title') }));
        await scan(page, `forgotten password submitted empty (${language})`);

        await page.goto('/account/login/new-password/1/abcdefghijklmnop');
        await shown(page.getByRole('heading', { level: 1, name: tr('accounts:newPassword.title') }));
        await submitEmpty(page.locator('main'));
        await scan(page, `new password submitted empty (${language})`);

        page = signedIn.page;
        const category = await openDialog(
          page,
          '/admin/examination/a1a3',
          tr('examinations:category.create'),
          tr('examinations:category.createTitle'),
        );
        await submitEmpty(category);
        await scan(page, `new category submitted empty (${language})`);

        const coursePage = await openDialog(page, '/admin/courses/A1A3', tr('courses:pages.create'), tr('courses:page.createTitle'));
        await submitEmpty(coursePage);
        await scan(page, `new course page submitted empty (${language})`);

        await page.goto(`${categoryPath}/new-question`);
        await shown(page.getByRole('heading', { level: 1 }));
        await submitEmpty(page.locator('main'));
        await scan(page, `new question submitted empty (${language})`);
      } finally {
        await anonymous.context.close();
        await signedIn.context.close();
      }
    });

    it(`forms the server turned down (${language})`, async () => {
      const anonymous = await newPage(browser(), language);
      const signedIn = await newPage(browser(), language, { session: admin });
      try {
        let page = anonymous.page;
        await page.goto('/account/login');
        await page.getByRole('textbox', { name: tr('accounts:login.userNameOrEmail') }).fill(uniqueName('nobody'));
        await page.getByRole('textbox', { name: tr('accounts:login.password'), exact: true }).fill('Not-the-password-1');
        await page.getByRole('button', { name: tr('accounts:login.submit'), exact: true }).click();
        // The refusal is told in a dialog of its own.
        await shown(page.getByRole('dialog'));
        await scan(page, `sign-in refused (${language})`);

        page = signedIn.page;
        // A tenancy name that is taken: only the server knows.
        const tenant = await openDialog(page, '/admin/tenants', tr('tenants:create'), tr('tenants:form.createTitle'));
        await tenant.getByRole('textbox', { name: tr('tenants:fields.tenancyName') }).fill('Default');
        await tenant.getByRole('textbox', { name: tr('tenants:fields.name'), exact: true }).fill('Default');
        await tenant.getByRole('textbox', { name: tr('tenants:fields.adminEmailAddress') }).fill(`${uniqueName('t')}@example.test`);
        await tenant.locator('button[type="submit"]').click();
        // The refusal lands on the field it is about (it once vanished without a word).
        await shown(tenant.getByText(tr('errors:duplicateTenancyName', { tenancyName: 'Default' })));
        await scan(page, `new tenant refused by the server (${language})`);
      } finally {
        await anonymous.context.close();
        await signedIn.context.close();
      }
    });

    it(`every list with nothing in it (${language})`, async () => {
      const { context, page } = await newPage(browser(), language, { session: admin });
      try {
        await searchFor(page, '/admin/users', tr('users:search'), tr('common:table.empty'));
        await scan(page, `users, none found (${language})`);
        await searchFor(page, '/admin/roles', tr('roles:search'), tr('common:table.empty'));
        await scan(page, `roles, none found (${language})`);
        await searchFor(page, '/admin/tenants', tr('tenants:search'), tr('common:table.empty'));
        await scan(page, `tenants, none found (${language})`);
        await searchFor(page, '/admin/outbox', tr('outbox:search'), tr('outbox:empty'));
        await scan(page, `outbox, none found (${language})`);
        await searchFor(page, categoryPath, tr('questions:question.search'), tr('questions:question.noneFound'));
        await scan(page, `questions, none found (${language})`);
        await searchFor(page, '/admin/courses/A1A3', tr('courses:pages.search'), tr('courses:pages.noHits'));
        await scan(page, `course pages, none found (${language})`);
        await searchFor(page, '/admin/exam/drone-exam-result', tr('exam-results:filters.keyword'), tr('exam-results:results.empty'));
        await scan(page, `results, none found (${language})`);
      } finally {
        await context.close();
      }
      // A new pilot's own lists: no certificate and no exam yet.
      const pilot = await createPilot(language);
      const own = await newPage(browser(), language, { session: pilot.session });
      try {
        await own.page.goto('/my-site/competency');
        await shown(own.page.getByText(tr('certificates-web:competency.noCertificates')));
        await shown(own.page.getByText(tr('certificates-web:competency.noResults')));
        await scan(own.page, `a new pilot's certificates and exams, none yet (${language})`);
      } finally {
        await own.context.close();
      }
    });

    it(`messages that say it went well (${language})`, async () => {
      const anonymous = await newPage(browser(), language);
      const signedIn = await newPage(browser(), language, { session: admin });
      try {
        let page = anonymous.page;
        await page.goto('/account/login');
        await page.getByRole('button', { name: tr('accounts:login.forgotPassword') }).click();
        const forgot = page.getByRole('dialog', { name: tr('accounts:forgot.title') });
        await forgot.getByRole('textbox', { name: tr('accounts:forgot.emailOrUsername') }).fill(`${uniqueName('nobody')}@example.test`);
        await forgot.locator('button[type="submit"]').click();
        await shown(forgot.getByText(tr('accounts:forgot.sentTitle')));
        await scan(page, `reset link sent (${language})`);

        page = signedIn.page;
        const role = await openDialog(page, '/admin/roles', tr('roles:create'), tr('roles:form.createTitle'));
        const name = uniqueName('role').replace(/[^\w.-]/g, '');
        await role.getByRole('textbox', { name: tr('roles:fields.name'), exact: true }).fill(name);
        await role.getByRole('textbox', { name: tr('roles:fields.displayName') }).fill(name);
        await role.locator('button[type="submit"]').click();
        await shown(page.locator('.mantine-Notification-root'));
        await scan(page, `role created, the notice shown (${language})`);
      } finally {
        await anonymous.context.close();
        await signedIn.context.close();
      }
    });
  }
});

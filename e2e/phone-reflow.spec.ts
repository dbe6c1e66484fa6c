import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl, browserOfFile, newPage, type SeededSession, shown } from './support/browser';
import { createOrganization, type TestOrganization } from './support/organizations';
import { testCards } from './support/payments';
import { createPilot, examCategories, issueCertificate, type TestUser } from './support/portal';
import { t, type Language } from './support/texts';

/**
 * Whole on a phone: every screen of the route table, in both languages, opened at 320 CSS pixels
 * (WCAG 1.4.10's width) as its people see it (the public, a pilot on My pages, an organisation's
 * contact person, an administrator), neither scrolls sideways nor cuts a status label short, shows
 * every cell of its lists on the screen (each row a card); and
 * the controls people use most are at least 44 px each way (GOV.UK's habit). The journey makes its
 * own pilot, payments, certificate and organisation, so the lists have rows and badges to measure.
 */

const browser = browserOfFile();
const phone = { width: 320, height: 640 };
let admin: SeededSession;
let pilot: TestUser & { session: SeededSession };
let organization: TestOrganization;
let categoryPath: string;

/** Pays (or fails to pay) the pilot's fee in the sandbox, as its page would have sent the card. */
async function payFee(session: SeededSession, card: string) {
  const order = await api<{ fields: Record<string, string> }>('/api/services/app/Payment/CreateCheckoutPage', {
    token: session.accessToken,
    body: { isOrg: false },
  });
  await fetch(`${baseUrl()}/sandbox-pay/charge`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...order.fields, CardNumber: card, ExpiryDate: '12/30', Cvc: '123' }),
    redirect: 'manual',
  });
}

beforeAll(async () => {
  admin = { accessToken: await adminToken() };
  pilot = await createPilot('is', { dateOfBirth: '1990-05-17' });
  // A declined attempt and a paid fee: "HAFNAÐ" and "GREITT" were the labels cut short.
  await payFee(pilot.session, testCards.declined);
  await payFee(pilot.session, testCards.pays);
  await issueCertificate(pilot.id, 1);
  organization = await createOrganization('is');
  // Something for the outbox to show.
  await api('/api/TokenAuth/ResetPassword', { body: { emailOrUsername: pilot.emailAddress } });
  const [category] = await examCategories(1);
  const examination = await api<{ id: number }>('/api/services/app/Examination/GetByCertificateType?CertificateType=1', {
    token: admin.accessToken,
  });
  categoryPath = `/admin/examination/${examination.id}/category/${category.id}`;
});

const publicScreens = [
  '/',
  '/faq',
  '/privacy',
  '/register',
  '/register-user',
  '/account/login',
  '/exception?type=401',
  '/verify-reset-password/not-a-real-reset-token',
  '/verify-qrcode/1/not-a-real-token',
];
const pilotScreens = [
  '/my-site/default',
  '/my-site/information',
  '/my-site/self-declaration',
  '/my-site/competency',
  '/my-site/operator-information',
  '/my-site/payment',
  '/my-site/my-data',
  '/my-site/course/1',
  '/examination-prepare/1',
  '/payment',
];
const organizationScreens = () =>
  ['organization', 'organization-information', 'contact-person', 'pilot-management', 'payment'].map(
    (page) => `/my-site/${page}/${organization.id}`,
  );
const adminScreens = () => [
  '/admin',
  '/admin/dashboard',
  '/admin/reference',
  '/admin/pilot',
  '/admin/examination/a1a3',
  '/admin/examination/a2',
  categoryPath,
  `${categoryPath}/new-question`,
  '/admin/exam/sessions',
  '/admin/exam/drone-exam-result',
  '/admin/exam/certificates',
  '/admin/exam/accommodations',
  '/admin/exam/general-settings',
  '/admin/organization',
  `/admin/organization/${encodeURIComponent(organization.name)}/${organization.id}`,
  '/admin/drone-operator',
  '/admin/organization-payments',
  '/admin/courses/A1A3',
  '/admin/courses/A2',
  '/admin/users',
  '/admin/roles',
  '/admin/tenants',
  '/admin/configuration',
  '/admin/backups',
  '/admin/job-queues',
  '/admin/outbox',
  '/admin/erasure-requests',
  '/admin/mailings',
  '/admin/mailings/new/all-users',
  '/admin/notices',
  '/admin/audit-log',
];

interface Reflow {
  /** How far the page is wider than the screen. */
  overflow: number;
  /** The outermost elements that reach past the screen's right edge, to say what to fix. */
  culprits: string[];
  /** Status labels whose text is cut short. */
  cutBadges: string[];
  /** Facts (a certificate's number, a date) that run past their own box into the next. */
  overrunFacts: string[];
  /**
   * Cells of the shared tables that a phone cannot see without scrolling sideways: there each row is
   * a card, so a status, a receipt or a row's buttons are never hidden in a scrolling box.
   */
  cellsOffScreen: string[];
}

/** Opens `path` and waits until its heading is shown and nothing on it is still loading. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await shown(page.locator('h1').first(), 20_000);
  await expect.poll(() => page.locator('main [role="status"] .mantine-Loader-root').count(), { timeout: 15_000 }).toBe(0);
  // Fonts and late layout (charts, images) settle.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

function measure(page: Page): Promise<Reflow> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 3).join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const scrolls = (element: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
    const culprits: string[] = [];
    const walk = (element: Element) => {
      for (const child of element.children) {
        const box = child.getBoundingClientRect();
        if (box.right > width && getComputedStyle(child).position !== 'fixed') {
          // The outermost one only: report it and leave its inside alone.
          culprits.push(`${describe(child)} right=${Math.round(box.right)}`);
          continue;
        }
        if (!scrolls(child)) walk(child);
      }
    };
    walk(document.body);
    const cutBadges = [...document.querySelectorAll('.mantine-Badge-root, .mantine-Badge-label')]
      .filter((badge) => badge.getBoundingClientRect().width > 0 && badge.scrollWidth > badge.clientWidth + 1)
      .map((badge) => `"${badge.textContent}" ${badge.clientWidth}/${badge.scrollWidth}`);
    const overrunFacts = [...document.querySelectorAll('dl dd')]
      .filter((fact) => fact.getBoundingClientRect().width > 0 && fact.scrollWidth > fact.clientWidth + 1)
      .map((fact) => `"${fact.textContent}" ${fact.clientWidth}/${fact.scrollWidth}`);
    const cellsOffScreen = [...document.querySelectorAll('table.data-table > tbody > tr > :is(th, td)')]
      .filter((cell) => cell.getBoundingClientRect().width > 0 && cell.getBoundingClientRect().right > width + 1)
      .map((cell) => `"${(cell.textContent ?? '').trim().slice(0, 30)}" right=${Math.round(cell.getBoundingClientRect().right)}`);
    return {
      overflow: document.documentElement.scrollWidth - width,
      culprits: culprits.slice(0, 5),
      cutBadges,
      overrunFacts,
      cellsOffScreen: cellsOffScreen.slice(0, 5),
    };
  });
}

/** Opens every path at 320 px and fails, naming them all, on the screens that reflow badly. */
async function checkScreens(language: Language, paths: string[], session?: SeededSession) {
  const { context, page } = await newPage(browser(), language, { session });
  try {
    await page.setViewportSize(phone);
    const problems: string[] = [];
    for (const path of paths) {
      try {
        await open(page, path);
      } catch (error) {
        problems.push(`${path}: did not open (${String(error).split('\n')[0]})`);
        continue;
      }
      const reflow = await measure(page);
      if (reflow.overflow > 0) problems.push(`${path}: ${reflow.overflow} px sideways, from ${reflow.culprits.join('; ')}`);
      if (reflow.cutBadges.length) problems.push(`${path}: labels cut short: ${reflow.cutBadges.join(', ')}`);
      if (reflow.overrunFacts.length) problems.push(`${path}: facts running over: ${reflow.overrunFacts.join(', ')}`);
      if (reflow.cellsOffScreen.length) problems.push(`${path}: table cells off-screen: ${reflow.cellsOffScreen.join(', ')}`);
    }
    expect(problems, `at 320 px (${language})`).toEqual([]);
  } finally {
    await context.close();
  }
}

describe('whole on a phone: no sideways scrolling at 320 px and no label cut short', () => {
  for (const language of ['is', 'en'] as const) {
    it(`public pages (${language})`, async () => {
      await checkScreens(language, publicScreens);
    });
    it(`My pages, as a pilot (${language})`, async () => {
      await checkScreens(language, pilotScreens, pilot.session);
    });
    it(`an organisation's pages, as its contact person (${language})`, async () => {
      await checkScreens(language, organizationScreens(), organization.mainContact.session);
    });
    // In two halves, each well inside a test's time on a loaded machine.
    it(`the administration, its exams and organisations (${language})`, async () => {
      await checkScreens(language, adminScreens().slice(0, 16), admin);
    });
    it(`the administration, its courses, people and settings (${language})`, async () => {
      await checkScreens(language, adminScreens().slice(16), admin);
    });
    it(`the administration's dashboard on a desktop too (${language})`, async () => {
      // It was 1,329 px wide on a 1,280 px screen.
      const { context, page } = await newPage(browser(), language, { session: admin });
      try {
        await open(page, '/admin/dashboard');
        expect((await measure(page)).overflow).toBeLessThanOrEqual(0);
      } finally {
        await context.close();
      }
    });
  }
});

/** The controls people use most, each with the side that must be at least 44 px. */
const controls = [
  { selector: '.mantine-Button-root, .mantine-ActionIcon-root, .mantine-Burger-root, .mantine-CloseButton-root', sides: 'both' },
  { selector: '.mantine-Pagination-control, [data-testid="language-switcher"]', sides: 'both' },
  { selector: '.mantine-NavLink-root', sides: 'height' },
  { selector: 'input.mantine-Input-input, .mantine-Input-input:has(input)', sides: 'height' },
  // A checkbox's or radio's label takes the tap for its box.
  { selector: '.mantine-Checkbox-label, .mantine-Radio-label', sides: 'height' },
  // A switch's body is the label that takes the tap, its words or its track alone.
  { selector: '.mantine-Switch-body', sides: 'both' },
] as const;

/** The shown controls smaller than 44 px, and how many were measured. */
function smallControls(page: Page): Promise<{ measured: number; small: string[] }> {
  return page.evaluate((kinds) => {
    let measured = 0;
    const small: string[] = [];
    for (const { selector, sides } of kinds) {
      for (const element of document.querySelectorAll(selector)) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || !element.checkVisibility({ visibilityProperty: true })) continue;
        measured++;
        // Half a pixel of rounding at most.
        if (box.height < 43.5 || (sides === 'both' && box.width < 43.5)) {
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
          small.push(
            `${
              element.className
                .toString()
                .split(' ')
                .find((c) => c.startsWith('mantine-')) ?? element.tagName
            } "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
          );
        }
      }
    }
    return { measured, small };
  }, controls);
}

describe('tap targets of at least 44 px on a phone', () => {
  for (const language of ['is', 'en'] as const) {
    it(`the sign-in, registration, My pages and administration screens (${language})`, async () => {
      const anonymous = await newPage(browser(), language);
      const own = await newPage(browser(), language, { session: pilot.session });
      const staff = await newPage(browser(), language, { session: admin });
      try {
        const problems: string[] = [];
        let measured = 0;
        const check = async (page: Page, path: string, before?: () => Promise<void>) => {
          await page.setViewportSize(phone);
          await open(page, path);
          await before?.();
          const result = await smallControls(page);
          measured += result.measured;
          if (result.small.length) problems.push(`${path}: ${result.small.join(', ')}`);
        };
        await check(anonymous.page, '/account/login');
        await check(anonymous.page, '/register');
        // My pages' menu button, and the menu's links once it is open.
        await check(own.page, '/my-site/default', async () => {
          const button = own.page.getByRole('button', { name: t(language, 'common:mySiteMenuButton') });
          await button.click();
          await shown(own.page.getByRole('navigation', { name: t(language, 'common:mySiteMenu') }));
        });
        await check(own.page, '/my-site/information');
        await check(own.page, '/my-site/payment');
        await check(staff.page, '/admin/users');
        // The audit log has pages of entries, so its pager shows.
        await check(staff.page, '/admin/audit-log');
        await check(staff.page, '/admin/configuration');
        // A switch in each row, without words of its own.
        await check(staff.page, '/admin/tenants');
        expect(problems, `controls under 44 px (${language})`).toEqual([]);
        expect(measured).toBeGreaterThan(40);
      } finally {
        await anonymous.context.close();
        await own.context.close();
        await staff.context.close();
      }
    });
  }
});

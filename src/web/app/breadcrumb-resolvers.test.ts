import { afterEach, describe, expect, it } from 'vitest';
import { forgetCategory, rememberCategory } from '../lib/known-categories';
import { buildBreadcrumbs } from '../lib/breadcrumbs';
import { i18n } from '../lib/i18n';
import { breadcrumbTitleResolvers } from './breadcrumb-resolvers';
import { appRoutes, parentOf, routeById } from '../lib/routes';

const translate = (key: string) => i18n.t(key);
const trail = (path: string) =>
  buildBreadcrumbs(path, appRoutes, { translate, resolvers: breadcrumbTitleResolvers }).map((c) => [c.url, c.title]);

describe('breadcrumbs of the question bank', () => {
  afterEach(() => {
    forgetCategory(41);
    forgetCategory(42);
  });

  it('falls back on the route title until the category is known, then names it in the reader’s language', async () => {
    await i18n.changeLanguage('is');
    const resolve = breadcrumbTitleResolvers.adminExaminationCategory;
    expect(resolve({ examinationId: '9', id: '41' })).toBeNull();
    rememberCategory({ id: 41, examinationId: 9, certificateType: 2, title: 'Veðurfræði', titleEnglish: 'Meteorology' });
    expect(resolve({ examinationId: '9', id: '41' })).toBe('Veðurfræði');
    await i18n.changeLanguage('en');
    expect(resolve({ examinationId: '9', id: '41' })).toBe('Meteorology');
  });

  it('puts a category under the bank of its examination’s type, not under a guess from the id', async () => {
    await i18n.changeLanguage('en');
    const category = routeById('adminExaminationCategory');
    // Unknown examinations keep the old rule of section 9: id 2 is A2.
    expect(parentOf(category, { examinationId: '2' })?.id).toBe('adminExaminationA2');
    expect(parentOf(category, { examinationId: '19' })?.id).toBe('adminExaminationA1A3');
    rememberCategory({ id: 42, examinationId: 19, certificateType: 2, title: 'Veðurfræði', titleEnglish: 'Meteorology' });
    expect(parentOf(category, { examinationId: '19' })?.id).toBe('adminExaminationA2');
    expect(trail('/admin/examination/19/category/42/question/5')).toEqual([
      ['/admin', 'Overview'],
      ['/admin/examination/a2', 'Question bank A2'],
      ['/admin/examination/19/category/42', 'Meteorology'],
      ['/admin/examination/19/category/42/question/5', 'Question'],
    ]);
  });
});

describe('breadcrumbs of an organisation', () => {
  it('names the organisation from its address, decoded', async () => {
    await i18n.changeLanguage('en');
    expect(trail('/admin/organization/Flug%20%26%20fj%C3%B6r%20ehf./7')).toEqual([
      ['/admin', 'Overview'],
      ['/admin/organization', 'Organisations'],
      ['/admin/organization/Flug%20%26%20fj%C3%B6r%20ehf./7', 'Flug & fjör ehf.'],
    ]);
    expect(breadcrumbTitleResolvers.adminOrganizationDetail({ orgName: ' ', orgId: '7' })).toBeNull();
  });
});

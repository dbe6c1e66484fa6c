import { describe, expect, it } from 'vitest';
import {
  applyRenames,
  buildBreadcrumbs,
  fillPattern,
  matchPattern,
  matchRoute,
  resolveTitle,
  upsertBreadcrumb,
  type BreadcrumbRoute,
} from './breadcrumbs';

const routes: BreadcrumbRoute[] = [
  { id: 'adminHome', path: '/admin', titleKey: 'routes:adminHome' },
  { id: 'adminExaminationA1A3', path: '/admin/examination/a1a3', titleKey: 'routes:adminExaminationA1A3', parent: 'adminHome' },
  { id: 'adminExaminationA2', path: '/admin/examination/a2', titleKey: 'routes:adminExaminationA2', parent: 'adminHome' },
  {
    id: 'adminExaminationCategory',
    path: '/admin/examination/:examinationId/category/:id',
    titleKey: 'routes:adminExaminationCategory',
    parent: (p) => (p.examinationId === '2' ? 'adminExaminationA2' : 'adminExaminationA1A3'),
  },
  {
    id: 'adminQuestion',
    path: '/admin/examination/:examinationId/category/:categoryId/question/:id',
    titleKey: 'routes:adminQuestion',
    parent: 'adminExaminationCategory',
    parentParams: (p) => ({ examinationId: p.examinationId, id: p.categoryId }),
  },
  { id: 'adminUsers', path: '/admin/users', titleKey: 'routes:adminUsers', parent: 'adminHome' },
  { id: 'payment', path: '/payment/:type?', titleKey: 'routes:payment' },
];
const translate = (key: string) => key.replace('routes:', 'T:');

describe('breadcrumb items', () => {
  it('adds a new URL at the end', () => {
    expect(upsertBreadcrumb([{ url: '/a', title: 'A' }], { url: '/b', title: 'B' })).toEqual([
      { url: '/a', title: 'A' },
      { url: '/b', title: 'B' },
    ]);
  });

  it('only renames an item whose URL is already there', () => {
    const items = [
      { url: '/a', title: 'A' },
      { url: '/b', title: 'B' },
    ];
    const next = upsertBreadcrumb(items, { url: '/a', title: 'Renamed' });
    expect(next).toEqual([
      { url: '/a', title: 'Renamed' },
      { url: '/b', title: 'B' },
    ]);
    expect(items[0].title).toBe('A');
  });

  it('applies renames kept per URL', () => {
    expect(
      applyRenames(
        [
          { url: '/a', title: 'A' },
          { url: '/b', title: 'B' },
        ],
        [{ url: '/b', title: 'Bee' }],
      ),
    ).toEqual([
      { url: '/a', title: 'A' },
      { url: '/b', title: 'Bee' },
    ]);
  });
});

describe('matching URLs against routes', () => {
  it('matches parameters and optional parameters', () => {
    expect(matchPattern('/admin/examination/:examinationId/category/:id', '/admin/examination/2/category/9')).toEqual({
      examinationId: '2',
      id: '9',
    });
    expect(matchPattern('/payment/:type?', '/payment')).toEqual({});
    expect(matchPattern('/payment/:type?', '/payment/3')).toEqual({ type: '3' });
    expect(matchPattern('/admin/users', '/admin/users/1')).toBeNull();
    expect(matchPattern('/admin/users', '/admin/users?x=1')).toEqual({});
  });

  it('prefers the most specific route', () => {
    expect(matchRoute('/admin/examination/a2', routes)?.route.id).toBe('adminExaminationA2');
    expect(matchRoute('/admin/examination/2/category/5', routes)?.route.id).toBe('adminExaminationCategory');
    expect(matchRoute('/nowhere', routes)).toBeNull();
  });

  it('fills a parent pattern from the current parameters', () => {
    expect(fillPattern('/admin/examination/:examinationId/category/:id', { examinationId: '1', id: '4' })).toBe(
      '/admin/examination/1/category/4',
    );
    expect(fillPattern('/payment/:type?', {})).toBe('/payment');
    expect(fillPattern('/x/:id', {})).toBeNull();
  });
});

describe('titles', () => {
  it('uses an injected resolver for routes with an id parameter (the category title)', () => {
    const route = routes[3];
    expect(resolveTitle(route, { id: '9' }, translate, { adminExaminationCategory: (p) => `Category ${p.id}` })).toBe('Category 9');
  });

  it('falls back on the route title while the resolver knows nothing', () => {
    expect(resolveTitle(routes[3], { id: '9' }, translate, { adminExaminationCategory: () => undefined })).toBe(
      'T:adminExaminationCategory',
    );
    expect(resolveTitle(routes[3], { id: '9' }, translate)).toBe('T:adminExaminationCategory');
  });
});

describe('buildBreadcrumbs', () => {
  it('walks up the parents, root first', () => {
    expect(buildBreadcrumbs('/admin/users', routes, { translate })).toEqual([
      { url: '/admin', title: 'T:adminHome' },
      { url: '/admin/users', title: 'T:adminUsers' },
    ]);
  });

  it('picks the parent from the parameters and resolves the category title', () => {
    const trail = buildBreadcrumbs('/admin/examination/2/category/7/question/11', routes, {
      translate,
      resolvers: { adminExaminationCategory: (p) => (p.id === '7' ? 'Air law' : null) },
    });
    // The question route's own :id is the question; the category crumb takes the categoryId.
    expect(trail).toEqual([
      { url: '/admin', title: 'T:adminHome' },
      { url: '/admin/examination/a2', title: 'T:adminExaminationA2' },
      { url: '/admin/examination/2/category/7', title: 'Air law' },
      { url: '/admin/examination/2/category/7/question/11', title: 'T:adminQuestion' },
    ]);
    const categoryTrail = buildBreadcrumbs('/admin/examination/2/category/7', routes, {
      translate,
      resolvers: { adminExaminationCategory: (p) => (p.id === '7' ? 'Air law' : null) },
    });
    expect(categoryTrail).toEqual([
      { url: '/admin', title: 'T:adminHome' },
      { url: '/admin/examination/a2', title: 'T:adminExaminationA2' },
      { url: '/admin/examination/2/category/7', title: 'Air law' },
    ]);
  });

  it('is empty for an unknown URL', () => {
    expect(buildBreadcrumbs('/nowhere', routes, { translate })).toEqual([]);
  });
});

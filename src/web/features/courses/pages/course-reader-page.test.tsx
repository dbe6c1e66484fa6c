// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseStatusDto, ShowPageDto } from '../../../../shared/contracts/courses';
import { Permission } from '../../../../shared/permissions';
import { fake, fetchMock, installFakeServer, renderApp } from '../../../test/harness';
import { i18n } from '../../../lib/i18n';

installFakeServer();

const api = (path: string) => `/api/services/app/${path}`;
const calls = (path: string) => fetchMock.mock.calls.filter(([u]) => new URL(String(u), 'http://localhost').pathname === api(path));
const paths = () => fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost').pathname.replace('/api/services/app/', ''));

const texts = [
  { is: 'Inngangur', en: 'Introduction', isBody: 'Velkomin á námskeiðið.', enBody: 'Welcome to the course.' },
  { is: 'Loftrými', en: 'Airspace', isBody: 'Hvar má fljúga.', enBody: 'Where you may fly.' },
  { is: 'Veður', en: 'Weather', isBody: 'Vindur og skyggni.', enBody: 'Wind and visibility.' },
];

/** A course of three pages whose read marks live here, as the server keeps them. */
function serveCourse({ read = [1], isActive = true }: { read?: number[]; isActive?: boolean } = {}) {
  const readRanks = new Set(read);
  const summary = (rank: number) => ({
    id: 10 + rank,
    courseType: 1,
    rank,
    nameIcelandic: texts[rank - 1].is,
    nameEnglish: texts[rank - 1].en,
    isRead: readRanks.has(rank),
    lastModificationTime: null,
  });
  const status = (): CourseStatusDto => ({
    courseType: 1,
    courseName: 'Drone basics',
    courseNameEnglish: null,
    isActive,
    totalPages: 3,
    readPages: readRanks.size,
    isCompleted: readRanks.size === 3,
    resumeRank: [1, 2, 3].find((r) => !readRanks.has(r)) ?? 3,
  });
  fake.overrides[api('Pilot/GetCourseStatus')] = () => ({ items: [status()] });
  fake.overrides[api('Page/GetAllMinified')] = () => ({ items: [1, 2, 3].map(summary) });
  fake.overrides[api('UserCourse/Create')] = () => ({
    id: 1,
    courseType: 1,
    startTime: '',
    completionTime: null,
    lastPageRank: 0,
    readPages: 0,
    totalPages: 3,
  });
  fake.overrides[api('Page/GetShowPage')] = (url): ShowPageDto => {
    const rank = Number(url.searchParams.get('rank'));
    readRanks.add(rank);
    const text = texts[rank - 1];
    return {
      ...summary(rank),
      contentIcelandic: `<p>${text.isBody}</p>`,
      contentEnglish: `<p>${text.enBody}</p>`,
      creationTime: '',
      totalPages: 3,
      readPages: readRanks.size,
      previousRank: rank > 1 ? rank - 1 : null,
      nextRank: rank < 3 ? rank + 1 : null,
    };
  };
}

function signInAsPilot() {
  fake.signedIn = true;
  fake.granted = { [Permission.Pilot]: 'true' };
  localStorage.setItem('auth.accessToken', 'token');
}

const article = () => screen.getByRole('article');

describe('course reader', () => {
  it('resumes where the pilot left off, in English, and keeps the rank in the address', async () => {
    signInAsPilot();
    serveCourse();
    const router = renderApp('/my-site/course/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Drone basics' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Airspace' })).toBeTruthy();
    const content = screen.getByTestId('course-page-content');
    expect(content.textContent).toBe('Where you may fly.');
    expect(content.getAttribute('lang')).toBe('en');
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(calls('Page/GetShowPage')[0][0]).toContain('rank=2');
    expect(calls('Page/GetShowPage')[0][0]).toContain('courseType=1');
    expect(screen.getByTestId('course-position').textContent).toBe('Page 2 of 3');
    expect(await screen.findByText('2 of 3 pages read')).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: '2. Airspace' }).getAttribute('aria-current')).toBe('page');
    expect(within(contents).getAllByText('Read').length).toBe(2);
    // Not the first opening: no new enrolment.
    expect(calls('UserCourse/Create').length).toBe(0);
  });

  it('shows the page in Icelandic when Icelandic is chosen', async () => {
    signInAsPilot();
    serveCourse();
    await i18n.changeLanguage('is');
    renderApp('/my-site/course/A1A3?page=1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Inngangur' })).toBeTruthy();
    const content = screen.getByTestId('course-page-content');
    expect(content.textContent).toBe('Velkomin á námskeiðið.');
    expect(content.getAttribute('lang')).toBe('is');
    expect(screen.getByTestId('course-position').textContent).toBe('Síða 1 af 3');
  });

  it('turns pages with next and previous, moving focus to the heading', async () => {
    signInAsPilot();
    serveCourse();
    const router = renderApp('/my-site/course/1?page=1');
    await screen.findByRole('heading', { level: 2, name: 'Introduction' });
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    fireEvent.click(within(article()).getByRole('link', { name: 'Next page' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Airspace' });
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId('course-position').textContent).toBe('Page 2 of 3');
    fireEvent.click(within(article()).getByRole('link', { name: 'Previous page' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Introduction' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=1');
  });

  it('shows the finished state with the way to the exam once every page is read', async () => {
    signInAsPilot();
    serveCourse({ read: [1, 2] });
    renderApp('/my-site/course/1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Weather' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'You have finished the course material' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'On to the exam' }).getAttribute('href')).toBe('/examination-prepare/1');
    expect(screen.getByText('3 of 3 pages read')).toBeTruthy();
    expect(within(article()).queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('enrols the pilot on the first opening before showing the first page', async () => {
    signInAsPilot();
    serveCourse({ read: [] });
    renderApp('/my-site/course/1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Introduction' })).toBeTruthy();
    expect(calls('UserCourse/Create').length).toBe(1);
    expect(JSON.parse(String(calls('UserCourse/Create')[0][1]?.body))).toEqual({ courseType: 1 });
    const order = paths();
    expect(order.indexOf('UserCourse/Create')).toBeLessThan(order.indexOf('Page/GetShowPage'));
    expect(screen.queryByRole('heading', { name: 'You have finished the course material' })).toBeNull();
  });

  it('says that an inactive course need not be finished', async () => {
    signInAsPilot();
    serveCourse({ isActive: false });
    renderApp('/my-site/course/1');
    expect(await screen.findByText(/The course is not active at the moment/)).toBeTruthy();
  });
});

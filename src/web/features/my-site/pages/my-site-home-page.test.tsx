// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Permission } from '../../../../shared/permissions';
import { fake, installFakeServer, renderApp } from '../../../test/harness';

installFakeServer();

const status = (courseType: number, courseName: string, readPages: number, extra: object = {}) => ({
  courseType,
  courseName,
  courseNameEnglish: '',
  isActive: true,
  totalPages: 4,
  readPages,
  isCompleted: readPages === 4,
  resumeRank: readPages === 4 ? 4 : readPages + 1,
  ...extra,
});

describe('pilot home', () => {
  it('shows each active course with its progress and the way back into it', async () => {
    fake.signedIn = true;
    fake.granted = { [Permission.Pilot]: 'true' };
    localStorage.setItem('auth.accessToken', 'token');
    fake.overrides['/api/services/app/Pilot/GetCourseStatus'] = () => ({
      items: [
        status(1, 'Námskeið A1/A3', 2, { courseNameEnglish: 'A1/A3 course' }),
        status(2, 'A2 course', 4),
        status(3, 'Hidden', 0, { isActive: false }),
      ],
    });
    renderApp('/my-site/default');
    const section = await screen.findByRole('region', { name: 'Course material' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards.length).toBe(2);
    // The English name in English, the Icelandic where there is no English.
    expect(within(cards[0]).getByRole('heading', { name: 'A1/A3 course' })).toBeTruthy();
    expect(within(cards[1]).getByRole('heading', { name: 'A2 course' })).toBeTruthy();
    expect(within(cards[0]).getByText('2 of 4 pages read')).toBeTruthy();
    expect(within(cards[0]).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/my-site/course/1');
    expect(within(cards[1]).getByText('Completed')).toBeTruthy();
    expect(within(cards[1]).getByRole('link', { name: 'Read again' }).getAttribute('href')).toBe('/my-site/course/2');
  });
});

// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Permission } from '../../../../shared/permissions';
import { bodyOf, callsTo, queryOf } from '../../../test/calls';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { ownOrganizationLists } from '../../../test/own-organizations';

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

  it('leads to each of the person’s organisations, in the menu too', async () => {
    fake.signedIn = true;
    fake.granted = { [Permission.Pilot]: 'true' };
    localStorage.setItem('auth.accessToken', 'token');
    localStorage.setItem('auth.userTypeId', '3');
    fake.overrides['/api/services/app/Organization/GetListOrganizationByCurrentUser'] = () =>
      ownOrganizationLists(
        { organizationId: 5, organizationName: 'Norðurljósamyndir hf.', places: ['main'] },
        { organizationId: 6, organizationName: 'Flug & fjör ehf.', places: ['waitingPilot'] },
      );
    renderApp('/my-site/default');
    const section = await screen.findByRole('region', { name: 'Your organisations' });
    const [north, flug] = within(section).getAllByRole('listitem');
    expect(within(north).getByRole('heading', { name: 'Norðurljósamyndir hf.' })).toBeTruthy();
    expect(within(north).getByText('Main contact person')).toBeTruthy();
    expect(
      within(north)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/my-site/organization-information/5', '/my-site/contact-person/5', '/my-site/pilot-management/5']);
    expect(within(flug).getByText('Pilot: your request waits for the organisation’s answer')).toBeTruthy();
    const answer = within(flug).getByRole('link', { name: 'Organisation' });
    expect(answer.getAttribute('href')).toBe('/my-site/organization/6');
    // Named by the organisation it belongs to, as the same titles repeat from card to card.
    expect(answer.getAttribute('aria-describedby')).toBe('my-site-organization-6');

    const menu = screen.getByRole('navigation', { name: 'My pages' });
    expect(
      within(menu)
        .getByRole('link', { name: /Organisation pilots.*Norðurljósamyndir hf\./ })
        .getAttribute('href'),
    ).toBe('/my-site/pilot-management/5');
    expect(
      within(menu)
        .getByRole('link', { name: /Organisation.*Flug & fjör ehf\./ })
        .getAttribute('href'),
    ).toBe('/my-site/organization/6');
  });

  it('asks a pilot whose fee is unpaid to pay it, and leads to the payment', async () => {
    fake.signedIn = true;
    fake.granted = { [Permission.Pilot]: 'true' };
    localStorage.setItem('auth.accessToken', 'token');
    fake.overrides['/api/services/app/Session/GetCurrentLoginInformations'] = () => ({
      application: { version: '1', releaseDate: '', features: {} },
      user: {
        id: 1,
        name: 'Anna',
        surname: 'Jónsdóttir',
        userName: 'anna',
        emailAddress: 'anna@example.is',
        userTypeId: 3,
        statusId: 2,
        language: 'en',
      },
      tenant: null,
      userRole: [],
    });
    renderApp('/my-site/default');
    const prompt = await screen.findByText('The registration fee is due. You can pay it by card now.');
    expect(prompt.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay the fee' }).getAttribute('href')).toBe('/my-site/payment');
  });

  it('lets a pilot find an organisation and ask to join it (decision 0028)', async () => {
    fake.signedIn = true;
    fake.granted = { [Permission.Pilot]: 'true' };
    localStorage.setItem('auth.accessToken', 'token');
    localStorage.setItem('auth.userTypeId', '3');
    fake.overrides['/api/services/app/Organization/FindToJoin'] = () => ({
      items: [{ id: 6, name: 'Flugskólinn Þytur', organizationNumber: '520304-2290' }],
    });
    fake.overrides['/api/services/app/UserOrganization/Create'] = () => ({
      id: 70,
      userId: 1,
      organizationId: 6,
      organizationName: 'Flugskólinn Þytur',
      fullName: 'Me',
      emailAddress: 'me@example.is',
      recruitmentStatusId: 1,
      creationTime: '2026-03-01T10:00:00Z',
    });
    renderApp('/my-site/default');
    const section = await screen.findByRole('region', { name: 'Join an organisation' });
    fireEvent.change(within(section).getByLabelText('Organisation name or number'), { target: { value: 'Flug' } });
    const ask = await within(section).findByRole('button', { name: 'Ask to join' }, { timeout: 2000 });
    expect(queryOf('Organization/FindToJoin').get('keyword')).toBe('Flug');
    fireEvent.click(ask);
    await waitFor(() => expect(callsTo('UserOrganization/Create')).toHaveLength(1));
    expect(bodyOf('UserOrganization/Create')).toEqual({ organizationId: 6, organizationRoleId: 1 });
    expect(await screen.findByText('Your request has been sent to Flugskólinn Þytur. You will be told when it answers.')).toBeTruthy();
  });

  it('lets the person accept an organisation’s request to speak for it, and only then (decision 0022)', async () => {
    fake.signedIn = true;
    fake.granted = { [Permission.Pilot]: 'true' };
    localStorage.setItem('auth.accessToken', 'token');
    let answered = false;
    fake.overrides['/api/services/app/UserOrganization/GetInvitationsOfCurrentUser'] = () => ({
      items: answered
        ? []
        : [
            {
              id: 41,
              organizationId: 6,
              organizationName: 'Flug & fjör ehf.',
              organizationRoleId: 2,
              invitedAs: 'me',
              askedByUser: false,
              creationTime: '2026-03-01T10:00:00Z',
            },
          ],
    });
    fake.overrides['/api/services/app/UserOrganization/AcceptInvitation'] = () => {
      answered = true;
      return { id: 90, organizationId: 6, organizationName: 'Flug & fjör ehf.', organizationRoleId: 2, recruitmentStatusId: 2 };
    };
    renderApp('/my-site/default');
    const section = await screen.findByRole('region', { name: 'Requests from organisations' });
    expect(within(section).getByText(/Flug & fjör ehf. asks you to be its contact person/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(callsTo('UserOrganization/AcceptInvitation')).toHaveLength(1));
    expect(bodyOf('UserOrganization/AcceptInvitation')).toEqual({ id: 41 });
    expect(await screen.findByText('You now speak for Flug & fjör ehf. as its contact person.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Requests from organisations' })).toBeNull());
  });
});

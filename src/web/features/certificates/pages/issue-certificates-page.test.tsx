// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserCertificateDto } from '../../../../shared/contracts/certificates';
import { todayIso } from '../../../../shared/dates';
import { Permission } from '../../../../shared/permissions';
import { i18n } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { bodyOf, callsTo, errorResponse, queryOf, signInWith } from '../../../test/calls';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { yearsAfter } from '../components/issue-to-person';

installFakeServer();

const page = '/admin/exam/certificates';
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const today = todayIso();

const issued: UserCertificateDto = {
  id: 901,
  certificateId: 2,
  certificate: { id: 2, name: 'A2', nameEnglish: 'A2' },
  userId: 44,
  user: { fullName: 'Anna Fjarflugmaður', dateOfBirth: '1990-01-01' },
  isPassed: true,
  certificateNumber: 'ISL-A2-000123',
  examDate: null,
  passedDate: today,
  expiredDate: yearsAfter(today, 5),
  state: 'valid',
  revokedTime: null,
  verifyUrl: 'https://example.is/verify',
};

function serve() {
  signInWith(Permission.ExamResults, Permission.Pilots);
  fake.overrides['/api/services/app/Certificate/GetFilterData'] = () => ({
    certificates: [
      { id: 1, name: 'A1/A3', nameEnglish: 'A1/A3', validityYears: 5 },
      { id: 2, name: 'A2', nameEnglish: 'A2', validityYears: 5 },
    ],
    statuses: [],
    years: [],
  });
  fake.overrides['/api/services/app/Pilot/GetAll'] = () => ({
    items: [{ id: 3, userId: 44, userName: 'anna', fullName: 'Anna Fjarflugmaður', email: 'anna@example.is' }],
    totalCount: 1,
  });
  fake.overrides['/api/services/app/Certificate/GetAvailableUsersForCertificateType'] = (url) => ({
    items:
      url.searchParams.get('certificateType') === '1'
        ? [
            { userId: 51, userName: 'bjarni', fullName: 'Bjarni Prófari', passedDate: '2026-01-10', userExaminationId: 501 },
            { userId: 52, userName: 'gudrun', fullName: 'Guðrún Próf', passedDate: '2026-01-12', userExaminationId: 502 },
          ]
        : [],
  });
}

async function choosePerson() {
  fireEvent.change(await screen.findByLabelText(/^Find a person/), { target: { value: 'Anna' } });
  fireEvent.click(await screen.findByRole('radio', { name: /Anna Fjarflugmaður/ }));
}

describe('a certificate by hand to one person', () => {
  it('asks for a person, shows what will be issued, and then its number with a link to it', async () => {
    serve();
    fake.overrides['/api/services/app/Certificate/CreateCertificate'] = () => issued;
    renderApp(page);
    const section = await screen.findByRole('region', { name: 'A certificate to one person' });
    fireEvent.click(within(section).getByRole('button', { name: 'Review before issuing' }));
    const summary = await within(section).findByRole('alert');
    expect(within(summary).getByText('Choose a person.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));

    await choosePerson();
    expect(queryOf('Pilot/GetAll').get('keyword')).toBe('Anna');
    fireEvent.click(within(section).getByRole('button', { name: 'Review before issuing' }));
    const heading = await within(section).findByRole('heading', { name: 'This certificate will be issued' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(section).getByText('Anna Fjarflugmaður')).toBeTruthy();
    expect(within(section).getByText(dmy(today))).toBeTruthy();
    expect(within(section).getByText(dmy(yearsAfter(today, 5)))).toBeTruthy();
    await expectNoAxeViolations();

    fireEvent.click(within(section).getByRole('button', { name: 'Issue the certificate' }));
    const link = await within(section).findByRole('link', { name: 'ISL-A2-000123' });
    expect(link.getAttribute('href')).toBe('/admin/exam/drone-exam-result/2/44');
    expect(bodyOf('Certificate/CreateCertificate')).toEqual({ userId: 44, certificateType: 1 });
  });

  it('says why the server refused, and keeps what was chosen', async () => {
    serve();
    fake.overrides['/api/services/app/Certificate/CreateCertificate'] = () =>
      errorResponse(400, { code: 0, message: 'The user already holds a valid certificate of this type (ISL-A1A3-000007).' });
    renderApp(page);
    const section = await screen.findByRole('region', { name: 'A certificate to one person' });
    await choosePerson();
    fireEvent.click(within(section).getByRole('button', { name: 'Review before issuing' }));
    fireEvent.click(await within(section).findByRole('button', { name: 'Issue the certificate' }));
    const problem = await within(section).findByRole('alert');
    expect(within(problem).getByText('The certificate was not issued')).toBeTruthy();
    expect(within(problem).getByText(/ISL-A1A3-000007/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Back' }));
    expect(within(section).getByRole('radio', { name: /Anna Fjarflugmaður/ })).toHaveProperty('checked', true);
  });
});

describe('certificates to everyone who qualifies', () => {
  it('lists whom it reaches with their count, asks to confirm, and says how many were issued', async () => {
    serve();
    fake.overrides['/api/services/app/Certificate/CreateNewCertificates'] = () => ({ count: 2, created: 2 });
    renderApp(page);
    const section = await screen.findByRole('region', { name: 'Certificates to everyone who qualifies' });
    expect(await within(section).findByText(/^2 people qualify for A1\/A3/)).toBeTruthy();
    const table = within(section).getByRole('table');
    expect(within(table).getByText('Bjarni Prófari')).toBeTruthy();
    expect(within(table).getByText('Guðrún Próf')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Issue 2 certificates…' }));
    expect(callsTo('Certificate/CreateNewCertificates')).toHaveLength(0);
    fireEvent.click(await within(section).findByRole('button', { name: 'Yes, issue 2 certificates' }));
    expect(await within(section).findByText(/^2 certificates of the type A1\/A3.* were issued\./)).toBeTruthy();
    expect(Object.fromEntries(queryOf('Certificate/CreateNewCertificates'))).toEqual({ certificateType: '1', willBeAdded: 'true' });
  });

  it('says in Icelandic when nobody qualifies, and offers nothing to issue', async () => {
    serve();
    await act(() => i18n.changeLanguage('is'));
    try {
      renderApp(page);
      const section = await screen.findByRole('region', { name: 'Skírteini til allra sem uppfylla skilyrði' });
      fireEvent.click(section.querySelector('#issue-all-certificateType')!);
      // The second section's list of types is the later one.
      fireEvent.click((await screen.findAllByRole('option', { name: /^A2/, hidden: true })).at(-1)!);
      expect(await within(section).findByText(/^0 einstaklingar uppfylla skilyrði/)).toBeTruthy();
      expect(within(section).getByRole('button', { name: 'Gefa út 0 skírteini…' })).toHaveProperty('disabled', true);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

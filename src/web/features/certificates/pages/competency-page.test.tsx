// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExaminationResultDto } from '../../../../shared/contracts/exams';
import { api, callsTo } from '../../../test/calls';
import { fake, fetchMock, installFakeServer, renderApp } from '../../../test/harness';
import { signInAsPilot, userCertificate } from '../competency.test-support';

installFakeServer();

const certificate = userCertificate();

const result: ExaminationResultDto = {
  userExaminationId: 71,
  certificateType: 1,
  isPassed: false,
  status: 2,
  startTime: '2026-03-20T10:00:00Z',
  submitTime: '2026-03-20T11:00:00Z',
  questionCount: 40,
  correctCount: 27,
  score: 67.5,
  percentNeedToPass: 75,
  alreadyCertified: false,
  userCertificateId: null,
  extraTimePercent: 0,
  categories: [
    { categoryId: 31, title: 'Flugöryggi', titleEnglish: 'Air safety', questionCount: 20, correctCount: 18 },
    { categoryId: 32, title: 'Loftrými', titleEnglish: 'Airspace', questionCount: 20, correctCount: 9 },
  ],
};

describe('the pilot’s competency page', () => {
  let saved: { href: string; download: string }[];
  beforeEach(() => {
    saved = [];
    // The PDF is fetched with the bearer header, past the JSON client.
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:certificate');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the certificates with their PDF and verification page, and the exam history by subject', async () => {
    signInAsPilot();
    fake.overrides[api('Pilot/GetPilotCompetency')] = () => ({ certificates: [certificate], results: [result] });
    fake.overrides[api('Certificate/CreateUserCertificatePdf')] = () =>
      new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    renderApp('/my-site/competency');

    const card = await screen.findByRole('article', { name: 'A1/A3 – proof of completion of online theoretical training' });
    expect(within(card).getByText('Valid')).toBeTruthy();
    expect(within(card).getByText('ISL-A1A3-000123')).toBeTruthy();
    expect(within(card).getByText('02/04/2026')).toBeTruthy();
    expect(within(card).getByText('02/04/2031')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open the verification page' }).getAttribute('href')).toBe(
      'http://localhost/verify-qrcode/1/abc',
    );

    fireEvent.click(within(card).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved.length).toBe(1));
    expect(saved[0]).toEqual({ href: 'blob:certificate', download: 'certificate.pdf' });
    const [url, init] = callsTo('Certificate/CreateUserCertificatePdf')[0];
    expect(new URL(String(url), 'http://localhost').searchParams.get('id')).toBe('501');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token');

    const history = screen.getByRole('region', { name: 'Exam history' });
    fireEvent.click(within(history).getByRole('button', { name: /20\/03\/2026 11:00/ }));
    const subjects = await within(history).findByRole('table', {
      name: 'A1/A3 – proof of completion of online theoretical training, 20/03/2026 11:00: right answers by subject',
    });
    expect(within(within(subjects).getByRole('rowheader', { name: 'Airspace' }).closest('tr')!).getByText('9 of 20')).toBeTruthy();
    expect(within(history).getByText('67.5%')).toBeTruthy();
    expect(within(history).getByText('Failed')).toBeTruthy();
  });

  it('points a pilot with nothing yet to the courses and the A1/A3 exam', async () => {
    signInAsPilot();
    fake.overrides[api('Pilot/GetPilotCompetency')] = () => ({ certificates: [], results: [] });
    renderApp('/my-site/competency');
    expect(
      await screen.findByText('You have no certificate yet. Read the course material and pass the theory exam to receive one.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'A1/A3 course material' }).getAttribute('href')).toBe('/my-site/course/1');
    expect(screen.getByRole('link', { name: 'A2 course material' }).getAttribute('href')).toBe('/my-site/course/2');
    expect(screen.getAllByRole('link', { name: 'Prepare for the A1/A3 exam' })[0].getAttribute('href')).toBe('/examination-prepare/A1A3');
    expect(screen.getByText('You have not taken a theory exam yet.')).toBeTruthy();
  });

  it('says when the PDF cannot be downloaded', async () => {
    signInAsPilot();
    fake.overrides[api('Pilot/GetPilotCompetency')] = () => ({ certificates: [certificate], results: [] });
    fake.overrides[api('Certificate/CreateUserCertificatePdf')] = () =>
      new Response(
        JSON.stringify({
          result: null,
          success: false,
          error: { code: 0, message: 'The certificate could not be found.', details: null, validationErrors: null },
          unAuthorizedRequest: false,
          __abp: true,
        }),
        {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    renderApp('/my-site/competency');
    const card = await screen.findByRole('article', { name: /^A1\/A3/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The PDF could not be downloaded')).toBeTruthy();
    expect(screen.getByText('The certificate could not be found.')).toBeTruthy();
    expect(saved.length).toBe(0);
  });
});

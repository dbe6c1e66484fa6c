// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Permission } from '../../../../shared/permissions';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import {
  api,
  attemptDetail,
  bodyOf,
  callsTo,
  errorResponse,
  failedAttempt,
  passedAttempt,
  queryOf,
  signInWith,
} from '../exam-results.test-support';

installFakeServer();

const candidateCertificate = {
  id: 501,
  certificateId: 1,
  certificateNumber: 'IS-A1A3-2026-00123',
  passedDate: '2026-04-02',
  expiredDate: '2031-04-02',
  state: 'valid',
  verifyUrl: 'http://localhost/verify-qrcode/21/tok-en',
};

function serveUser() {
  signInWith(Permission.ExamResults);
  fake.overrides[api('Examination/GetListExaminationResultByUser')] = () => ({ items: [failedAttempt, passedAttempt] });
  fake.overrides[api('Examination/GetExaminationDetail')] = () => attemptDetail;
  fake.overrides[api('Certificate/GetCertificateOfUser')] = () => candidateCertificate;
}

describe('one candidate’s results', () => {
  it('shows the attempts with their subjects, the answers marked in words and the certificate', async () => {
    serveUser();
    renderApp('/admin/exam/drone-exam-result/1/21');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jón Jónsson: A1/A3 exam' })).toBeTruthy();
    expect(queryOf('Examination/GetListExaminationResultByUser').get('certificateId')).toBe('1');
    expect(queryOf('Examination/GetListExaminationResultByUser').get('userId')).toBe('21');
    expect(screen.getByRole('heading', { level: 2, name: '2 attempts at the A1/A3 exam' })).toBeTruthy();

    // The newest attempt first and open, with its subjects.
    const subjects = await screen.findByRole('table', { name: 'Results by subject, attempt of 02/04/2026 10:40' });
    const airspace = within(subjects).getByRole('rowheader', { name: 'Airspace' }).closest('tr')!;
    expect(within(airspace).getByText('15 of 20')).toBeTruthy();
    expect(within(airspace).getByText('75%')).toBeTruthy();
    expect(screen.getByText('33 of 40 questions right; 75% was needed to pass.')).toBeTruthy();

    // Its answers: the verdict and each option's marks are words, not colour alone.
    const answers = await screen.findByRole('region', { name: 'Answers of the attempt of 02/04/2026 10:40' });
    expect(queryOf('Examination/GetExaminationDetail').get('userExamId')).toBe('71');
    const first = within(answers).getByRole('listitem', { name: /Question 1/ });
    expect(within(first).getByText('What is the maximum height?')).toBeTruthy();
    expect(within(first).getByText('Right')).toBeTruthy();
    // The subject in English, and in Icelandic where it has no English title yet.
    expect(within(first).getByText('Flight safety')).toBeTruthy();
    const second = within(answers).getByRole('listitem', { name: /Question 2/ });
    expect(within(second).getByText('Loftrými')).toBeTruthy();
    expect(within(second).getByText('Wrong')).toBeTruthy();
    const crowds = within(second).getByText('Over crowds').closest('li')!;
    expect(within(crowds).getByText('Chosen by the candidate')).toBeTruthy();
    expect(within(crowds).queryByText('Correct answer')).toBeNull();
    const away = within(second).getByText('Away from people').closest('li')!;
    expect(within(away).getByText('Correct answer')).toBeTruthy();
    expect(within(answers).getByText('1 of 2 questions answered right.')).toBeTruthy();

    // The certificate as its QR code shows it, with its PDF.
    const certificate = await screen.findByRole('region', { name: 'A1/A3 certificate' });
    expect(await within(certificate).findByText('IS-A1A3-2026-00123')).toBeTruthy();
    expect(within(certificate).getByText('Valid')).toBeTruthy();
    expect(within(certificate).getByText('02/04/2031')).toBeTruthy();
    expect(queryOf('Certificate/GetCertificateOfUser').get('userId')).toBe('21');
    expect(queryOf('Certificate/GetCertificateOfUser').get('type')).toBe('1');
    expect(within(certificate).getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/api/services/app/Certificate/CreateUserCertificatePdf?id=501',
    );
  });

  it('changes a failed attempt to passed after explaining the certificate rule', async () => {
    serveUser();
    fake.overrides[api('Examination/ChangeResultExamination')] = () => ({
      ...failedAttempt,
      isPassed: true,
      status: 3,
      userCertificateId: 501,
    });
    renderApp('/admin/exam/drone-exam-result/1/21');
    await screen.findByRole('heading', { level: 1, name: 'Jón Jónsson: A1/A3 exam' });
    // Open the older, failed attempt.
    fireEvent.click(screen.getByRole('button', { name: /20\/03\/2026 11:00/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as passed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the attempt as passed' });
    expect(within(dialog).getByText('The attempt of Jón Jónsson will count as passed and its status becomes Finished.')).toBeTruthy();
    expect(within(dialog).getByText(/If Jón Jónsson holds no valid A1\/A3 certificate .* a new certificate is issued now/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as passed' }));
    await waitFor(() => expect(callsTo('Examination/ChangeResultExamination').length).toBe(1));
    expect(bodyOf('Examination/ChangeResultExamination')).toEqual({ userExaminationId: 70, isPassed: true });
    expect(await screen.findByText('The attempt now counts as passed.')).toBeTruthy();
  });

  it('revokes the certificate with a reason, and asks for one first', async () => {
    serveUser();
    fake.overrides[api('Certificate/RevokeCertificate')] = () => null;
    renderApp('/admin/exam/drone-exam-result/1/21');
    const certificate = await screen.findByRole('region', { name: 'A1/A3 certificate' });
    fireEvent.click(await within(certificate).findByRole('button', { name: 'Revoke certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the certificate' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('Give the reason for revoking.')).toBeTruthy();
    expect(callsTo('Certificate/RevokeCertificate').length).toBe(0);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: ' Falsað skilríki ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(callsTo('Certificate/RevokeCertificate').length).toBe(1));
    expect(bodyOf('Certificate/RevokeCertificate')).toEqual({ id: 501, reason: 'Falsað skilríki' });
  });

  it('says when the user’s attempts cannot be read', async () => {
    signInWith(Permission.ExamResults);
    fake.overrides[api('Examination/GetListExaminationResultByUser')] = () => errorResponse(404, { message: 'There is no such user.' });
    fake.overrides[api('Certificate/GetCertificateOfUser')] = () => errorResponse(404, { message: 'Not found' });
    renderApp('/admin/exam/drone-exam-result/1/999');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The data could not be loaded')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'A1/A3 certificate' })).toBeNull();
  });
});

// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Permission } from '../../../../shared/permissions';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { api, bodyOf, callsTo, errorResponse, examSettings, signInWith } from '../exam-sessions.test-support';

installFakeServer();

const filterData = {
  certificates: [
    { id: 1, name: 'A1/A3', nameEnglish: 'A1/A3', validityYears: 5 },
    { id: 2, name: 'A2', nameEnglish: 'A2', validityYears: 5 },
  ],
  statuses: [0, 1, 2, 3],
  years: [2026],
};

function serveSettings() {
  signInWith(Permission.ExamGeneralSettings);
  fake.overrides[api('Setting/GetAll')] = () => ({ items: examSettings });
  fake.overrides[api('Certificate/GetFilterData')] = () => filterData;
}

describe('the general exam settings screen', () => {
  it('explains each exam setting with its unit, saves one, and sets how long a certificate type is valid', async () => {
    serveSettings();
    fake.overrides[api('Setting/Update')] = () => ({ settingId: 7, name: 'PercentNeedToPass', value: '80', lastModificationTime: null });
    fake.overrides[api('Certificate/UpdateCertificateValidity')] = () => null;
    renderApp('/admin/exam/general-settings');

    const a1a3 = await screen.findByRole('region', { name: 'A1/A3 exam' });
    const time = within(a1a3).getByLabelText('A1/A3 time limit') as HTMLInputElement;
    expect(time.value).toBe('60 minutes');
    expect(within(a1a3).getByText(/How many minutes a candidate has to finish the A1\/A3 exam/)).toBeTruthy();
    const a2 = screen.getByRole('region', { name: 'A2 exam' });
    expect((within(a2).getByLabelText('How long an entered PIN holds') as HTMLInputElement).value).toBe('15 minutes');
    expect((within(a2).getByLabelText('Default session length') as HTMLInputElement).value).toBe('120 minutes');
    expect((within(a2).getByLabelText(/^A2 exam available/) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Minimum age') as HTMLInputElement).value).toBe('16 years');

    const passMark = within(a1a3).getByLabelText('A1/A3 pass mark');
    fireEvent.change(passMark, { target: { value: '80' } });
    fireEvent.click(within(a1a3).getByRole('button', { name: 'Save: A1/A3 pass mark' }));
    await waitFor(() => expect(callsTo('Setting/Update').length).toBe(1));
    expect(bodyOf('Setting/Update')).toEqual({ settingId: 7, value: '80' });
    expect(await screen.findByText('The setting “A1/A3 pass mark” has been saved.')).toBeTruthy();

    const validity = screen.getByRole('region', { name: 'Certificate validity' });
    const a2Years = within(validity).getByLabelText('A2 certificate valid for') as HTMLInputElement;
    expect(a2Years.value).toBe('5 years');
    fireEvent.change(a2Years, { target: { value: '3' } });
    fireEvent.click(within(validity).getByRole('button', { name: 'Save: A2 certificate valid for' }));
    await waitFor(() => expect(callsTo('Certificate/UpdateCertificateValidity').length).toBe(1));
    expect(bodyOf('Certificate/UpdateCertificateValidity')).toEqual({ certificateType: 2, validityYears: 3 });
    expect(await screen.findByText('A new A2 certificate is now valid for 3 years.')).toBeTruthy();
  });

  it('refuses a value out of range before sending and shows the server’s refusal beside the field', async () => {
    serveSettings();
    fake.overrides[api('Setting/Update')] = () =>
      errorResponse(400, {
        message: 'Your request is not valid.',
        validationErrors: [{ message: 'The value is too large.', members: ['value'] }],
      });
    renderApp('/admin/exam/general-settings');
    const a1a3 = await screen.findByRole('region', { name: 'A1/A3 exam' });
    const questions = within(a1a3).getByLabelText('A1/A3 number of questions');
    fireEvent.change(questions, { target: { value: '0' } });
    fireEvent.click(within(a1a3).getByRole('button', { name: 'Save: A1/A3 number of questions' }));
    expect(await within(a1a3).findByText('Enter 1 or more')).toBeTruthy();
    expect(callsTo('Setting/Update').length).toBe(0);

    fireEvent.change(questions, { target: { value: '45' } });
    fireEvent.click(within(a1a3).getByRole('button', { name: 'Save: A1/A3 number of questions' }));
    expect(await within(a1a3).findByText('The value is too large.')).toBeTruthy();
    expect(questions.getAttribute('aria-invalid')).toBe('true');
  });
});

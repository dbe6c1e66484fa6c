// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErasureStatus, type ErasureRequestDto } from '../../../../shared/contracts/personal-data';
import { expectNoAxeViolations } from '../../../test/axe';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { api, bodyOf, callsTo, erasureRequest, myData, signInAsPilot } from '../personal-data.test-support';

installFakeServer();
afterEach(() => vi.restoreAllMocks());

/** The person's request as the fake server keeps it: changed by the calls the page makes. */
function serveRequest(initial: ErasureRequestDto | null) {
  let current = initial;
  fake.overrides[api('PersonalData/GetMyData')] = () => myData();
  fake.overrides[api('PersonalData/GetMyErasureRequest')] = () => current;
  fake.overrides[api('PersonalData/RequestErasure')] = (_url, init) =>
    (current = erasureRequest({ reason: JSON.parse(String(init?.body)).reason ?? null }));
  fake.overrides[api('PersonalData/WithdrawErasure')] = () =>
    (current = erasureRequest({ status: ErasureStatus.Withdrawn, decisionTime: '2026-05-05T09:00:00Z' }));
}

describe('my data', () => {
  it('shows what is kept about the person, and downloads it as JSON and as PDF', async () => {
    signInAsPilot();
    serveRequest(null);
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    renderApp('/my-site/my-data');
    expect(await screen.findByRole('heading', { level: 1, name: 'My personal data' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'What is kept about you' });
    expect(within(within(table).getByRole('rowheader', { name: 'Payments' }).closest('tr')!).getByText('2')).toBeTruthy();
    expect(within(within(table).getByRole('rowheader', { name: 'Certificates' }).closest('tr')!).getByText('1')).toBeTruthy();

    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    // A link the browser follows itself names the screen's language.
    expect(pdf.getAttribute('href')).toBe('/api/services/app/PersonalData/GetMyDataPdf?culture=en');
    expect(pdf.getAttribute('download')).toMatch(/^PersonalData_\d{4}-\d{2}-\d{2}\.pdf$/);

    fireEvent.click(screen.getByRole('button', { name: 'Download JSON file' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const blob = created.mock.calls[0][0] as Blob;
    expect(JSON.parse(await blob.text()).sections.account[0].name).toBe('Anna');
    expect(await screen.findByText(/^PersonalData_\d{4}-\d{2}-\d{2}\.json has been downloaded\.$/)).toBeTruthy();
    expect(screen.getByText('You have not asked for erasure.')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('asks for erasure after a confirmation, shows the request waiting, and withdraws it', async () => {
    signInAsPilot();
    serveRequest(null);
    renderApp('/my-site/my-data');
    fireEvent.change(await screen.findByLabelText('Reason (optional)'), { target: { value: 'I no longer fly.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for erasure' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ask for erasure?' });
    expect(callsTo('PersonalData/RequestErasure')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ask for erasure' }));
    await waitFor(() => expect(callsTo('PersonalData/RequestErasure')).toHaveLength(1));
    expect(bodyOf('PersonalData/RequestErasure')).toEqual({ reason: 'I no longer fly.' });

    expect(await screen.findByText('Waiting')).toBeTruthy();
    expect(screen.getByText('Your reason: I no longer fly.')).toBeTruthy();
    expect(screen.queryByLabelText('Reason (optional)')).toBeNull();
    await expectNoAxeViolations();

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the request' }));
    const withdraw = await screen.findByRole('dialog', { name: 'Withdraw the request?' });
    fireEvent.click(within(withdraw).getByRole('button', { name: 'Withdraw the request' }));
    await waitFor(() => expect(callsTo('PersonalData/WithdrawErasure')).toHaveLength(1));
    expect(bodyOf('PersonalData/WithdrawErasure')).toEqual({ id: 31 });
    expect(await screen.findByText('Withdrawn')).toBeTruthy();
    expect(screen.getByLabelText('Reason (optional)')).toBeTruthy();
  });

  it('keeps a reason that is too long, says so in a summary, and sends nothing', async () => {
    signInAsPilot();
    serveRequest(null);
    renderApp('/my-site/my-data');
    const field = await screen.findByLabelText('Reason (optional)');
    fireEvent.change(field, { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for erasure' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Ask for erasure?' })).getByRole('button', { name: 'Ask for erasure' }),
    );
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('There is a problem with one field');
    expect((field as HTMLTextAreaElement).value).toHaveLength(1001);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('PersonalData/RequestErasure')).toHaveLength(0);
  });

  it('shows a rejection with the administrator’s reason, and lets the person ask again', async () => {
    signInAsPilot();
    serveRequest(erasureRequest({ status: ErasureStatus.Rejected, decisionTime: '2026-05-06T12:00:00Z', decisionReason: 'Open case.' }));
    renderApp('/my-site/my-data');
    expect(await screen.findByText('Rejected')).toBeTruthy();
    expect(screen.getByText("The administrator's explanation: Open case.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask for erasure' })).toBeTruthy();
  });
});

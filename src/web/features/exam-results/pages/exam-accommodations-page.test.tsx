// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExtraTimeGrantDto } from '../../../../shared/contracts/exams';
import { Permission } from '../../../../shared/permissions';
import { i18n } from '../../../lib/i18n';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { api, bodyOf, callsTo, errorResponse, signInWith } from '../exam-results.test-support';

installFakeServer();

const waiting: ExtraTimeGrantDto = {
  id: 9,
  userId: 21,
  userName: 'jon',
  fullName: 'Jón Jónsson',
  emailAddress: 'jon@example.is',
  extraTimePercent: 50,
  note: 'Lesblinda',
  creationTime: '2026-04-02T10:00:00Z',
  grantedByName: 'Gróa Prófstjóri',
};

/** The fake server keeps the pending grants as the real one does: one per candidate. */
function serveGrants(initial: ExtraTimeGrantDto[] = []) {
  signInWith(Permission.ExamResults);
  let grants = [...initial];
  fake.overrides[api('ExamAccommodation/GetPendingExtraTime')] = () => ({ items: grants });
  fake.overrides[api('ExamAccommodation/GrantExtraTime')] = (_url, init) => {
    const body = JSON.parse(String(init?.body)) as { userNameOrEmailAddress: string; extraTimePercent: number; note?: string };
    if (body.userNameOrEmailAddress !== 'anna')
      return errorResponse(400, {
        message: 'Your request is not valid!',
        validationErrors: [
          { message: 'No user with this user name or e-mail address is registered here.', members: ['userNameOrEmailAddress'] },
        ],
      });
    const granted = {
      ...waiting,
      id: 10,
      userId: 22,
      userName: 'anna',
      fullName: 'Anna Sig',
      extraTimePercent: body.extraTimePercent,
      note: body.note || null,
    };
    grants = [granted, ...grants.filter((g) => g.userId !== 22)];
    return granted;
  };
  fake.overrides[api('ExamAccommodation/RevokeExtraTime')] = (_url, init) => {
    const { id } = JSON.parse(String(init?.body)) as { id: number };
    grants = grants.filter((g) => g.id !== id);
    return null;
  };
}

describe('extra exam time', () => {
  it('lists the pending grants and grants a candidate extra time', async () => {
    serveGrants([waiting]);
    renderApp('/admin/exam/accommodations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Extra exam time' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Extra time waiting for the candidate’s next exam' });
    const jon = within(table).getByRole('rowheader', { name: 'Jón Jónsson' }).closest('tr')!;
    expect(within(jon).getByText('50%')).toBeTruthy();
    expect(within(jon).getByText('Lesblinda')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /Candidate/ }), { target: { value: 'anna' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Extra time' }), { target: { value: '75' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Note (optional)' }), { target: { value: 'Vottorð' } });
    fireEvent.click(screen.getByRole('button', { name: 'Grant extra time' }));
    expect(await screen.findByText('Anna Sig gets 75% extra time in their next exam.')).toBeTruthy();
    expect(bodyOf('ExamAccommodation/GrantExtraTime')).toEqual({ userNameOrEmailAddress: 'anna', extraTimePercent: 75, note: 'Vottorð' });
    expect(await within(table).findByRole('rowheader', { name: 'Anna Sig' })).toBeTruthy();
    // The form is empty again for the next candidate.
    expect((screen.getByRole('textbox', { name: /Candidate/ }) as HTMLInputElement).value).toBe('');
  });

  it('says what is wrong before sending, and puts the server’s refusal on the field, keeping what was typed', async () => {
    serveGrants();
    renderApp('/admin/exam/accommodations');
    expect(await screen.findByText('No candidate has extra time waiting.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Grant extra time' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('The extra time could not be granted')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(callsTo('ExamAccommodation/GrantExtraTime')).toHaveLength(0);
    const candidate = screen.getByRole('textbox', { name: /Candidate/ });
    expect(candidate.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(candidate, { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Grant extra time' }));
    const message = 'No user with this user name or e-mail address is registered here.';
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect((candidate as HTMLInputElement).value).toBe('nobody');
    expect(candidate.getAttribute('aria-invalid')).toBe('true');
  });

  it('revokes a pending grant after asking, in Icelandic', async () => {
    serveGrants([waiting]);
    await i18n.changeLanguage('is');
    renderApp('/admin/exam/accommodations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aukatími í prófum' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Afturkalla aukatíma Jón Jónsson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Afturkalla aukatíma?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Afturkalla' }));
    expect(await screen.findByText('Enginn próftaki á ónotaðan aukatíma.')).toBeTruthy();
    expect(bodyOf('ExamAccommodation/RevokeExtraTime')).toEqual({ id: 9 });
  });
});

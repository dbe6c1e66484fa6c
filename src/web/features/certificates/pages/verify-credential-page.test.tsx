// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { api, bodyOf, callsTo } from '../../../test/calls';
import { fake, installFakeServer, renderApp } from '../../../test/harness';

installFakeServer();

const verifyPath = api('Wallet/VerifyPresentation');
const presentation = 'eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJ4In0.c2ln~WyJzIiwiYmlydGhkYXRlIiwiMTk5MC0wNS0xNyJd~eyJ0eXAiOiJrYitqd3QifQ.e30.c2ln';
const claims = {
  givenName: 'Anna',
  familyName: 'Jónsdóttir',
  certificateType: 'A2',
  certificateNumber: 'ISL-A2-000042',
  issueDate: '2026-04-02',
  expiryDate: '2031-04-02',
  birthdate: '1990-05-17',
  kennitala: null,
};

const paste = async (value: string) => fireEvent.change(await screen.findByRole('textbox'), { target: { value } });

describe('the check of a certificate presented from a digital wallet', () => {
  it('says whether it is genuine and valid and shows only what the holder disclosed, in both languages', async () => {
    fake.overrides[verifyPath] = () => ({ verdict: 'valid', claims, keyBound: true });
    renderApp('/verify-credential');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet credential verification' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Paste the presented certificate.')).toBeTruthy();
    expect(callsTo(verifyPath)).toHaveLength(0);

    await paste(`  ${presentation}\n`);
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('The certificate is genuine and valid.')).toBeTruthy();
    expect(bodyOf(verifyPath)).toEqual({ presentation });
    expect(callsTo(verifyPath)[0][1]?.headers).not.toHaveProperty('Authorization');
    expect(screen.getByText('Valid')).toBeTruthy();
    expect(screen.getByText('Anna Jónsdóttir')).toBeTruthy();
    expect(screen.getByText('17/05/1990')).toBeTruthy();
    expect(screen.getByText('Not shown')).toBeTruthy();
    expect(screen.getByText('The holder proved possession of the wallet that the certificate was issued to.')).toBeTruthy();
    await expectNoAxeViolations();

    fireEvent.click(screen.getByTestId('language-switcher'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Staðfesting skírteinis úr veski' })).toBeTruthy();
    expect(screen.getByText('Skírteinið er ósvikið og gilt.')).toBeTruthy();
    expect(screen.getByText('Gilt')).toBeTruthy();
    expect(screen.getByText('17.05.1990')).toBeTruthy();
    expect(screen.getByText('Ekki sýnt')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it.each([
    ['revoked', 'The certificate is genuine, but the issuing authority has revoked it. It is not valid.', 'Revoked'],
    ['expired', 'The certificate is genuine, but it has expired. It is not valid.', 'Expired'],
  ])('marks a %s certificate as not valid', async (verdict, meaning, badge) => {
    fake.overrides[verifyPath] = () => ({ verdict, claims: { ...claims, birthdate: null }, keyBound: false });
    renderApp('/verify-credential');
    await paste(presentation);
    fireEvent.click(await screen.findByRole('button', { name: 'Check' }));
    expect(await screen.findByText(meaning)).toBeTruthy();
    expect(screen.getByText(badge)).toBeTruthy();
    expect(screen.getByText(/may have been copied/)).toBeTruthy();
  });

  it('says a forged certificate must not be accepted, and shows none of its claims', async () => {
    fake.overrides[verifyPath] = () => ({ verdict: 'forged', claims: null, keyBound: false });
    renderApp('/verify-credential');
    await paste('eyJ.forged~');
    fireEvent.click(await screen.findByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText(
        'The certificate was not issued by the Icelandic Transport Authority or has been altered. It must not be accepted.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Not genuine')).toBeTruthy();
    expect(screen.queryByText('Anna Jónsdóttir')).toBeNull();
    await waitFor(() => expect(callsTo(verifyPath)).toHaveLength(1));
    await expectNoAxeViolations();
  });
});

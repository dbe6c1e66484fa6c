// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { PopulatedPilotDto } from '../../../../shared/contracts/pilots';
import { i18n } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { installFakeServer } from '../../../test/harness';
import { pilotRecord } from '../../../test/pilot-record';
import { DetailsForm } from './details-form';

installFakeServer();

/** Sól's record, with the kennitala these tests are about and the user id the form saves under. */
const pilot = (changes: Partial<PopulatedPilotDto>): PopulatedPilotDto =>
  pilotRecord({ userId: 70, socialSecurityNumber: '010190-2939', email: null, ...changes });

async function renderForm(dto: PopulatedPilotDto) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider env="test">
          <DetailsForm pilot={dto} />
          <Notifications />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return (await screen.findByLabelText('ID number')) as HTMLInputElement;
}

describe('the kennitala on the pilot’s details', () => {
  it('says a typed one is not verified, and lets the pilot change it', async () => {
    const field = await renderForm(pilot({}));
    expect(screen.getByText(/^Not verified: what was typed/)).toBeTruthy();
    expect(field.readOnly).toBe(false);
    await expectNoAxeViolations();
  });

  it('says a proved one is verified with the electronic ID, and keeps it', async () => {
    const field = await renderForm(pilot({ isSocialSecurityNumberVerified: true }));
    expect(screen.getByText(/^Verified with electronic ID/)).toBeTruthy();
    expect(field.readOnly).toBe(true);
  });

  it('asks for the format while there is none', async () => {
    await renderForm(pilot({ socialSecurityNumber: null }));
    expect(screen.getByText('Six digits, a dash and four digits, e.g. 010190-2939.')).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setTenantId } from '../../../lib/session';
import { fake, installFakeServer, renderApp } from '../../../test/harness';

installFakeServer();

describe('the choice of tenant on the sign-in page', () => {
  it('is not offered where the installation has the host alone', async () => {
    renderApp('/account/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    // The configuration has answered by the time the form stands; the choice stays away after it too.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(/^Tenant:/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
  });

  it('is offered where there are tenants to choose between', async () => {
    fake.multiTenancy = true;
    renderApp('/account/login');
    expect(await screen.findByText('Tenant: none (host)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change' })).toBeTruthy();
  });

  it('stays for someone who has chosen a tenant, so they can go back to the host', async () => {
    setTenantId(4);
    renderApp('/account/login');
    expect(await screen.findByRole('button', { name: 'Change' })).toBeTruthy();
    setTenantId(null);
  });
});

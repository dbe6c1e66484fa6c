// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Permission, allPermissionNames } from '../../shared/permissions';
import { settingDefinitions } from '../../shared/settings';
import { failure, fake, fetchMock, renderApp, installFakeServer } from '../test/harness';

installFakeServer();

function signInAs(permissions: string[]) {
  fake.signedIn = true;
  fake.granted = Object.fromEntries(permissions.map((p) => [p, 'true']));
  localStorage.setItem('auth.accessToken', 'token');
}

const calls = (path: string) => fetchMock.mock.calls.filter(([u]) => new URL(String(u), 'http://localhost').pathname === path);
const bodyOf = (path: string, index = 0) => JSON.parse(String(calls(path)[index][1]?.body));

const user = {
  id: 5,
  userName: 'jon',
  name: 'Jón',
  surname: 'Jónsson',
  fullName: 'Jón Jónsson',
  emailAddress: 'jon@example.is',
  isActive: true,
  isEmailConfirmed: true,
  country: 'Iceland',
  countryCode: 'IS',
  dateOfBirth: '1980-02-03',
  lastLoginTime: '2026-11-01T10:00:00Z',
  creationTime: '2026-01-01T10:00:00Z',
  // As the server names a user's roles: ABP's normalized names.
  roleNames: ['PILOT'],
  customerNumber: null,
  userTypeId: 3,
  statusId: 0,
  language: 'is',
  isLockedOut: true,
};
const roles = [
  {
    id: 1,
    name: 'Admin',
    normalizedName: 'ADMIN',
    displayName: 'Administrator',
    description: 'Everything',
    isStatic: true,
    grantedPermissions: [...allPermissionNames],
  },
  {
    id: 2,
    name: 'Pilot',
    normalizedName: 'PILOT',
    displayName: 'Pilot',
    description: 'Own pages',
    isStatic: true,
    grantedPermissions: [Permission.Pilot],
  },
  {
    id: 3,
    name: 'Examiner',
    normalizedName: 'EXAMINER',
    displayName: 'Prófdómari',
    description: '',
    isStatic: false,
    grantedPermissions: [Permission.Examinations],
  },
];
const permissions = allPermissionNames.map((name) => ({ name, displayName: name, description: '', isPage: name.startsWith('Pages.') }));

describe('administration', () => {
  it('builds the side menu from the route table and the granted permissions', async () => {
    signInAs([Permission.Administrator, Permission.Users]);
    renderApp('/admin');
    const menu = await screen.findByRole('navigation', { name: 'Administration menu' });
    expect(within(menu).getByRole('link', { name: 'Users' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Outbox' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Roles' })).toBeNull();
    expect(within(menu).queryByText('Theory exams')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Welcome, Anna' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'User menu: Anna Jónsdóttir' })).toBeTruthy();
    expect(screen.getByTestId('language-switcher')).toBeTruthy();
  });

  it('shows the exam, operator and courses groups to a full administrator', async () => {
    signInAs([...allPermissionNames]);
    renderApp('/admin');
    const menu = await screen.findByRole('navigation', { name: 'Administration menu' });
    for (const group of ['Theory exams', 'Operators', 'Courses']) expect(within(menu).getByText(group)).toBeTruthy();
    for (const name of ['Users', 'Roles', 'Tenants', 'Configuration', 'Outbox'])
      expect(within(menu).getByRole('link', { name })).toBeTruthy();
  });

  it('lists users, searches, and edits one with roles, type, status and unlock', async () => {
    signInAs([Permission.Administrator, Permission.Users]);
    fake.overrides['/api/services/app/User/GetAll'] = () => ({ items: [user], totalCount: 1 });
    fake.overrides['/api/services/app/User/Get'] = () => user;
    fake.overrides['/api/services/app/User/GetRoles'] = () => ({ items: roles });
    fake.overrides['/api/services/app/User/Update'] = () => user;
    renderApp('/admin/users');
    expect(await screen.findByText('jon@example.is')).toBeTruthy();
    expect(screen.getByText('1–1 of 1')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'jon' } });
    await waitFor(() => expect(calls('/api/services/app/User/GetAll').some(([u]) => String(u).includes('keyword=jon'))).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Edit the user jon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    await waitFor(() => expect((within(dialog).getByLabelText(/User name/) as HTMLInputElement).value).toBe('jon'));
    expect((within(dialog).getByRole('checkbox', { name: 'Pilot' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText(/^Month/) as HTMLSelectElement).value).toBe('1');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Prófdómari' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Unlock the account on save' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('/api/services/app/User/Update').length).toBe(1));
    expect(bodyOf('/api/services/app/User/Update')).toMatchObject({
      id: 5,
      userName: 'jon',
      roleNames: ['PILOT', 'EXAMINER'],
      userTypeId: 3,
      statusId: 0,
      dateOfBirth: '1980-02-03',
      countryCode: 'IS',
      unlock: true,
    });
  });

  it('puts server validation errors on the fields of the user form', async () => {
    signInAs([Permission.Administrator, Permission.Users]);
    fake.overrides['/api/services/app/User/GetAll'] = () => ({ items: [], totalCount: 0 });
    fake.overrides['/api/services/app/User/GetRoles'] = () => ({ items: roles });
    fake.overrides['/api/services/app/User/Create'] = () =>
      new Response(
        JSON.stringify({
          ...failure(0, 'Your request is not valid.', 'The following errors were found during validation.'),
          error: {
            code: 0,
            message: 'Your request is not valid.',
            details: 'The following errors were found during validation.',
            validationErrors: [{ message: 'The user name jon is already taken.', members: ['userName'] }],
          },
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      );
    renderApp('/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    fireEvent.change(within(dialog).getByLabelText(/User name/), { target: { value: 'jon' } });
    fireEvent.change(within(dialog).getByLabelText(/E-mail address/), { target: { value: 'jon@example.is' } });
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: 'Jón' } });
    fireEvent.change(within(dialog).getByLabelText(/Surname/), { target: { value: 'Jónsson' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'a-long-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The user name jon is already taken.')).toBeTruthy();
    expect(screen.queryByText('The following errors were found during validation.')).toBeNull();
  });

  it('keeps static roles from being deleted and groups permissions when editing', async () => {
    signInAs([Permission.Administrator, Permission.Roles]);
    fake.overrides['/api/services/app/Role/GetAll'] = () => ({ items: roles, totalCount: 3 });
    fake.overrides['/api/services/app/Role/GetAllPermissions'] = () => ({ items: permissions });
    fake.overrides['/api/services/app/Role/GetRoleForEdit'] = () => ({
      role: { id: 1, name: 'Admin', displayName: 'Administrator', description: 'Everything', isStatic: true },
      permissions,
      grantedPermissionNames: [Permission.Users, Permission.AuditLog],
    });
    renderApp('/admin/roles');
    // A static role by its name in the reader's language, a made one by the display name its author wrote.
    expect(((await screen.findByRole('button', { name: 'Delete the role Administrator' })) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete the role Prófdómari' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Edit the role Administrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role' });
    await waitFor(() => expect((within(dialog).getByRole('textbox', { name: /System name/ }) as HTMLInputElement).disabled).toBe(true));
    const pages = within(dialog).getByRole('group', { name: 'Page permissions' });
    const others = within(dialog).getByRole('group', { name: 'Other permissions' });
    expect((within(pages).getByRole('checkbox', { name: 'Users' }) as HTMLInputElement).checked).toBe(true);
    expect((within(others).getByRole('checkbox', { name: 'Audit log' }) as HTMLInputElement).checked).toBe(true);
  });

  it('toggles a tenant active', async () => {
    signInAs([Permission.Administrator, Permission.Tenants]);
    fake.overrides['/api/services/app/Tenant/GetAll'] = () => ({
      // As the seed makes it: the technical name twice, which the screen shows in the reader's language.
      items: [{ id: 2, tenancyName: 'Default', name: 'Default', isActive: true, creationTime: '2026-01-02T00:00:00Z' }],
      totalCount: 1,
    });
    fake.overrides['/api/services/app/Tenant/Update'] = () => ({});
    renderApp('/admin/tenants');
    expect(await screen.findByRole('cell', { name: 'Default tenant' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('switch', { name: 'Active: Default' }));
    await waitFor(() => expect(calls('/api/services/app/Tenant/Update').length).toBe(1));
    expect(bodyOf('/api/services/app/Tenant/Update')).toEqual({ id: 2, tenancyName: 'Default', name: 'Default', isActive: false });
  });

  it('shows every setting grouped, checks limits and saves one key at a time', async () => {
    signInAs([Permission.Administrator, Permission.Settings]);
    fake.overrides['/api/services/app/Setting/GetAll'] = () => ({
      items: settingDefinitions.map((d) => ({
        settingId: d.id,
        name: d.name,
        value: d.kind === 'secret' ? '********' : d.defaultValue,
        lastModificationTime: null,
      })),
    });
    fake.overrides['/api/services/app/Setting/Update'] = () => null;
    renderApp('/admin/configuration');
    expect(await screen.findByRole('heading', { name: 'Fees' })).toBeTruthy();
    for (const def of settingDefinitions) expect(screen.getByTestId(`setting-${def.name}`)).toBeTruthy();
    // Krónur as English readers write them, thousands grouped.
    expect((screen.getByRole('textbox', { name: /^Fee for an organisation with fewer than 250 staff/ }) as HTMLInputElement).value).toBe(
      'ISK\u00a015,000',
    );
    // The allowed values as the language writes numbers, not "0–10000000".
    expect(within(screen.getByTestId('setting-Under250Price')).getByText(/^Allowed values: 0–10,000,000/)).toBeTruthy();

    const percent = screen.getByRole('textbox', { name: /^A1\/A3 pass mark/ });
    fireEvent.change(percent, { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save: A1/A3 pass mark' }));
    expect(await screen.findAllByText('Enter 100 or less')).toHaveLength(2);
    expect(calls('/api/services/app/Setting/Update').length).toBe(0);

    fireEvent.change(percent, { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save: A1/A3 pass mark' }));
    await waitFor(() => expect(calls('/api/services/app/Setting/Update').length).toBe(1));
    expect(bodyOf('/api/services/app/Setting/Update')).toEqual({ settingId: 7, value: '80' });

    fireEvent.click(screen.getByRole('switch', { name: /Warning banner/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save: Warning banner' }));
    await waitFor(() => expect(calls('/api/services/app/Setting/Update').length).toBe(2));
    expect(bodyOf('/api/services/app/Setting/Update', 1)).toEqual({ settingId: 23, value: 'true' });
  });

  it('shows a mail of the outbox in a sandboxed frame', async () => {
    signInAs([Permission.Administrator, Permission.Users]);
    const mail = {
      id: 9,
      toAddress: 'anna@example.is',
      subject: 'Confirm your e-mail address',
      template: 'verifyEmail',
      language: 'en',
      status: 'kept',
      attempts: 0,
      lastError: null,
      tenantId: 4,
      tenancyName: 'Drongo',
      creationTime: '2026-11-20T10:00:00Z',
      sentTime: null,
    };
    fake.overrides['/api/services/app/Mail/GetAll'] = () => ({ items: [mail], totalCount: 1 });
    fake.overrides['/api/services/app/Mail/Get'] = () => ({
      ...mail,
      html: '<p>Hello <a href="https://x">link</a></p>',
      text: 'Hello link',
    });
    renderApp('/admin/outbox');
    // On the host, each mail names its tenant: the portal's administrator sees every tenant's.
    expect(await screen.findByRole('columnheader', { name: 'Tenant' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Drongo' })).toBeTruthy();
    // The kind of mail in words, not the template's id.
    expect(screen.getByRole('cell', { name: 'E-mail confirmation (English)' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'View the mail to anna@example.is' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your e-mail address' });
    const frame = (await within(dialog).findByTitle('Content of the mail “Confirm your e-mail address”')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('Hello');
    fireEvent.click(within(dialog).getByText('Plain text'));
    expect((await within(dialog).findByTestId('mail-text')).textContent).toBe('Hello link');
  });

  it('says why a mail’s text is hidden, and sends it again', async () => {
    signInAs([Permission.Administrator, Permission.Users]);
    const mail = {
      id: 12,
      toAddress: 'admin@example.is',
      subject: 'Reset your password',
      template: 'resetPassword',
      language: 'en',
      status: 'sent',
      attempts: 1,
      lastError: null,
      tenantId: null,
      tenancyName: null,
      creationTime: '2026-11-20T10:00:00Z',
      sentTime: '2026-11-20T10:00:02Z',
    };
    fake.overrides['/api/services/app/Mail/GetAll'] = () => ({ items: [mail], totalCount: 1 });
    fake.overrides['/api/services/app/Mail/Get'] = () => ({ ...mail, html: null, text: null });
    fake.overrides['/api/services/app/Mail/Resend'] = () => ({ ...mail, status: 'queued' });
    renderApp('/admin/outbox');
    expect(await screen.findByRole('cell', { name: 'The portal itself' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'View the mail to admin@example.is' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(await within(dialog).findByText('The text of this mail is hidden')).toBeTruthy();
    expect(within(dialog).queryByTitle('Content of the mail “Reset your password”')).toBeNull();
    expect(within(dialog).queryByTestId('mail-text')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(calls('/api/services/app/Mail/Resend').length).toBe(1));
    expect(bodyOf('/api/services/app/Mail/Resend')).toEqual({ id: 12 });
    expect(await screen.findByText('The mail to admin@example.is is queued again.')).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { InfoNotUpdated } from '../../shared/contracts/accounts';
import type { OwnOrganizationListsDto } from '../../shared/contracts/organization-members';
import { UserStatus, UserType } from '../../shared/enums';
import { Permission } from '../../shared/permissions';
import { sessionKeys } from '../lib/app-session';
import { routeById } from '../lib/routes';
import { readLocalSession, setInfoNotUpdatedPath } from '../lib/session';
import { api, callsTo } from '../test/calls';
import { fake, fetchMock, installFakeServer } from '../test/harness';
import { ownOrganizationLists, type PlaceKind } from '../test/own-organizations';
import { firstDataWaitMs, guardLoader, prefetchingLoader } from './guard-loader';
import { createQueryClient } from './query-client';

installFakeServer();

/** The person's answer with these places in organisation 5. */
const lists = (...places: PlaceKind[]): OwnOrganizationListsDto => ownOrganizationLists({ organizationId: 5, places });

function signIn(userTypeId: number, ...answers: OwnOrganizationListsDto[]) {
  fake.signedIn = true;
  fake.granted = { [Permission.Pilot]: 'true' };
  localStorage.setItem('auth.accessToken', 'token');
  localStorage.setItem('auth.userTypeId', String(userTypeId));
  let call = 0;
  fake.overrides[api('Organization/GetListOrganizationByCurrentUser')] = () => answers[Math.min(call++, answers.length - 1)];
}

/** The loader's answer: null to go on, else where it sends the visitor. */
async function visit(routeId: string, path: string, queryClient = createQueryClient()): Promise<string | null> {
  const loader = guardLoader(routeById(routeId), { queryClient });
  try {
    await loader({ request: new Request(`http://localhost${path}`), params: { orgId: '5' } } as unknown as LoaderFunctionArgs);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

const memberCalls = () => callsTo('Organization/GetListOrganizationByCurrentUser').length;

describe('the route guard’s organisation check', () => {
  it('lets a pilot whose invitation waits open the organisation, but not its contact persons', async () => {
    signIn(UserType.Pilot, lists('waitingPilot'));
    const queryClient = createQueryClient();
    expect(await visit('mySiteOrganization', '/my-site/organization/5', queryClient)).toBeNull();
    expect(await visit('mySiteContactPerson', '/my-site/contact-person/5', queryClient)).toBe('/exception?type=401');
  });

  it('asks a contact role for the information and pilot management', async () => {
    signIn(UserType.Pilot, lists('pilot'));
    expect(await visit('mySiteContactPerson', '/my-site/contact-person/5')).toBeNull();
    expect(await visit('mySitePilotManagement', '/my-site/pilot-management/5')).toBe('/exception?type=401');
    expect(await visit('mySiteOrganizationInformation', '/my-site/organization-information/5')).toBe('/exception?type=401');

    signIn(UserType.ContactPerson, lists('contact'));
    expect(await visit('mySitePilotManagement', '/my-site/pilot-management/5')).toBeNull();
    expect(await visit('mySiteOrganizationInformation', '/my-site/organization-information/5')).toBeNull();
  });

  it('keeps the roles it has read, and reads them again before it refuses', async () => {
    // Invited while signed in: the copy at hand does not know it yet.
    signIn(UserType.ContactPerson, lists(), lists('contact'));
    const queryClient = createQueryClient();
    expect(await visit('mySiteOrganization', '/my-site/organization/5', queryClient)).toBe('/exception?type=401');
    expect(memberCalls()).toBe(0);
    // The first read refuses, and was just made: it stands.
    expect(await visit('mySitePilotManagement', '/my-site/pilot-management/5', queryClient)).toBe('/exception?type=401');
    expect(memberCalls()).toBe(1);
    // The next refusal would rest on the earlier copy: read again, the new role lets the person in.
    expect(await visit('mySitePilotManagement', '/my-site/pilot-management/5', queryClient)).toBeNull();
    expect(memberCalls()).toBe(2);
    expect(await visit('mySiteOrganizationInformation', '/my-site/organization-information/5', queryClient)).toBeNull();
    expect(memberCalls()).toBe(2);
  });

  it('reads no roles for a visitor without a session or without the permission', async () => {
    expect(await visit('mySitePilotManagement', '/my-site/pilot-management/5')).toBe(
      '/account/login?returnUrl=%2Fmy-site%2Fpilot-management%2F5',
    );
    fake.signedIn = true;
    fake.granted = {};
    localStorage.setItem('auth.accessToken', 'token');
    expect(await visit('mySitePilotManagement', '/my-site/pilot-management/5')).toBe('/exception?type=401');
    expect(memberCalls()).toBe(0);
  });
});

describe('the route guard’s “info not updated” marker', () => {
  const currentLogin = 'Session/GetCurrentLoginInformations';
  let lacking: InfoNotUpdated | null = null;
  let userStatus: number = UserStatus.NoNeedPayment;

  function signInLacking(info: InfoNotUpdated | null) {
    signIn(UserType.Pilot, lists());
    lacking = info;
    userStatus = UserStatus.NoNeedPayment;
    fake.overrides[api(currentLogin)] = () => ({
      application: { version: '1', releaseDate: '', features: {} },
      user: {
        id: 1,
        name: 'Sól',
        surname: 'Flugdóttir',
        userName: 'sol',
        emailAddress: 'sol@example.is',
        userTypeId: 3,
        statusId: 0,
        language: 'en',
      },
      tenant: null,
      userRole: [],
      infoNotUpdated: lacking,
    });
    const configuration = api('/AbpUserConfiguration/GetAll');
    fake.overrides[configuration] = () => ({
      multiTenancy: { isEnabled: true },
      session: { userId: 1, tenantId: null, multiTenancySide: 2, userStatus },
      localization: { currentCulture: { name: 'en', displayName: 'English' }, languages: [] },
      auth: { allPermissions: fake.granted, grantedPermissions: fake.granted },
      setting: { values: {} },
      clock: { provider: 'utc', now: new Date().toISOString() },
      timing: { timeZoneInfo: { iana: { timeZoneId: 'Atlantic/Reykjavik' } } },
    });
  }

  it('stores the page the session names and sends the person there from any guarded page, but not from it', async () => {
    signInLacking({ path: '/my-site/information', missing: ['mainAddress'] });
    const queryClient = createQueryClient();
    expect(await visit('mySiteCompetency', '/my-site/competency', queryClient)).toBe('/my-site/information');
    expect(readLocalSession().infoNotUpdatedPath).toBe('/my-site/information');
    expect(await visit('mySiteDefault', '/my-site/default', queryClient)).toBe('/my-site/information');
    expect(await visit('adminHome', '/admin', queryClient)).toBe('/my-site/information');
    // The page itself opens, with a query too, and the pages without a guard (logout among them) stay open.
    expect(await visit('mySiteInformation', '/my-site/information', queryClient)).toBeNull();
    expect(await visit('mySiteInformation', '/my-site/information?from=menu', queryClient)).toBeNull();
    expect(await visit('logout', '/logout', queryClient)).toBeNull();
    // The session is read once a minute, not on every step.
    expect(callsTo(currentLogin)).toHaveLength(1);
  });

  it('lets the person go once a change to the record makes the session say nothing is missing', async () => {
    signInLacking({ path: '/my-site/self-declaration', missing: ['selfDeclaration'] });
    const queryClient = createQueryClient();
    expect(await visit('mySiteCompetency', '/my-site/competency', queryClient)).toBe('/my-site/self-declaration');
    lacking = null;
    // The kept answer stands until it is stale: a saved change marks it so (usePilotChange).
    expect(await visit('mySiteCompetency', '/my-site/competency', queryClient)).toBe('/my-site/self-declaration');
    await queryClient.invalidateQueries({ queryKey: sessionKeys.currentLogin() });
    expect(await visit('mySiteCompetency', '/my-site/competency', queryClient)).toBeNull();
    expect(readLocalSession().infoNotUpdatedPath).toBeNull();
  });

  it('sends a person who owes the fee to pay first, without asking what the record lacks', async () => {
    signInLacking({ path: '/my-site/information', missing: ['mainAddress'] });
    userStatus = UserStatus.NeedPaymentToLogin;
    localStorage.setItem('auth.userTypeId', String(UserType.ContactPerson));
    expect(await visit('mySiteCompetency', '/my-site/competency')).toBe('/register-step/4/4');
    expect(callsTo(currentLogin)).toHaveLength(0);
  });

  it('asks for the session beside the configuration when a sign-in that owed no fee kept the token', async () => {
    signInLacking({ path: '/my-site/information', missing: ['mainAddress'] });
    localStorage.setItem('auth.userStatus', String(UserStatus.NoNeedPayment));
    const paths = () => fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost').pathname);
    expect(await visit('mySiteCompetency', '/my-site/competency')).toBe('/my-site/information');
    // Sent before the configuration was: not one round trip after it.
    expect(paths().indexOf(api(currentLogin))).toBeLessThan(paths().indexOf(api('/AbpUserConfiguration/GetAll')));
  });

  it('keeps the stored marker when the session cannot be read', async () => {
    signInLacking(null);
    setInfoNotUpdatedPath('/my-site/information');
    fake.overrides[api(currentLogin)] = () => new Response('{}', { status: 503 });
    expect(await visit('mySiteCompetency', '/my-site/competency')).toBe('/my-site/information');
  });
});

describe('a screen’s data asked for by its route’s loader (decision 0041)', () => {
  const loaderArgs = (path: string) =>
    ({ request: new Request(`http://localhost${path}`), params: { type: 'A1A3' } }) as unknown as LoaderFunctionArgs;

  it('is asked for beside the guard when a session is kept, with the route’s parameters', async () => {
    signIn(UserType.Pilot, lists());
    const asked: unknown[] = [];
    const queryClient = createQueryClient();
    const loader = prefetchingLoader(
      guardLoader(routeById('examinationStart'), { queryClient }),
      async (_client, params) => asked.push(params),
      {
        queryClient,
      },
    );
    await loader(loaderArgs('/examination/A1A3/start'));
    expect(asked).toEqual([{ type: 'A1A3' }]);
  });

  it('is waited for, so that the screen’s first frame shows it, but never longer than a second', async () => {
    signIn(UserType.Pilot, lists());
    const queryClient = createQueryClient();
    let answer: (value: unknown) => void = () => undefined;
    const slow = new Promise((resolve) => (answer = resolve));
    const loader = prefetchingLoader(guardLoader(routeById('examinationStart'), { queryClient }), () => slow, { queryClient });
    let done = false;
    const loading = loader(loaderArgs('/examination/A1A3/start')).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(done).toBe(false);
    answer(null);
    await loading;
    expect(done).toBe(true);

    const never = prefetchingLoader(guardLoader(routeById('examinationStart'), { queryClient }), () => new Promise(() => undefined), {
      queryClient,
    });
    const started = Date.now();
    await never(loaderArgs('/examination/A1A3/start'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(firstDataWaitMs - 50);
    expect(Date.now() - started).toBeLessThan(firstDataWaitMs + 1_000);
  });

  it('is not asked for without a session, which the guard sends to sign in', async () => {
    const asked: unknown[] = [];
    const queryClient = createQueryClient();
    const loader = prefetchingLoader(
      guardLoader(routeById('examinationStart'), { queryClient }),
      async (_client, params) => asked.push(params),
      {
        queryClient,
      },
    );
    await expect(loader(loaderArgs('/examination/A1A3/start'))).rejects.toBeInstanceOf(Response);
    expect(asked).toEqual([]);
  });
});

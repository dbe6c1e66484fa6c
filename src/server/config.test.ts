import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';
import { findSettingDefinition, settingDefinitions, settingValueProblem } from '../shared/settings';

describe('configuration', () => {
  it('has defaults for everything', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: path.resolve('./data'), publicUrl: 'http://localhost:3000', logLevel: 'info' });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(readConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('reads CORS_ORIGINS as a list of origins, none when unset, and refuses anything that is not an origin', () => {
    expect(readConfig({}).corsOrigins).toEqual([]);
    expect(readConfig({ CORS_ORIGINS: 'https://app.example.is, http://localhost:4200' }).corsOrigins).toEqual([
      'https://app.example.is',
      'http://localhost:4200',
    ]);
    for (const bad of ['app.example.is', 'https://app.example.is/', 'https://app.example.is/path', 'ftp://app.example.is', '*']) {
      expect(() => readConfig({ CORS_ORIGINS: `https://ok.example.is,${bad}` }), bad).toThrow(
        /CORS_ORIGINS: ".+" is not an origin like https:\/\/app\.example\.is/,
      );
    }
  });

  it('reads TRUST_PROXY as proxy hops or proxy addresses, never as trust in every client', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    // `true` is one proxy in front: the right-most X-Forwarded-For entry, which that proxy wrote.
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: '10.0.0.5, 192.168.1.0/24,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.1.0/24',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', '::1/129', '0.0.0.0/0', '::/0', '10.0.0.1/8/8', '11', 'proxy.example.is']) {
      expect(() => readConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be false, true \(one proxy\), a number of proxy hops/);
    }
  });

  it('uses the sandbox card provider unless the merchant, its code and the status address are all set', () => {
    expect(readConfig({}).payment).toBeUndefined();
    const merchant = {
      PAYMENT_MERCHANT_ID: 'M-1',
      PAYMENT_VERIFICATION_CODE: 'secret-code-1',
      PAYMENT_STATUS_URL: 'https://pay.example/status',
    };
    expect(readConfig(merchant).payment).toEqual({
      merchantId: 'M-1',
      verificationCode: 'secret-code-1',
      payPageUrl: 'https://paymentweb.valitor.is/',
      statusUrl: 'https://pay.example/status',
    });
    expect(() => readConfig({ PAYMENT_MERCHANT_ID: 'M-1' })).toThrow(
      /PAYMENT_MERCHANT_ID, PAYMENT_VERIFICATION_CODE and PAYMENT_STATUS_URL/,
    );
    expect(() => readConfig({ ...merchant, PAYMENT_STATUS_URL: '' })).toThrow(ConfigError);
  });

  it('uses the development identity provider unless the issuer, the client id and its secret are all set', () => {
    expect(readConfig({}).idProvider).toBeUndefined();
    const client = { OIDC_ISSUER: 'https://innskra.island.is/', OIDC_CLIENT_ID: '@drone.is/portal', OIDC_CLIENT_SECRET: 'client-secret-1' };
    expect(readConfig(client).idProvider).toEqual({
      issuer: 'https://innskra.island.is',
      clientId: '@drone.is/portal',
      clientSecret: 'client-secret-1',
    });
    for (const missing of Object.keys(client)) {
      expect(() => readConfig({ ...client, [missing]: '' }), missing).toThrow(
        /OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set together/,
      );
    }
    expect(() => readConfig({ OIDC_ISSUER: 'https://innskra.island.is' })).toThrow(ConfigError);
    expect(() => readConfig({ ...client, OIDC_ISSUER: 'innskra.island.is' })).toThrow(/OIDC_ISSUER/);
  });

  it('uses the built-in courses unless the Moodle site and its token are both set', () => {
    expect(readConfig({}).moodle).toBeUndefined();
    const site = { MOODLE_URL: 'https://namskeid.example.is', MOODLE_TOKEN: 'ws-token-0123' };
    expect(readConfig(site).moodle).toEqual({
      url: 'https://namskeid.example.is',
      token: 'ws-token-0123',
      courses: [],
      roleId: 5,
      auth: 'manual',
    });
    expect(readConfig({ ...site, MOODLE_COURSES: 'A1A3:12, a2:14', MOODLE_ROLE_ID: '9', MOODLE_AUTH: 'oauth2' }).moodle).toMatchObject({
      courses: [
        { courseType: 1, courseId: 12 },
        { courseType: 2, courseId: 14 },
      ],
      roleId: 9,
      auth: 'oauth2',
    });
    expect(() => readConfig({ MOODLE_URL: site.MOODLE_URL })).toThrow(/MOODLE_URL and MOODLE_TOKEN are set together/);
    expect(() => readConfig({ ...site, MOODLE_COURSES: '12' })).toThrow(/MOODLE_COURSES: "12" is not a course type/);
  });

  it('stops with a message naming every bad variable', () => {
    expect(() => readConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow(
      /TRUST_PROXY: must be false, true \(one proxy\), a number of proxy hops, or comma-separated/,
    );
    expect(readConfig({}).demoContent).toBe(true);
    expect(readConfig({ DEMO_CONTENT: 'false' }).demoContent).toBe(false);
    expect(() => readConfig({ DEMO_CONTENT: 'no' })).toThrow(/DEMO_CONTENT: must be true or false/);
    try {
      readConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL: must start with postgres/);
      expect((error as Error).message).toMatch(/JWT_SECRET: must be at least 32/);
    }
  });
});

describe('settings', () => {
  it('are the 24 keys of the specification, numbered 1 to 24, and the portal’s own from 25', () => {
    expect(settingDefinitions.map((d) => d.id)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(settingDefinitions[23].name).toBe('EnableA2');
    expect(settingDefinitions.slice(24).map((d) => d.name)).toEqual([
      'EnableRealTimeNotifications',
      'CoursePlatformRedirectIdLogin',
      'CoursePlatformRedirectForeign',
      'SFTPHostKeyFingerprint',
      'RequireSelfDeclaration',
      'RequireMainAddress',
      'AbpClientLocalizationSource',
    ]);
    for (const d of settingDefinitions) expect(settingValueProblem(d, d.defaultValue), d.name).toBeNull();
  });

  it('check values by kind', () => {
    const examTime = findSettingDefinition(5)!;
    expect(settingValueProblem(examTime, '45')).toBeNull();
    expect(settingValueProblem(examTime, '0')).toBe('errors.setting.tooSmall');
    expect(settingValueProblem(examTime, '4.5')).toBe('errors.setting.notWholeNumber');
    expect(settingValueProblem(findSettingDefinition(20)!, 'yes')).toBe('errors.setting.notBoolean');
    expect(settingValueProblem(findSettingDefinition(21)!, '2026-12-01T10:00:00Z')).toBeNull();
    expect(settingValueProblem(findSettingDefinition(21)!, 'tomorrow')).toBe('errors.setting.notDate');
    expect(settingValueProblem(findSettingDefinition(13)!, '24:00')).toBe('errors.setting.notTime');
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, readConfig } from './config';
import { wantedValues } from './config-sentences';
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
        /CORS_ORIGINS holds ".+", which is not an origin like https:\/\/app\.example\.is: set CORS_ORIGINS to comma-separated origins/,
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
      expect(() => readConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY (holds ".+", which is not understood|names 11 hops, .+|has a \/0 range, .+): set TRUST_PROXY to false, true \(one proxy\), a number of proxy hops/,
      );
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
      'PAYMENT_MERCHANT_ID, PAYMENT_VERIFICATION_CODE and PAYMENT_STATUS_URL go together, and PAYMENT_VERIFICATION_CODE and PAYMENT_STATUS_URL are not set: ' +
        "set all three for the card company's merchant, or none of them for the sandbox pay page.",
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
        `OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together, and ${missing} is not set: ` +
          "set all three for the portal's client at Ísland.is, or none of them for the development identity provider.",
      );
    }
    expect(() => readConfig({ OIDC_ISSUER: 'https://innskra.island.is' })).toThrow(ConfigError);
    expect(() => readConfig({ ...client, OIDC_ISSUER: 'innskra.island.is' })).toThrow(
      "OIDC_ISSUER is not an http or https address: set OIDC_ISSUER to Ísland.is's identity provider, such as https://innskra.island.is.",
    );
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
    expect(() => readConfig({ MOODLE_URL: site.MOODLE_URL })).toThrow(
      "MOODLE_URL and MOODLE_TOKEN go together, and MOODLE_TOKEN is not set: set both for the Moodle site, or neither for the portal's own courses.",
    );
    expect(() => readConfig({ ...site, MOODLE_COURSES: '12' })).toThrow(
      'MOODLE_COURSES holds "12", which is not a course type and a Moodle course id like A1A3:12: set MOODLE_COURSES to course types',
    );
  });

  it('stops with a sentence for every bad variable that says what to set, and repeats no value', () => {
    expect(readConfig({}).demoContent).toBe(true);
    expect(readConfig({ DEMO_CONTENT: 'false' }).demoContent).toBe(false);
    const refusal = (env: NodeJS.ProcessEnv) => {
      try {
        readConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(
      refusal({
        PORT: 'abc',
        DATABASE_URL: 'mysql://root:hunter2-secret@db',
        JWT_SECRET: 'short-secret',
        LOG_LEVEL: 'loud',
        DEMO_CONTENT: 'no',
        BACKUP_DAYS: '0',
        PUBLIC_URL: 'ftp://drone.example.is',
      }).split('\n'),
    ).toEqual([
      'Invalid configuration:',
      '  PORT is not a port number: set PORT to a whole number from 0 to 65535, such as 3000.',
      '  DATABASE_URL is not a PostgreSQL address: set DATABASE_URL to postgresql://user:password@host:5432/database, or leave it unset for the embedded database.',
      '  PUBLIC_URL is not an http or https address: set PUBLIC_URL to the address users reach, such as https://drone.example.is.',
      '  JWT_SECRET is not a secret of 32 or more characters: set JWT_SECRET to 32 or more random characters (openssl rand -base64 48), or leave it unset to have one generated once and kept for every instance.',
      '  LOG_LEVEL is not a log level: set LOG_LEVEL to fatal, error, warn, info, debug, trace or silent.',
      '  BACKUP_DAYS is not a number of days: set BACKUP_DAYS to a whole number from 1 to 3650, such as 14.',
      '  DEMO_CONTENT is not true or false: set DEMO_CONTENT to true or false.',
    ]);
    expect(refusal({ PORT: '70000' })).toContain('PORT is not a port number: set PORT to a whole number from 0 to 65535');
    expect(refusal({ PORT: '30.5' })).toContain('PORT is not a port number');
    expect(refusal({ METRICS_TOKEN: 'short-token' })).toContain(
      'METRICS_TOKEN is not a token of 16 or more characters: set METRICS_TOKEN to the bearer token Prometheus sends',
    );
    expect(refusal({ METRICS_TOKEN: 'short-token' })).not.toContain('short-token');
    expect(readConfig({}).tracing).toBeUndefined();
    expect(readConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing).toEqual({
      tracesUrl: 'http://collector:4318/v1/traces',
      serviceName: 'drone-portal',
    });
    expect(
      readConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://collector.example.is/traces', OTEL_SERVICE_NAME: 'gatt-2' }).tracing,
    ).toEqual({ tracesUrl: 'https://collector.example.is/traces', serviceName: 'gatt-2' });
    expect(refusal({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toContain(
      "OTEL_EXPORTER_OTLP_ENDPOINT is not an http or https address: set OTEL_EXPORTER_OTLP_ENDPOINT to the OpenTelemetry collector's OTLP/HTTP endpoint",
    );
    expect(readConfig({}).metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: '0123456789abcdef' }).metricsToken).toBe('0123456789abcdef');
    expect(refusal({ TRUST_PROXY: 'yes' })).toContain(
      'TRUST_PROXY holds "yes", which is not understood: set TRUST_PROXY to false, true (one proxy), a number of proxy hops, or comma-separated',
    );
  });

  it('has a sentence for every variable it reads', () => {
    expect(configVariables.filter((name) => !wantedValues[name])).toEqual([]);
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

import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import { settingDefinitions } from '../../../shared/settings';
import type { TestApp } from '../../test/harness';

export const paymentApi = '/api/services/app/Payment';

/** Changes a setting as the host's administrator does, on the configuration screen. */
export async function setSetting(t: TestApp, adminToken: string, name: string, value: string) {
  const settingId = settingDefinitions.find((d) => d.name === name)!.id;
  const res = await t.call('PUT', '/api/services/app/Setting/Update', { token: adminToken, body: { settingId, value } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** An instant of an Icelandic day, which is the UTC one. */
export const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}Z`);

/** Waits up to `ms` for `check` to answer something truthy, and answers it. */
export async function until<T>(check: () => Promise<T>, ms = 15_000): Promise<NonNullable<T>> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > ms) throw new Error(`nothing after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A file as the test SFTP server received it, read back as rows of cells. */
export const rowsOf = (content: Buffer) => parse(content, { delimiter: ';', bom: true }) as string[][];

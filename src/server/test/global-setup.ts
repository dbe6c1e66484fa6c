import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort } from './ports';
import { connectDatabase } from '../db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded';
import { runMigrations } from '../db/migrate';
import { seed } from '../seed/seed';
import { JobQueue } from '../jobs/queue';
import { sendMailJob } from '../mail/enqueue-mail';
import { testAdminPassword } from './constants';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    templateDatabase: string;
  }
}

/** The URL of the same server with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * One PostgreSQL for the whole run: the machine's when DATABASE_URL is set, else the embedded
 * one in a temporary folder. A template database is migrated and seeded once; every test file
 * copies it into a database of its own, so files run in parallel and in any order.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let tempDir: string | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-pg-'));
    fs.chmodSync(tempDir, 0o777);
    embedded = await startEmbeddedPostgres(path.join(tempDir, 'data'), await freePort());
    serverUrl = embedded.url;
  }
  const template = `portal_tpl_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const templateUrl = withDatabase(serverUrl, template);
  const database = connectDatabase(templateUrl, 2);
  await runMigrations(database.db);
  await seed(database.db, { adminPassword: testAdminPassword });
  await database.close();
  const jobs = new JobQueue(templateUrl);
  await jobs.start();
  await jobs.register({ name: sendMailJob, run: async () => {} });
  await jobs.stop();

  project.provide('pgServerUrl', serverUrl);
  project.provide('templateDatabase', template);

  return async () => {
    const { rows } = await admin.query(
      `select datname from pg_database where datname like 'portal_t%_${template.slice(-8)}%' or datname = $1`,
      [template],
    );
    for (const row of rows) await admin.query(`drop database if exists "${row.datname}" with (force)`).catch(() => {});
    await admin.end();
    await embedded?.stop();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
}

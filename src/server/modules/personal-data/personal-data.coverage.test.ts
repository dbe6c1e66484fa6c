import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { exportSections } from '../../../shared/contracts/personal-data';
import * as schema from '../../db/schema';
import { exportedColumns, leftOutColumns } from './personal-data.coverage';

/** Tables whose rows are a person's: a column pointing at one of them ties its row to that person. */
const personTables = new Set(['users', 'pilots', 'user_examinations']);
/** A column named like a user's id, with or without a foreign key (the audit log keeps none on purpose). */
const userLikeName = /(^|_)user_id$|_by$/;

/** The schema names columns in camelCase; the database (and this list) in snake_case. */
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Every `table.column` of the schema that ties a row to a person. */
function personColumns(): string[] {
  const found = new Set<string>(['users.id']);
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    for (const column of config.columns) {
      if (userLikeName.test(snake(column.name))) found.add(`${config.name}.${snake(column.name)}`);
    }
    for (const key of config.foreignKeys) {
      const reference = key.reference();
      if (!personTables.has(getTableConfig(reference.foreignTable).name)) continue;
      for (const column of reference.columns) found.add(`${config.name}.${snake(column.name)}`);
    }
  }
  return [...found].sort();
}

describe('the personal-data export covers the schema', () => {
  it('finds the columns it is meant to find (the check itself works)', () => {
    const columns = personColumns();
    for (const known of ['user_sessions.user_id', 'pilot_emails.pilot_id', 'accounting_exports.requested_by', 'tenants.creator_user_id']) {
      expect(columns).toContain(known);
    }
  });

  it('exports or deliberately leaves out, with a reason, every column that ties a row to a person', () => {
    const undecided = personColumns().filter((column) => !(column in exportedColumns) && !(column in leftOutColumns));
    // A new table about people: add its rows to personal-data-export.queries.ts and exportedColumns,
    // or say in leftOutColumns why a person has no right to see them (docs/personal-data.md).
    expect(undecided).toEqual([]);
  });

  it('names only columns that exist, never both exported and left out, and only real sections', () => {
    const columns = new Set(personColumns());
    for (const column of [...Object.keys(exportedColumns), ...Object.keys(leftOutColumns)]) expect(columns, column).toContain(column);
    for (const column of Object.keys(exportedColumns)) expect(leftOutColumns, column).not.toHaveProperty(column);
    for (const section of Object.values(exportedColumns)) expect(exportSections).toContain(section);
    for (const reason of Object.values(leftOutColumns)) expect(reason.length).toBeGreaterThan(20);
  });
});

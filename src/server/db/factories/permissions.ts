import { notInArray } from 'drizzle-orm';
import { allPermissionNames, pagePermissionNames } from '../../../shared/permissions';
import type { Db } from '../client';
import { permissions } from '../schema';

/** Makes the permissions table list exactly the code's permissions; a dropped one takes its grants along. */
export async function syncPermissions(db: Db): Promise<void> {
  await db
    .insert(permissions)
    .values(allPermissionNames.map((name) => ({ name, isPage: pagePermissionNames.includes(name) })))
    .onConflictDoNothing();
  await db.delete(permissions).where(notInArray(permissions.name, allPermissionNames));
}

import { and, eq, inArray, not, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { countedRowsCap } from '../../../shared/contracts/common';
import type { Db } from '../../db/client';
import { countUpToCap, oneColumn } from '../../db/bounded-count';
import { inIdOrder, orderOf, pageWindow, readPage, type SortKey } from '../../db/deep-page';
import { containsPattern, foldedContains } from '../../db/like';
import { pilots, users } from '../../db/schema';
import { selectPilots, withMainAddresses } from './pilots.queries';

// Collated `is-IS-x-icu` in the table (migration people_list_orders).
const surname = pilots.personSurname;
const name = pilots.personName;

/**
 * The keys of each order the register offers, by the person's names as copied onto the record
 * (decision 0049). Every order ends in the id, so the order turned round (decision 0047) keeps ties
 * in their places; by surname and by registration `pilots_surname_name_idx` and
 * `pilots_creation_time_idx` give it.
 */
const orders: Record<string, SQLWrapper[]> = {
  surname: [surname, name, pilots.id],
  name: [name, surname, pilots.id],
  fullname: [sql`(${pilots.personName} || ' ' || ${pilots.personSurname}) collate "is-IS-x-icu"`, pilots.id],
  username: [sql`(select ${users.userName} from ${users} where ${users.id} = ${pilots.userId}) collate "is-IS-x-icu"`, pilots.id],
  socialsecuritynumber: [pilots.socialSecurityNumber, pilots.id],
  creationtime: [pilots.creationTime, pilots.id],
  pilottypeid: [pilots.pilotTypeId, pilots.id],
  statusid: [pilots.statusId, pilots.id],
};

/** `sorting` as ABP clients send it ("surname desc"), each key that way; anything else sorts by surname, then name. */
function sortKeys(sorting: string | undefined): SortKey[] {
  const [field, direction] = (sorting ?? '').trim().split(/\s+/);
  const keys = orders[field?.toLowerCase() ?? ''];
  const descending = keys !== undefined && direction?.toLowerCase() === 'desc';
  return (keys ?? orders.surname).map((key) => ({ key, descending }));
}

export interface PilotFilter {
  keyword?: string;
  orgId?: number;
  statusId?: number;
  pilotTypeId?: number;
}

/** The tenant's listed pilots that the filter selects, written on the record's own columns only. */
function pilotsMatching(tenantId: number | null, filter: PilotFilter): SQL | undefined {
  const pattern = containsPattern(filter.keyword);
  return and(
    // As the indexes of the orders are keyed: the host's rows have no tenant id to equal.
    sql`coalesce(${pilots.tenantId}, 0) = ${tenantId ?? 0}`,
    // Written out, not parameters: a generic plan (decision 0018) uses the partial indexes only so.
    not(pilots.isDeleted),
    not(pilots.personIsDeleted),
    filter.orgId === undefined ? undefined : eq(pilots.organizationId, filter.orgId),
    filter.statusId === undefined ? undefined : eq(pilots.statusId, filter.statusId),
    filter.pilotTypeId === undefined ? undefined : eq(pilots.pilotTypeId, filter.pilotTypeId),
    // Everything a record and its account hold, in one folded text kept on the record (decision 0053).
    pattern ? foldedContains(pilots.searchText, pattern) : undefined,
  );
}

/**
 * A page of the register and how many match up to the cap (decision 0038). The count and the
 * page's ids come from the records alone, through the index of the order, past the middle from
 * the end (decision 0047); only the page's ten records are joined to their accounts and items.
 */
export async function findPilots(
  db: Db,
  tenantId: number | null,
  input: PilotFilter & { sorting?: string; skipCount: number; maxResultCount: number },
) {
  const matching = pilotsMatching(tenantId, input);
  const total = await countUpToCap(db, db.select(oneColumn).from(pilots).where(matching).$dynamic());
  const keys = sortKeys(input.sorting);
  const window = pageWindow(input.skipCount, input.maxResultCount, total, countedRowsCap);
  const ids = await readPage(window, async (reversed, offset, limit) => {
    const page = await db
      .select({ id: pilots.id })
      .from(pilots)
      .where(matching)
      .orderBy(...orderOf(keys, reversed))
      .limit(limit)
      .offset(offset);
    return page.map((row) => row.id);
  });
  const rows = ids.length ? await selectPilots(db, inArray(pilots.id, ids)) : [];
  return {
    views: await withMainAddresses(
      db,
      inIdOrder(ids, rows, (row) => row.pilot.id),
    ),
    total,
  };
}

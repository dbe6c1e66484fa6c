import { withTransaction, type Tx } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { businessError, notFound } from '../../kernel/errors';
import { confirmationAfterChange } from './pilot-email-confirmation.service';
import {
  clearMain,
  deleteItem,
  findItem,
  findItems,
  hasItems,
  insertItem,
  updateItem,
  type ItemKind,
  type ItemRow,
  type MainItemKind,
  type NewItem,
} from './pilot-items.queries';
import { lockPilot } from './pilots.queries';
import { reachPilot } from './pilots.service';

/**
 * Section 4's main-item rule, in one place for phone numbers, e-mails and addresses: at most one
 * of each kind is main (the database's partial unique index agrees), making one main takes it from
 * the others, and un-maining or deleting the main one leaves none, so the pilot shows no value
 * rather than a stale one. A pilot's first item of a kind is main without asking.
 */
const isMainKind = (kind: ItemKind): kind is MainItemKind => kind !== 'insurance';

/** The pilot an item belongs to, reached as its owner or an administrator, and held for the change. */
async function reachForChange(tx: Tx, ctx: RequestContext, pilotId: number) {
  const reached = await reachPilot(tx.db, ctx, { id: pilotId });
  await lockPilot(tx.db, pilotId);
  return reached;
}

/**
 * An item, reached through its pilot. A value the national registry gave (isKRR) is the registry's
 * to change, or an administrator's: the pilot may only make it main or not.
 */
async function reachItem<K extends ItemKind>(tx: Tx, ctx: RequestContext, kind: K, id: number, change?: Record<string, unknown>) {
  const item = await findItem(tx.db, kind, id);
  if (!item) throw notFound();
  const { reach } = await reachForChange(tx, ctx, item.pilotId);
  const fromRegistry = 'isKrr' in item && item.isKrr && !reach.manager;
  const changesValue = (key: string) => key !== 'isMain' && change![key] !== (item as Record<string, unknown>)[key];
  if (fromRegistry && (!change || Object.keys(change).some(changesValue))) throw businessError('errors:pilot.fromRegistry');
  return item;
}

export async function listItems<K extends ItemKind>(
  deps: ServiceDeps,
  ctx: RequestContext,
  kind: K,
  pilotId: number,
): Promise<ItemRow<K>[]> {
  const { db } = deps.database;
  await reachPilot(db, ctx, { id: pilotId });
  return findItems(db, kind, pilotId);
}

export async function createItem<K extends ItemKind>(
  deps: ServiceDeps,
  ctx: RequestContext,
  kind: K,
  values: Omit<NewItem<K>, 'isKrr'>,
): Promise<ItemRow<K>> {
  return withTransaction(deps.database.pool, async (tx) => {
    await reachForChange(tx, ctx, values.pilotId);
    if (!isMainKind(kind)) return insertItem(tx.db, kind, values as NewItem<K>);
    const wantsMain = (values as { isMain?: boolean }).isMain === true || !(await hasItems(tx.db, kind, values.pilotId));
    if (wantsMain) await clearMain(tx.db, kind, values.pilotId);
    return insertItem(tx.db, kind, { ...values, isMain: wantsMain } as unknown as NewItem<K>);
  });
}

export async function changeItem<K extends ItemKind>(
  deps: ServiceDeps,
  ctx: RequestContext,
  kind: K,
  id: number,
  values: Partial<Omit<NewItem<K>, 'pilotId' | 'isKrr'>>,
): Promise<ItemRow<K>> {
  return withTransaction(deps.database.pool, async (tx) => {
    const item = await reachItem(tx, ctx, kind, id, values);
    if (isMainKind(kind) && (values as { isMain?: boolean }).isMain === true) await clearMain(tx.db, kind, item.pilotId, id);
    const confirmation = kind === 'email' ? confirmationAfterChange(item as ItemRow<'email'>, (values as { email?: string }).email) : {};
    return updateItem(tx.db, kind, id, { ...values, ...confirmation } as Partial<NewItem<K>>);
  });
}

export async function removeItem(deps: ServiceDeps, ctx: RequestContext, kind: ItemKind, id: number): Promise<null> {
  await withTransaction(deps.database.pool, async (tx) => {
    await reachItem(tx, ctx, kind, id);
    await deleteItem(tx.db, kind, id);
  });
  return null;
}

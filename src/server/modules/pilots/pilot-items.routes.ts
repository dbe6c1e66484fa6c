import type { z } from 'zod';
import { pilotItemEndpoints } from '../../../shared/contracts/pilots';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import type { Endpoint } from '../../../shared/contracts/endpoint';
import { route, type AbpRoute } from '../../kernel/abp-route';
import type { Access } from '../../kernel/access';
import {
  toAddressDto,
  toEmailDto,
  toInsuranceDto,
  toPhoneNumberDto,
  type ItemKind,
  type ItemRow,
  type NewItem,
} from './pilot-items.queries';
import * as items from './pilot-items.service';

const ownerOrManager: Access = { anyOf: [Permission.Pilots, Permission.Pilot] };

/** One kind of a pilot's items, as its four calls see it: `C` and `U` are its create and update inputs, `D` its reply. */
interface ItemKindCalls<K extends ItemKind, C extends z.ZodType, U extends z.ZodType<{ id: number }>, D extends z.ZodType> {
  kind: K;
  endpoints: {
    create: Endpoint<C, D>;
    get: Endpoint<z.ZodType<{ pilotId: number }>, z.ZodType>;
    update: Endpoint<U, D>;
    delete: Endpoint<z.ZodType<{ id: number }>, z.ZodNull>;
  };
  toDto: (row: ItemRow<K>) => z.input<D>;
  /** The create call's fields as the item's columns: ABP names some by kind (`phonenumber`, `isMainEmail`). */
  newItem: (input: z.output<C>) => Omit<NewItem<K>, 'isKrr'>;
  /** The update call's fields, less its id, as changes to the item's columns. */
  changes: (input: Omit<z.output<U>, 'id'>) => Partial<Omit<NewItem<K>, 'pilotId' | 'isKrr'>>;
  /** What each call does, for the OpenAPI document. */
  summaries: { create: string; get: string; update: string; delete: string };
}

/** The four calls of one kind of item: the same rule for each, only the names and words differ. */
function itemKindRoutes<K extends ItemKind, C extends z.ZodType, U extends z.ZodType<{ id: number }>, D extends z.ZodType>(
  deps: ServiceDeps,
  calls: ItemKindCalls<K, C, U, D>,
): AbpRoute[] {
  const { kind, endpoints, toDto, summaries } = calls;
  return [
    // The kernel types a handler's input for any schema; here it is the kind's own.
    route(endpoints.create, {
      access: ownerOrManager,
      summary: summaries.create,
      handler: async (ctx, input) => toDto(await items.createItem(deps, ctx, kind, calls.newItem(input as z.output<C>))),
    }),
    route(endpoints.get, {
      access: ownerOrManager,
      summary: summaries.get,
      handler: async (ctx, input) => ({ items: (await items.listItems(deps, ctx, kind, input.pilotId)).map(toDto) }),
    }),
    route(endpoints.update, {
      access: ownerOrManager,
      summary: summaries.update,
      handler: async (ctx, input) => {
        const { id, ...rest } = input;
        return toDto(await items.changeItem(deps, ctx, kind, id, calls.changes(rest as Omit<z.output<U>, 'id'>)));
      },
    }),
    route(endpoints.delete, {
      access: ownerOrManager,
      summary: summaries.delete,
      handler: (ctx, input) => items.removeItem(deps, ctx, kind, input.id),
    }),
  ];
}

const madeMain = 'main if asked or if it is the first, which takes main from the others.';
const changedMain = 'making it main takes main from the others, un-maining leaves none.';
const deletedMain = 'deleting the main one leaves none main.';

/** The sixteen calls of the four kinds of item. */
export function pilotItemRoutes(deps: ServiceDeps): AbpRoute[] {
  const e = pilotItemEndpoints;
  return [
    ...itemKindRoutes(deps, {
      kind: 'insurance',
      endpoints: e.insurance,
      toDto: toInsuranceDto,
      newItem: (input) => input,
      changes: (input) => input,
      summaries: {
        create: 'Adds an insurance to a pilot.',
        get: 'A pilot’s insurances.',
        update: 'Changes an insurance.',
        delete: 'Deletes an insurance.',
      },
    }),
    ...itemKindRoutes(deps, {
      kind: 'phoneNumber',
      endpoints: e.phoneNumber,
      toDto: toPhoneNumberDto,
      newItem: ({ phonenumber, ...rest }) => ({ ...rest, phoneNumber: phonenumber }),
      changes: ({ phonenumber, isMain }) => ({ phoneNumber: phonenumber, isMain }),
      summaries: {
        create: `Adds a phone number; ${madeMain}`,
        get: 'A pilot’s phone numbers.',
        update: `Changes a phone number; ${changedMain}`,
        delete: `Deletes a phone number; ${deletedMain}`,
      },
    }),
    ...itemKindRoutes(deps, {
      kind: 'email',
      endpoints: e.email,
      toDto: toEmailDto,
      newItem: ({ isMainEmail, ...rest }) => ({ ...rest, isMain: isMainEmail }),
      changes: ({ isMainEmail, email }) => ({ email, isMain: isMainEmail }),
      summaries: {
        create: `Adds an e-mail address; ${madeMain}`,
        get: 'A pilot’s e-mail addresses.',
        update: `Changes an e-mail address; ${changedMain}`,
        delete: `Deletes an e-mail address; ${deletedMain}`,
      },
    }),
    ...itemKindRoutes(deps, {
      kind: 'address',
      endpoints: e.address,
      toDto: toAddressDto,
      newItem: ({ isMainAddress, ...rest }) => ({ ...rest, isMain: isMainAddress }),
      changes: ({ isMainAddress, ...rest }) => ({ ...rest, isMain: isMainAddress }),
      summaries: {
        create: `Adds an address; ${madeMain}`,
        get: 'A pilot’s addresses.',
        update: `Changes an address; ${changedMain}`,
        delete: `Deletes an address; ${deletedMain}`,
      },
    }),
  ];
}

import { type z } from 'zod';

/**
 * JSON already checked against the part of a contract it stands for, to be sent as it is. A reply
 * that is mostly the same for every caller (the 47 KB of texts in `AbpUserConfiguration/GetAll`)
 * is then checked and written once, not on every request; the contract still holds, because the
 * only ways to make one are {@link jsonFragment} and {@link jsonObjectOf}, which check first.
 * `T` is the output type it stands for, so a fragment fits only where that type is expected.
 */
export class RawJson<T = unknown> {
  declare readonly standsFor?: T;
  private constructor(readonly json: string) {}

  /** @internal Only the two makers below; a fragment made from unchecked text would skip the contract. */
  static checked<T>(json: string): RawJson<T> {
    return new RawJson<T>(json);
  }
}

/** Checks a value against its schema once (stripping what it does not declare) and keeps its JSON. */
export function jsonFragment<S extends z.ZodType>(schema: S, value: z.input<S>): RawJson<z.output<S>> {
  return RawJson.checked(JSON.stringify(checked(schema, value)));
}

/** A value that breaks the contract is the server's fault: a plain error (500), never a caller's 400. */
function checked(schema: z.ZodType, value: unknown): unknown {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error('a reply breaks its contract', { cause: parsed.error });
  return parsed.data;
}

type Members<S extends z.ZodObject> = { [K in keyof S['shape']]: z.input<S['shape'][K]> | RawJson<z.output<S['shape'][K]>> };

/**
 * An object of the schema whose members are values (checked now, as a reply's would be) or
 * fragments checked before; members come in the schema's order, and an absent optional one is left out.
 */
export function jsonObjectOf<S extends z.ZodObject>(schema: S, members: Members<S>): RawJson<z.output<S>> {
  const parts: string[] = [];
  for (const [key, memberSchema] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const value = (members as Record<string, unknown>)[key];
    const json = value instanceof RawJson ? value.json : JSON.stringify(checked(memberSchema, value));
    if (json !== undefined) parts.push(`${JSON.stringify(key)}:${json}`);
  }
  return RawJson.checked(`{${parts.join(',')}}`);
}

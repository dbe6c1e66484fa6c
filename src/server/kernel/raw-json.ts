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
  private text: string | undefined;
  private encoded: Buffer | undefined;
  private readonly parts: readonly Buffer[] | undefined;
  private constructor(text: string | undefined, encoded: Buffer | undefined, parts?: readonly Buffer[]) {
    this.text = text;
    this.encoded = encoded;
    this.parts = parts;
  }

  /** The JSON as text. */
  get json(): string {
    return (this.text ??= this.bytes.toString('utf8'));
  }

  /**
   * The JSON as UTF-8, encoded once: a fragment kept for every caller (the 47 KB of texts) goes
   * into each reply as bytes, where sending it as text encoded it again for every request.
   */
  get bytes(): Buffer {
    return (this.encoded ??= this.parts ? Buffer.concat(this.parts) : Buffer.from(this.text!, 'utf8'));
  }

  /**
   * The JSON as UTF-8 in pieces, one after another. An object made of fragments keeps theirs as
   * they are, and the reply joins them with its envelope once: joining them at every level copied
   * the 47 KB of texts twice a request, and a busy portal spent the time in allocating and freeing.
   */
  get pieces(): readonly Buffer[] {
    return this.parts ?? [this.bytes];
  }

  /** @internal Only the two makers below; a fragment made from unchecked text would skip the contract. */
  static checked<T>(json: string): RawJson<T> {
    return new RawJson<T>(json, undefined);
  }

  /** @internal As {@link RawJson.checked}, for JSON already in UTF-8, in pieces to be read in order. */
  static checkedPieces<T>(pieces: readonly Buffer[]): RawJson<T> {
    return new RawJson<T>(undefined, undefined, pieces);
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
 * fragments checked before; members come in the schema's order, and an absent optional one is left
 * out. Made as pieces of UTF-8: the values' JSON is encoded here, the fragments' pieces are taken as
 * they are, and nothing is copied until the reply is written.
 */
export function jsonObjectOf<S extends z.ZodObject>(schema: S, members: Members<S>): RawJson<z.output<S>> {
  const chunks: Buffer[] = [];
  let text = '{';
  let separator = '';
  for (const [key, memberSchema] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const value = (members as Record<string, unknown>)[key];
    if (value instanceof RawJson) {
      chunks.push(Buffer.from(`${text}${separator}${JSON.stringify(key)}:`, 'utf8'), ...value.pieces);
      text = '';
    } else {
      const json = JSON.stringify(checked(memberSchema, value));
      if (json === undefined) continue;
      text += `${separator}${JSON.stringify(key)}:${json}`;
    }
    separator = ',';
  }
  chunks.push(Buffer.from(`${text}}`, 'utf8'));
  return RawJson.checkedPieces(chunks);
}

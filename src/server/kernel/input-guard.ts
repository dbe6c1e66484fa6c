import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStorableText } from '../../shared/contracts/common';
import { invalidField } from './errors';

/**
 * The first text in a parsed request (path, query or JSON body) that PostgreSQL cannot store, as
 * the member it sits in (`questionOptions.1.descriptionEnglish`), or undefined when all is well.
 * Keys count too. It walks without recursion, so no nesting depth can overflow the stack.
 */
export function findUnstorableText(input: unknown): string | undefined {
  // Each entry knows its parent, so the path is spelled out only for the one member refused:
  // copying it at every level would make a deeply nested body cost the square of its depth.
  interface Entry {
    value: unknown;
    key: string;
    parent: Entry | null;
  }
  const pathOf = (entry: Entry | null, last?: string) => {
    const keys = last === undefined ? [] : [last];
    for (let e = entry; e?.parent; e = e.parent) keys.unshift(e.key);
    return keys.join('.');
  };
  const pending: Entry[] = [{ value: input, key: '', parent: null }];
  while (pending.length) {
    const entry = pending.pop()!;
    const { value } = entry;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return pathOf(entry);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (!isStorableText(key)) return pathOf(entry, key.replaceAll('\u0000', '\uFFFD').replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
        pending.push({ value: inner, key, parent: entry });
      }
    }
  }
  return undefined;
}

/**
 * The shared contract types refuse a NUL or a lone surrogate already; this hook, which every
 * request passes, refuses them in whatever a route reads without a contract (raw routes, a path
 * parameter, a member a future contract types loosely), so none can reach the database as a 500.
 */
export function installInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const part of [request.params, request.query, request.body]) {
      const member = findUnstorableText(part);
      if (member !== undefined) throw invalidField(member, 'validation:invalidCharacter');
    }
  });
}

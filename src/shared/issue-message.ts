/** The parts of a zod issue that decide how it is said. */
export interface IssueLike {
  code: string;
  message: string;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  format?: unknown;
  input?: unknown;
}

/**
 * The translation key (and values) for one validation issue, the same on the server and in the
 * browser: our schemas' own messages are keys already; zod's built-in ones are mapped by code.
 */
export function issueMessageKey(issue: IssueLike): { key: string; params?: Record<string, number> } {
  if (issue.message.startsWith('validation.')) return { key: issue.message.replace('validation.', 'validation:') };
  if (issue.message.startsWith('errors.')) return { key: issue.message.replace('errors.', 'errors:') };
  const sized = issue.origin === 'string' || issue.origin === 'array';
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined || issue.input === null ? 'validation:required' : 'validation:invalid' };
    case 'too_small':
      if (sized)
        return Number(issue.minimum) <= 1
          ? { key: 'validation:required' }
          : { key: 'validation:tooShort', params: { minimum: Number(issue.minimum) } };
      return { key: 'validation:tooSmall', params: { minimum: Number(issue.minimum) } };
    case 'too_big':
      return { key: sized ? 'validation:tooLong' : 'validation:tooBig', params: { maximum: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validation:email' : 'validation:invalid' };
    default:
      return { key: 'validation:invalid' };
  }
}

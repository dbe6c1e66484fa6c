import { int, queryInt, text } from './common';

/** Course and certificate types share their numbers (section 9): A1A3 = 1, A2 = 2. */
export const contentType = int.min(1).max(2);
export const contentTypeQuery = queryInt.min(1).max(2);

/** Rich text as the editors write it; the server sanitizes it and keeps a plain copy for search. */
export const richText = text().max(200_000);
/** Rich text that must say something once the markup is gone. */
export const requiredRichText = richText.refine((html) => html.replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0, {
  message: 'validation.required',
});

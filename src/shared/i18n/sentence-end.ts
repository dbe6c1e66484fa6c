import type { PostProcessorModule } from 'i18next';

/** A value that ends a word with a period: an abbreviation (ehf., hf., sf.) or an initial (J. R. R.). */
const endsInPeriod = /[\p{L}\p{M}\d]\.$/u;

/**
 * A message that puts a period after a name or an organisation's name would print two after one
 * that ends in its own ("Flugdrekar ehf.."). The period the message adds is dropped there, whatever
 * the message or language, so no template has to know which names end in one.
 */
export function withoutDoubledPeriods(text: string, values: Record<string, unknown> | undefined): string {
  if (!values) return text;
  let out = text;
  for (const value of Object.values(values)) {
    if (typeof value === 'string' && endsInPeriod.test(value)) out = out.split(`${value}.`).join(value);
  }
  return out;
}

/** The rule as an i18next post-processor, named in `postProcess` of every instance, server and web. */
export const sentenceEnd: PostProcessorModule = {
  type: 'postProcessor',
  name: 'sentenceEnd',
  process(value, _key, options) {
    const given = options as Record<string, unknown>;
    const replace = given.replace;
    const values = replace && typeof replace === 'object' ? (replace as Record<string, unknown>) : given;
    return withoutDoubledPeriods(value, values);
  },
};

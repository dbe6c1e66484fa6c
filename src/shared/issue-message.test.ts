import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { text } from './contracts/common';
import i18next from 'i18next';
import { sharedResources } from './i18n/resources';
import { issueProblem, problemText, valueAt } from './issue-message';

const schema = z.object({
  name: text().trim().min(2).max(10),
  surname: text().trim().min(1),
  countryCode: z.string().min(2),
  code: z.number(),
});

async function createI18n(language: 'is' | 'en') {
  const instance = i18next.createInstance();
  await instance.init({
    resources: sharedResources,
    lng: language,
    ns: Object.keys(sharedResources.is),
    interpolation: { escapeValue: false },
  });
  return instance;
}

async function messagesOf(values: Record<string, unknown>, language: 'is' | 'en', names?: Record<string, string>) {
  const i18n = await createI18n(language);
  const result = schema.safeParse(values);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    out[field] ??= problemText(issueProblem(issue as never, issue.path, valueAt(values, issue.path)), i18n.t, names);
  }
  return out;
}

describe('issue messages', () => {
  it('name the field and say what to do, in English', async () => {
    expect(await messagesOf({ name: '', surname: ' ', countryCode: '', code: 'x' }, 'en')).toEqual({
      // An empty field is missing, whatever its least length.
      name: 'Enter your first name',
      surname: 'Enter your last name',
      countryCode: 'Select a country',
      code: 'Enter the code in the correct format',
    });
    expect(await messagesOf({ name: 'A', surname: 'B', countryCode: 'IS', code: 1 }, 'en')).toEqual({
      name: 'First name must be 2 characters or more',
    });
    expect(await messagesOf({ name: 'Aaaaaaaaaaaaa', surname: 'B', countryCode: 'IS', code: 1 }, 'en')).toEqual({
      name: 'First name must be 10 characters or fewer',
    });
  });

  it('name the field and say what to do, in Icelandic', async () => {
    expect(await messagesOf({ name: '', surname: '', countryCode: '', code: 1 }, 'is')).toEqual({
      name: 'Sláðu inn eiginnafn',
      surname: 'Sláðu inn kenninafn',
      countryCode: 'Veldu land',
    });
    expect(await messagesOf({ name: 'Aaaaaaaaaaaaa', surname: 'B', countryCode: 'IS', code: 1 }, 'is')).toEqual({
      name: 'Eiginnafn má mest vera 10 stafir',
    });
  });

  it('let a form rename a field, and keep the generic words for a field without a name', async () => {
    expect(await messagesOf({ name: '', surname: 'B', countryCode: 'IS', code: 1 }, 'en', { name: 'roleName' })).toEqual({
      name: 'Enter a role name',
    });
    const i18n = await createI18n('en');
    expect(problemText({ key: 'validation:required', field: 'noSuchField' }, i18n.t)).toBe(i18n.t('validation:required'));
    expect(problemText('As given.', i18n.t)).toBe('As given.');
  });
});

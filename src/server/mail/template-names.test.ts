import { describe, expect, it } from 'vitest';
import en from '../../shared/i18n/en/outbox.json';
import is from '../../shared/i18n/is/outbox.json';
import { mailTemplates } from './templates';

describe('mail template names', () => {
  it('names every template the portal sends in both languages, for the outbox', () => {
    for (const template of mailTemplates) {
      expect(is.templates, template).toHaveProperty(template);
      expect(en.templates, template).toHaveProperty(template);
    }
  });
});

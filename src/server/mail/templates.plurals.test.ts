import { describe, expect, it } from 'vitest';
import { renderMail } from './templates';

const vars = { name: 'Anna', actionUrl: 'https://example.is/confirm' };

describe('a mail that counts days or hours', () => {
  it('says one hour and one day in the singular, in both languages', () => {
    expect(renderMail('verifyEmail', 'en', { ...vars, hours: 1 }).text).toContain('The link is valid for 1 hour.');
    expect(renderMail('verifyEmail', 'en', { ...vars, hours: 48 }).text).toContain('The link is valid for 48 hours.');
    expect(renderMail('verifyEmail', 'is', { ...vars, hours: 1 }).text).toContain('Hlekkurinn gildir í 1 klukkustund.');
    expect(renderMail('verifyEmail', 'is', { ...vars, hours: 24 }).text).toContain('Hlekkurinn gildir í 24 klukkustundir.');
    expect(renderMail('accountCreated', 'is', { ...vars, userName: 'anna', days: 21 }).text).toContain('gildir í 21 dag ');
  });
});

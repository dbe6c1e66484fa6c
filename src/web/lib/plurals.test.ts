import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

/** Counts read by each language's plural rules: "1 backup", not "1 backups"; Icelandic "21 dag". */
describe('counted texts', () => {
  it('take the singular for one in English, and for 1, 21, 31 (not 11) in Icelandic', async () => {
    const en = await createI18n('en');
    await en.loadNamespaces(['backups', 'dashboard']);
    expect(en.t('backups:page.keptValue', { count: 1, size: '2 MB' })).toBe('1 backup, 2 MB in all');
    expect(en.t('backups:page.keptValue', { count: 3, size: '6 MB' })).toBe('3 backups, 6 MB in all');
    expect(en.t('backups:page.keepDaysValue', { count: 1 })).toBe('1 day');
    expect(en.t('dashboard:exam.hardestNote', { count: 1 })).toBe('Only questions answered at least once.');
    const is = await createI18n('is');
    await is.loadNamespaces(['backups']);
    expect(is.t('backups:page.keepDaysValue', { count: 21 })).toBe('21 dag');
    expect(is.t('backups:page.keepDaysValue', { count: 11 })).toBe('11 daga');
    expect(is.t('backups:page.keepDaysValue', { count: 14 })).toBe('14 daga');
  });
});

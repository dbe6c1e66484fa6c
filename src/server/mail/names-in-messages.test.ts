import { describe, expect, it } from 'vitest';
import { translate } from '../kernel/i18n';
import { renderMail } from './templates';

/** An organisation's name that ends in its own period, as most Icelandic company names do. */
const organizationName = 'Flugdrekar ehf.';

describe('a name that ends in a period, in messages', () => {
  it('gets no second period in a mail, in either language', () => {
    for (const language of ['is', 'en'] as const) {
      const mail = renderMail('tenantAdmin', language, {
        name: 'J. R. R.',
        actionUrl: 'https://portal.test/reset',
        userName: 'admin',
        tenantName: organizationName,
        hours: 24,
      });
      expect(mail.text, language).toContain(organizationName);
      expect(mail.text, language).not.toContain('ehf..');
      expect(mail.html, language).not.toContain('ehf..');
      expect(mail.subject, language).toContain(organizationName);
    }
    expect(
      renderMail('tenantAdmin', 'en', {
        name: 'Anna',
        actionUrl: 'https://portal.test/',
        userName: 'admin',
        tenantName: organizationName,
        hours: 24,
      }).text,
    ).toContain('has been created for Flugdrekar ehf. Follow the link');
  });

  it('gets no second period in a notification, and a name without one keeps the message’s', () => {
    expect(translate('en', 'notifications:messages.MessageDisconnectPilot.organization', { organizationName })).toBe(
      'A pilot is no longer connected to Flugdrekar ehf.',
    );
    expect(translate('en', 'notifications:messages.MessageDisconnectPilot.full', { organizationName, personName: 'Seán O’Brien' })).toBe(
      'Seán O’Brien is no longer a pilot of Flugdrekar ehf.',
    );
    expect(translate('is', 'notifications:messages.MessageDisconnectPilot.organization', { organizationName })).not.toContain('ehf..');
    expect(translate('en', 'notifications:messages.MessageDisconnectPilot.organization', { organizationName: 'Flugdrekar' })).toBe(
      'A pilot is no longer connected to Flugdrekar.',
    );
  });
});

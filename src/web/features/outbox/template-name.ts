import type { TFunction } from 'i18next';

/** A mail's kind and language as a reader names them, "Password reset (Icelandic)", not the template's id. */
export function templateName(t: TFunction, mail: { template: string; language: string }): string {
  return t('outbox:templateIn', {
    template: t(`outbox:templates.${mail.template}`, { defaultValue: mail.template }),
    language: t(`common:language.${mail.language}`, { defaultValue: mail.language }),
  });
}

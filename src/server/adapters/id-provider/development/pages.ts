import type { Language } from '../../../../shared/enums';
import { translate } from '../../../kernel/i18n';
import { developmentProviderPath } from '../provider';
import type { Delegation, TestPerson } from './test-persons';
import { escapeHtml } from '../../../kernel/html';

const t = (language: Language, key: string, params?: Record<string, unknown>) =>
  escapeHtml(translate(language, `id-login:devProvider.${key}`, params));

const styles = `body{font-family:system-ui,sans-serif;margin:0;background:#f3f5f8;color:#1a1a1a}
main{max-width:36rem;margin:2rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002}
.banner{background:#fff3bf;border:1px solid #8a6d00;padding:.75rem;border-radius:4px}
fieldset{border:1px solid #888;border-radius:4px;padding:1rem}legend{font-weight:600;padding:0 .25rem}
.person{display:flex;gap:.75rem;align-items:flex-start;padding:.5rem 0}.person input{margin-top:.3rem;width:1.2rem;height:1.2rem}
.person label{cursor:pointer}.detail{display:block;color:#333;font-size:.95rem}
.actions{display:flex;gap:1rem;flex-wrap:wrap;margin-top:1.5rem}
button{font-size:1rem;padding:.75rem 1.25rem;border-radius:4px;cursor:pointer;border:2px solid #1c5fb8}
.primary{background:#1c5fb8;color:#fff}.secondary{background:#fff;color:#1c5fb8}
.errors{border:2px solid #b00020;padding:.75rem;color:#8a0018;border-radius:4px}a{color:#1c5fb8}
:focus-visible{outline:3px solid #e07b00;outline-offset:2px}`;

/** A whole page in one language: no script (the portal's policy allows none inline), a main landmark, one h1. */
function page(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} | ${t(language, 'title')}</title><style>${styles}</style></head><body><main>${body}</main></body></html>`;
}

const banner = (language: Language) =>
  `<p class="banner" role="note"><strong>${t(language, 'title')}:</strong> ${t(language, 'banner')}</p>`;

const otherLanguage = (language: Language): Language => (language === 'is' ? 'en' : 'is');

const birthDate = (language: Language, iso: string) => {
  const [year, month, day] = iso.split('-');
  return language === 'is' ? `${Number(day)}.${Number(month)}.${year}` : `${day}/${month}/${year}`;
};

const kennitalaOf = (digits: string) => `${digits.slice(0, 6)}-${digits.slice(6)}`;

/** One choice of the login prompt: a person, or a person acting for one of their companies (`sub@company`). */
function option(language: Language, person: TestPerson, checked: boolean, delegation: Delegation | null): string {
  const value = delegation ? `${person.sub}@${delegation.nationalId}` : person.sub;
  const id = `person-${value.replace('@', '-')}`;
  const name = `${person.givenName} ${person.familyName}`;
  const heading = delegation ? `${escapeHtml(name)}, ${t(language, 'actingFor', { company: delegation.name })}` : escapeHtml(name);
  const email = person.email ? `<span class="detail">${t(language, 'email')}: ${escapeHtml(person.email)}</span>` : '';
  const company = delegation ? `<span class="detail">${t(language, 'companyNumber')}: ${kennitalaOf(delegation.nationalId)}</span>` : '';
  return `<div class="person"><input type="radio" name="sub" id="${id}" value="${escapeHtml(value)}"${checked ? ' checked' : ''}>
<label for="${id}"><strong>${heading}</strong>${company}
<span class="detail">${t(language, 'idNumber')}: ${kennitalaOf(person.nationalId)}</span><span class="detail">${t(language, 'born')}: ${birthDate(language, person.birthdate)}</span>${email}</label></div>`;
}

/** The login prompt: a list of test persons to sign in as, each also acting for any company they may, clearly a test. */
export function loginPage(language: Language, uid: string, persons: readonly TestPerson[]): string {
  const base = `${developmentProviderPath}/interaction/${encodeURIComponent(uid)}`;
  const options = persons
    .flatMap((person, index) => [
      option(language, person, index === 0, null),
      ...(person.delegations ?? []).map((delegation) => option(language, person, false, delegation)),
    ])
    .join('');
  const other = otherLanguage(language);
  return page(
    language,
    t(language, 'heading'),
    `${banner(language)}<h1>${t(language, 'heading')}</h1>
<form method="post" action="${base}/login"><fieldset><legend>${t(language, 'choose')}</legend>${options}</fieldset>
<div class="actions"><button type="submit" class="primary">${t(language, 'signIn')}</button>
<button type="submit" class="secondary" formaction="${base}/abort">${t(language, 'cancel')}</button></div></form>
<p><a href="${base}?lang=${other}" lang="${other}" hreflang="${other}">${t(other, 'otherLanguage')}</a></p>`,
  );
}

/** The provider's question before it ends its session; `form` is the provider's own hidden form. */
export function logoutPage(language: Language, form: string): string {
  return page(
    language,
    t(language, 'logoutTitle'),
    `${banner(language)}<h1>${t(language, 'logoutTitle')}</h1><p>${t(language, 'logoutQuestion')}</p>${form}
<div class="actions"><button type="submit" class="primary" form="op.logoutForm" value="yes" name="logout">${t(language, 'logoutYes')}</button>
<button type="submit" class="secondary" form="op.logoutForm">${t(language, 'logoutNo')}</button></div>`,
  );
}

export function loggedOutPage(language: Language): string {
  return page(
    language,
    t(language, 'logoutTitle'),
    `${banner(language)}<h1>${t(language, 'logoutTitle')}</h1><p>${t(language, 'loggedOut')}</p><p><a href="/">${t(language, 'home')}</a></p>`,
  );
}

/** An error of the protocol (a bad request, an expired login); the provider's own words go in a code element. */
export function errorPage(language: Language, error: string, description?: string): string {
  const detail = description
    ? `<p><code>${escapeHtml(error)}</code>: ${escapeHtml(description)}</p>`
    : `<p><code>${escapeHtml(error)}</code></p>`;
  return page(
    language,
    t(language, 'errorTitle'),
    `${banner(language)}<h1>${t(language, 'errorTitle')}</h1><p class="errors" role="alert">${t(language, 'errorText')}</p>${detail}<p><a href="/">${t(language, 'home')}</a></p>`,
  );
}

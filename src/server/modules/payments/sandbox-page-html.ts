import type { Language } from '../../../shared/enums';
import { formatIsk } from '../../../shared/numbers';
import { translate } from '../../kernel/i18n';
import { sandboxPath } from '../../adapters/payment-provider/provider';
import { sandboxCards } from './sandbox-cards';
import { escapeHtml } from '../../kernel/html';

const styles = `body{font-family:system-ui,sans-serif;margin:0;background:#f3f5f8;color:#1a1a1a}
main{max-width:34rem;margin:2rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002}
.banner{background:#fff3bf;border:1px solid #8a6d00;padding:.75rem;border-radius:4px}
label{display:block;font-weight:600;margin-top:1rem}input{font-size:1rem;padding:.5rem;width:100%;box-sizing:border-box;border:1px solid #555;border-radius:4px}
button{margin-top:1.5rem;font-size:1rem;padding:.75rem 1.25rem;background:#1c5fb8;color:#fff;border:0;border-radius:4px;cursor:pointer}
.errors{border:2px solid #b00020;padding:.75rem;color:#8a0018;border-radius:4px}a{color:#1c5fb8}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}`;

function page(language: Language, body: string): string {
  const t = (key: string) => escapeHtml(translate(language, `payments:sandbox.${key}`));
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('title')}</title><style>${styles}</style></head><body><main>${body}</main></body></html>`;
}

export interface SandboxPageModel {
  language: Language;
  fields: Record<string, string>;
  amount: number;
  errors: { field: string; key: string }[];
  values: { cardNumber: string; expiry: string };
}

/** The sandbox's pay page: the order, the card form and the test cards, in the order's language. */
export function sandboxPayPage(model: SandboxPageModel): string {
  const { language, fields } = model;
  const t = (key: string, params?: Record<string, unknown>) => escapeHtml(translate(language, `payments:sandbox.${key}`, params));
  const amount = formatIsk(model.amount, language);
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const errorOf = (field: string) => model.errors.find((e) => e.field === field);
  const describedBy = (field: string) => (errorOf(field) ? ` aria-invalid="true" aria-describedby="${field}-error"` : '');
  const errorText = (field: string) => {
    const error = errorOf(field);
    return error ? `<p id="${field}-error" class="errors">${t(error.key)}</p>` : '';
  };
  const summary = model.errors.length
    ? `<div class="errors" role="alert" tabindex="-1" id="error-summary"><p>${t('errorSummary')}</p><ul>${model.errors
        .map((e) => `<li><a href="#${e.field}">${t(e.key)}</a></li>`)
        .join('')}</ul></div>`
    : '';
  const cards = sandboxCards
    .map((card) => `<li><code>${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code>: ${t(`card_${card.outcome}`)}</li>`)
    .join('');
  return page(
    language,
    `<h1>${t('title')}</h1><p class="banner" role="note">${t('banner')}</p>${summary}
<dl><dt>${t('merchant')}</dt><dd>${escapeHtml(fields.MerchantID ?? '')}</dd><dt>${t('item')}</dt><dd>${escapeHtml(fields.Product_1_Description ?? '')}</dd><dt>${t('amount')}</dt><dd>${amount}</dd></dl>
<form method="post" action="${sandboxPath}/charge" novalidate>${hidden}
<label for="cardNumber">${t('cardNumber')}</label><input id="cardNumber" name="CardNumber" inputmode="numeric" autocomplete="cc-number" value="${escapeHtml(model.values.cardNumber)}" required${describedBy('cardNumber')}>${errorText('cardNumber')}
<label for="expiry">${t('expiry')}</label><input id="expiry" name="ExpiryDate" autocomplete="cc-exp" value="${escapeHtml(model.values.expiry)}" required${describedBy('expiry')}>${errorText('expiry')}
<label for="cvc">${t('cvc')}</label><input id="cvc" name="Cvc" inputmode="numeric" autocomplete="cc-csc" required${describedBy('cvc')}>${errorText('cvc')}
<button type="submit">${t('pay', { amount })}</button></form>
<p><a href="${escapeHtml(fields.PaymentCancelledURL ?? '/')}">${t('cancel')}</a></p>
<section aria-labelledby="test-cards"><h2 id="test-cards">${t('testCards')}</h2><ul>${cards}</ul></section>`,
  );
}

/** A refusal the sandbox shows instead of the pay page, as a provider shows a bad request. */
export function sandboxErrorPage(language: Language, key: string): string {
  return page(
    language,
    `<h1>${escapeHtml(translate(language, 'payments:sandbox.title'))}</h1><p class="errors" role="alert">${escapeHtml(translate(language, `payments:sandbox.${key}`))}</p>`,
  );
}

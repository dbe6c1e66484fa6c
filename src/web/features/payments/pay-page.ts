import type { CheckoutDto } from '../../../shared/contracts/payments';

/**
 * Sends the browser to the card company's hosted pay page: a full-page form post of the signed
 * fields, as the provider requires, so that card details are typed on its page and never pass
 * through the portal.
 */
export function postToPayPage(checkout: Pick<CheckoutDto, 'payPageUrl' | 'fields'>): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = checkout.payPageUrl;
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

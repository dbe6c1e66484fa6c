// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { externalLinks } from '../../../lib/external-links';
import { expectNoAxeViolations } from '../../../test/axe';
import { installFakeServer, renderApp } from '../../../test/harness';

installFakeServer();

describe('the links to the legislation and the fees (section 9)', () => {
  it('stand on the front page and in the footer, say where they lead and open in the same tab', async () => {
    renderApp('/');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { name: 'Rules and fees' })).toBeTruthy();
    const footer = within(screen.getByRole('contentinfo'));
    for (const place of [main, footer]) {
      const legislation = place.getByRole('link', { name: "Aviation legislation (on the Icelandic Transport Authority's website)" });
      expect(legislation.getAttribute('href')).toBe(externalLinks.aviationLegislation);
      const fees = place.getByRole('link', { name: "Fees and charges (on the Icelandic Transport Authority's website)" });
      expect(fees.getAttribute('href')).toBe(externalLinks.feesAndCharges);
      for (const link of [legislation, fees]) expect(link.getAttribute('target')).toBeNull();
    }
    await expectNoAxeViolations();
  });

  it('are in the footer of every public page, in Icelandic too', async () => {
    const { i18n } = await import('../../../lib/i18n');
    await i18n.changeLanguage('is');
    renderApp('/privacy');
    const footer = within(await screen.findByRole('contentinfo'));
    expect((await footer.findByRole('link', { name: 'Lög og reglur um flug (á vef Samgöngustofu)' })).getAttribute('href')).toBe(
      externalLinks.aviationLegislation,
    );
    expect(footer.getByRole('link', { name: 'Gjaldskrá (á vef Samgöngustofu)' }).getAttribute('href')).toBe(externalLinks.feesAndCharges);
  });
});

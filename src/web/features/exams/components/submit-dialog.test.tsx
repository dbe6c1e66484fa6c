// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { SubmitDialog } from './submit-dialog';
import { stubMatchMedia } from '../../../test/match-media';

beforeAll(async () => {
  stubMatchMedia();
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['exams', 'common']);
});
afterEach(cleanup);

describe('the hand-in dialog', () => {
  it('puts the focus on its question, not on its close button', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <SubmitDialog opened unanswered={[3]} submitting={false} error={null} onConfirm={() => undefined} onClose={() => undefined} />
        </MantineProvider>
      </I18nextProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement?.textContent).toBe(i18n.t('exams:submit.title')));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});

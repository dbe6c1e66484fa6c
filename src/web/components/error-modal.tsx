import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { presentError } from '../lib/errors';
import { hasProblemTexts, i18n, loadProblemTexts } from '../lib/i18n';

const open = new Set<string>();

/** Shows one modal per distinct error at a time (a burst of failing calls shows it once). */
export function showErrorModal(title: string, message: string): void {
  const key = `${title}\u0000${message}`;
  if (open.has(key)) return;
  open.add(key);
  const modalId = `error-${open.size}-${Date.now()}`;
  modals.open({
    modalId,
    title,
    centered: true,
    closeButtonProps: { 'aria-label': i18n.t('common:actions.close') },
    onClose: () => open.delete(key),
    children: (
      <>
        <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => modals.close(modalId)} data-autofocus>
            {i18n.t('common:actions.close')}
          </Button>
        </Group>
      </>
    ),
  });
}

/** The global handler of requirements §8. */
export function reportError(error: unknown): void {
  const report = () => {
    const presentation = presentError(error, (key, options) => i18n.t(key, options));
    if (presentation.kind === 'modal') showErrorModal(presentation.title, presentation.message);
  };
  // A public page that opens fast has not loaded the texts of problems before its first one.
  if (hasProblemTexts()) report();
  else void loadProblemTexts().then(report);
}

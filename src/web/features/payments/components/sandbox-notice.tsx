import { Alert, Code, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The provider's test cards; numbers, not words, so they stand here as they are. */
const testCards = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 0119', outcome: 'fails' },
  { number: '4000 0000 0000 0341', outcome: 'late' },
] as const;

/** Said plainly when the card company's test environment is in use: no money moves. */
export function SandboxNotice() {
  const { t } = useTranslation('payments');
  return (
    <Alert color="yellow" role="note" title={t('payments:checkout.sandbox.title')}>
      <Text size="sm" mb="xs">
        {t('payments:checkout.sandbox.body')}
      </Text>
      <List size="sm" spacing={4}>
        {testCards.map((card) => (
          <List.Item key={card.number}>
            <Code>{card.number}</Code> {t(`payments:checkout.sandbox.cards.${card.outcome}`)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

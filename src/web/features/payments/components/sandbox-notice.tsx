import { Alert, Code, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { groupedCardNumber, sandboxCards, type SandboxOutcome } from '../../../../shared/sandbox-cards';

/** Each test card's outcome, as the notice words it. */
const outcomeText: Record<SandboxOutcome, string> = {
  paid: 'succeeds',
  declined: 'declined',
  failed: 'fails',
  paidCallbackLost: 'lost',
  paidCallbackLate: 'late',
};

/** Said plainly when the card company's test environment is in use: no money moves. */
export function SandboxNotice() {
  const { t } = useTranslation('payments');
  return (
    <Alert color="yellow" role="note" title={t('payments:checkout.sandbox.title')}>
      <Text size="sm" mb="xs">
        {t('payments:checkout.sandbox.body')}
      </Text>
      <List size="sm" spacing={4}>
        {sandboxCards.map((card) => (
          <List.Item key={card.number}>
            <Code>{groupedCardNumber(card.number)}</Code> {t(`payments:checkout.sandbox.cards.${outcomeText[card.outcome]}`)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegistrationStep } from '../../../../shared/contracts/registration';
import { wizardSteps } from '../wizard-steps';

/**
 * Where a registration stands: the type's steps in order, the current one marked for assistive
 * technology (`aria-current="step"`) as well as by weight. The payment counts as a step, so that
 * nobody is told "step 2 of 2" with a payment still to come. After a registration through the
 * electronic ID a step met twice (`wizardSteps`) is listed once.
 */
export function RegistrationProgress({
  userTypeId,
  current,
  isIdLogin = false,
}: {
  userTypeId: number;
  current: RegistrationStep;
  isIdLogin?: boolean;
}) {
  const { t } = useTranslation('registration');
  const all: readonly RegistrationStep[] = wizardSteps(userTypeId, isIdLogin) ?? [];
  const steps: RegistrationStep[] = [...new Set(all)];
  const index = steps.indexOf(current);
  if (index < 0) return null;
  return (
    <nav aria-label={t('registration:wizard.progress')}>
      <Text size="sm" c="dimmed" mb={4}>
        {t('registration:wizard.stepOf', { step: index + 1, count: steps.length })}
      </Text>
      <Box component="ol" m={0} pl="lg" style={{ display: 'flex', flexWrap: 'wrap', columnGap: '2.5rem', rowGap: 4 }}>
        {steps.map((step, i) => (
          <Text
            component="li"
            key={step}
            size="sm"
            fw={i === index ? 700 : 400}
            aria-current={i === index ? 'step' : undefined}
            td={i < index ? 'none' : undefined}
          >
            {t(`registration:wizard.steps.${step}`)}
            {i < index ? ` (${t('registration:wizard.done')})` : null}
          </Text>
        ))}
      </Box>
    </nav>
  );
}

import { Alert, Code, List, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrganizationDto } from '../../../../shared/contracts/organizations';
import { FactList } from '../../../components/fact-list';
import { formatDate, todayIso } from '../../../lib/dates';
import { useLanguage } from '../../../lib/use-language';

/**
 * The organisation's operator registration number (decision 0030), issued when its fee is paid:
 * the public part to every contact person, the whole number to its main contact persons, to whom
 * the server sends the secret part.
 */
export function OperatorNumberSection({ organization }: { organization: OrganizationDto }) {
  const { t } = useTranslation('organizations');
  const language = useLanguage();
  const { operatingNumber, operatingNumberSecret: secret, operatingNumberExpiry: expiry } = organization;
  // A date of expiry holds through its whole day.
  const expired = expiry !== null && expiry.slice(0, 10) < todayIso();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="operator-number-title">
      <Title order={2} size="h3" id="operator-number-title" mb="sm">
        {t('organizations:mySite.operatorNumber.title')}
      </Title>
      {operatingNumber ? (
        <Stack>
          <FactList
            facts={[
              [t('organizations:mySite.operatorNumber.publicPart'), <Code key="public">{operatingNumber}</Code>],
              ...(secret
                ? [[t('organizations:mySite.operatorNumber.whole'), <Code key="whole">{`${operatingNumber}-${secret}`}</Code>] as const]
                : []),
              [t('organizations:mySite.operatorNumber.expiry'), expiry ? formatDate(expiry, language) : '–'],
            ]}
          />
          {expired && (
            <Alert color="red" title={t('organizations:mySite.operatorNumber.expiredTitle')}>
              {t('organizations:mySite.operatorNumber.expired')}
            </Alert>
          )}
          <Title order={3} size="h4">
            {t('organizations:mySite.operatorNumber.markingTitle')}
          </Title>
          <List spacing="xs">
            <List.Item>{t('organizations:mySite.operatorNumber.markPublic')}</List.Item>
            <List.Item>
              {secret ? t('organizations:mySite.operatorNumber.enterWhole') : t('organizations:mySite.operatorNumber.askMainContact')}
            </List.Item>
            {secret && <List.Item>{t('organizations:mySite.operatorNumber.keepSecret')}</List.Item>}
          </List>
        </Stack>
      ) : (
        <Alert color="blue" title={t('organizations:mySite.operatorNumber.noneTitle')}>
          {t('organizations:mySite.operatorNumber.none')}
        </Alert>
      )}
    </Paper>
  );
}

import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserCertificateDto } from '../../../../shared/contracts/certificates';
import { formatDate } from '../../../lib/dates';
import { presentError } from '../../../lib/errors';
import { downloadCertificatePdf } from '../api';
import { typeKey, useLanguage } from '../format';
import { CertificateStateBadge } from '../../../components/certificate-state-badge';
import { FactList } from '../../../components/fact-list';
import { CertificateNumber } from '../../../components/certificate-number';
import { AddToWallet } from './add-to-wallet';

/** One of the pilot's certificates: what it says, whether it holds, its PDF and its public verification page. */
export function CertificateCard({ certificate }: { certificate: UserCertificateDto }) {
  const { t } = useTranslation(['certificates-web', 'errors']);
  const language = useLanguage();
  const [downloading, setDownloading] = useState(false);
  const headingId = `certificate-${certificate.id}`;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadCertificatePdf(certificate.id);
    } catch (error) {
      const shown = presentError(error, (key, options) => t(key, options));
      notifications.show({
        color: 'red',
        title: t('certificates-web:download.failed'),
        message: shown.kind === 'modal' ? shown.message : t('errors:unknown'),
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-labelledby={headingId} h="100%">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={3} size="h4" id={headingId}>
            {t(typeKey(certificate.certificateId))}
          </Title>
          <CertificateStateBadge state={certificate.state} size="md" />
        </Group>
        <FactList
          facts={[
            [t('certificates-web:fields.number'), <CertificateNumber value={certificate.certificateNumber} />],
            [t('certificates-web:fields.issued'), formatDate(certificate.passedDate, language)],
            [t('certificates-web:fields.expires'), formatDate(certificate.expiredDate, language)],
            ...(certificate.revokedTime
              ? ([[t('certificates-web:fields.revoked'), formatDate(certificate.revokedTime, language)]] as const)
              : []),
          ]}
        />
        <Text size="sm">{t(`certificates-web:competency.meaning.${certificate.state}`)}</Text>
        <Group gap="sm">
          <Button onClick={() => void download()} loading={downloading} aria-describedby={headingId}>
            {t('certificates-web:download.pdf')}
          </Button>
          <Anchor href={certificate.verifyUrl} aria-describedby={headingId}>
            {t('certificates-web:competency.verifyLink')}
          </Anchor>
          {certificate.state === 'valid' && <AddToWallet userCertificateId={certificate.id} describedBy={headingId} />}
        </Group>
      </Stack>
    </Card>
  );
}

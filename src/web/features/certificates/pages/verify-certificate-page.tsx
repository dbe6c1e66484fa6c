import { Alert, Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDate } from '../../../lib/format-date';
import { isApiError } from '../../../lib/errors';
import { verifyCertificateQuery, type VerifiedCertificateDto } from '../api';
import { CertificateStateBadge } from '../../../components/certificate-state-badge';
import { FactList } from '../../../components/fact-list';
import { typeKey, useLanguage } from '../format';
import { CertificateNumber } from '../../../components/certificate-number';

function NotFound() {
  const { t } = useTranslation('certificates-web');
  return (
    <Alert color="red" variant="light" title={t('certificates-web:verify.notFound.title')} role="alert">
      <Stack gap="xs">
        <Text>{t('certificates-web:verify.notFound.meaning')}</Text>
        <Text>{t('certificates-web:verify.notFound.advice')}</Text>
      </Stack>
    </Alert>
  );
}

function VerifiedCertificate({ certificate }: { certificate: VerifiedCertificateDto }) {
  const { t } = useTranslation(['certificates-web', 'common']);
  const language = useLanguage();
  const expires = formatDate(certificate.expiredDate, language);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="verified-type">
      <Stack gap="md">
        {/* The verdict first and in words: an inspector reads it at a glance. */}
        <Group gap="md" role="status" aria-live="polite">
          <CertificateStateBadge state={certificate.state} size="xl" />
          <Text fw={600}>{t(`certificates-web:verify.meaning.${certificate.state}`, { date: expires })}</Text>
        </Group>
        <Title order={2} size="h3" id="verified-type">
          {t(typeKey(certificate.certificateId))}
        </Title>
        <FactList
          facts={[
            [t('certificates-web:fields.holder'), certificate.holderName],
            [t('certificates-web:fields.dateOfBirth'), formatDate(certificate.dateOfBirth, language) || '—'],
            [t('certificates-web:fields.number'), <CertificateNumber value={certificate.certificateNumber} />],
            [t('certificates-web:fields.issued'), formatDate(certificate.passedDate, language)],
            [t('certificates-web:fields.expires'), expires],
            [t('certificates-web:fields.issuer'), certificate.issuer || t('common:authority')],
          ]}
        />
        <Text size="sm" c="dimmed">
          {t('certificates-web:verify.scope')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** `/verify-qrcode/:userId/:token` (public): what a certificate's QR code opens — its contents and whether it holds today. */
export function VerifyCertificatePage() {
  const { t } = useTranslation(['certificates-web', 'routes']);
  const { userId = '', token = '' } = useParams();
  const wellFormed = /^\d+$/.test(userId) && token.length > 0;
  const verified = useQuery({ ...verifyCertificateQuery(userId, token), enabled: wellFormed });
  const notFound =
    !wellFormed || (verified.isError && isApiError(verified.error) && (verified.error.status === 404 || verified.error.status === 400));
  return (
    <Container size="sm" p={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('routes:verifyQrCode')}</Title>
          <Text>{t('certificates-web:verify.lead')}</Text>
        </Stack>
        {notFound ? (
          <NotFound />
        ) : verified.isPending ? (
          <LoadingState label={t('certificates-web:verify.checking')} />
        ) : verified.isError ? (
          <ErrorState error={verified.error} onRetry={() => void verified.refetch()} />
        ) : (
          <VerifiedCertificate certificate={verified.data} />
        )}
        <Anchor component={Link} to="/verify-credential">
          {t('certificates-web:verify.walletLink')}
        </Anchor>
      </Stack>
    </Container>
  );
}

import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/fact-list';
import { formatDate } from '../../../lib/dates';
import { certificatePdfUrl, userCertificateQuery } from '../api';
import { typeKey, useLanguage } from '../format';
import { RevokeCertificateModal } from './revoke-certificate-modal';
import { CertificateNumber } from '../../../components/certificate-number';

const stateColor = { valid: 'green.8', expired: 'orange.9', revoked: 'red.8' } as const;

/**
 * The user's certificate of this type: what its QR code shows today, the PDF and revoking it.
 * `userCertificateId` is the certificate the latest passed attempt was tied to.
 */
export function CertificatePanel({
  userId,
  certificateType,
  userCertificateId,
}: {
  userId: number;
  certificateType: number;
  userCertificateId: number | null;
}) {
  const { t } = useTranslation(['exam-results', 'common']);
  const language = useLanguage();
  const certificate = useQuery(userCertificateQuery(userId, certificateType));
  const [revoking, setRevoking] = useState(false);
  const current = certificate.data && certificate.data.certificateId === certificateType ? certificate.data : null;
  const type = t(typeKey(certificateType));

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="certificate-title">
      <Title order={2} size="h3" id="certificate-title" mb="sm">
        {t('exam-results:certificate.title', { type })}
      </Title>
      <Stack gap="sm">
        {certificate.isPending ? (
          <Text>{t('common:loading')}</Text>
        ) : certificate.isError ? (
          <Alert color="orange" title={t('exam-results:certificate.unreadable')} />
        ) : current ? (
          <>
            <Group gap="sm">
              <Badge color={stateColor[current.state]} variant="filled" size="lg">
                {t(`exam-results:certificate.state.${current.state}`)}
              </Badge>
            </Group>
            <FactList
              cols={3}
              facts={[
                [t('exam-results:certificate.number'), <CertificateNumber value={current.certificateNumber} />],
                [t('exam-results:certificate.issued'), formatDate(current.passedDate, language)],
                [t('exam-results:certificate.expires'), formatDate(current.expiredDate, language)],
              ]}
            />
            <Anchor href={current.verifyUrl} target="_blank" rel="noopener noreferrer">
              {t('exam-results:certificate.verifyLink')}{' '}
              <Text span size="xs">
                ({t('common:opensInNewWindow')})
              </Text>
            </Anchor>
          </>
        ) : (
          <Text>{t('exam-results:certificate.noneValid', { type })}</Text>
        )}
        {userCertificateId !== null ? (
          <Group gap="sm">
            <Button component="a" href={certificatePdfUrl(userCertificateId)} download="certificate.pdf" variant="default">
              {t('exam-results:certificate.downloadPdf')}
            </Button>
            {current?.state === 'valid' ? (
              <Button color="red.9" variant="outline" onClick={() => setRevoking(true)}>
                {t('exam-results:certificate.revoke.button')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
      {userCertificateId !== null ? (
        <RevokeCertificateModal
          userCertificateId={userCertificateId}
          certificateNumber={current?.certificateNumber ?? null}
          opened={revoking}
          onClose={() => setRevoking(false)}
        />
      ) : null}
    </Paper>
  );
}

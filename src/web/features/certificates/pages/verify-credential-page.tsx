import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PresentationVerdict, VerifiedPresentationDto } from '../../../../shared/contracts/wallet';
import { FactList } from '../../../components/fact-list';
import { formatDate } from '../../../lib/format-date';
import { refusalOf, useProblem } from '../../../lib/use-problem';
import { useVerifyPresentation } from '../api';
import { useLanguage } from '../format';
import { Form } from '../../../components/form';

/** Dark enough for white text at AA; the word carries the meaning, the colour only repeats it. */
const colors: Record<PresentationVerdict, string> = { valid: 'green.9', expired: 'orange.9', revoked: 'red.9', forged: 'red.9' };
const marks: Record<PresentationVerdict, string> = { valid: '✓', expired: '!', revoked: '✕', forged: '✕' };

function Verdict({ result }: { result: VerifiedPresentationDto }) {
  const { t } = useTranslation('certificates-web');
  const language = useLanguage();
  const claims = result.claims;
  const missing = t('certificates-web:credential.notShown');
  const day = (value: string | null) => (value ? formatDate(value, language) : missing);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="credential-verdict">
      <Stack gap="md">
        <Group gap="md" role="status" aria-live="polite">
          <Badge
            color={colors[result.verdict]}
            variant="filled"
            size="xl"
            leftSection={<span aria-hidden="true">{marks[result.verdict]}</span>}
          >
            {t(`certificates-web:credential.verdict.${result.verdict}`)}
          </Badge>
          <Text fw={600} id="credential-verdict">
            {t(`certificates-web:credential.meaning.${result.verdict}`)}
          </Text>
        </Group>
        {claims && (
          <FactList
            facts={[
              [t('certificates-web:fields.holder'), `${claims.givenName ?? ''} ${claims.familyName ?? ''}`.trim() || missing],
              [t('certificates-web:credential.type'), claims.certificateType ?? missing],
              [t('certificates-web:fields.number'), claims.certificateNumber ?? missing],
              [t('certificates-web:fields.issued'), day(claims.issueDate)],
              [t('certificates-web:fields.expires'), day(claims.expiryDate)],
              [t('certificates-web:fields.dateOfBirth'), day(claims.birthdate)],
              [t('certificates-web:credential.kennitala'), claims.kennitala ?? missing],
            ]}
          />
        )}
        {claims && (
          <Text size="sm">{t(result.keyBound ? 'certificates-web:credential.keyBound' : 'certificates-web:credential.notKeyBound')}</Text>
        )}
      </Stack>
    </Paper>
  );
}

/** `/verify-credential` (public): a presentation from a digital wallet, pasted, and what the register says of it. */
export function VerifyCredentialPage() {
  const { t } = useTranslation(['certificates-web', 'routes']);
  const [presentation, setPresentation] = useState('');
  const [missing, setMissing] = useState(false);
  const verify = useVerifyPresentation();
  const [problem, setProblem] = useProblem();
  const submit = () => {
    setProblem(null);
    if (!presentation.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    verify.mutate(presentation.trim(), { onError: (error) => setProblem(refusalOf(error)) });
  };
  return (
    <Container size="sm" p={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('routes:verifyCredential')}</Title>
          <Text>{t('certificates-web:credential.lead')}</Text>
        </Stack>
        <Form onSubmit={submit}>
          <Stack gap="sm">
            <Textarea
              label={t('certificates-web:credential.presentation')}
              description={t('certificates-web:credential.presentationHint')}
              value={presentation}
              onChange={(event) => setPresentation(event.currentTarget.value)}
              error={missing ? t('certificates-web:credential.presentationMissing') : undefined}
              autosize
              minRows={4}
              maxRows={12}
              required
              spellCheck={false}
              autoComplete="off"
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            <Group>
              <Button type="submit" loading={verify.isPending}>
                {t('certificates-web:credential.check')}
              </Button>
            </Group>
          </Stack>
        </Form>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {verify.data && <Verdict result={verify.data} />}
        <Text size="sm" c="dimmed">
          {t('certificates-web:credential.offline')}
        </Text>
      </Stack>
    </Container>
  );
}

import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ExaminationDto } from '../../../../shared/contracts/examinations';
import { CertificateType } from '../../../../shared/enums';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { categoriesQuery, examinationByTypeQuery, examinationTotalsQuery } from '../api';
import { CategoriesSection } from '../components/categories-section';
import { CreateExaminationCard, ExaminationFormModal } from '../components/examination-form';
import { ReadinessPanel } from '../components/readiness-panel';
import { inLanguage } from '../../../../shared/bilingual';
import { useLanguage } from '../../../lib/use-language';

/** `/admin/examination/a2` is the A2 bank; `/admin/examination/a1a3` the A1/A3 one. */
export function certificateTypeOfPath(pathname: string): CertificateType {
  return /\/a2\/?$/i.test(pathname) ? CertificateType.A2 : CertificateType.A1A3;
}

function ExaminationSummary({ examination }: { examination: ExaminationDto }) {
  const { t } = useTranslation(['examinations', 'common']);
  // A copy taken when the dialog opens; the dialog stays mounted to hand the focus back on close.
  const language = useLanguage();
  const description = inLanguage(language, examination.description, examination.descriptionEnglish);
  const [dialog, setDialog] = useState({ opened: false, examination });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="examination-title">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2} size="h3" id="examination-title">
            {inLanguage(language, examination.name, examination.nameEnglish)}
          </Title>
          <Text c={description ? undefined : 'dimmed'}>{description || t('examinations:exam.noDescription')}</Text>
        </Stack>
        <Button variant="default" onClick={() => setDialog({ opened: true, examination })}>
          {t('examinations:exam.edit')}
        </Button>
      </Group>
      <ExaminationFormModal
        examination={dialog.examination}
        opened={dialog.opened}
        onClose={() => setDialog((d) => ({ ...d, opened: false }))}
      />
    </Paper>
  );
}

function ExaminationBank({ examination }: { examination: ExaminationDto }) {
  const categories = useQuery(categoriesQuery(examination.id));
  const totals = useQuery(examinationTotalsQuery(examination.certificateType));
  return (
    <Stack gap="lg">
      <ExaminationSummary examination={examination} />
      <ReadinessPanel certificateType={examination.certificateType} categories={categories.data?.items ?? []} totals={totals} />
      <CategoriesSection examination={examination} categories={categories} questionsPerAttempt={totals.data?.questionsPerAttempt} />
    </Stack>
  );
}

function ExaminationOfType({ certificateType }: { certificateType: CertificateType }) {
  const examination = useQuery(examinationByTypeQuery(certificateType));
  if (examination.isPending) return <LoadingState />;
  if (examination.isError) return <ErrorState error={examination.error} onRetry={() => void examination.refetch()} />;
  if (!examination.data) return <CreateExaminationCard certificateType={certificateType} />;
  return <ExaminationBank examination={examination.data} />;
}

/**
 * `/admin/examination/a1a3` and `/admin/examination/a2`: the examination of the type, whether an
 * exam can be drawn from it, and its categories.
 */
export function ExaminationAdminPage() {
  const { t } = useTranslation(['examinations', 'routes']);
  const { pathname } = useLocation();
  const certificateType = certificateTypeOfPath(pathname);
  return (
    <>
      <PageHeader
        title={t(certificateType === CertificateType.A2 ? 'routes:adminExaminationA2' : 'routes:adminExaminationA1A3')}
        description={t('examinations:exam.lead')}
      />
      {/* One screen serves both types: a new type starts afresh, forms and all. */}
      <ExaminationOfType key={certificateType} certificateType={certificateType} />
    </>
  );
}

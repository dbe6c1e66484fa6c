import { Alert, Box, Button, Divider, FileInput, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryDto } from '../../../../shared/contracts/examinations';
import { maxImportBytes, type ImportQuestionsResult } from '../../../../shared/contracts/questions';
import { ErrorCode } from '../../../../shared/errors';
import { isApiError } from '../../../lib/errors';
import { useImportQuestions } from '../api';
import { readFileAsBase64 } from '../files';
import { problemOf } from '../../../lib/problem-of';
import { ImportFormat } from './import-format';
import { categoryTitle } from '../../../lib/known-categories';
import { PercentBar } from '../../../components/percent-bar';
import { useProblem } from '../../../lib/use-problem';
import { Form } from '../../../components/form';

type Stage = 'idle' | 'reading' | 'uploading' | 'done' | 'failed';

interface Report {
  title: string;
  messages: string[];
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A rejected file in words: each row/column problem of a 400, the duplicate rows of a 450, or one sentence. */
function reportOf(error: unknown, t: Translate): Report {
  const info = isApiError(error) ? error.info : null;
  const rows = (info?.validationErrors ?? []).map((v) => v.message).filter(Boolean);
  if (info?.code === ErrorCode.Duplicate) {
    return {
      title: t('import.report.duplicates'),
      messages: rows.length > 0 ? rows : [info.message, ...(info.details ? [info.details] : [])],
    };
  }
  if (rows.length > 0) return { title: t('import.report.rows', { count: rows.length }), messages: rows };
  return { title: t('import.report.failed'), messages: [problemOf(error, t).message ?? t('errors:unknown')] };
}

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

/** Progress in two stages: reading the file in the browser (0–50), then the server's check and import. */
function progressOf(stage: Stage, readShare: number): number {
  if (stage === 'reading') return Math.round(readShare * 50);
  if (stage === 'uploading') return 75;
  return stage === 'idle' ? 0 : 100;
}

/**
 * Imports a CSV file of questions into a category: the format in brief with a sample, the file read
 * in the browser, a progress bar with its stage in words, then the count imported or the report of
 * every problem (the server checks the whole file and imports nothing when any row is wrong).
 */
export function ImportQuestionsDialog({ category, opened, onClose }: { category: CategoryDto; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['questions', 'common', 'errors']);
  const importQuestions = useImportQuestions();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useProblem();
  const [stage, setStage] = useState<Stage>('idle');
  const [readShare, setReadShare] = useState(0);
  const [result, setResult] = useState<ImportQuestionsResult | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const working = stage === 'reading' || stage === 'uploading';

  useEffect(() => {
    if (report) reportHeading.current?.focus();
  }, [report]);

  const choose = (next: File | null) => {
    setFile(next);
    setFileError(null);
    setStage('idle');
    setResult(null);
    setReport(null);
  };

  // The dialog stays mounted (closing hands the focus back to its button) and starts afresh next time.
  const close = () => {
    choose(null);
    importQuestions.reset();
    onClose();
  };

  const start = async () => {
    if (!file) return setFileError({ key: 'questions:import.errors.noFile' });
    if (!isCsv(file)) return setFileError({ key: 'questions:import.errors.notCsv' });
    if (file.size > maxImportBytes)
      return setFileError({ key: 'questions:import.errors.tooLarge', params: { megabytes: maxImportBytes / 1024 / 1024 } });
    setResult(null);
    setReport(null);
    setReadShare(0);
    setStage('reading');
    let csvFileBase64: string;
    try {
      csvFileBase64 = await readFileAsBase64(file, setReadShare);
    } catch {
      setStage('failed');
      return setReport({ title: t('questions:import.report.failed'), messages: [t('questions:import.errors.unreadable')] });
    }
    setStage('uploading');
    importQuestions.mutate(
      { categoryId: category.id, csvFileBase64 },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setStage('done');
        },
        onError: (error) => {
          setReport(reportOf(error, t));
          setStage('failed');
        },
      },
    );
  };

  const status =
    stage === 'reading'
      ? t('questions:import.stage.reading', { percent: Math.round(readShare * 100) })
      : stage === 'uploading'
        ? t('questions:import.stage.uploading')
        : stage === 'done' && result
          ? t('questions:import.stage.done', { count: result.importedCount })
          : stage === 'failed'
            ? t('questions:import.stage.failed')
            : '';

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('questions:import.title', { title: categoryTitle(category, i18n.language) })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Form onSubmit={() => void start()}>
        <Stack>
          <ImportFormat />
          <Divider />
          <FileInput
            label={t('questions:import.file')}
            description={t('questions:import.fileHint', { megabytes: maxImportBytes / 1024 / 1024 })}
            placeholder={t('questions:import.filePlaceholder')}
            accept=".csv,text/csv"
            value={file}
            onChange={choose}
            error={fileError}
            disabled={working}
            clearable
            clearButtonProps={{ 'aria-label': t('questions:import.clearFile') }}
            required
            data-autofocus
          />
          {stage !== 'idle' ? (
            <Stack gap={4}>
              <PercentBar
                value={progressOf(stage, readShare)}
                color={stage === 'failed' ? 'red.8' : stage === 'done' ? 'green.8' : undefined}
                animated={stage === 'uploading'}
                label={t('questions:import.progress')}
                size="lg"
              />
              <Text size="sm" role="status" aria-live="polite" fw={stage === 'done' ? 700 : undefined}>
                {status}
              </Text>
            </Stack>
          ) : null}
          {stage === 'done' && result && result.totalRows !== result.importedCount ? (
            <Alert color="yellow">
              {t('questions:import.partial', { imported: result.importedCount, total: result.totalRows, count: result.totalRows })}
            </Alert>
          ) : null}
          {report ? (
            <Alert color="red" variant="outline" role="alert">
              <Title order={3} size="h5" ref={reportHeading} tabIndex={-1} id="import-report-title" mb="xs">
                {report.title}
              </Title>
              <Text size="sm" mb="xs">
                {t('questions:import.report.nothingImported')}
              </Text>
              <Box
                component="section"
                aria-labelledby="import-report-title"
                tabIndex={0}
                mah={240}
                style={{ overflowY: 'auto' }}
                data-testid="import-report"
              >
                <List size="sm" spacing={4}>
                  {report.messages.map((message, i) => (
                    <List.Item key={i}>{message}</List.Item>
                  ))}
                </List>
              </Box>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {stage === 'done' ? t('common:actions.close') : t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={working} disabled={!file}>
              {t('questions:import.start')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Modal>
  );
}

import { Badge, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { inLanguage } from '../../shared/bilingual';
import type { UserRecordDto } from '../../shared/contracts/users';
import { RecruitmentStatus } from '../../shared/enums';
import { formatDate, formatDateTime } from '../lib/dates';
import { formatAmount, formatPercent } from '../lib/numbers';
import { personRecordQuery } from '../lib/person-record';
import { useLanguage } from '../lib/use-language';
import { CertificateNumber } from './certificate-number';
import { CertificateStateBadge } from './certificate-state-badge';
import { PaymentStatusBadge } from './payment-status-badge';
import { RecordSection, RecordTable } from './person-record-parts';
import { ErrorState, LoadingState } from './query-state';

/** The namespaces whose texts the record shows: its own (`users:record`) and the labels the domains' screens use. */
const namespaces = ['users', 'certificates-web', 'courses', 'exam-results', 'payments', 'organizations', 'common'];

/**
 * A person seen whole (User/GetUserRecord): certificates, course progress, exam attempts,
 * payments, organisations and the administrators' notes, each in a section of its own that says
 * when it is empty. The users and the pilots screens show it beside their lists.
 */
export function PersonRecord({ userId }: { userId: number }) {
  const record = useQuery(personRecordQuery(userId));
  // Named here, so that every namespace is loaded before a section reads from it.
  useTranslation(namespaces);
  if (record.isPending) return <LoadingState />;
  if (record.isError) return <ErrorState error={record.error} onRetry={() => void record.refetch()} />;
  return (
    <Stack>
      <Certificates record={record.data} />
      <Courses record={record.data} />
      <ExamAttempts record={record.data} />
      <Payments record={record.data} />
      <Organizations record={record.data} />
      <Notes record={record.data} />
    </Stack>
  );
}

type Part = { record: UserRecordDto };

function Certificates({ record }: Part) {
  const { t } = useTranslation(namespaces);
  const language = useLanguage();
  return (
    <RecordSection title={t('users:record.certificates.title')}>
      {() => (
        <RecordTable
          caption={t('users:record.certificates.title')}
          rows={record.certificates}
          rowKey={(c) => c.id}
          empty={t('users:record.certificates.none')}
          columns={[
            {
              header: t('users:record.certificates.type'),
              key: true,
              cell: (c) => inLanguage(language, c.certificate.name, c.certificate.nameEnglish),
            },
            { header: t('certificates-web:fields.number'), cell: (c) => <CertificateNumber value={c.certificateNumber} /> },
            { header: t('certificates-web:fields.issued'), cell: (c) => formatDate(c.passedDate, language) },
            { header: t('certificates-web:fields.expires'), cell: (c) => formatDate(c.expiredDate, language) },
            {
              header: t('users:record.certificates.state'),
              cell: (c) => (
                <Stack gap={2} align="flex-start">
                  <CertificateStateBadge state={c.state} size="sm" />
                  {c.revokedTime ? (
                    <Text size="sm">{t('users:record.certificates.revokedOn', { date: formatDate(c.revokedTime, language) })}</Text>
                  ) : null}
                </Stack>
              ),
            },
          ]}
        />
      )}
    </RecordSection>
  );
}

const courseTypeKey = (courseType: number) => `courses:types.${courseType === 2 ? 'A2' : 'A1A3'}`;

function Courses({ record }: Part) {
  const { t } = useTranslation(namespaces);
  const language = useLanguage();
  // A type with neither a course nor pages is nothing to follow.
  const courses = record.courses?.filter((c) => c.courseName !== null || c.totalPages > 0) ?? null;
  return (
    <RecordSection title={t('users:record.courses.title')}>
      {() =>
        courses === null ? (
          <Text>{t('users:record.courses.unknown')}</Text>
        ) : (
          <RecordTable
            caption={t('users:record.courses.title')}
            rows={courses}
            rowKey={(c) => c.courseType}
            empty={t('users:record.courses.none')}
            columns={[
              {
                header: t('users:record.courses.course'),
                key: true,
                cell: (c) => {
                  const name = (language === 'is' ? c.courseName : (c.courseNameEnglish ?? c.courseName)) ?? t(courseTypeKey(c.courseType));
                  return c.isActive ? name : t('users:record.courses.inactive', { name });
                },
              },
              {
                header: t('users:record.courses.progress'),
                cell: (c) => t('courses:status.progress', { read: c.readPages, total: c.totalPages, count: c.totalPages }),
              },
              {
                header: t('users:record.courses.status'),
                cell: (c) =>
                  c.isCompleted
                    ? t('courses:status.completed')
                    : c.readPages > 0
                      ? t('users:record.courses.reading')
                      : t('users:record.courses.notStarted'),
              },
            ]}
          />
        )
      }
    </RecordSection>
  );
}

const examTypeKey = (certificateType: number) => `exam-results:types.${certificateType === 2 ? 'A2' : 'A1A3'}`;
const attemptStatusKey = (status: number) => `exam-results:status.${[0, 1, 2, 3].includes(status) ? status : 'unknown'}`;

function ExamAttempts({ record }: Part) {
  const { t } = useTranslation(namespaces);
  const language = useLanguage();
  const outcome = (isPassed: boolean | null) =>
    isPassed === null ? (
      t('exam-results:results.notScored')
    ) : (
      <Badge color={isPassed ? 'green.9' : 'red.9'} variant="filled">
        {isPassed ? t('exam-results:results.passed') : t('exam-results:results.failed')}
      </Badge>
    );
  return (
    <RecordSection title={t('users:record.attempts.title')}>
      {() => (
        <RecordTable
          caption={t('users:record.attempts.title')}
          rows={record.examAttempts.items}
          total={record.examAttempts.totalCount}
          rowKey={(a) => a.userExaminationId}
          empty={t('users:record.attempts.none')}
          columns={[
            { header: t('exam-results:results.columns.type'), key: true, cell: (a) => t(examTypeKey(a.certificateType)) },
            { header: t('exam-results:results.columns.date'), cell: (a) => formatDateTime(a.submitTime ?? a.startTime, language) },
            { header: t('exam-results:results.columns.score'), cell: (a) => formatPercent(a.score, language) },
            { header: t('exam-results:results.columns.outcome'), cell: (a) => outcome(a.isPassed) },
            { header: t('exam-results:results.columns.status'), cell: (a) => t(attemptStatusKey(a.status)) },
            {
              header: t('exam-results:results.columns.certificate'),
              cell: (a) => (a.certificateNumber ? <CertificateNumber value={a.certificateNumber} /> : '—'),
            },
          ]}
        />
      )}
    </RecordSection>
  );
}

function Payments({ record }: Part) {
  const { t } = useTranslation(namespaces);
  const language = useLanguage();
  return (
    <RecordSection title={t('users:record.payments.title')}>
      {() => (
        <RecordTable
          caption={t('users:record.payments.title')}
          rows={record.payments.items}
          total={record.payments.totalCount}
          rowKey={(p) => p.id}
          empty={t('users:record.payments.none')}
          columns={[
            { header: t('payments:history.columns.date'), key: true, cell: (p) => formatDate(p.paidAt ?? p.creationTime, language) },
            {
              header: t('payments:history.columns.description'),
              cell: (p) => (
                <>
                  {p.description}
                  {p.organizationName ? (
                    <Text size="sm">{t('users:record.payments.organization', { name: p.organizationName })}</Text>
                  ) : null}
                </>
              ),
            },
            { header: t('payments:history.columns.amount'), cell: (p) => formatAmount(p.amount, p.currency, language) },
            { header: t('payments:history.columns.status'), cell: (p) => <PaymentStatusBadge status={p.status} error={p.error} /> },
            { header: t('payments:history.columns.validFrom'), cell: (p) => formatDate(p.validFrom, language) || '—' },
            { header: t('payments:history.columns.validUntil'), cell: (p) => formatDate(p.validUntil, language) || '—' },
          ]}
        />
      )}
    </RecordSection>
  );
}

function Organizations({ record }: Part) {
  const { t } = useTranslation(namespaces);
  return (
    <RecordSection title={t('users:record.organizations.title')}>
      {() => (
        <RecordTable
          caption={t('users:record.organizations.title')}
          rows={record.organizations}
          rowKey={(o) => o.id}
          empty={t('users:record.organizations.none')}
          columns={[
            { header: t('organizations:common.fields.name'), key: true, cell: (o) => o.organizationName },
            { header: t('organizations:common.fields.role'), cell: (o) => t(`organizations:common.roles.${o.organizationRoleId}`) },
            {
              header: t('organizations:admin.fields.recruitmentStatus'),
              cell: (o) =>
                o.recruitmentStatusId === RecruitmentStatus.Approved
                  ? t('organizations:admin.recruitment.approved')
                  : t('users:record.organizations.waiting'),
            },
          ]}
        />
      )}
    </RecordSection>
  );
}

function Notes({ record }: Part) {
  const { t } = useTranslation(namespaces);
  const language = useLanguage();
  const notes = record.notes;
  return (
    <RecordSection title={t('users:record.notes.title')}>
      {(labelledBy) =>
        notes === null ? (
          <Text>{t('users:record.notes.hidden')}</Text>
        ) : notes.items.length === 0 ? (
          <Text>{t('users:record.notes.none')}</Text>
        ) : (
          <Stack gap="sm">
            <Stack component="ul" aria-labelledby={labelledBy} gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
              {notes.items.map((note) => (
                <li key={note.id}>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{note.description}</Text>
                  <Text size="sm">
                    {t('users:notes.by', { user: note.creatorUserName ?? '–', time: formatDateTime(note.creationTime, language) })}
                  </Text>
                </li>
              ))}
            </Stack>
            {notes.totalCount > notes.items.length ? (
              <Text size="sm">{t('users:record.latest', { shown: notes.items.length, total: notes.totalCount })}</Text>
            ) : null}
          </Stack>
        )
      }
    </RecordSection>
  );
}

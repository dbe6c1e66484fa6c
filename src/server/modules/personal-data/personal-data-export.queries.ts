import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ExportRow, ExportSection } from '../../../shared/contracts/personal-data';
import { inLanguage } from '../../../shared/bilingual';
import { RecruitmentStatus, type Language } from '../../../shared/enums';
import type { Db } from '../../db/client';
import {
  accountingExports,
  auditUserCalls,
  backupRuns,
  certificates,
  coursePageReads,
  coursePages,
  erasureRequests,
  examAccommodations,
  examinations,
  examPinStates,
  examSessions,
  expiryReminders,
  loginAttempts,
  mailingRecipients,
  mailings,
  mailOutbox,
  notifications,
  organizations,
  payments,
  pilotAddresses,
  pilotEmails,
  pilotInsurances,
  pilotNotes,
  pilotPhoneNumbers,
  pilots,
  questionOptions,
  questions,
  roles,
  settings,
  tenants,
  userCertificates,
  userCourses,
  userExaminationQuestions,
  userExaminations,
  userNotes,
  organizationInvitations,
  userOrganizations,
  userRoles,
  userSessions,
  users,
} from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

/**
 * Everything the portal holds about one person, read table by table (docs/personal-data.md).
 * Each select names its columns, so a secret (a password hash, a token, a session key, a
 * security stamp) can only leave by someone writing it here. `personal-data.coverage.ts` lists
 * which table and column each section answers for; its test fails on a table nobody decided.
 */

type Rows = ExportRow[];
type Value = ExportRow[string];

/**
 * Rows read with a text in both languages, `key` and `${key}English`: the text in the reader's
 * language under `key`, in its place, and its English column left out.
 */
function inReadersLanguage<K extends string, R extends Record<K | `${K}English`, string>>(
  rows: R[],
  key: K,
  language: Language,
): Omit<R, `${K}English`>[] {
  return rows.map((row) => {
    const { [`${key}English` as const]: english, ...rest } = row;
    return { ...rest, [key]: inLanguage(language, row[key], english) } as Omit<R, `${K}English`>;
  });
}

/** Dates as ISO text and everything else as JSON carries it, so the file and the PDF read the same. */
function plain(row: Record<string, unknown>): ExportRow {
  const out: ExportRow = {};
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Date) out[key] = value.toISOString();
    else if (Array.isArray(value)) out[key] = value.map(String);
    else if (value !== null && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
    } else out[key] = (value ?? null) as Value;
  }
  return out;
}
const plainAll = (rows: Record<string, unknown>[]): Rows => rows.map(plain);

/** The person's account, in their tenant; undefined when it is not theirs to read. */
async function account(db: Db, tenantId: number | null, userId: number): Promise<Rows> {
  const rows = await db
    .select({
      id: users.id,
      userName: users.userName,
      name: users.name,
      surname: users.surname,
      emailAddress: users.emailAddress,
      isEmailConfirmed: users.isEmailConfirmed,
      isActive: users.isActive,
      userTypeId: users.userTypeId,
      statusId: users.statusId,
      country: users.country,
      countryCode: users.countryCode,
      dateOfBirth: users.dateOfBirth,
      idNumber: users.customerNumber,
      language: users.language,
      lastLoginTime: users.lastLoginTime,
      accessFailedCount: users.accessFailedCount,
      lockoutEnd: users.lockoutEnd,
      creationTime: users.creationTime,
      lastModificationTime: users.lastModificationTime,
    })
    .from(users)
    .where(and(eq(users.id, userId), inTenant(users.tenantId, tenantId)));
  return plainAll(rows);
}

async function pilotRecords(db: Db, userId: number) {
  const records = await db
    .select({
      id: pilots.id,
      socialSecurityNumber: pilots.socialSecurityNumber,
      pilotTypeId: pilots.pilotTypeId,
      statusId: pilots.statusId,
      isIdLogin: pilots.isIdLogin,
      coursePlatformUserId: pilots.coursePlatformUserId,
      operatorRegistrationNumber: pilots.operatorRegistrationNumber,
      operatorRegistrationNumberExpiry: pilots.operatorRegistrationNumberExpiry,
      selfDeclarationAcceptedAt: pilots.selfDeclarationAcceptedAt,
      isDeleted: pilots.isDeleted,
      creationTime: pilots.creationTime,
      lastModificationTime: pilots.lastModificationTime,
    })
    .from(pilots)
    .where(eq(pilots.userId, userId))
    .orderBy(asc(pilots.id));
  const ids = records.map((p) => p.id);
  if (ids.length === 0) return { pilot: [], phoneNumbers: [], emails: [], addresses: [], insurances: [], pilotNotes: [] };
  const item = { isMain: true, isKrr: true, creationTime: true } as const;
  const [phones, emails, addresses, insurances, notes] = await Promise.all([
    db.query.pilotPhoneNumbers.findMany({ columns: { phoneNumber: true, ...item }, where: inArray(pilotPhoneNumbers.pilotId, ids) }),
    // When a typed address was confirmed, never the link's hash: a secret, not data about the person.
    db.query.pilotEmails.findMany({ columns: { email: true, confirmedTime: true, ...item }, where: inArray(pilotEmails.pilotId, ids) }),
    db.query.pilotAddresses.findMany({
      columns: { streetAddress: true, postNumber: true, postLocation: true, countryCode: true, ...item },
      where: inArray(pilotAddresses.pilotId, ids),
    }),
    db.query.pilotInsurances.findMany({
      columns: { insurancePolicyNumber: true, insuranceCompanyName: true, creationTime: true },
      where: inArray(pilotInsurances.pilotId, ids),
    }),
    // Who wrote a note is left out: that is the writer's data, not the person's (GDPR article 15(4)).
    db
      .select({
        description: pilotNotes.description,
        isDeleted: pilotNotes.isDeleted,
        creationTime: pilotNotes.creationTime,
        lastModificationTime: pilotNotes.lastModificationTime,
      })
      .from(pilotNotes)
      .where(inArray(pilotNotes.pilotId, ids)),
  ]);
  return {
    pilot: plainAll(records.map(({ id: _id, ...rest }) => rest)),
    phoneNumbers: plainAll(phones),
    emails: plainAll(emails),
    addresses: plainAll(addresses),
    insurances: plainAll(insurances),
    pilotNotes: plainAll(notes.map((n) => ({ kind: 'pilot', ...n }))),
  };
}

async function examRecords(db: Db, userId: number, language: Language) {
  const attempts = await db
    .select({
      id: userExaminations.id,
      examinationName: examinations.name,
      examinationNameEnglish: examinations.nameEnglish,
      certificateType: userExaminations.certificateType,
      status: userExaminations.status,
      startTime: userExaminations.startTime,
      deadline: userExaminations.deadline,
      submitTime: userExaminations.submitTime,
      questionCount: userExaminations.questionCount,
      correctCount: userExaminations.correctCount,
      score: userExaminations.score,
      percentNeedToPass: userExaminations.percentNeedToPass,
      extraTimePercent: userExaminations.extraTimePercent,
      isPassed: userExaminations.isPassed,
      language: userExaminations.language,
    })
    .from(userExaminations)
    .innerJoin(examinations, eq(examinations.id, userExaminations.examinationId))
    .where(eq(userExaminations.userId, userId))
    .orderBy(asc(userExaminations.startTime));
  const attemptIds = attempts.map((a) => a.id);
  const answers = attemptIds.length
    ? await db
        .select({
          attemptId: userExaminationQuestions.userExaminationId,
          position: userExaminationQuestions.position,
          question: questions.rawContentIcelandic,
          questionEnglish: questions.rawContentEnglish,
          answerOptionIds: userExaminationQuestions.answerOptionIds,
          isCorrect: userExaminationQuestions.isCorrect,
          answeredTime: userExaminationQuestions.answeredTime,
        })
        .from(userExaminationQuestions)
        .innerJoin(questions, eq(questions.id, userExaminationQuestions.questionId))
        .where(inArray(userExaminationQuestions.userExaminationId, attemptIds))
        .orderBy(asc(userExaminationQuestions.userExaminationId), asc(userExaminationQuestions.position))
    : [];
  const optionIds = [...new Set(answers.flatMap((a) => a.answerOptionIds))];
  const options = optionIds.length
    ? await db
        .select({ id: questionOptions.id, is: questionOptions.descriptionIcelandic, en: questionOptions.descriptionEnglish })
        .from(questionOptions)
        .where(inArray(questionOptions.id, optionIds))
    : [];
  const optionText = new Map(options.map((o) => [o.id, inLanguage(language, o.is, o.en)]));
  return {
    examAttempts: plainAll(inReadersLanguage(attempts, 'examinationName', language)),
    examAnswers: plainAll(
      inReadersLanguage(answers, 'question', language).map(({ answerOptionIds, ...a }) => ({
        ...a,
        answers: answerOptionIds.map((id) => optionText.get(id) ?? String(id)),
      })),
    ),
  };
}

/** The rest, one select each; every one filtered by the person. */
async function otherRecords(db: Db, userId: number, language: Language): Promise<Partial<Record<ExportSection, Rows>>> {
  const [
    roleRows,
    organizationRows,
    certificateRows,
    pinStates,
    accommodations,
    paymentRows,
    courseRows,
    pageReads,
    notificationRows,
    signIns,
    sessions,
    mail,
    erasures,
    sessionsCreated,
    tenantsCreated,
    settingsChanged,
    exportsRequested,
    changes,
    notes,
  ] = await Promise.all([
    db
      .select({ name: roles.name, displayName: roles.displayName })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId)),
    db
      .select({
        organizationName: organizations.name,
        organizationNumber: organizations.organizationNumber,
        organizationRoleId: userOrganizations.organizationRoleId,
        recruitmentStatusId: userOrganizations.recruitmentStatusId,
        department: userOrganizations.department,
        title: userOrganizations.title,
        creationTime: userOrganizations.creationTime,
      })
      .from(userOrganizations)
      .innerJoin(organizations, eq(organizations.id, userOrganizations.organizationId))
      .where(eq(userOrganizations.userId, userId))
      .unionAll(
        // Requests to join that wait for the person's answer (decision 0022).
        db
          .select({
            organizationName: organizations.name,
            organizationNumber: organizations.organizationNumber,
            organizationRoleId: organizationInvitations.organizationRoleId,
            recruitmentStatusId: sql<number>`${RecruitmentStatus.WaitingForApprove}::smallint`,
            department: sql<string | null>`null`,
            title: sql<string | null>`null`,
            creationTime: organizationInvitations.creationTime,
          })
          .from(organizationInvitations)
          .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
          .where(eq(organizationInvitations.userId, userId)),
      ),
    // The verify token is left out: it is the QR code's secret, and the certificate's PDF carries it.
    db
      .select({
        certificateNumber: userCertificates.certificateNumber,
        certificateName: certificates.name,
        certificateNameEnglish: certificates.nameEnglish,
        examDate: userCertificates.examDate,
        passedDate: userCertificates.passedDate,
        expiredDate: userCertificates.expiredDate,
        revokedTime: userCertificates.revokedTime,
        revokedReason: userCertificates.revokedReason,
        creationTime: userCertificates.creationTime,
      })
      .from(userCertificates)
      .innerJoin(certificates, eq(certificates.id, userCertificates.certificateId))
      .where(eq(userCertificates.userId, userId)),
    db
      .select({
        examSessionName: examSessions.name,
        verifiedTime: examPinStates.verifiedTime,
        failedCount: examPinStates.failedCount,
        firstFailedTime: examPinStates.firstFailedTime,
        lockedUntil: examPinStates.lockedUntil,
      })
      .from(examPinStates)
      .leftJoin(examSessions, eq(examSessions.id, examPinStates.examSessionId))
      .where(eq(examPinStates.userId, userId)),
    db
      .select({
        extraTimePercent: examAccommodations.extraTimePercent,
        note: examAccommodations.note,
        creationTime: examAccommodations.creationTime,
        usedTime: examAccommodations.usedTime,
        revokedTime: examAccommodations.revokedTime,
      })
      .from(examAccommodations)
      .where(eq(examAccommodations.userId, userId)),
    db
      .select({
        id: payments.id,
        reference: payments.checkoutId,
        description: payments.description,
        amount: payments.amount,
        currency: payments.currency,
        status: payments.status,
        payerName: payments.payerName,
        payerEmail: payments.payerEmail,
        organizationName: payments.organizationName,
        organizationNumber: payments.organizationNumber,
        creationTime: payments.creationTime,
        paidAt: payments.paidAt,
        validFrom: payments.validFrom,
        validUntil: payments.validUntil,
        cardType: payments.cardType,
        cardNumberMasked: payments.cardNumberMasked,
      })
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(asc(payments.creationTime)),
    db
      .select({
        courseType: userCourses.courseType,
        lastPageRank: userCourses.lastPageRank,
        startTime: userCourses.startTime,
        completionTime: userCourses.completionTime,
      })
      .from(userCourses)
      .where(eq(userCourses.userId, userId)),
    db
      .select({
        courseType: coursePages.courseType,
        page: coursePages.nameIcelandic,
        pageEnglish: coursePages.nameEnglish,
        readTime: coursePageReads.readTime,
      })
      .from(coursePageReads)
      .innerJoin(coursePages, eq(coursePages.id, coursePageReads.pageId))
      .where(eq(coursePageReads.userId, userId))
      .orderBy(asc(coursePageReads.readTime)),
    db
      .select({
        messageId: notifications.messageId,
        params: notifications.params,
        dynamicMessage: notifications.dynamicMessage,
        isRead: notifications.isRead,
        creationTime: notifications.creationTime,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id)),
    db
      .select({
        userNameOrEmailAddress: loginAttempts.userNameOrEmailAddress,
        result: loginAttempts.result,
        clientIp: loginAttempts.clientIp,
        userAgent: loginAttempts.userAgent,
        creationTime: loginAttempts.creationTime,
      })
      .from(loginAttempts)
      .where(eq(loginAttempts.userId, userId))
      .orderBy(desc(loginAttempts.creationTime)),
    // The session's id is its key: it is left out.
    db
      .select({
        creationTime: userSessions.creationTime,
        expiresAt: userSessions.expiresAt,
        revokedAt: userSessions.revokedAt,
        clientIp: userSessions.clientIp,
        userAgent: userSessions.userAgent,
      })
      .from(userSessions)
      .where(eq(userSessions.userId, userId))
      .orderBy(desc(userSessions.creationTime)),
    // Subjects and dates only: the bodies carry the links (tokens) that were sent.
    db
      .select({
        toAddress: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        template: mailOutbox.template,
        status: mailOutbox.status,
        creationTime: mailOutbox.creationTime,
        sentTime: mailOutbox.sentTime,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.userId, userId))
      .orderBy(desc(mailOutbox.creationTime)),
    db
      .select({
        reason: erasureRequests.reason,
        status: erasureRequests.status,
        requestTime: erasureRequests.requestTime,
        decisionTime: erasureRequests.decisionTime,
        decisionReason: erasureRequests.decisionReason,
      })
      .from(erasureRequests)
      .where(eq(erasureRequests.userId, userId))
      .orderBy(desc(erasureRequests.requestTime)),
    db
      .select({
        name: examSessions.name,
        examCode: examSessions.examCode,
        startTime: examSessions.startTime,
        endTime: examSessions.endTime,
      })
      .from(examSessions)
      .where(eq(examSessions.creatorUserId, userId)),
    db
      .select({ tenancyName: tenants.tenancyName, creationTime: tenants.creationTime })
      .from(tenants)
      .where(eq(tenants.creatorUserId, userId)),
    db
      .select({ name: settings.name, lastModificationTime: settings.lastModificationTime })
      .from(settings)
      .where(eq(settings.lastModifierUserId, userId)),
    db
      .select({ day: accountingExports.day, updatedAt: accountingExports.updatedAt })
      .from(accountingExports)
      .where(eq(accountingExports.requestedBy, userId)),
    // What the person did as staff, call by call: how often, first and last (decision 0039), from
    // the log's running tally of it (decision 0052). Which records they changed is about the
    // people those records are, and stays in the audit log.
    db
      .select({
        service: auditUserCalls.service,
        method: auditUserCalls.method,
        entityType: auditUserCalls.entityType,
        count: auditUserCalls.calls,
        firstTime: auditUserCalls.firstTime,
        lastTime: auditUserCalls.lastTime,
      })
      .from(auditUserCalls)
      .where(eq(auditUserCalls.userId, userId))
      .orderBy(desc(auditUserCalls.lastTime), auditUserCalls.service, auditUserCalls.method),
    db
      .select({
        description: userNotes.description,
        isDeleted: userNotes.isDeleted,
        creationTime: userNotes.creationTime,
        lastModificationTime: userNotes.lastModificationTime,
      })
      .from(userNotes)
      .where(eq(userNotes.userId, userId)),
  ]);
  return {
    roles: plainAll(roleRows),
    organizations: plainAll(organizationRows),
    certificates: plainAll(inReadersLanguage(certificateRows, 'certificateName', language)),
    examPinStates: plainAll(pinStates),
    examAccommodations: plainAll(accommodations),
    payments: plainAll(paymentRows),
    courses: plainAll(courseRows),
    coursePagesRead: plainAll(inReadersLanguage(pageReads, 'page', language)),
    notifications: plainAll(notificationRows),
    signIns: plainAll(signIns),
    sessions: plainAll(sessions),
    mail: plainAll(mail),
    erasureRequests: plainAll(erasures),
    examSessionsCreated: plainAll(sessionsCreated),
    tenantsCreated: plainAll(tenantsCreated),
    settingsChanged: plainAll(settingsChanged),
    accountingExportsRequested: plainAll(exportsRequested),
    changesMade: plainAll(changes),
    notesAboutYou: plainAll(notes.map((n) => ({ kind: 'user', ...n }))),
  };
}

/** Bulk e-mail, expiry reminders and backups. */
async function administrationRecords(db: Db, userId: number): Promise<Partial<Record<ExportSection, Rows>>> {
  const bulkMail = await db
    .select({
      subject: mailings.subject,
      toAddress: mailingRecipients.emailAddress,
      status: mailingRecipients.status,
      creationTime: mailings.creationTime,
      sentTime: mailingRecipients.lastAttemptTime,
    })
    .from(mailingRecipients)
    .innerJoin(mailings, eq(mailings.id, mailingRecipients.mailingId))
    .where(eq(mailingRecipients.userId, userId))
    .orderBy(desc(mailings.creationTime));
  // Only the subject and the count of one's own sends: the recipients are other people.
  const mailingsSent = await db
    .select({
      subject: mailings.subject,
      recipientCount: mailings.recipientCount,
      creationTime: mailings.creationTime,
      finishedTime: mailings.finishedTime,
    })
    .from(mailings)
    // A draft is not sent: it is the administrator's to finish or delete, not a record of a send.
    .where(and(eq(mailings.creatorUserId, userId), eq(mailings.state, 'started')))
    .orderBy(desc(mailings.creationTime));
  const reminders = await db
    .select({
      kind: expiryReminders.kind,
      threshold: expiryReminders.threshold,
      expiresOn: expiryReminders.expiresOn,
      creationTime: expiryReminders.creationTime,
    })
    .from(expiryReminders)
    .where(eq(expiryReminders.userId, userId))
    .orderBy(desc(expiryReminders.creationTime));
  const backups = await db
    .select({ trigger: backupRuns.trigger, status: backupRuns.status, creationTime: backupRuns.creationTime })
    .from(backupRuns)
    .where(eq(backupRuns.requestedBy, userId))
    .orderBy(desc(backupRuns.creationTime));
  return {
    bulkMail: plainAll(bulkMail),
    mailingsSent: plainAll(mailingsSent),
    expiryReminders: plainAll(reminders),
    backupsRequested: plainAll(backups),
  };
}

/**
 * Every section of the person's export, or null when the account is not in the tenant. Runs on
 * one snapshot (the caller's repeatable-read transaction), so the sections agree with each other.
 */
export async function readPersonalData(
  db: Db,
  tenantId: number | null,
  userId: number,
  language: Language,
): Promise<Record<ExportSection, Rows> | null> {
  const accountRows = await account(db, tenantId, userId);
  if (accountRows.length === 0) return null;
  const [pilot, exams, other, administration] = await Promise.all([
    pilotRecords(db, userId),
    examRecords(db, userId, language),
    otherRecords(db, userId, language),
    administrationRecords(db, userId),
  ]);
  const { pilotNotes: notesOnPilot, ...pilotSections } = pilot;
  return {
    account: accountRows,
    ...pilotSections,
    ...exams,
    ...(other as Record<Exclude<ExportSection, 'account' | 'notesAboutYou' | keyof typeof pilotSections | keyof typeof exams>, Rows>),
    ...administration,
    notesAboutYou: [...notesOnPilot, ...(other.notesAboutYou ?? [])],
  };
}

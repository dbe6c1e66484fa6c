import { Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../shared/permissions';
import { NoticeForm, type NoticeInput } from '../../../components/notice-form';
import { PageHeader } from '../../../components/page-header';
import { RecordPicker, type PickedRecord } from '../../../components/record-picker';
import { useSession } from '../../../lib/use-session';
import { usePushNotice } from '../api';

const formName = 'notice';

type Kind = 'person' | 'organization' | 'everyone';

/**
 * `/admin/notices`: an in-app notice to one person, to an organisation's members or, for those who
 * administer every user, to everyone; it lands in their bell. The bulk e-mail's companion for what
 * needs no e-mail.
 */
export function SendNoticePage() {
  const { t } = useTranslation(['notifications-web', 'routes']);
  const mayReachEveryone = useSession().granted.has(Permission.Users);
  const [kind, setKind] = useState<Kind>('person');
  const [chosen, setChosen] = useState<PickedRecord | null>(null);
  const push = usePushNotice();
  const recipient =
    kind === 'everyone'
      ? t('notifications-web:send.everyoneRecipient')
      : chosen
        ? kind === 'person'
          ? chosen.name
          : t('notifications-web:send.membersOf', { name: chosen.name })
        : null;
  const send = (input: NoticeInput) =>
    push.mutateAsync(
      kind === 'everyone'
        ? { target: 'everyone', ...input }
        : kind === 'person'
          ? { target: 'user', userId: chosen!.id, ...input }
          : { target: 'organization', organizationId: chosen!.id, ...input },
    );
  const kinds: { value: Kind; label: string }[] = [
    { value: 'person', label: t('notifications-web:send.toPerson') },
    { value: 'organization', label: t('notifications-web:send.toOrganization') },
    ...(mayReachEveryone ? [{ value: 'everyone' as const, label: t('notifications-web:send.toEveryone') }] : []),
  ];
  return (
    <>
      <PageHeader title={t('routes:adminNotices')} description={t('notifications-web:send.lead')} />
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="notice-title">
        <Title order={2} size="h3" id="notice-title" mb="sm">
          {t('notifications-web:send.title')}
        </Title>
        <NoticeForm
          // A new recipient kind starts a new notice.
          key={kind}
          name={formName}
          recipient={recipient}
          send={send}
          chooser={
            <Stack gap="xs">
              <Text component="label" id="notice-kind-label" size="sm" fw={500}>
                {t('notifications-web:send.to')}
              </Text>
              <SegmentedControl
                aria-labelledby="notice-kind-label"
                value={kind}
                onChange={(next) => {
                  setKind(next as Kind);
                  setChosen(null);
                }}
                data={kinds}
              />
              {kind === 'everyone' ? (
                <Text size="sm" c="dimmed">
                  {t('notifications-web:send.everyoneHint')}
                </Text>
              ) : (
                <RecordPicker kind={kind} id={`${formName}-recipient`} value={chosen} onChange={setChosen} />
              )}
            </Stack>
          }
        />
      </Paper>
    </>
  );
}

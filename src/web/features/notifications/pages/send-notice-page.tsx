import { Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeForm, type NoticeInput } from '../../../components/notice-form';
import { PageHeader } from '../../../components/page-header';
import { RecordPicker, type PickedRecord } from '../../../components/record-picker';
import { usePushNotice } from '../api';

const formName = 'notice';

/**
 * `/admin/notices`: an in-app notice to one person or to an organisation's members, which lands in
 * their bell; the bulk e-mail's companion for what needs no e-mail.
 */
export function SendNoticePage() {
  const { t } = useTranslation(['notifications-web', 'routes']);
  const [kind, setKind] = useState<'person' | 'organization'>('person');
  const [chosen, setChosen] = useState<PickedRecord | null>(null);
  const push = usePushNotice();
  const recipient = chosen ? (kind === 'person' ? chosen.name : t('notifications-web:send.membersOf', { name: chosen.name })) : null;
  const send = (input: NoticeInput) =>
    push.mutateAsync(
      kind === 'person'
        ? { target: 'user', userId: chosen!.id, ...input }
        : { target: 'organization', organizationId: chosen!.id, ...input },
    );
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
                  setKind(next as 'person' | 'organization');
                  setChosen(null);
                }}
                data={[
                  { value: 'person', label: t('notifications-web:send.toPerson') },
                  { value: 'organization', label: t('notifications-web:send.toOrganization') },
                ]}
              />
              <RecordPicker kind={kind} id={`${formName}-recipient`} value={chosen} onChange={setChosen} />
            </Stack>
          }
        />
      </Paper>
    </>
  );
}

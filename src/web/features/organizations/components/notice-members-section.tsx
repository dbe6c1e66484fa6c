import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NoticeForm } from '../../../components/notice-form';
import { usePushToMembers } from '../api';

/** A contact person's notice to the organisation's approved members, into their bell. */
export function NoticeMembersSection({ organizationId, organizationName }: { organizationId: number; organizationName: string }) {
  const { t } = useTranslation('organizations');
  const push = usePushToMembers(organizationId);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="members-notice-title">
      <Title order={2} size="h3" id="members-notice-title" mb="xs">
        {t('organizations:mySite.notice.title')}
      </Title>
      <Text mb="md">{t('organizations:mySite.notice.lead')}</Text>
      <NoticeForm
        name="members-notice"
        recipient={
          organizationName
            ? t('organizations:mySite.notice.recipient', { name: organizationName })
            : t('organizations:mySite.notice.recipientPlain')
        }
        send={(input) => push.mutateAsync(input)}
      />
    </Paper>
  );
}

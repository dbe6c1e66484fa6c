import { Alert, Button, Card, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasskeyDto, TotpSetup } from '../../../../shared/contracts/second-factor';
import { confirmAction } from '../../../components/confirm-action';
import { FormModal } from '../../../components/form-modal';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDate } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/use-language';
import { RecoveryCodesList } from '../components/recovery-codes-list';
import { TotpSetupForm } from '../components/totp-setup';
import { mySecondFactorsQuery, secondFactorApi, useSecondFactorChange } from '../second-factor-api';

/** The signed-in person's own second factors (decision 0026), for staff and anyone who wants one. */
export function SecondFactorPage() {
  const { t } = useTranslation('accounts');
  const mine = useQuery(mySecondFactorsQuery());
  const [codes, setCodes] = useState<string[] | null>(null);
  const shown = (recoveryCodes: string[]) => (recoveryCodes.length ? setCodes(recoveryCodes) : null);

  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title={t('routes:accountSecondFactor')} description={t('secondFactor.page.lead')} />
      {mine.isPending ? <LoadingState /> : null}
      {mine.isError ? <ErrorState error={mine.error} onRetry={() => void mine.refetch()} /> : null}
      {mine.data ? (
        <>
          <Alert color={mine.data.isRequired ? 'blue' : 'gray'} role="status">
            {t(mine.data.isRequired ? 'secondFactor.page.required' : 'secondFactor.page.optional')}
          </Alert>
          {codes ? (
            <Card withBorder>
              <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />
            </Card>
          ) : null}
          <TotpSection enabled={mine.data.totpEnabled} onCodes={shown} />
          <PasskeysSection passkeys={mine.data.passkeys} onCodes={shown} />
          <RecoverySection
            left={mine.data.recoveryCodesLeft}
            enrolled={mine.data.totpEnabled || mine.data.passkeys.length > 0}
            onCodes={shown}
          />
        </>
      ) : null}
    </Stack>
  );
}

function TotpSection({ enabled, onCodes }: { enabled: boolean; onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('accounts');
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const begin = useSecondFactorChange(secondFactorApi.beginTotp);
  const confirm = useSecondFactorChange(secondFactorApi.confirmTotp);
  const remove = useSecondFactorChange(secondFactorApi.removeTotp);
  return (
    <Card withBorder component="section" aria-labelledby="totp-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="totp-title">
          {t('secondFactor.totp.title')}
        </Title>
        <Text>{t(enabled ? 'secondFactor.totp.enabled' : 'secondFactor.totp.notEnabled')}</Text>
        {enabled ? (
          <Group>
            <Button
              color="red"
              variant="light"
              loading={remove.isPending}
              onClick={() =>
                confirmAction({
                  title: t('secondFactor.totp.remove'),
                  message: t('secondFactor.totp.notEnabled'),
                  confirmLabel: t('secondFactor.totp.remove'),
                  danger: true,
                  onConfirm: () =>
                    remove.mutate(undefined, {
                      onSuccess: () => notifications.show({ color: 'green', message: t('secondFactor.totp.removed') }),
                    }),
                })
              }
            >
              {t('secondFactor.totp.remove')}
            </Button>
          </Group>
        ) : setup ? (
          <TotpSetupForm
            setup={setup}
            confirm={async (code) => {
              const { recoveryCodes } = await confirm.mutateAsync(code);
              setSetup(null);
              notifications.show({ color: 'green', message: t('secondFactor.totp.done') });
              onCodes(recoveryCodes);
            }}
          />
        ) : (
          <Group>
            <Button loading={begin.isPending} onClick={() => begin.mutate(undefined, { onSuccess: setSetup })}>
              {t('secondFactor.totp.setUp')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function PasskeysSection({ passkeys, onCodes }: { passkeys: PasskeyDto[]; onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('accounts');
  const language = useLanguage();
  const [name, setName] = useState(() => t('secondFactor.passkeys.defaultName'));
  const [renaming, setRenaming] = useState<PasskeyDto | null>(null);
  const add = useSecondFactorChange(secondFactorApi.addPasskey);
  const remove = useSecondFactorChange(secondFactorApi.deletePasskey);
  return (
    <Card withBorder component="section" aria-labelledby="passkeys-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="passkeys-title">
          {t('secondFactor.passkeys.title')}
        </Title>
        <Text>{t('secondFactor.passkeys.lead')}</Text>
        {passkeys.length === 0 ? <Text c="dimmed">{t('secondFactor.passkeys.none')}</Text> : null}
        <List listStyleType="none" spacing="xs" aria-labelledby="passkeys-title">
          {passkeys.map((passkey) => (
            <List.Item key={passkey.id}>
              <Group justify="space-between" wrap="wrap">
                <Stack gap={0}>
                  <Text fw={600}>{passkey.name}</Text>
                  <Text size="sm" c="dimmed">
                    {t('secondFactor.passkeys.created', { date: formatDate(passkey.creationTime, language) })}
                    {passkey.lastUsedAt
                      ? `, ${t('secondFactor.passkeys.lastUsed', { date: formatDate(passkey.lastUsedAt, language) })}`
                      : ''}
                  </Text>
                </Stack>
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setRenaming(passkey)}
                    aria-label={`${t('secondFactor.passkeys.rename')}: ${passkey.name}`}
                  >
                    {t('secondFactor.passkeys.rename')}
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    aria-label={`${t('secondFactor.passkeys.remove')}: ${passkey.name}`}
                    onClick={() =>
                      confirmAction({
                        title: t('secondFactor.passkeys.remove'),
                        message: passkey.name,
                        confirmLabel: t('secondFactor.passkeys.remove'),
                        danger: true,
                        onConfirm: () =>
                          remove.mutate(passkey.id, {
                            onSuccess: () => notifications.show({ color: 'green', message: t('secondFactor.passkeys.removed') }),
                          }),
                      })
                    }
                  >
                    {t('secondFactor.passkeys.remove')}
                  </Button>
                </Group>
              </Group>
            </List.Item>
          ))}
        </List>
        <Group align="flex-end" wrap="wrap">
          <TextInput label={t('secondFactor.passkeys.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={64} />
          <Button
            loading={add.isPending}
            disabled={!name.trim()}
            onClick={() =>
              add.mutate(name.trim(), {
                onSuccess: ({ recoveryCodes }) => {
                  notifications.show({ color: 'green', message: t('secondFactor.passkeys.added') });
                  onCodes(recoveryCodes);
                },
              })
            }
          >
            {t('secondFactor.passkeys.add')}
          </Button>
        </Group>
      </Stack>
      <RenamePasskeyModal passkey={renaming} onClose={() => setRenaming(null)} />
    </Card>
  );
}

function RenamePasskeyModal({ passkey, onClose }: { passkey: PasskeyDto | null; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const [name, setName] = useState('');
  const [shownFor, setShownFor] = useState<number | null>(null);
  if (passkey && shownFor !== passkey.id) {
    setShownFor(passkey.id);
    setName(passkey.name);
  }
  const rename = useSecondFactorChange(secondFactorApi.renamePasskey);
  return (
    <FormModal
      opened={passkey !== null}
      onClose={onClose}
      title={t('secondFactor.passkeys.renameTitle')}
      submitting={rename.isPending}
      submitLabel={t('secondFactor.passkeys.save')}
      onSubmit={() => passkey && name.trim() && rename.mutate({ id: passkey.id, name: name.trim() }, { onSuccess: onClose })}
    >
      <TextInput
        label={t('secondFactor.passkeys.name')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        maxLength={64}
        required
        data-autofocus
      />
    </FormModal>
  );
}

function RecoverySection({ left, enrolled, onCodes }: { left: number; enrolled: boolean; onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('accounts');
  const regenerate = useSecondFactorChange(secondFactorApi.regenerateRecoveryCodes);
  if (!enrolled) return null;
  return (
    <Card withBorder component="section" aria-labelledby="recovery-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="recovery-title">
          {t('secondFactor.recovery.title')}
        </Title>
        <Text>{t('secondFactor.recovery.lead')}</Text>
        <Text fw={600}>{t('secondFactor.recovery.left', { count: left })}</Text>
        <Group>
          <Button
            variant="light"
            loading={regenerate.isPending}
            onClick={() => regenerate.mutate(undefined, { onSuccess: (r) => onCodes(r.recoveryCodes) })}
          >
            {t('secondFactor.recovery.regenerate')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

import { Anchor, Group, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { isTenantAvailableInput, tenantAvailabilityState } from '../../../../shared/contracts/accounts';
import { fieldErrorsOf } from '../../../lib/errors';
import { validateWith } from '../../../lib/form';
import { getTenantId, setTenantId } from '../../../lib/session';
import { readItem, writeItem } from '../../../lib/storage';
import { useIsTenantAvailable } from '../api';

const tenantNameKey = 'abp.tenancyName';

/** Chooses the tenant the sign-in is for (Account/IsTenantAvailable); none means the host. */
export function TenantSwitch() {
  const { t } = useTranslation(['accounts', 'common']);
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [current, setCurrent] = useState(() => (getTenantId() ? readItem('local', tenantNameKey) : null));
  const check = useIsTenantAvailable();

  const choose = (tenantId: number | null, tenancyName: string | null) => {
    setTenantId(tenantId);
    writeItem('local', tenantNameKey, tenancyName);
    setCurrent(tenancyName);
    setOpened(false);
    void queryClient.invalidateQueries();
  };

  const submit = () => {
    if (name.trim() === '') {
      choose(null, null);
      return;
    }
    const checked = validateWith(isTenantAvailableInput, { tenancyName: name }, t);
    if (checked.errors) {
      setError(checked.errors.tenancyName ?? null);
      return;
    }
    check.mutate(checked.data.tenancyName, {
      onSuccess: (result) => {
        if (result.state === tenantAvailabilityState.Available && result.tenantId) choose(result.tenantId, checked.data.tenancyName);
        else if (result.state === tenantAvailabilityState.InActive) setError(t('accounts:tenant.inactive', { name: checked.data.tenancyName }));
        else setError(t('accounts:tenant.notFound', { name: checked.data.tenancyName }));
      },
      onError: (e) => setError(fieldErrorsOf(e).tenancyName ?? null),
    });
  };

  return (
    <>
      <Group gap="xs" justify="center">
        <Text size="sm">{t('accounts:tenant.current', { name: current ?? t('accounts:tenant.host') })}</Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setName(current ?? '');
            setError(null);
            setOpened(true);
          }}
        >
          {t('accounts:tenant.change')}
        </Anchor>
      </Group>
      <FormModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('accounts:tenant.title')}
        centered
        submitting={check.isPending}
        submitLabel={t('accounts:tenant.submit')}
        onSubmit={submit}
      >
        <TextInput
          label={t('accounts:tenant.name')}
          description={t('accounts:tenant.hint')}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
      </FormModal>
    </>
  );
}


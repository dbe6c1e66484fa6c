import { Anchor, Group, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userConfigurationQuery } from '../../../lib/app-session';
import { getTenantId, setTenantId } from '../../../lib/session';
import { readItem, writeItem } from '../../../lib/storage';

const tenantNameKey = 'abp.tenancyName';

// The dialog (and the checks it brings) comes when first opened: most visitors sign in to the host.
const TenantSwitchDialog = lazy(async () => ({ default: (await import('./tenant-switch-dialog')).TenantSwitchDialog }));

/**
 * Chooses the tenant the sign-in is for (Account/IsTenantAvailable); none means the host. Shown only
 * where there are tenants to choose between (the server turns multi-tenancy on while one is
 * active), or to someone who has chosen one and may want the host back.
 */
export function TenantSwitch() {
  const configuration = useQuery(userConfigurationQuery());
  const offered = configuration.data?.multiTenancy.isEnabled === true || getTenantId() !== null;
  return offered ? <TenantChoice /> : null;
}

function TenantChoice() {
  const { t } = useTranslation(['accounts', 'common']);
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  // Each opening starts from the current name, without an error; the dialog stays once loaded, so closing still plays its transition.
  const [openings, setOpenings] = useState(0);
  const [current, setCurrent] = useState(() => (getTenantId() ? readItem('local', tenantNameKey) : null));

  const choose = (tenantId: number | null, tenancyName: string | null) => {
    setTenantId(tenantId);
    writeItem('local', tenantNameKey, tenancyName);
    setCurrent(tenancyName);
    setOpened(false);
    void queryClient.invalidateQueries();
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
            setOpenings((n) => n + 1);
            setOpened(true);
          }}
        >
          {t('accounts:tenant.change')}
        </Anchor>
      </Group>
      {openings > 0 ? (
        <Suspense fallback={null}>
          <TenantSwitchDialog
            key={openings}
            opened={opened}
            initialName={current ?? ''}
            onClose={() => setOpened(false)}
            onChosen={choose}
          />
        </Suspense>
      ) : null}
    </>
  );
}

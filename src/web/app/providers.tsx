import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { i18n as appI18n } from '../lib/i18n';
import { Overlays } from './overlays';
import { queryClient as appQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

/** Translation, data and theme around the router; modals and notifications beside it, loaded when first shown. */
export function AppProviders({
  children,
  queryClient = appQueryClient,
  i18n = appI18n,
  env,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  i18n?: I18n;
  env?: 'default' | 'test';
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
          {children}
          <Overlays />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

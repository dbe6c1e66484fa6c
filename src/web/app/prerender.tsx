import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '../../shared/enums';
import type { Installation } from '../../shared/installation';
import { idLoginProviderAnswers, idLoginProviderKey } from '../features/accounts';
import { createI18n } from '../lib/i18n';
import type { PrerenderedAnswer } from '../lib/prerendered-answers';
import { pageTitle } from './page-title';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { buildRouteObjects } from './router';

/**
 * What the build writes into the page: the screen as markup, the title the screen sets, and the
 * server's answers it was rendered with, for the app to start from (`lib/prerendered-answers.ts`).
 */
export interface PrerenderedPage {
  html: string;
  title: string;
  answers?: PrerenderedAnswer[];
}

/** What a kind of installation answers before anything else is asked: which electronic-ID provider it has. */
const answersOf = (installation: Installation): PrerenderedAnswer[] => [
  { queryKey: idLoginProviderKey, data: idLoginProviderAnswers[installation] },
];

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

/**
 * The screen at `url` as a first visitor in `language` sees it before anything is asked of the
 * server (no session, no configuration, no data): run at build time for the pages that must paint
 * fast on a phone (scripts/prerender-pages.ts). The same routes, layouts and providers as in the browser,
 * which replaces this markup with its own first render. For a page that differs by `installation`,
 * as that kind of installation shows it.
 */
export async function prerenderPage(url: string, language: Language, installation?: Installation): Promise<PrerenderedPage> {
  const queryClient = createQueryClient();
  const answers = installation ? answersOf(installation) : undefined;
  for (const answer of answers ?? []) queryClient.setQueryData(answer.queryKey, answer.data);
  const i18n = await createI18n(language);
  // A file of texts that failed to load would leave its keys on the page: fail the build instead.
  const failed: string[] = [];
  i18n.on('failedLoading', (lng: string, ns: string, message: string) => failed.push(`${lng}/${ns}: ${message}`));
  for (const namespace of [i18n.options.ns ?? []].flat()) {
    if (!i18n.hasLoadedNamespace(namespace)) failed.push(`${language}/${namespace}`);
  }
  const handler = createStaticHandler(buildRouteObjects({ queryClient }));
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} answers ${context.status} instead of a screen`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const html = await readAll(prelude);
  if (failed.length) throw new Error(`the texts of ${url} did not load: ${failed.join('; ')}`);
  return {
    html,
    title: pageTitle(
      i18n.t,
      context.matches.map((match) => match.route),
    ),
    ...(answers ? { answers } : {}),
  };
}

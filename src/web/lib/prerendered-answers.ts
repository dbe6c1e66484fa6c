import type { QueryClient } from '@tanstack/react-query';

/**
 * An answer of the server's that a page rendered at build time was rendered with (which provider
 * stands behind the electronic-ID login), carried in the page's document for the app to start from.
 */
export interface PrerenderedAnswer {
  queryKey: readonly unknown[];
  data: unknown;
}

/** The id of the document's script of answers (scripts/prerender-pages.ts writes it). */
export const prerenderedAnswersId = 'prerendered-answers';

/**
 * Puts the answers the document carries into the query cache before the app's first render, which
 * then shows what the markup showed. The server sends a page's markup only as rendered for the
 * kind of installation it is, so the answers are its own. A document without them seeds nothing.
 */
export function seedPrerenderedAnswers(queryClient: QueryClient, document: Document): void {
  const text = document.getElementById(prerenderedAnswersId)?.textContent;
  if (!text) return;
  try {
    for (const answer of JSON.parse(text) as PrerenderedAnswer[]) queryClient.setQueryData(answer.queryKey, answer.data);
  } catch {
    // Damaged on the way: the app asks the server, as on any other page.
  }
}

// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { prerenderedAnswersId, seedPrerenderedAnswers } from './prerendered-answers';

afterEach(() => document.getElementById(prerenderedAnswersId)?.remove());

function carried(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = prerenderedAnswersId;
  script.textContent = text;
  document.body.append(script);
}

describe('the answers a page rendered at build time carries', () => {
  it('are in the query cache before the app first renders', () => {
    carried(JSON.stringify([{ queryKey: ['accounts', 'idLoginProvider'], data: { isDevelopmentProvider: true } }]));
    const queryClient = new QueryClient();
    seedPrerenderedAnswers(queryClient, document);
    expect(queryClient.getQueryData(['accounts', 'idLoginProvider'])).toEqual({ isDevelopmentProvider: true });
  });

  it('seed nothing when the document has none, or they came damaged', () => {
    const queryClient = new QueryClient();
    seedPrerenderedAnswers(queryClient, document);
    carried('[{"queryKey": ["accounts"');
    seedPrerenderedAnswers(queryClient, document);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

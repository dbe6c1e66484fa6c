// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeServer, renderApp } from '../../../test/harness';
import { serveAttempt, signInAsPilot } from '../exam-fakes.test-support';

installFakeServer();

describe('the exam at the address section 2 writes, /examination/:type/start:question?', () => {
  it('opens the exam at the question joined to start, as /start/:question does', async () => {
    signInAsPilot();
    serveAttempt({});
    const router = renderApp('/examination/A1A3/start2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Question 2 of 3' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/examination/A1A3/start/2');
  });

  it('says there is no such page for any other segment', async () => {
    signInAsPilot();
    const router = renderApp('/examination/A1A3/begin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/exception?type=404'));
  });
});

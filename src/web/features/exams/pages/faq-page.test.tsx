// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchMock, installFakeServer, renderApp } from '../../../test/harness';
import { i18n } from '../../../lib/i18n';

installFakeServer();

describe('sample questions', () => {
  it('shows eight questions with their answers and the exam rules, in English and Icelandic, without asking the server', async () => {
    renderApp('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sample exam questions' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'How the exams work' })).toBeTruthy();
    expect(screen.getByText(/Usually 40 questions in 60 minutes/)).toBeTruthy();
    const controls = screen.getAllByRole('button', { name: /^\d\. / });
    expect(controls.length).toBe(8);
    const first = screen.getByRole('button', { name: /What is the greatest height/ });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('120 m above the closest point of the surface of the earth')).toBeTruthy();
    expect(screen.getAllByText('Correct answer').length).toBeGreaterThan(0);

    await act(() => i18n.changeLanguage('is'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sýnishorn af prófspurningum' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Hver er mesta hæð/ })).toBeTruthy();
    expect(screen.getByText('120 m yfir næsta punkti á yfirborði jarðar')).toBeTruthy();
    const examCalls = fetchMock.mock.calls.filter(([u]) => /Examination|Question/.test(String(u)));
    expect(examCalls.length).toBe(0);
  });
});

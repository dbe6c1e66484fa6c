// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import {
  api,
  bodyOf,
  callsTo,
  categories,
  errorResponse,
  examination,
  queryOf,
  signInAsExaminer,
} from '../../../test/question-bank.test-support';

installFakeServer();

function serveBank(sumOfMinimums: number, questionsPerAttempt: number) {
  fake.overrides[api('Examination/GetByCertificateType')] = () => examination;
  fake.overrides[api('ExaminationCategory/GetByExaminationId')] = () => ({ items: categories, totalCount: categories.length });
  fake.overrides[api('ExaminationCategory/GetMaxTotalMininumCategory')] = () => sumOfMinimums;
  fake.overrides[api('ExaminationCategory/GetTotalQuestionByCertificateId')] = () => questionsPerAttempt;
}

describe('the examination page', () => {
  it('shows the examination, the readiness rules in words and the categories', async () => {
    signInAsExaminer();
    serveBank(9, 10);
    renderApp('/admin/examination/a1a3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Question bank A1/A3' })).toBeTruthy();
    // The English name in English; the Icelandic stands in only where the English is empty.
    expect(await screen.findByRole('heading', { level: 2, name: 'Theory exam A1/A3' })).toBeTruthy();
    expect(screen.getByText('An exam for the open category')).toBeTruthy();
    expect(queryOf('Examination/GetByCertificateType').get('certificateType')).toBe('1');
    expect(queryOf('ExaminationCategory/GetByExaminationId').get('examinationId')).toBe('7');

    const rules = await screen.findByRole('list', { name: 'Rules of the question bank' });
    expect(within(rules).getByText("Each category may demand at most 6 of an attempt's questions.")).toBeTruthy();
    expect(within(rules).getByText('The minimums add up to 9 of the 10 questions in an attempt.')).toBeTruthy();
    // Loftrými demands 5 but has 3 active questions: named (in the screen's language), and said in words, not colour alone.
    expect(within(rules).getByText('Too few active questions: Airspace.')).toBeTruthy();
    expect(within(rules).getAllByText('Needs fixing').length).toBe(1);
    expect(screen.getByText('Not ready: fix what is marked below before candidates sit the exam.')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Categories of Theory exam A1/A3' });
    const row = within(table).getByRole('link', { name: 'Loftrými' }).closest('tr')!;
    expect(within(row).getByText('Airspace')).toBeTruthy();
    expect(within(row).getByText('3 / 3')).toBeTruthy();
    expect(within(row).getByText('Too few active')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Flugöryggi' }).getAttribute('href')).toBe('/admin/examination/7/category/31');
  });

  it('reads the A2 bank from its own path and says when the minimums exceed an attempt', async () => {
    signInAsExaminer();
    serveBank(40, 30);
    fake.overrides[api('Examination/GetByCertificateType')] = () => ({
      ...examination,
      certificateType: 2,
      name: 'Próf A2',
      nameEnglish: '',
    });
    renderApp('/admin/examination/a2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Question bank A2' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Próf A2' })).toBeTruthy();
    expect(await screen.findByText("Each category may demand at most 16 of an attempt's questions.")).toBeTruthy();
    expect(screen.getByText('The minimums add up to 40, but an attempt has only 30 questions.')).toBeTruthy();
    expect(queryOf('ExaminationCategory/GetTotalQuestionByCertificateId').get('certificateType')).toBe('2');
  });

  it('offers to create the examination when the type has none', async () => {
    signInAsExaminer();
    fake.overrides[api('Examination/GetByCertificateType')] = () => null;
    fake.overrides[api('Examination/Create')] = () => examination;
    renderApp('/admin/examination/a1a3');
    expect(await screen.findByRole('heading', { level: 2, name: 'Create the examination' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name \(Icelandic\)/), { target: { value: 'Bóklegt próf A1/A3' } });
    fireEvent.change(screen.getByLabelText(/^Name \(English\)/), { target: { value: 'Theory exam A1/A3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create examination' }));
    await waitFor(() => expect(callsTo('Examination/Create').length).toBe(1));
    expect(bodyOf('Examination/Create')).toEqual({
      name: 'Bóklegt próf A1/A3',
      nameEnglish: 'Theory exam A1/A3',
      description: '',
      descriptionEnglish: '',
      certificateType: 1,
    });
  });

  it('edits the examination’s name and description', async () => {
    signInAsExaminer();
    serveBank(9, 10);
    fake.overrides[api('Examination/Update')] = () => ({ ...examination, name: 'Nýtt heiti' });
    renderApp('/admin/examination/a1a3');
    const open = await screen.findByRole('button', { name: 'Edit examination' });
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Edit examination' });
    const name = within(dialog).getByLabelText(/^Name \(Icelandic\)/) as HTMLInputElement;
    expect(name.value).toBe('Bóklegt próf A1/A3');
    expect((within(dialog).getByLabelText(/^Name \(English\)/) as HTMLInputElement).value).toBe('Theory exam A1/A3');
    fireEvent.change(name, { target: { value: 'Nýtt heiti' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('Examination/Update').length).toBe(1));
    expect(bodyOf('Examination/Update')).toEqual({
      id: 7,
      name: 'Nýtt heiti',
      nameEnglish: 'Theory exam A1/A3',
      description: 'Próf fyrir opna flokkinn',
      descriptionEnglish: 'An exam for the open category',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit examination' })).toBeNull());
  });

  it('creates a category and puts the server’s field error on the minimum', async () => {
    signInAsExaminer();
    serveBank(9, 10);
    fake.overrides[api('ExaminationCategory/Create')] = () =>
      errorResponse(400, {
        message: 'Your request is not valid.',
        details: 'The following errors were found during validation.',
        validationErrors: [
          { message: 'The minimum may not exceed the 0 active questions of the category.', members: ['minimumRequiredQuestions'] },
        ],
      });
    renderApp('/admin/examination/a1a3');
    fireEvent.click(await screen.findByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    fireEvent.change(within(dialog).getByLabelText(/^Title \(Icelandic\)/), { target: { value: 'Veðurfræði' } });
    fireEvent.change(within(dialog).getByLabelText(/^Title \(English\)/), { target: { value: 'Meteorology' } });
    const minimum = within(dialog).getByLabelText(/^Minimum questions in each attempt/);
    fireEvent.change(minimum, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('The minimum may not exceed the 0 active questions of the category.')).toBeTruthy();
    expect(minimum.getAttribute('aria-invalid')).toBe('true');
    expect(bodyOf('ExaminationCategory/Create')).toEqual({
      examinationId: 7,
      title: 'Veðurfræði',
      titleEnglish: 'Meteorology',
      minimumRequiredQuestions: 2,
    });
    // What was typed stays for the next try.
    expect((within(dialog).getByLabelText(/^Title \(Icelandic\)/) as HTMLInputElement).value).toBe('Veðurfræði');
    expect(screen.queryByText('The following errors were found during validation.')).toBeNull();
  });

  it('checks the cap of the type before sending', async () => {
    signInAsExaminer();
    serveBank(9, 10);
    renderApp('/admin/examination/a1a3');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the category Air safety' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit category' });
    const minimum = within(dialog).getByLabelText(/^Minimum questions in each attempt/) as HTMLInputElement;
    expect(minimum.value).toBe('4');
    fireEvent.change(minimum, { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Least number of questions must be 6 or less')).toBeTruthy();
    expect(callsTo('ExaminationCategory/Update').length).toBe(0);
  });

  it('deletes a category after a warning that its questions go too', async () => {
    signInAsExaminer();
    serveBank(9, 10);
    fake.overrides[api('ExaminationCategory/Delete')] = () => null;
    renderApp('/admin/examination/a1a3');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the category Air safety' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete category' });
    expect(
      within(dialog).getByText('The category “Air safety” will be deleted together with all its 9 questions. This cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo('ExaminationCategory/Delete').length).toBe(1));
    expect(queryOf('ExaminationCategory/Delete').get('id')).toBe('31');
  });
});

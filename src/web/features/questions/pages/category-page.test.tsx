// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import {
  api,
  bodyOf,
  callsTo,
  categories,
  errorResponse,
  queryOf,
  signInAsExaminer,
  summaries,
} from '../../../test/question-bank.test-support';

installFakeServer();

function serveCategory(category = categories[0]) {
  fake.overrides[api('ExaminationCategory/Get')] = () => category;
  fake.overrides[api('Question/GetByCategory')] = (url) => {
    const keyword = url.searchParams.get('keyword');
    const items = keyword ? summaries.filter((q) => q.rawContentIcelandic.includes(keyword)) : summaries;
    return { items, totalCount: items.length };
  };
}

async function openImport() {
  fireEvent.click(await screen.findByRole('button', { name: 'Import from CSV' }));
  return screen.findByRole('dialog', { name: 'Import questions into Air safety' });
}

function chooseFile(dialog: HTMLElement, file: File) {
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

const csv = 'questionIcelandic,questionEnglish,option1Icelandic,option1English,option2Icelandic,option2English,correct\nA,B,C,D,E,F,3\n';

describe('the category page', () => {
  it('names the category in the title and the breadcrumbs, and lists its questions', async () => {
    signInAsExaminer();
    serveCategory();
    renderApp('/admin/examination/7/category/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Air safety' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    await waitFor(() => expect(within(crumbs).getByText('Air safety').getAttribute('aria-current')).toBe('page'));
    expect(within(crumbs).getByRole('link', { name: 'Question bank A1/A3' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Air safety | Drone Portal'));

    const table = await screen.findByRole('table', { name: 'Questions in Air safety' });
    const first = within(table).getByRole('link', { name: 'Hver er mesta leyfða flughæð?' });
    expect(first.getAttribute('href')).toBe('/admin/examination/7/category/31/question/101');
    const row = first.closest('tr')!;
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('Required')).toBeTruthy();
    expect(within(row).getByText('4')).toBeTruthy();
    expect(within(within(table).getByRole('link', { name: 'Hvað er NOTAM?' }).closest('tr')!).getByText('Inactive')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New question' }).getAttribute('href')).toBe('/admin/examination/7/category/31/new-question');
    expect(queryOf('Question/GetByCategory').get('categoryId')).toBe('31');
    expect(queryOf('Question/GetByCategory').get('maxResultCount')).toBe('10');
  });

  it('sends the search keyword and shows what matches', async () => {
    signInAsExaminer();
    serveCategory();
    renderApp('/admin/examination/7/category/31');
    await screen.findByRole('link', { name: 'Hvað er NOTAM?' });
    fireEvent.change(screen.getByLabelText('Search questions'), { target: { value: 'NOTAM' } });
    await waitFor(() => expect(callsTo('Question/GetByCategory').some(([u]) => String(u).includes('keyword=NOTAM'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Hver er mesta leyfða flughæð?' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Hvað er NOTAM?' })).toBeTruthy();
  });

  it('puts a category of an A2 examination under the A2 bank, whatever its examination id', async () => {
    signInAsExaminer();
    serveCategory({ ...categories[0], id: 41, examinationId: 9, certificateType: 2, title: 'Veðurfræði', titleEnglish: 'Meteorology' });
    renderApp('/admin/examination/9/category/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meteorology' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect((await within(crumbs).findByRole('link', { name: 'Question bank A2' })).getAttribute('href')).toBe('/admin/examination/a2');
  });

  it('shows why a question could not be deleted', async () => {
    signInAsExaminer();
    serveCategory();
    fake.overrides[api('Question/Delete')] = () =>
      errorResponse(400, { message: 'The category needs at least 4 active questions; this one cannot be removed.' });
    renderApp('/admin/examination/7/category/31');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete question 101' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete question' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert', { name: 'The question was not deleted' });
    expect(within(alert).getByText('The category needs at least 4 active questions; this one cannot be removed.')).toBeTruthy();
    expect(queryOf('Question/Delete').get('id')).toBe('101');
  });

  it('imports a CSV file read in the browser and says how many questions came in', async () => {
    signInAsExaminer();
    serveCategory();
    fake.overrides[api('Question/ImportQuestions')] = () => ({ importedCount: 12, totalRows: 12 });
    renderApp('/admin/examination/7/category/31');
    const dialog = await openImport();
    expect(within(dialog).getByText('questionIcelandic')).toBeTruthy();
    const made: Blob[] = [];
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:sample';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download a sample' }));
    expect(click).toHaveBeenCalledTimes(1);
    const bytes = new Uint8Array(await made[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const sample = new TextDecoder().decode(bytes);
    expect(sample.startsWith('questionIcelandic;questionEnglish;')).toBe(true);
    expect(sample.trim().split('\r\n')).toHaveLength(3);
    createUrl.mockRestore();
    click.mockRestore();
    chooseFile(dialog, new File([csv], 'spurningar.csv', { type: 'text/csv' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('12 questions imported')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('100');
    const body = bodyOf('Question/ImportQuestions');
    expect(body.categoryId).toBe(31);
    expect(new TextDecoder().decode(Uint8Array.from(atob(body.csvFileBase64), (c) => c.charCodeAt(0)))).toBe(csv);
  });

  it('lists every row problem of a rejected file and imports nothing', async () => {
    signInAsExaminer();
    serveCategory();
    fake.overrides[api('Question/ImportQuestions')] = () =>
      errorResponse(400, {
        message: 'Your request is not valid.',
        details: 'The following errors were found during validation.',
        validationErrors: [
          { message: 'Row 3, column correct: there is no option 5.', members: ['csvFileBase64'] },
          { message: 'Row 7, column option2English: the cell is empty.', members: ['csvFileBase64'] },
        ],
      });
    renderApp('/admin/examination/7/category/31');
    const dialog = await openImport();
    chooseFile(dialog, new File([csv], 'spurningar.csv', { type: 'text/csv' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const report = await within(dialog).findByRole('region', { name: '2 problems in the file' });
    const items = within(report)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Row 3, column correct: there is no option 5.', 'Row 7, column option2English: the cell is empty.']);
    expect(within(dialog).getByText('The file was not imported.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('2 problems in the file'));
    // The dialog reports it; no error modal on top.
    expect(screen.queryByText('The following errors were found during validation.')).toBeNull();
  });

  it('names the duplicate rows when the file repeats questions (code 450)', async () => {
    signInAsExaminer();
    serveCategory();
    fake.overrides[api('Question/ImportQuestions')] = () =>
      errorResponse(400, {
        code: 450,
        message: 'Nothing was imported. These rows repeat a question that already exists: 4, 9.',
        validationErrors: [
          { message: 'Row 4: The category already has this question.', members: ['csvFileBase64'] },
          { message: 'Row 9: The same question as in row 2.', members: ['csvFileBase64'] },
        ],
      });
    renderApp('/admin/examination/7/category/31');
    const dialog = await openImport();
    chooseFile(dialog, new File([csv], 'spurningar.csv', { type: 'text/csv' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const report = await within(dialog).findByRole('region', { name: 'Duplicate questions' });
    expect(within(report).getByText('Row 9: The same question as in row 2.')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('100');
  });

  it('refuses a file that is not CSV before reading it', async () => {
    signInAsExaminer();
    serveCategory();
    renderApp('/admin/examination/7/category/31');
    const dialog = await openImport();
    chooseFile(dialog, new File(['x'], 'spurningar.xlsx', { type: 'application/vnd.ms-excel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('The file must be a CSV file (.csv).')).toBeTruthy();
    expect(callsTo('Question/ImportQuestions').length).toBe(0);
  });
});

// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { api, bodyOf, callsTo, categories, errorResponse, question, signInAsExaminer } from '../../../test/question-bank.test-support';

installFakeServer();

function serveEditor() {
  fake.overrides[api('ExaminationCategory/Get')] = () => categories[0];
  fake.overrides[api('Question/Get')] = () => question;
  fake.overrides[api('Question/GetByCategory')] = () => ({ items: [], totalCount: 0 });
}

/** Types into a rich-text editor the way the browser does: the editable content changes and the editor reads it back. */
async function typeRich(name: string, html: string) {
  const box = screen.getByRole('textbox', { name });
  await act(async () => {
    box.innerHTML = html;
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

/** Opens the editor and waits for its form (the category, and the question when editing, load first). */
async function openEditor(path: string) {
  const router = renderApp(path);
  await screen.findByRole('button', { name: 'Save question' });
  return router;
}

const option = (n: number) => screen.getByRole('group', { name: `Option ${n}` });
const typeOption = (n: number, is: string, en: string) => {
  fireEvent.change(within(option(n)).getByLabelText(/^Text \(Icelandic\)/), { target: { value: is } });
  fireEvent.change(within(option(n)).getByLabelText(/^Text \(English\)/), { target: { value: en } });
};

describe('the question editor', () => {
  it('starts a new question with four blank options, and adds up to eight and removes down to two', async () => {
    signInAsExaminer();
    serveEditor();
    await openEditor('/admin/examination/7/category/31/new-question');
    expect(screen.getByRole('heading', { level: 1, name: 'New question' })).toBeTruthy();
    expect(screen.getByText('Category: Air safety')).toBeTruthy();
    expect(screen.getAllByRole('group', { name: /^Option \d$/ }).length).toBe(4);
    for (const n of [1, 2, 3, 4]) {
      expect((within(option(n)).getByLabelText(/^Text \(Icelandic\)/) as HTMLInputElement).value).toBe('');
      expect((within(option(n)).getByRole('checkbox', { name: 'Correct answer' }) as HTMLInputElement).checked).toBe(false);
    }
    const add = screen.getByRole('button', { name: 'Add option' });
    for (let i = 0; i < 4; i += 1) fireEvent.click(add);
    expect(screen.getAllByRole('group', { name: /^Option \d$/ }).length).toBe(8);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(within(option(8)).getByLabelText(/^Text \(Icelandic\)/)));
    for (let n = 8; n > 2; n -= 1) fireEvent.click(screen.getByRole('button', { name: `Remove option ${n}` }));
    expect(screen.getAllByRole('group', { name: /^Option \d$/ }).length).toBe(2);
    expect((screen.getByRole('button', { name: 'Remove option 2' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('blocks the save without a correct option and says so in a summary that takes the focus', async () => {
    signInAsExaminer();
    serveEditor();
    await openEditor('/admin/examination/7/category/31/new-question');
    await typeRich('Question (Icelandic)', '<p>Hver er mesta leyfða flughæð?</p>');
    await typeRich('Question (English)', '<p>What is the maximum height?</p>');
    for (const n of [1, 2, 3, 4]) typeOption(n, `Svar ${n}`, `Answer ${n}`);
    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    const summary = await screen.findByRole('alert', { name: '1 thing stops the question from being saved' });
    expect(within(summary).getByRole('link', { name: 'Options: Mark at least one option as the correct answer.' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(callsTo('Question/Create').length).toBe(0);
  });

  it('sends both languages, the options and the uploaded images, then goes back to the category', async () => {
    signInAsExaminer();
    serveEditor();
    fake.overrides[api('Question/UploadImage')] = () => ({
      id: 77,
      fileName: 'loftrými.png',
      contentType: 'image/png',
      byteSize: 4,
      url: '/question-images/k77',
    });
    fake.overrides[api('Question/Create')] = () => ({ ...question, id: 200 });
    const router = await openEditor('/admin/examination/7/category/31/new-question');
    await typeRich('Question (Icelandic)', '<p>Hver er mesta leyfða flughæð?</p>');
    await typeRich('Question (English)', '<p>What is the maximum height?</p>');
    for (const n of [1, 2, 3, 4]) typeOption(n, `Svar ${n}`, `Answer ${n}`);
    fireEvent.click(within(option(2)).getByRole('checkbox', { name: 'Correct answer' }));

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'loftrými.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('question-image-input'), { target: { files: [png] } });
    const thumbnails = await screen.findByRole('list', { name: 'Images of the question' });
    expect(within(thumbnails).getByRole('img', { name: 'loftrými' }).getAttribute('src')).toBe('/question-images/k77');
    expect(within(thumbnails).getByRole('button', { name: 'Remove the image loftrými.png' })).toBeTruthy();
    expect(bodyOf('Question/UploadImage')).toEqual({ fileName: 'loftrými.png', contentType: 'image/png', dataBase64: 'iVBORw==' });

    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(callsTo('Question/Create').length).toBe(1));
    const body = bodyOf('Question/Create');
    expect(body).toMatchObject({
      categoryId: 31,
      descriptionIcelandic: '<p>Hver er mesta leyfða flughæð?</p>',
      descriptionEnglish: '<p>What is the maximum height?</p>',
      isActive: true,
      isRequired: false,
      questionImages: [{ id: 77 }],
    });
    expect(body.questionOptions).toEqual(
      [1, 2, 3, 4].map((n) => ({ descriptionIcelandic: `Svar ${n}`, descriptionEnglish: `Answer ${n}`, isAnswer: n === 2 })),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/examination/7/category/31'));
    expect(await screen.findByText('The question was created.')).toBeTruthy();
  });

  it('refuses an image of the wrong type or size in the browser', async () => {
    signInAsExaminer();
    serveEditor();
    await openEditor('/admin/examination/7/category/31/new-question');
    const input = screen.getByTestId('question-image-input');
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'mynd.svg', { type: 'image/svg+xml' })] } });
    expect(await screen.findByText('mynd.svg is not a PNG, JPEG, GIF or WebP image.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'stór.png', { type: 'image/png' })] } });
    expect(await screen.findByText('stór.png is larger than 2 MB.')).toBeTruthy();
    expect(callsTo('Question/UploadImage').length).toBe(0);
  });

  it('loads a question, previews it in both languages and shows the answer only on request', async () => {
    signInAsExaminer();
    serveEditor();
    await openEditor('/admin/examination/7/category/31/question/101');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit question' })).toBeTruthy();
    const preview = screen.getByRole('region', { name: 'Preview' });
    const tabs = within(preview).getByRole('tablist', { name: 'Language of the preview' });
    const panel = () => within(preview).getByRole('tabpanel');
    expect(within(panel()).getByText('Hver er mesta leyfða flughæð?')).toBeTruthy();
    expect(within(panel()).getByRole('radio', { name: '120 metrar' })).toBeTruthy();
    expect(within(panel()).getByRole('img', { name: 'hæðarmörk' }).getAttribute('src')).toBe('/question-images/abc');
    expect(within(panel()).queryByText('Correct answer')).toBeNull();

    fireEvent.click(within(tabs).getByRole('tab', { name: 'English' }));
    await waitFor(() => expect(within(panel()).getByText('What is the maximum height?')).toBeTruthy());
    expect(panel().getAttribute('lang') ?? panel().querySelector('[lang]')?.getAttribute('lang')).toBe('en');
    fireEvent.click(within(preview).getByRole('switch', { name: 'Show the correct answer' }));
    const correct = within(panel()).getByRole('radio', { name: '120 metres' }).closest('div[class*="Group"]') as HTMLElement;
    expect(within(correct).getByText('Correct answer')).toBeTruthy();
  });

  it('keeps what was typed and shows the duplicate message when the server answers 450', async () => {
    signInAsExaminer();
    serveEditor();
    fake.overrides[api('Question/Update')] = () =>
      errorResponse(450, { code: 450, message: 'This category already has a question with the same text.' });
    await openEditor('/admin/examination/7/category/31/question/101');
    typeOption(1, '60 metrar', '60 metres');
    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    const alert = await screen.findByRole('alert', { name: 'The question already exists' });
    expect(within(alert).getByText('This category already has a question with the same text.')).toBeTruthy();
    expect(bodyOf('Question/Update')).toMatchObject({ id: 101, questionImages: [{ id: 55 }] });
    expect((within(option(1)).getByLabelText(/^Text \(Icelandic\)/) as HTMLInputElement).value).toBe('60 metrar');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit question' })).toBeTruthy();
  });

  it('puts the server’s field errors on the option they name', async () => {
    signInAsExaminer();
    serveEditor();
    fake.overrides[api('Question/Update')] = () =>
      errorResponse(400, {
        message: 'Your request is not valid.',
        validationErrors: [{ message: 'The value is too long (at most 2000).', members: ['questionOptions.1.descriptionEnglish'] }],
      });
    await openEditor('/admin/examination/7/category/31/question/101');
    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    const field = await waitFor(() => {
      const input = within(option(2)).getByLabelText(/^Text \(English\)/);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      return input;
    });
    expect(within(option(2)).getByText('The value is too long (at most 2000).')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Option 2, text in English: The value is too long (at most 2000).' });
    fireEvent.click(link);
    expect(document.activeElement).toBe(field);
  });
});

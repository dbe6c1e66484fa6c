// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseDto, PageSummaryDto } from '../../../../shared/contracts/courses';
import { Permission } from '../../../../shared/permissions';
import { failure, fake, fetchMock, installFakeServer, renderApp } from '../../../test/harness';

installFakeServer();

const api = (path: string) => `/api/services/app/${path}`;
const calls = (path: string) => fetchMock.mock.calls.filter(([u]) => new URL(String(u), 'http://localhost').pathname === api(path));
const bodyOf = (path: string, index = 0) => JSON.parse(String(calls(path)[index][1]?.body));
const methodOf = (path: string, index = 0) => calls(path)[index][1]?.method;

function signInAsEditor() {
  fake.signedIn = true;
  fake.granted = { [Permission.Administrator]: 'true', [Permission.Examinations]: 'true' };
  localStorage.setItem('auth.accessToken', 'token');
}

const course: CourseDto = {
  id: 5,
  name: 'Drone basics',
  nameEnglish: '',
  description: 'What every open-category pilot must know.',
  descriptionEnglish: '',
  courseType: 1,
  isActive: false,
  pageCount: 3,
  creationTime: '2026-01-01T00:00:00Z',
};
const summary = (id: number, rank: number, is: string, en: string): PageSummaryDto => ({
  id,
  courseType: 1,
  rank,
  nameIcelandic: is,
  nameEnglish: en,
  isRead: false,
  lastModificationTime: null,
});
// Out of order on purpose: the screen shows them by rank.
const pages = [summary(12, 2, 'Loftrými', 'Airspace'), summary(13, 3, 'Veður', 'Weather'), summary(11, 1, 'Inngangur', 'Introduction')];

function serveCourse(withCourse: CourseDto | null = course) {
  fake.overrides[api('Course/GetAll')] = () => ({ items: withCourse ? [withCourse] : [], totalCount: withCourse ? 1 : 0 });
  fake.overrides[api('Page/GetList/1')] = () => ({ items: pages });
}

const pageNames = () =>
  within(screen.getByRole('list', { name: 'Pages in order' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[lang="en"]')?.textContent);

/** Types into a rich-text editor through its own commands: happy-dom has no editing of contenteditable. */
function typeRich(dialog: HTMLElement, label: string, html: string) {
  const box = within(dialog).getByRole('textbox', { name: label }) as HTMLElement & {
    editor: { commands: { setContent: (c: string, o: object) => void } };
  };
  act(() => box.editor.commands.setContent(html, { emitUpdate: true }));
}

async function fillNewPage() {
  fireEvent.click(await screen.findByRole('button', { name: 'New page' }));
  const dialog = await screen.findByRole('dialog', { name: 'New page' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Name in Icelandic/ }), { target: { value: 'Reglur' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Name in English/ }), { target: { value: 'Rules' } });
  typeRich(dialog, 'Content in Icelandic', '<p>Reglur um flug</p>');
  typeRich(dialog, 'Content in English', '<p>Rules of flight</p>');
  return dialog;
}

describe('course administration', () => {
  it('shows the course of the type in the path and its pages in rank order', async () => {
    signInAsEditor();
    serveCourse();
    renderApp('/admin/courses/A1A3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course A1/A3' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Drone basics' })).toBeTruthy();
    expect(screen.getByText('What every open-category pilot must know.')).toBeTruthy();
    expect(screen.getByText('While the course is active, candidates must read it to the end before starting the exam.')).toBeTruthy();
    await screen.findByText('Introduction');
    expect(pageNames()).toEqual(['Introduction', 'Airspace', 'Weather']);
    expect(calls('Course/GetAll')[0][0]).toContain('courseType=1');
    // The handles say what they move in the reader's words, not dnd-kit's "sortable".
    const handle = screen.getByRole('button', { name: 'Drag the page “Introduction”' });
    expect(handle.getAttribute('aria-roledescription')).toBe('movable page');
  });

  it('reads the A2 type from its path', async () => {
    signInAsEditor();
    fake.overrides[api('Course/GetAll')] = () => ({ items: [{ ...course, id: 6, courseType: 2, name: 'A2 course' }], totalCount: 1 });
    fake.overrides[api('Page/GetList/2')] = () => ({ items: [] });
    renderApp('/admin/courses/A2');
    expect(await screen.findByRole('heading', { name: 'A2 course' })).toBeTruthy();
    expect(await screen.findByText('The course has no pages yet.')).toBeTruthy();
    expect(calls('Course/GetAll')[0][0]).toContain('courseType=2');
  });

  it('creates a course when the type has none', async () => {
    signInAsEditor();
    serveCourse(null);
    fake.overrides[api('Course/Create')] = () => course;
    renderApp('/admin/courses/A1A3');
    fireEvent.change(await screen.findByRole('textbox', { name: /Course name \(Icelandic\)/ }), { target: { value: 'Grunnatriði' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Course name \(English\)/ }), { target: { value: 'Drone basics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the course' }));
    await waitFor(() => expect(calls('Course/Create').length).toBe(1));
    expect(bodyOf('Course/Create')).toEqual({
      name: 'Grunnatriði',
      nameEnglish: 'Drone basics',
      description: '',
      descriptionEnglish: '',
      courseType: 1,
      isActive: false,
    });
  });

  it('creates a page with both languages', async () => {
    signInAsEditor();
    serveCourse();
    fake.overrides[api('Page/Create')] = () => ({
      ...summary(14, 4, 'Reglur', 'Rules'),
      contentIcelandic: '',
      contentEnglish: '',
      creationTime: '',
    });
    renderApp('/admin/courses/A1A3');
    const dialog = await fillNewPage();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Preview' }));
    expect(await within(dialog).findByText('Rules of flight')).toBeTruthy();
    expect(within(dialog).getByText('Reglur um flug').closest('[lang]')?.getAttribute('lang')).toBe('is');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('Page/Create').length).toBe(1));
    expect(bodyOf('Page/Create')).toEqual({
      courseType: 1,
      nameIcelandic: 'Reglur',
      nameEnglish: 'Rules',
      contentIcelandic: '<p>Reglur um flug</p>',
      contentEnglish: '<p>Rules of flight</p>',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New page' })).toBeNull());
  });

  it('puts a server field error on its field and keeps what was typed', async () => {
    signInAsEditor();
    serveCourse();
    fake.overrides[api('Page/Create')] = () =>
      new Response(
        JSON.stringify({
          ...failure(0, 'Your request is not valid.'),
          error: {
            code: 0,
            message: 'Your request is not valid.',
            details: 'The following errors were found during validation.',
            validationErrors: [{ message: 'The English name is too long.', members: ['nameEnglish'] }],
          },
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      );
    renderApp('/admin/courses/A1A3');
    const dialog = await fillNewPage();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The English name is too long.')).toBeTruthy();
    const english = within(dialog).getByRole('textbox', { name: /Name in English/ }) as HTMLInputElement;
    expect(english.getAttribute('aria-invalid')).toBe('true');
    expect(english.value).toBe('Rules');
    expect((within(dialog).getByRole('textbox', { name: /Name in Icelandic/ }) as HTMLInputElement).value).toBe('Reglur');
    expect(within(dialog).getByText('Reglur um flug')).toBeTruthy();
    expect(screen.queryByText('The following errors were found during validation.')).toBeNull();
  });

  it('moves a page with the Move down button, sends Ranking and shows the server order', async () => {
    signInAsEditor();
    serveCourse();
    fake.overrides[api('Page/Ranking')] = () => ({
      items: [summary(12, 1, 'Loftrými', 'Airspace'), summary(11, 2, 'Inngangur', 'Introduction'), summary(13, 3, 'Veður', 'Weather')],
    });
    renderApp('/admin/courses/A1A3');
    const down = await screen.findByRole('button', { name: 'Move down: Introduction' });
    expect((screen.getByRole('button', { name: 'Move up: Introduction' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(down);
    await waitFor(() => expect(calls('Page/Ranking').length).toBe(1));
    expect(methodOf('Page/Ranking')).toBe('PUT');
    expect(bodyOf('Page/Ranking')).toEqual({ id: 11, rank: 2, mode: 'Push' });
    await waitFor(() => expect(pageNames()).toEqual(['Airspace', 'Introduction', 'Weather']));
    expect(screen.getByText('The page “Introduction” is now in place 2 of 3.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down: Introduction' }));
  });

  it('puts the old order back when the server refuses a move', async () => {
    signInAsEditor();
    serveCourse();
    fake.overrides[api('Page/Ranking')] = () =>
      new Response(JSON.stringify(failure(0, 'The rank is out of range.')), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      });
    renderApp('/admin/courses/A1A3');
    fireEvent.click(await screen.findByRole('button', { name: 'Move up: Weather' }));
    await waitFor(() => expect(calls('Page/Ranking').length).toBe(1));
    await waitFor(() => expect(pageNames()).toEqual(['Introduction', 'Airspace', 'Weather']));
  });

  it('switches the course active with UpdateStatus', async () => {
    signInAsEditor();
    let current = course;
    fake.overrides[api('Course/GetAll')] = () => ({ items: [current], totalCount: 1 });
    fake.overrides[api('Page/GetList/1')] = () => ({ items: pages });
    fake.overrides[api('Course/UpdateStatus/5')] = () => (current = { ...current, isActive: !current.isActive });
    renderApp('/admin/courses/A1A3');
    const toggle = (await screen.findByRole('switch', { name: 'The course is active' })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(calls('Course/UpdateStatus/5').length).toBe(1));
    expect(methodOf('Course/UpdateStatus/5')).toBe('PUT');
    await waitFor(() => expect((screen.getByRole('switch', { name: 'The course is active' }) as HTMLInputElement).checked).toBe(true));
  });

  it('asks before deleting the course, naming its page count', async () => {
    signInAsEditor();
    serveCourse();
    fake.overrides[api('Course/Delete/5')] = () => null;
    renderApp('/admin/courses/A1A3');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the course' });
    expect(within(dialog).getByText('Delete the course “Drone basics” and all its 3 pages? This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls('Course/Delete/5').length).toBe(1));
    expect(methodOf('Course/Delete/5')).toBe('DELETE');
  });
});

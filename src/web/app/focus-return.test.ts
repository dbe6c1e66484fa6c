// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFocusReturn } from './focus-return';

let uninstall: () => void;
beforeEach(() => {
  document.body.innerHTML = '<button id="opener">Open</button><button id="other">Other</button>';
  uninstall = installFocusReturn(document);
});
afterEach(() => uninstall());

const byId = (id: string) => document.getElementById(id) as HTMLElement;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function openDialog(id: string, inside: HTMLElement = document.body): HTMLElement {
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.id = id;
  dialog.innerHTML = `<input id="${id}-field" /><button id="${id}-close">Close</button>`;
  inside.append(dialog);
  byId(`${id}-field`).focus();
  return dialog;
}

describe('installFocusReturn', () => {
  it('gives the focus back to the opener when a dialog that took it leaves the page', async () => {
    byId('opener').focus();
    const dialog = openDialog('d1');
    byId('d1-close').focus();
    dialog.remove();
    await settle();
    expect(document.activeElement).toBe(byId('opener'));
  });

  it('leaves the focus alone when it went somewhere on purpose', async () => {
    byId('opener').focus();
    const dialog = openDialog('d1');
    byId('other').focus();
    dialog.remove();
    await settle();
    expect(document.activeElement).toBe(byId('other'));
  });

  it('goes back into the first dialog when a second one over it closes, and to the page after both', async () => {
    byId('opener').focus();
    const first = openDialog('d1');
    const second = openDialog('d2');
    second.remove();
    await settle();
    expect(document.activeElement).toBe(byId('d1-field'));
    first.remove();
    await settle();
    expect(document.activeElement).toBe(byId('opener'));
  });
});

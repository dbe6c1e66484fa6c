import { describe, expect, it } from 'vitest';
import { pageDocument } from '../../../scripts/prerender-pages';
import { prerenderPage } from './prerender';

const text = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the public pages rendered at build time', () => {
  it('renders the sign-in page with the layout, the form and its labels, in Icelandic', async () => {
    const page = await prerenderPage('/account/login', 'is');
    expect(page.title).toBe('Innskráning | Drónagátt');
    expect(page.html).toMatch(/<h1[^>]*>Innskráning<\/h1>/);
    expect(page.html).toMatch(/<input[^>]*autoComplete="username"/);
    expect(page.html).toMatch(/<input[^>]*type="password"/);
    expect(page.html).toContain('<main');
    expect(page.html).toContain('<footer');
    // The texts are in, not their keys.
    expect(text(page.html)).toContain('Notandanafn eða netfang');
    expect(text(page.html)).not.toMatch(/\blogin\.\w+/);
  });

  it('renders the same page in English', async () => {
    const page = await prerenderPage('/account/login', 'en');
    expect(page.title).toBe('Sign in | Drone Portal');
    expect(page.html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(text(page.html)).not.toContain('Notandanafn');
  });

  it('renders the verification page as it stands while it checks, whatever the address', async () => {
    const page = await prerenderPage('/verify-qrcode/0/-', 'is');
    expect(page.title).toBe('Staðfesting skírteinis | Drónagátt');
    expect(page.html).toMatch(/<h1[^>]*>Staðfesting skírteinis<\/h1>/);
    expect(text(page.html)).toContain('Skírteinið er athugað…');
  });

  it('refuses an address that is not a screen but a forward', async () => {
    await expect(prerenderPage('/account', 'is')).rejects.toThrow(/answers 302/);
  });
});

describe('the document the server sends', () => {
  const shell =
    '<!doctype html><html lang="is"><head><title>Drónagátt</title></head><body><div id="root"></div><script type="module" src="/assets/shell.js"></script></body></html>';

  it('puts the markup in #root, out of reach until the app replaces it, with the page’s language and title', () => {
    const document = pageDocument(shell, { html: '<main>Sign in</main>', title: 'Sign in | <Drone> "Portal" & co' }, 'en');
    expect(document).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(document).toContain('<title>Sign in | &lt;Drone&gt; &quot;Portal&quot; &amp; co</title>');
    expect(document).toContain('<div id="root"><div inert data-prerendered=""><main>Sign in</main></div></div>');
    expect(document).toContain('<script type="module" src="/assets/shell.js"></script>');
  });

  it('fails the build when index.html no longer has what it fills in', () => {
    expect(() => pageDocument(shell.replace('<div id="root"></div>', '<div id="app"></div>'), { html: '', title: '' }, 'is')).toThrow(
      /cannot be written/,
    );
  });
});

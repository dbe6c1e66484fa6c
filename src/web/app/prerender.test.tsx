import { describe, expect, it } from 'vitest';
import { pageDocument } from '../../../scripts/prerender-pages';
import en from '../../shared/i18n/en/accounts.json';
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

  it('renders the sign-in page of each kind of installation, the test one with its provider’s note, and the answer it took', async () => {
    const test = await prerenderPage('/account/login', 'en', 'test');
    expect(text(test.html)).toContain(en.login.idLogin.testTitle);
    expect(test.answers).toEqual([{ queryKey: ['accounts', 'idLoginProvider'], data: { isDevelopmentProvider: true } }]);
    const live = await prerenderPage('/account/login', 'en', 'live');
    expect(text(live.html)).not.toContain(en.login.idLogin.testTitle);
    expect(text(live.html)).toContain(en.login.idLogin.button);
    expect(live.answers).toEqual([{ queryKey: ['accounts', 'idLoginProvider'], data: { isDevelopmentProvider: false } }]);
    // A page the same on every installation carries no answer.
    expect((await prerenderPage('/account/login', 'en')).answers).toBeUndefined();
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

  it('carries the answers the page was rendered with as JSON no text in it can break out of', () => {
    const answers = [{ queryKey: ['x'], data: { note: '</script><script>alert(1)</script>' } }];
    const document = pageDocument(shell, { html: '<main>Sign in</main>', title: 'Sign in', answers }, 'en');
    const script = /<script type="application\/json" id="prerendered-answers">(.*?)<\/script>/.exec(document);
    expect(script?.[1]).not.toContain('<');
    expect(JSON.parse(script![1])).toEqual(answers);
    expect(pageDocument(shell, { html: '', title: '' }, 'en')).not.toContain('prerendered-answers');
  });

  it('fails the build when index.html no longer has what it fills in', () => {
    expect(() => pageDocument(shell.replace('<div id="root"></div>', '<div id="app"></div>'), { html: '', title: '' }, 'is')).toThrow(
      /cannot be written/,
    );
  });
});

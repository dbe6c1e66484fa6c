/**
 * The two kinds of installation whose public pages differ before the server is asked anything: one
 * with Ísland.is behind the electronic-ID login (`live`), and a test installation on the built-in
 * provider (`test`), whose sign-in page says so. The build renders such a page once for each
 * (scripts/prerender-pages.ts) and the server sends the one it is (kernel/static-files.ts).
 */
export const Installations = ['live', 'test'] as const;
export type Installation = (typeof Installations)[number];

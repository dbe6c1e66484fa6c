import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

/**
 * Production once served `/assets/*.js.map` with the whole source in it, 2.4 MB. The build writes
 * no maps for the browser and names none, and the portal refuses one left in its folder
 * (decision 0027). Checked on the build the journeys run against.
 */

const assetsDir = path.resolve(import.meta.dirname, '../dist/web/assets');
const assets = () => fs.readdirSync(assetsDir);
const scripts = () => assets().filter((file) => file.endsWith('.js'));

describe('the built web app', () => {
  it('holds no source map and names none', () => {
    expect(scripts().length).toBeGreaterThan(5);
    expect(assets().filter((file) => /\.map(\.(br|gz))?$/.test(file))).toEqual([]);
    const naming = scripts().filter((file) => fs.readFileSync(path.join(assetsDir, file), 'utf8').includes('sourceMappingURL'));
    expect(naming).toEqual([]);
  });

  it('answers 404 for a map of any script, and for one dropped into its folder', async () => {
    const baseUrl = inject('baseUrl');
    const [script] = scripts();
    const dropped = path.join(assetsDir, `${script}.map`);
    fs.writeFileSync(dropped, JSON.stringify({ version: 3, sourcesContent: ['the whole source'] }));
    try {
      for (const url of [`/assets/${script}.map`, `/assets/${script}.map.br`, '/assets/nothing.js.map']) {
        const res = await fetch(`${baseUrl}${url}`, { headers: { 'accept-encoding': 'br, gzip' } });
        expect(res.status, url).toBe(404);
        expect(await res.text()).not.toContain('sourcesContent');
      }
    } finally {
      fs.rmSync(dropped);
    }
  });
});

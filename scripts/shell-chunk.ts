// The web app's shell in one file: every module the entry reaches through static imports, which
// the browser runs on every page anyway. Left to itself the bundler gives each set of importers a
// chunk of its own, and the sign-in page fetched some thirty small files of the shell, each a round
// trip and a set of headers on a slow phone.
import type { Plugin } from 'vite';

/**
 * `plugin` gathers the modules the entry reaches statically once the graph is complete; `includes`
 * is the test for a code-splitting group (vite.config.ts). Libraries go to their own groups first.
 */
export function shellChunk(entry: RegExp): { plugin: Plugin; includes: (id: string) => boolean } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'drone-portal:shell-chunk',
    apply: 'build',
    buildEnd() {
      shell.clear();
      const start = [...this.getModuleIds()].find((id) => entry.test(id));
      if (!start) return;
      const queue = [start];
      while (queue.length) {
        const id = queue.pop()!;
        if (shell.has(id)) continue;
        shell.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, includes: (id) => shell.has(id) && !id.includes('node_modules') };
}

// The files of a first visit. The shell: every module the entry reaches through static imports,
// which the browser runs on every page anyway. Left to itself the bundler gives each set of
// importers a chunk of its own, and the sign-in page fetched some thirty small files of the shell,
// each a round trip and a set of headers on a slow phone. And one file per public page (the pages
// that must open fast on a phone: the sign-in and a certificate's check), with its own code and the
// Mantine pieces that it alone renders. Mantine's other pieces, which only signed-in screens render
// (menus, popovers, dialogs, tables, and the positioning and scroll-locking code they bring), stay
// in a group of their own (vite.config.ts).
//
// What a module reaches is followed through the imports it uses: from a package's index, which
// re-exports everything, only the names taken from it.
import type { Plugin, Rollup } from 'vite';

type Context = Rollup.PluginContext;
type Program = ReturnType<Context['parse']>;
type Statement = Program['body'][number];

/** `Button` of `import { Button } from '…'`, `*` for a namespace import. */
const nameOf = (node: { type: string; name?: string; value?: unknown }) => (node.type === 'Identifier' ? node.name! : String(node.value));

/**
 * What a module imports from where: for each source, the names it takes (`*` for all of them).
 * Re-exports count as imports: `export { a } from './a'` takes `a` from `./a`.
 */
function importsOf(program: Program): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>();
  const take = (source: string, name: string) => imports.set(source, (imports.get(source) ?? new Set()).add(name));
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      if (statement.specifiers.length === 0) take(String(statement.source.value), '*');
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportSpecifier') take(String(statement.source.value), nameOf(specifier.imported));
        else if (specifier.type === 'ImportDefaultSpecifier') take(String(statement.source.value), 'default');
        else take(String(statement.source.value), '*');
      }
    } else if (statement.type === 'ExportNamedDeclaration' && statement.source) {
      for (const specifier of statement.specifiers) take(String(statement.source.value), nameOf(specifier.local));
    } else if (statement.type === 'ExportAllDeclaration') {
      take(String(statement.source.value), '*');
    }
  }
  return imports;
}

/** A module of imports and exports only (a package's index): reaching it means reaching only the names taken from it. */
function isBarrel(program: Program): boolean {
  const plumbing = (s: Statement) =>
    s.type === 'ImportDeclaration' ||
    s.type === 'ExportAllDeclaration' ||
    (s.type === 'ExportNamedDeclaration' && s.declaration === null) ||
    (s.type === 'ExpressionStatement' && 'directive' in s);
  return program.body.length > 0 && program.body.every(plumbing);
}

/** For a barrel: where each exported name comes from (the source and its name there); `*` sources for `export *`. */
function exportsOf(program: Program): { named: Map<string, { source: string; name: string }>; star: string[] } {
  const imported = new Map<string, { source: string; name: string }>();
  const named = new Map<string, { source: string; name: string }>();
  const star: string[] = [];
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers) {
        const name =
          specifier.type === 'ImportSpecifier' ? nameOf(specifier.imported) : specifier.type === 'ImportDefaultSpecifier' ? 'default' : '*';
        imported.set(specifier.local.name, { source: String(statement.source.value), name });
      }
    } else if (statement.type === 'ExportNamedDeclaration') {
      for (const specifier of statement.specifiers) {
        const local = nameOf(specifier.local);
        const origin = statement.source ? { source: String(statement.source.value), name: local } : imported.get(local);
        if (origin) named.set(nameOf(specifier.exported), origin);
      }
    } else if (statement.type === 'ExportAllDeclaration') {
      star.push(String(statement.source.value));
    }
  }
  return { named, star };
}

/**
 * Every module the starts reach through static imports, following from a barrel only the names
 * taken from it: the library's index re-exports every component, and only those used matter.
 */
async function reachFrom(context: Context, starts: string[]): Promise<Set<string>> {
  const programs = new Map<string, Program | null>();
  const programOf = (id: string): Program | null => {
    if (!programs.has(id)) {
      const code = context.getModuleInfo(id)?.code;
      programs.set(id, code && /\.m?[jt]sx?$/.test(id) ? context.parse(code) : null);
    }
    return programs.get(id)!;
  };
  const barrel = (id: string) => {
    const program = programOf(id);
    return program !== null && isBarrel(program);
  };
  const resolved = async (source: string, importer: string) => (await context.resolve(source, importer))?.id ?? null;

  const reached = new Set<string>();
  const queue = [...starts];
  const seenNames = new Map<string, Set<string>>();
  /** Follows `name` (or all, `*`) of a barrel to the modules that define it. */
  const followName = async (barrelId: string, name: string): Promise<void> => {
    const seen = seenNames.get(barrelId) ?? new Set<string>();
    seenNames.set(barrelId, seen);
    if (seen.has(name) || seen.has('*')) return;
    seen.add(name);
    const { named, star } = exportsOf(programOf(barrelId)!);
    const origins = name === '*' ? [...named.values(), ...star.map((source) => ({ source, name: '*' }))] : [];
    const origin = named.get(name);
    if (origin) origins.push(origin);
    if (name !== '*' && !origin) for (const source of star) origins.push({ source, name });
    for (const { source, name: there } of origins) {
      const target = await resolved(source, barrelId);
      if (!target) continue;
      if (barrel(target)) await followName(target, there);
      else queue.push(target);
    }
  };

  while (queue.length) {
    const id = queue.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    const dependencies = context.getModuleInfo(id)?.importedIds ?? [];
    if (!dependencies.some(barrel)) {
      queue.push(...dependencies);
      continue;
    }
    for (const [source, names] of importsOf(programOf(id)!)) {
      const target = await resolved(source, id);
      if (!target) continue;
      if (!barrel(target)) queue.push(target);
      else for (const name of names) await followName(target, name);
    }
  }
  return reached;
}

/** The code-splitting tests (vite.config.ts), filled once the module graph is complete. */
export interface FirstLoadChunks {
  plugin: Plugin;
  /** Every module the entry reaches, and those that more than one public page reaches. */
  inShell: (id: string) => boolean;
  /** The modules that only the named public page reaches: the page comes in one file. */
  inPage: (name: string) => (id: string) => boolean;
  /** Whether the entry or a public page reaches the module. */
  reachedFirst: (id: string) => boolean;
}

/**
 * The files a first visit loads: the shell, which every page runs, and one file per public page
 * (the pages that must open fast on a phone), each with its own code and the pieces of the
 * component library that it alone renders. What a public page shares with other screens comes in
 * files of its own, so that no screen loads a public page's file for one of its modules.
 */
export function firstLoadChunks(entry: RegExp, publicPages: Readonly<Record<string, RegExp>>): FirstLoadChunks {
  let shell = new Set<string>();
  const pages = new Map<string, Set<string>>();
  let first = new Set<string>();
  const plugin: Plugin = {
    name: 'drone-portal:first-load-chunks',
    apply: 'build',
    async buildEnd() {
      const ids = [...this.getModuleIds()];
      const start = ids.find((id) => entry.test(id));
      if (!start) return;
      const entryReach = await reachFrom(this, [start]);
      const reaches = new Map<string, Set<string>>();
      for (const [name, page] of Object.entries(publicPages)) {
        const id = ids.find((candidate) => page.test(candidate));
        if (!id) this.error(`The public page ${name} of vite.config.ts is not in the build.`);
        reaches.set(name, await reachFrom(this, [id]));
      }
      const count = new Map<string, number>();
      for (const reach of reaches.values()) for (const id of reach) count.set(id, (count.get(id) ?? 0) + 1);
      shell = new Set([...entryReach, ...[...count].filter(([, n]) => n > 1).map(([id]) => id)]);
      // What the other screens reach stays out of a public page's file: a screen that shared a
      // module with the sign-in page loaded the whole sign-in page to get it.
      const pageIds = new Set([...reaches.keys()].map((name) => ids.find((candidate) => publicPages[name]!.test(candidate))!));
      const otherScreens = [...new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []))].filter(
        (id) => !pageIds.has(id),
      );
      const reachedByOthers = await reachFrom(this, otherScreens);
      pages.clear();
      for (const [name, reach] of reaches) pages.set(name, new Set([...reach].filter((id) => !shell.has(id) && !reachedByOthers.has(id))));
      first = new Set([...entryReach, ...count.keys()]);
    },
  };
  return {
    plugin,
    inShell: (id) => shell.has(id),
    inPage: (name) => (id) => pages.get(name)?.has(id) ?? false,
    reachedFirst: (id) => first.has(id),
  };
}

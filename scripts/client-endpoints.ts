// The browser's copy of the contracts' calls, without their schemas. Every call is defined once, in
// `src/shared/contracts/<domain>.ts`, with its zod input and result: the server validates with them.
// The browser needs only where and how a call goes; importing the definitions would bring zod (and
// every schema of the file) into the first page's script. So this writes, for each contract file,
// `src/shared/contracts/client/<domain>.ts`: the same exported names, each call reduced to its verb,
// path and the members that travel in the path or query, and typed from the definition by a type-only
// import. `src/shared/contracts/client.test.ts` fails when a table is stale.
//
//   node --import tsx scripts/client-endpoints.ts
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import type { Endpoint } from '../src/shared/contracts/endpoint';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const contractsDir = path.join(root, 'src/shared/contracts');
export const clientDir = path.join(contractsDir, 'client');

/** The contract files that may define calls: every domain's file, not the helpers nor the tests. */
export function contractFiles(): string[] {
  return fs
    .readdirSync(contractsDir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'endpoint.ts')
    .sort();
}

function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Partial<Endpoint>;
  return (
    typeof e.service === 'string' &&
    typeof e.method === 'string' &&
    typeof e.verb === 'string' &&
    typeof e.path === 'string' &&
    'result' in e
  );
}

interface EndpointTable {
  readonly [name: string]: Endpoint | EndpointTable;
}

/** An exported table of calls: a plain object whose members are calls, or tables of calls (one per kind of item). */
function isEndpointTable(value: unknown): value is EndpointTable {
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return false;
  const members = Object.values(value);
  return members.length > 0 && members.every((member) => isEndpoint(member) || isEndpointTable(member));
}

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function clientLiteral(value: Endpoint | EndpointTable): string {
  if (!isEndpoint(value))
    return `{\n${Object.entries(value)
      .map(([key, member]) => `${key}: ${clientLiteral(member)},`)
      .join('\n')}\n}`;
  const endpoint = value;
  const members = [`verb: ${quote(endpoint.verb)}`, `path: ${quote(endpoint.path)}`];
  if (endpoint.pathParam) members.push(`pathParam: ${quote(endpoint.pathParam)}`);
  if (endpoint.alsoInQuery) members.push(`alsoInQuery: [${endpoint.alsoInQuery.map(quote).join(', ')}]`);
  return `{ ${members.join(', ')} }`;
}

/** The client table of one contract file, formatted as the repository formats it; null when the file defines no call. */
export async function renderClientEndpoints(file: string): Promise<string | null> {
  const contractPath = path.join(contractsDir, file);
  const exports = (await import(pathToFileURL(contractPath).href)) as Record<string, unknown>;
  const module = `../${file.replace(/\.ts$/, '')}`;
  const blocks: string[] = [];
  for (const [name, value] of Object.entries(exports).sort(([a], [b]) => a.localeCompare(b))) {
    if (isEndpoint(value)) {
      blocks.push(`export const ${name}: ClientEndpointOf<typeof contract.${name}> = ${clientLiteral(value)};`);
    } else if (isEndpointTable(value)) {
      blocks.push(`export const ${name}: ClientEndpoints<typeof contract.${name}> = ${clientLiteral(value)};`);
    }
  }
  if (blocks.length === 0) return null;
  const types = ['ClientEndpointOf', 'ClientEndpoints'].filter((type) => blocks.some((block) => block.includes(`${type}<`)));
  const source = [
    `// Generated from ${module}.ts by scripts/client-endpoints.ts: edit the calls there, then run node --import tsx scripts/client-endpoints.ts.`,
    `import type { ${types.join(', ')} } from '../endpoint';`,
    `import type * as contract from '${module}';`,
    '',
    ...blocks,
  ].join('\n');
  const options = await prettier.resolveConfig(path.join(clientDir, file));
  return prettier.format(source, { ...options, filepath: path.join(clientDir, file) });
}

/** Every client table by file name. */
export async function renderAll(): Promise<Map<string, string>> {
  const tables = new Map<string, string>();
  for (const file of contractFiles()) {
    const text = await renderClientEndpoints(file);
    if (text !== null) tables.set(file, text);
  }
  return tables;
}

async function main() {
  const tables = await renderAll();
  fs.mkdirSync(clientDir, { recursive: true });
  for (const name of fs.readdirSync(clientDir)) if (!tables.has(name)) fs.rmSync(path.join(clientDir, name));
  for (const [name, text] of tables) {
    const target = path.join(clientDir, name);
    if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== text) fs.writeFileSync(target, text);
  }
  console.log(`${tables.size} client tables in ${path.relative(root, clientDir)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

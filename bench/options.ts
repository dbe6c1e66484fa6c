/** `--name=value`, `--name value`, or the environment variable NAME_IN_CAPITALS. */
export function option(name: string, fallback: string): string {
  const args = process.argv.slice(2);
  const at = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (at >= 0) return args[at].includes('=') ? args[at].slice(name.length + 3) : (args[at + 1] ?? '');
  return process.env[name.toUpperCase().replace(/-/g, '_')] || fallback;
}

export function numberOption(name: string, fallback: number): number {
  const value = Number(option(name, String(fallback)));
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number ≥ 0`);
  return value;
}

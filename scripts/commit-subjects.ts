import { execFileSync } from 'node:child_process';

/**
 * The project's habit for commit subjects: at most 72 characters, in the imperative ("Add", not
 * "Added", "Adds" or "Adding"), starting with a capital letter and ending without a period. The
 * why and the figures go in the body. `.ci/run` checks the commits since the last release tag, or
 * the last 50.
 */
export const longestSubject = 72;

/** Words ending as a past tense, a gerund or a third person would, that are imperatives all the same. */
const imperativesAllTheSame = /^(seed|need|feed|speed|embed|shed|heed|proceed|exceed|succeed|bring|string|ping|.*(ss|us|is))$/i;

export function subjectProblems(subject: string): string[] {
  // Git's own subjects for merges and reverts follow their own form.
  if (/^(Merge|Revert) /.test(subject)) return subject.length > longestSubject ? [`longer than ${longestSubject} characters`] : [];
  const problems: string[] = [];
  if (subject.length > longestSubject) problems.push(`longer than ${longestSubject} characters (${subject.length})`);
  if (!/^[A-Z]/.test(subject)) problems.push('does not start with a capital letter');
  if (/\.$/.test(subject)) problems.push('ends with a period');
  const first = /^[A-Za-z]+/.exec(subject)?.[0] ?? '';
  if (/(ed|ing|s)$/i.test(first) && !imperativesAllTheSame.test(first)) {
    problems.push(`"${first}" is not the imperative`);
  }
  return problems;
}

/** The commits to check: those since the last tag, or the last 50. */
function subjectsToCheck(): { hash: string; subject: string }[] {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  let range = ['-50'];
  try {
    range = [`${git('describe', '--tags', '--abbrev=0')}..HEAD`];
  } catch {
    // No tag yet: the last 50.
  }
  const log = git('log', '--format=%h %s', ...range);
  return log === ''
    ? []
    : log.split('\n').map((line) => ({ hash: line.slice(0, line.indexOf(' ')), subject: line.slice(line.indexOf(' ') + 1) }));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/.*\//, ''))) {
  const commits = subjectsToCheck();
  const bad = commits.flatMap(({ hash, subject }) => subjectProblems(subject).map((problem) => `${hash} "${subject}": ${problem}`));
  for (const line of bad) console.log(line);
  console.log(`${commits.length} commit subjects checked, ${bad.length} problems`);
  if (bad.length > 0) process.exit(1);
}

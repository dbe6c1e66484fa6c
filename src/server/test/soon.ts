/**
 * Asks until the answer holds, or the time is up; answers the last answer either way, for the
 * test's own assertion to report. For what another process or connection makes true a little
 * later: a notification from the database, a server coming up or going down.
 */
export async function soon<T>(
  ask: () => Promise<T> | T,
  holds: (answer: T) => boolean,
  { withinMs = 2000, everyMs = 10 }: { withinMs?: number; everyMs?: number } = {},
): Promise<T> {
  const until = Date.now() + withinMs;
  let answer = await ask();
  while (!holds(answer) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    answer = await ask();
  }
  return answer;
}

/**
 * Answers to the calls the page's early script sent while the shell was on its way
 * (`app/early-requests.ts`), kept for the app's first calls. The script is a file of its own that
 * shares no module with the app, so the two meet on one global slot.
 */

/** How long an early answer may stand in for the app's call: the first screen's, not a later one's. */
export const earlyAnswerHoldMs = 10_000;

interface EarlyAnswer {
  /** The headers it was asked with, as `apiHeaders` wrote them. */
  headers: string;
  sentAt: number;
  response: Promise<Response>;
}

interface Slot {
  answers: Map<string, EarlyAnswer>;
  /** Set once the app asks for itself: a script that runs later would only ask twice. */
  appStarted: boolean;
}

const slotKey = Symbol.for('drone-portal.early-answers');

function slot(): Slot {
  const holder = globalThis as typeof globalThis & { [slotKey]?: Slot };
  holder[slotKey] ??= { answers: new Map(), appStarted: false };
  return holder[slotKey];
}

export function appHasStarted(): boolean {
  return slot().appStarted;
}

export function markAppStarted(): void {
  slot().appStarted = true;
}

/**
 * Lets go of an answer the app will not take. Its body unread would hold the response open, and
 * with it one of the browser's few connections to the portal, for as long as the page stays.
 */
function discard(answer: EarlyAnswer): void {
  answer.response.then((r) => r.body?.cancel()).catch(() => undefined);
}

export function leaveEarlyAnswer(url: string, headers: Record<string, string>, response: Promise<Response>, now = Date.now()): void {
  // A rejection is the app's to see when it takes the answer, not an unhandled one before.
  response.catch(() => undefined);
  const answer = { headers: JSON.stringify(headers), sentAt: now, response };
  slot().answers.set(url, answer);
  // Not taken while it may stand in (the app asked with other headers, or never asked): let it go.
  setTimeout(() => {
    if (slot().answers.get(url) !== answer) return;
    slot().answers.delete(url);
    discard(answer);
  }, earlyAnswerHoldMs);
}

/**
 * The early answer to a GET of `url`, once: only if it was asked with the same headers (the same
 * token, tenant and language) and not too long ago; otherwise the app asks itself.
 */
export function takeEarlyAnswer(url: string, headers: Record<string, string>, now = Date.now()): Promise<Response> | null {
  const answers = slot().answers;
  const answer = answers.get(url);
  if (!answer) return null;
  answers.delete(url);
  if (answer.headers !== JSON.stringify(headers) || now - answer.sentAt > earlyAnswerHoldMs) {
    discard(answer);
    return null;
  }
  return answer.response;
}

/** Back to a page that has run nothing yet: for tests, which load many pages in one. */
export function resetEarlyAnswers(): void {
  slot().answers.forEach(discard);
  slot().answers.clear();
  slot().appStarted = false;
}

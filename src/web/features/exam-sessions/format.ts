import { useEffect, useState } from 'react';

export { formatPercent } from '../../lib/numbers';
export { useLanguage } from '../../lib/use-language';

/** Seconds as a clock: "1:05:09" or "05:09"; never negative. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** Seconds from `now` until an ISO instant. */
export function secondsUntil(iso: string, now: number): number {
  return Math.max(0, Math.floor((new Date(iso).getTime() - now) / 1000));
}

/** The current time, ticking: counters on screen move between the server's answers. */
export function useNow(intervalMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** `exam-sessions:status.*` of an attempt or session status (section 4: 0 changed by admin … 3 finished). */
export const statusKey = (status: number) => `exam-sessions:status.${[0, 1, 2, 3].includes(status) ? status : 'unknown'}`;

/** `exam-sessions:types.*` of a certificate type (1 A1/A3, 2 A2). */
export const typeKey = (certificateType: number) => `exam-sessions:types.${certificateType === 2 ? 'A2' : 'A1A3'}`;

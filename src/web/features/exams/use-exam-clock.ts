import { useEffect, useState } from 'react';

/**
 * Whole seconds until `deadlineMs` on this device's clock, ticking every second. The deadline is
 * always derived from the server's own "seconds left" at the moment its answer arrived, so a wrong
 * device clock does not matter and a reload starts again from the server's figure.
 */
export function useExamClock(deadlineMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((deadlineMs - now) / 1_000));
}

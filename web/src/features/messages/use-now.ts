import { useEffect, useState } from 'react';

/** The time now, again every `every` ms: what depends on it (a Withdraw button, "outside hours") follows the clock. */
export function useNow(every = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}

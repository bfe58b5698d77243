import { useEffect, useState } from 'react';

/** docs/product/time-and-week.md#constants: "The forgot/reset success banner lasts 4 seconds." */
export const BANNER_MS = 4000;

export function useBanner(): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage];
}

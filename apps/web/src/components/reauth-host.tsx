import { useEffect, useRef, useState } from 'react';
import { setReauthPrompt } from '../lib/api-client';
import { ReauthDialog } from './reauth-dialog';

/**
 * docs/product/access.md#recent-sign-in: lends the API client its dialog while someone is signed in. Calls refused at
 * once share one dialog, and each is sent again once it is confirmed.
 */
export function ReauthHost({ twoFactor, onSignInAgain }: { twoFactor: boolean; onSignInAgain(): void }) {
  const [open, setOpen] = useState(false);
  const waiting = useRef<{ answer: Promise<boolean>; settle(confirmed: boolean): void } | null>(null);

  useEffect(() => {
    setReauthPrompt(() => {
      if (!waiting.current) {
        let settle: (confirmed: boolean) => void = () => {};
        const answer = new Promise<boolean>((resolve) => (settle = resolve));
        waiting.current = { answer, settle };
        setOpen(true);
      }
      return waiting.current.answer;
    });
    return () => {
      setReauthPrompt(null);
      waiting.current?.settle(false);
    };
  }, []);

  const close = (confirmed: boolean) => {
    waiting.current?.settle(confirmed);
    waiting.current = null;
    setOpen(false);
  };

  if (!open) return null;
  return (
    <ReauthDialog
      twoFactor={twoFactor}
      onConfirmed={() => close(true)}
      onCancel={() => close(false)}
      onSignInAgain={() => {
        close(false);
        onSignInAgain();
      }}
    />
  );
}

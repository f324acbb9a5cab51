import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page opened from a link in an e-mail (verify the address, confirm or end a job alert): the link's `token`, given
 * to `send` once — StrictMode's second effect run and any re-render must not send it again. Null when the link has
 * none.
 */
export function useLinkToken(send: (token: string) => void): string | null {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    send(token);
  }, [token, send]);
  return token;
}

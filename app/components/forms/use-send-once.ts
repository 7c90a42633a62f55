// One request at a time per form: a double click or a second Enter while the first request is in
// flight does nothing (and the submission's Idempotency-Key guards the server side as well).
import { useCallback, useRef } from 'react';

export function useSendOnce() {
  const sending = useRef(false);
  return useCallback(async (send: () => Promise<void>) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await send();
    } finally {
      sending.current = false;
    }
  }, []);
}

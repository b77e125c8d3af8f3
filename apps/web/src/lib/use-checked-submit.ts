import { type FormEvent, useState } from 'react';

/**
 * A form checked on the device before it is sent: the first submit makes the check's sentences show
 * (`attempted`); a submit while one is on its way does nothing, and one that passes the check is `send`.
 */
export function useCheckedSubmit(clientErrors: object, busy: boolean, send: () => void) {
  const [attempted, setAttempted] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    if (Object.keys(clientErrors).length) return;
    send();
  };
  return { attempted, submit };
}

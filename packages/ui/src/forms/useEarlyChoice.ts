import { useEffect, useRef } from 'react';

/**
 * A radio group's choice made on the server's markup before the group hydrated: the browser has checked the
 * radio, but React tracks the checked state it finds and reports no change for it, so the app would go on
 * showing the old choice beside the new one checked. The group's element goes in the returned ref; once, as
 * the group hydrates, a checked radio other than `value` is reported through `onChange`.
 */
export function useEarlyChoice<E extends HTMLElement>(value: string, onChange: (value: string) => void) {
  const group = useRef<E>(null);
  useEffect(() => {
    const chosen = group.current?.querySelector<HTMLInputElement>('input[type=radio]:checked')?.value;
    if (chosen !== undefined && chosen !== value) onChange(chosen);
    // Once, as the group hydrates: later choices come through the radios' change events.
  }, []);
  return group;
}

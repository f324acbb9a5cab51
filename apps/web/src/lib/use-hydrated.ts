import { useEffect, useSyncExternalStore, type RefObject } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while a server-rendered page is being hydrated; true once it is, and from the start in
 * anything mounted later (the server's snapshot is used only while hydrating). A control that needs the JavaScript
 * (a menu button) draws a plain-HTML stand-in until then, the same markup on both sides, so a tap on a slow network
 * still does something before the scripts have arrived.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * What a visitor typed or chose in a server-rendered form before it was hydrated. Preact hydrates without setting a
 * field's `value` or `checked`, so the state keeps the server's value while the field shows the visitor's, and the next
 * render would put the server's back: the words typed on a slow network would be lost. Called once, when mounted,
 * with the form's fields as they are; a form drawn in the browser finds its own values there.
 */
export function useFieldsSetBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (field: (name: string) => string | boolean | null) => void,
): void {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    adopt((name) => {
      const field = element.elements.namedItem(name);
      if (field instanceof HTMLInputElement) return field.type === 'checkbox' ? field.checked : field.value;
      if (field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) return field.value;
      return null;
    });
    // Once: what was set before hydration; later changes go through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

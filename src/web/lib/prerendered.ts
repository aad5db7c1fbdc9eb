/*
 * A page the build prerendered (src/web/prerender/) arrives as HTML in #root, marked with
 * data-prerendered="<path>". The app renders the same page over it once its code has run; what the
 * visitor typed meanwhile, and where the focus was, carry over to the rendered page.
 */

export type PrerenderedFields = {
  /** Types the values into the rendered page's fields, and focuses the field that had the focus. */
  restore: () => void;
};

/** Follows what is typed into the prerendered fields (by name) until `restore()`. */
export function trackPrerenderedFields(container: HTMLElement): PrerenderedFields {
  const values = new Map<string, string>();
  let focused: string | null = null;
  for (const input of container.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (input.value && input.type !== 'hidden') values.set(input.name, input.value);
  }
  const active = document.activeElement;
  if (active instanceof HTMLInputElement && container.contains(active)) focused = active.name;
  const onInput = (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.name) {
      values.set(event.target.name, event.target.value);
    }
  };
  const onFocus = (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.name) focused = event.target.name;
  };
  container.addEventListener('input', onInput, true);
  container.addEventListener('focusin', onFocus, true);
  let restored = false;
  return {
    restore() {
      if (restored) return;
      restored = true;
      container.removeEventListener('input', onInput, true);
      container.removeEventListener('focusin', onFocus, true);
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      const field = (name: string) =>
        container.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
      for (const [name, value] of values) {
        const input = field(name);
        if (!input || input.value || !value || !setValue) continue;
        // The way a user types: React's onChange sees it.
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (focused) field(focused)?.focus();
    },
  };
}

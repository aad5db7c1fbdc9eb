/*
 * A page the build prerendered (src/web/prerender/) arrives as HTML in #root, marked with
 * data-prerendered="<path>". The app renders the same page over it once its code has run; what the
 * visitor typed meanwhile, and where the focus was, carry over to the rendered page. Its submit
 * button is disabled until then (scripts/prerender-plugin.ts: a native submit would be a GET with
 * the password in the address), so Enter in a field cannot submit it: an Enter pressed once this
 * code runs submits the rendered form as soon as it is there.
 */

/**
 * Follows what is typed into the prerendered fields (by name) and, once the app has rendered its
 * own form in their place, types it there (in the microtask after React's commit: before the
 * browser paints, outside React's commit, so React takes the input events as a user's).
 */
export function carryOverPrerenderedFields(container: HTMLElement): void {
  const prerendered = container.firstElementChild;
  const values = new Map<string, string>();
  let focused: string | null = null;
  let submitRequested = false;
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
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.form) {
      submitRequested = true;
    }
  };
  container.addEventListener('input', onInput, true);
  container.addEventListener('focusin', onFocus, true);
  container.addEventListener('keydown', onKey, true);
  const path = window.location.pathname;

  const observer = new MutationObserver(() => {
    if (prerendered && container.contains(prerendered)) return;
    // The app has replaced the prerendered page: with the form (or a loader first, then the form),
    // or with another page (a signed-in visitor sent on): then there is nothing to carry over.
    const form = container.querySelector('form');
    if (!form && window.location.pathname === path) return;
    observer.disconnect();
    container.removeEventListener('input', onInput, true);
    container.removeEventListener('focusin', onFocus, true);
    container.removeEventListener('keydown', onKey, true);
    if (!form) return;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    const field = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
    for (const [name, value] of values) {
      const input = field(name);
      if (!input || input.value || !value || !setValue) continue;
      // The way a user types: React's onChange sees it.
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focused) field(focused)?.focus();
    // After React has rendered the typed values (the form submits what its state holds).
    if (submitRequested) setTimeout(() => form.requestSubmit(), 0);
  });
  observer.observe(container, { childList: true });
}

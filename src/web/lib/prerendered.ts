/*
 * A page the build prerendered (src/web/prerender/) arrives as HTML in #root, marked with
 * data-prerendered="<path>", its fields read-only and its buttons disabled until the app renders the
 * same page over it (scripts/prerender-plugin.ts). The field the visitor focused meanwhile keeps the
 * focus (the page's own autofocus would otherwise take it).
 */
export function carryOverPrerenderedFocus(container: HTMLElement): void {
  const prerendered = container.firstElementChild;
  let focused: string | null = null;
  const onFocus = (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.name) focused = event.target.name;
  };
  const active = document.activeElement;
  if (
    active instanceof HTMLInputElement &&
    container.contains(active) &&
    active !== initialAutofocus(container)
  ) {
    focused = active.name;
  }
  container.addEventListener('focusin', onFocus, true);
  const observer = new MutationObserver(() => {
    if (prerendered && container.contains(prerendered)) return;
    // In the microtask after React's commit (before the browser paints).
    observer.disconnect();
    container.removeEventListener('focusin', onFocus, true);
    if (!focused) return;
    container.querySelector<HTMLInputElement>(`input[name="${CSS.escape(focused)}"]`)?.focus();
  });
  observer.observe(container, { childList: true });
}

/** The field the document focused by itself (autofocus): not the visitor's choice. */
function initialAutofocus(container: HTMLElement): Element | null {
  return container.querySelector('[autofocus]');
}

/** Opens a file in a new tab: PDFs are not embedded in the viewer (spec section 5). */
export function openInNewTab(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/*
 * pdf.js (issue 27), loaded only when a PDF page is shown: this module is imported dynamically by
 * PdfPage, so neither the library nor its worker is in any route's first load. The worker is a file
 * of its own (Vite's `?url`), started by pdf.js from the app's origin (the CSP's script-src 'self').
 */
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy };

/** Opens the PDF at this (same-origin, cookie-authenticated) URL. */
export function openPdf(url: string): { promise: Promise<PDFDocumentProxy>; destroy: () => void } {
  const task = getDocument({ url });
  return { promise: task.promise, destroy: () => void task.destroy() };
}

/** Draws one page into the canvas, fitted into this CSS box, sharp on high-density screens. */
export async function renderPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  box: { width: number; height: number },
): Promise<{ cancel: () => void; done: Promise<void> }> {
  const page = await doc.getPage(pageNumber);
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: Math.min(box.width / base.width, box.height / base.height) });
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.style.width = `${Math.floor(viewport.width)}px`;
  canvas.style.height = `${Math.floor(viewport.height)}px`;
  const task = page.render({
    canvas,
    viewport,
    ...(ratio !== 1 ? { transform: [ratio, 0, 0, ratio, 0, 0] } : {}),
  });
  return { cancel: () => task.cancel(), done: task.promise };
}

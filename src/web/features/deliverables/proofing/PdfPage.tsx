import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PDFDocumentProxy } from './pdf.ts';

/**
 * One page of a PDF drawn by pdf.js into a canvas, fitted to `width` (CSS pixels). pdf.js and its
 * worker load on first use (a dynamic import). Tells the parent the document's page count.
 */
export function PdfPage({
  url,
  page,
  width,
  height,
  label,
  onPageCount,
}: {
  url: string;
  page: number;
  width: number;
  /** The most height the page may take (it is fitted into width × height). */
  height: number;
  label: string;
  onPageCount?: (count: number) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const countRef = useRef(onPageCount);
  countRef.current = onPageCount;

  useEffect(() => {
    let live = true;
    let destroy: (() => void) | undefined;
    setDoc(null);
    setFailed(false);
    import('./pdf.ts')
      .then(({ openPdf }) => {
        const opened = openPdf(url);
        destroy = opened.destroy;
        return opened.promise;
      })
      .then((d) => {
        if (!live) return;
        setDoc(d);
        countRef.current?.(d.numPages);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      destroy?.();
    };
  }, [url]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!doc || !canvas || width <= 0) return;
    let cancel: (() => void) | undefined;
    let live = true;
    setDrawn(false);
    import('./pdf.ts')
      .then(({ renderPage }) => renderPage(doc, Math.min(page, doc.numPages), canvas, { width, height }))
      .then((task) => {
        cancel = task.cancel;
        return task.done;
      })
      .then(() => live && setDrawn(true))
      .catch((e: unknown) => {
        if (live && !(e instanceof Error && e.name === 'RenderingCancelledException')) setFailed(true);
      });
    return () => {
      live = false;
      cancel?.();
    };
  }, [doc, page, width, height]);

  if (failed) {
    return (
      <Typography role="alert" color="error" sx={{ p: 2, lineHeight: 1.5 }}>
        This PDF could not be shown. Download it to read it.
      </Typography>
    );
  }
  return (
    <Box sx={{ position: 'relative', lineHeight: 0 }}>
      {!drawn && (
        <Skeleton
          variant="rectangular"
          width={Math.min(width, Math.round(height / 1.4))}
          height={height}
          aria-label="Loading the PDF page"
          sx={{ position: 'absolute', inset: 0 }}
        />
      )}
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        data-testid="pdf-page"
        data-rendered={drawn ? 'true' : 'false'}
        style={{ display: 'block', background: '#fff', minHeight: drawn ? undefined : height }}
      />
    </Box>
  );
}

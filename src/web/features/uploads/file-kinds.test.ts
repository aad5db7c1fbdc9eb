import { describe, expect, it } from 'vitest';
import { fileKind, formatBytes, previewMessage } from './file-kinds.ts';
import { limitLabel } from '../../lib/stored-files.ts';

// Spec section 5, Preview: PDFs open in a new tab; Doc, PPT and Excel say they are unsupported and to
// download instead; other types get the general message.
describe('what the viewer does with a file', () => {
  it('shows images, audio and video inline and sends PDFs to a new tab', () => {
    expect(previewMessage(fileKind({ mime: 'image/png', name: 'a.png' }))).toBeNull();
    expect(previewMessage(fileKind({ mime: 'audio/mpeg', name: 'a.mp3' }))).toBeNull();
    expect(previewMessage(fileKind({ mime: 'video/mp4', name: 'a.mp4' }))).toBeNull();
    expect(fileKind({ mime: 'application/pdf', name: 'brief.pdf' })).toBe('pdf');
    expect(previewMessage('pdf')).toBeNull();
  });

  it('says Word, PowerPoint and Excel files are unsupported and to download them, by type or by name', () => {
    const word = fileKind({
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      name: 'brief.docx',
    });
    // Office files often sniff as a bare zip container: the name decides.
    const slides = fileKind({ mime: 'application/zip', name: 'deck.pptx' });
    const sheet = fileKind({ mime: 'application/x-cfb', name: 'budget.xls' });
    expect([word, slides, sheet]).toEqual(['word', 'powerpoint', 'excel']);
    expect(previewMessage(word)).toBe(
      'Word documents are not supported for preview. Please download the file to view it.',
    );
    expect(previewMessage(slides)).toMatch(
      /^PowerPoint presentations are not supported for preview\. Please download/,
    );
    expect(previewMessage(sheet)).toMatch(
      /^Excel spreadsheets are not supported for preview\. Please download/,
    );
  });

  it('an image type the browser cannot draw (TIFF, HEIC, Photoshop) is a download, not a broken picture', () => {
    for (const file of [
      { mime: 'image/tiff', name: 'scan.tif' },
      { mime: 'image/heic', name: 'IMG_0042.HEIC' },
      { mime: 'image/vnd.adobe.photoshop', name: 'poster.psd' },
    ]) {
      expect(fileKind(file), file.name).toBe('other');
      expect(previewMessage(fileKind(file))).toBe(
        'This file type is not supported for preview. Please download it to view.',
      );
    }
    for (const mime of ['image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'image/bmp', 'image/x-icon']) {
      expect(fileKind({ mime, name: 'picture' }), mime).toBe('image');
    }
  });

  it('gives every other type the general message, SVG included (never shown inline)', () => {
    for (const file of [
      { mime: 'text/plain', name: 'notes.txt' },
      { mime: 'application/zip', name: 'archive.zip' },
      { mime: 'image/svg+xml', name: 'logo.svg' },
    ]) {
      expect(previewMessage(fileKind(file))).toBe(
        'This file type is not supported for preview. Please download it to view.',
      );
    }
  });

  it('writes sizes and limits the way the messages show them', () => {
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(limitLabel(100 * 1024 * 1024)).toBe('100MB');
  });
});

import { describe, expect, it } from 'vitest';
import { clampPercent, isProofable, pinLabel } from './proofing.ts';

describe('proofing rules', () => {
  it('takes pins on images a browser draws and PDFs only', () => {
    expect(['image/png', 'image/jpeg', 'image/svg+xml', 'application/pdf'].every(isProofable)).toBe(true);
    expect(['image/tiff', 'text/plain', 'video/mp4', 'application/zip'].some(isProofable)).toBe(false);
  });
  it('labels a pin for the thread and clamps positions to 0–100', () => {
    expect(pinLabel({ number: 2, versionNumber: 1, fileName: 'logo.png', page: 1 })).toBe(
      'Pin 2 on v1 · logo.png',
    );
    expect(pinLabel({ number: 1, versionNumber: 3, fileName: 'b.pdf', page: 4 })).toBe(
      'Pin 1 on v3 · b.pdf, page 4',
    );
    expect([clampPercent(-3), clampPercent(104), clampPercent(12.34567)]).toEqual([0, 100, 12.346]);
  });
});

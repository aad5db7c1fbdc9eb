import { describe, expect, it } from 'vitest';
import {
  PIN_MESSAGES,
  canDeletePin,
  canMovePin,
  clampPercent,
  deletePinRefusal,
  isProofable,
  pinLabel,
} from './proofing.ts';

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

describe('who may move and delete a pin', () => {
  const author = { id: 4, isStaff: false };
  const colleague = { id: 5, isStaff: false };
  const staff = { id: 9, isStaff: true };
  const lone = { authorId: 4, replyAuthorIds: [] };
  const ownReplies = { authorId: 4, replyAuthorIds: [4] };
  const answered = { authorId: 4, replyAuthorIds: [4, 9] };
  const orphan = { authorId: null, replyAuthorIds: [] };

  it('moves: its author and staff, never another customer', () => {
    expect([author, colleague, staff].map((a) => canMovePin(a, lone))).toEqual([true, false, true]);
    expect([author, staff].map((a) => canMovePin(a, orphan))).toEqual([false, true]);
  });

  it('deletes: its author while nobody else replied, staff always', () => {
    expect([lone, ownReplies, answered].map((p) => canDeletePin(author, p))).toEqual([true, true, false]);
    expect([lone, answered, orphan].map((p) => canDeletePin(staff, p))).toEqual([true, true, true]);
    expect(canDeletePin(colleague, lone)).toBe(false);
    expect(deletePinRefusal(author, answered)).toBe(PIN_MESSAGES.deleteAnswered);
    expect(deletePinRefusal(colleague, lone)).toBe(PIN_MESSAGES.deleteNotYours);
  });
});

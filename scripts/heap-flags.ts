/**
 * The V8 heap flags `npm start` gives the server (scripts/start.ts), shared with bench/memory*.ts so
 * that they measure what runs. V8's defaults size the heap for the machine, not for the server (issue
 * 30, bench/README "Issue 30: memory"): on a machine with a few GB the young generation alone may
 * reach 3 × 64 MB, and the old space grows towards 4 GB before it is collected hard, so a server whose
 * live set is ~75 MB sat at 340 MB idle and 520–580 under load. With an 8 MB semi-space and a 256 MB
 * old space it holds ~165 MB idle and ~210 under load (PostgreSQL), at no measured CPU per request; 256 MB is over
 * three times the live set at its heaviest (two full CSV exports, five 100 MB uploads and a data export
 * at once ran within a 96 MB cap).
 */
export const SERVER_HEAP_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=256'];

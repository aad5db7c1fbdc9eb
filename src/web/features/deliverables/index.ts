/*
 * The deliverables feature's public face (issue 27): the panel of versions and their review in the
 * request drawer (loaded on first render), its slots and messages.
 */
export { LazyDeliverablesPanel as DeliverablesPanel } from './lazy.tsx';
export type { DeliverablesPanelProps } from './DeliverablesPanel.tsx';
export type { DeliverableAttachProps, DeliverableSlots } from './slots.ts';
export { DELIVERABLES_UI } from './messages.ts';

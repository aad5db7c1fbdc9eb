/** Priority levels: price multiplier, due date in business days, delivery window shown (spec section 9). */
export const PRIORITY_LEVELS = ['STANDARD', 'PRIORITY', 'EXPRESS'] as const;
export type PriorityLevel = (typeof PRIORITY_LEVELS)[number];

export const PRIORITY_MULTIPLIERS: Record<PriorityLevel, string> = {
  STANDARD: '1',
  PRIORITY: '1.2',
  EXPRESS: '1.5',
};
export const PRIORITY_BUSINESS_DAYS: Record<PriorityLevel, number> = {
  STANDARD: 10,
  PRIORITY: 6,
  EXPRESS: 2,
};
export const PRIORITY_WINDOWS: Record<PriorityLevel, string> = {
  STANDARD: '7-10 business days',
  PRIORITY: '3-6 business days',
  EXPRESS: '1-2 business days',
};
export const PRIORITY_LABELS: Record<PriorityLevel, string> = {
  STANDARD: 'Standard',
  PRIORITY: 'Priority',
  EXPRESS: 'Express',
};
export const isPriorityLevel = (v: unknown): v is PriorityLevel =>
  typeof v === 'string' && (PRIORITY_LEVELS as readonly string[]).includes(v);

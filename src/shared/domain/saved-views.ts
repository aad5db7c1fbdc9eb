/**
 * Saved list views (issue 15): what a view keeps and its limits and messages, as plain constants (the
 * list screens read them without loading the API schemas, zod, of schemas/saved-view.ts).
 */

/** The URL parameters a view keeps: the list query's filters and sort, and the page's own two. */
export const VIEW_PARAM_KEYS = [
  'alignBy',
  'lanes',
  'status',
  'companyId',
  'enterpriseId',
  'typeId',
  'priority',
  'assignee',
  'assignedTo',
  'createdBy',
  'dueFrom',
  'dueTo',
  'overdue',
  'title',
  'sort',
  'order',
] as const;
export type ViewParamKey = (typeof VIEW_PARAM_KEYS)[number];
export type ViewParams = Partial<Record<ViewParamKey, string>>;

export const VIEW_NAME_MAX = 80;
export const MAX_SAVED_VIEWS = 100;
export const VIEW_MESSAGES = {
  nameRequired: 'Please enter a name for the view.',
  nameTaken: 'You already have a view with this name.',
  tooMany: `You can keep up to ${MAX_SAVED_VIEWS} saved views.`,
  shareStaffOnly: 'Only staff can share a view.',
  ownerOnly: 'Only the person who saved this view can change or delete it.',
  notFound: 'Saved view not found',
} as const;

import { z } from 'zod';

/**
 * Global search (GET /api/company/searchAll): the one contract of the server route
 * (modules/search/search.routes.ts, modules/search/search.ts) and the web palette (features/search).
 */

/** Search needs at least 3 characters (spec sections 5 and 9); shorter keywords find nothing. */
export const SEARCH_MIN_LENGTH = 3;

export const SearchQuerySchema = z.object({ keyword: z.string().max(200).default('') });

export const SearchResultSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('REQUEST'),
    requestId: z.number(),
    title: z.string(),
    status: z.string(),
    company: z.string(),
    serviceRequestType: z.string(),
    updatedAt: z.string(),
  }),
  z.object({
    type: z.literal('COMMENT'),
    requestId: z.number(),
    commentId: z.number(),
    content: z.string(),
    title: z.string(),
    status: z.string(),
    updatedAt: z.string(),
  }),
]);
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponseSchema = z.object({ results: z.array(SearchResultSchema) });
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

import { lazyWithPreload } from '../../../lib/lazy-with-preload.ts';

/**
 * Staff's customer picker (StaffCustomerFilter.tsx), a chunk of its own: the filter bar preloads it
 * with the filter fields when the viewer is staff, so both arrive together and the fields render in
 * one go; a customer's list never loads it (issue 30).
 */
export const staffCustomerFilterChunk = lazyWithPreload(() => import('./StaffCustomerFilter.tsx'));

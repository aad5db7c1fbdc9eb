import type { ComponentType } from 'react';

/**
 * Places on the board that other features fill, passed in by the app layer (features never import
 * each other): the list filters over the columns (the requests feature's filter bar, with the saved
 * views) and a card's brand kit swatch (the brand-kit feature). Without them the board shows no
 * filters and cards without a swatch.
 */
export type RequestBoardSlots = {
  /** The list filters, folded under the board's Filters button (they narrow every column). */
  filters?: ComponentType;
  /** A card's brand kit: its colours and name, when the request has one. */
  kitSwatch?: ComponentType<{ requestId: number }>;
};

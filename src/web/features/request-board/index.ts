/** The request board feature's public face (staff): the board of requests by status. */
export { RequestBoard } from './RequestBoard.tsx';
export type { RequestBoardSlots } from './slots.ts';

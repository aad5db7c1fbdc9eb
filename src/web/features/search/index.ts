/** The search feature's public face: the search dialog of the top bar (loaded when first opened). */
export { SearchDialog } from './lazy.tsx';

/** The search feature's public face: the search dialog of the top bar. */
export { SearchDialog, SEARCH_MIN_LENGTH } from './SearchDialog.tsx';

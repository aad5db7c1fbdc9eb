/** The catalogue feature's public face (staff): the list of request types and the type editor. */
export { CatalogueList } from './CatalogueList.tsx';
export { TypeEditor } from './TypeEditor.tsx';
export { useCatalogueType } from './api.ts';

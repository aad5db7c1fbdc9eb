import { PageHeader } from '../../components/PageHeader.tsx';
import { CatalogueList } from '../../features/catalogue/index.ts';

/** /catalogue — staff only: the request types customers can order, their forms and prices. */
export default function CataloguePage() {
  return (
    <>
      <PageHeader
        title="Catalogue"
        description="The request types customers can order, grouped in categories. Open a type to edit its form and prices; publishing makes a new version."
      />
      <CatalogueList />
    </>
  );
}

import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TypeEditor, useCatalogueType } from '../../features/catalogue/index.ts';
import { PATHS } from '../../paths.ts';

/** /catalogue/types/{id} — staff only: one type's form builder with a live preview, publishing and history. */
export default function CatalogueTypePage() {
  const typeId = Number(useParams().typeId);
  if (!Number.isInteger(typeId) || typeId <= 0) {
    return <Alert severity="error">Service request type not found</Alert>;
  }
  return <TypePage typeId={typeId} />;
}

function TypePage({ typeId }: { typeId: number }) {
  const type = useCatalogueType(typeId);
  return (
    <>
      <PageHeader
        title={type.data ? type.data.name : 'Request type'}
        eyebrow={
          <Link component={RouterLink} to={PATHS.catalogue}>
            ← Catalogue
          </Link>
        }
        description="Edit the form and its pricing; the preview shows it as customers will, with the price at each priority."
      />
      <TypeEditor typeId={typeId} />
    </>
  );
}

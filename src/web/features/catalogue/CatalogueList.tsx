import { useRef, useState } from 'react';
import { ListSkeleton } from '../../components/PageSkeleton.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { ExportButton } from '../../components/ExportButton.tsx';
import { showToast } from '../../lib/toast.ts';
import {
  useCatalogue,
  useCreateCategory,
  useCreateType,
  useImportCatalogue,
  useReorder,
  useUpdateNode,
} from './api.ts';
import { CategoryCard } from './CategoryCard.tsx';
import { SortableList } from './SortableList.tsx';

const moved = (ids: number[], index: number, by: -1 | 1) => {
  const next = [...ids];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
};

type NewDialog = { kind: 'category' } | { kind: 'type'; categoryId: number; categoryName: string } | null;

/** /catalogue: categories and their types — create, order, archive, open a type's form editor; import and export. */
export function CatalogueList() {
  const catalogue = useCatalogue();
  const reorder = useReorder();
  const update = useUpdateNode();
  const [dialog, setDialog] = useState<NewDialog>(null);
  const [importErrors, setImportErrors] = useState<string[] | null>(null);
  const importer = useImportCatalogue();
  const fileInput = useRef<HTMLInputElement>(null);

  if (catalogue.isPending) return <ListSkeleton label="Loading the catalogue" rows={4} height={120} />;
  if (catalogue.isError) {
    return <Alert severity="error">{errorMessage(catalogue.error, 'Failed to load the catalogue')}</Alert>;
  }
  const categories = catalogue.data;

  const fail = (e: unknown) => showToast(errorMessage(e, 'The change was not saved'), { variant: 'error' });
  const move = (categoryId: number | null, ids: number[], index: number, by: -1 | 1) =>
    reorder.mutate({ categoryId, ids: moved(ids, index, by) }, { onError: fail });
  const archive = (kind: 'categories' | 'types', id: number, archived: boolean) =>
    update.mutate({ kind, id, change: { archived } }, { onError: fail });

  const onImport = async (file: File) => {
    setImportErrors(null);
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch {
      setImportErrors(['The file is not valid JSON']);
      return;
    }
    importer.mutate(json, {
      onSuccess: (r) => {
        const s = r.data;
        showToast(
          `Catalogue imported: ${s.categoriesCreated} categories and ${s.typesCreated} types created, ${s.versionsPublished} versions published`,
          { variant: 'success' },
        );
      },
      onError: (e) => {
        const list =
          isApiError(e) && Array.isArray(e.details?.['errors']) ? (e.details['errors'] as string[]) : null;
        setImportErrors(list ?? [errorMessage(e, 'The import failed')]);
      },
    });
  };

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => setDialog({ kind: 'category' })}>
          New category
        </Button>
        <ExportButton
          href="/api/catalogue/export"
          fileName="catalogue.json"
          variant="outlined"
          startIcon={null}
        >
          Export JSON
        </ExportButton>
        <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={importer.isPending}>
          Import JSON
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label="Catalogue file to import"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) void onImport(f);
          }}
        />
      </Stack>
      {importErrors && (
        <Alert severity="error" onClose={() => setImportErrors(null)} role="alert">
          <Typography sx={{ fontWeight: 600 }}>
            Nothing was imported. Fix these problems and try again:
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {importErrors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </Box>
        </Alert>
      )}
      <SortableList
        gap={2.5}
        ids={categories.map((c) => c.id)}
        nameOf={(id) => categories.find((c) => c.id === id)?.name ?? ''}
        onReorder={(ids) => reorder.mutate({ categoryId: null, ids }, { onError: fail })}
        renderItem={(id, handle) => {
          const ci = categories.findIndex((c) => c.id === id);
          const c = categories[ci]!;
          return (
            <CategoryCard
              category={c}
              categories={categories}
              handle={handle}
              first={ci === 0}
              last={ci === categories.length - 1}
              onMove={(by) =>
                move(
                  null,
                  categories.map((x) => x.id),
                  ci,
                  by,
                )
              }
              onReorderTypes={(ids) => reorder.mutate({ categoryId: c.id, ids }, { onError: fail })}
              onMoveType={(ti, by) =>
                move(
                  c.id,
                  c.types.map((t) => t.id),
                  ti,
                  by,
                )
              }
              onMoveToCategory={(typeId, categoryId) =>
                update.mutate(
                  { kind: 'types', id: typeId, change: { categoryId } },
                  {
                    onSuccess: () => {
                      const to = categories.find((x) => x.id === categoryId)?.name ?? 'the category';
                      showToast(`Moved to ${to}`, { variant: 'success' });
                    },
                    onError: fail,
                  },
                )
              }
              onArchive={archive}
              onNewType={() => setDialog({ kind: 'type', categoryId: c.id, categoryName: c.name })}
            />
          );
        }}
      />
      {dialog && <NewItemDialog dialog={dialog} onClose={() => setDialog(null)} />}
    </Stack>
  );
}

function NewItemDialog({ dialog, onClose }: { dialog: NonNullable<NewDialog>; onClose: () => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const createCategory = useCreateCategory();
  const createType = useCreateType();
  const pending = createCategory.isPending || createType.isPending;
  const title = dialog.kind === 'category' ? 'New category' : `New type in ${dialog.categoryName}`;
  const submit = () => {
    setError(null);
    const onError = (e: unknown) => setError(errorMessage(e, 'Not created'));
    if (dialog.kind === 'category') {
      createCategory.mutate({ name, description }, { onSuccess: onClose, onError });
    } else {
      createType.mutate(
        { categoryId: dialog.categoryId, name, description },
        { onSuccess: () => onClose(), onError },
      );
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="catalogue-new-title">
      <DialogTitle id="catalogue-new-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            fullWidth
            label="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            autoFocus
          />
          <TextField
            fullWidth
            label="Description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={2}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={pending || !name.trim()}>
          Create
        </Button>
      </DialogActions>
    </Dialog>
  );
}

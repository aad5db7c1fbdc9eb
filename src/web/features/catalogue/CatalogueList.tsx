import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import type { AdminCategory } from '#shared/schemas/catalogue.ts';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast.ts';
import { catalogueTypePath } from '../../paths.ts';
import {
  useCatalogue,
  useCreateCategory,
  useCreateType,
  useImportCatalogue,
  useReorder,
  useUpdateNode,
} from './api.ts';

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

  if (catalogue.isPending) return <CircularProgress aria-label="Loading the catalogue" />;
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
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={() => setDialog({ kind: 'category' })}>
          New category
        </Button>
        <Button component="a" href="/api/catalogue/export" download="catalogue.json" variant="outlined">
          Export JSON
        </Button>
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
      {categories.map((c, ci) => (
        <CategoryCard
          key={c.id}
          category={c}
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
          onMoveType={(ti, by) =>
            move(
              c.id,
              c.types.map((t) => t.id),
              ti,
              by,
            )
          }
          onArchive={archive}
          onNewType={() => setDialog({ kind: 'type', categoryId: c.id, categoryName: c.name })}
        />
      ))}
      {dialog && <NewItemDialog dialog={dialog} onClose={() => setDialog(null)} />}
    </Stack>
  );
}

function CategoryCard(props: {
  category: AdminCategory;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onMoveType: (index: number, by: -1 | 1) => void;
  onArchive: (kind: 'categories' | 'types', id: number, archived: boolean) => void;
  onNewType: () => void;
}) {
  const { category: c } = props;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Category ${c.name}`}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1, opacity: c.archived ? 0.6 : 1 }}>
          {c.name} {c.archived && <Chip size="small" label="Archived" sx={{ ml: 1 }} />}
        </Typography>
        <Tooltip title="Move up">
          <span>
            <IconButton
              aria-label={`Move ${c.name} up`}
              disabled={props.first}
              onClick={() => props.onMove(-1)}
            >
              <ArrowUpward fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Move down">
          <span>
            <IconButton
              aria-label={`Move ${c.name} down`}
              disabled={props.last}
              onClick={() => props.onMove(1)}
            >
              <ArrowDownward fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Button size="small" onClick={() => props.onArchive('categories', c.id, !c.archived)}>
          {c.archived ? 'Restore' : 'Archive'}
        </Button>
        <Button size="small" variant="outlined" onClick={props.onNewType}>
          New type
        </Button>
      </Stack>
      {c.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {c.description}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {c.types.map((t, ti) => (
          <Box
            component="li"
            key={t.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              flexWrap: 'wrap',
              py: 0.75,
              borderTop: 1,
              borderColor: 'divider',
              opacity: t.archived ? 0.6 : 1,
            }}
          >
            <Link
              component={RouterLink}
              to={catalogueTypePath(t.id)}
              sx={{ flexGrow: 1, minWidth: 160, fontWeight: 500 }}
            >
              {t.name}
            </Link>
            <Chip size="small" label={`${t.credit} credits`} />
            <Chip
              size="small"
              color={t.formVersion === 0 ? 'warning' : 'default'}
              label={t.formVersion === 0 ? 'Not published' : `v${t.formVersion}`}
            />
            {t.hasDraft && t.formVersion > 0 && <Chip size="small" color="info" label="Draft" />}
            {t.archived && <Chip size="small" label="Archived" />}
            <IconButton
              size="small"
              aria-label={`Move ${t.name} up`}
              disabled={ti === 0}
              onClick={() => props.onMoveType(ti, -1)}
            >
              <ArrowUpward fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={`Move ${t.name} down`}
              disabled={ti === c.types.length - 1}
              onClick={() => props.onMoveType(ti, 1)}
            >
              <ArrowDownward fontSize="small" />
            </IconButton>
            <Button size="small" onClick={() => props.onArchive('types', t.id, !t.archived)}>
              {t.archived ? 'Restore' : 'Archive'}
            </Button>
          </Box>
        ))}
        {c.types.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary" sx={{ py: 1 }}>
            No types yet.
          </Typography>
        )}
      </Box>
    </Paper>
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
          <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required autoFocus />
          <TextField
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

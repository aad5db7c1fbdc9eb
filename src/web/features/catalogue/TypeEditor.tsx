import { useEffect, useState } from 'react';
import { ListSkeleton } from '../../components/PageSkeleton.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TypeDefinitionSchema, describeIssues } from '#shared/domain/catalogue.ts';
import { type FormDefinition, type FormField } from '#shared/domain/form-content.ts';
import { MAX_INCLUDED_ROUNDS } from '#shared/domain/revision-rounds.ts';
import type { AdminTypeDetail } from '#shared/schemas/catalogue.ts';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast.ts';
import { useCatalogueType, useDiscardDraft, usePublish, useSaveDraft, useUpdateNode } from './api.ts';
import { RULES, roleOf, rolesFor, withRole, type Draft } from './field-pricing.ts';
import { FieldEditor } from './FieldEditor.tsx';
import { Preview } from './TypePreview.tsx';
import { History } from './VersionHistory.tsx';

/** /catalogue/types/{id}: a type's details, its form editor with a live preview and prices, publishing and history. */
export function TypeEditor({ typeId }: { typeId: number }) {
  const query = useCatalogueType(typeId);
  if (query.isPending) return <ListSkeleton label="Loading the type" rows={3} height={160} />;
  if (query.isError) {
    return <Alert severity="error">{errorMessage(query.error, 'Failed to load the type')}</Alert>;
  }
  return <Editor key={`${query.data.id}-${query.data.formVersion}`} type={query.data} />;
}

function Editor({ type }: { type: AdminTypeDetail }) {
  const [draft, setDraft] = useState<Draft>(type.draft);
  const [dirty, setDirty] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const save = useSaveDraft(type.id);
  const publish = usePublish(type.id);
  const discard = useDiscardDraft(type.id);
  useEffect(() => {
    if (!dirty) setDraft(type.draft);
  }, [type.draft, dirty]);

  const change = (next: Draft) => {
    setDraft(next);
    setDirty(true);
  };
  const setForm = (form: FormDefinition) => change({ ...draft, form });
  const setField = (i: number, f: FormField) => {
    const old = draft.form.fields[i]!;
    let form = { ...draft.form, fields: draft.form.fields.map((x, j) => (j === i ? f : x)) };
    if (old.label !== f.label) {
      // the pricing rule names fields by label: follow the rename
      const pricing = { ...form.pricing };
      for (const r of RULES) pricing[r] = pricing[r].map((l) => (l === old.label ? f.label : l));
      form = { ...form, pricing };
    }
    if (old.type !== f.type && !rolesFor(f.type).includes(roleOf(form, f.label))) {
      form = withRole(form, f.label, 'none');
    }
    setForm(form);
  };
  const moveField = (i: number, by: -1 | 1) => {
    const fields = [...draft.form.fields];
    const [f] = fields.splice(i, 1);
    fields.splice(i + by, 0, f!);
    setForm({ ...draft.form, fields });
  };
  const removeField = (i: number) => {
    const label = draft.form.fields[i]!.label;
    setForm({ ...withRole(draft.form, label, 'none'), fields: draft.form.fields.filter((_, j) => j !== i) });
  };
  const addField = () => {
    const taken = new Set(draft.form.fields.map((f) => f.label));
    let n = draft.form.fields.length + 1;
    while (taken.has(`Field ${n}`)) n++;
    setForm({
      ...draft.form,
      fields: [
        ...draft.form.fields,
        { label: `Field ${n}`, description: '', type: 'textfield', required: false, options: [] },
      ],
    });
  };

  // The one shared schema, live: what the server would refuse is shown before saving.
  const check = TypeDefinitionSchema.safeParse(draft);
  const problems = check.success ? [] : describeIssues(check.error, draft);

  const onSave = (then?: () => void) => {
    setServerErrors([]);
    save.mutate(draft, {
      onSuccess: () => {
        setDirty(false);
        if (then) then();
        else showToast('Draft saved', { variant: 'success' });
      },
      onError: (e) => {
        const list =
          isApiError(e) && Array.isArray(e.details?.['errors']) ? (e.details['errors'] as string[]) : null;
        setServerErrors(list ?? [errorMessage(e, 'The draft was not saved')]);
      },
    });
  };
  const onPublish = () =>
    onSave(() =>
      publish.mutate(undefined, {
        onError: (e) => setServerErrors([errorMessage(e, 'Not published')]),
      }),
    );
  const busy = save.isPending || publish.isPending;

  return (
    <Stack spacing={3}>
      <TypeDetails type={type} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1.2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" component="section" aria-label="Form editor" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Stack spacing={2}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
                Form{' '}
                {type.hasDraft || dirty ? '(draft)' : type.formVersion > 0 ? `(v${type.formVersion})` : ''}
              </Typography>
              <TextField
                fullWidth
                label="Base credit"
                size="small"
                value={draft.credit}
                onChange={(e) => change({ ...draft, credit: e.target.value })}
                sx={{ width: 140 }}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Stack>
            <RoundsEditor
              revisions={draft.form.revisions}
              onChange={(revisions) => setForm({ ...draft.form, revisions })}
            />
            {draft.form.fields.map((f, i) => (
              <FieldEditor
                key={f.key ?? `new-${i}`}
                index={i}
                field={f}
                count={draft.form.fields.length}
                role={roleOf(draft.form, f.label)}
                onChange={(nf) => setField(i, nf)}
                onRole={(role) => setForm(withRole(draft.form, f.label, role))}
                onMove={(by) => moveField(i, by)}
                onRemove={() => removeField(i)}
              />
            ))}
            <Button variant="outlined" onClick={addField}>
              Add field
            </Button>
            {(problems.length > 0 || serverErrors.length > 0) && (
              <Alert severity="error" role="alert">
                <Typography sx={{ fontWeight: 600 }}>The engine cannot price this form yet:</Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {[...new Set([...problems, ...serverErrors])].map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </Box>
              </Alert>
            )}
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                onClick={() => onSave()}
                disabled={busy || problems.length > 0 || !dirty}
              >
                Save draft
              </Button>
              <Button
                variant="contained"
                onClick={onPublish}
                disabled={busy || problems.length > 0 || (!dirty && !type.hasDraft)}
              >
                Publish
              </Button>
              {type.hasDraft && type.formVersion > 0 && (
                <Button
                  color="inherit"
                  onClick={() => discard.mutate(undefined, { onSuccess: () => setDirty(false) })}
                >
                  Discard draft
                </Button>
              )}
            </Stack>
          </Stack>
        </Paper>
        <Preview name={type.name} draft={draft} valid={check.success} />
      </Box>
      <History type={type} />
    </Stack>
  );
}

/**
 * The revision rounds the price includes and the cost of each one beyond them (issue 27): part of
 * the definition, so they are versioned with the price and frozen into each request at submission.
 */
function RoundsEditor({
  revisions,
  onChange,
}: {
  revisions: FormDefinition['revisions'];
  onChange: (next: FormDefinition['revisions']) => void;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      role="group"
      aria-label="Revision rounds"
      sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label="Rounds of changes included"
        size="small"
        type="number"
        value={Number.isFinite(revisions.included) ? revisions.included : ''}
        onChange={(e) =>
          onChange({ ...revisions, included: e.target.value === '' ? Number.NaN : Number(e.target.value) })
        }
        helperText={`0 to ${MAX_INCLUDED_ROUNDS}`}
        sx={{ width: { xs: '100%', sm: 200 } }}
        slotProps={{ htmlInput: { min: 0, max: MAX_INCLUDED_ROUNDS, step: 1, inputMode: 'numeric' } }}
      />
      <TextField
        label="Extra round cost (credits)"
        size="small"
        value={revisions.extraCost}
        onChange={(e) => onChange({ ...revisions, extraCost: e.target.value })}
        helperText="Each round beyond those included; 0 = free"
        sx={{ width: { xs: '100%', sm: 220 } }}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </Stack>
  );
}

function TypeDetails({ type }: { type: AdminTypeDetail }) {
  const update = useUpdateNode();
  const [name, setName] = useState(type.name);
  const [description, setDescription] = useState(type.description);
  const [popupText, setPopupText] = useState(type.popupText);
  const changed = name !== type.name || description !== type.description || popupText !== type.popupText;
  return (
    <Paper variant="outlined" component="section" aria-label="Type details" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label="Type name" value={name} onChange={(e) => setName(e.target.value)} fullWidth />
          <TextField
            label="Description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            fullWidth
          />
        </Stack>
        <TextField
          fullWidth
          label="Text shown when a customer chooses this type"
          value={popupText}
          onChange={(e) => setPopupText(e.target.value)}
          multiline
          minRows={1}
        />
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            disabled={!changed || update.isPending}
            onClick={() =>
              update.mutate(
                { kind: 'types', id: type.id, change: { name, description, popupText } },
                {
                  onSuccess: () => showToast('Type details saved', { variant: 'success' }),
                  onError: (e) => showToast(errorMessage(e, 'Not saved'), { variant: 'error' }),
                },
              )
            }
          >
            Save details
          </Button>
          <Typography variant="body2" color="text.secondary">
            {type.formVersion === 0
              ? 'Not published yet: customers do not see this type.'
              : `Customers order version ${type.formVersion}.`}
            {type.archived && ' Archived: not offered for new requests.'}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}

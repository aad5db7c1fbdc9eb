import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { TypeDefinitionSchema, describeIssues } from '#shared/domain/catalogue.ts';
import { quoteRequest } from '#shared/domain/credits.ts';
import {
  FIELD_TYPES,
  OTHERS_OPTION,
  contentErrors,
  type FieldType,
  type FormDefinition,
  type FormField,
} from '#shared/domain/form-definition.ts';
import { PRIORITY_LABELS, PRIORITY_LEVELS } from '#shared/domain/priority.ts';
import type { AdminTypeDetail } from '#shared/schemas/catalogue.ts';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { formatCredit } from '../../lib/format.ts';
import { showToast } from '../../lib/toast.ts';
import { RequestDynamicField, contentFromEntries, type FieldEntry } from '../requests/index.ts';
import {
  fetchVersion,
  useCatalogueType,
  useDiscardDraft,
  usePublish,
  useSaveDraft,
  useUpdateNode,
} from './api.ts';

type Draft = { credit: string; form: FormDefinition };
type Role = 'none' | 'add' | 'multiplyValue' | 'multiplyOption' | 'multiplyCount';
const ROLE_LABELS: Record<Role, string> = {
  none: 'Adds to the sum',
  add: 'Added after the other fields',
  multiplyValue: 'Multiplies the sum by its value',
  multiplyOption: "Multiplies the sum by the option's credit",
  multiplyCount: 'Multiplies the sum by the number chosen',
};
const rolesFor = (t: FieldType): Role[] =>
  t === 'number'
    ? ['none', 'add', 'multiplyValue']
    : t === 'select'
      ? ['none', 'multiplyOption']
      : t === 'multiselect'
        ? ['none', 'multiplyCount']
        : ['none'];
const RULES = ['add', 'multiplyValue', 'multiplyOption', 'multiplyCount'] as const;

function roleOf(form: FormDefinition, label: string): Role {
  return RULES.find((r) => form.pricing[r].includes(label)) ?? 'none';
}
function withRole(form: FormDefinition, label: string, role: Role): FormDefinition {
  const pricing = { ...form.pricing };
  for (const r of RULES) pricing[r] = pricing[r].filter((l) => l !== label);
  if (role !== 'none') pricing[role] = [...pricing[role], label];
  return { ...form, pricing };
}
const emptyEntry = (f: FormField): FieldEntry => ({
  value: f.type === 'multiselect' ? [] : f.type === 'number' ? String(f.min ?? 1) : '',
  custom: '',
});

/** /catalogue/types/{id}: a type's details, its form editor with a live preview and prices, publishing and history. */
export function TypeEditor({ typeId }: { typeId: number }) {
  const query = useCatalogueType(typeId);
  if (query.isPending) return <CircularProgress aria-label="Loading the type" />;
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
                label="Base credit"
                size="small"
                value={draft.credit}
                onChange={(e) => change({ ...draft, credit: e.target.value })}
                sx={{ width: 140 }}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Stack>
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

function FieldEditor(props: {
  index: number;
  field: FormField;
  count: number;
  role: Role;
  onChange: (f: FormField) => void;
  onRole: (r: Role) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { field: f, index: i, onChange } = props;
  const n = i + 1;
  const choice = f.type === 'select' || f.type === 'multiselect';
  const others = f.options.find((o) => o.name === OTHERS_OPTION);
  const plain = f.options.filter((o) => o.name !== OTHERS_OPTION);
  const setOptions = (list: FormField['options'], withOthers = others) =>
    onChange({ ...f, options: withOthers ? [...list, withOthers] : list });
  const setType = (type: FieldType) => {
    const next: FormField = { ...f, type };
    if (type !== 'select' && type !== 'multiselect') next.options = [];
    else if (f.options.length === 0) next.options = [{ name: 'Option 1', credit: 0 }];
    if (type !== 'number') {
      delete next.min;
      delete next.max;
    }
    if (type !== 'textfield' && type !== 'textarea') delete next.pattern;
    onChange(next);
  };
  const num = (v: string) => (v.trim() === '' ? undefined : Number(v));
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      aria-label={`Field ${n}: ${f.label}`}
      sx={{ p: 1.5, m: 0, border: 1, borderColor: 'divider' }}
    >
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            label={`Field ${n} label`}
            size="small"
            value={f.label}
            onChange={(e) => onChange({ ...f, label: e.target.value })}
            fullWidth
          />
          <TextField
            select
            label={`Field ${n} type`}
            size="small"
            value={f.type}
            onChange={(e) => setType(e.target.value as FieldType)}
            sx={{ minWidth: 150 }}
          >
            {FIELD_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <TextField
          label={`Field ${n} help text`}
          size="small"
          value={f.description}
          onChange={(e) => onChange({ ...f, description: e.target.value })}
        />
        {f.type === 'number' && (
          <Stack direction="row" spacing={1.5}>
            <TextField
              label={`Field ${n} minimum`}
              size="small"
              type="number"
              value={f.min ?? ''}
              onChange={(e) => onChange({ ...f, min: num(e.target.value) })}
            />
            <TextField
              label={`Field ${n} maximum`}
              size="small"
              type="number"
              value={f.max ?? ''}
              onChange={(e) => onChange({ ...f, max: num(e.target.value) })}
            />
          </Stack>
        )}
        {choice && (
          <Stack spacing={1} role="group" aria-label={`Options of field ${n}`}>
            {plain.map((o, j) => (
              <Stack key={j} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  label={`Field ${n} option ${j + 1}`}
                  size="small"
                  value={o.name}
                  onChange={(e) =>
                    setOptions(plain.map((x, k) => (k === j ? { ...x, name: e.target.value } : x)))
                  }
                  fullWidth
                />
                <TextField
                  label="Credit"
                  slotProps={{ htmlInput: { 'aria-label': `Field ${n} option ${j + 1} credit` } }}
                  size="small"
                  type="number"
                  value={o.credit}
                  onChange={(e) =>
                    setOptions(plain.map((x, k) => (k === j ? { ...x, credit: Number(e.target.value) } : x)))
                  }
                  sx={{ width: 130 }}
                />
                <IconButton
                  aria-label={`Remove option ${j + 1} of field ${n}`}
                  onClick={() => setOptions(plain.filter((_, k) => k !== j))}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Stack>
            ))}
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button
                size="small"
                onClick={() => setOptions([...plain, { name: `Option ${plain.length + 1}`, credit: 0 }])}
              >
                Add option
              </Button>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={Boolean(others)}
                    onChange={(e) =>
                      setOptions(plain, e.target.checked ? { name: OTHERS_OPTION, credit: 0 } : undefined)
                    }
                  />
                }
                label="“Others” allowed"
              />
              {others && (
                <TextField
                  label="Credit"
                  slotProps={{ htmlInput: { 'aria-label': `Field ${n} Others credit` } }}
                  size="small"
                  type="number"
                  value={others.credit}
                  onChange={(e) => setOptions(plain, { ...others, credit: Number(e.target.value) })}
                  sx={{ width: 130 }}
                />
              )}
            </Stack>
          </Stack>
        )}
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={f.required}
                onChange={(e) => onChange({ ...f, required: e.target.checked })}
              />
            }
            label="Required"
          />
          {rolesFor(f.type).length > 1 && (
            <TextField
              select
              size="small"
              label={`Field ${n} pricing`}
              value={props.role}
              onChange={(e) => props.onRole(e.target.value as Role)}
              sx={{ minWidth: 220 }}
            >
              {rolesFor(f.type).map((r) => (
                <MenuItem key={r} value={r}>
                  {ROLE_LABELS[r]}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Box sx={{ flexGrow: 1 }} />
          <IconButton aria-label={`Move field ${n} up`} disabled={i === 0} onClick={() => props.onMove(-1)}>
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={`Move field ${n} down`}
            disabled={i === props.count - 1}
            onClick={() => props.onMove(1)}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
          <IconButton aria-label={`Remove field ${n}`} onClick={props.onRemove}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The form as a customer sees it in the drawer, and what the engine charges for the values typed here. */
function Preview({ name, draft, valid }: { name: string; draft: Draft; valid: boolean }) {
  const [entries, setEntries] = useState<Record<string, FieldEntry>>({});
  const form = draft.form;
  const keyOf = (f: FormField, i: number) => `${i}:${f.type}:${f.label}`;
  const list = form.fields.map((f, i) => entries[keyOf(f, i)] ?? emptyEntry(f));
  const content = contentFromEntries(form, list);
  const errors = contentErrors(form, content, { submitting: true });
  const quotes = useMemo(
    () =>
      valid
        ? PRIORITY_LEVELS.map((p) => ({
            p,
            q: quoteRequest({ typeName: name, baseCredit: draft.credit, form, content, priorityLevel: p }),
          }))
        : [],
    // content is derived from entries and form
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [valid, name, draft.credit, form, JSON.stringify(content)],
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Preview"
      sx={{ p: { xs: 1.5, sm: 2 }, position: { lg: 'sticky' }, top: { lg: 16 } }}
    >
      <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
        Preview
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        As a customer sees it in the New Request drawer. Type values to see the price.
      </Typography>
      <Stack spacing={2}>
        {form.fields.map((f, i) => (
          <RequestDynamicField
            key={keyOf(f, i)}
            index={1000 + i}
            field={f}
            entry={list[i]!}
            onChange={(e) => setEntries((prev) => ({ ...prev, [keyOf(f, i)]: e }))}
            error={
              errors.find(
                (er) => er.label === f.label && list[i]!.value !== '' && list[i]!.value.length !== 0,
              )?.message
            }
            form={form}
          />
        ))}
        {form.fields.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No fields yet.
          </Typography>
        )}
        {valid ? (
          <Table size="small" aria-label="Preview price">
            <TableHead>
              <TableRow>
                <TableCell>Priority</TableCell>
                <TableCell align="right">Price</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {quotes.map(({ p, q }) => (
                <TableRow key={p}>
                  <TableCell>{PRIORITY_LABELS[p]}</TableCell>
                  <TableCell align="right" data-testid={`preview-price-${p}`}>
                    {formatCredit(q.total)} credits
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Alert severity="info">Fix the form's problems to see the price.</Alert>
        )}
      </Stack>
    </Paper>
  );
}

function History({ type }: { type: AdminTypeDetail }) {
  const [compare, setCompare] = useState<{ a: number; b: number } | null>(null);
  const [diff, setDiff] = useState<string[] | null>(null);
  useEffect(() => {
    if (!compare) return;
    let stale = false;
    void Promise.all([fetchVersion(type.id, compare.a), fetchVersion(type.id, compare.b)]).then(([a, b]) => {
      if (!stale) {
        setDiff(compareVersions(a as Draft & { version: number }, b as Draft & { version: number }));
      }
    });
    return () => {
      stale = true;
    };
  }, [compare, type.id]);
  return (
    <Paper variant="outlined" component="section" aria-label="Version history" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Version history
      </Typography>
      {type.versions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Never published.
        </Typography>
      ) : (
        <Table size="small" aria-label="Versions">
          <TableHead>
            <TableRow>
              <TableCell>Version</TableCell>
              <TableCell>Base credit</TableCell>
              <TableCell>Published by</TableCell>
              <TableCell>When</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {type.versions.map((v, i) => (
              <TableRow key={v.version}>
                <TableCell>v{v.version}</TableCell>
                <TableCell>{v.credit}</TableCell>
                <TableCell>{v.publishedBy ? v.publishedBy.name : 'Seed or import'}</TableCell>
                <TableCell>{new Date(v.publishedAt).toLocaleString()}</TableCell>
                <TableCell>
                  {i < type.versions.length - 1 && (
                    <Button
                      size="small"
                      onClick={() => setCompare({ a: type.versions[i + 1]!.version, b: v.version })}
                    >
                      Compare with v{type.versions[i + 1]!.version}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {compare && diff && (
        <Alert severity="info" sx={{ mt: 2 }} onClose={() => setCompare(null)}>
          <Typography sx={{ fontWeight: 600 }}>
            v{compare.a} → v{compare.b}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {(diff.length ? diff : ['No differences']).map((d) => (
              <li key={d}>{d}</li>
            ))}
          </Box>
        </Alert>
      )}
    </Paper>
  );
}

/** What changed between two versions, field by field (matched by key, else label). */
export function compareVersions(a: Draft, b: Draft): string[] {
  const out: string[] = [];
  if (Number(a.credit) !== Number(b.credit)) out.push(`Base credit ${a.credit} → ${b.credit}`);
  const id = (f: FormField) => f.key ?? f.label;
  const before = new Map(a.form.fields.map((f) => [id(f), f]));
  const after = new Map(b.form.fields.map((f) => [id(f), f]));
  for (const [k, f] of after) {
    const old = before.get(k);
    if (!old) {
      out.push(`Added field “${f.label}” (${f.type})`);
      continue;
    }
    if (old.label !== f.label) out.push(`Renamed “${old.label}” → “${f.label}”`);
    if (old.type !== f.type) out.push(`“${f.label}”: type ${old.type} → ${f.type}`);
    if (old.required !== f.required) {
      out.push(`“${f.label}”: ${f.required ? 'now required' : 'now optional'}`);
    }
    const opts = (x: FormField) => x.options.map((o) => `${o.name} (${o.credit})`).join(', ');
    if (opts(old) !== opts(f)) {
      out.push(`“${f.label}”: options ${opts(old) || 'none'} → ${opts(f) || 'none'}`);
    }
  }
  for (const [k, f] of before) if (!after.has(k)) out.push(`Removed field “${f.label}”`);
  if (JSON.stringify(a.form.pricing) !== JSON.stringify(b.form.pricing)) out.push('Pricing rule changed');
  return out;
}

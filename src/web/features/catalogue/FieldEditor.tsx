import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  FIELD_TYPES,
  FIELD_TYPE_LABELS,
  OTHERS_OPTION,
  type FieldType,
  type FormField,
} from '#shared/domain/form-content.ts';

import { ROLE_LABELS, rolesFor, type Role } from './field-pricing.ts';

export function FieldEditor(props: {
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
            fullWidth
            select
            label={`Field ${n} type`}
            size="small"
            value={f.type}
            onChange={(e) => setType(e.target.value as FieldType)}
            sx={{ minWidth: 150 }}
          >
            {FIELD_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {FIELD_TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <TextField
          fullWidth
          label={`Field ${n} help text`}
          size="small"
          value={f.description}
          onChange={(e) => onChange({ ...f, description: e.target.value })}
        />
        {f.type === 'number' && (
          <Stack direction="row" spacing={1.5}>
            <TextField
              fullWidth
              label={`Field ${n} minimum`}
              size="small"
              type="number"
              value={f.min ?? ''}
              onChange={(e) => onChange({ ...f, min: num(e.target.value) })}
            />
            <TextField
              fullWidth
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
                  fullWidth
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
                  fullWidth
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
              fullWidth
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

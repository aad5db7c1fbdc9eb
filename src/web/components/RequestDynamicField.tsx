import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { optionEffect } from '#shared/domain/credits.ts';
import {
  CUSTOM_VALUE_LABEL,
  OTHERS_OPTION,
  type FieldOption,
  type FormDefinition,
  type FormField,
} from '#shared/domain/form-content.ts';
import { NUMBER_FIELD, UPLOAD_LIMITS, numberFieldError } from '#shared/domain/validation.ts';
import type { RequestFileDto } from '#shared/schemas/request.ts';
import type { FieldEntry } from '../lib/field-entries.ts';
import { FileList } from './FileList.tsx';

/** A drop zone for a file field's files (the request drawer's attachments slot fits it). */
export type FileFieldZoneProps = {
  files: RequestFileDto[];
  onChange: (files: RequestFileDto[]) => void;
  maxFiles: number;
  disabled?: boolean;
  /** The zone's accessible name: the field's label (the field draws the heading). */
  label?: string;
  onBusyChange?: (busy: boolean) => void;
};

type RequestDynamicFieldProps = {
  index: number;
  field: FormField;
  entry: FieldEntry;
  onChange: (entry: FieldEntry) => void;
  error?: string | undefined;
  /** The type's placeholder text for this field, when it has one. */
  placeholder?: string | undefined;
  /** Files of a 'file' field (typeSpecificFiles). */
  files?: RequestFileDto[];
  onFilesChange?: (files: RequestFileDto[]) => void;
  /** The field's drop zone is uploading: the form holds Save. */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
  /** The type's whole form: its pricing rule says what each option really does to the price. */
  form?: FormDefinition | undefined;
  /** The drop zone of a file field, when the caller has one (the drawer: the uploads feature's). */
  fileZone?: ComponentType<FileFieldZoneProps> | undefined;
};

/**
 * One field of a request type's form, by type: textfield, textarea, number (1..100, step 1,
 * default 1), date, select and multiselect ('Others' opens 'Enter your custom value', whose text
 * is stored as the value), file (the files attached to it: in `fileZone` when given, else as links).
 * The request drawer renders it, and the catalogue's preview shows a type's form with it.
 */
export function RequestDynamicField({
  index,
  field,
  entry,
  onChange,
  error,
  placeholder,
  files = [],
  onFilesChange,
  onBusyChange,
  disabled,
  form,
  fileZone: FileZone,
}: RequestDynamicFieldProps) {
  const id = `request-field-${index}`;
  const text = Array.isArray(entry.value) ? entry.value.join(', ') : entry.value;
  // A number out of 1..100 says so as it is typed (the rule the price and the server use).
  const typing = field.type === 'number' && text.trim() !== '' ? numberFieldError(text) : null;
  const shownError = error ?? typing ?? undefined;
  const helper = shownError ?? (field.description || undefined);
  const effectOf = (option: FieldOption) => (form ? optionEffect(form, field, option) : null);
  const common = {
    id,
    label: field.label,
    required: field.required,
    error: Boolean(shownError),
    helperText: helper,
    disabled,
    placeholder: placeholder ?? field.placeholder,
  };

  switch (field.type) {
    case 'textfield':
      return (
        <TextField
          fullWidth
          {...common}
          value={text}
          onChange={(e) => onChange({ ...entry, value: e.target.value })}
        />
      );
    case 'textarea':
      return (
        <TextField
          fullWidth
          {...common}
          multiline
          minRows={3}
          maxRows={12}
          value={text}
          onChange={(e) => onChange({ ...entry, value: e.target.value })}
        />
      );
    case 'number':
      return (
        <TextField
          fullWidth
          {...common}
          type="number"
          value={text}
          onChange={(e) => onChange({ ...entry, value: e.target.value })}
          slotProps={{
            htmlInput: {
              min: NUMBER_FIELD.min,
              max: NUMBER_FIELD.max,
              step: NUMBER_FIELD.step,
              inputMode: 'numeric',
            },
          }}
        />
      );
    case 'date':
      return (
        <TextField
          fullWidth
          {...common}
          type="date"
          value={text}
          onChange={(e) => onChange({ ...entry, value: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    case 'select': {
      const isOthers = text === OTHERS_OPTION;
      return (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <TextField
            fullWidth
            {...common}
            select
            value={field.options.some((o) => o.name === text) ? text : ''}
            onChange={(e) =>
              onChange({
                value: e.target.value,
                custom: e.target.value === OTHERS_OPTION ? entry.custom : '',
              })
            }
          >
            {!field.required && (
              <MenuItem value="">
                <em>None</em>
              </MenuItem>
            )}
            {field.options.map((o) => (
              <MenuItem key={o.name} value={o.name}>
                <Box sx={{ display: 'flex', width: '100%', gap: 1, alignItems: 'center' }}>
                  <Box sx={{ flex: 1, minWidth: 0, whiteSpace: 'normal' }}>{o.name}</Box>
                  <EffectChip effect={effectOf(o)} />
                </Box>
              </MenuItem>
            ))}
          </TextField>
          {isOthers && (
            <CustomValue
              id={`${id}-custom`}
              value={entry.custom}
              onChange={(custom) => onChange({ ...entry, custom })}
              disabled={disabled}
            />
          )}
        </Box>
      );
    }
    case 'multiselect': {
      const chosen = Array.isArray(entry.value) ? entry.value : entry.value ? [entry.value] : [];
      return (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <TextField
            fullWidth
            {...common}
            select
            value={chosen.filter((c) => field.options.some((o) => o.name === c))}
            onChange={(e) => {
              const raw = e.target.value as unknown;
              const next = typeof raw === 'string' ? raw.split(',') : (raw as string[]);
              onChange({ value: next, custom: next.includes(OTHERS_OPTION) ? entry.custom : '' });
            }}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) => (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {(selected as string[]).map((name) => (
                      <Chip key={name} label={name} size="small" />
                    ))}
                  </Box>
                ),
              },
            }}
          >
            {field.options.map((o) => (
              <MenuItem key={o.name} value={o.name}>
                <Checkbox size="small" checked={chosen.includes(o.name)} sx={{ p: 0.5, mr: 1 }} />
                <ListItemText primary={o.name} />
                <EffectChip effect={effectOf(o)} />
              </MenuItem>
            ))}
          </TextField>
          {chosen.includes(OTHERS_OPTION) && (
            <CustomValue
              id={`${id}-custom`}
              value={entry.custom}
              onChange={(custom) => onChange({ ...entry, custom })}
              disabled={disabled}
            />
          )}
        </Box>
      );
    }
    case 'file':
      return (
        <Box role="group" aria-labelledby={`${id}-label`}>
          <Typography id={`${id}-label`} variant="subtitle2" sx={{ mb: 0.75 }}>
            {field.label}
            {field.required ? ' *' : ''}
          </Typography>
          {field.description && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
              {field.description}
            </Typography>
          )}
          {FileZone && onFilesChange ? (
            <FileZone
              files={files}
              onChange={onFilesChange}
              maxFiles={UPLOAD_LIMITS.maxFiles}
              disabled={disabled ?? false}
              label={field.label}
              {...(onBusyChange ? { onBusyChange } : {})}
            />
          ) : (
            <FileList
              files={files}
              empty="No files attached to this field."
              {...(onFilesChange && !disabled
                ? { onRemove: (f: RequestFileDto) => onFilesChange(files.filter((x) => x.id !== f.id)) }
                : {})}
            />
          )}
          {error && (
            <Typography variant="caption" color="error" role="alert">
              {error}
            </Typography>
          )}
        </Box>
      );
  }
}

/** What choosing an option does to the price ('+3', '×2', '+2 × slides'); nothing when it changes nothing. */
function EffectChip({ effect }: { effect: string | null }) {
  if (!effect) return null;
  const spoken = effect.startsWith('×')
    ? `price times ${effect.slice(1)}`
    : `${effect.replace(/^[+−]/, (sign) => (sign === '+' ? 'adds ' : 'takes off ')).replace(/ × /g, ' times ')} credits`;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="primary"
      label={effect}
      aria-label={spoken}
      sx={{ ml: 'auto', flexShrink: 0 }}
    />
  );
}

function CustomValue({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  disabled?: boolean | undefined;
}) {
  return (
    <TextField
      fullWidth
      id={id}
      label={CUSTOM_VALUE_LABEL}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      autoFocus={value === ''}
    />
  );
}

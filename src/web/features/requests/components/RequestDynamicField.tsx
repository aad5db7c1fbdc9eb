import { use } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CUSTOM_VALUE_LABEL, OTHERS_OPTION, type FormField } from '#shared/domain/form-definition.ts';
import { NUMBER_FIELD, UPLOAD_LIMITS } from '#shared/domain/validation.ts';
import type { RequestFileDto } from '#shared/schemas/request.ts';
import { formatCredit } from '../../../lib/format.ts';
import { DrawerContext } from '../drawer-context.ts';
import type { FieldEntry } from '../form-model.ts';
import { FileList } from './RequestFiles.tsx';

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
  /** The pricing rule multiplies by the chosen option's credit instead of adding it. */
  multiplies?: boolean;
};

/**
 * One field of a request type's form, by type: textfield, textarea, number (1..100, step 1,
 * default 1), date, select and multiselect ('Others' opens 'Enter your custom value', whose text
 * is stored as the value), file (the files attached to it).
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
  multiplies = false,
}: RequestDynamicFieldProps) {
  const id = `request-field-${index}`;
  // The uploads feature's drop zone, when the app passed it in (one zone per file field).
  const AttachmentsSlot = use(DrawerContext)?.slots.attachments;
  const helper = error ?? (field.description || undefined);
  const common = {
    id,
    label: field.label,
    required: field.required,
    error: Boolean(error),
    helperText: helper,
    disabled,
    placeholder: placeholder ?? field.placeholder,
  };
  const text = Array.isArray(entry.value) ? entry.value.join(', ') : entry.value;

  switch (field.type) {
    case 'textfield':
      return (
        <TextField {...common} value={text} onChange={(e) => onChange({ ...entry, value: e.target.value })} />
      );
    case 'textarea':
      return (
        <TextField
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
                  <Box sx={{ flex: 1 }}>{o.name}</Box>
                  {o.credit > 0 && <CreditChip credit={o.credit} multiplies={multiplies} />}
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
                {o.credit > 0 && <CreditChip credit={o.credit} multiplies={multiplies} />}
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
          {AttachmentsSlot && onFilesChange ? (
            <AttachmentsSlot
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

/** What an option does to the price: adds its credit (+2) or multiplies by it (×2). */
function CreditChip({ credit, multiplies }: { credit: number; multiplies: boolean }) {
  const label = multiplies ? `×${formatCredit(credit)}` : `+${formatCredit(credit)}`;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="primary"
      label={label}
      aria-label={multiplies ? `price times ${formatCredit(credit)}` : `${formatCredit(credit)} more credits`}
      sx={{ ml: 'auto' }}
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
      id={id}
      label={CUSTOM_VALUE_LABEL}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      autoFocus={value === ''}
    />
  );
}

import { useMemo, type Ref } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { RequestTypeNode, SessionPayload } from '#shared/schemas/auth.ts';
import { creditsLabel } from '../../../lib/format.ts';

/**
 * A grouped choice: group rows (parent request types, enterprises) are shown but disabled, items
 * under them can be chosen. Searching keeps a group row when it or one of its items matches.
 */
type GroupedOption = {
  key: string;
  id: number;
  label: string;
  group: boolean;
  groupLabel: string;
  credit?: string;
};

const plainFilter = createFilterOptions<GroupedOption>({ stringify: (o) => `${o.label} ${o.groupLabel}` });

function filterGrouped(options: GroupedOption[], state: Parameters<typeof plainFilter>[1]): GroupedOption[] {
  if (!state.inputValue.trim()) return options;
  const items = plainFilter(
    options.filter((o) => !o.group),
    state,
  );
  const groups = new Set(items.map((o) => o.groupLabel));
  return options.filter((o) => (o.group ? groups.has(o.label) : items.includes(o)));
}

type GroupedSelectProps = {
  id: string;
  label: string;
  options: GroupedOption[];
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | undefined;
  helperText?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
};

function GroupedSelect({
  id,
  label,
  options,
  value,
  onChange,
  error,
  helperText,
  required,
  disabled,
  inputRef,
  testId,
}: GroupedSelectProps) {
  const selected = options.find((o) => !o.group && o.id === value) ?? null;
  return (
    <Autocomplete
      id={id}
      options={options}
      value={selected}
      disabled={disabled}
      onChange={(_e, option) => onChange(option ? option.id : null)}
      getOptionLabel={(o) => o.label}
      getOptionDisabled={(o) => o.group}
      isOptionEqualToValue={(a, b) => a.key === b.key}
      filterOptions={filterGrouped}
      autoHighlight
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        if (option.group) {
          return (
            <Box
              component="li"
              key={key}
              {...rest}
              sx={{
                '&&': { opacity: 1 },
                fontSize: '0.75rem',
                fontWeight: 700,
                letterSpacing: '0.06em',
                textTransform: 'uppercase',
                color: 'text.secondary',
                bgcolor: 'background.default',
                overflowWrap: 'anywhere',
              }}
            >
              {option.label}
            </Box>
          );
        }
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'flex', gap: 1, pl: '28px !important' }}>
            {/* A long unbroken name wraps (it was cut off at the list's edge on a phone). */}
            <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{option.label}</Box>
            {option.credit !== undefined && (
              <Chip size="small" label={creditsLabel(option.credit)} color="primary" variant="outlined" />
            )}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? helperText}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}

/** Service Request Type: parent groups disabled, children with their base credit as a chip. */
export function RequestTypeSelect(
  props: Omit<GroupedSelectProps, 'options' | 'id' | 'label'> & { tree: RequestTypeNode[] },
) {
  const { tree, ...rest } = props;
  const options = useMemo(
    () =>
      tree.flatMap((parent): GroupedOption[] => [
        { key: `g${parent.id}`, id: parent.id, label: parent.name, group: true, groupLabel: parent.name },
        ...parent.childrenRequestTypes.map((child) => ({
          key: `t${child.id}`,
          id: child.id,
          label: child.name,
          group: false,
          groupLabel: parent.name,
          credit: child.credit,
        })),
      ]),
    [tree],
  );
  return (
    <GroupedSelect
      {...rest}
      id="request-type"
      label="Service Request Type"
      options={options}
      testId="request-type-input"
    />
  );
}

/** Select Company: companies grouped under their enterprise, the enterprise rows disabled. */
export function CompanySelect(
  props: Omit<GroupedSelectProps, 'options' | 'id' | 'label'> & { companies: SessionPayload['companies'] },
) {
  const { companies, ...rest } = props;
  const options = useMemo(() => {
    const byEnterprise = new Map<number, { name: string; items: SessionPayload['companies'] }>();
    for (const c of companies) {
      const entry = byEnterprise.get(c.enterprise.id) ?? { name: c.enterprise.name, items: [] };
      entry.items.push(c);
      byEnterprise.set(c.enterprise.id, entry);
    }
    return [...byEnterprise.entries()].flatMap(([eid, e]): GroupedOption[] => [
      { key: `e${eid}`, id: eid, label: e.name, group: true, groupLabel: e.name },
      ...e.items.map((c) => ({ key: `c${c.id}`, id: c.id, label: c.name, group: false, groupLabel: e.name })),
    ]);
  }, [companies]);
  return (
    <GroupedSelect
      {...rest}
      id="request-company"
      label="Select Company"
      options={options}
      testId="request-company-input"
    />
  );
}

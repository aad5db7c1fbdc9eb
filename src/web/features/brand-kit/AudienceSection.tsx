import { Controller, useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { BRAND_KIT_MESSAGES, GENDERS } from '#shared/domain/brand-kit.ts';
import type { BrandKitFormValues } from './form-model.ts';
import { FormSection, fullRow } from './FormSection.tsx';
import { textField } from './text-field.ts';

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  any: 'Any',
  male: 'Male',
  female: 'Female',
};

const ageOf = (text: string): number | null => {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? Math.trunc(n) : null;
};

/** Target Audience: gender (any, male, female), age range and a description. */
export function AudienceSection() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<BrandKitFormValues>();
  return (
    <FormSection id="target-audience" title="Target Audience" description="Who the brand speaks to.">
      <Controller
        control={control}
        name="audience.gender"
        render={({ field }) => (
          <FormControl sx={fullRow}>
            <FormLabel id="audience-gender-label">Gender</FormLabel>
            <RadioGroup
              row
              aria-labelledby="audience-gender-label"
              name={field.name}
              value={field.value ?? 'any'}
              onChange={(_event, value) => field.onChange(value)}
            >
              {GENDERS.map((g) => (
                <FormControlLabel key={g} value={g} control={<Radio />} label={GENDER_LABELS[g]} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <Box sx={{ ...fullRow, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        {(['ageFrom', 'ageTo'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={`audience.${name}`}
            render={({ field }) => (
              <TextField
                fullWidth
                label={name === 'ageFrom' ? 'Age from' : 'Age to'}
                type="number"
                value={field.value ?? ''}
                onChange={(event) => field.onChange(ageOf(event.target.value))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(errors.audience?.[name])}
                helperText={
                  errors.audience?.[name]?.message === BRAND_KIT_MESSAGES.ageRange
                    ? BRAND_KIT_MESSAGES.ageRange
                    : errors.audience?.[name]
                      ? 'Enter an age from 0 to 120'
                      : undefined
                }
                slotProps={{ htmlInput: { min: 0, max: 120, step: 1, inputMode: 'numeric' } }}
              />
            )}
          />
        ))}
      </Box>
      <TextField
        fullWidth
        label="Audience description"
        multiline
        minRows={2}
        error={Boolean(errors.audience?.description)}
        helperText={errors.audience?.description?.message}
        sx={fullRow}
        {...textField(register('audience.description'))}
      />
    </FormSection>
  );
}

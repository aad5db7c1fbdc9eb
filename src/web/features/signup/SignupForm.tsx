import { useState } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextInput } from '../../components/TextInput.tsx';

export type SignupField<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  helper?: string;
  /** Two short fields share a row on wide screens. */
  half?: boolean;
};

/**
 * A sign-up form: labelled fields validated with the shared patterns. There is no sign-up endpoint
 * yet, so a valid form is NOT sent anywhere and the page says so plainly; the signup feature
 * replaces `onValid` with the real call when it exists.
 */
export function SignupForm<T extends FieldValues>({
  schema,
  fields,
  defaultValues,
  submitLabel,
  ariaLabel,
}: {
  schema: z.ZodType<T, T>;
  fields: SignupField<T>[];
  defaultValues: T;
  submitLabel: string;
  ariaLabel: string;
}) {
  const [notSent, setNotSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<T>({ resolver: zodResolver(schema), defaultValues: defaultValues as never, mode: 'onTouched' });

  return (
    <Box
      component="form"
      noValidate
      aria-label={ariaLabel}
      onSubmit={handleSubmit(() => setNotSent(true))}
      sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {fields.map((field) => {
        const error = errors[field.name]?.message;
        return (
          <TextInput
            key={field.name}
            label={field.label}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            required={field.required ?? true}
            error={Boolean(error)}
            helperText={typeof error === 'string' ? error : field.helper}
            sx={{ gridColumn: field.half ? 'auto' : '1 / -1' }}
            {...register(field.name)}
          />
        );
      })}
      {notSent && (
        <Alert severity="warning" role="status" sx={{ gridColumn: '1 / -1' }}>
          Nothing was sent: online sign-up is not open yet. Accounts are set up by the Studio team for now.
          Please ask your account manager, or the owner of your enterprise, to add you.
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" sx={{ gridColumn: '1 / -1', mt: 0.5 }}>
        {submitLabel}
      </Button>
    </Box>
  );
}

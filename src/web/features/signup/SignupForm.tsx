import { useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { TextInput } from '../../components/TextInput.tsx';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { PATHS } from '../../paths.ts';
import { postSignupRequest, type SignupInput } from './api.ts';

export type SignupField<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  required?: boolean;
  helper?: string;
  /** Two short fields share a row on wide screens. */
  half?: boolean;
};

export const SIGNUP_FAILED = 'Your request could not be sent. Please try again.';

function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <InputAdornment position="end">
      <IconButton
        aria-label={shown ? 'Hide password' : 'Show password'}
        onClick={onToggle}
        edge="end"
        size="small"
      >
        {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
      </IconButton>
    </InputAdornment>
  );
}

/** What the page shows once the request is stored: the server's message and the way on. */
function SignupSent({ message }: { message: string }) {
  return (
    <Box
      role="status"
      tabIndex={-1}
      ref={(el: HTMLElement | null) => el?.focus()}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: 3,
        px: 2,
        border: '1px solid',
        borderColor: 'rgba(21, 128, 61, 0.25)',
        bgcolor: 'rgba(21, 128, 61, 0.05)',
        borderRadius: 3,
        outline: 'none',
      }}
    >
      <CheckCircleOutlineOutlined color="success" sx={{ fontSize: 40 }} aria-hidden="true" />
      <Typography sx={{ fontWeight: 600 }}>{message}</Typography>
      <Typography variant="body2" color="text.secondary">
        Until then there is nothing else to do. Once approved, sign in with this e-mail and password.
      </Typography>
      <Button component={RouterLink} to={PATHS.login} variant="outlined" sx={{ mt: 1 }}>
        Go to sign in
      </Button>
    </Box>
  );
}

/**
 * A sign-up form: labelled fields validated with the shared schemas of POST /api/signup-requests,
 * sent with `toPayload`. On 201 the form gives way to the server's message; on an error (e-mail
 * taken, invitation no longer valid…) the server's message shows above the button.
 */
export function SignupForm<TIn extends FieldValues, TOut>({
  schema,
  fields,
  defaultValues,
  submitLabel,
  ariaLabel,
  toPayload,
  lead,
}: {
  schema: z.ZodType<TOut, TIn>;
  fields: SignupField<TIn>[];
  defaultValues: DefaultValues<TIn>;
  submitLabel: string;
  ariaLabel: string;
  toPayload: (values: TOut) => SignupInput;
  /** Fields of the page's own before the standard ones (the invitation's company select). */
  lead?: (form: UseFormReturn<TIn, unknown, TOut>) => ReactNode;
}) {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; emailTaken: boolean } | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await postSignupRequest(toPayload(values));
      setSent(answer.message);
    } catch (error) {
      setFailure({
        message: errorMessage(error, SIGNUP_FAILED),
        emailTaken: isApiError(error) && error.status === 409,
      });
      requestAnimationFrame(() => failureRef.current?.focus());
    }
  });

  if (sent) return <SignupSent message={sent} />;

  return (
    <Box
      component="form"
      noValidate
      aria-label={ariaLabel}
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {lead?.(form)}
      {fields.map((field) => {
        const error = errors[field.name]?.message;
        const isPassword = field.type === 'password';
        return (
          <TextInput
            key={field.name}
            label={field.label}
            type={isPassword ? (showPassword ? 'text' : 'password') : (field.type ?? 'text')}
            autoComplete={field.autoComplete}
            required={field.required ?? true}
            error={Boolean(error)}
            helperText={typeof error === 'string' ? error : field.helper}
            sx={{ gridColumn: field.half ? 'auto' : '1 / -1' }}
            endAdornment={
              isPassword ? (
                <PasswordToggle shown={showPassword} onToggle={() => setShowPassword((s) => !s)} />
              ) : undefined
            }
            {...register(field.name)}
          />
        );
      })}
      {failure && (
        <Alert
          severity="error"
          ref={failureRef}
          tabIndex={-1}
          sx={{ gridColumn: '1 / -1' }}
          action={
            failure.emailTaken ? (
              <Link component={RouterLink} to={PATHS.login} color="inherit" sx={{ fontWeight: 600, mr: 1 }}>
                Sign in
              </Link>
            ) : undefined
          }
        >
          {failure.message}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={isSubmitting}
        loadingPosition="start"
        sx={{ gridColumn: '1 / -1', mt: 0.5 }}
      >
        {submitLabel}
      </Button>
    </Box>
  );
}

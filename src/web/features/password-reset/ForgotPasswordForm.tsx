import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { PATTERNS, PATTERN_MESSAGES } from '#shared/domain/validation.ts';
import { TextInput } from '../../components/TextInput.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { postForgotPassword } from './api.ts';
import { AuthForm } from '../../components/AuthForm.tsx';
import { useFocusWhen } from '../../lib/use-focus-when.ts';

/**
 * Asks for a reset link. The answer is the same sentence whether or not an account uses the address
 * (the server makes sure of it), so the form shows it as it comes.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The form gives way to the answer, taking the focus with it: the answer takes it (read out, and
  // the next Tab goes on to "Back to sign in").
  const answer = useFocusWhen(sent !== null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const value = email.trim();
    const problem = !value
      ? 'Please enter your e-mail'
      : PATTERNS.email.test(value)
        ? null
        : PATTERN_MESSAGES.email;
    setFieldError(problem);
    if (problem) return;
    setFormError(null);
    setSubmitting(true);
    try {
      setSent((await postForgotPassword({ email: value })).message);
    } catch (error) {
      setFormError(errorMessage(error, 'We could not send the link. Please try again.'));
    } finally {
      setSubmitting(false);
    }
  };

  if (sent) {
    return (
      <Alert severity="success" role="status" ref={answer} tabIndex={-1}>
        {sent}
      </Alert>
    );
  }
  return (
    <AuthForm onSubmit={onSubmit} label="Reset your password" error={formError}>
      <TextInput
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        autoFocus
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(fieldError)}
        helperText={fieldError}
        inputProps={{ autoCapitalize: 'none', spellCheck: false, maxLength: 320 }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={submitting}
        loadingPosition="start"
      >
        Send me a link
      </Button>
    </AuthForm>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { PASSWORD_RULE_HINT, PATTERNS, PATTERN_MESSAGES } from '#shared/domain/validation.ts';
import { TextInput } from './TextInput.tsx';

let strength: Promise<{ passwordWeakness: (password: string) => string | null }> | null = null;
/** The strength rule (zxcvbn-ts and its dictionary) loads only when someone types a new password. */
const loadStrength = () => (strength ??= import('#shared/domain/password-strength.ts'));

/**
 * What is wrong with a new password, by the rule sign-up uses (spec section 5's pattern, then the
 * strength rule of #shared/domain/password-strength.ts, which the server checks again), or null.
 */
export async function newPasswordProblem(password: string): Promise<string | null> {
  if (!password) return 'Please enter a password';
  if (!PATTERNS.password.test(password)) return PATTERN_MESSAGES.password;
  return (await loadStrength()).passwordWeakness(password);
}

/** The rule's feedback for what is typed so far (null while empty or fine). */
export function useNewPasswordFeedback(password: string): string | null {
  const [feedback, setFeedback] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    if (!password) {
      setFeedback(null);
      return;
    }
    void newPasswordProblem(password).then((problem) => live && setFeedback(problem));
    return () => {
      live = false;
    };
  }, [password]);
  return feedback;
}

/** A password input with a show/hide button. */
export function PasswordInput({
  label,
  name,
  value,
  onChange,
  autoComplete,
  error,
  helperText,
  autoFocus,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: boolean;
  helperText?: ReactNode;
  autoFocus?: boolean;
}) {
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      label={label}
      name={name}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      helperText={helperText}
      inputProps={{ maxLength: 1024 }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            onClick={() => setShown((s) => !s)}
            edge="end"
            size="small"
          >
            {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}

/**
 * A new password: the input and, under it, the rule's live feedback (or, before anything is typed,
 * the rule itself). A submit error (from the form or the server) is shown in its place.
 */
export function NewPasswordField({
  label = 'New password',
  value,
  onChange,
  submitError,
  autoFocus,
}: {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  submitError?: string | null;
  autoFocus?: boolean;
}) {
  const feedback = useNewPasswordFeedback(value);
  const message = submitError ?? feedback;
  const strong = value !== '' && feedback === null && !submitError;
  return (
    <PasswordInput
      label={label}
      name="newPassword"
      autoComplete="new-password"
      autoFocus={autoFocus}
      value={value}
      onChange={onChange}
      error={Boolean(submitError)}
      helperText={message ?? (strong ? 'Strong enough.' : PASSWORD_RULE_HINT)}
    />
  );
}

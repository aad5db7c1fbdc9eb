import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  NewPasswordField,
  PasswordInput,
  newPasswordProblem,
} from '../../../components/NewPasswordField.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { postChangePassword } from './api.ts';
import { useFocusWhen } from '../../../lib/use-focus-when.ts';

type Errors = { currentPassword?: string | null; newPassword?: string | null; form?: string | null };

const endedSentence = (n: number) =>
  n === 0
    ? ''
    : n === 1
      ? ' Your other session was signed out.'
      : ` Your ${n} other sessions were signed out.`;

/**
 * Change password: the current one and a new one (the sign-up strength rule, its feedback as one
 * types). On success every other session ends; this one stays. A wrong current password changes
 * nothing, and repeated wrong ones are slowed like sign-ins.
 */
export function PasswordSection() {
  const queryClient = useQueryClient();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The button pressed is disabled while the change is sent, which drops the focus to the page: the
  // news that it worked takes it (read out; the next Tab goes on to the section below).
  const doneRef = useFocusWhen(done !== null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const next: Errors = {
      currentPassword: currentPassword ? null : 'Please enter your current password',
      newPassword: await newPasswordProblem(newPassword),
    };
    setErrors(next);
    setDone(null);
    if (next.currentPassword || next.newPassword) return;
    setSubmitting(true);
    try {
      const answer = await postChangePassword({ currentPassword, newPassword });
      const message = `Your password was changed.${endedSentence(answer.endedSessions)}`;
      setCurrentPassword('');
      setNewPassword('');
      setDone(message);
      // The change also ended the other sessions, revoked the API tokens and dropped a pending
      // e-mail change: the page's other sections reload what they show.
      void queryClient.invalidateQueries({ queryKey: ['account'] });
    } catch (error) {
      const field = isApiError(error) ? error.details?.field : undefined;
      const message = errorMessage(error, 'We could not change your password. Please try again.');
      if (field === 'currentPassword') setErrors({ currentPassword: message });
      else if (field === 'newPassword') setErrors({ newPassword: message });
      else setErrors({ form: message });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <SettingsSection
      title="Password"
      description="Changing your password signs you out everywhere else; this device stays signed in."
    >
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label="Change password"
        sx={{ display: 'grid', gap: 2.5, maxWidth: 440 }}
      >
        {errors.form && (
          <Alert severity="error" role="alert">
            {errors.form}
          </Alert>
        )}
        {done && (
          <Alert severity="success" role="status" ref={doneRef} tabIndex={-1}>
            {done}
          </Alert>
        )}
        <PasswordInput
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          value={currentPassword}
          onChange={setCurrentPassword}
          error={Boolean(errors.currentPassword)}
          helperText={errors.currentPassword}
        />
        <NewPasswordField value={newPassword} onChange={setNewPassword} submitError={errors.newPassword} />
        <Box>
          <Button type="submit" variant="contained" loading={submitting} loadingPosition="start">
            Change password
          </Button>
        </Box>
      </Box>
    </SettingsSection>
  );
}

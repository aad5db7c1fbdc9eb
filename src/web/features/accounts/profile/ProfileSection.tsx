import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PROFILE_PHOTO_MAX_BYTES,
  ACCOUNT_MESSAGES,
  ProfileInputSchema,
  type AccountProfile,
} from '#shared/schemas/account-profile.ts';
import { TextInput } from '../../../components/TextInput.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { initials } from '../../../lib/format.ts';
import { useToast } from '../../../lib/toast.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { accountProfileQuery, deletePhoto, patchProfile, profileChanged, putPhoto } from './api.ts';

/** Name and profile photo (issue 25). */
export function ProfileSection() {
  const { data: profile, error } = useQuery(accountProfileQuery);
  return (
    <SettingsSection title="Profile" description="Your name and photo, as other people see them.">
      {profile ? (
        <ProfileForm key={profile.id} profile={profile} />
      ) : error ? (
        <Typography color="error">{errorMessage(error, 'Your profile could not be loaded.')}</Typography>
      ) : (
        <Skeleton variant="rounded" height={160} />
      )}
    </SettingsSection>
  );
}

function ProfileForm({ profile }: { profile: AccountProfile }) {
  const client = useQueryClient();
  const toast = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string }>({});
  const [photoError, setPhotoError] = useState<string | null>(null);

  const saveName = useMutation({
    mutationFn: patchProfile,
    onSuccess: (p) => {
      profileChanged(client, p);
      toast.success('Your name was saved.');
    },
    onError: (e) => toast.error(errorMessage(e, 'Your name could not be saved.')),
  });
  const upload = useMutation({
    mutationFn: putPhoto,
    onSuccess: (p) => {
      setPhotoError(null);
      profileChanged(client, p);
      toast.success('Your photo was updated.');
    },
    onError: (e) => setPhotoError(errorMessage(e, 'The photo could not be uploaded.')),
  });
  const remove = useMutation({
    mutationFn: deletePhoto,
    onSuccess: (p) => {
      setPhotoError(null);
      profileChanged(client, p);
      toast.success('Your photo was removed.');
    },
    onError: (e) => toast.error(errorMessage(e, 'The photo could not be removed.')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ProfileInputSchema.safeParse({ firstName, lastName });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof typeof errors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    saveName.mutate(parsed.data);
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    // The server decides (it sniffs the bytes); this only spares a doomed upload of a huge file.
    if (file.size > PROFILE_PHOTO_MAX_BYTES) {
      setPhotoError(ACCOUNT_MESSAGES.photoTooLarge);
      return;
    }
    upload.mutate(file);
  };

  const busyPhoto = upload.isPending || remove.isPending;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Avatar
          src={profile.profileImage ?? undefined}
          alt={profile.profileImage ? 'Your profile photo' : ''}
          data-testid="profile-photo"
          sx={{ width: 88, height: 88, fontSize: 32, fontWeight: 700, bgcolor: 'primary.main' }}
        >
          {initials(profile.firstName, profile.lastName, profile.username)}
        </Avatar>
        <Box>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={busyPhoto}>
              {upload.isPending ? 'Uploading…' : profile.profileImage ? 'Change photo' : 'Upload photo'}
            </Button>
            {profile.profileImage && (
              <Button color="error" onClick={() => remove.mutate()} disabled={busyPhoto}>
                Remove photo
              </Button>
            )}
          </Stack>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/bmp"
            aria-label="Profile photo file"
            hidden
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Typography
            variant="body2"
            color={photoError ? 'error' : 'text.secondary'}
            role={photoError ? 'alert' : undefined}
            sx={{ mt: 1 }}
          >
            {photoError ?? 'PNG, JPEG, GIF or BMP, up to 5 MB. It is cropped to a square.'}
          </Typography>
        </Box>
      </Stack>

      <Box component="form" noValidate onSubmit={submit}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            label="First name"
            name="firstName"
            autoComplete="given-name"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            error={!!errors.firstName}
            helperText={errors.firstName}
            required
          />
          <TextInput
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
            error={!!errors.lastName}
            helperText={errors.lastName}
            required
          />
        </Stack>
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={saveName.isPending}>
          {saveName.isPending ? 'Saving…' : 'Save name'}
        </Button>
      </Box>
    </Stack>
  );
}

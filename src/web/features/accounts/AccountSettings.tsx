import Stack from '@mui/material/Stack';
import { ProfileSection } from './profile/ProfileSection.tsx';
import { PasswordSection } from './password/PasswordSection.tsx';
import { EmailSection } from './email/EmailSection.tsx';
import { TwoFactorSection } from './two-factor/TwoFactorSection.tsx';
import { SessionsSection } from './sessions/SessionsSection.tsx';
import { MyDataSection } from './my-data/MyDataSection.tsx';
import { ApiTokensSection } from './api-tokens/ApiTokensSection.tsx';
import { EnterprisesSection } from './enterprises/EnterprisesSection.tsx';

/**
 * The sections of /account, one folder each (its section, its API calls, its dialogs), so that each
 * capability of the account can change without touching the others.
 */
export function AccountSettings() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <ProfileSection />
      <EmailSection />
      <PasswordSection />
      <TwoFactorSection />
      <SessionsSection />
      <ApiTokensSection />
      <EnterprisesSection />
      <MyDataSection />
    </Stack>
  );
}

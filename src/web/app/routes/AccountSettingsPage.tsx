import { PageHeader } from '../../components/PageHeader.tsx';
import { AccountSettings } from '../../features/accounts/index.ts';

/** /account — every signed-in person's own settings (issue 25), reached from the avatar menu. */
export default function AccountSettingsPage() {
  return (
    <>
      <PageHeader title="Account settings" description="Your profile, how you sign in, and your data." />
      <AccountSettings />
    </>
  );
}

import { PageHeader } from '../../components/PageHeader.tsx';
import { useSession } from '../../lib/session/index.ts';
import { NotificationSettings } from '../../features/notifications/index.ts';

/** /account/notifications — what every signed-in person is told, and how (issue 28). */
export default function NotificationSettingsPage() {
  const session = useSession();
  return (
    <>
      <PageHeader
        title="Notifications"
        description="Choose what you hear about in the app and by e-mail, and when your daily digest arrives."
      />
      <NotificationSettings isStaff={session.user.isStaff} />
    </>
  );
}

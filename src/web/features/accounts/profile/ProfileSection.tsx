import { SettingsSection } from '../SettingsSection.tsx';

/** Being built (issue 25): this section of /account. */
export function ProfileSection() {
  return <SettingsSection title="Profile">{null}</SettingsSection>;
}

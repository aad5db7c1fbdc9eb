import { SettingsSection } from '../SettingsSection.tsx';

/** Being built (issue 25): this section of /account. */
export function PasswordSection() {
  return <SettingsSection title="Password">{null}</SettingsSection>;
}

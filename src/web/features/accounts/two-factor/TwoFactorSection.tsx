import { SettingsSection } from '../SettingsSection.tsx';

/** Being built (issue 25): this section of /account. */
export function TwoFactorSection() {
  return <SettingsSection title="Two-factor sign-in">{null}</SettingsSection>;
}

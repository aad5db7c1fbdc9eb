import { SettingsSection } from '../SettingsSection.tsx';

/** Being built (issue 25): this section of /account. */
export function SessionsSection() {
  return <SettingsSection title="Where you're signed in">{null}</SettingsSection>;
}

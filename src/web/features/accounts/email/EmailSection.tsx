import { SettingsSection } from '../SettingsSection.tsx';

/** Being built (issue 25): this section of /account. */
export function EmailSection() {
  return <SettingsSection title="E-mail address">{null}</SettingsSection>;
}

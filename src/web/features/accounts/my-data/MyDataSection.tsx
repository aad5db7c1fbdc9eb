import { SettingsSection } from '../SettingsSection.tsx';

/** Being built (issue 25): this section of /account. */
export function MyDataSection() {
  return <SettingsSection title="Your data">{null}</SettingsSection>;
}

export { AccountSettings } from './AccountSettings.tsx';

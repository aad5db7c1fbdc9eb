/** Staff administration (issue 26): the provider's staff accounts, deactivated and reactivated. */
export { StaffView } from './StaffView.tsx';

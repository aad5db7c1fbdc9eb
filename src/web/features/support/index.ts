/** The support feature's public face: the support form (customers). */
export { SupportForm } from './SupportForm.tsx';

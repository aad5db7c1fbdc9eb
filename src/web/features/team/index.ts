/** The team feature (issue 26): the Team page's view and the audit log. */
export { TeamView } from './TeamView.tsx';
export { AuditLogView } from './AuditLogView.tsx';
export { AcceptInvitation } from './AcceptInvitation.tsx';

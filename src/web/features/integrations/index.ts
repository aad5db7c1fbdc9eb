/** Integrations (issue 29): outbound webhooks; reply by e-mail's log for staff. */
export { WebhooksView } from './WebhooksView.tsx';
export { InboundMailLog } from './InboundMailLog.tsx';

/** Integrations (issue 29): outbound webhooks. */
export { WebhooksView } from './WebhooksView.tsx';

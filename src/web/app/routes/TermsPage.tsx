import { LegalDocument, type LegalSection } from '../../components/LegalDocument.tsx';
import { APP_NAME } from '../../brand.ts';

const SECTIONS: LegalSection[] = [
  {
    heading: 'The service',
    paragraphs: [
      `${APP_NAME} lets business customers submit requests for creative, marketing, consulting, e-commerce and tech-support work, which the provider's team assigns, processes and delivers.`,
      'Each request has a type, a description, a priority and a cost in credits shown before it is submitted.',
    ],
  },
  {
    heading: 'Accounts',
    paragraphs: [
      'Accounts belong to people who act for a company. An enterprise owner is responsible for who joins the companies of their enterprise.',
      'Keep your password to yourself and tell us at once if you think someone else has used your account.',
    ],
  },
  {
    heading: 'Credits and memberships',
    paragraphs: [
      'A membership grants a monthly allowance of credits to your enterprise, shared by all of its companies. Submitting a request debits its cost from the enterprise balance; a cancelled request is refunded.',
      'Credits have no cash value and cannot be transferred between enterprises.',
    ],
  },
  {
    heading: 'Requests and delivery',
    paragraphs: [
      'Delivery windows depend on the priority chosen: Standard 7-10, Priority 3-6 and Express 1-2 business days. A request that has not started yet can be cancelled.',
      'You keep the rights to the material you send us, and receive the rights to the deliverables of a request once it is finished.',
    ],
  },
  {
    heading: 'Acceptable use',
    paragraphs: [
      'Do not upload material you have no right to share, malicious files, or content that is unlawful. We may refuse or cancel requests that break these rules.',
    ],
  },
  {
    heading: 'Changes and contact',
    paragraphs: [
      'We may update these terms; the date above shows the current version. Questions about these terms can be sent to your account manager or through the Support page once signed in.',
    ],
  },
];

/** /terms — public. */
export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="November 1, 2026"
      intro={`These terms govern your use of ${APP_NAME}. By signing in you agree to them on behalf of yourself and the company you act for.`}
      sections={SECTIONS}
    />
  );
}

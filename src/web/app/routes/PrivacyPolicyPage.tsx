import { LegalDocument, type LegalSection } from '../../components/LegalDocument.tsx';
import { APP_NAME } from '../../brand.ts';

const SECTIONS: LegalSection[] = [
  {
    heading: 'What we collect',
    paragraphs: [
      'Your account details (name, username, e-mail), the companies and enterprises you belong to, and what you create in the app: requests, comments, files and voice notes.',
      'Technical data needed to run the service: a session cookie and server logs of requests (time, address, outcome).',
    ],
  },
  {
    heading: 'Why we use it',
    paragraphs: [
      'To provide the service: show you your requests, let the team work on them, keep your credit balance, and send the notifications and e-mails you expect.',
      'To keep the service secure, for example by limiting repeated failed sign-in attempts.',
    ],
  },
  {
    heading: 'Cookies',
    paragraphs: [
      'We use one essential cookie to keep you signed in. It cannot be read by scripts and is removed when you log out. We use no advertising or tracking cookies.',
    ],
  },
  {
    heading: 'Who can see your data',
    paragraphs: [
      "People of your company see its requests; the provider's staff see the requests they work on. Drafts are visible only to their author.",
      'We do not sell your data. Hosting, storage and e-mail providers process it on our behalf under contract.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'For as long as your enterprise has an account, then for the period the law requires for invoices and records.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You may ask for a copy of your data, its correction or its deletion by contacting your account manager or using the Support page once signed in.',
    ],
  },
];

/** /privacy-policy — public. */
export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="November 1, 2026"
      intro={`This policy explains what personal data ${APP_NAME} keeps, why, and what you can ask us to do with it.`}
      sections={SECTIONS}
    />
  );
}

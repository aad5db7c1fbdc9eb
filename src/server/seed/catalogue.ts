// Over 400 lines on purpose: it is data, the demo catalogue (every type's form and prices), not logic.
import type { z } from 'zod';
import type { FormDefinitionSchema, FormFieldSchema } from '#shared/domain/form-definition.ts';

/**
 * The seed catalogue of request types: five parent groups and their children, each child with a
 * description, a base credit, the popup text shown when it is chosen, placeholders and its form.
 * Special prices (spec section 9) are described by each form's pricing rule, not coded.
 */
type FieldInput = z.input<typeof FormFieldSchema>;
type FormInput = z.input<typeof FormDefinitionSchema>;

export type CatalogueChild = {
  name: string;
  description: string;
  credit: number;
  popupText: string;
  placeholder: Record<string, string>;
  form: FormInput;
};
export type CatalogueGroup = { name: string; description: string; children: CatalogueChild[] };

const opts = (...pairs: [string, number][]) => pairs.map(([name, credit]) => ({ name, credit }));
const text = (label: string, description = '', extra: Partial<FieldInput> = {}): FieldInput => ({
  label,
  description,
  type: 'textfield',
  ...extra,
});
const area = (label: string, description = '', extra: Partial<FieldInput> = {}): FieldInput => ({
  label,
  description,
  type: 'textarea',
  ...extra,
});
/** Number fields: 1..100, step 1, default 1 (the shared NUMBER_FIELD rule). */
const num = (label: string, description = '', extra: Partial<FieldInput> = {}): FieldInput => ({
  label,
  description,
  type: 'number',
  required: true,
  ...extra,
});
const select = (
  label: string,
  options: [string, number][],
  description = '',
  extra: Partial<FieldInput> = {},
) => ({ label, description, type: 'select', options: opts(...options), ...extra }) satisfies FieldInput;
const multi = (
  label: string,
  options: [string, number][],
  description = '',
  extra: Partial<FieldInput> = {},
) => ({ label, description, type: 'multiselect', options: opts(...options), ...extra }) satisfies FieldInput;
const file = (label: string, description = ''): FieldInput => ({ label, description, type: 'file' });
const date = (label: string, description = ''): FieldInput => ({ label, description, type: 'date' });

/**
 * Turnaround preferences: the options mention business days, so pricing ignores them whatever their
 * credit (speed is paid through the priority level instead).
 */
const turnaround = () =>
  select(
    'Turnaround',
    [
      ['Within 10 business days', 0],
      ['Within 5 business days', 3],
      ['Within 2 business days', 6],
    ],
    'When you would like to receive the first version',
  );

export const CATALOGUE: CatalogueGroup[] = [
  {
    name: 'Creative',
    description: 'Design, illustration, video and presentation work by our creative team.',
    children: [
      {
        name: 'Logo design',
        description: 'A new logo or a refresh of your current mark, delivered in vector and web formats.',
        credit: 12,
        popupText:
          'Tell us about your brand: who it speaks to, what it should feel like, and any logos you admire. ' +
          'You receive two to three concepts and two revision rounds.',
        placeholder: {
          title: 'e.g. Logo refresh for Acme Foods',
          content: 'Describe your brand in a few words',
        },
        form: {
          fields: [
            text('Brand name', 'Exactly as it should appear in the logo', { required: true }),
            text('Tagline', 'Optional line shown under the logo'),
            select(
              'Logo style',
              [
                ['Wordmark', 0],
                ['Lettermark', 0],
                ['Pictorial mark', 2],
                ['Mascot', 4],
                ['Others', 2],
              ],
              'Pick the closest style, or describe your own',
            ),
            num('Number of concepts', 'Each extra concept adds its count in credits'),
            multi(
              'File formats',
              [
                ['SVG', 0],
                ['PNG', 0],
                ['PDF', 0],
                ['EPS', 1],
              ],
              'Formats you need delivered',
            ),
            file('Reference images', 'Logos or moodboards you like'),
            area('What to avoid', 'Colours, symbols or styles that must not appear'),
            turnaround(),
          ],
        },
      },
      {
        name: 'Social media graphics',
        description: 'Static posts, stories and banners sized for each social channel.',
        credit: 3,
        popupText:
          'Share the copy for each post and the channels it is for; we adapt the sizes for each one.',
        placeholder: { title: 'e.g. Five posts for the spring sale', content: 'Copy for each post' },
        form: {
          fields: [
            num('Number of Posts', 'One credit per post'),
            multi(
              'Channels',
              [
                ['Instagram', 1],
                ['Facebook', 1],
                ['LinkedIn', 1],
                ['YouTube', 1],
                ['TikTok', 1],
                ['Google Business Profile', 1],
                ['Others', 1],
              ],
              'Each channel adds the sizes it needs',
            ),
            select('Format', [
              ['Square post', 0],
              ['Story / reel cover', 0],
              ['Carousel', 2],
              ['Banner', 1],
            ]),
            area('Post copy', 'The text of each post, one paragraph per post', { required: true }),
            file('Brand assets', 'Logo, fonts or photos to use'),
            date('Publish date', 'When the first post goes live'),
          ],
        },
      },
      {
        name: 'Video editing',
        description: 'Cutting, colour, captions and motion graphics for your footage.',
        credit: 5,
        popupText:
          'Upload or link your raw footage. The price is (base + video length in minutes) × the editing type × the number of videos.',
        placeholder: {
          title: 'e.g. Product launch video edit',
          content: 'Story, pace and music you have in mind',
        },
        form: {
          fields: [
            num('Video length', 'Length of the finished video, in minutes'),
            select(
              'Editing type',
              [
                ['Basic cut', 1],
                ['Standard edit with captions', 1.5],
                ['Advanced edit with motion graphics', 2],
                ['Others', 1.5],
              ],
              'Multiplies the price',
              { required: true },
            ),
            num('Number of videos', 'Versions or cut-downs to deliver'),
            select('Aspect ratio', [
              ['16:9 landscape', 0],
              ['9:16 vertical', 0],
              ['1:1 square', 0],
            ]),
            text('Footage link', 'A shared folder with your raw footage'),
            file('Footage files', 'Short clips can be uploaded directly'),
            area('Editing notes'),
            date('Publish date'),
          ],
          pricing: {
            add: ['Video length'],
            multiplyOption: ['Editing type'],
            multiplyValue: ['Number of videos'],
          },
        },
      },
      {
        name: 'Presentation design',
        description: 'Pitch decks, sales decks and reports designed slide by slide.',
        credit: 0,
        popupText:
          'Priced per slide: the scope credit × the number of slides. Attach your current deck or outline.',
        placeholder: { title: 'e.g. Investor pitch deck, Q3', content: 'Audience and goal of the deck' },
        form: {
          fields: [
            select(
              'Scope',
              [
                ['Polish existing slides', 1],
                ['Redesign from outline', 2],
                ['Full design with copywriting', 3],
              ],
              'Credit per slide',
              { required: true },
            ),
            num('Number of slides'),
            select('Software', [
              ['PowerPoint', 0],
              ['Google Slides', 0],
              ['Keynote', 0],
              ['Others', 0],
            ]),
            file('Current deck or outline'),
            area('Audience and goal'),
            date('Presentation date'),
          ],
          pricing: { multiplyValue: ['Number of slides'] },
        },
      },
      {
        name: 'Illustration',
        description: 'Custom illustrations for web, print and packaging.',
        credit: 8,
        popupText: 'Describe the scene, the style and where the illustration will be used.',
        placeholder: { title: 'e.g. Hero illustration for the homepage' },
        form: {
          fields: [
            select('Style', [
              ['Flat', 0],
              ['Line art', 0],
              ['Hand-drawn', 2],
              ['3D render', 5],
              ['Others', 2],
            ]),
            num('Number of illustrations'),
            area('Scene description', '', { required: true }),
            file('References'),
            turnaround(),
          ],
        },
      },
    ],
  },
  {
    name: 'Marketing',
    description: 'Campaigns, content and reporting that bring customers in.',
    children: [
      {
        name: 'Email campaign',
        description: 'Design and copy of a newsletter or promotional e-mail, ready for your e-mail platform.',
        credit: 4,
        popupText: 'Tell us the goal, the audience and the offer; we deliver the template and the copy.',
        placeholder: { title: 'e.g. Black Friday newsletter', content: 'Offer and call to action' },
        form: {
          fields: [
            num('Number of emails', 'Emails in the sequence'),
            select('Platform', [
              ['Mailchimp', 0],
              ['Klaviyo', 0],
              ['HubSpot', 0],
              ['Others', 1],
            ]),
            select('Copywriting', [
              ['I provide the copy', 0],
              ['Write the copy for me', 3],
            ]),
            text('Reply-to address', 'Where replies should go', { pattern: 'email' }),
            date('Send date'),
            area('Offer and call to action', '', { required: true }),
          ],
        },
      },
      {
        name: 'Ad analytics report',
        description: 'A report of your paid campaigns across ad platforms with recommendations.',
        credit: 4,
        popupText:
          'Priced per platform: the report credit × the number of platforms selected (at least one).',
        placeholder: { title: 'e.g. Q2 paid media report' },
        form: {
          fields: [
            multi(
              'Ad platforms',
              [
                ['Google Ads', 0],
                ['Meta Ads', 0],
                ['LinkedIn Ads', 0],
                ['TikTok Ads', 0],
                ['Amazon Ads', 0],
                ['Others', 0],
              ],
              'The price is multiplied by the number of platforms',
              { required: true },
            ),
            select('Reporting period', [
              ['Last 30 days', 0],
              ['Last quarter', 2],
              ['Last 12 months', 4],
            ]),
            select('Depth', [
              ['Summary dashboard', 0],
              ['Detailed with recommendations', 3],
            ]),
            text('Send report to', 'E-mail of the person who receives the report', { pattern: 'email' }),
            area('Questions to answer'),
          ],
          pricing: { multiplyCount: ['Ad platforms'] },
        },
      },
      {
        name: 'SEO audit',
        description: 'Technical, on-page and content audit of your website with a prioritised fix list.',
        credit: 15,
        popupText:
          'Give us the site address and the search terms that matter; the audit arrives as a report.',
        placeholder: { title: 'e.g. SEO audit of acme.test' },
        form: {
          fields: [
            text('Website address', '', { required: true }),
            num('Number of pages', 'Key pages to review in depth'),
            multi('Focus areas', [
              ['Technical', 0],
              ['On-page', 0],
              ['Content gaps', 2],
              ['Backlinks', 3],
            ]),
            area('Target keywords'),
            turnaround(),
          ],
        },
      },
      {
        name: 'Social media content calendar',
        description: 'A month of planned posts with captions and hashtags for your channels.',
        credit: 6,
        popupText: 'We plan the month with you: themes, key dates and the tone of voice.',
        placeholder: { title: 'e.g. Content calendar for June' },
        form: {
          fields: [
            multi('Channels', [
              ['Instagram', 1],
              ['Facebook', 1],
              ['LinkedIn', 1],
              ['TikTok', 1],
              ['Others', 1],
            ]),
            num('Posts per week'),
            text('Month'),
            area('Themes and key dates'),
          ],
        },
      },
      {
        name: 'Copywriting',
        description: 'Web pages, product descriptions, blog posts and ads written by a copywriter.',
        credit: 2,
        popupText: 'Tell us the audience, the tone and the length; attach any notes or examples.',
        placeholder: { title: 'e.g. About page copy' },
        form: {
          fields: [
            select('Length', [
              ['Up to 300 words', 1],
              ['300 to 800 words', 3],
              ['800 to 1500 words', 6],
            ]),
            num('Number of pieces'),
            select('Tone', [
              ['Friendly', 0],
              ['Professional', 0],
              ['Playful', 0],
              ['Others', 0],
            ]),
            area('Brief', '', { required: true }),
            file('Notes or examples'),
          ],
        },
      },
    ],
  },
  {
    name: 'Consulting',
    description: 'Strategy sessions and research with senior consultants.',
    children: [
      {
        name: 'Brand strategy session',
        description: 'A two-hour workshop on positioning, audience and messaging, with a written summary.',
        credit: 20,
        popupText: 'Pick a date and tell us who attends; we send a short questionnaire beforehand.',
        placeholder: { title: 'e.g. Brand positioning workshop' },
        form: {
          fields: [
            date('Preferred date', 'We confirm the slot by e-mail'),
            text('Contact name', 'Letters only', { pattern: 'name', required: true }),
            text('Contact phone', '(123) 456-7890 or 123-456-7890', { pattern: 'phone' }),
            num('Number of attendees', 'Each attendee adds one credit'),
            select('Format', [
              ['Video call', 0],
              ['On site', 10],
            ]),
            area('Questions to cover'),
          ],
        },
      },
      {
        name: 'Market research',
        description: 'Competitor, customer and pricing research summarised in a report.',
        credit: 18,
        popupText: 'Name the market, the competitors you know and the decisions the research should inform.',
        placeholder: { title: 'e.g. Competitor scan: plant-based snacks' },
        form: {
          fields: [
            text('Market or category', '', { required: true }),
            num('Number of competitors', 'Competitors analysed in depth'),
            multi('Research methods', [
              ['Desk research', 0],
              ['Customer survey', 8],
              ['Customer interviews', 12],
              ['Others', 5],
            ]),
            text('Headquarters ZIP code', 'US ZIP 12345 or 12345-6789', { pattern: 'zip' }),
            area('Decisions to inform'),
            turnaround(),
          ],
        },
      },
      {
        name: 'Business plan review',
        description: 'A consultant reviews your business plan or pitch and returns written feedback.',
        credit: 10,
        popupText: 'Attach the plan; tell us who it is for (bank, investors, partners).',
        placeholder: { title: 'e.g. Review of 2026 business plan' },
        form: {
          fields: [
            file('Business plan', 'PDF, Word or slides'),
            select('Audience', [
              ['Bank', 0],
              ['Investors', 0],
              ['Internal team', 0],
              ['Others', 0],
            ]),
            select('Feedback depth', [
              ['Written notes', 0],
              ['Notes and a one-hour call', 5],
            ]),
            area('What worries you most'),
          ],
        },
      },
    ],
  },
  {
    name: 'E-commerce',
    description: 'Store setup, listings, integrations and product content.',
    children: [
      {
        name: 'Shopify sales channel integration',
        description: 'Connect your Shopify store to marketplaces and sales channels, with catalogue sync.',
        credit: 6,
        popupText:
          'Priced per channel: the integration credit × the number of channels selected (at least one).',
        placeholder: { title: 'e.g. Connect Shopify to Amazon and Walmart' },
        form: {
          fields: [
            multi(
              'Sales channels',
              [
                ['Amazon Store', 0],
                ['Walmart Marketplace', 0],
                ['Faire Marketplace', 0],
                ['Google Shopping', 0],
                ['Facebook Shop', 0],
                ['Others', 0],
              ],
              'The price is multiplied by the number of channels',
              { required: true },
            ),
            text('Store address', 'Your myshopify.com address', { required: true }),
            select('Catalogue size', [
              ['Up to 50 products', 0],
              ['50 to 500 products', 3],
              ['More than 500 products', 8],
            ]),
            area('Access notes', 'How we get collaborator access (never send passwords here)'),
          ],
          pricing: { multiplyCount: ['Sales channels'] },
        },
      },
      {
        name: 'Product listing creation',
        description: 'Titles, descriptions, bullet points and images for marketplace listings.',
        credit: 1,
        popupText: 'One credit per product plus the marketplace; attach your product sheet.',
        placeholder: { title: 'e.g. 10 new listings for Amazon' },
        form: {
          fields: [
            num('Number of products'),
            select('Marketplace', [
              ['Amazon Store', 2],
              ['Walmart Marketplace', 2],
              ['Shopify Store', 1],
              ['Faire Marketplace', 1],
              ['Others', 2],
            ]),
            file('Product sheet'),
            area('Notes'),
          ],
        },
      },
      {
        name: 'Product photo retouching',
        description: 'Background removal, colour correction and resizing of product photos.',
        credit: 1,
        popupText: 'Upload the photos; tell us the background and the sizes you need.',
        placeholder: { title: 'e.g. Retouch 20 product photos' },
        form: {
          fields: [
            num('Number of photos'),
            select('Background', [
              ['White', 0],
              ['Transparent', 0],
              ['Lifestyle scene', 3],
              ['Others', 1],
            ]),
            file('Photos'),
            turnaround(),
          ],
        },
      },
      {
        name: 'Online store setup',
        description: 'A complete store on Shopify or WooCommerce: theme, pages, payments and shipping.',
        credit: 30,
        popupText: 'We set up the store end to end; you get a walkthrough call when it is ready.',
        placeholder: { title: 'e.g. New Shopify store for Acme Apparel' },
        form: {
          fields: [
            select('Platform', [
              ['Shopify Store', 0],
              ['WooCommerce', 5],
              ['Others', 5],
            ]),
            num('Number of products', 'Products we load for you'),
            text('Domain'),
            area('Pages and features'),
            date('Launch date'),
          ],
        },
      },
    ],
  },
  {
    name: 'Tech Support',
    description: 'Fixes, setup and maintenance of your website and business tools.',
    children: [
      {
        name: 'Website bug fix',
        description: 'Diagnose and fix a problem on your website.',
        credit: 3,
        popupText: 'Tell us where the problem is and how to reproduce it; screenshots help.',
        placeholder: { title: 'e.g. Checkout button does nothing on mobile' },
        form: {
          fields: [
            text('Page address', 'Where the problem happens', { required: true }),
            select('Severity', [
              ['Low: cosmetic', 0],
              ['Medium: a feature is broken', 2],
              ['High: customers cannot buy', 4],
            ]),
            area('Steps to reproduce', '', { required: true }),
            file('Screenshots'),
          ],
        },
      },
      {
        name: 'Domain and email setup',
        description: 'Register or move a domain and set up business e-mail mailboxes.',
        credit: 2,
        popupText: 'Give us the domain and the mailboxes you need; we send the sign-in details securely.',
        placeholder: { title: 'e.g. Mailboxes for acme.test' },
        form: {
          fields: [
            text('Domain', '', { required: true }),
            num('Number of mailboxes'),
            select('Provider', [
              ['Google Workspace', 0],
              ['Microsoft 365', 0],
              ['Others', 1],
            ]),
            text('Admin e-mail', 'Where we send setup details', { pattern: 'email' }),
            text('Admin phone', '(123) 456-7890 or 123-456-7890', { pattern: 'phone' }),
          ],
        },
      },
      {
        name: 'Website maintenance',
        description: 'Monthly updates, backups and uptime checks for WordPress or Shopify sites.',
        credit: 5,
        popupText: 'We keep your site updated and backed up and report every month.',
        placeholder: { title: 'e.g. Maintenance for acme.test, June' },
        form: {
          fields: [
            text('Website address', '', { required: true }),
            select('Platform', [
              ['WordPress', 0],
              ['Shopify', 0],
              ['Others', 2],
            ]),
            multi('Tasks', [
              ['Plugin and theme updates', 1],
              ['Backups', 1],
              ['Uptime monitoring', 1],
              ['Speed optimisation', 3],
            ]),
            area('Notes'),
          ],
        },
      },
      {
        name: 'Landing page build',
        description: 'A responsive landing page built from your design or ours, with analytics.',
        credit: 15,
        popupText: 'Attach the design if you have one; otherwise describe the sections you need.',
        placeholder: { title: 'e.g. Landing page for the autumn campaign' },
        form: {
          fields: [
            num('Number of sections'),
            select('Design', [
              ['I have a design', 0],
              ['Design it for me', 8],
            ]),
            multi('Integrations', [
              ['Analytics', 0],
              ['Newsletter signup', 1],
              ['Booking form', 2],
              ['Others', 2],
            ]),
            file('Design files'),
            area('Sections and copy'),
            date('Launch date'),
            turnaround(),
          ],
        },
      },
    ],
  },
];

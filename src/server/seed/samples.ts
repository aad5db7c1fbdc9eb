import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext, SessionUser } from '../context.ts';
import { companies, requestTypes, serviceRequests, users } from '../db/schema/index.ts';
import { loadSessionUser } from '../plugins/auth.ts';
import { writeRequest } from '../modules/requests/index.ts';
import type { PriorityLevel } from '#shared/domain/priority.ts';
import type { RequestStatus } from '#shared/domain/request-status.ts';

type Sample = {
  title: string;
  type: string;
  company: string;
  by: string;
  content: Record<string, string | number | string[]>;
  assignees: string[];
  priorityLevel?: PriorityLevel;
  /** Where the sample ends up; staff moves it there after the customer submitted it. */
  status: RequestStatus;
  assignedTo?: ('staff' | 'designer')[];
};

/**
 * A dozen sample requests across statuses for Acme and Globex, created through the request service
 * so that prices, ledger, events and notifications are exactly what real use produces. Cheap on
 * purpose: the demo enterprises keep most of their monthly credit (Acme 190, Globex 50).
 */
export const SAMPLES: Sample[] = [
  {
    title: 'Spring sale Instagram posts',
    type: 'Social media graphics',
    company: 'Acme Foods',
    by: 'owner@acme.test',
    content: {
      'Number of Posts': 3,
      Channels: ['Instagram', 'Facebook'],
      Format: 'Square post',
      'Post copy': 'Three posts announcing 20% off all spring jams.',
    },
    assignees: ['owner@acme.test', 'member@acme.test'],
    status: 'NOT_START',
  },
  {
    title: 'Checkout button does nothing on mobile',
    type: 'Website bug fix',
    company: 'Acme Foods',
    by: 'member@acme.test',
    content: {
      'Page address': 'https://acme.test/checkout',
      Severity: 'Medium: a feature is broken',
      'Steps to reproduce': 'Open the cart on an iPhone, tap Checkout: nothing happens.',
    },
    assignees: ['member@acme.test'],
    status: 'ASSIGNED',
    assignedTo: ['designer'],
  },
  {
    title: 'About page copy refresh',
    type: 'Copywriting',
    company: 'Acme Foods',
    by: 'owner@acme.test',
    content: {
      Length: 'Up to 300 words',
      'Number of pieces': 1,
      Tone: 'Friendly',
      Brief: 'Shorter, warmer About page that tells our family story.',
    },
    assignees: ['owner@acme.test'],
    status: 'IN_PROGRESS',
    assignedTo: ['staff'],
  },
  {
    title: 'Mailboxes for two new hires',
    type: 'Domain and email setup',
    company: 'Acme Foods',
    by: 'owner@acme.test',
    content: {
      Domain: 'acme.test',
      'Number of mailboxes': 2,
      Provider: 'Google Workspace',
      'Admin e-mail': 'owner@acme.test',
    },
    assignees: ['owner@acme.test'],
    status: 'FINISHED',
    assignedTo: ['staff'],
  },
  {
    title: 'Retouch five product photos',
    type: 'Product photo retouching',
    company: 'Acme Apparel',
    by: 'owner@acme.test',
    content: { 'Number of photos': 5, Background: 'White', Turnaround: 'Within 5 business days' },
    assignees: ['owner@acme.test'],
    status: 'CANCELLED',
  },
  {
    title: 'Q3 investor deck polish',
    type: 'Presentation design',
    company: 'Acme Foods',
    by: 'member@acme.test',
    content: { Scope: 'Polish existing slides', 'Number of slides': 6, Software: 'Google Slides' },
    assignees: ['member@acme.test'],
    status: 'DRAFT',
  },
  {
    title: 'Newsletter for the autumn menu',
    type: 'Email campaign',
    company: 'Acme Foods',
    by: 'member@acme.test',
    content: {
      'Number of emails': 1,
      Platform: 'Mailchimp',
      Copywriting: 'I provide the copy',
      'Offer and call to action': 'New autumn menu: book a table.',
    },
    assignees: ['member@acme.test', 'owner@acme.test'],
    status: 'NOT_START',
  },
  {
    title: 'Acme Apparel logo refresh',
    type: 'Logo design',
    company: 'Acme Apparel',
    by: 'owner@acme.test',
    content: {
      'Brand name': 'Acme Apparel',
      'Logo style': 'Wordmark',
      'Number of concepts': 1,
      'File formats': ['SVG', 'PNG'],
    },
    assignees: ['owner@acme.test'],
    priorityLevel: 'PRIORITY',
    status: 'ASSIGNED',
    assignedTo: ['designer', 'staff'],
  },
  {
    title: 'Summer store banner',
    type: 'Social media graphics',
    company: 'Globex Retail',
    by: 'owner@globex.test',
    content: {
      'Number of Posts': 1,
      Channels: ['Instagram'],
      Format: 'Banner',
      'Post copy': 'Summer collection is here.',
    },
    assignees: ['owner@globex.test'],
    status: 'NOT_START',
  },
  {
    title: 'Listings for the new mug range',
    type: 'Product listing creation',
    company: 'Globex Retail',
    by: 'owner@globex.test',
    content: { 'Number of products': 2, Marketplace: 'Shopify Store' },
    assignees: ['owner@globex.test'],
    status: 'IN_PROGRESS',
    assignedTo: ['designer'],
  },
  {
    title: 'Competitor scan: kitchenware',
    type: 'Market research',
    company: 'Globex Retail',
    by: 'owner@globex.test',
    content: {
      'Market or category': 'Kitchenware',
      'Number of competitors': 3,
      'Research methods': ['Desk research'],
    },
    assignees: ['owner@globex.test'],
    status: 'DRAFT',
  },
  {
    title: 'Monthly website check',
    type: 'Website maintenance',
    company: 'Globex Retail',
    by: 'owner@globex.test',
    content: { 'Website address': 'https://globex.test', Platform: 'WordPress', Tasks: ['Backups'] },
    assignees: ['owner@globex.test'],
    status: 'FINISHED',
    assignedTo: ['staff'],
  },
];

/** Creates the samples once: if any of them exists already, nothing is done. */
export async function seedSampleRequests(ctx: AppContext, samples: Sample[] = SAMPLES): Promise<void> {
  const db = ctx.db;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(serviceRequests)
    .where(
      inArray(
        serviceRequests.title,
        samples.map((s) => s.title),
      ),
    );
  if ((existing?.n ?? 0) > 0) return;

  const domain = ctx.env.PROVIDER_DOMAIN;
  const emails = [
    ...new Set(samples.flatMap((s) => [s.by, ...s.assignees])),
    `staff@${domain}`,
    `designer@${domain}`,
  ];
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const idOf = (email: string) => people.find((p) => p.email.toLowerCase() === email)?.id;
  const actors = new Map<string, SessionUser>();
  const actor = async (email: string) => {
    const cached = actors.get(email);
    if (cached) return cached;
    const id = idOf(email);
    const user = id ? await loadSessionUser(db, id, domain) : null;
    if (!user) throw new Error(`Sample requests need the demo user ${email}`);
    actors.set(email, user);
    return user;
  };
  const typeId = async (name: string) =>
    (await db.select({ id: requestTypes.id }).from(requestTypes).where(eq(requestTypes.name, name)))[0]?.id;
  const companyId = async (name: string) =>
    (await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name)))[0]?.id;

  const staff = await actor(`staff@${domain}`);
  for (const s of samples) {
    const customer = await actor(s.by);
    const [type, company] = [await typeId(s.type), await companyId(s.company)];
    if (!type || !company) {
      throw new Error(`Sample "${s.title}" needs type ${s.type} and company ${s.company}`);
    }
    const created = await writeRequest(
      ctx,
      customer,
      'create',
      {
        title: s.title,
        serviceRequestType: type,
        company,
        content: JSON.stringify(s.content),
        assignees: s.assignees.map((e) => idOf(e)!),
        priorityLevel: s.priorityLevel ?? 'STANDARD',
        status: s.status === 'DRAFT' ? 'DRAFT' : 'NOT_START',
      },
      null,
    );
    if (s.status === 'CANCELLED') {
      await writeRequest(ctx, customer, 'update', { status: 'CANCELLED' }, created.id);
    } else if (s.status !== 'DRAFT' && s.status !== 'NOT_START') {
      await writeRequest(
        ctx,
        staff,
        'update',
        { status: s.status, assignedTo: (s.assignedTo ?? []).map((who) => idOf(`${who}@${domain}`)!) },
        created.id,
      );
    }
  }
}

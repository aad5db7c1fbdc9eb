import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './fixtures.ts';

/*
 * The layout guard (issue 23): each main page at 1440×900 and on a 375×812 touch phone shows what
 * matters first on the first screen (the list's first rows, the board's first column, the
 * dashboard's first figures…), never scrolls sideways on the phone and has no element wider than
 * the viewport. A filter bar stacking its fields one a row (issue 23, defect 1) pushes the list
 * below the first screen and fails here.
 *
 * Every run writes a screenshot of each page at each size to test-results/screens/ (git-ignored),
 * for a person to look at: `<page>-<width>.png`.
 */

const SCREENS = 'test-results/screens';
mkdirSync(SCREENS, { recursive: true });

const SIZES = [
  { name: 'desktop', width: 1440, height: 900, touch: false },
  { name: 'phone', width: 375, height: 812, touch: true },
] as const;
type Size = (typeof SIZES)[number];

type PageCase = {
  name: string;
  account: string;
  /** Opens the page (a path, or steps for a dialog such as the search). */
  open: string | ((page: Page) => Promise<void>);
  /** What must lie wholly inside the first screen, once shown. */
  first: (page: Page, size: Size) => Locator[];
};

const firstN = (locator: Locator, n: number) => Array.from({ length: n }, (_, i) => locator.nth(i));
const listRows = (page: Page) => page.locator('ul[aria-label$="requests"] > li');

const PAGES: PageCase[] = [
  {
    name: 'dashboard',
    account: ACCOUNTS.acmeOwner,
    open: '/dashboard',
    // The first row of status tiles: six on desktop, two on the phone.
    first: (page, size) =>
      (size.name === 'desktop'
        ? ['NOT_START', 'ASSIGNED', 'IN_PROGRESS', 'FINISHED', 'CANCELLED', 'DRAFT']
        : ['NOT_START', 'ASSIGNED']
      ).map((s) => page.getByTestId(`status-tile-${s}`)),
  },
  {
    name: 'dashboard-staff',
    account: ACCOUNTS.staff,
    open: '/dashboard',
    first: (page) => [page.getByTestId('status-tile-NOT_START'), page.getByTestId('status-tile-ASSIGNED')],
  },
  {
    // Staff: the fullest filter bar (assignee and customer filters too).
    name: 'requests',
    account: ACCOUNTS.staff,
    open: '/requests',
    // Phone rows are cards of ~175 px: two fit under the header, tabs and the filter row.
    first: (page, size) => firstN(listRows(page), size.name === 'desktop' ? 5 : 2),
  },
  {
    name: 'workspace',
    account: ACCOUNTS.acmeOwner,
    open: '/myworkspace',
    first: (page) => firstN(listRows(page), 2),
  },
  {
    name: 'requestboard',
    account: ACCOUNTS.staff,
    open: '/requestboard',
    first: (page) => [
      page.getByTestId('board-column-NOT_START').getByRole('heading').first(),
      page.getByTestId('board-column-NOT_START-cards').getByRole('listitem').first(),
    ],
  },
  {
    name: 'credits-ledger',
    account: ACCOUNTS.acmeOwner,
    open: async (page) => {
      const session = await signIn(page, ACCOUNTS.acmeOwner);
      await page.goto(`/credits/${session.enterprises[0]!.id}`);
    },
    first: (page) => firstN(page.getByTestId('ledger-row'), 2),
  },
  {
    name: 'catalogue',
    account: ACCOUNTS.staff,
    open: '/catalogue',
    first: (page) => [
      page
        .getByRole('region', { name: /^Category / })
        .first()
        .getByRole('heading')
        .first(),
    ],
  },
  {
    name: 'enterprises',
    account: ACCOUNTS.staff,
    open: '/enterprises',
    first: (page) => firstN(page.getByTestId('enterprise-row'), 2),
  },
  {
    name: 'brandkit',
    account: ACCOUNTS.acmeOwner,
    open: '/brandkit',
    first: (page) => [page.getByRole('heading', { level: 1, name: 'Brand Kit' })],
  },
  {
    name: 'team',
    account: ACCOUNTS.acmeOwner,
    open: '/team',
    first: (page) => [
      page.getByRole('heading', { level: 1, name: 'Team' }),
      page.getByRole('list', { name: 'Team' }).getByRole('listitem').first(),
    ],
  },
  {
    name: 'audit',
    account: ACCOUNTS.acmeOwner,
    open: '/audit',
    first: (page) => [page.getByRole('heading', { level: 1, name: 'Audit log' })],
  },
  {
    name: 'integrations',
    account: ACCOUNTS.acmeOwner,
    open: '/integrations',
    first: (page) => [
      page.getByRole('heading', { level: 1, name: 'Integrations' }),
      page.getByRole('button', { name: 'Add endpoint' }),
    ],
  },
  {
    name: 'staff',
    account: ACCOUNTS.staff,
    open: '/staff',
    first: (page) => [page.getByRole('heading', { level: 1, name: 'Staff' })],
  },
  {
    name: 'account',
    account: ACCOUNTS.acmeMember,
    open: '/account',
    first: (page) => [page.getByRole('heading', { level: 1, name: 'Account settings' })],
  },
  {
    name: 'notifications',
    account: ACCOUNTS.acmeMember,
    open: '/account/notifications',
    first: (page) => [
      page.getByRole('heading', { level: 1, name: 'Notifications' }),
      page.getByRole('combobox', { name: 'E-mail: New request' }),
    ],
  },
  {
    name: 'support',
    account: ACCOUNTS.acmeOwner,
    open: '/support',
    first: (page) => [page.getByRole('form', { name: 'Support form' }).getByRole('textbox').first()],
  },
  {
    name: 'search',
    account: ACCOUNTS.staff,
    open: async (page) => {
      await page.goto('/dashboard');
      await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
      await page.getByRole('dialog').getByRole('combobox', { name: 'Search' }).fill('logo');
    },
    first: (page) => [page.getByRole('dialog').getByRole('option').first()],
  },
];

/**
 * Elements sticking out of the viewport sideways, unless a scrolling or clipping box within the
 * viewport holds them (the board's columns, the status tabs): such a box scrolls, the page does not.
 */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const out: string[] = [];
    // Held by a box that clips or scrolls within the viewport, or inside a visually hidden one
    // (the charts' tables for screen readers).
    const heldInside = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const cs = getComputedStyle(p);
        if (cs.clip.startsWith('rect') || cs.clipPath !== 'none') return true;
        if (cs.overflowX !== 'visible' || cs.position === 'fixed') {
          const r = p.getBoundingClientRect();
          if (r.left >= -1 && r.right <= vw + 1) return true;
        }
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      // Nothing to see, or parked far above the page (a chart library's text measurer).
      if (r.width === 0 || r.height === 0 || r.bottom < 0) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden' || cs.clipPath !== 'none' || cs.clip.startsWith('rect')) continue;
      if (r.width <= vw + 1 && r.left >= -1 && r.right <= vw + 1) continue;
      if (heldInside(el)) continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 3).join('.')}`;
      out.push(`${name} (left ${Math.round(r.left)}, width ${Math.round(r.width)})`);
    }
    return out;
  });

// Each page is checked on its own (its own sign-in, nothing changed): spread over every worker.
test.describe.configure({ mode: 'parallel' });

for (const size of SIZES) {
  test.describe(`layout at ${size.width}×${size.height}`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      isMobile: size.touch,
      hasTouch: size.touch,
    });

    for (const c of PAGES) {
      test(`${c.name}: what matters first is on the first screen, nothing wider than the screen`, async ({
        page,
      }) => {
        if (typeof c.open === 'string') {
          await signIn(page, c.account);
          await page.goto(c.open);
        } else {
          if (c.name !== 'credits-ledger') await signIn(page, c.account);
          await c.open(page);
        }
        const first = c.first(page, size);
        // A cold page on a busy 2-core machine can take longer than the default 15 s; its speed is
        // bench/feel.ts's business, its layout this test's.
        for (const el of first) await expect(el).toBeVisible({ timeout: 60_000 });
        // A list's rows come with the document (drawn by the server); measure once the app has
        // rendered over them (main.tsx), not while it swaps them.
        await expect(page.locator('#root[data-prerendered]')).toHaveCount(0, { timeout: 60_000 });
        await expect(page.getByTestId('page-skeleton').locator('visible=true')).toHaveCount(0);
        await page.evaluate(() => document.fonts.ready);

        await page.screenshot({ path: `${SCREENS}/${c.name}-${size.width}.png` });

        for (const [i, el] of first.entries()) {
          const box = (await el.boundingBox())!;
          expect(
            box.y + box.height,
            `${c.name}: item ${i + 1} of what matters first ends at ${Math.round(box.y + box.height)} px, below the first screen (${size.height} px)`,
          ).toBeLessThanOrEqual(size.height);
          expect(box.y).toBeGreaterThanOrEqual(0);
        }
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        expect(widths.scroll, 'the page does not scroll sideways').toBeLessThanOrEqual(widths.client);
        expect(await overflowing(page), 'elements wider than, or sticking out of, the viewport').toEqual([]);
      });
    }
  });
}

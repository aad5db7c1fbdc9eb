import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './fixtures.ts';
import { drawer } from './requests-helpers.ts';

// Issue 23, accessibility: axe-core's WCAG 2.0/2.1 A and AA rules, plus the best-practice "region"
// rule (all content inside landmarks) and "label-content-name-mismatch" (WCAG 2.5.3: a control's
// accessible name contains its visible text; axe ships it as experimental, so off unless asked for),
// on every main page at desktop and phone size, with the request
// drawer and the search palette open too. Any violation fails the test and is listed in its message
// (and the failed test comes with a screenshot, playwright.config.ts; layout.spec.ts writes one of
// each main page at both sizes for a person to look at).

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Account = keyof typeof ACCOUNTS;

type MainPage = {
  name: string;
  /** Signed-in account, or none for the public pages. */
  as?: Account;
  /** Where to go; a function when it depends on the signed-in session. */
  path: string | ((enterpriseId: number) => string);
  /** What the user sees once the page has loaded (then axe looks at it). */
  ready: (page: Page) => Locator;
  /** A step after the page has loaded (open a drawer or a dialog); answers what shows it is open. */
  open?: (page: Page) => Promise<Locator>;
};

const h1 = (page: Page, name?: string | RegExp) => page.getByRole('heading', { level: 1, name });

const MAIN_PAGES: MainPage[] = [
  { name: 'home', path: '/', ready: (page) => h1(page) },
  { name: 'login', path: '/login', ready: (page) => h1(page, 'Sign in') },
  { name: 'sign-up', path: '/signup', ready: (page) => h1(page, 'Create an account') },
  { name: 'sign-up member', path: '/signup/member', ready: (page) => h1(page, 'Join your company') },
  { name: 'terms', path: '/terms', ready: (page) => h1(page, 'Terms of Service') },
  { name: 'privacy policy', path: '/privacy-policy', ready: (page) => h1(page, 'Privacy Policy') },
  {
    name: 'dashboard (owner)',
    as: 'acmeOwner',
    path: '/dashboard',
    ready: (page) => page.getByRole('region', { name: /Credit report/ }).getByTestId('report-forecast'),
  },
  {
    name: 'dashboard (member)',
    as: 'acmeMember',
    path: '/dashboard',
    ready: (page) => page.getByRole('heading', { name: 'Requests by status' }),
  },
  {
    name: 'dashboard (staff)',
    as: 'staff',
    path: '/dashboard',
    ready: (page) => h1(page),
  },
  {
    name: 'my workspace',
    as: 'acmeOwner',
    path: '/myworkspace?alignBy=status',
    ready: (page) => page.getByTestId('request-row').first(),
  },
  {
    name: 'all requests',
    as: 'acmeOwner',
    path: '/requests?alignBy=status',
    ready: (page) => page.getByTestId('request-row').first(),
  },
  {
    name: 'request drawer',
    as: 'acmeOwner',
    path: '/requests?alignBy=status',
    ready: (page) => page.getByTestId('request-row').first(),
    open: async (page) => {
      // A submitted request (read-only view), not a draft (which opens the form).
      await page
        .getByTestId('request-row')
        .filter({ hasNot: page.getByText('Draft', { exact: true }) })
        .first()
        .getByRole('link')
        .click();
      return drawer(page).getByTestId('request-drawer-title');
    },
  },
  {
    name: 'new request drawer',
    as: 'acmeOwner',
    path: '/myworkspace?alignBy=status&new=1',
    ready: (page) => drawer(page).getByRole('combobox', { name: /Service Request Type/ }),
  },
  {
    name: 'search results',
    as: 'acmeOwner',
    path: '/dashboard',
    ready: (page) => page.getByRole('banner').getByRole('button', { name: 'Search' }).first(),
    open: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Search' }).first().click();
      await page.getByRole('dialog').getByRole('combobox', { name: 'Search' }).fill('checkout');
      return page
        .getByRole('listbox', { name: 'Search results' })
        .getByText('Checkout button does nothing on mobile');
    },
  },
  {
    name: 'request board',
    as: 'staff',
    path: '/requestboard',
    ready: (page) =>
      page.getByRole('region', { name: 'Not Started', exact: true }).getByRole('listitem').first(),
  },
  {
    name: 'credit ledger',
    as: 'acmeOwner',
    path: (enterpriseId) => `/credits/${enterpriseId}`,
    ready: (page) => page.getByTestId('ledger-row').first(),
  },
  {
    name: 'catalogue',
    as: 'staff',
    path: '/catalogue',
    ready: (page) => page.getByRole('region', { name: /^Category / }).first(),
  },
  {
    name: 'enterprises',
    as: 'staff',
    path: '/enterprises',
    ready: (page) => page.getByRole('link', { name: /Acme/ }).first(),
  },
  {
    name: 'brand kit',
    as: 'acmeOwner',
    path: '/brandkit',
    ready: (page) => h1(page),
  },
  {
    name: 'support',
    as: 'acmeOwner',
    path: '/support',
    ready: (page) => page.getByRole('button', { name: /Send/ }),
  },
  {
    name: 'integrations: add a webhook endpoint',
    as: 'staff',
    path: '/integrations',
    ready: (page) => h1(page, 'Integrations'),
    open: async (page) => {
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      return page
        .getByRole('dialog', { name: 'Add an endpoint' })
        .getByRole('combobox', { name: 'Events of' });
    },
  },
];

/** Runs axe on the page as it is; answers one line per violation and affected element. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({
      // Only the violations are read: axe then skips gathering every passing node (its docs'
      // advice for speed), which is most of its work on a full page.
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: { region: { enabled: true }, 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

async function check(page: Page, testInfo: TestInfo, main: MainPage, tag: string) {
  let enterpriseId = 0;
  if (main.as) {
    const session = await signIn(page, ACCOUNTS[main.as]);
    enterpriseId = session.enterprises[0]?.id ?? 0;
  }
  await page.goto(typeof main.path === 'string' ? main.path : main.path(enterpriseId));
  // Generous waits: the suite shares a busy machine; these wait for what is shown, not for time.
  await expect(main.ready(page)).toBeVisible({ timeout: 60_000 });
  if (main.open) await expect(await main.open(page)).toBeVisible({ timeout: 60_000 });
  // Nothing still loading (a spinner or skeleton would be checked instead of the page).
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0, { timeout: 60_000 });

  const found = await violations(page);
  await testInfo.attach(`axe ${main.name} ${tag}`, {
    body: JSON.stringify(found, null, 2),
    contentType: 'application/json',
  });
  expect(found, `axe violations on ${main.name} (${tag})`).toEqual([]);
}

// Each page is checked on its own (its own sign-in, nothing changed): spread over every worker.
test.describe.configure({ mode: 'parallel' });

test.describe('accessibility at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  for (const main of MAIN_PAGES) {
    test(`axe finds nothing on ${main.name}`, async ({ page }, testInfo) => {
      await check(page, testInfo, main, 'desktop');
    });
  }
});

test.describe('accessibility at 375×812 with touch', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  for (const main of MAIN_PAGES) {
    test(`axe finds nothing on ${main.name}`, async ({ page }, testInfo) => {
      await check(page, testInfo, main, 'phone');
    });
  }
});

// WCAG 2.3.3: a person who asked their system for less motion gets none (theme.ts); the others keep
// the app's transitions. The suite itself runs with reduced motion (playwright.config.ts).
test.describe('motion', () => {
  for (const [preference, moves] of [
    ['reduce', false],
    ['no-preference', true],
  ] as const) {
    test(`with prefers-reduced-motion: ${preference}, the controls ${moves ? 'animate' : 'do not animate'}`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: preference });
      await page.goto('/login');
      const button = page.getByRole('button', { name: 'Sign in', exact: true });
      await expect(button).toBeVisible();
      // Read until it settles: while the app's styles replace the prerendered page's, a control may
      // briefly carry a style before the rule that stills it (seen once in CI).
      const longest = () =>
        button.evaluate((el) =>
          Math.max(
            ...getComputedStyle(el)
              .transitionDuration.split(',')
              .map((d) => parseFloat(d)),
          ),
        );
      if (moves) await expect.poll(longest).toBeGreaterThan(0.1);
      else await expect.poll(longest).toBeLessThan(0.001);
    });
  }
});

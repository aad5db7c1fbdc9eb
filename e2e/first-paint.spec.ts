import { ACCOUNTS, DEMO_PASSWORD, expect, signIn, test } from './fixtures.ts';

// Issue 30, a phone's first paint: the signed-out pages come as HTML with the document (prerendered
// at build time, scripts/prerender-plugin.ts), and the app renders over them once its code has run.

test.describe('prerendered signed-out pages', () => {
  test('/login arrives with its sign-in form in the HTML, which cannot submit before the app runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in · Studio Requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail or username' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    // Without the app a native submit would be a GET carrying the password in the address.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Password' })).not.toBeEditable();
    // Styled as the app shows it (the page's styles come with the document): the brand panel's
    // gradient on a wide screen.
    await expect(page.getByRole('complementary', { name: 'About Studio Requests' })).toHaveCSS(
      'background-image',
      /linear-gradient/,
    );
    await context.close();
  });

  for (const { path, heading } of [
    { path: '/signup', heading: 'Create an account' },
    { path: '/forgot-password', heading: 'Reset your password' },
  ]) {
    test(`${path} arrives with its content in the HTML`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await context.close();
    });
  }

  test('the form shows before the app has loaded, and works once it has', async ({ page }) => {
    // The app's code is held back: the visitor sees the prerendered form, which waits for it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const identifier = page.getByRole('textbox', { name: 'E-mail or username' });
    await expect(identifier).toBeVisible();
    await expect(identifier).not.toBeEditable();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Show password' })).toBeDisabled();
    release();
    // The app renders the same form over it, with no loader in between, and it works.
    await expect(identifier).toBeEditable();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await identifier.fill(ACCOUNTS.acmeOwner);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByRole('textbox', { name: 'Password' })).toHaveAttribute('type', 'text');
    await page.getByRole('textbox', { name: 'Password' }).press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).first()).toBeVisible();
  });

  test('the prerendered form is replaced by the app without a loader in between', async ({ page }) => {
    // Every element #root shows, in order: the prerendered page, then the app's own (not a spinner).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { rootContents: string[] }).rootContents = seen;
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        if (!root) return;
        const note = () => seen.push(root.querySelector('h1')?.textContent ?? '(no heading)');
        note();
        new MutationObserver(note).observe(root, { childList: true });
      });
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    const seen = await page.evaluate(() => (window as unknown as { rootContents: string[] }).rootContents);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen)).toEqual(new Set(['Sign in']));
  });

  test('a signed-in visitor opening /login gets the app, which takes them on', async ({ page }) => {
    await signIn(page, ACCOUNTS.acmeOwner);
    const document = await page.request.get('/login');
    expect(await document.text()).not.toContain('data-prerendered');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

// Issue 30: a signed-in route comes with the app's frame in the document (the shell's outline and
// the route's skeleton, prerendered at build time, the same for everyone), then the app renders the
// page over it once its code, the session and the page's first data are there.
test.describe("the app's prerendered frame", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('a signed-in visitor gets the route’s frame in the HTML, with nothing of theirs in it', async ({
    browser,
  }) => {
    const signedIn = await browser.newContext();
    await signIn(await signedIn.newPage(), ACCOUNTS.acmeOwner);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await signedIn.storageState(),
      viewport: { width: 375, height: 812 },
    });
    await signedIn.close();
    const page = await context.newPage();
    // (The list routes' documents carry the viewer's rows instead: below.)
    for (const [path, heading] of [
      ['/support', 'Support'],
      ['/brandkit', 'Brand Kit'],
      ['/team', 'Team'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByTestId('page-skeleton')).toBeVisible();
      const text = (await page.locator('body').innerText()).toLowerCase();
      for (const own of ['olivia', 'owens', 'acme', ACCOUNTS.acmeOwner]) expect(text).not.toContain(own);
    }
    await context.close();
  });

  test('a list route arrives with the viewer’s own rows in the HTML', async ({ browser }) => {
    const signedIn = await browser.newContext();
    const owner = await signedIn.newPage();
    await signIn(owner, ACCOUNTS.acmeOwner);
    const firstPage = async () => {
      const list = await owner.request.get('/api/service-requests?permission=all&limit=20');
      return ((await list.json()) as { data: { id: number; title: string }[] }).data;
    };
    const first = await firstPage();
    expect(first.length).toBeGreaterThan(0);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await signedIn.storageState(),
      viewport: { width: 375, height: 812 },
    });
    const page = await context.newPage();
    for (const path of ['/requests', `/requests/${first[0]!.id}?alignBy=status`]) {
      // Tests beside this one add requests to the Acme list: the document is compared with the API's
      // first page read just before it, again until no request came in between.
      await expect(async () => {
        const data = await firstPage();
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'All Requests' })).toBeVisible();
        await expect(page.getByTestId('request-row')).toHaveCount(data.length, { timeout: 1_000 });
        for (const row of data) {
          await expect(page.getByRole('link', { name: row.title })).toBeVisible({ timeout: 1_000 });
        }
      }).toPass();
      await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
    }
    await signedIn.close();
    await page.goto('/myworkspace');
    await expect(page.getByRole('heading', { level: 1, name: 'My Workspace' })).toBeVisible();
    await expect(page.getByTestId('request-row').first()).toBeVisible();
    await context.close();
  });

  test('the rows show while the code loads, then the app takes over without a skeleton, and works', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.acmeOwner);
    const list = await page.request.get('/api/service-requests?permission=all&limit=20');
    const { data } = (await list.json()) as { data: { id: number; title: string }[] };
    // Whether a skeleton or a spinner is ever in the page once the document is there.
    await page.addInitScript(() => {
      const flags = { skeleton: false, spinner: false };
      (window as unknown as { seenWhileLoading: typeof flags }).seenWhileLoading = flags;
      const check = () => {
        if (document.querySelector('[data-testid="page-skeleton"]')) flags.skeleton = true;
        if (document.querySelector('[role="progressbar"]')) flags.spinner = true;
      };
      document.addEventListener('DOMContentLoaded', () => {
        check();
        new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
      });
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
    });
    await page.goto('/requests', { waitUntil: 'commit' });
    const rows = page.getByTestId('request-row');
    await expect(rows).toHaveCount(data.length);
    // Until the app runs, the title box cannot be typed into (the text would be lost).
    const title = page.getByLabel('Title contains', { exact: true });
    await expect(title).not.toBeEditable();
    // The row on screen before the app ran (marked), to see whether the app kept it.
    await rows.first().evaluate((row) => row.setAttribute('data-seen-before-app', ''));
    release();
    await expect(title).toBeEditable();
    await expect(rows).toHaveCount(data.length);
    // The app hydrated the server's page (its own first render was the same page) rather than
    // drawing a new one over it: the same elements stay, and nothing was drawn over after all.
    await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'hydrated');
    await expect(rows.first()).toHaveAttribute('data-seen-before-app', '');
    expect(
      await page.evaluate(() => (window as unknown as { seenWhileLoading: object }).seenWhileLoading),
    ).toEqual({ skeleton: false, spinner: false });
    // The app started from the document's data: neither the session nor the list was asked for.
    expect(asked.filter((url) => /\/api\/(session|service-requests)(\?|$)/.test(url))).toEqual([]);

    // It works as ever: a row opens its request, and the title filter narrows the list.
    const [first] = data;
    await rows.first().getByRole('link', { name: first!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/requests/${first!.id}\\?`));
    await expect(page.getByTestId('request-drawer-title')).toHaveText(first!.title);
    await page.goBack();
    await expect(page.getByTestId('request-drawer-title')).toHaveCount(0);
    await title.fill(first!.title);
    await expect(page).toHaveURL(/[?&]title=/);
    await expect(rows.first()).toContainText(first!.title);
    await expect(rows).toHaveCount(data.filter((row) => row.title.includes(first!.title)).length);
  });

  for (const [device, options] of [
    ['a phone', { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }],
    ['a laptop', { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false }],
  ] as const) {
    test(`on ${device}, the app hydrates each list route's page without a word in the console`, async ({
      browser,
    }) => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const noise: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') noise.push(`${m.type()}: ${m.text()}`);
      });
      await signIn(page, ACCOUNTS.acmeOwner);
      const list = await page.request.get('/api/service-requests?permission=all&limit=20');
      const { data } = (await list.json()) as { data: { id: number; title: string }[] };
      for (const path of ['/requests', '/myworkspace', `/requests/${data[0]!.id}?alignBy=status`]) {
        await page.goto(path);
        await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
        // Not drawn over: the client's first render was the server's page, element for element.
        await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'hydrated');
        await expect(page.getByTestId('request-row').first()).toBeVisible();
      }
      await expect(page.getByTestId('request-drawer-title')).toHaveText(data[0]!.title);
      expect(noise).toEqual([]);
      await context.close();
    });
  }

  test("a viewer in another time zone than the server's gets the list hydrated from the second visit on", async ({
    browser,
  }) => {
    // UTC+14: never the server's day at the same moment as UTC's evening.
    const context = await browser.newContext({ timezoneId: 'Pacific/Kiritimati' });
    const page = await context.newPage();
    const noise: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') noise.push(`${m.type()}: ${m.text()}`);
    });
    await signIn(page, ACCOUNTS.acmeOwner);
    await page.goto('/requests');
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await expect(page.getByTestId('request-row').first()).toBeVisible();
    // The app told the server its zone (the tz cookie): the next page is drawn in it, and hydrated.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'tz')?.value)
      .toBe(encodeURIComponent('Pacific/Kiritimati'));
    await page.reload();
    await expect(page.locator('#root')).toHaveAttribute('data-time-zone', 'Pacific/Kiritimati');
    await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'hydrated');
    await expect(page.getByTestId('request-row').first()).toBeVisible();
    expect(noise).toEqual([]);
    await context.close();
  });

  test('a phone held sideways gets the layout it shows from the second visit on, and a narrowed window the phone’s', async ({
    browser,
  }) => {
    // A phone's user agent on a screen as wide as a laptop's layout: the server's first guess is a phone.
    const context = await browser.newContext({
      viewport: { width: 844, height: 390 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    });
    const page = await context.newPage();
    const screenCookie = async () => (await context.cookies()).find((c) => c.name === 'screen')?.value;
    await signIn(page, ACCOUNTS.acmeOwner);
    await page.goto('/requests');
    await expect(page.getByTestId('request-row').first()).toBeVisible();
    await expect.poll(screenCookie).toBe('desktop');
    await page.reload();
    // Drawn for the layout the screen really gets, and hydrated as it is: no switch after it.
    await expect(page.locator('#root')).toHaveAttribute('data-width', '1440');
    await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'hydrated');
    await expect(page.getByTestId('request-row').first()).toBeVisible();
    // Narrowed across the breakpoint (turned upright): the next page is drawn for a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(screenCookie).toBe('phone');
    await page.reload();
    await expect(page.locator('#root')).toHaveAttribute('data-width', '375');
    await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'hydrated');
    await context.close();
  });

  test('a visitor whose session has ended gets no frame and lands on the sign-in page', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, ACCOUNTS.acmeOwner);
    // The browser still sends a session cookie, which the server no longer knows.
    await context.clearCookies();
    await context.addCookies([{ name: 'sid', value: 'ended-session', url: baseURL ?? '' }]);
    const document = await page.request.get('/requests');
    expect(await document.text()).not.toContain('data-prerendered');
    await page.goto('/requests');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Frequests$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await context.close();
  });
});

import {
  activationPath,
  answerGateway,
  demoPost,
  deposit,
  expect,
  fundedPlayer,
  newPlayer,
  PASSWORD,
  test,
} from './support';

/**
 * Promotions and promo codes (docs/adr/0046-promotions-promo-codes.md) against the real server and its demo
 * promotions: the list with its categories, a promotion's terms, the bonus pages' "what counts", and a new
 * player's promo code from the check to the bonus on the bonus account.
 */

test.describe('promotions', () => {
  test('ROUTE-047 ROUTE-052 a guest lists the promotions, filters a category and reads a promotion’s full terms', async ({
    page,
  }) => {
    await page.goto('/en/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await expect(categories.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('article')).toHaveCount(6);

    await categories.getByRole('link', { name: 'Casino' }).click();
    await expect(page).toHaveURL(/\/en\/promotions\?category=casino$/);
    await expect(page.getByRole('article')).toHaveCount(1);
    const plinko = page.getByRole('article', { name: /Plinko is here/ });
    await expect(plinko.getByText('PLINKO5', { exact: true })).toBeVisible();

    await plinko.getByRole('link', { name: 'Details and terms' }).click();
    await expect(page).toHaveURL(/\/en\/promotions\/plinko-drop$/);
    await expect(page.getByRole('heading', { level: 1, name: /Plinko is here/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Use code PLINKO5' })).toHaveAttribute(
      'href',
      '/en/office/promotion?code=PLINKO5',
    );
    await expect(page.getByRole('region', { name: 'Who can take it' })).toContainText('Every player.');
    await expect(page.getByRole('region', { name: 'What the code gives' })).toContainText(
      'or the same worth in your currency',
    );
    await expect(
      page.getByRole('region', { name: 'Games its bonus counts on' }).getByRole('link', { name: 'Plinko' }),
    ).toHaveAttribute('href', '/en/casino/game/1016/plinko');
    await expect(page.getByRole('region', { name: 'Full terms' })).toContainText('Wager the bonus 10 times');
  });

  test('CASINO-003 the casino’s bonus page lists its promotions, each with its page under bonus/casino/promotions and by its number under bonus/casino', async ({
    page,
  }) => {
    await page.goto('/en/bonus/casino');
    await expect(page.getByRole('heading', { level: 2, name: 'Promotions' })).toBeVisible();
    const plinko = page.getByRole('article', { name: /Plinko is here/ });
    await plinko.getByRole('link', { name: 'Details and terms' }).click();
    await expect(page).toHaveURL(/\/en\/bonus\/casino\/promotions\/plinko-drop$/);
    await expect(page.getByRole('heading', { level: 1, name: /Plinko is here/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All promotions' })).toHaveAttribute(
      'href',
      '/en/bonus/casino',
    );

    // The same offer by its number: bonus/casino/{id}.
    let id = 0;
    for (let n = 1; n <= 40 && id === 0; n += 1) {
      const answer = await page.request.get(`/web-api/promotions/${n}?lng=en`);
      if (answer.ok() && ((await answer.json()) as { slug: string }).slug === 'plinko-drop') id = n;
    }
    expect(id).toBeGreaterThan(0);
    await page.goto(`/en/bonus/casino/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: /Plinko is here/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All promotions' })).toHaveAttribute(
      'href',
      '/en/bonus/casino',
    );
  });

  test('ROUTE-050 the CMS landing forms: a promotion’s landing with the registration form, its bonus preselected, and the form alone', async ({
    page,
  }) => {
    await page.goto('/en/landing/welcome-casino');
    await expect(
      page.getByRole('heading', { level: 1, name: /casino bonus on your first deposit/ }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Register and take the offer' })).toBeVisible();
    await expect(page.getByLabel(/^Welcome bonus/)).toHaveValue('2');

    await page.goto('/en/form/welcome-sports');
    await expect(
      page.getByRole('heading', { level: 1, name: /sports bonus on your first deposit/ }),
    ).toBeVisible();
    await expect(page.getByLabel(/^Welcome bonus/)).toHaveValue('1');
    await expect(page.getByRole('link', { name: 'Details and terms' })).toHaveAttribute(
      'href',
      '/en/promotions/welcome-sports',
    );
  });

  test('ROUTE-047 the bonus pages: the offers with their rules, and what counts towards a bonus by game', async ({
    page,
  }) => {
    await page.goto('/en/bonuses/rules');
    const tabs = page.getByRole('navigation', { name: 'Bonus pages' });
    await expect(tabs.getByRole('link', { name: 'Offers and rules' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('article')).toHaveCount(6);
    await page
      .getByRole('article', { name: /10 US\$ bonus with code WELCOME10/ })
      .getByRole('link')
      .last()
      .click();
    await expect(page).toHaveURL(/\/en\/bonuses\/rules\/welcome-code$/);
    await expect(page.getByRole('region', { name: 'Who can take it' })).toContainText(
      'Players registered in the last 30 days.',
    );

    await page.goto('/en/bonuses/games');
    await expect(tabs.getByRole('link', { name: 'What counts' })).toHaveAttribute('aria-current', 'page');
    const shares = page.getByRole('table', { name: 'What a casino stake counts, by game' });
    await expect(shares.getByRole('row', { name: /Plinko/ })).toContainText('50 % of the stake');
    await expect(shares.getByRole('row', { name: /Slots/ })).toContainText('100 % of the stake');
  });

  test('a promotion page is drawn by the server with its terms, without scripts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const answer = await page.goto('/en/promotions/weekend-reload');
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: /Reload bonus/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Who can take it' })).toContainText(
      'Players with at least one successful deposit.',
    );
    await expect(page.getByRole('region', { name: 'Full terms' })).toContainText('10,000 uses in all');
    await context.close();
  });

  test('a new player checks a promo code, uses it, finds the bonus with its wagering, and cannot use it twice', async ({
    page,
  }) => {
    await newPlayer(page);
    await page.goto('/en/office/promotion');
    await expect(
      page.getByRole('navigation', { name: 'Personal office' }).getByRole('link', { name: 'Promo code' }),
    ).toHaveAttribute('aria-current', 'page');
    const field = page.getByRole('textbox', { name: /Promo code/ });
    await field.fill('no!');
    await page.getByRole('button', { name: 'Check the code' }).click();
    await expect(page.getByText('A promo code is 3 to 32 letters and digits.')).toBeVisible();

    await field.fill('nosuch99');
    await page.getByRole('button', { name: 'Check the code' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'There is no such promo code. Check the spelling.' }),
    ).toBeVisible();

    await field.fill(' welcome10 ');
    await page.getByRole('button', { name: 'Check the code' }).click();
    await expect(
      page.getByRole('main').getByText('Code WELCOME10 can be used: it gives €10.00 on your bonus account.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Use the code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Wager it as its terms say' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '€10.00 is on your bonus account.' })).toBeVisible();

    await page.getByRole('link', { name: 'See the bonus and its wagering' }).click();
    await expect(page).toHaveURL(/\/en\/office\/bonuses\/wager$/);
    const bonus = page.getByRole('region', { name: 'Promo code bonus' });
    await expect(bonus.getByRole('progressbar', { name: 'Wagering' })).toHaveAttribute('aria-valuenow', '0');

    await page.goto('/en/office/promotion?code=WELCOME10');
    await expect(
      page.getByRole('alert').filter({ hasText: 'You have used this code already.' }),
    ).toBeVisible();
  });

  test('bring a friend: a friend registers through the player’s link and deposits, and the player gets the bonus', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    await newPlayer(page);
    await page.goto('/en/office/bringfriend');
    await expect(page.getByRole('region', { name: 'How it works' })).toContainText(
      'at least €20.00, within 30 days',
    );
    const link = (await page.locator('output').textContent()) ?? '';
    const code = /[?&]bf=([A-Z0-9]{8})$/.exec(link)?.[1];
    expect(code, link).toBeDefined();
    await expect(page.getByRole('table', { name: 'Your friends' })).toContainText(
      'No friend has registered through your link yet.',
    );

    // The friend: another browser that has only answered the cookie and age questions.
    const visitor = await context.storageState();
    const friendContext = await browser.newContext({
      storageState: {
        cookies: visitor.cookies.filter((c) => c.name === 'cookiesAgreeType' || c.name === 'betline_age'),
        origins: visitor.origins.map((o) => ({
          origin: o.origin,
          localStorage: o.localStorage.filter(
            (item) => item.name.startsWith('betline.age') || item.name.includes('Reminder'),
          ),
        })),
      },
    });
    const friend = await friendContext.newPage();
    const hydrated = () => expect(friend.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
    await friend.goto(`/en/?bf=${code}`);
    await hydrated();
    // The link's code is kept in the friend's browser (the seed's `bf` referral cookie) once the site has started.
    await expect
      .poll(
        async () => (await friendContext.cookies()).find((c) => c.name === 'referral_values')?.value ?? '',
      )
      .toContain(code!);
    await friend.goto('/en/registration');
    await hydrated();
    const email = `friend.${Date.now()}@example.com`;
    await expect(friend.getByLabel(/^Country/)).not.toHaveValue('');
    await friend.getByLabel(/^Currency/).selectOption({ label: 'EUR (€)' });
    await friend.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await friend.getByLabel(/^Password/).fill(PASSWORD);
    await friend.getByRole('button', { name: 'Register', exact: true }).last().click();
    await expect(friend.getByTestId('activation-sent')).toContainText(email);
    await friend.goto(await activationPath(friend, email));
    await friend.waitForURL((url) => !url.pathname.includes('/user/activate'), { timeout: 30_000 });
    await expect(friend.getByTestId('header-balance')).toBeVisible({ timeout: 30_000 });

    await page.reload();
    const friends = page.getByRole('table', { name: 'Your friends' });
    await expect(friends).toContainText('Waiting for a first deposit');

    await deposit(friend, '20');
    await answerGateway(friend, 'Confirm payment');
    await expect(friend).toHaveURL(/\/en\/onpay\/success/);
    await friendContext.close();

    // The reward job runs every few seconds on the server.
    await expect(async () => {
      await page.reload();
      await expect(friends).toContainText('Rewarded', { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await expect(friends).toContainText('€10.00');
    await expect(page.getByText('Friends rewarded: 1 of at most 50.')).toBeVisible();
    await page.goto('/en/office/bonuses/wager');
    await expect(page.getByRole('region', { name: 'Bring-a-friend bonus' })).toBeVisible();
  });

  test('ACC-027 cashback: this week’s casino play shows the cashback and points it earns, with the terms', async ({
    page,
  }) => {
    await fundedPlayer(page, '50');
    // Three €5 dice rounds from the money account.
    for (let i = 0; i < 3; i += 1) {
      await demoPost(page, '/web-api/casino/rounds', {
        roundId: crypto.randomUUID(),
        game: 'dice',
        bet: { stake: 500, direction: 'under', target: 5000 },
      });
    }
    await page.goto('/en/office/casino/vipcashback');
    await expect(page.getByText(/10 % of your net casino loss comes back as money/)).toBeVisible();
    const week = page.getByRole('table', { name: 'This week so far' });
    await expect(week.getByRole('row', { name: /EUR/ })).toContainText('€15.00');
    await expect(
      page.getByRole('navigation', { name: 'Personal office' }).getByRole('link', { name: 'Cashback' }),
    ).toHaveAttribute('aria-current', 'page');

    await page.goto('/en/office/rewards');
    await expect(page.getByRole('region', { name: 'Your points' })).toContainText('0 points');
    await expect(page.getByText('You can exchange points from 100 on.')).toBeVisible();
    await expect(week.getByRole('row', { name: /EUR/ })).toContainText('15 points');
    await expect(page.getByRole('table', { name: 'Past weeks' })).toContainText('No cashback yet');
  });
});

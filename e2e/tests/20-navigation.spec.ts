import { messages } from '@afscheid/shared';
import { expect, test } from '@playwright/test';
import { demo, login, submitLogin } from '../support/auth.ts';

test.describe('navigatieregels', () => {
  test('de gewenste pagina wordt onthouden en na inloggen geopend', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();

    await submitLogin(page, demo.director);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeVisible();
    await expect(page).toHaveTitle('Mijn profiel · Afscheid');
  });

  test('een ingelogde gebruiker die / opent, gaat naar het dashboard', async ({ page }) => {
    await login(page, demo.crematorium);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/forgot-password');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('een onbekende pagina geeft de 404-pagina', async ({ page }) => {
    await page.goto('/bestaat-niet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.errors.pageNotFound);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/bestaat-niet$/);
    await expect(page).toHaveTitle('Pagina niet gevonden · Afscheid');
    await page.getByRole('link', { name: 'Naar de inlogpagina' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('ook ingelogd geeft een onbekende pagina de 404-pagina, in de app', async ({ page }) => {
    await login(page, demo.viewer);
    await page.goto('/bestaat-ook-niet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.errors.pageNotFound);
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
    await page.getByRole('link', { name: 'Naar de startpagina' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('de navigatie bevat alleen bestaande pagina’s en de overslaglink werkt', async ({ page }) => {
    await login(page, demo.viewer);
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Dossiers',
      'Planning',
      'Crematieaanvragen',
      'Taken',
      'Artikelen',
      'Leveranciers',
      'Debiteuren',
      'Organisaties',
      'Mijn profiel',
    ]);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    // On a fresh page load the skip link is the first Tab stop. (Right after the login the focus sits on the
    // page heading and Tab continues from there, since the dashboard now links each organisation.)
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Naar de inhoud' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('het verlopen van de sessie stuurt je naar de inlogpagina en onthoudt de pagina', async ({
    page,
    context,
  }) => {
    await login(page, demo.director);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeVisible();

    // The token's expiry (a cookie shared by the tabs) lies in the past: the next request is refused.
    await context.addCookies([{ name: 'auth._token_expiration.session', value: '1000', url: page.url() }]);
    await page.getByLabel('Naam').fill('Verlopen sessie');
    await page.getByRole('button', { name: 'Opslaan' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Je sessie is verlopen.', { exact: false })).toBeVisible();
    await submitLogin(page, demo.director);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel('Naam')).not.toHaveValue('Verlopen sessie');
  });
});

test.describe('robuustheid', () => {
  test('geen consolefouten of CSP-schendingen op de pagina’s', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));

    await login(page, demo.owner);
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Mijn profiel' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeVisible();
    await page.goto('/bestaat-niet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.errors.pageNotFound);
    await page.goto('/forgot-password');
    await expect(page).toHaveURL(/\/dashboard$/);

    expect(problems).toEqual([]);
  });

  test('een ontbrekend scriptdeel laadt de pagina één keer opnieuw, daarna de foutpagina', async ({
    page,
  }) => {
    await login(page, demo.owner);
    let loads = 0;
    page.on('load', () => loads++);
    await page.route(/\/assets\/profile-page-[^/]+\.js$/, (route) => route.abort());

    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Mijn profiel' })
      .click();

    // One reload, at the page asked for; the chunk fails again within 60 s: the error page.
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('500', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar de startpagina' })).toBeVisible();
    expect(loads).toBe(1);

    await page.unroute(/\/assets\/profile-page-[^/]+\.js$/);
    await page.evaluate(() => sessionStorage.removeItem('chunk-reload.at'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeVisible();
  });
});

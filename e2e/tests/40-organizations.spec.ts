import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { messages } from '@afscheid/shared';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, REPO_ROOT } from '../paths.ts';
import { demo, login, submitLogin } from '../support/auth.ts';
import { waitForMailLink } from '../support/mail.ts';
import { activeOrganization, LINDE, openOrganization, ROZENVELD, switchOrganization, xsrfHeader } from '../support/organizations.ts';

const NEW_PASSWORD = 'Nieuwe-Collega-2026!';
const run = promisify(execFile);

/** The path and search of a link from an e-mail (the server writes absolute links to APP_URL). */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test.describe('organisaties', () => {
  test('de eigenaar nodigt een nieuwe collega uit, die een account aanmaakt en in de organisatie werkt', async ({ page, context }) => {
    const email = 'nieuw.collega@afscheid.test';
    const since = Date.now() - 1000;
    await login(page, demo.owner);
    await openOrganization(page, LINDE);

    await page.getByRole('button', { name: 'Uitnodigen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lid uitnodigen' });
    // A wrong address gets a Dutch message on the field.
    await dialog.getByLabel('E-mailadres').fill('geen-adres');
    await dialog.getByLabel('Rol').selectOption({ label: messages.roles.employee });
    await dialog.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await expect(dialog.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toContainText('E-mailadres');

    await dialog.getByLabel('E-mailadres').fill(email);
    await dialog.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `Uitnodiging verstuurd naar ${email}` })).toBeVisible();
    await expect(page.getByTestId('invitations-table')).toContainText(email);

    // The same address again: the server's Dutch 422 on the field.
    await page.getByRole('button', { name: 'Uitnodigen' }).click();
    await dialog.getByLabel('E-mailadres').fill(email);
    await dialog.getByLabel('Rol').selectOption({ label: messages.roles.employee });
    await dialog.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await expect(dialog.getByText(messages.invitations.alreadyPending)).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuleren' }).click();

    const link = await waitForMailLink(email, /\/auth\/register\//, since);

    // The colleague opens the link in a browser without a session.
    await context.clearCookies();
    await page.goto(pathOf(link));
    await expect(page.getByRole('heading', { level: 1, name: 'Account aanmaken' })).toBeVisible();
    await expect(page.getByTestId('invitation-summary')).toContainText(`Je bent uitgenodigd voor ${LINDE} als medewerker.`);
    await page.getByLabel('Naam', { exact: true }).fill('Nina Nieuw');
    const password = page.getByLabel('Wachtwoord', { exact: true });
    await password.fill(NEW_PASSWORD);
    await expect(page.locator('[data-requirement][data-ok="false"]')).toHaveCount(0);
    await page.getByLabel('Herhaal wachtwoord').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Account aanmaken' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nina Nieuw');
    await expect(activeOrganization(page)).toContainText(LINDE);

    // The link works once.
    await page.goto(pathOf(link));
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('een bestaande gebruiker bevestigt het lidmaatschap en wisselt van organisatie', async ({ page, context }) => {
    const since = Date.now() - 1000;
    await login(page, demo.owner);
    // Make sure of a real switch: first De Linde, then Het Rozenveld.
    await switchOrganization(page, LINDE);
    await switchOrganization(page, ROZENVELD);

    await page.getByTestId('organization-list').getByRole('link', { name: ROZENVELD }).click();
    await expect(page.getByRole('heading', { level: 1, name: ROZENVELD })).toBeVisible();
    await page.getByRole('button', { name: 'Uitnodigen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lid uitnodigen' });
    await dialog.getByLabel('E-mailadres').fill(demo.director);
    await dialog.getByLabel('Rol').selectOption({ label: messages.roles.employee });
    await dialog.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Uitnodiging verstuurd naar ${demo.director}` })).toBeVisible();

    const link = await waitForMailLink(demo.director, /\/auth\/confirm-membership\//, since);
    await context.clearCookies();
    await page.goto(pathOf(link));
    await expect(page.getByRole('heading', { level: 1, name: 'Lidmaatschap bevestigen' })).toBeVisible();
    await expect(page.getByTestId('invitation-summary')).toContainText(`Je bent uitgenodigd voor ${ROZENVELD} als medewerker.`);

    // Not logged in: log in first; the confirm page is remembered and opens again.
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/$/);
    await submitLogin(page, demo.director);
    await expect(page).toHaveURL(/\/auth\/confirm-membership\//);
    await page.getByRole('button', { name: 'Lidmaatschap bevestigen' }).click();

    await expect(page).toHaveURL(/\/organizations\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: ROZENVELD })).toBeVisible();
    await expect(activeOrganization(page)).toContainText(ROZENVELD);

    await switchOrganization(page, LINDE);
    await expect(activeOrganization(page)).not.toContainText(ROZENVELD);
    await switchOrganization(page, ROZENVELD);
    await expect(activeOrganization(page)).not.toContainText(LINDE);

    // Keyboard: the selector opens, Escape closes it and focus returns to its button.
    const opener = page.getByRole('button', { name: 'Wissel van organisatie' }).filter({ visible: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Wissel van organisatie' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(opener).toBeFocused();

    // The director goes back to work in De Linde: the next login restores the organisation last worked in,
    // and the dossier specs after this one log in as the director.
    await switchOrganization(page, LINDE);
    await expect(activeOrganization(page)).toContainText(LINDE);
  });

  test('een uitnodiging verraadt niet of het adres al een account heeft', async ({ page }) => {
    const since = Date.now() - 1000;
    await login(page, demo.admin);
    await openOrganization(page, LINDE);
    const invitations = page.getByTestId('invitations-table');
    // One address without an account and one with an account elsewhere (the crematorium employee): the same answer.
    for (const email of ['nieuw.lid@afscheid.test', demo.crematorium]) {
      await page.getByRole('button', { name: 'Uitnodigen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Lid uitnodigen' });
      // An admin cannot hand out the owner role.
      await expect(dialog.getByLabel('Rol').locator('option', { hasText: messages.roles.owner })).toHaveCount(0);
      await dialog.getByLabel('E-mailadres').fill(email);
      await dialog.getByLabel('Rol').selectOption({ label: messages.roles.funeral_director });
      await dialog.getByRole('button', { name: 'Uitnodiging versturen' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: `Uitnodiging verstuurd naar ${email}` })).toBeVisible();
      await expect(invitations).toContainText(email);
      await expect(page.getByTestId('members-table')).not.toContainText(email);
    }
    expect(await waitForMailLink('nieuw.lid@afscheid.test', /\/auth\/register\//, since)).toContain('/auth/register/');
    expect(await waitForMailLink(demo.crematorium, /\/auth\/confirm-membership\//, since)).toContain('/auth/confirm-membership/');
  });

  test('een account dat de beheerder op de server aanmaakt, kiest zijn wachtwoord via de link', async ({ page, context }) => {
    const email = 'nieuw.eigenaar@afscheid.test';
    const since = Date.now() - 1000;
    // The operator's command, on the same data folder as the running server (whose worker sends the mail).
    await run(process.execPath, [
      path.join(REPO_ROOT, 'apps/server/dist/cli.js'),
      'organization:create', '--name', 'Uitvaartzorg Nieuw', '--type', 'funeral_company',
      '--owner', email, '--owner-name', 'Noor Nieuwlid',
    ], { env: { ...process.env, DATA_DIR: E2E_DATA_DIR, APP_URL: E2E_BASE_URL, LOG_LEVEL: 'silent' } });

    const link = await waitForMailLink(email, /\/auth\/set-password\//, since);
    await context.clearCookies();
    await page.goto(pathOf(link));
    await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord instellen' })).toBeVisible();
    await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Herhaal wachtwoord').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(activeOrganization(page)).toContainText('Uitvaartzorg Nieuw');

    // A used link is explained, with a way to the login page.
    await context.clearCookies();
    await page.goto(pathOf(link));
    await expect(page.getByRole('alert')).toContainText(messages.account.setPasswordInvalid);
    await expect(page.getByRole('link', { name: 'Naar de inlogpagina' })).toBeVisible();
    await page.goto('/auth/register/bestaat-niet');
    await expect(page.getByRole('alert')).toContainText('Deze link is ongeldig of verlopen.');
  });

  test('leden en uitnodigingen beheren: rol, uitschakelen, verwijderen, opnieuw versturen en intrekken', async ({ page, browser }) => {
    await login(page, demo.owner);
    await openOrganization(page, LINDE);
    const members = page.getByTestId('members-table');

    // A new member: invited, registered through the link in a browser of her own.
    const since = Date.now() - 1000;
    await page.getByRole('button', { name: 'Uitnodigen' }).click();
    const add = page.getByRole('dialog', { name: 'Lid uitnodigen' });
    await add.getByLabel('E-mailadres').fill('leden.beheer@afscheid.test');
    await add.getByLabel('Rol').selectOption({ label: messages.roles.employee });
    await add.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    await expect(add).toBeHidden();
    const link = await waitForMailLink('leden.beheer@afscheid.test', /\/auth\/register\//, since);
    const lisa = await browser.newContext();
    const lisaPage = await lisa.newPage();
    await lisaPage.goto(pathOf(link));
    await lisaPage.getByLabel('Naam', { exact: true }).fill('Lisa Ledenbeheer');
    await lisaPage.getByLabel('Wachtwoord', { exact: true }).fill(NEW_PASSWORD);
    await lisaPage.getByLabel('Herhaal wachtwoord').fill(NEW_PASSWORD);
    await lisaPage.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(lisaPage).toHaveURL(/\/dashboard$/);
    await lisa.close();
    await page.reload();
    const row = members.getByRole('row', { name: /Lisa Ledenbeheer/ });
    await expect(row).toBeVisible();

    await row.getByLabel('Rol van Lisa Ledenbeheer').selectOption({ label: messages.roles.viewer });
    await row.getByRole('button', { name: 'Rol opslaan voor Lisa Ledenbeheer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'De rol van Lisa Ledenbeheer is nu Alleen lezen.' })).toBeVisible();

    // The member's own page, with the membership and its controls.
    await row.getByRole('link', { name: 'Lisa Ledenbeheer' }).click();
    await expect(page).toHaveURL(/\/users\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lisa Ledenbeheer' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(LINDE) })).toContainText(messages.roles.viewer);
    await page.goBack();

    // The last owner cannot be removed: the server's Dutch message in the dialog.
    await members.getByRole('button', { name: 'Verwijderen: Eva de Eigenaar' }).click();
    const confirmRemove = page.getByRole('dialog', { name: 'Lid verwijderen?' });
    await confirmRemove.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(confirmRemove.getByRole('alert')).toContainText(messages.members.lastOwner);
    await confirmRemove.getByRole('button', { name: 'Annuleren' }).click();

    await members.getByRole('button', { name: 'Uitschakelen: Lisa Ledenbeheer' }).click();
    await expect(members.getByRole('row', { name: /Lisa Ledenbeheer/ })).toContainText(messages.members.statuses.disabled);
    await members.getByRole('button', { name: 'Inschakelen: Lisa Ledenbeheer' }).click();
    await expect(members.getByRole('row', { name: /Lisa Ledenbeheer/ })).toContainText(messages.members.statuses.active);
    await members.getByRole('button', { name: 'Verwijderen: Lisa Ledenbeheer' }).click();
    await confirmRemove.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(confirmRemove).toBeHidden();
    await expect(members.getByRole('row', { name: /Lisa Ledenbeheer/ })).toHaveCount(0);

    // Invitations: resend, then revoke.
    const invitee = 'ingetrokken@afscheid.test';
    await page.getByRole('button', { name: 'Uitnodigen' }).click();
    const invite = page.getByRole('dialog', { name: 'Lid uitnodigen' });
    await invite.getByLabel('E-mailadres').fill(invitee);
    await invite.getByLabel('Rol').selectOption({ label: messages.roles.viewer });
    await invite.getByRole('button', { name: 'Uitnodiging versturen' }).click();
    const invitations = page.getByTestId('invitations-table');
    await invitations.getByRole('button', { name: `Opnieuw versturen: ${invitee}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `De uitnodiging is opnieuw verstuurd naar ${invitee}.` })).toBeVisible();
    await invitations.getByRole('button', { name: `Intrekken: ${invitee}` }).click();
    await page.getByRole('dialog', { name: 'Uitnodiging intrekken?' }).getByRole('button', { name: 'Intrekken' }).click();
    await expect(page.getByRole('status').filter({ hasText: `De uitnodiging voor ${invitee} is ingetrokken.` })).toBeVisible();
    await expect(page.getByText(invitee, { exact: true })).toHaveCount(0);
  });

  test('de platformbeheerder maakt een organisatie aan; een logo uploaden en verwijderen', async ({ page }) => {
    await login(page, demo.platform);
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Organisaties' }).click();
    await expect(page.getByRole('table')).toContainText(LINDE);
    await page.getByLabel('Zoeken', { exact: true }).fill('Bilt');
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/search=Bilt/);
    await expect(page.getByRole('table')).toContainText(ROZENVELD);
    await expect(page.getByRole('table')).not.toContainText(LINDE);

    await page.getByRole('link', { name: 'Nieuwe organisatie' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe organisatie' })).toBeVisible();
    await page.getByRole('button', { name: 'Organisatie aanmaken' }).click();
    await expect(page.getByLabel('Soort organisatie')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Naam', { exact: true }).fill('Uitvaartcentrum De Es');
    await page.getByLabel('Soort organisatie').selectOption({ label: messages.organizationTypes.funeral_company });
    await page.getByLabel('IBAN').fill('nl91 abna 0417 1643 00');
    await page.getByLabel('Postcode').fill('1234ab');
    await page.getByLabel('Plaats').fill('Amersfoort');
    await page.getByLabel('E-mailadres van de eigenaar').fill('eigenaar.de.es@afscheid.test');
    await page.getByRole('button', { name: 'Organisatie aanmaken' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Uitvaartcentrum De Es' })).toBeVisible();
    await expect(page.getByTestId('organization-details')).toContainText('NL91 ABNA 0417 1643 00');
    await expect(page.getByTestId('organization-details')).toContainText('1234 AB Amersfoort');
    // The owner is invited (no account for the address yet).
    await expect(page.getByTestId('invitations-table')).toContainText('eigenaar.de.es@afscheid.test');

    await page.getByRole('link', { name: 'Bewerken' }).click();
    const chooser = page.getByLabel('Logo kiezen');
    await chooser.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByText(messages.organizations.logoType)).toBeVisible();
    await expect(chooser).toHaveAttribute('aria-invalid', 'true');
    // The smallest valid PNG (1×1 pixel).
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    await chooser.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Logo uploaden' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Het logo is opgeslagen.' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Logo van Uitvaartcentrum De Es' })).toBeVisible();
    await page.getByRole('button', { name: 'Logo verwijderen' }).click();
    await page.getByRole('dialog', { name: 'Logo verwijderen?' }).getByRole('button', { name: 'Logo verwijderen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Het logo is verwijderd.' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Logo van Uitvaartcentrum De Es' })).toHaveCount(0);
  });

  test('een lezer ziet geen beheerknoppen en de server weigert een wijziging', async ({ page }) => {
    await login(page, demo.viewer);
    const id = await openOrganization(page, LINDE);
    await expect(page.getByTestId('members-table')).toContainText('Eva de Eigenaar');
    await expect(page.getByTestId('organization-details')).toContainText('NL44 RABO 0123 4567 89');

    await expect(page.getByRole('link', { name: 'Bewerken' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Uitnodigen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Lid toevoegen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Verwijderen|Uitschakelen/ })).toHaveCount(0);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'WeFact-koppeling' })).toHaveCount(0);

    // The edit page itself is refused too.
    await page.goto(`/organizations/${id}/edit`);
    await expect(page.getByText('403', { exact: true })).toBeVisible();

    const response = await page.request.put(`/api/organizations/${id}`, {
      headers: await xsrfHeader(page),
      data: { version: 1, phone: '020 000 00 00' },
    });
    expect(response.status()).toBe(403);
  });

  test('een organisatie bewerken: telefoonnummer, een fout KvK-nummer, niet-opgeslagen wijzigingen en een conflict', async ({ page }) => {
    await login(page, demo.owner);
    const id = await openOrganization(page, LINDE);

    await page.getByRole('link', { name: 'Bewerken' }).click();
    await expect(page).toHaveURL(new RegExp(`/organizations/${id}/edit$`));
    await page.getByLabel('Telefoonnummer').fill('030 999 88 77');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(new RegExp(`/organizations/${id}$`));
    await expect(page.getByRole('status').filter({ hasText: 'De wijzigingen zijn opgeslagen.' })).toBeVisible();
    await expect(page.getByTestId('organization-details')).toContainText('030 999 88 77');

    await page.getByRole('link', { name: 'Bewerken' }).click();
    await page.getByLabel('KvK-nummer').fill('1234');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByLabel('KvK-nummer')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(messages.identifiers.kvkNumber)).toBeVisible();

    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: 'Annuleren' }).click();
    const leave = page.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Blijven' }).click();
    await expect(page).toHaveURL(new RegExp(`/organizations/${id}/edit$`));
    await page.getByRole('link', { name: 'Annuleren' }).click();
    await leave.getByRole('button', { name: 'Pagina verlaten' }).click();
    await expect(page).toHaveURL(new RegExp(`/organizations/${id}$`));

    // Someone else saves while the form is open: a 409 shows both versions.
    await page.getByRole('link', { name: 'Bewerken' }).click();
    await expect(page.getByLabel('Telefoonnummer')).toHaveValue('030 999 88 77');
    const current = (await (await page.request.get(`/api/organizations/${id}`)).json()) as { data: { version: number } };
    const other = await page.request.put(`/api/organizations/${id}`, {
      headers: await xsrfHeader(page),
      data: { version: current.data.version, phone: '030 111 22 33', city: 'Zeist' },
    });
    expect(other.status()).toBe(200);

    await page.getByLabel('Telefoonnummer').fill('030 444 55 66');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    const conflict = page.getByRole('dialog', { name: 'Iemand anders heeft deze organisatie gewijzigd' });
    await expect(conflict).toBeVisible();
    const row = conflict.getByRole('row', { name: /Telefoonnummer/ });
    await expect(row).toContainText('030 444 55 66');
    await expect(row).toContainText('030 111 22 33');
    await expect(conflict).toContainText('Zeist');
    await conflict.getByRole('button', { name: 'Mijn versie opslaan' }).click();
    await expect(page).toHaveURL(new RegExp(`/organizations/${id}$`));
    await expect(page.getByTestId('organization-details')).toContainText('030 444 55 66');
    // Their other change is kept.
    await expect(page.getByTestId('organization-details')).toContainText('Zeist');
  });

  test('de WeFact-koppeling: sleutel en codes instellen, verbinding testen en opslaan', async ({ page }) => {
    await login(page, demo.owner);
    await openOrganization(page, LINDE);
    await page.getByRole('link', { name: 'WeFact-koppeling' }).click();
    await expect(page).toHaveURL(/\/wefact-api$/);
    await expect(page.getByTestId('wefact-settings')).toContainText('Nee');

    await page.getByRole('button', { name: 'Wijzigen' }).click();
    const dialog = page.getByRole('dialog', { name: 'WeFact-koppeling wijzigen' });
    await dialog.getByLabel('API-sleutel', { exact: true }).fill('proef-sleutel-abcd1234');
    // Nothing listens on port 9: the connection is refused.
    await dialog.getByLabel('API-adres').fill('http://127.0.0.1:9/');
    await dialog.getByLabel('Btw-code bij 21% btw', { exact: true }).fill('V21');
    await dialog.getByLabel('Btw-code bij 9% btw', { exact: true }).fill('V9');
    await dialog.getByLabel('Btw-code bij 0% btw', { exact: true }).fill('V0');
    await dialog.getByLabel('Btw-code bij vrijstelling van btw', { exact: true }).fill('VRIJ');

    await dialog.getByRole('button', { name: 'Verbinding testen' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Verbinding mislukt');
    await expect(dialog.getByRole('alert')).toContainText(messages.wefact.unreachable);

    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'De instellingen van de WeFact-koppeling zijn opgeslagen.' })).toBeVisible();
    await expect(page.getByTestId('wefact-key')).toHaveText('•••• 1234');
    await expect(page.getByTestId('wefact-settings')).toContainText('Ja');
    await expect(page.getByTestId('wefact-settings')).toContainText('http://127.0.0.1:9/');
    await expect(page.getByRole('row', { name: /vrijstelling van btw/ })).toContainText('VRIJ');
  });

  test('geen consolefouten of CSP-schendingen op de organisatiepagina’s', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));

    await login(page, demo.owner);
    const id = await openOrganization(page, LINDE);
    await expect(page.getByTestId('members-table')).toBeVisible();
    await page.getByRole('link', { name: 'WeFact-koppeling' }).click();
    await expect(page.getByTestId('wefact-settings')).toBeVisible();
    await page.getByRole('link', { name: 'Overzicht' }).click();
    await page.getByTestId('members-table').getByRole('link', { name: 'Eva de Eigenaar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Eva de Eigenaar' })).toBeVisible();
    await page.goto(`/organizations/${id}/edit`);
    await expect(page.getByLabel('KvK-nummer')).toBeVisible();
    await page.goto('/users');
    await expect(page).toHaveURL(/\/profile$/);

    expect(problems).toEqual([]);
  });
});

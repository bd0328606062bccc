/** Texts of the profile: changing the login e-mail address with a confirmation link (issue 10, item 4). */
export const profileMessages = {
  emailChange: {
    currentPasswordRequired: 'Vul je huidige wachtwoord in om je e-mailadres te wijzigen.',
    /** The same answer whether or not the address already has an account (no account enumeration). */
    linkSent:
      'We hebben een e-mail met een bevestigingslink gestuurd naar {email}. Je nieuwe e-mailadres gaat in zodra je op die link klikt; tot die tijd log je in met je huidige e-mailadres.',
    pending: 'Wachtend op bevestiging: {email}',
    pendingHint:
      'De link in de e-mail is geldig tot {date}. Tot je hem gebruikt, blijft je huidige e-mailadres gelden.',
    passwordHint: 'Nodig omdat je je e-mailadres wijzigt.',
    cancel: 'Wijziging annuleren',
    cancelling: 'Bezig met annuleren…',
    cancelled: 'De wijziging van je e-mailadres is geannuleerd.',
    invalid:
      'Deze link is ongeldig, verlopen of al gebruikt. Vraag op je profielpagina opnieuw een wijziging van je e-mailadres aan.',
    taken: 'Dit e-mailadres is intussen in gebruik bij een ander account. Je e-mailadres is niet gewijzigd.',
    confirmed: 'Je e-mailadres is gewijzigd in {email}. Log voortaan met dit adres in.',
    page: {
      title: 'E-mailadres bevestigen',
      intro:
        'Bevestig je nieuwe e-mailadres. Daarna log je met dit adres in en word je op je andere apparaten uitgelogd.',
      confirm: 'E-mailadres bevestigen',
      confirming: 'Bezig met bevestigen…',
      invalidTitle: 'Link ongeldig',
      doneTitle: 'E-mailadres gewijzigd',
      toLogin: 'Naar de inlogpagina',
      toProfile: 'Naar mijn profiel',
    },
    confirmMail: {
      subject: 'Bevestig je nieuwe e-mailadres voor Afscheid',
      greeting: 'Beste {name},',
      intro: 'Je hebt gevraagd om voortaan {email} te gebruiken als e-mailadres van je account bij Afscheid.',
      instruction:
        'Bevestig dit adres met de knop hieronder. Tot je dat doet, blijft je oude e-mailadres gelden.',
      action: 'E-mailadres bevestigen',
      expiry: 'Deze link is {hours} uur geldig en werkt één keer.',
      ignore: 'Heb je dit niet zelf aangevraagd? Dan kun je deze e-mail negeren; er verandert niets.',
      signature: 'Met vriendelijke groet,\nAfscheid',
    },
    noticeMail: {
      subject: 'Je e-mailadres voor Afscheid wordt gewijzigd',
      greeting: 'Beste {name},',
      intro:
        'Er is gevraagd om het e-mailadres van je account bij Afscheid te wijzigen in {email}. We hebben een bevestigingslink naar dat adres gestuurd. Tot die link is gebruikt, blijft {current} je e-mailadres.',
      notYou:
        'Heb je dit niet zelf gedaan? Dan kent iemand anders je wachtwoord. Log direct in, annuleer de wijziging op je profielpagina en kies een nieuw wachtwoord. Lukt inloggen niet, vraag dan via "Wachtwoord vergeten" een nieuw wachtwoord aan en neem contact op met de beheerder van je organisatie.',
      signature: 'Met vriendelijke groet,\nAfscheid',
    },
  },
} as const;

/** Texts of organisations, members, invitations, account flows and the invoicing link (issue 3). */
export const organizationMessages = {
  identifiers: {
    kvkNumber: 'Dit KvK-nummer klopt niet. Een KvK-nummer bestaat uit 8 cijfers.',
    vatNumber:
      'Dit btw-identificatienummer klopt niet. Het heeft de vorm NL123456782B01; controleer de cijfers.',
    iban: 'Dit IBAN klopt niet. Controleer het rekeningnummer.',
    postcode: 'Een postcode heeft de vorm 1234 AB.',
    phone: 'Vul een geldig telefoonnummer in, bijvoorbeeld 020 123 4567 of +31 20 123 4567.',
    houseNumber: 'Een huisnummer bestaat alleen uit cijfers.',
    url: 'Vul een volledig webadres in, bijvoorbeeld https://api.mijnwefact.nl/v2/.',
    role: 'Kies een van de rollen.',
    organizationType: 'Kies uitvaartonderneming of crematorium.',
    memberStatus: 'Kies actief of uitgeschakeld.',
  },
  organizations: {
    typeFixed: 'Het soort organisatie kan niet meer worden gewijzigd.',
    logoRequired: 'Kies een afbeelding om als logo te gebruiken.',
    logoType: 'Het logo moet een PNG-, JPEG- of WebP-afbeelding zijn.',
    logoTooLarge: 'Het logo mag maximaal 2 MB groot zijn.',
  },
  members: {
    accountExists: 'Er bestaat al een account met dit e-mailadres. Nodig deze persoon uit.',
    lastOwner: 'Er moet minstens één actieve eigenaar overblijven.',
    ownerOnly: 'Alleen een eigenaar kan iemand eigenaar maken of die rol afnemen.',
    statuses: { invited: 'Uitgenodigd', active: 'Actief', disabled: 'Uitgeschakeld' },
    setPasswordMail: {
      subject: 'Stel je wachtwoord in voor Afscheid',
      greeting: 'Beste {name},',
      intro:
        '{inviter} heeft een account voor je aangemaakt bij {organization} in Afscheid, met de rol {role}.',
      instruction: 'Kies een wachtwoord om je account te gaan gebruiken.',
      action: 'Wachtwoord instellen',
      expiry: 'Deze link is {days} dagen geldig en werkt één keer.',
      ignore: 'Verwacht je deze e-mail niet? Dan kun je hem negeren.',
      signature: 'Met vriendelijke groet,\nAfscheid',
    },
  },
  invitations: {
    invalid: 'Deze uitnodiging is ongeldig of verlopen.',
    alreadyMember: 'Deze persoon is al lid van deze organisatie.',
    alreadyPending: 'Er staat al een uitnodiging open voor dit e-mailadres.',
    notPending: 'Deze uitnodiging is al geaccepteerd of ingetrokken.',
    alreadyAccepted: 'Deze uitnodiging is al geaccepteerd.',
    accountExists: 'Er bestaat al een account met dit e-mailadres. Log in om de uitnodiging te accepteren.',
    otherAccount:
      'Deze uitnodiging is voor een ander e-mailadres. Log in met het account waarvoor de uitnodiging bedoeld is.',
    statuses: {
      pending: 'Openstaand',
      expired: 'Verlopen',
      accepted: 'Geaccepteerd',
      revoked: 'Ingetrokken',
    },
    mail: {
      subject: 'Uitnodiging voor {organization}',
      greeting: 'Hallo,',
      intro: '{inviter} nodigt je uit om als {role} mee te werken bij {organization} in Afscheid.',
      registerInstruction: 'Maak een account aan om de uitnodiging te accepteren.',
      confirmInstruction: 'Log in met je account om de uitnodiging te accepteren.',
      registerAction: 'Account aanmaken',
      confirmAction: 'Uitnodiging accepteren',
      expiry: 'Deze uitnodiging is {days} dagen geldig.',
      ignore: 'Verwacht je deze uitnodiging niet? Dan kun je deze e-mail negeren.',
      signature: 'Met vriendelijke groet,\nAfscheid',
    },
  },
  account: {
    setPasswordInvalid:
      'Deze link is ongeldig of verlopen. Vraag de beheerder van je organisatie om een nieuwe.',
  },
  wefact: {
    connectionOk: 'De verbinding met WeFact werkt.',
    /** Every network-level failure (refused, timeout, DNS, TLS, not a WeFact answer) gets this one text. */
    unreachable: 'WeFact is niet bereikbaar. Controleer het API-adres en probeer het opnieuw.',
    refusedWithoutReason: 'WeFact weigerde het verzoek zonder een reden te geven.',
    keyRequired: 'Vul een API-sleutel in of sla er eerst een op.',
    keyRequiredForNewAddress: 'Vul de API-sleutel opnieuw in als je het API-adres wijzigt.',
    keyAgainHint:
      'Je wijzigt het API-adres. De opgeslagen sleutel gaat alleen naar het adres waarmee hij is opgeslagen, dus vul hem opnieuw in.',
    httpsRequired: 'Het API-adres moet met https:// beginnen.',
    credentialsInAddress: 'Het API-adres mag geen gebruikersnaam of wachtwoord bevatten.',
    privateAddress:
      'Dit API-adres wijst naar een intern netwerk of naar deze server en is daarom niet toegestaan.',
    taxCodes: {
      '21': '21% btw',
      '9': '9% btw',
      '0': '0% btw',
      exempt: 'vrijstelling van btw',
      disbursement: 'doorlopende posten',
    },
    /** An old mapping without a code for disbursements: they go with the 0% code. */
    disbursementHint: 'Leeg: de btw-code bij 0% btw.',
    taxCodeField: 'Btw-code bij {rate}',
  },
} as const;

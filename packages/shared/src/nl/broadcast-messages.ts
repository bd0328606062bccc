/** Broadcasts (uitzendingen, livestreams) and their public page (issue 13). */
export const broadcastMessages = {
  statuses: {
    scheduled: 'Gepland',
    live: 'Live',
    ended: 'Afgelopen',
    cancelled: 'Geannuleerd',
  },
  fields: {
    title: 'Titel',
    startsAt: 'Begin',
    endsAt: 'Einde',
    streamUrl: 'Stream-URL',
    dossier: 'Dossier',
    reservation: 'Reservering',
    availableUntil: 'Opname beschikbaar tot',
    status: 'Status',
    accessCode: 'Toegangscode',
    code: 'Toegangscode',
    recipients: 'E-mailadressen',
    message: 'Bericht',
  },
  errors: {
    streamUrl:
      'Stream-URL: gebruik een https-adres van YouTube of Vimeo, of een HLS-stream die eindigt op .m3u8.',
    placeNoBroadcasting:
      'Op deze plaats kan niet worden uitgezonden. Zet ‘Uitzenden (livestream) mogelijk’ aan bij de plaats.',
    availableUntil: 'De opname moet beschikbaar blijven tot na het einde van de uitzending.',
    status: 'Kies ‘Gepland’, ‘Live’, ‘Afgelopen’ of ‘Geannuleerd’.',
    reservation: 'Kies een reservering van deze plaats.',
    dossier: 'Kies een dossier van deze organisatie.',
  },
  /** 202 of the share route: `{count}` addresses (more than one), or one. */
  shared: 'De link en de toegangscode worden naar {count} e-mailadressen gestuurd.',
  sharedOne: 'De link en de toegangscode worden naar 1 e-mailadres gestuurd.',
  /** The e-mail with the link and the code (share). */
  mail: {
    subject: 'Uitzending van de afscheidsdienst van {name}',
    greeting: 'Goedendag,',
    intro: '{organization} nodigt u uit om de uitzending ‘{title}’ online te volgen.',
    when: 'Datum en tijd: {when}',
    code: 'Open de link hieronder en vul deze toegangscode in: {code}',
    availableUntil: 'De opname is te bekijken tot {until}.',
    messageIntro: 'Bericht van de uitvaartverzorger:',
    private:
      'Deze uitzending is besloten. Deel de link en de toegangscode niet verder en zet ze niet op sociale media.',
    action: 'Uitzending bekijken',
    signature: 'Met vriendelijke groet,\n{organization}',
  },
  conflict:
    'Deze uitzending is intussen door iemand anders gewijzigd. Bekijk de nieuwste versie en probeer het opnieuw.',
  public: {
    wrongCode: 'Deze toegangscode klopt niet. Controleer de code en probeer het opnieuw.',
    tooManyAttempts:
      'Te vaak een verkeerde code geprobeerd. Wacht {minutes} minuten en probeer het dan opnieuw.',
    unavailable: 'Deze uitzending is niet meer beschikbaar.',
    cancelled: 'Deze uitzending gaat niet door.',
  },
} as const;

/** Reservations, the planner, its PDF and the calendar feed (issue 13). */
export const reservationMessages = {
  /** What a place is reserved for, by code. */
  kinds: {
    ceremony: 'Plechtigheid',
    condolence: 'Condoleance',
    wake: 'Opbaring',
    coffee: 'Koffietafel',
    cremation: 'Crematie',
    other: 'Overig',
  },
  statuses: {
    option: 'Optie',
    confirmed: 'Bevestigd',
    cancelled: 'Geannuleerd',
  },
  /** The printed day and week planning (POST /api/planner/generate, a PDF) and the calendar feeds. */
  planner: {
    weekdays: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
    weekdaysShort: ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'],
    monthsShort: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
    /** `{weekday}` `dinsdag`, `{date}` `24 november 2026`. */
    dayTitle: 'Dagplanning {weekday} {date}',
    /** `{range}` `23 – 29 november 2026`. */
    weekTitle: 'Weekplanning {range}',
    generatedAt: 'Opgemaakt op {date} om {time}',
    page: 'Pagina {page} van {pages}',
    continued: '{place} (vervolg)',
    noReservations: 'Geen reserveringen.',
    noPlaces: 'Er zijn geen plaatsen om te tonen.',
    /** The busy time of a place with preparation or clean-up time: `{from}`–`{to}` and what it includes. */
    busy: 'Bezet {from} – {to}',
    preparation: 'voorbereiding {minutes} min',
    cleanup: 'opruimen {minutes} min',
    minutes: '{minutes} min',
    hours: '{hours} u',
    hoursMinutes: '{hours} u {minutes} min',
    columns: {
      place: 'Plaats',
      time: 'Tijd',
      duration: 'Duur',
      title: 'Titel',
      kind: 'Soort',
      dossier: 'Dossier',
      status: 'Status',
      notes: 'Notities',
    },
    /** Marks an option in a cell of the week planning, after `10:00–11:30 Titel (2026-0042)`. */
    optionMark: 'optie',
    /** The name a subscribed calendar app shows for the feed. */
    feedName: 'Planning {organization}',
    placeFeedName: '{place} – {organization}',
    feedDescription: 'Soort: {kind}\nStatus: {status}',
  },
  fields: {
    place: 'Plaats',
    startsAt: 'Begin',
    endsAt: 'Einde',
    kind: 'Soort reservering',
    title: 'Titel',
    dossier: 'Dossier',
    notes: 'Notities',
    status: 'Status',
    from: 'Vanaf',
    to: 'Tot',
    view: 'Weergave',
    date: 'Datum',
    places: 'Plaatsen',
  },
  errors: {
    kind: 'Kies een soort reservering uit de lijst.',
    status: 'Kies ‘Optie’, ‘Bevestigd’ of ‘Geannuleerd’.',
    instant: '{field}: vul een datum en tijd in, zoals 2026-11-21T10:30:00+01:00.',
    endBeforeStart: 'Het einde moet na het begin liggen.',
    tooLong: 'Een reservering duurt hoogstens 24 uur. Maak voor een langere periode meerdere reserveringen.',
    rangeTooLong: 'Vraag reserveringen op over hoogstens 42 dagen tegelijk.',
    place: 'Kies een plaats van deze organisatie.',
    placeInactive: 'Deze plaats is niet actief; kies een andere plaats.',
    dossier: 'Kies een dossier van deze organisatie.',
    view: 'Kies ‘dag’ of ‘week’.',
    date: 'Datum: vul een datum in als JJJJ-MM-DD.',
  },
  /** 409: `{title}` of the other reservation, `{when}` its Dutch date and times (`21 november 2026 10:00–11:30`). */
  overlap: 'Deze plaats is dan al bezet door ‘{title}’ ({when}), inclusief voorbereidings- en opruimtijd.',
  conflict:
    'Deze reservering is intussen door iemand anders gewijzigd. Bekijk de nieuwste versie en probeer het opnieuw.',
} as const;

/**
 * Articles and their categories (issue 12): field labels, units, the server's answers and the shared schemas'
 * messages. Informal "je".
 */
export const articleMessages = {
  fields: {
    code: 'Code',
    name: 'Naam',
    description: 'Omschrijving',
    unit: 'Eenheid',
    unitPrice: 'Prijs excl. btw',
    vatRate: 'Btw-tarief',
    categoryId: 'Categorie',
    supplierId: 'Leverancier',
    purchasePrice: 'Inkoopprijs',
    active: 'Actief',
    categoryName: 'Naam van de categorie',
    categoryIds: 'Volgorde van de categorieën',
  },
  /** The units an article is sold by (the stored value is the unit itself, as a budget line shows it). */
  units: {
    stuk: 'stuk',
    uur: 'uur',
    km: 'km',
    set: 'set',
    dag: 'dag',
    keer: 'keer',
    pakket: 'pakket',
    'm²': 'm²',
  },
  sorts: {
    name: 'Naam',
    code: 'Code',
    unit_price: 'Prijs',
    category: 'Categorie',
  },
  errors: {
    codeTaken: 'Er is al een artikel met de code {code}. Kies een andere code.',
    unit: 'Kies een eenheid uit de lijst.',
    vatRate: 'Kies een btw-tarief uit de lijst.',
    money: '{field} is geen geldig bedrag in centen.',
    moneyNegative: '{field} kan niet negatief zijn.',
    moneyTooLarge: '{field} mag maximaal € 1.000.000,00 zijn.',
    active: 'Kies of het artikel actief is.',
    activeFilter: 'Kies actief of inactief.',
    sort: 'Kies een geldige sortering.',
    categoryNotFound: 'Deze categorie bestaat niet (meer) binnen je organisatie.',
    supplierNotFound: 'Deze leverancier bestaat niet (meer) binnen je organisatie.',
    purchaseWithoutSupplier: 'Vul alleen een inkoopprijs in als je ook een leverancier kiest.',
    conflict:
      'Dit artikel is intussen door iemand anders gewijzigd. Bekijk de nieuwste versie en probeer het opnieuw.',
    inUse:
      'Dit artikel staat op {lines} en kan daarom niet worden verwijderd. Zet het artikel op inactief, dan kan het niet meer voor nieuwe regels worden gekozen.',
    inUseOne: 'één begrotingsregel',
    inUseMany: '{count} begrotingsregels',
  },
  categoryErrors: {
    nameTaken: 'Er is al een categorie met de naam {name}. Kies een andere naam.',
    conflict:
      'Deze categorie is intussen door iemand anders gewijzigd. Bekijk de nieuwste versie en probeer het opnieuw.',
    inUse:
      'Deze categorie wordt nog gebruikt door {articles}. Kies voor die artikelen eerst een andere categorie of geen categorie.',
    inUseOne: 'één artikel',
    inUseMany: '{count} artikelen',
    orderIncomplete: 'Geef elke categorie van je organisatie precies één keer op.',
    orderId: 'Deze lijst bevat een onbekende categorie.',
  },
} as const;

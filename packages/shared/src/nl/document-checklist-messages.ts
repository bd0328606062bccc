/**
 * The legal checklist of a dossier (issue 11, item 10): the kinds of document an upload can be, the documents the
 * dossier header lists while they are missing, and the texts of the documentation tab that go with them.
 */
export const documentChecklistMessages = {
  /** What an uploaded document is (`documents.document_type`). */
  types: {
    death_statement: 'A-verklaring (verklaring van overlijden)',
    permit: 'Verlof tot begraven of cremeren',
    request_form: 'Ondertekend aanvraagformulier',
    implants_statement: 'Verklaring implantaten',
    no_objection: 'Verklaring van geen bezwaar',
    death_certificate: 'Akte van overlijden',
    other: 'Overig',
  },
  /** The documents still needed, as the dossier header lists them. */
  required: {
    deathStatement: 'A-verklaring (verklaring van overlijden)',
    noObjection: 'Verklaring van geen bezwaar van de officier van justitie',
    cremationPermit: 'Verlof tot cremeren',
    burialPermit: 'Verlof tot begraven',
    requestForm: 'Ondertekend aanvraagformulier crematie',
    implantsStatement: 'Verklaring implantaten',
  },
  /** A document type that is not in the list (upload or change). */
  typeInvalid: 'Kies een soort document uit de lijst.',
  /** The documentation tab. */
  tab: {
    typeLabel: 'Soort document',
    typeHelp: 'Geldt voor de bestanden die je nu toevoegt. Je kunt de soort daarna per document wijzigen.',
    typeColumn: 'Soort document',
    fileTypeColumn: 'Bestandstype',
    changeTypeLabel: 'Soort document van “{name}”',
    typeChanged: '“{name}” is nu: {type}.',
    typeChangeFailed: 'De soort van “{name}” kon niet worden gewijzigd. {reason}',
  },
  /** The section fields that explain where the verlof is recorded now. */
  sections: {
    registrationGroup: 'A-verklaring en aangifte',
    registrationGroupHelp:
      'De A-verklaring, de aangifte bij de gemeente en een eventuele vergunning voor uitstel of vervroeging. Het verlof tot begraven of cremeren leg je vast bij Crematie of Begrafenis.',
    statementByCoroner:
      'Bij een niet-natuurlijke dood en bij een minderjarige geeft de gemeentelijk lijkschouwer de A-verklaring af.',
    foundInFuture: 'De datum van de lijkvinding kan niet in de toekomst liggen.',
  },
} as const;

/**
 * Daily use of a dossier (issue 11): status changes and their dialog, cancelling with a reason, who can be given
 * work, the funeral company's people. Server answers and the web app's texts of these, in one place.
 */
export const dailyUseMessages = {
  status: {
    cancelReason: 'Reden van annuleren',
    cancelReasonHint: 'Bijvoorbeeld: de familie heeft voor een andere uitvaartonderneming gekozen.',
    cancelReasonRequired: 'Vul de reden in waarom het dossier wordt geannuleerd.',
    cancelForbidden: 'Alleen een uitvaartverzorger of een beheerder kan een dossier annuleren.',
    /** The dialog of a status change: a title and a button that say what happens, and "Terug". */
    dialogTitle: {
      completed: 'Dossier op ‘Uitgevoerd’ zetten?',
      invoiced: 'Dossier op ‘Gefactureerd’ zetten?',
      closed: 'Dossier archiveren?',
      cancelled: 'Dossier annuleren?',
    },
    confirm: {
      completed: 'Op ‘Uitgevoerd’ zetten',
      invoiced: 'Op ‘Gefactureerd’ zetten',
      closed: 'Dossier archiveren',
      cancelled: 'Dossier annuleren',
    },
    back: 'Terug',
    blocked: 'Dit kan nu nog niet.',
    openTasks:
      'Er staan nog {count} open taken in dit dossier. Rond ze af of verwijder ze als ze niet meer nodig zijn.',
    openTasksOne:
      'Er staat nog 1 open taak in dit dossier. Rond die af of verwijder hem als hij niet meer nodig is.',
    reasonInHistory: 'De reden komt in de geschiedenis van het dossier.',
    cancelRemovesTasks:
      'De {count} open taken van dit dossier worden verwijderd; afgeronde taken blijven bewaard.',
    cancelRemovesTasksOne: 'De open taak van dit dossier wordt verwijderd; afgeronde taken blijven bewaard.',
  },
  people: {
    responsibleReadOnly:
      'Kies als verantwoordelijke iemand die dossiers mag bewerken; {name} kan alleen meelezen.',
    executorReadOnly: 'Kies als uitvaartleider iemand die dossiers mag bewerken; {name} kan alleen meelezen.',
    assigneeReadOnly: 'Wijs de taak toe aan iemand die taken mag bewerken; {name} kan alleen meelezen.',
    /** The funeral-company section's people group: the dossier's responsible and funeral leader are chosen once. */
    funeralCompanyPeople:
      'De verantwoordelijke uitvaartverzorger en de uitvaartleider op de dag kies je bovenaan het dossier, bij ‘Wijzigen’. Hier vul je de assistenten en dragers in.',
  },
} as const;

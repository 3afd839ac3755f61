import { defineCatalog } from './define-catalog.ts';

/** Company users and invitations (spec 3 §5, §6). */
export const usersMessages = defineCatalog({
  it: {
    'users.at_least_one': 'Attiva almeno una tipologia di permessi o di notifiche',
    'users.already_member': "L'indirizzo appartiene già a un utente dell'azienda",
    'users.already_invited': "Questo indirizzo è già stato invitato: puoi reinviare l'invito dall'elenco",
    'users.invite_not_found': 'Invito non trovato',
    'users.user_not_found': 'Utente non trovato',
    'users.owner_not_removable': "Il proprietario dell'azienda non può essere rimosso",
  },
  en: {
    'users.at_least_one': 'Turn on at least one kind of permission or notification',
    'users.already_member': 'The address already belongs to a user of the company',
    'users.already_invited': 'This address has already been invited: you can resend the invitation from the list',
    'users.invite_not_found': 'Invitation not found',
    'users.user_not_found': 'User not found',
    'users.owner_not_removable': 'The owner of the company cannot be removed',
  },
  de: {
    'users.at_least_one': 'Aktivieren Sie mindestens eine Art von Berechtigung oder Benachrichtigung',
    'users.already_member': 'Die Adresse gehört bereits einem Benutzer des Unternehmens',
    'users.already_invited':
      'Diese Adresse wurde bereits eingeladen: Sie können die Einladung aus der Liste erneut senden',
    'users.invite_not_found': 'Einladung nicht gefunden',
    'users.user_not_found': 'Benutzer nicht gefunden',
    'users.owner_not_removable': 'Der Inhaber des Unternehmens kann nicht entfernt werden',
  },
  fr: {
    'users.at_least_one': 'Activez au moins un type d’autorisation ou de notification',
    'users.already_member': "L'adresse appartient déjà à un utilisateur de l'entreprise",
    'users.already_invited': "Cette adresse a déjà été invitée : vous pouvez renvoyer l'invitation depuis la liste",
    'users.invite_not_found': 'Invitation introuvable',
    'users.user_not_found': 'Utilisateur introuvable',
    'users.owner_not_removable': "Le propriétaire de l'entreprise ne peut pas être supprimé",
  },
});

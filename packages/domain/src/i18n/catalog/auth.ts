import { defineCatalog } from './define-catalog.ts';

/**
 * Identity: sign-up, address confirmation, password reset, sign-in links,
 * authenticator codes (spec 1 §2.4, §4, §5) and the newsletter unsubscribe
 * (spec 3 §8, the spec's Italian words).
 */
export const authMessages = defineCatalog({
  it: {
    'validation.ack_privacy': "È necessario accettare l'informativa sulla privacy",
    'auth.signup.already_registered':
      'Esiste già un account con questo indirizzo email: accedi oppure recupera la password.',
    'auth.signup.done':
      "Ti abbiamo inviato un'email: apri il link che contiene per confermare l'indirizzo e attivare l'account.",
    'auth.confirm.done': 'Indirizzo email confermato: ora puoi accedere.',
    'auth.confirm.invalid': 'Il link di conferma non è valido o è scaduto.',
    'auth.confirm.resent': "Se l'indirizzo non è ancora confermato, ti abbiamo inviato di nuovo l'email di conferma.",
    'auth.reset.sent':
      "Se il nome utente o l'email corrisponde a un account, riceverai un'email con un link per accedere.",
    'auth.token_invalid': 'Il link di accesso non è valido o è scaduto.',
    'auth.totp_invalid': 'Codice di autenticazione non valido',
    'newsletter.not_found': "L'indirizzo {{mail}} non è stato trovato",
    'newsletter.unsubscribed': "L'indirizzo {{mail}} è stato disiscritto correttamente dalla newsletter",
    'newsletter.invalid_link':
      "Il link per disiscriversi non è valido: usa il link dell'ultima email che hai ricevuto.",
  },
  en: {
    'validation.ack_privacy': 'You must accept the privacy policy',
    'auth.signup.already_registered':
      'An account with this e-mail address already exists: sign in or recover your password.',
    'auth.signup.done':
      'We have sent you an e-mail: open the link in it to confirm your address and activate the account.',
    'auth.confirm.done': 'E-mail address confirmed: you can now sign in.',
    'auth.confirm.invalid': 'The confirmation link is not valid or has expired.',
    'auth.confirm.resent': 'If the address is not confirmed yet, we have sent the confirmation e-mail again.',
    'auth.reset.sent': 'If the username or e-mail matches an account, you will receive an e-mail with a sign-in link.',
    'auth.token_invalid': 'The sign-in link is not valid or has expired.',
    'auth.totp_invalid': 'Invalid authentication code',
    'newsletter.not_found': 'The address {{mail}} was not found',
    'newsletter.unsubscribed': 'The address {{mail}} has been unsubscribed from the newsletter',
    'newsletter.invalid_link': 'This unsubscribe link is not valid: use the link in the latest e-mail you received.',
  },
  de: {
    'validation.ack_privacy': 'Sie müssen die Datenschutzerklärung akzeptieren',
    'auth.signup.already_registered':
      'Mit dieser E-Mail-Adresse gibt es bereits ein Konto: Melden Sie sich an oder setzen Sie das Passwort zurück.',
    'auth.signup.done':
      'Wir haben Ihnen eine E-Mail gesendet: Öffnen Sie den Link darin, um Ihre Adresse zu bestätigen und das Konto zu aktivieren.',
    'auth.confirm.done': 'E-Mail-Adresse bestätigt: Sie können sich jetzt anmelden.',
    'auth.confirm.invalid': 'Der Bestätigungslink ist ungültig oder abgelaufen.',
    'auth.confirm.resent':
      'Falls die Adresse noch nicht bestätigt ist, haben wir die Bestätigungs-E-Mail erneut gesendet.',
    'auth.reset.sent':
      'Wenn der Benutzername oder die E-Mail zu einem Konto gehört, erhalten Sie eine E-Mail mit einem Anmeldelink.',
    'auth.token_invalid': 'Der Anmeldelink ist ungültig oder abgelaufen.',
    'auth.totp_invalid': 'Ungültiger Authentifizierungscode',
    'newsletter.not_found': 'Die Adresse {{mail}} wurde nicht gefunden',
    'newsletter.unsubscribed': 'Die Adresse {{mail}} wurde erfolgreich vom Newsletter abgemeldet',
    'newsletter.invalid_link':
      'Dieser Abmeldelink ist ungültig: verwenden Sie den Link aus der letzten E-Mail, die Sie erhalten haben.',
  },
  fr: {
    'validation.ack_privacy': 'Vous devez accepter la politique de confidentialité',
    'auth.signup.already_registered':
      'Un compte existe déjà avec cette adresse e-mail : connectez-vous ou récupérez votre mot de passe.',
    'auth.signup.done':
      'Nous vous avons envoyé un e-mail : ouvrez le lien qu’il contient pour confirmer votre adresse et activer le compte.',
    'auth.confirm.done': 'Adresse e-mail confirmée : vous pouvez maintenant vous connecter.',
    'auth.confirm.invalid': "Le lien de confirmation n'est pas valide ou a expiré.",
    'auth.confirm.resent': "Si l'adresse n'est pas encore confirmée, nous avons renvoyé l'e-mail de confirmation.",
    'auth.reset.sent':
      "Si le nom d'utilisateur ou l'e-mail correspond à un compte, vous recevrez un e-mail avec un lien de connexion.",
    'auth.token_invalid': "Le lien de connexion n'est pas valide ou a expiré.",
    'auth.totp_invalid': "Code d'authentification non valide",
    'newsletter.not_found': "L'adresse {{mail}} n'a pas été trouvée",
    'newsletter.unsubscribed': "L'adresse {{mail}} a été désinscrite de la newsletter",
    'newsletter.invalid_link':
      "Ce lien de désinscription n'est pas valide : utilisez le lien du dernier e-mail que vous avez reçu.",
  },
});

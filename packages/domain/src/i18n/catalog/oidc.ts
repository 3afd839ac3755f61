import { defineCatalog } from './define-catalog.ts';

/** Google and LinkedIn sign-in (spec 1 §2.4; DESIGN §5): what the server says when it cannot sign the user in. */
export const oidcMessages = defineCatalog({
  it: {
    'oidc.mail_validation':
      'Il tuo indirizzo email non è ancora confermato: apri il messaggio che ti abbiamo inviato e segui il link di conferma.',
    'oidc.not_configured': 'Questo accesso non è disponibile.',
    'oidc.invalid': "L'accesso con il provider non è valido o è scaduto: riprova.",
    'oidc.cancelled': 'Accesso con il provider annullato.',
    'oidc.email_not_verified':
      "L'indirizzo email del profilo non è verificato dal provider: accedi con nome utente e password.",
    'oidc.unknown_identity':
      'Nessun account è collegato a questo profilo: registrati con lo stesso indirizzo email, poi potrai accedere anche così.',
    'oidc.totp_required':
      "L'account ha la verifica in due passaggi: accedi con nome utente, password e codice di autenticazione.",
  },
  en: {
    'oidc.mail_validation':
      'Your e-mail address has not been confirmed yet: open the message we sent you and follow the confirmation link.',
    'oidc.not_configured': 'This sign-in is not available.',
    'oidc.invalid': 'The sign-in with the provider is not valid or has expired: please try again.',
    'oidc.cancelled': 'Sign-in with the provider was cancelled.',
    'oidc.email_not_verified':
      "The profile's e-mail address is not verified by the provider: sign in with your username and password.",
    'oidc.unknown_identity':
      'No account is linked to this profile: sign up with the same e-mail address, then you can sign in this way too.',
    'oidc.totp_required':
      'This account has two-step verification: sign in with your username, password and authentication code.',
  },
  de: {
    'oidc.mail_validation':
      'Ihre E-Mail-Adresse ist noch nicht bestätigt: Öffnen Sie die Nachricht, die wir Ihnen gesendet haben, und folgen Sie dem Bestätigungslink.',
    'oidc.not_configured': 'Diese Anmeldung ist nicht verfügbar.',
    'oidc.invalid': 'Die Anmeldung beim Anbieter ist ungültig oder abgelaufen: Bitte versuchen Sie es erneut.',
    'oidc.cancelled': 'Die Anmeldung beim Anbieter wurde abgebrochen.',
    'oidc.email_not_verified':
      'Die E-Mail-Adresse des Profils ist vom Anbieter nicht bestätigt: Melden Sie sich mit Benutzername und Passwort an.',
    'oidc.unknown_identity':
      'Mit diesem Profil ist kein Konto verknüpft: Registrieren Sie sich mit derselben E-Mail-Adresse, danach können Sie sich auch so anmelden.',
    'oidc.totp_required':
      'Dieses Konto hat die Zwei-Schritt-Verifizierung: Melden Sie sich mit Benutzername, Passwort und Authentifizierungscode an.',
  },
  fr: {
    'oidc.mail_validation':
      "Votre adresse e-mail n'est pas encore confirmée : ouvrez le message que nous vous avons envoyé et suivez le lien de confirmation.",
    'oidc.not_configured': "Cette connexion n'est pas disponible.",
    'oidc.invalid': "La connexion avec le fournisseur n'est pas valide ou a expiré : veuillez réessayer.",
    'oidc.cancelled': 'La connexion avec le fournisseur a été annulée.',
    'oidc.email_not_verified':
      "L'adresse e-mail du profil n'est pas vérifiée par le fournisseur : connectez-vous avec votre nom d'utilisateur et votre mot de passe.",
    'oidc.unknown_identity':
      "Aucun compte n'est lié à ce profil : inscrivez-vous avec la même adresse e-mail, vous pourrez ensuite vous connecter aussi de cette façon.",
    'oidc.totp_required':
      "Ce compte a la vérification en deux étapes : connectez-vous avec votre nom d'utilisateur, votre mot de passe et le code d'authentification.",
  },
});

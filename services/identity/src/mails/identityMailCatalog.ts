import type { Language } from '@immodesk/platform/domain/language';

export type IdentityMailKind =
  | 'verify_email'
  | 'account_exists'
  | 'reset_password'
  | 'login_link'
  | 'email_change_notice'
  | 'reauthentication_code'
  | 'confirm_email_change';

/** A mail's copy: `{{name}}` placeholders; each paragraph is one block, `action` is the button text for `{{link}}`. */
export type MailCopy = { subject: string; greeting: string; paragraphs: string[]; action: string; footer: string };

/** Every identity mail in nl, en and fr; the type makes a missing language or kind a compile error. */
export const IDENTITY_MAILS: Record<Language, Record<IdentityMailKind, MailCopy>> = {
  nl: {
    verify_email: {
      subject: 'Bevestig je e-mailadres voor {{product}}',
      greeting: 'Hallo {{firstName}},',
      paragraphs: ['Welkom bij {{product}}! Bevestig je e-mailadres om je account te activeren. De link blijft 48 uur geldig.'],
      action: 'E-mailadres bevestigen',
      footer: 'Heb je je niet aangemeld bij {{product}}? Dan mag je deze mail negeren.',
    },
    account_exists: {
      subject: 'Iemand probeerde zich aan te melden met je e-mailadres',
      greeting: 'Hallo {{firstName}},',
      paragraphs: [
        'Iemand (misschien jij) probeerde een nieuw {{product}}-account te maken met dit e-mailadres. Je hebt al een account, dus er is niets gewijzigd.',
        'Wachtwoord vergeten? Stel een nieuw wachtwoord in via {{resetLink}}',
      ],
      action: 'Aanmelden',
      footer: 'Was jij dit niet? Dan mag je deze mail negeren; je account is veilig.',
    },
    reset_password: {
      subject: 'Stel een nieuw wachtwoord in voor {{product}}',
      greeting: 'Hallo {{firstName}},',
      paragraphs: ['We kregen een aanvraag om het wachtwoord van je {{product}}-account opnieuw in te stellen. De link blijft 1 uur geldig en werkt één keer.'],
      action: 'Nieuw wachtwoord instellen',
      footer: 'Heb je dit niet aangevraagd? Dan mag je deze mail negeren; je wachtwoord blijft ongewijzigd.',
    },
    login_link: {
      subject: 'Je aanmeldlink voor {{product}}',
      greeting: 'Hallo {{firstName}},',
      paragraphs: ['Gebruik deze link om je aan te melden bij {{product}} zonder wachtwoord. De link blijft 15 minuten geldig en werkt één keer.'],
      action: 'Aanmelden',
      footer: 'Heb je dit niet aangevraagd? Dan mag je deze mail negeren; zonder deze link kan niemand zich aanmelden.',
    },
    email_change_notice: {
      subject: 'Het e-mailadres van je {{product}}-account wordt gewijzigd',
      greeting: 'Hallo {{firstName}},',
      paragraphs: [
        'Iemand die aangemeld is op je {{product}}-account vroeg om het e-mailadres te wijzigen van dit adres naar {{newEmail}}.',
        'Was jij dit niet? Annuleer de wijziging met de knop hieronder (7 dagen geldig): dit adres wordt weer dat van je account en alle sessies worden afgemeld. Kies daarna een nieuw wachtwoord via {{resetLink}} en bekijk je sessies bij Instellingen → Account.',
      ],
      action: 'Wijziging annuleren',
      footer: 'Was jij het wel? Dan hoef je niets te doen.',
    },
    reauthentication_code: {
      subject: 'Je bevestigingscode voor {{product}}',
      greeting: 'Hallo {{firstName}},',
      paragraphs: ['Je bevestigingscode is {{code}}. Voer de code in {{product}} in om je wijziging te bevestigen. De code blijft 10 minuten geldig en werkt één keer.'],
      action: 'Instellingen openen',
      footer: 'Heb je niets gewijzigd? Dan gebruikt iemand misschien je sessie: meld alle andere sessies af bij Instellingen → Account.',
    },
    confirm_email_change: {
      subject: 'Bevestig je nieuwe e-mailadres voor {{product}}',
      greeting: 'Hallo {{firstName}},',
      paragraphs: ['Je vroeg om het e-mailadres van je {{product}}-account te wijzigen naar dit adres. Bevestig het om de wijziging door te voeren. De link blijft 48 uur geldig.'],
      action: 'Nieuw e-mailadres bevestigen',
      footer: 'Heb je dit niet aangevraagd? Dan mag je deze mail negeren; er verandert niets.',
    },
  },
  en: {
    verify_email: {
      subject: 'Confirm your e-mail address for {{product}}',
      greeting: 'Hello {{firstName}},',
      paragraphs: ['Welcome to {{product}}! Confirm your e-mail address to activate your account. The link is valid for 48 hours.'],
      action: 'Confirm e-mail address',
      footer: 'Did you not sign up for {{product}}? Then you can ignore this mail.',
    },
    account_exists: {
      subject: 'Someone tried to sign up with your e-mail address',
      greeting: 'Hello {{firstName}},',
      paragraphs: [
        'Someone (perhaps you) tried to create a new {{product}} account with this e-mail address. You already have an account, so nothing has changed.',
        'Forgot your password? Set a new one at {{resetLink}}',
      ],
      action: 'Log in',
      footer: 'Was this not you? Then you can ignore this mail; your account is safe.',
    },
    reset_password: {
      subject: 'Set a new password for {{product}}',
      greeting: 'Hello {{firstName}},',
      paragraphs: ['We received a request to reset the password of your {{product}} account. The link is valid for 1 hour and works once.'],
      action: 'Set a new password',
      footer: 'Did you not ask for this? Then you can ignore this mail; your password stays as it is.',
    },
    login_link: {
      subject: 'Your sign-in link for {{product}}',
      greeting: 'Hello {{firstName}},',
      paragraphs: ['Use this link to sign in to {{product}} without your password. The link is valid for 15 minutes and works once.'],
      action: 'Sign in',
      footer: 'Did you not ask for this? Then you can ignore this mail; nobody can sign in without this link.',
    },
    email_change_notice: {
      subject: 'The e-mail address of your {{product}} account is being changed',
      greeting: 'Hello {{firstName}},',
      paragraphs: [
        'Someone signed in to your {{product}} account asked to change its e-mail address from this address to {{newEmail}}.',
        'Was this not you? Cancel the change with the button below (valid for 7 days): this address becomes your account address again and every session is signed out. Then choose a new password at {{resetLink}} and review your sessions in Settings → Account.',
      ],
      action: 'Cancel the change',
      footer: 'Was it you? Then there is nothing to do.',
    },
    reauthentication_code: {
      subject: 'Your {{product}} confirmation code',
      greeting: 'Hello {{firstName}},',
      paragraphs: ['Your confirmation code is {{code}}. Enter it in {{product}} to confirm your change. The code is valid for 10 minutes and works once.'],
      action: 'Open settings',
      footer: 'Did you not change anything? Then someone may be using your session: sign out every other session in Settings → Account.',
    },
    confirm_email_change: {
      subject: 'Confirm your new e-mail address for {{product}}',
      greeting: 'Hello {{firstName}},',
      paragraphs: ['You asked to change the e-mail address of your {{product}} account to this address. Confirm it to make the change. The link is valid for 48 hours.'],
      action: 'Confirm new e-mail address',
      footer: 'Did you not ask for this? Then you can ignore this mail; nothing changes.',
    },
  },
  fr: {
    verify_email: {
      subject: 'Confirmez votre adresse e-mail pour {{product}}',
      greeting: 'Bonjour {{firstName}},',
      paragraphs: ['Bienvenue sur {{product}} ! Confirmez votre adresse e-mail pour activer votre compte. Le lien est valable 48 heures.'],
      action: "Confirmer l'adresse e-mail",
      footer: "Vous ne vous êtes pas inscrit sur {{product}} ? Vous pouvez ignorer cet e-mail.",
    },
    account_exists: {
      subject: "Quelqu'un a tenté de s'inscrire avec votre adresse e-mail",
      greeting: 'Bonjour {{firstName}},',
      paragraphs: [
        "Quelqu'un (peut-être vous) a tenté de créer un nouveau compte {{product}} avec cette adresse e-mail. Vous avez déjà un compte : rien n'a été modifié.",
        'Mot de passe oublié ? Choisissez-en un nouveau sur {{resetLink}}',
      ],
      action: 'Se connecter',
      footer: "Ce n'était pas vous ? Vous pouvez ignorer cet e-mail ; votre compte est en sécurité.",
    },
    reset_password: {
      subject: 'Choisissez un nouveau mot de passe pour {{product}}',
      greeting: 'Bonjour {{firstName}},',
      paragraphs: ['Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {{product}}. Le lien est valable 1 heure et ne fonctionne qu’une fois.'],
      action: 'Choisir un nouveau mot de passe',
      footer: "Vous n'avez rien demandé ? Vous pouvez ignorer cet e-mail ; votre mot de passe reste inchangé.",
    },
    login_link: {
      subject: 'Votre lien de connexion à {{product}}',
      greeting: 'Bonjour {{firstName}},',
      paragraphs: ['Utilisez ce lien pour vous connecter à {{product}} sans mot de passe. Le lien est valable 15 minutes et ne fonctionne qu’une fois.'],
      action: 'Se connecter',
      footer: "Vous n'avez rien demandé ? Vous pouvez ignorer cet e-mail ; personne ne peut se connecter sans ce lien.",
    },
    email_change_notice: {
      subject: "L'adresse e-mail de votre compte {{product}} va être modifiée",
      greeting: 'Bonjour {{firstName}},',
      paragraphs: [
        "Une personne connectée à votre compte {{product}} a demandé de remplacer son adresse e-mail, celle-ci, par {{newEmail}}.",
        "Ce n'était pas vous ? Annulez la modification avec le bouton ci-dessous (valable 7 jours) : cette adresse redevient celle de votre compte et toutes les sessions sont fermées. Choisissez ensuite un nouveau mot de passe sur {{resetLink}} et vérifiez vos sessions dans Paramètres → Compte.",
      ],
      action: 'Annuler la modification',
      footer: "C'était bien vous ? Vous n'avez rien à faire.",
    },
    reauthentication_code: {
      subject: 'Votre code de confirmation {{product}}',
      greeting: 'Bonjour {{firstName}},',
      paragraphs: ['Votre code de confirmation est {{code}}. Saisissez-le dans {{product}} pour confirmer votre modification. Le code est valable 10 minutes et ne fonctionne qu’une fois.'],
      action: 'Ouvrir les paramètres',
      footer: "Vous n'avez rien modifié ? Quelqu'un utilise peut-être votre session : fermez toutes les autres sessions dans Paramètres → Compte.",
    },
    confirm_email_change: {
      subject: 'Confirmez votre nouvelle adresse e-mail pour {{product}}',
      greeting: 'Bonjour {{firstName}},',
      paragraphs: ["Vous avez demandé à remplacer l'adresse e-mail de votre compte {{product}} par celle-ci. Confirmez-la pour appliquer la modification. Le lien est valable 48 heures."],
      action: 'Confirmer la nouvelle adresse',
      footer: "Vous n'avez rien demandé ? Vous pouvez ignorer cet e-mail ; rien ne change.",
    },
  },
};

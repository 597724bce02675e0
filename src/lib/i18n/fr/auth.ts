// French of the auth screens (src/islands/auth), by component and key; English is in each island.
import type { ComponentsJSON } from '@nanostores/i18n';

export default {
  'auth/login': {
    verified: 'Votre adresse e-mail a bien été vérifiée',
    verifying: 'Vérification de votre adresse e-mail...',
    newLink: 'Recevoir un nouveau lien de vérification',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    remember: 'Se souvenir de moi',
    forgot: 'Mot de passe oublié ?',
    login: 'Se connecter',
    newHere: 'Pas encore de compte ?',
    signup: 'Créer un compte',
  },
  'auth/register': {
    fullName: 'Nom complet',
    email: 'Adresse e-mail',
    phone: 'Numéro de téléphone',
    password: 'Mot de passe',
    back: 'Retour',
    create: 'Créer mon compte',
    haveAccount: 'Vous avez déjà un compte ?',
    login: 'Se connecter',
  },
  'auth/password-rules': {
    title: 'Votre mot de passe doit contenir :',
    met: 'fait',
    unmet: 'encore requis',
  },
  'auth/forgot': {
    required: 'L’adresse e-mail est obligatoire',
    invalid: 'Saisissez une adresse e-mail valide, par exemple nom@entreprise.com',
    sent: 'Un lien de réinitialisation du mot de passe a été envoyé à {address}',
    email: 'Adresse e-mail',
    reset: 'Réinitialiser le mot de passe',
    toLogin: 'Retour à la connexion',
  },
  'auth/reset': {
    changed: 'Votre mot de passe a bien été modifié.',
    takingYou: 'Redirection vers la page de',
    login: 'connexion',
    newPassword: 'Nouveau mot de passe',
    confirm: 'Confirmez le nouveau mot de passe',
    change: 'Modifier le mot de passe',
    toLogin: 'Retour à la connexion',
  },
  'auth/verify': {
    resent: 'Un nouveau lien de vérification vous a été envoyé.',
    sentTo: 'Nous avons envoyé un lien de vérification à',
    openIt: 'Ouvrez-le pour vérifier votre adresse e-mail, puis connectez-vous. Le lien est valable 48 heures.',
    nothing: 'Rien reçu ? Vérifiez votre dossier de courriers indésirables, ou demandez un nouveau lien.',
    resend: 'Renvoyer l’e-mail',
    toLogin: 'Aller à la connexion',
  },
} satisfies ComponentsJSON;

// The few words the public pages' frame says itself (header, footer, navigation, skip link):
// everything else a page says lives in content/ (content/fr/ for French). English is the key,
// so the English site reads exactly as written and a missing French entry shows English.
import { type Locale, isBilingual, localizedPath } from '../../shared/i18n/locales.ts';

const FRENCH: Readonly<Record<string, string>> = {
  'Skip to content': 'Aller au contenu',
  home: 'accueil',
  Main: 'Principal',
  Menu: 'Menu',
  'Browse Products': 'Voir les produits',
  'Manage Transactions': 'Gérer mes transactions',
  'Our Story': 'Notre histoire',
  'What we do': 'Nos activités',
  'Our Impact': 'Notre impact',
  'Buy Commodities': 'Acheter des matières premières',
  'Market Intelligence': 'Veille des marchés',
  Academy: 'Académie',
  Contact: 'Contact',
  // The marketplace's name stays "Marketplace", as French-speaking traders call it.
  '(opens in a new tab)': '(s’ouvre dans un nouvel onglet)',
  Login: 'Connexion',
  'Sign Up': 'Inscription',
  'My Orders': 'Mes commandes',
  'Message Center': 'Messagerie',
  Inquiries: 'Demandes',
  Logout: 'Déconnexion',
  Company: 'Entreprise',
  'Our Solutions': 'Nos solutions',
  'Buyers Hub': 'Espace acheteurs',
  'Logistics Hub': 'Plateforme logistique',
  'Contact Us': 'Nous contacter',
  'Social profiles': 'Réseaux sociaux',
  'All rights reserved.': 'Tous droits réservés.',
  Language: 'Langue',
  // French sets a colon off with a non-breaking space (issue 41), so it never starts a line.
  'Language:': 'Langue\u00a0:',
  // The few words the page widgets say themselves (src/components/widgets).
  'How it started': 'Nos débuts',
  'From our founder': 'Le mot de notre fondatrice',
  'Why trade with us': 'Pourquoi commercer avec nous',
  'Mission and vision': 'Mission et vision',
  'Partner logos': 'Logos de nos partenaires',
  'Pause the carousel': 'Mettre le carrousel en pause',
  Profile: 'Profil',
  '{name}’s profile': 'Profil de {name}',
  // The footer's offices, by country.
  'United States': 'États-Unis',
  'In their words': 'Leurs mots',
  'Our services': 'Nos services',
  // The Academy pages (src/components/pages/Academy*.astro).
  Articles: 'Articles',
  'Read the article': 'Lire l’article',
  'All Academy articles': 'Tous les articles de l’Académie',
  'This article is not yet translated; here is the English version.':
    'Cet article n’est pas encore traduit ; voici la version anglaise.',
  // The auth screens' frame (src/pages: login, registration, password, verification).
  'Welcome back': 'Bon retour parmi nous',
  'Sign in to manage your orders, inquiries and messages.':
    'Connectez-vous pour gérer vos commandes, vos demandes et vos messages.',
  'Create your buyer account': 'Créez votre compte acheteur',
  'Buy bulk commodities from verified African suppliers, priced per metric tonne.':
    'Achetez des matières premières en gros auprès de fournisseurs africains vérifiés, au prix de la tonne métrique.',
  'Forgot password': 'Mot de passe oublié',
  'Enter the e-mail address of your account and we will send you a link to set a new password.':
    'Saisissez l’adresse e-mail de votre compte\u00a0: nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  'Set New Password': 'Nouveau mot de passe',
  'Use at least 8 characters with an uppercase letter, a lowercase letter, a digit and one of # ? ! @ $ % ^ & * -.':
    'Au moins 8 caractères, dont une majuscule, une minuscule, un chiffre et l’un de ces caractères\u00a0: # ? ! @ $ % ^ & * -.',
  'Verify your e-mail': 'Vérifiez votre adresse e-mail',
  'Thank you for signing up': 'Merci de votre inscription',
  // The buyer hub's frame (HubLayout and its pages).
  'Buyer hub': 'Espace acheteur',
  Overview: 'Vue d’ensemble',
  'My Inquiries': 'Mes demandes',
  Settings: 'Paramètres',
  'Account Overview': 'Aperçu du compte',
  'Order information': 'Informations sur la commande',
  'Pro-forma invoice': 'Facture pro forma',
  'Search orders': 'Rechercher des commandes',
  'Search orders...': 'Rechercher des commandes...',
  'Search inquiries': 'Rechercher des demandes',
  'Search inquiries...': 'Rechercher des demandes...',
  'Search messages': 'Rechercher des messages',
  'Search messages...': 'Rechercher des messages...',
  'Loading...': 'Chargement...',
  unread: 'non lus',
};

/** The French words, for the test of French typography. */
export const FRENCH_SITE_TEXT = FRENCH;

/** The name of each language, written in that language (the switch shows the other one). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français' };

/** A translator for one language: t('Our Story') -> 'Notre histoire' in French. */
export function siteText(locale: Locale): (english: string) => string {
  return locale === 'fr' ? (english) => FRENCH[english] ?? english : (english) => english;
}

/** A link of the frame in `locale`: pages that exist in French point to their French version. */
export const localHref = (href: string, locale: Locale) =>
  href.startsWith('/') && isBilingual(href) ? localizedPath(href, locale) : href;

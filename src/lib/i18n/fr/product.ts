// French of the product page (src/islands/product-details), by component and key.
import type { ComponentsJSON } from '@nanostores/i18n';

export default {
  'product/details': {
    notFound: 'Produit introuvable',
    notFoundText: 'Ce produit n’existe pas ou n’est plus proposé.',
    browse: 'Voir les produits',
    related: 'Vous aimerez peut-être aussi',
    perMT: 'par TM',
    minimum: 'Commande minimale',
    mt: '{quantity} TM',
    unit: 'TM',
    capacity: 'Capacité',
    monthly: '{quantity} TM/mois',
    leadTime: 'Délai de livraison',
    specification: 'Spécification',
    subCategory: 'Sous-catégorie',
    origins: 'Pays d’origine',
    onRequest: 'Sur demande',
    placeOrder: 'Commander',
    makeInquiry: 'Demander un devis',
    specificationOf: 'Spécification de {product}',
    description: 'Description',
    inquiry: 'Demander un devis',
    loading: 'Chargement du produit',
    failed: 'Ce produit n’a pas pu être chargé.',
  },
  'product/gallery': {
    noPhoto: 'Pas encore de photo de {name}',
    photos: 'Photos de {name}',
    show: 'Afficher la photo {number} : {alt}',
  },
  'product/inquiry': {
    contact: 'Vos coordonnées',
    fullName: 'Nom complet',
    email: 'E-mail',
    phone: 'Téléphone',
    notGiven: 'Non renseigné',
    signInWhy: 'Connectez-vous pour que notre équipe puisse vous répondre avec un devis.',
    signIn: 'Se connecter pour envoyer une demande',
    sent: 'Nous avons bien reçu votre demande. Nous vous répondrons très rapidement.',
  },
  'product/order-modal': {
    placed: 'Commande passée',
    title: 'Commander : {product}',
    placedText:
      'Votre commande a bien été envoyée. Rendez-vous sur votre tableau de bord pour envoyer le justificatif de paiement',
    number: 'Numéro de commande',
    dashboard: 'Aller au tableau de bord',
    view: 'Voir la commande',
  },
} satisfies ComponentsJSON;

// French of the public pages' islands (src/islands/site), by component and key.
import type { ComponentsJSON } from '@nanostores/i18n';

export default {
  'site/browse': {
    filters: 'Filtrer les produits',
    showFilters: 'Filtres',
    activeCount: '({count} actifs)',
    search: 'Rechercher',
    searchExample: 'Cajou, sésame, coton...',
    category: 'Catégorie',
    allCategories: 'Toutes les catégories',
    sub: 'Sous-catégorie',
    allSubs: 'Toutes les sous-catégories',
    origin: 'Pays d’origine',
    allOrigins: 'Toutes les origines',
    price: 'Prix par TM (USD)',
    min: 'Min.',
    max: 'Max.',
    clear: 'Effacer les filtres',
    products: 'Produits',
    shown: { one: '{count} produit', many: '{count} produits' },
    loading: 'Chargement des produits...',
    sortBy: 'Trier par',
    featured: 'En vedette',
    'price-asc': 'Prix croissant',
    'price-desc': 'Prix décroissant',
    name: 'Nom : de A à Z',
    active: 'Filtres actifs',
    remove: '(retirer le filtre)',
    fromOrigin: 'Origine : {origin}',
    fromPrice: 'À partir de {price} $/TM',
    upToPrice: 'Jusqu’à {price} $/TM',
    failed: 'Les produits n’ont pas pu être chargés. Veuillez réessayer.',
    noneTitle: 'Aucun produit ne correspond à ces filtres',
    noneText:
      'Essayez une autre recherche ou effacez les filtres. Vous cherchez un produit que nous ne proposons pas ? Demandez à nos agents.',
  },
} satisfies ComponentsJSON;

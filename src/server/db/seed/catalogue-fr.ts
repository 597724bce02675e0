// The demo catalogue's French names (issue 27), by product slug: what French readers see on
// a fresh install. Descriptions stay English until an admin writes a French one in the
// console; the first two products show what a full French entry looks like.
export const FRENCH_CATALOGUE: Record<string, { name: string; description?: string }> = {
  'raw-cashew-nuts': {
    name: 'Noix de cajou brutes (en coque)',
    description:
      'Noix de cajou brutes en coque de la récolte principale 2026, séchées au soleil, achetées auprès de groupements de producteurs et triées à la main dans nos centres de collecte avant ensachage. Chaque lot est contrôlé par un inspecteur indépendant (rendement, nombre de noix, humidité) avant chargement. Pour les transformateurs du Vietnam et de l’Inde qui cherchent des lots réguliers de 47 à 49 lb KOR.',
  },
  'sesame-seeds': {
    name: 'Graines de sésame blanc naturel',
    description:
      'Sésame blanc naturel des zones de Nasarawa, Benue et Jigawa, nettoyé en machine et trié optiquement à 99,5 % de pureté pour la confiserie et le tahini. Teneur en huile de 48 % et plus, acidité faible grâce à un séchage soigné. Lots fumigés et expédiés avec certificats phytosanitaire et d’origine.',
  },
  soyabeans: { name: 'Soja (sans OGM)' },
  'groundnut-kernels': { name: 'Arachides décortiquées (peau rouge)' },
  'dried-split-ginger': { name: 'Gingembre séché fendu' },
  'shea-nuts': { name: 'Amandes de karité' },
  'cocoa-beans': { name: 'Fèves de cacao (récolte principale)' },
  'dried-hibiscus-flowers': { name: 'Fleurs d’hibiscus séchées (bissap)' },
  'cassava-chips': { name: 'Cossettes de manioc séchées' },
  'yellow-maize': { name: 'Maïs jaune' },
  'white-sorghum': { name: 'Sorgho blanc' },
  'robusta-coffee-beans': { name: 'Café robusta (vert)' },
  cowpeas: { name: 'Niébé (haricots à œil noir)' },
  'gum-arabic': { name: 'Gomme arabique (Acacia senegal)' },
  'cotton-lint': { name: 'Coton fibre brut' },
  'cotton-yarn': { name: 'Fil de coton peigné Ne 30/1' },
  'ankara-wax-print': { name: 'Tissu wax imprimé (ankara)' },
  'adire-fabric': { name: 'Tissu adire (indigo teint à la main)' },
  'kente-cloth': { name: 'Tissu kente (tissé à la main)' },
  'woven-pp-sacks': { name: 'Sacs tissés en polypropylène (50 kg)' },
  'shea-butter': { name: 'Beurre de karité (non raffiné, grade A)' },
  'natural-cocoa-powder': { name: 'Poudre de cacao naturelle 10–12 %' },
  'cashew-kernels-w320': { name: 'Amandes de cajou W320' },
  'refined-palm-olein': { name: 'Oléine de palme raffinée (RBD)' },
  'african-black-soap': { name: 'Savon noir africain' },
  'tomato-paste': { name: 'Concentré de tomate 28–30 % Brix' },
  'hibiscus-tea-bags': { name: 'Infusion d’hibiscus en sachets' },
  garri: { name: 'Gari (blanc, type Ijebu)' },
};

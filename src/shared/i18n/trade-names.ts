// The one rule for naming the catalogue's things in a reader's language (issue 41, item 7):
// products, their categories, sub-categories and specification labels, and the countries an
// order or quote stores by English name. The catalogue and the trades keep English (what staff
// and the console read); a French reader gets the French name wherever one is known, in the
// hub, on the product page, on quotes, orders and the pro-forma, and in mails and notifications.
// Countries stored by name are in country-by-name.ts (it carries the country list, which the
// product page does not need).
import type { Locale } from './locales.ts';

/** Anything named like a product: its English name and, when admins gave one, its French name. */
export interface TradeName {
  productName: string;
  productNameFr?: string | null | undefined;
}

/** A product's name in `locale`: the French one when there is one, else the English. */
export const productNameIn = (product: TradeName, locale: Locale): string =>
  (locale === 'fr' && product.productNameFr) || product.productName;

const CATEGORIES_FR: Record<string, string> = {
  'Agro-Commodities': 'Produits agricoles',
  Textile: 'Textile',
  'Finished Goods': 'Produits finis',
};

const SUB_CATEGORIES_FR: Record<string, string> = {
  'Nuts & Kernels': 'Noix et amandes',
  Nuts: 'Noix',
  Oilseeds: 'Oléagineux',
  'Spices & Herbs': 'Épices et plantes aromatiques',
  'Beverage Crops': 'Cultures pour boissons',
  'Roots & Tubers': 'Racines et tubercules',
  'Grains & Pulses': 'Céréales et légumineuses',
  'Gums & Resins': 'Gommes et résines',
  Fibre: 'Fibres',
  Yarn: 'Fils',
  Fabrics: 'Tissus',
  'Packaging Textiles': 'Textiles d’emballage',
  'Personal Care': 'Soins personnels',
  'Processed Foods': 'Aliments transformés',
  'Edible Nuts': 'Fruits à coque comestibles',
  'Edible Oils': 'Huiles alimentaires',
  Beverages: 'Boissons',
};

/** The labels of the catalogue's specification tables; the values (figures, units) stay as written. */
const SPECIFICATION_LABELS_FR: Record<string, string> = {
  KOR: 'KOR (rendement)',
  'Nut count': 'Nombre de noix',
  Moisture: 'Humidité',
  'Defective nuts': 'Noix défectueuses',
  'Foreign matter': 'Matières étrangères',
  'Crop year': 'Année de récolte',
  Packaging: 'Conditionnement',
  'Container load': 'Chargement par conteneur',
  Purity: 'Pureté',
  'Oil content': 'Teneur en huile',
  FFA: 'Acidité (AGL)',
  Admixture: 'Impuretés mélangées',
  Colour: 'Couleur',
  Protein: 'Protéines',
  'Broken/split': 'Brisures / fendus',
  'GMO status': 'Statut OGM',
  Count: 'Calibre',
  'Aflatoxin (total)': 'Aflatoxines (total)',
  'Broken kernels': 'Amandes brisées',
  Variety: 'Variété',
  'Volatile oil': 'Huile essentielle',
  'Total ash': 'Cendres totales',
  Form: 'Forme',
  'Fat content': 'Teneur en matières grasses',
  'Germinated kernels': 'Amandes germées',
  'Bean count': 'Nombre de fèves',
  'Mouldy beans': 'Fèves moisies',
  'Slaty beans': 'Fèves ardoisées',
  'Insect damaged': 'Dégâts d’insectes',
  Fermentation: 'Fermentation',
  Grade: 'Qualité',
  'Starch content': 'Teneur en amidon',
  'Sand/silica': 'Sable / silice',
  'Crude fibre': 'Fibres brutes',
  'Cyanide (HCN)': 'Cyanure (HCN)',
  Aflatoxin: 'Aflatoxines',
  'Test weight': 'Poids spécifique',
  Tannin: 'Tanins',
  'Broken grains': 'Grains brisés',
  'Black & broken': 'Grains noirs et brisés',
  Processing: 'Traitement',
  'Weevil damage': 'Dégâts de charançons',
  'Insoluble matter': 'Matières insolubles',
  'Staple length': 'Longueur de fibre',
  Micronaire: 'Micronaire',
  Strength: 'Ténacité',
  Trash: 'Déchets',
  Spinning: 'Filature',
  Fibre: 'Fibre',
  Twist: 'Torsion',
  CSP: 'CSP (résistance)',
  Print: 'Impression',
  Composition: 'Composition',
  Weight: 'Grammage',
  Width: 'Laize',
  'Piece length': 'Longueur de pièce',
  'Colour fastness': 'Solidité des couleurs',
  Dye: 'Teinture',
  Technique: 'Technique',
  'Base fabric': 'Tissu de base',
  Weave: 'Tissage',
  'Strip width': 'Largeur de bande',
  'Cloth size': 'Dimensions du pagne',
  Patterns: 'Motifs',
  Size: 'Dimensions',
  'Fabric weight': 'Grammage du tissu',
  Mesh: 'Maillage',
  Printing: 'Impression',
  Liner: 'Doublure',
  'UV treatment': 'Traitement anti-UV',
  'Moisture & volatiles': 'Humidité et matières volatiles',
  Impurities: 'Impuretés',
  'Peroxide value': 'Indice de peroxyde',
  pH: 'pH',
  Fineness: 'Finesse',
  'Total plate count': 'Flore totale',
  Broken: 'Brisures',
  'Iodine value': 'Indice d’iode',
  'Cloud point': 'Point de trouble',
  'Moisture & impurities': 'Humidité et impuretés',
  Type: 'Type',
  Ingredients: 'Ingrédients',
  'Shelf life': 'Durée de conservation',
  Brix: 'Brix',
  'Bostwick consistency': 'Consistance Bostwick',
  'Colour (a/b)': 'Couleur (a/b)',
  'Howard mould count': 'Moisissures (Howard)',
  Content: 'Contenu',
  'Bag weight': 'Poids du sac',
  'Bag material': 'Matière du sac',
  Box: 'Carton',
  'Granule size': 'Granulométrie',
  Ash: 'Cendres',
};

const inFrench = (table: Record<string, string>) => (name: string, locale: Locale) =>
  (locale === 'fr' && table[name]) || name;

/** A catalogue category in `locale`; a category the list does not know stays as written. */
export const categoryIn = inFrench(CATEGORIES_FR);

/** A sub-category in `locale`, as categories. */
export const subCategoryIn = inFrench(SUB_CATEGORIES_FR);

/** A specification label in `locale`, as categories. */
export const specificationLabelIn = inFrench(SPECIFICATION_LABELS_FR);

// The sales contract as a PDF: a header with the number, version and parties, the key terms,
// the clauses as issued (placeholders filled), and, once signed, each signature with the
// version and the sha256 of the issued document it was made over.
import type { ContractValues } from '../../../shared/contracts/contracts.ts';
import { fillPlaceholders } from '../../../shared/contracts/contracts.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { type Block, renderPdf } from './pdf.ts';

export interface SignatureLine {
  party: 'BUYER' | 'SELLER';
  name: string;
  signedAt: Date;
  ip: string | null;
  sha256: string;
  version: number;
}

const WORDS = {
  en: {
    title: 'Sales contract',
    version: 'Version',
    issued: 'Issued',
    seller: 'Seller',
    buyer: 'Buyer',
    product: 'Product',
    quantity: 'Quantity',
    price: 'Price per MT',
    total: 'Total',
    incoterm: 'Incoterm',
    namedPlace: 'Named place',
    payment: 'Payment',
    signatures: 'Signatures',
    signedBy: (party: string, name: string, at: string) => `${party}: signed by ${name} on ${at} (UTC)`,
    from: 'from address',
    over: (version: number, sha: string) => `over version ${version}, document SHA-256 ${sha}`,
    hash: 'SHA-256 of the issued document',
    nature:
      'Simple electronic signatures: each party typed or confirmed its name and accepted this text; the record of who signed, when, from which address and over which document fingerprint is kept by the seller.',
  },
  fr: {
    title: 'Contrat de vente',
    version: 'Version',
    issued: 'Émis le',
    seller: 'Vendeur',
    buyer: 'Acheteur',
    product: 'Produit',
    quantity: 'Quantité',
    price: 'Prix par TM',
    total: 'Total',
    incoterm: 'Incoterm',
    namedPlace: 'Lieu convenu',
    payment: 'Paiement',
    signatures: 'Signatures',
    signedBy: (party: string, name: string, at: string) => `${party} : signé par ${name} le ${at} (UTC)`,
    from: 'depuis l’adresse',
    over: (version: number, sha: string) => `sur la version ${version}, empreinte SHA-256 du document ${sha}`,
    hash: 'Empreinte SHA-256 du document émis',
    nature:
      'Signatures électroniques simples : chaque partie a saisi ou confirmé son nom et accepté ce texte ; la trace de qui a signé, quand, depuis quelle adresse et sur quelle empreinte du document est conservée par le vendeur.',
  },
} as const;

/** The clauses' markdown as blocks: `## ` lines are headings, other paragraphs text. */
function clauseBlocks(markdown: string): Block[] {
  return markdown
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part): Block[] => {
      const [first = '', ...rest] = part.split('\n');
      const heading = /^#{1,6}\s+(.*)$/.exec(first);
      if (!heading) return [{ kind: 'paragraph', text: part.replace(/\s*\n\s*/g, ' ') }];
      const body = rest.join(' ').trim();
      return [
        { kind: 'heading', text: heading[1] ?? '' },
        ...(body ? [{ kind: 'paragraph', text: body } as const] : []),
      ];
    });
}

const stamp = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

/**
 * The contract's PDF. Without signatures it is the issued document (its sha256 is what both
 * parties sign); with them it is the signed copy, naming the issued document's hash.
 */
export function renderSalesContract(input: {
  locale: Locale;
  values: ContractValues;
  clauses: string;
  issuedAt: Date;
  signatures?: readonly SignatureLine[];
  issuedSha256?: string;
}): Promise<Buffer> {
  const w = WORDS[input.locale];
  const v = input.values;
  const blocks: Block[] = [
    { kind: 'title', text: `${w.title} ${v.contractNumber}` },
    {
      kind: 'fields',
      rows: [
        [w.version, v.version],
        [w.issued, v.issueDate],
        [w.seller, `${v.sellerName}, ${v.sellerAddress}`],
        [w.buyer, `${v.buyerName} (${v.buyerEmail})`],
        [w.product, v.productName],
        [w.quantity, `${v.quantity} ${v.tolerance}`],
        [w.price, v.pricePerMT],
        [w.total, v.total],
        [w.incoterm, v.incoterm],
        [w.namedPlace, v.namedPlace],
        [w.payment, v.paymentPlan],
      ],
    },
    ...clauseBlocks(fillPlaceholders(input.clauses, v)),
  ];
  const signatures = input.signatures ?? [];
  if (signatures.length > 0) {
    blocks.push({ kind: 'heading', text: w.signatures });
    for (const signature of signatures) {
      const party = signature.party === 'BUYER' ? w.buyer : w.seller;
      blocks.push({
        kind: 'paragraph',
        text: `${w.signedBy(party, signature.name, stamp(signature.signedAt))}, ${w.from} ${signature.ip ?? '-'}, ${w.over(signature.version, signature.sha256)}.`,
      });
    }
    if (input.issuedSha256) blocks.push({ kind: 'fields', rows: [[w.hash, input.issuedSha256]] });
    blocks.push({ kind: 'note', text: w.nature });
  }
  return renderPdf({
    title: `${w.title} ${v.contractNumber} v${v.version}`,
    subject: v.orderNumber,
    createdAt: input.issuedAt,
    footer: `${v.contractNumber} · ${w.version} ${v.version}`,
    blocks,
  });
}

// The stable error codes of the /api envelope (issue 16), written once: the server puts a code
// beside every English `message`, the OpenAPI reference lists them, and the browser shows the
// French text of a code to a buyer who reads French. A code never changes once published;
// its English text may be reworded.
//
// `en` is the exact English the server sends for that code, so the server finds the code of a
// message by its text and the messages of the shared rules get theirs without each call site
// naming it. `en: null` marks codes whose English varies (it names a count, a reason) or that
// only sort an answer by its status. `fr` is left out where a French sentence would say less
// than the server's English (a generic "not valid" for a specific hint): the English then stays.
import { UNSTORABLE_TEXT_MESSAGE } from '../common/storable-text.ts';
import { PDF_OR_IMAGE_MESSAGE } from '../common/files.ts';
import { STAFF_DEACTIVATED_MESSAGE, TOTP_REQUIRED_MESSAGE, TOTP_WRONG_MESSAGE } from '../staff/staff.ts';
import { ADMIN_NEEDS_TOTP_MESSAGE } from '../staff/permissions.ts';
import type { Locale } from './locales.ts';

interface ErrorText {
  en: string | null;
  fr?: string;
}

const catalogue = {
  // Any answer of a status, when nothing more precise applies.
  bad_request: { en: null },
  unauthorized: { en: null },
  forbidden: { en: 'You are not allowed to do this.', fr: 'Vous n’êtes pas autorisé à effectuer cette action.' },
  not_found: { en: null },
  conflict: { en: null },
  payload_too_large: { en: null },
  uri_too_long: { en: 'This address is too long.', fr: 'Cette adresse est trop longue.' },
  unsupported_media_type: { en: null },
  rate_limited: { en: null, fr: 'Trop de demandes. Patientez un instant, puis réessayez.' },
  server_error: {
    en: 'Something went wrong on our side. Please try again.',
    fr: 'Une erreur s’est produite de notre côté. Veuillez réessayer.',
  },
  request_timeout: {
    en: 'The request stopped arriving before it was complete. Please send it again.',
    fr: 'La requête a cessé d’arriver avant d’être complète. Veuillez l’envoyer à nouveau.',
  },
  service_unavailable: { en: null, fr: 'Un service est momentanément indisponible. Veuillez réessayer plus tard.' },

  // The request itself.
  value_invalid: { en: null },
  value_too_small: { en: null },
  value_too_large: { en: null },
  value_format: { en: null },
  unknown_field: { en: null },
  invalid_json: { en: 'The request body is not valid JSON.', fr: 'Le contenu de la requête n’est pas un JSON valide.' },
  empty_body: { en: 'The request body is empty.', fr: 'Le contenu de la requête est vide.' },
  invalid_url: {
    en: 'This address is not valid: check its encoding.',
    fr: 'Cette adresse n’est pas valide : vérifiez son encodage.',
  },
  route_not_found: { en: null },
  media_type_refused: {
    en: 'This content type is not supported here.',
    fr: 'Ce type de contenu n’est pas accepté ici.',
  },
  body_too_large: { en: 'The request body is too large.', fr: 'Le contenu de la requête est trop volumineux.' },
  file_too_large: { en: 'The file is too large.', fr: 'Le fichier est trop volumineux.' },
  upload_cut_off: {
    en: 'The upload is cut off or is not valid multipart/form-data.',
    fr: 'L’envoi est incomplet ou n’est pas au format multipart/form-data.',
  },
  text_unstorable: {
    en: UNSTORABLE_TEXT_MESSAGE,
    fr: 'Ce texte contient un caractère qui ne peut pas être enregistré (un caractère NUL ou un caractère Unicode invalide).',
  },
  file_type_refused: { en: PDF_OR_IMAGE_MESSAGE, fr: 'Envoyez un fichier JPEG, PNG, WebP ou PDF.' },
  file_empty: { en: 'The file is empty.', fr: 'Le fichier est vide.' },
  file_missing: { en: 'Choose a file to upload.', fr: 'Choisissez un fichier à envoyer.' },

  // Accounts and sign-in.
  sign_in_required: { en: 'Please sign in to continue.', fr: 'Veuillez vous connecter pour continuer.' },
  invalid_credentials: {
    en: 'The e-mail address or password is incorrect.',
    fr: 'L’adresse e-mail ou le mot de passe est incorrect.',
  },
  email_unverified: {
    en: 'Please verify your e-mail address before signing in: open the link we sent you, or ask for a new one.',
    fr: 'Veuillez confirmer votre adresse e-mail avant de vous connecter : ouvrez le lien que nous vous avons envoyé, ou demandez-en un nouveau.',
  },
  account_suspended: {
    en: null,
    fr: 'Votre compte a été suspendu. Veuillez nous contacter pour le faire rétablir.',
  },
  verification_link_invalid: {
    en: 'This verification link is not valid any more: it was already used, replaced by a newer one, or has expired. Sign in, or ask for a new link.',
    fr: 'Ce lien de vérification n’est plus valide : il a déjà servi, un lien plus récent l’a remplacé, ou il a expiré. Connectez-vous, ou demandez un nouveau lien.',
  },
  reset_link_invalid: {
    en: 'This password reset link is not valid any more: it was already used, replaced by a newer one, or has expired (links last 30 minutes). Please request a new one.',
    fr: 'Ce lien de réinitialisation n’est plus valide : il a déjà servi, un lien plus récent l’a remplacé, ou il a expiré (les liens sont valables 30 minutes). Veuillez en demander un nouveau.',
  },
  email_taken: {
    en: 'An account with this e-mail address already exists. Sign in, or reset your password.',
    fr: 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous, ou réinitialisez votre mot de passe.',
  },
  password_common: {
    en: 'This password is too common and easy to guess. Please choose a less predictable one.',
    fr: 'Ce mot de passe est trop courant et facile à deviner. Veuillez en choisir un moins prévisible.',
  },
  // The password rules of docs/product/validation.md, in its words and order (src/shared/auth/password-rules.ts).
  password_empty: { en: 'Password is empty', fr: 'Le mot de passe est vide' },
  password_uppercase: { en: 'At least one Uppercase', fr: 'Au moins une majuscule' },
  password_lowercase: { en: 'At least one Lowercase', fr: 'Au moins une minuscule' },
  password_digit: { en: 'At least one digit', fr: 'Au moins un chiffre' },
  password_special: { en: 'At least one Special Characters', fr: 'Au moins un caractère spécial' },
  password_too_short: { en: 'At least minumum 8 characters', fr: 'Au moins 8 caractères' },
  password_mismatch: { en: 'Confirm password is not matched', fr: 'Les mots de passe ne correspondent pas' },
  password_wrong: { en: 'Your current password is incorrect.', fr: 'Votre mot de passe actuel est incorrect.' },
  password_unchanged: {
    en: 'Choose a new password that differs from your current one.',
    fr: 'Choisissez un nouveau mot de passe différent de l’actuel.',
  },
  too_many_attempts: {
    en: null,
    fr: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
  },
  sending_too_fast: {
    en: 'You are sending messages too fast. Please wait a moment.',
    fr: 'Vous envoyez des messages trop vite. Patientez un instant.',
  },
  buyers_only: { en: 'This is for buyer accounts only.', fr: 'Ceci est réservé aux comptes acheteurs.' },
  staff_only: { en: 'This is for staff accounts only.' },
  role_refused: { en: 'Your role does not allow this. Ask an administrator if you need it.' },
  admin_needs_totp: { en: ADMIN_NEEDS_TOTP_MESSAGE },
  staff_deactivated: { en: STAFF_DEACTIVATED_MESSAGE },
  totp_required: { en: TOTP_REQUIRED_MESSAGE },
  totp_wrong: { en: TOTP_WRONG_MESSAGE },

  // What a buyer looks for and may not find (or may not see: not theirs answers the same).
  product_not_found: { en: 'Product not found.', fr: 'Produit introuvable.' },
  product_unavailable: {
    en: 'This product is no longer available.',
    fr: 'Ce produit n’est plus disponible.',
  },
  order_not_found: { en: 'Order not found.', fr: 'Commande introuvable.' },
  inquiry_not_found: { en: 'Inquiry not found.', fr: 'Demande introuvable.' },
  quote_not_found: { en: 'Quote not found.', fr: 'Offre de prix introuvable.' },
  dispute_not_found: { en: 'Dispute not found.', fr: 'Litige introuvable.' },
  document_not_found: { en: 'Document not found.', fr: 'Document introuvable.' },
  receipt_not_found: { en: 'Receipt not found.', fr: 'Justificatif introuvable.' },

  // A buyer's orders, quotes and disputes.
  order_cancelled: {
    en: 'A cancelled order cannot be approved.',
    fr: 'Une commande annulée ne peut pas être approuvée.',
  },
  order_not_yours: { en: 'Choose one of your orders.', fr: 'Choisissez l’une de vos commandes.' },
  receipt_not_needed: {
    en: 'This order was cancelled; no payment proof is needed.',
    fr: 'Cette commande a été annulée : aucun justificatif de paiement n’est nécessaire.',
  },
  receipt_already_uploaded: {
    en: 'A payment receipt was already uploaded for this order and waits for verification.',
    fr: 'Un justificatif de paiement a déjà été envoyé pour cette commande et attend sa vérification.',
  },
  link_invalid: { en: null, fr: 'Ce lien n’est pas valide.' },
  link_expired: { en: null, fr: 'Ce lien a expiré. Ouvrez de nouveau la commande pour obtenir un nouveau lien.' },
  quote_expired: {
    en: 'This quote has expired. Ask your sourcing agent for a new quote.',
    fr: 'Cette offre de prix a expiré. Demandez une nouvelle offre à votre agent d’approvisionnement.',
  },
  quote_superseded: {
    en: 'A newer quote replaced this one. Please answer the newest quote.',
    fr: 'Une offre plus récente a remplacé celle-ci. Veuillez répondre à la plus récente.',
  },
  quote_already_accepted: { en: 'You already accepted this quote.', fr: 'Vous avez déjà accepté cette offre.' },
  quote_declined: {
    en: 'You declined this quote. Ask your sourcing agent for a new quote.',
    fr: 'Vous avez refusé cette offre. Demandez une nouvelle offre à votre agent d’approvisionnement.',
  },
  dispute_closed: {
    en: 'This dispute is closed. Raise a new one or chat with an agent.',
    fr: 'Ce litige est clos. Ouvrez-en un nouveau ou écrivez à un agent.',
  },
} as const satisfies Record<string, ErrorText>;

export type ErrorCode = keyof typeof catalogue;
export const ERROR_CODES = Object.keys(catalogue) as [ErrorCode, ...ErrorCode[]];

/** The code of every failure status, when no more precise code applies. */
const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

export const statusErrorCode = (status: number): ErrorCode =>
  STATUS_CODES[status] ?? (status >= 500 ? 'server_error' : 'bad_request');

/** The English text of a code that has a fixed one (the server's constants read it here). */
export function englishError<C extends ErrorCode>(code: C): NonNullable<(typeof catalogue)[C]['en']> {
  const text = catalogue[code].en;
  if (text === null) throw new Error(`Error code ${code} has no fixed English text.`);
  return text as NonNullable<(typeof catalogue)[C]['en']>;
}

const byEnglish = new Map<string, ErrorCode>(
  ERROR_CODES.flatMap((code) => {
    const text: string | null = catalogue[code].en;
    return text === null ? [] : [[text, code] as const];
  }),
);

/** The code whose English text is exactly `message`, if any. */
export const errorCodeOfMessage = (message: string): ErrorCode | undefined => byEnglish.get(message);

const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && Object.hasOwn(catalogue, code);

/**
 * What to show for a failure in `locale`: the catalogue's text of its code in that language,
 * else the server's own message (English, and often more precise than any generic text).
 */
export function errorMessage(error: { code?: string; message: string }, locale: Locale): string {
  if (locale === 'en' || !isErrorCode(error.code)) return error.message;
  const text: ErrorText = catalogue[error.code];
  return text.fr ?? error.message;
}

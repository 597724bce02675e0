// Every failure the product explains, written once (docs/product/errors.md): a code, the status
// the server answers it with, and its message in English and French. The shared rules return a
// code (a reason) instead of a sentence; the server throws by code and sends the English text;
// the console and the hub show the same text in the reader's language.
//
// Published codes travel in the /api envelope's `code` (the OpenAPI reference lists them) and
// never change once published; their English may be reworded. A code marked `published: false`
// is not known to clients yet: the envelope carries the code of its status instead (409 is
// `conflict`), as it always has. `en: null` marks codes that only sort an answer by its status
// or by the kind of validation issue: their message is written where the answer is made (a
// schema's own words). `fr` is left out where a French sentence would say less than the English
// (a generic "not valid" for a specific hint), and for staff-only messages: the console is
// English (docs/product/console.md).
import type { Locale } from './locales.ts';

/** What an upload form sends, as its messages name it. */
export type UploadedThing = 'receipt' | 'document' | 'picture' | 'attachment';

/** A message in one language: fixed, or written from the values of the case at hand. */
type Words = string | ((params: never) => string);

/** A code with no text of its own: it sorts answers whose message is written where they are made. */
export interface SortingCode {
  en: null;
  fr?: string;
  /** The status it is answered with, when not the one it names (docs/product/errors.md). */
  status?: number;
}

/** A code with its own message, answered with `status`. */
export interface MessageCode {
  status: number;
  en: Words;
  fr?: Words;
  published?: false;
}

const catalogue = {
  // Any answer of a status, when nothing more precise applies.
  bad_request: { en: null },
  unauthorized: { en: null },
  forbidden: {
    status: 403,
    en: 'You are not allowed to do this.',
    fr: 'Vous n’êtes pas autorisé à effectuer cette action.',
  },
  not_found: { en: null },
  conflict: { en: null },
  payload_too_large: { en: null },
  uri_too_long: { status: 414, en: 'This address is too long.', fr: 'Cette adresse est trop longue.' },
  unsupported_media_type: { en: null },
  rate_limited: { en: null, fr: 'Trop de demandes. Patientez un instant, puis réessayez.' },
  server_error: {
    status: 500,
    en: 'Something went wrong on our side. Please try again.',
    fr: 'Une erreur s’est produite de notre côté. Veuillez réessayer.',
  },
  request_timeout: {
    status: 408,
    en: 'The request stopped arriving before it was complete. Please send it again.',
    fr: 'La requête a cessé d’arriver avant d’être complète. Veuillez l’envoyer à nouveau.',
  },
  service_unavailable: { en: null, fr: 'Un service est momentanément indisponible. Veuillez réessayer plus tard.' },
  database_unavailable: { status: 503, en: 'The database is not answering.', published: false },

  // The request itself.
  // A field a service checks with a schema (not the route): the message is the schema's own words,
  // written beside the rule it states (the site's content schemas, the catalogue's product fields).
  field_invalid: {
    status: 400,
    en: ({ message }: { message: string }) => message,
    published: false,
  },
  value_invalid: { en: null },
  value_too_small: { en: null },
  value_too_large: { en: null },
  value_format: { en: null },
  unknown_field: { en: null },
  invalid_json: {
    status: 400,
    en: 'The request body is not valid JSON.',
    fr: 'Le contenu de la requête n’est pas un JSON valide.',
  },
  empty_body: { status: 400, en: 'The request body is empty.', fr: 'Le contenu de la requête est vide.' },
  invalid_url: {
    status: 400,
    en: 'This address is not valid: check its encoding.',
    fr: 'Cette adresse n’est pas valide : vérifiez son encodage.',
  },
  route_not_found: { en: null, status: 404 },
  media_type_refused: {
    status: 415,
    en: 'This content type is not supported here.',
    fr: 'Ce type de contenu n’est pas accepté ici.',
  },
  body_too_large: {
    status: 413,
    en: 'The request body is too large.',
    fr: 'Le contenu de la requête est trop volumineux.',
  },
  file_too_large: { status: 413, en: 'The file is too large.', fr: 'Le fichier est trop volumineux.' },
  upload_cut_off: {
    status: 400,
    en: 'The upload is cut off or is not valid multipart/form-data.',
    fr: 'L’envoi est incomplet ou n’est pas au format multipart/form-data.',
  },
  text_unstorable: {
    status: 400,
    en: 'This text contains a character that cannot be stored (a NUL or a broken Unicode character).',
    fr: 'Ce texte contient un caractère qui ne peut pas être enregistré (un caractère NUL ou un caractère Unicode invalide).',
  },
  file_type_refused: {
    status: 415,
    en: 'Upload a JPEG, PNG, WebP or PDF file.',
    fr: 'Envoyez un fichier JPEG, PNG, WebP ou PDF.',
  },
  file_empty: { status: 400, en: 'The file is empty.', fr: 'Le fichier est vide.' },
  file_missing: { status: 400, en: 'Choose a file to upload.', fr: 'Choisissez un fichier à envoyer.' },
  file_larger_than: {
    status: 413,
    en: ({ megabytes }: { megabytes: number }) => `The file is larger than ${megabytes} MB.`,
    fr: ({ megabytes }: { megabytes: number }) => `Le fichier dépasse ${megabytes} Mo.`,
    published: false,
  },
  picture_larger_than: {
    status: 413,
    en: ({ megabytes }: { megabytes: number }) => `The picture is larger than ${megabytes} MB.`,
    published: false,
  },
  document_file_missing: { status: 400, en: 'Choose the file.', published: false },
  // A multipart upload that is not as its form sends it.
  upload_field_wrong: {
    status: 400,
    en: ({ file }: { file: UploadedThing }) => `Send the ${file} in the form field "file".`,
    published: false,
  },
  upload_one_at_a_time: {
    status: 413,
    en: ({ file }: { file: UploadedThing }) => `Send one ${file === 'picture' ? 'picture' : 'file'} at a time.`,
    published: false,
  },
  upload_not_multipart: {
    status: 415,
    en: ({ file }: { file: UploadedThing }) => `Send the ${file} as multipart/form-data.`,
    published: false,
  },
  stored_file_missing: {
    status: 404,
    en: ({ file }: { file: 'receipt' | 'document' }) =>
      `${file === 'receipt' ? 'Receipt' : 'Document'} file not found.`,
    published: false,
  },

  // Accounts and sign-in.
  sign_in_required: { status: 401, en: 'Please sign in to continue.', fr: 'Veuillez vous connecter pour continuer.' },
  invalid_credentials: {
    status: 401,
    en: 'The e-mail address or password is incorrect.',
    fr: 'L’adresse e-mail ou le mot de passe est incorrect.',
  },
  email_unverified: {
    status: 403,
    en: 'Please verify your e-mail address before signing in: open the link we sent you, or ask for a new one.',
    fr: 'Veuillez confirmer votre adresse e-mail avant de vous connecter : ouvrez le lien que nous vous avons envoyé, ou demandez-en un nouveau.',
  },
  account_suspended: {
    status: 403,
    en: ({ reason }: { reason: string | null }) =>
      `Your account has been suspended${reason ? `: ${reason}` : ''}. Please contact us to have it reinstated.`,
    fr: 'Votre compte a été suspendu. Veuillez nous contacter pour le faire rétablir.',
  },
  verification_link_invalid: {
    status: 400,
    en: 'This verification link is not valid any more: it was already used, replaced by a newer one, or has expired. Sign in, or ask for a new link.',
    fr: 'Ce lien de vérification n’est plus valide : il a déjà servi, un lien plus récent l’a remplacé, ou il a expiré. Connectez-vous, ou demandez un nouveau lien.',
  },
  reset_link_invalid: {
    status: 400,
    en: 'This password reset link is not valid any more: it was already used, replaced by a newer one, or has expired (links last 30 minutes). Please request a new one.',
    fr: 'Ce lien de réinitialisation n’est plus valide : il a déjà servi, un lien plus récent l’a remplacé, ou il a expiré (les liens sont valables 30 minutes). Veuillez en demander un nouveau.',
  },
  email_taken: {
    status: 400,
    en: 'An account with this e-mail address already exists. Sign in, or reset your password.',
    fr: 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous, ou réinitialisez votre mot de passe.',
  },
  password_common: {
    status: 400,
    en: 'This password is too common and easy to guess. Please choose a less predictable one.',
    fr: 'Ce mot de passe est trop courant et facile à deviner. Veuillez en choisir un moins prévisible.',
  },
  // The password rules of docs/product/validation.md, in its words and order (src/shared/auth/password-rules.ts).
  password_empty: { status: 400, en: 'Password is empty', fr: 'Le mot de passe est vide' },
  password_uppercase: { status: 400, en: 'At least one Uppercase', fr: 'Au moins une majuscule' },
  password_lowercase: { status: 400, en: 'At least one Lowercase', fr: 'Au moins une minuscule' },
  password_digit: { status: 400, en: 'At least one digit', fr: 'Au moins un chiffre' },
  password_special: { status: 400, en: 'At least one Special Characters', fr: 'Au moins un caractère spécial' },
  password_too_short: { status: 400, en: 'At least minumum 8 characters', fr: 'Au moins 8 caractères' },
  password_mismatch: {
    status: 400,
    en: 'Confirm password is not matched',
    fr: 'La confirmation ne correspond pas au mot de passe',
  },
  password_wrong: {
    status: 400,
    en: 'Your current password is incorrect.',
    fr: 'Votre mot de passe actuel est incorrect.',
  },
  password_unchanged: {
    status: 400,
    en: 'Choose a new password that differs from your current one.',
    fr: 'Choisissez un nouveau mot de passe différent de l’actuel.',
  },
  too_many_attempts: {
    status: 429,
    en: ({ what, minutes }: { what: string; minutes: number }) =>
      `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    fr: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
  },
  account_locked: {
    status: 429,
    en: ({ minutes }: { minutes: number }) =>
      `Too many failed sign-in attempts for this account. Reset your password (Forgot Password?) to sign in now, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    fr: ({ minutes }: { minutes: number }) =>
      `Trop de tentatives de connexion échouées pour ce compte. Réinitialisez votre mot de passe (Mot de passe oublié ?) pour vous connecter maintenant, ou réessayez dans ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  },
  agent_reads_in_inbox: {
    status: 400,
    en: 'Agents mark a conversation read through the inbox.',
    published: false,
  },
  sending_too_fast: {
    status: 429,
    en: 'You are sending messages too fast. Please wait a moment.',
    fr: 'Vous envoyez des messages trop vite. Patientez un instant.',
  },
  buyers_only: { status: 403, en: 'This is for buyer accounts only.', fr: 'Ceci est réservé aux comptes acheteurs.' },
  staff_only: { status: 403, en: 'This is for staff accounts only.' },
  role_refused: { status: 403, en: 'Your role does not allow this. Ask an administrator if you need it.' },
  admin_needs_totp: {
    status: 403,
    en: 'Turn on two-step verification (an authenticator app code) before using admin or publishing features: open My account in the console.',
  },
  staff_deactivated: {
    status: 403,
    en: 'This staff account has been deactivated. Ask an administrator if you need access again.',
  },
  totp_required: {
    status: 401,
    en: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  },
  totp_wrong: {
    status: 401,
    en: 'That code is not right or has already been used. Enter the current code from your authenticator app, or an unused recovery code.',
  },
  password_too_long: {
    status: 400,
    en: ({ max }: { max: number }) => `At most ${max} characters`,
    fr: ({ max }: { max: number }) => `${max} caractères au maximum`,
    published: false,
  },
  password_current_missing: {
    status: 400,
    en: 'Enter your current password.',
    fr: 'Saisissez votre mot de passe actuel.',
    published: false,
  },
  phone_invalid: {
    status: 400,
    en: 'Enter a valid phone number.',
    fr: 'Saisissez un numéro de téléphone valide.',
    published: false,
  },
  // The buyer's profile (src/shared/auth/profile.ts).
  profile_name_missing: {
    status: 400,
    en: 'Full name is required',
    fr: 'Le nom complet est obligatoire',
    published: false,
  },
  profile_country_missing: { status: 400, en: 'Choose your country.', fr: 'Choisissez votre pays.', published: false },
  profile_country_unknown: {
    status: 400,
    en: 'Choose a country from the list.',
    fr: 'Choisissez un pays dans la liste.',
    published: false,
  },
  profile_phone_missing: {
    status: 400,
    en: 'Phone number is required',
    fr: 'Le numéro de téléphone est obligatoire',
    published: false,
  },
  profile_phone_invalid: {
    status: 400,
    en: 'Enter a valid phone number with its country code, e.g. +234 802 123 4567',
    fr: 'Saisissez un numéro de téléphone valide avec son indicatif pays, par ex. +234 802 123 4567',
    published: false,
  },
  // Two-step verification and the team (staff only: the console is English).
  mfa_already_on: { status: 409, en: 'Two-step verification is already on for this account.', published: false },
  mfa_already_off: { status: 409, en: 'Two-step verification is already off for this account.', published: false },
  mfa_not_started: { status: 409, en: 'Start the set-up first: ask for a new QR code.', published: false },
  mfa_off: { status: 409, en: 'Turn on two-step verification first.', published: false },
  mfa_code_wrong: {
    status: 400,
    en: 'That code is not right. Enter the code your authenticator app shows now.',
    published: false,
  },
  invitation_invalid: {
    status: 400,
    en: 'This invitation link is not valid any more: it was already used, replaced by a newer one, or has expired (links last 48 hours). Ask an administrator for a new invitation.',
    published: false,
  },
  staff_email_taken: { status: 409, en: 'This address already has an account.', published: false },
  staff_self_change: {
    status: 409,
    en: 'You cannot change your own role or deactivate yourself; ask another administrator.',
    published: false,
  },
  staff_self_mfa_reset: {
    status: 409,
    en: 'You cannot reset your own two-step verification; sign in with a recovery code, or ask another administrator.',
    published: false,
  },
  last_admin: { status: 409, en: 'The console needs at least one active administrator.', published: false },
  staff_member_not_found: { status: 404, en: 'Staff member not found.', published: false },

  // What a buyer looks for and may not find (or may not see: not theirs answers the same).
  product_not_found: { status: 404, en: 'Product not found.', fr: 'Produit introuvable.' },
  product_unavailable: {
    status: 400,
    en: 'This product is no longer available.',
    fr: 'Ce produit n’est plus disponible.',
  },
  order_not_found: { status: 404, en: 'Order not found.', fr: 'Commande introuvable.' },
  inquiry_not_found: { status: 404, en: 'Inquiry not found.', fr: 'Demande introuvable.' },
  quote_not_found: { status: 404, en: 'Quote not found.', fr: 'Offre de prix introuvable.' },
  dispute_not_found: { status: 404, en: 'Dispute not found.', fr: 'Litige introuvable.' },
  document_not_found: { status: 404, en: 'Document not found.', fr: 'Document introuvable.' },
  receipt_not_found: { status: 404, en: 'Receipt not found.', fr: 'Justificatif introuvable.' },

  // A buyer's orders (src/shared/orders/order-rules.ts).
  order_cancelled: {
    status: 409,
    en: 'A cancelled order cannot be approved.',
    fr: 'Une commande annulée ne peut pas être approuvée.',
  },
  order_not_yours: { status: 400, en: 'Choose one of your orders.', fr: 'Choisissez l’une de vos commandes.' },
  order_number_unavailable: {
    status: 409,
    en: 'Could not assign an order number. Please try again.',
    fr: 'Impossible d’attribuer un numéro de commande. Veuillez réessayer.',
    published: false,
  },

  proforma_order_cancelled: {
    status: 409,
    en: 'This order is cancelled: it has no pro-forma invoice.',
    fr: 'Cette commande est annulée : elle n’a pas de facture pro forma.',
    published: false,
  },
  proforma_awaits_approval: {
    status: 409,
    en: 'The pro-forma invoice is ready once the order is approved.',
    fr: 'La facture pro forma est prête dès que la commande est approuvée.',
    published: false,
  },

  // Payment proof (src/shared/orders/payment-proof.ts).
  receipt_terms_exempt: {
    status: 400,
    en: ({ terms }: { terms: string }) => `Payment proof is not uploaded for ${terms} payment terms.`,
    fr: ({ terms }: { terms: string }) =>
      `Aucun justificatif de paiement n’est nécessaire avec les conditions de paiement ${terms}.`,
    published: false,
  },
  receipt_not_needed: {
    status: 409,
    en: 'This order was cancelled; no payment proof is needed.',
    fr: 'Cette commande a été annulée : aucun justificatif de paiement n’est nécessaire.',
  },
  receipt_already_uploaded: {
    status: 409,
    en: 'A payment receipt was already uploaded for this order and waits for verification.',
    fr: 'Un justificatif de paiement a déjà été envoyé pour cette commande et attend sa vérification.',
  },
  receipt_already_verified: {
    status: 409,
    en: 'The payment for this order is already verified.',
    fr: 'Le paiement de cette commande est déjà vérifié.',
    published: false,
  },
  receipt_file_missing: {
    status: 400,
    en: 'Choose the file of your payment receipt.',
    fr: 'Choisissez le fichier de votre justificatif de paiement.',
    published: false,
  },
  link_invalid: {
    status: 403,
    en: ({ file }: { file: 'receipt' | 'document' }) => `This ${file} link is not valid.`,
    fr: 'Ce lien n’est pas valide.',
  },
  link_expired: {
    status: 403,
    en: ({ file }: { file: 'receipt' | 'document' }) =>
      `This ${file} link has expired. Open the order again for a new link.`,
    fr: 'Ce lien a expiré. Ouvrez de nouveau la commande pour obtenir un nouveau lien.',
  },
  // The order desk (staff): moving an order (src/shared/orders/order-workflow.ts).
  order_already: {
    status: 409,
    en: ({ status }: { status: string }) => `The order is already ${status.toLowerCase()}.`,
    published: false,
  },
  order_final: {
    status: 409,
    en: ({ status }: { status: string }) => `The order is ${status.toLowerCase()}; it cannot change any more.`,
    published: false,
  },
  order_move_refused: {
    status: 409,
    en: ({ from, to }: { from: string; to: string }) =>
      `An order that is ${from.toLowerCase()} cannot be moved to ${to.toLowerCase()}.`,
    published: false,
  },
  order_not_approved: { status: 409, en: 'The buyer has not approved this order yet.', published: false },
  order_needs_shipment: {
    status: 409,
    en: 'Add the shipment (carrier, vessel, bill of lading, ports) before marking the order shipped.',
    published: false,
  },
  order_cancel_needs_note: {
    status: 400,
    en: 'Give the reason for the cancellation; the buyer will read it.',
    published: false,
  },
  order_documents_missing: {
    status: 400,
    en: ({ documents }: { documents: string }) =>
      `Documents still missing: ${documents}. Add a note for the buyer saying when they will follow.`,
    published: false,
  },
  order_changed_meanwhile: {
    status: 409,
    en: 'Someone else changed this order a moment ago; reload it.',
    published: false,
  },
  buyer_not_found: { status: 404, en: 'Buyer not found.', published: false },
  // The document pack (src/shared/orders/order-documents.ts).
  document_order_cancelled: {
    status: 409,
    en: 'This order was cancelled; it takes no more documents.',
    published: false,
  },
  document_after_processing: {
    status: 409,
    en: ({ document }: { document: string }) => `A ${document.toLowerCase()} is added once the order is processing.`,
    published: false,
  },
  document_type_missing: { status: 400, en: 'Choose the document type.', published: false },
  document_type_unknown: {
    status: 400,
    en: ({ types }: { types: string }) => `Document type must be one of ${types}.`,
    published: false,
  },
  receipt_none: { status: 409, en: 'No payment proof was uploaded for this order.', published: false },
  receipt_order_cancelled: { status: 409, en: 'This order was cancelled.', published: false },
  receipt_decided: {
    status: 409,
    en: ({ status }: { status: 'VERIFIED' | 'REJECTED' }) => `This payment proof was already ${status.toLowerCase()}.`,
    published: false,
  },
  receipt_rejection_needs_note: {
    status: 400,
    en: 'Tell the buyer why the payment proof is rejected.',
    published: false,
  },
  receipt_decided_meanwhile: {
    status: 409,
    en: 'Someone else decided on this payment proof a moment ago; reload the order.',
    published: false,
  },

  // Quotes and disputes.
  quote_expired: {
    status: 409,
    en: 'This quote has expired. Ask your sourcing agent for a new quote.',
    fr: 'Cette offre de prix a expiré. Demandez une nouvelle offre à votre agent d’approvisionnement.',
  },
  quote_superseded: {
    status: 409,
    en: 'A newer quote replaced this one. Please answer the newest quote.',
    fr: 'Une offre plus récente a remplacé celle-ci. Veuillez répondre à la plus récente.',
  },
  quote_already_accepted: {
    status: 409,
    en: 'You already accepted this quote.',
    fr: 'Vous avez déjà accepté cette offre.',
  },
  quote_declined: {
    status: 409,
    en: 'You declined this quote. Ask your sourcing agent for a new quote.',
    fr: 'Vous avez refusé cette offre. Demandez une nouvelle offre à votre agent d’approvisionnement.',
  },
  dispute_closed: {
    status: 409,
    en: 'This dispute is closed. Raise a new one or chat with an agent.',
    fr: 'Ce litige est clos. Ouvrez-en un nouveau ou écrivez à un agent.',
  },
  quote_closed: { status: 409, en: 'This quote can no longer be accepted.', published: false },
  // Sending quotes (staff).
  inquiry_became_order: {
    status: 409,
    en: 'The buyer already accepted a quote for this inquiry; it became an order.',
    published: false,
  },
  quote_validity_past: { status: 400, en: 'Choose a validity date in the future.', published: false },
  quote_validity_too_long: {
    status: 400,
    en: ({ days }: { days: number }) => `A quote can be valid for at most ${days} days.`,
    published: false,
  },
  // Handling disputes (staff; src/shared/disputes/disputes.ts), given the status's staff label.
  dispute_settled: {
    status: 409,
    en: ({ status }: { status: string }) => `This dispute is ${status.toLowerCase()} and closed.`,
    published: false,
  },
  dispute_already: {
    status: 409,
    en: ({ status }: { status: string }) => `This dispute is already ${status.toLowerCase()}.`,
    published: false,
  },
  dispute_move_refused: {
    status: 409,
    en: ({ from, to }: { from: string; to: string }) =>
      `A dispute that is ${from.toLowerCase()} cannot be set to ${to.toLowerCase()}.`,
    published: false,
  },
  dispute_needs_note: { status: 400, en: 'Write a note to the buyer saying why.', published: false },

  // Chat and the inbox (src/shared/chat/chat.staff.ts), given the statuses' labels.
  conversation_already: {
    status: 409,
    en: ({ status }: { status: string }) => `The conversation is already ${status.toLowerCase()}.`,
    published: false,
  },
  conversation_move_refused: {
    status: 409,
    en: ({ from, to }: { from: string; to: string }) =>
      `A ${from.toLowerCase()} conversation cannot be set to ${to.toLowerCase()}.`,
    published: false,
  },
  conversation_taken: {
    status: 409,
    en: ({ assignee }: { assignee: string | null }) =>
      `${assignee ?? 'Another agent'} is handling this conversation. Ask them or an admin to pass it on.`,
    published: false,
  },
  colleague_not_found: { status: 404, en: 'Colleague not found.', published: false },
  recipient_missing: { status: 400, en: 'Choose the buyer to write to.', published: false },
  order_card_staff_only: { status: 403, en: 'Only a sourcing agent can send an order card.', published: false },
  order_card_not_buyers: { status: 400, en: 'This order is not one of the buyer’s orders.', published: false },
  message_id_taken: { status: 409, en: 'This message id is already in use.', published: false },
  canned_reply_not_found: { status: 404, en: 'Canned reply not found.', published: false },
  shortcut_taken: {
    status: 409,
    en: ({ shortcut }: { shortcut: string }) => `The shortcut /${shortcut} is already in use.`,
    published: false,
  },
  canned_replies_full: {
    status: 409,
    en: ({ max }: { max: number }) => `The library holds at most ${max} replies. Delete one first.`,
    published: false,
  },

  // The Buyers screen.
  buyer_already_suspended: { status: 409, en: 'This buyer is already suspended.', published: false },
  buyer_not_suspended: { status: 409, en: 'This buyer is not suspended.', published: false },

  // Shipments (src/shared/shipments/shipments.ts).
  shipment_not_found: { status: 404, en: 'Shipment not found.', published: false },
  shipment_awaits_processing: {
    status: 409,
    en: 'Start processing the order before recording its shipment.',
    published: false,
  },
  shipment_order_final: {
    status: 409,
    en: ({ status }: { status: string }) => `The order is ${status.toLowerCase()}; its shipments can no longer change.`,
    published: false,
  },
  payment_instructions_not_found: { status: 404, en: 'Payment instructions not found.', published: false },

  // The catalogue and pictures (staff).
  image_not_found: { status: 404, en: 'Image not found.', published: false },
  product_needs_main_image: { status: 409, en: 'Add a main image before publishing this product.', published: false },
  main_image_needed: {
    status: 409,
    en: 'A published product needs a main image: add another picture or unpublish the product first.',
    published: false,
  },
  picture_missing: { status: 400, en: 'Choose a picture to upload.', published: false },
  picture_unreadable: {
    status: 400,
    en: 'This picture could not be read. Try another file or save it again.',
    published: false,
  },
  product_price_range_inverted: {
    status: 400,
    en: 'The maximum price must not be below the minimum.',
    published: false,
  },
  product_lead_time_inverted: {
    status: 400,
    en: 'The longest lead time must not be below the shortest.',
    published: false,
  },
  product_spec_listed_twice: {
    status: 400,
    en: ({ key }: { key: string }) => `"${key}" is listed twice.`,
    published: false,
  },
  product_origin_listed_twice: { status: 400, en: 'This origin is listed twice.', published: false },
  product_origin_price_outside_range: {
    status: 400,
    en: ({ min, max }: { min: number; max: number }) =>
      `The price must lie within the product's range (${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}).`,
    published: false,
  },
  product_picture_type_refused: { status: 415, en: 'Upload a JPEG, PNG or WebP picture.', published: false },
  product_picture_alt_too_long: {
    status: 400,
    en: ({ max }: { max: number }) => `Keep the description under ${max} characters.`,
    published: false,
  },

  // The site's content (editors).
  content_picture_type_refused: {
    status: 415,
    en: 'Upload a PNG, JPEG, WebP or AVIF picture (SVG is not accepted).',
    published: false,
  },
  content_picture_alt_missing: {
    status: 400,
    en: 'Say what the picture shows (alt text), or mark it as decorative.',
    published: false,
  },
  content_picture_alt_too_long: {
    status: 400,
    en: ({ max }: { max: number }) => `Keep the alt text under ${max} characters.`,
    published: false,
  },
  picture_not_found: { status: 404, en: 'Picture not found.', published: false },
  content_path_refused: { status: 400, en: 'This is not a content file editors may change.', published: false },
  content_file_not_found: { status: 404, en: 'Content file not found.', published: false },
  content_saved_meanwhile: {
    status: 409,
    en: 'Someone else saved this file after you opened it. Their version is shown beside yours: copy what you need into theirs and save again.',
    published: false,
  },
  content_groups_shape: { status: 400, en: 'must be named groups, each with a title and items', published: false },
  content_list_shape: { status: 400, en: 'must be a list of entries', published: false },
  content_entries_count: {
    status: 400,
    en: ({ exactly, count }: { exactly: number; count: number }) =>
      `needs exactly ${exactly} entries (it has ${count})`,
    published: false,
  },
  content_unchanged: {
    status: 409,
    en: 'Nothing has changed since the version published (or being published) last: there is nothing to publish.',
  },
  publish_queue_full: {
    status: 429,
    en: ({ waiting }: { waiting: number }) =>
      `${waiting} publishes are already waiting for the site to be built. Try again once one of them is live.`,
  },
  version_not_found: { status: 404, en: 'Version not found.', published: false },
  version_not_restorable: {
    status: 409,
    en: 'Only a version that was published (live or superseded) can be brought back.',
    published: false,
  },
  preview_page_unknown: { status: 400, en: 'Choose a page of the site, such as /our-story.', published: false },
  contact_refused: {
    status: 400,
    en: 'Your message could not be sent. Please write to us by e-mail instead.',
    fr: 'Votre message n’a pas pu être envoyé. Écrivez-nous plutôt par e-mail.',
  },
  contact_too_fast: {
    status: 400,
    en: 'That was quick: please check your message, wait a few seconds and send it again.',
    fr: 'C’était rapide : relisez votre message, attendez quelques secondes et envoyez-le à nouveau.',
  },
  contact_form_expired: {
    status: 400,
    en: 'This form has expired. Reload the page and send your message again.',
    fr: 'Ce formulaire a expiré. Rechargez la page et envoyez à nouveau votre message.',
  },
  lead_not_found: { status: 404, en: 'Lead not found.', fr: 'Contact introuvable.', published: false },
  preview_link_invalid: {
    status: 403,
    en: 'This preview link is not valid or has expired: open the preview again from the console.',
    fr: 'Ce lien d’aperçu n’est pas valide ou a expiré : rouvrez l’aperçu depuis la console.',
    published: false,
  },
  preview_gone: {
    status: 404,
    en: 'Preview of this version (its build is no longer kept) not found.',
    published: false,
  },

  // Inquiries and orders: the buyer's forms (and the console's draft order, which shares them).
  inquiry_product_missing: {
    status: 400,
    en: 'Enter the product you are looking for.',
    fr: 'Indiquez le produit que vous recherchez.',
    published: false,
  },
  product_name_too_long: {
    status: 400,
    en: ({ max }: { max: number }) => `Keep the product name under ${max} characters.`,
    fr: ({ max }: { max: number }) => `Le nom du produit doit faire moins de ${max} caractères.`,
    published: false,
  },
  requirements_missing: {
    status: 400,
    en: 'Describe your product requirements.',
    fr: 'Décrivez vos exigences pour ce produit.',
    published: false,
  },
  requirements_too_long: {
    status: 400,
    en: ({ max }: { max: number }) => `Keep the requirements under ${max.toLocaleString('en-US')} characters.`,
    fr: ({ max }: { max: number }) => `Vos exigences doivent faire moins de ${max.toLocaleString('fr-FR')} caractères.`,
    published: false,
  },
  quantity_missing: {
    status: 400,
    en: 'Enter the quantity in metric tonnes.',
    fr: 'Indiquez la quantité en tonnes métriques.',
    published: false,
  },
  quantity_not_tonnes: {
    status: 400,
    en: 'Enter the quantity as a number of metric tonnes.',
    fr: 'Indiquez la quantité par un nombre de tonnes métriques.',
    published: false,
  },
  quantity_not_number: {
    status: 400,
    en: 'Quantity must be a positive number of metric tonnes, e.g. 25 or 1,500.',
    fr: 'La quantité doit être un nombre positif de tonnes métriques, par exemple 25 ou 1500.',
    published: false,
  },
  quantity_too_precise: {
    status: 400,
    en: ({ decimals }: { decimals: number }) => `Quantity can have at most ${decimals} decimals.`,
    fr: ({ decimals }: { decimals: number }) => `La quantité peut avoir au plus ${decimals} décimales.`,
    published: false,
  },
  quantity_not_positive: {
    status: 400,
    en: 'Quantity must be greater than 0.',
    fr: 'La quantité doit être supérieure à 0.',
    published: false,
  },
  quantity_too_large: {
    status: 400,
    en: ({ max }: { max: number }) => `Quantity must be at most ${max.toLocaleString('en-US')} MT.`,
    fr: ({ max }: { max: number }) => `La quantité doit être d’au plus ${max.toLocaleString('fr-FR')} MT.`,
    published: false,
  },
  quantity_below_minimum: {
    status: 400,
    en: ({ min }: { min: number }) => `The minimum order for this product is ${min.toLocaleString('en-US')} MT.`,
    fr: ({ min }: { min: number }) => `La commande minimale pour ce produit est de ${min.toLocaleString('fr-FR')} MT.`,
    published: false,
  },
  destination_missing: {
    status: 400,
    en: 'Choose the destination country.',
    fr: 'Choisissez le pays de destination.',
    published: false,
  },
  destination_unknown: {
    status: 400,
    en: 'Choose a destination country from the list.',
    fr: 'Choisissez un pays de destination dans la liste.',
    published: false,
  },

  shipping_terms_missing: {
    status: 400,
    en: 'Choose the shipping terms.',
    fr: 'Choisissez les conditions de livraison.',
    published: false,
  },
  payment_terms_missing: {
    status: 400,
    en: 'Choose the payment terms.',
    fr: 'Choisissez les conditions de paiement.',
    published: false,
  },
  order_needs_agent: {
    status: 400,
    en: 'These terms need a sourcing agent: please continue your order with an agent in the Message Center.',
    fr: 'Ces conditions nécessitent un agent d’approvisionnement : poursuivez votre commande avec un agent dans la Messagerie.',
    published: false,
  },
  origin_missing: {
    status: 400,
    en: 'Choose the country of origin.',
    fr: 'Choisissez le pays d’origine.',
    published: false,
  },
  origin_not_traded: {
    status: 400,
    en: 'This product is not traded from that country.',
    fr: 'Ce produit n’est pas proposé depuis ce pays.',
    published: false,
  },
  origin_not_listed: { status: 400, en: 'Choose a country of origin from the list.', published: false },
  port_missing: {
    status: 400,
    en: 'Enter the destination port.',
    fr: 'Indiquez le port de destination.',
    published: false,
  },
  port_too_long: {
    status: 400,
    en: ({ max }: { max: number }) => `Keep the port name under ${max} characters.`,
    fr: ({ max }: { max: number }) => `Le nom du port doit faire moins de ${max} caractères.`,
    published: false,
  },
  order_incomplete: {
    status: 400,
    en: 'The order is not complete.',
    fr: 'La commande n’est pas complète.',
    published: false,
  },

  // A shipment and its milestones, as an agent enters them (the console: English only).
  shipment_field_missing: {
    status: 400,
    en: ({ what }: { what: string }) => `Enter the ${what}.`,
    published: false,
  },
  shipment_field_too_long: {
    status: 400,
    en: ({ what, max }: { what: string; max: number }) => `Keep the ${what} under ${max} characters.`,
    published: false,
  },
  containers_too_many: {
    status: 400,
    en: ({ max }: { max: number }) => `List at most ${max} containers per shipment.`,
    published: false,
  },
  container_listed_twice: {
    status: 400,
    en: ({ container }: { container: string }) => `${container} is listed twice.`,
    published: false,
  },
  container_number_missing: { status: 400, en: 'Enter the container number.', published: false },
  container_number_invalid: {
    status: 400,
    en: ({ value }: { value: string }) =>
      `${value} is not a container number: 4 letters (the last one U, J or Z) and 7 digits, e.g. MSCU1234566.`,
    published: false,
  },
  container_check_digit_wrong: {
    status: 400,
    en: ({ value, expected }: { value: string; expected: number }) =>
      `${value}: the check digit does not match (it should be ${expected}); check the number on the container.`,
    published: false,
  },
  locode_missing: {
    status: 400,
    en: ({ what }: { what: string }) => `Enter the ${what} (its UN/LOCODE, e.g. NLRTM for Rotterdam).`,
    published: false,
  },
  locode_invalid: {
    status: 400,
    en: ({ code }: { code: string }) =>
      `${code} is not a UN/LOCODE: 2 letters of the country and 3 of the place, e.g. BJCOO for Cotonou.`,
    published: false,
  },
  locode_not_seaport: {
    status: 400,
    en: ({ code }: { code: string }) => `${code} is not a seaport on our list; check the UN/LOCODE.`,
    published: false,
  },
  ports_same: {
    status: 400,
    en: 'The port of discharge must differ from the port of loading.',
    published: false,
  },
  etd_not_date: { status: 400, en: 'Enter the estimated departure as a date.', published: false },
  eta_not_date: { status: 400, en: 'Enter the estimated arrival as a date.', published: false },
  eta_before_etd: {
    status: 400,
    en: 'The estimated arrival cannot be before the estimated departure.',
    published: false,
  },
  milestone_shipment_delivered: {
    status: 409,
    en: 'This shipment is delivered; it takes no more milestones.',
    published: false,
  },
  milestone_eta_after_arrival: {
    status: 409,
    en: 'The vessel has arrived; its arrival date can no longer change.',
    published: false,
  },
  milestone_out_of_order: {
    status: 409,
    en: ({ event, last }: { event: string; last: string }) =>
      `“${event}” cannot follow “${last}”: a shipment only moves forward.`,
    published: false,
  },
  milestone_time_invalid: { status: 400, en: 'Enter when it happened, as a date and time.', published: false },
  milestone_in_future: {
    status: 400,
    en: 'A milestone records what happened: its time cannot be in the future.',
    published: false,
  },
  milestone_before_previous: {
    status: 400,
    en: ({ event, previous }: { event: string; previous: string }) =>
      `“${event}” cannot be earlier than the previous milestone (“${previous}”).`,
    published: false,
  },
  transshipment_at_end: {
    status: 400,
    en: 'A transshipment happens at a port between the port of loading and the port of discharge.',
    published: false,
  },
  transshipment_port_missing: {
    status: 400,
    en: 'Enter the port of transshipment (its UN/LOCODE).',
    published: false,
  },
  new_eta_missing: { status: 400, en: 'Enter the new estimated arrival date.', published: false },
  new_eta_not_date: { status: 400, en: 'Enter the new estimated arrival as a date.', published: false },
  eta_unchanged: { status: 400, en: 'This is already the estimated arrival date.', published: false },
  eta_only_when_changed: {
    status: 400,
    en: 'Only an “Arrival date changed” milestone takes a new arrival date.',
    published: false,
  },

  // Market data, price alerts, saved searches and notifications (the buyer's).
  origin_unknown: {
    status: 400,
    en: 'Choose the origin by country name or code.',
    fr: 'Choisissez l’origine par le nom ou le code du pays.',
    published: false,
  },
  alert_product_unknown: {
    status: 400,
    en: 'This product is not in the catalogue.',
    fr: 'Ce produit n’est pas au catalogue.',
    published: false,
  },
  alert_origin_not_offered: {
    status: 400,
    en: ({ product, origin }: { product: string; origin: string }) => `${product} is not offered from ${origin}.`,
    fr: ({ product, origin }: { product: string; origin: string }) =>
      `${product} n’est pas proposé depuis : ${origin}.`,
    published: false,
  },
  price_alerts_too_many: {
    status: 409,
    en: ({ max }: { max: number }) => `You can keep at most ${max} price alerts. Remove one before adding another.`,
    fr: ({ max }: { max: number }) =>
      `Vous pouvez garder au plus ${max} alertes de prix. Supprimez-en une avant d’en ajouter une autre.`,
  },
  saved_searches_too_many: {
    status: 409,
    en: ({ max }: { max: number }) => `You can keep at most ${max} saved searches. Remove one before saving another.`,
    fr: ({ max }: { max: number }) =>
      `Vous pouvez garder au plus ${max} recherches enregistrées. Supprimez-en une avant d’en enregistrer une autre.`,
  },
  price_alert_not_found: {
    status: 404,
    en: 'Price alert not found.',
    fr: 'Alerte de prix introuvable.',
    published: false,
  },
  saved_search_not_found: {
    status: 404,
    en: 'Saved search not found.',
    fr: 'Recherche enregistrée introuvable.',
    published: false,
  },
  notification_not_found: {
    status: 404,
    en: 'Notification not found.',
    fr: 'Notification introuvable.',
    published: false,
  },
  push_service_refused: {
    status: 400,
    en: 'This push service is not one we send notifications to.',
    fr: 'Nous n’envoyons pas de notifications à ce service push.',
    published: false,
  },

  // ---- Payment plans (issue 38): instalments, proofs per instalment, letters of credit,
  // bank statements. Kept together at the end so parallel work merges cleanly.
  payment_outstanding: {
    status: 409,
    en: 'The instalments due before shipping are not paid yet.',
    fr: 'Les échéances dues avant l’expédition ne sont pas encore payées.',
  },
  payment_plan_size: {
    status: 400,
    en: ({ max }: { max: number }) => `A payment plan has from 1 to ${max} instalments.`,
    published: false,
  },
  payment_plan_percent: {
    status: 400,
    en: 'Each instalment is a share above 0 % and at most 100 %, with at most two decimals.',
    published: false,
  },
  payment_plan_days: {
    status: 400,
    en: ({ max }: { max: number }) => `An instalment falls due from 0 to ${max} whole days after its trigger.`,
    published: false,
  },
  payment_plan_label: { status: 400, en: 'Name each instalment.', published: false },
  payment_plan_sum: { status: 400, en: 'The instalments’ shares must add up to exactly 100 %.', published: false },
  payment_plan_locked: {
    status: 409,
    en: 'The payment plan can change only while the order is pending.',
    published: false,
  },
  instalment_not_found: {
    status: 404,
    en: 'Instalment not found.',
    fr: 'Échéance introuvable.',
    published: false,
  },
  instalment_paid: {
    status: 409,
    en: 'This instalment is paid in full.',
    fr: 'Cette échéance est entièrement payée.',
    published: false,
  },
  instalment_proof_waiting: {
    status: 409,
    en: 'A payment proof for this instalment is already waiting for verification.',
    fr: 'Un justificatif de paiement pour cette échéance attend déjà sa vérification.',
    published: false,
  },
  payment_nothing_due: {
    status: 409,
    en: 'Nothing is left to pay on this order.',
    fr: 'Il ne reste rien à payer sur cette commande.',
    published: false,
  },
  payment_amount_invalid: {
    status: 400,
    en: 'Enter the amount paid: a positive number with at most two decimals.',
    fr: 'Indiquez le montant payé : un nombre positif avec au plus deux décimales.',
    published: false,
  },
  payment_paid_on_invalid: {
    status: 400,
    en: 'Enter the day of the payment (YYYY-MM-DD), not later than today.',
    fr: 'Indiquez le jour du paiement (AAAA-MM-JJ), au plus tard aujourd’hui.',
    published: false,
  },
  payment_receipt_not_found: { status: 404, en: 'Payment proof not found.', published: false },
  payment_override_admin_only: {
    status: 403,
    en: 'Only an administrator may ship before the instalments due are paid.',
    published: false,
  },
  payment_override_needs_note: {
    status: 400,
    en: 'Say why the order ships before the instalments due are paid.',
    published: false,
  },
  document_withheld: {
    status: 403,
    en: 'The bill of lading is released once the instalments due against it are paid.',
    fr: 'Le connaissement est remis une fois payées les échéances dues en échange.',
    published: false,
  },
  letter_of_credit_none: { status: 409, en: 'This order has no letter of credit yet.', published: false },
  letter_of_credit_move_refused: {
    status: 409,
    en: ({ from, to }: { from: string; to: string }) =>
      `A letter of credit cannot go from ${from.toLowerCase().replaceAll('_', ' ')} to ${to.toLowerCase().replaceAll('_', ' ')}.`,
    published: false,
  },
  letter_of_credit_order_final: {
    status: 409,
    en: 'The letter of credit of a cancelled order cannot change.',
    published: false,
  },
  statement_unreadable: {
    status: 400,
    en: 'This file is not a bank statement we read: send camt.053 XML, or CSV with the columns date,amount,currency,reference,counterparty.',
    published: false,
  },
  statement_row_invalid: {
    status: 400,
    en: ({ row }: { row: number }) =>
      `Line ${row} of the statement needs a date (YYYY-MM-DD), an amount with at most two decimals and a three-letter currency.`,
    published: false,
  },
  statement_not_found: { status: 404, en: 'Bank statement not found.', published: false },
  statement_entry_not_found: { status: 404, en: 'Statement entry not found.', published: false },
  statement_entry_matched: { status: 409, en: 'This entry is already matched.', published: false },
  statement_currency_mismatch: {
    status: 409,
    en: 'This entry is not in the currency of the order.',
    published: false,
  },
  // Sales contracts (issue 39; src/shared/contracts/contracts.ts).
  contract_not_found: { status: 404, en: 'This order has no contract yet.', fr: 'Cette commande n’a pas encore de contrat.' },
  contract_version_stale: {
    status: 409,
    en: 'This version of the contract is no longer current: the terms changed. Read and sign the new version.',
    fr: 'Cette version du contrat n’est plus en vigueur : les conditions ont changé. Lisez et signez la nouvelle version.',
  },
  contract_already_signed: {
    status: 409,
    en: 'This party has already signed this version of the contract.',
    fr: 'Cette partie a déjà signé cette version du contrat.',
  },
  contract_buyer_first: {
    status: 409,
    en: 'The buyer signs the contract first; the house countersigns after.',
    fr: 'L’acheteur signe le contrat en premier ; la maison contresigne ensuite.',
  },
  contract_signer_refused: {
    status: 403,
    en: 'Only the buyer of this order may sign its contract.',
    fr: 'Seul l’acheteur de cette commande peut signer son contrat.',
  },
  contract_name_mismatch: {
    status: 400,
    en: 'Type your full name exactly as it appears on your account.',
    fr: 'Saisissez votre nom complet tel qu’il figure sur votre compte.',
  },
  contract_accept_required: {
    status: 400,
    en: 'Tick the box to accept the contract.',
    fr: 'Cochez la case pour accepter le contrat.',
  },
  contract_not_signed: {
    status: 409,
    en: 'The sales contract is not signed by both parties yet: the order cannot start processing.',
    fr: 'Le contrat de vente n’est pas encore signé par les deux parties : la commande ne peut pas passer en traitement.',
  },
  contract_override_refused: {
    status: 403,
    en: 'Only an administrator may start an order without its signed contract.',
    published: false,
  },
  contract_override_note: {
    status: 400,
    en: 'Say why the order starts without its signed contract.',
    published: false,
  },
  contract_terms_locked: {
    status: 409,
    en: 'The terms can change only while the order is pending.',
    published: false,
  },
  contract_terms_unchanged: { status: 400, en: 'Nothing in the terms changed.', published: false },
  contract_placeholder_unknown: {
    status: 400,
    en: ({ name }: { name: string }) =>
      `The contract clauses use {{${name}}}, which is not a known placeholder.`,
    published: false,
  },
  // Shipments and their milestones (issue 41).
  milestone_ahead_of_order: {
    status: 409,
    en: ({ event }: { event: string }) =>
      `“${event}” cannot be recorded while the order is still being processed: mark the order shipped first.`,
  },

  // Sanctions screening (src/shared/screening): the buyer's hold is published, the rest is staff-only.
  company_screening_hold: {
    status: 409,
    en: 'Your account is under a compliance review. Orders and quote acceptance resume once it is complete; contact us if this lasts.',
    fr: 'Votre compte fait l’objet d’un contrôle de conformité. Les commandes et l’acceptation des devis reprendront une fois le contrôle terminé ; contactez-nous s’il se prolonge.',
  },
  screening_list_missing: { status: 400, en: 'Choose the sanctions list file (XML) to upload.', published: false },
  screening_list_unreadable: {
    status: 400,
    en: 'This file is not a UN Security Council Consolidated List (XML with a CONSOLIDATED_LIST root).',
    published: false,
  },
  screening_list_empty: {
    status: 400,
    en: 'This list names nobody: no individual or entity was found.',
    published: false,
  },
  screening_list_too_large: {
    status: 413,
    en: ({ max }: { max: number }) => `The list file must be at most ${max} MB.`,
    published: false,
  },
  screening_subject_not_found: { status: 404, en: 'No screening of this buyer was found.', published: false },
  screening_nothing_to_decide: {
    status: 409,
    en: 'This buyer matched no listed name: there is nothing to clear or confirm.',
    published: false,
  },
  screening_reason_required: { status: 400, en: 'Say why you clear or confirm this match.', published: false },
  // Attachments in the chat and disputes (src/shared/attachments/attachments.ts).
  attachment_too_large: {
    status: 413,
    en: ({ megabytes }: { megabytes: number }) => `An attachment can be at most ${megabytes} MB.`,
    fr: ({ megabytes }: { megabytes: number }) => `Une pièce jointe ne peut pas dépasser ${megabytes} Mo.`,
  },
  attachment_not_found: {
    status: 404,
    en: 'This attachment does not exist.',
    fr: 'Cette pièce jointe n’existe pas.',
  },
  attachment_link_invalid: {
    status: 403,
    en: 'This attachment link is not valid.',
    fr: 'Ce lien vers la pièce jointe n’est pas valide.',
  },
  attachment_link_expired: {
    status: 403,
    en: 'This attachment link has expired. Open the conversation again for a new link.',
    fr: 'Ce lien vers la pièce jointe a expiré. Rouvrez la conversation pour obtenir un nouveau lien.',
  },
  dispute_attachment_unknown: {
    status: 400,
    en: 'A file to attach was not found among your uploads, or is attached already. Attach it again.',
    fr: 'Un fichier à joindre est introuvable parmi vos envois, ou est déjà joint. Joignez-le de nouveau.',
  },
} as const satisfies Record<string, SortingCode | MessageCode>;

/** Every code as written above, for docs/product/errors.md (scripts/errors-doc.ts). */
export const ERROR_CATALOGUE: Readonly<Record<string, SortingCode | MessageCode>> = catalogue;

type Catalogue = typeof catalogue;
type AnyCode = keyof Catalogue;

/** The codes clients know: every code of the /api envelope. */
export type ErrorCode = { [C in AnyCode]: Catalogue[C] extends { published: false } ? never : C }[AnyCode];
/** The codes with a message of their own: what a rule or a service gives as its reason. */
export type ReasonCode = { [C in AnyCode]: Catalogue[C]['en'] extends null ? never : C }[AnyCode];

/** The values a code's message is written from, if it has any. */
type ParamsOf<C extends ReasonCode> = Catalogue[C]['en'] extends (params: infer P) => string ? P : undefined;

/**
 * Why something is refused: a code, or a code with the values its message names
 * (`{ code: 'receipt_terms_exempt', params: { terms: 'DP' } }`).
 */
export type Reason = {
  [C in ReasonCode]: ParamsOf<C> extends undefined ? C : { code: C; params: ParamsOf<C> };
}[ReasonCode];

/** A reason that belongs to one field of a form or request. */
export interface Refusal {
  reason: Reason;
  field: string;
}

export const ERROR_CODES = (Object.keys(catalogue) as AnyCode[]).filter(
  (code) => !('published' in catalogue[code]),
) as [ErrorCode, ...ErrorCode[]];

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

export const reasonCode = (reason: Reason): ReasonCode => (typeof reason === 'string' ? reason : reason.code);

const entryOf = (reason: Reason): MessageCode => catalogue[reasonCode(reason)];

/** The status the server answers a reason with. */
export const reasonStatus = (reason: Reason): number => entryOf(reason).status;

/** A reason's own code when clients know it (published), else undefined. */
export function publishedCode(reason: Reason): ErrorCode | undefined {
  const code = reasonCode(reason);
  return 'published' in catalogue[code] ? undefined : (code as ErrorCode);
}

/** The code the envelope carries for a reason: its own once published, else its status's. */
export const envelopeCode = (reason: Reason): ErrorCode =>
  publishedCode(reason) ?? statusErrorCode(reasonStatus(reason));

/** A reason's message in `locale` (English where no French is written). */
export function errorText(reason: Reason, locale: Locale = 'en'): string {
  const entry = entryOf(reason);
  const words = (locale === 'fr' && entry.fr) || entry.en;
  if (typeof words === 'string') return words;
  const params = typeof reason === 'string' ? undefined : reason.params;
  return (words as (params: unknown) => string)(params);
}

/**
 * A zod refinement's issue for a reason (`.refine(test, reasonIssue('order_not_yours'))`,
 * `ctx.addIssue({ code: 'custom', ...reasonIssue(reason) })`): its English message, and the
 * reason itself in the issue's `params`, where the server reads its code (never from the text).
 */
export const reasonIssue = (reason: Reason) => ({ message: errorText(reason), params: { reason } });

/** The reason a zod issue's `params` carry (see reasonIssue), if any. */
export function issueReason(params: unknown): Reason | undefined {
  const reason = (params as { reason?: unknown } | undefined)?.reason;
  const code = typeof reason === 'string' ? reason : (reason as { code?: unknown } | undefined)?.code;
  const entry = typeof code === 'string' && Object.hasOwn(catalogue, code) ? catalogue[code as AnyCode] : undefined;
  return entry && entry.en !== null ? (reason as Reason) : undefined;
}

const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);

/**
 * What to show for a failure the server sent, in `locale`: the French of its code where it has
 * one fixed French text, else the server's own message (English, and often more precise than any
 * generic text; a message written from values stays the server's).
 */
export function errorMessage(error: { code?: string; message: string }, locale: Locale): string {
  if (locale === 'en' || !isErrorCode(error.code)) return error.message;
  const fr = (catalogue[error.code] as SortingCode | MessageCode).fr;
  return typeof fr === 'string' ? fr : error.message;
}

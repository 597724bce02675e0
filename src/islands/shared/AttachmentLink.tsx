import type { MouseEvent } from 'react';
import type { Attachment } from '../../shared/attachments/attachments.contract.ts';
import { fileSizeLabel } from '../../shared/attachments/attachments.ts';
import './attachments.css';

interface Props {
  attachment: Attachment;
  /** A fresh signed link, asked for when the one held has expired (a page left open for hours). */
  freshLink: (attachmentId: string) => Promise<{ link: string }>;
  /** What a screen reader hears after the name ("PDF file", "Fichier PDF"). */
  kindLabel: (kind: string) => string;
  locale?: 'en' | 'fr';
}

const kindOf = (mimeType: string) => (mimeType === 'application/pdf' ? 'PDF' : mimeType.replace('image/', '').toUpperCase());

/**
 * A file in the chat or a dispute: its name, kind and size, opened in a new tab through its
 * signed link. The link is minted for this reader by the server; once it has expired, a new
 * one is asked for and the tab opened first is sent there (a tab opened later would be blocked).
 */
export default function AttachmentLink({ attachment, freshLink, kindLabel, locale = 'en' }: Props) {
  const kind = kindOf(attachment.mimeType);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (new Date(attachment.linkExpiresAt).getTime() > Date.now() + 5000) return;
    event.preventDefault();
    const tab = window.open('', '_blank');
    freshLink(attachment.id)
      .then(({ link }) => {
        if (tab) tab.location.href = link;
        else window.location.href = link;
      })
      .catch(() => tab?.close());
  };
  return (
    <a
      className="attachment-link"
      href={attachment.link}
      target="_blank"
      rel="noopener"
      onClick={onClick}
      data-kind={kind.toLowerCase()}
    >
      <span className="attachment-icon" aria-hidden="true">
        {kind}
      </span>
      <span className="attachment-name">
        {attachment.name}
        <span className="visually-hidden">, {kindLabel(kind)}, </span>
      </span>
      <span className="attachment-size">{fileSizeLabel(attachment.size, locale)}</span>
    </a>
  );
}

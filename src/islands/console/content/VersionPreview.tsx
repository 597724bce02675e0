import type { ContentPreview, ContentVersion } from '../../../shared/content/content.contract.ts';
import { pagesShowing } from '../../../shared/content/content.ts';
import { errorText } from '../../../shared/i18n/errors.ts';
import { useStaffData } from '../shared/useStaffData.ts';
import { PreviewFrame } from './PreviewFrame.tsx';

/**
 * The pages of a version as it was published: the words and pictures an editor would get back
 * by rolling back to it.
 */
export function VersionPreview({ version }: { version: ContentVersion }) {
  // The version's signed address comes with its home page; every page is then read from there.
  const { data: preview, missing } = useStaffData<ContentPreview>(`staff/content/versions/${version.id}/preview`, {
    query: { page: '/' },
  });
  // An old version's build is not kept for ever.
  if (missing) return <p role="status">{errorText('preview_gone')}</p>;
  if (!preview) return <p role="status">Loading the preview...</p>;
  return (
    <PreviewFrame
      id={`preview-${version.id}`}
      url={preview.url}
      touched={version.files.flatMap(pagesShowing)}
      what="as published"
    />
  );
}

// Editors' pictures on the public pages (docs/product/console.md, Content): the widths each
// upload is kept at, and the srcset that lets a browser take the one it shows.
import { responsiveSrcSet } from '../common/responsive-image.ts';

/** Where editors' pictures are: CONTENT_DIR/images/uploads, copied into every build under this path. */
export const UPLOADED_IMAGES = '/images/uploads/';

/**
 * The widths the pages show a content picture at (src/components/widgets), each kept as a copy
 * beside the picture ("-400"), the widest being the picture itself:
 * 240: team photos (112 px), the founder's portrait (120 px), commodity marks (72 px) on 2x screens;
 * 400: partner and press logos (200 px) on 2x screens, a phone's width at 1x;
 * 800: section art (540 px) and category tiles (380 px), a phone at 2x;
 * 1200: section art at 2x, a phone at 3x;
 * 1600: the home hero across a wide screen.
 */
export const CONTENT_IMAGE_WIDTHS = [240, 400, 800, 1200, 1600] as const;
export const CONTENT_IMAGE_MAX_WIDTH = CONTENT_IMAGE_WIDTHS[CONTENT_IMAGE_WIDTHS.length - 1]!;

export const isUploadedImage = (src: string) => src.startsWith(UPLOADED_IMAGES);

/**
 * The srcset of a content picture: an editor's upload has a copy at each narrower width;
 * other pictures (the repository's SVG art) have none, so no srcset.
 */
export const contentImageSrcSet = (image: { src: string; width: number }): string | undefined =>
  isUploadedImage(image.src) ? responsiveSrcSet(image.src, image.width, CONTENT_IMAGE_WIDTHS) : undefined;

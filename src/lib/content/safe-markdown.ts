// Markdown bodies come from editors (the console's Content screen), so what they write must not
// carry markup or scripts into a page: raw HTML is shown as the text it is, and links and images
// may only point to web, mail, phone and site addresses (isSafeLink), whether written inline,
// as an autolink or through a reference definition (`[x][r]` with `[r]: url`). astro.config.mjs
// runs it on every markdown file (an mdast plugin of Astro's markdown processor, Sätteri).
import { isSafeLink } from '../../shared/content/safe-link.ts';

interface Node {
  type: string;

  url?: string | undefined;
  alt?: string | null | undefined;
  value?: string | undefined;
}
interface Context {
  replaceNode(node: Node, replacement: Node): void;
}

const safe = (node: Node) => isSafeLink(node.url ?? '');

export const safeMarkdown = {
  name: 'safe-markdown',
  html(node: Node, ctx: Context) {
    ctx.replaceNode(node, { type: 'text', value: node.value ?? '' });
  },
  link(node: Node, ctx: Context) {
    if (!safe(node)) ctx.replaceNode(node, { ...node, url: '#' });
  },
  image(node: Node, ctx: Context) {
    if (!safe(node)) ctx.replaceNode(node, { type: 'text', value: node.alt ?? '' });
  },
  /** What `[x][r]` and `![y][r]` resolve to: an unsafe definition points nowhere. */
  definition(node: Node, ctx: Context) {
    if (!safe(node)) ctx.replaceNode(node, { ...node, url: '#' });
  },
};

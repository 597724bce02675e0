// Markdown bodies come from editors (the console's Content screen), so what they write must not
// carry markup or scripts into a page: raw HTML is shown as the text it is, and links and images
// may only point to web, mail and site addresses. astro.config.mjs runs it on every markdown file
// (an mdast plugin of Astro's markdown processor, Sätteri).

/** Link targets a page may carry: web and mail addresses, site paths and anchors. */
const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

interface Node {
  type: string;

  url?: string | undefined;
  alt?: string | null | undefined;
  value?: string | undefined;
}
interface Context {
  replaceNode(node: Node, replacement: Node): void;
}

export const safeMarkdown = {
  name: 'safe-markdown',
  html(node: Node, ctx: Context) {
    ctx.replaceNode(node, { type: 'text', value: node.value ?? '' });
  },
  link(node: Node, ctx: Context) {
    if (!SAFE_LINK.test((node.url ?? '').trim())) ctx.replaceNode(node, { ...node, url: '#' });
  },
  image(node: Node, ctx: Context) {
    if (!SAFE_LINK.test((node.url ?? '').trim())) ctx.replaceNode(node, { type: 'text', value: node.alt ?? '' });
  },
};

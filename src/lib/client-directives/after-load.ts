// The client:afterload directive (scripts/astro-client-directives.mjs): hydrates the island
// after the page's load event, when the browser is next idle.
import type { ClientDirective } from 'astro';
import { afterPaint } from '../after-paint.ts';

const afterLoad: ClientDirective = (load) => {
  afterPaint(async () => {
    const hydrate = await load();
    await hydrate();
  });
};

export default afterLoad;

// The client:engaged directive (scripts/astro-client-directives.mjs): hydrates the island once
// the page has loaded and the reader engages (src/lib/when-engaged.ts), or at once when the
// address carries a query (filters in a shared link), which the served HTML does not show.
import type { ClientDirective } from 'astro';
import { afterPaint } from '../after-paint.ts';
import { whenEngaged } from '../when-engaged.ts';

const engaged: ClientDirective = (load, _options, island) => {
  const hydrate = async () => (await load())();
  afterPaint(() => {
    if (window.location.search) {
      void hydrate();
      return;
    }
    // Outside the island, so that hydration finds its HTML as it was built: marks its end.
    const end = document.createElement('span');
    island.after(end);
    whenEngaged(() => {
      end.remove();
      void hydrate();
    }, end);
  });
};

export default engaged;

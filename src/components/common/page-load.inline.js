// The script PageLoad.astro writes inline into every page, called with its values (see there).
(fontFiles, ENGAGED_ATTRIBUTE, ENGAGING_EVENTS, PENDING_ACTION_ATTRIBUTE) => {
  const html = document.documentElement;
  const engaged = () => html.setAttribute(ENGAGED_ATTRIBUTE, '');
  for (const type of ENGAGING_EVENTS) addEventListener(type, engaged, { capture: true, passive: true, once: true });
  addEventListener(
    'click',
    (event) => {
      const served = event.target instanceof Element && event.target.closest('[data-action]');
      if (served) html.setAttribute(PENDING_ACTION_ATTRIBUTE, served.dataset.action);
    },
    { capture: true },
  );
  const FONTS = 'web-fonts';
  const remember = () => {
    try {
      sessionStorage.setItem(FONTS, '1');
    } catch {
      // Storage refused (private mode): every page stays in the stand-ins.
    }
  };
  try {
    if (sessionStorage.getItem(FONTS) === '1') document.documentElement.classList.add(FONTS);
  } catch {
    // As above.
  }
  const loaded = () => {
    if (!document.documentElement.classList.contains(FONTS)) {
      // Fetched for the next pages, not used on this one.
      let waiting = fontFiles.length;
      for (const href of fontFiles) {
        const link = Object.assign(document.createElement('link'), { rel: 'prefetch', href, crossOrigin: '' });
        link.addEventListener('load', () => --waiting === 0 && remember(), { once: true });
        document.head.append(link);
      }
    }
    // A script cloned out of a template has never run, so the browser fetches and runs it.
    for (const held of document.querySelectorAll('template[data-after-load]')) {
      held.replaceWith(document.importNode(held.content, true));
    }
  };
  // A page with no picture to wait for can load before its first paint, and the main picture
  // may paint in the frame after the load event: wait for two frames, so nothing starts
  // before the largest paint (Lighthouse counts whatever did in its 3G estimate).
  const afterFrame = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(loaded, 0)));
  if (document.readyState === 'complete') afterFrame();
  else addEventListener('load', afterFrame, { once: true });
};

// Work that can wait until the page has painted: on a phone on 3G, every script fetched before
// the largest paint competes with the picture and the fonts for the same thin connection, so
// modules that are not needed to show the page are imported once it has loaded and the
// browser is idle (issue 16: LCP targets on 3G).

/** Runs `task` after the load event, when the browser is next idle (at most 2 s later). */
export function afterPaint(task: () => void): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(task, 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

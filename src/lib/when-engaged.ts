// Work that waits for the reader: on a phone, islands whose served HTML already shows what a
// visitor reads (a product, the first cards of the catalogue) start their JavaScript only
// when the reader touches, scrolls, types or clicks, or when the part they add comes into
// view. A visitor who reads and leaves, often paying for every megabyte, never downloads or
// runs them, and nothing runs on the main thread while the page settles (issue 27: total
// blocking time on a slow phone). At a desk they start once the page has loaded.

/**
 * What counts as the reader engaging with the page; `click` too, since a screen reader's
 * double tap activates a button with a click alone.
 */
export const ENGAGING_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll', 'click'] as const;

/** A desk's mouse: no phone on a slow network to spare, so waiting islands start at once. */
const AT_A_DESK = '(hover: hover) and (pointer: fine)';

/**
 * Set on <html> by the page's first inline script (components/common/PageLoad.astro) at the
 * reader's first engaging event, so a reader who engaged before an island's script arrived
 * (a tap while the page was still loading) is not kept waiting for another.
 */
export const ENGAGED_ATTRIBUTE = 'data-engaged';
/**
 * Set on <html> by the same script when the reader presses a served button carrying
 * `data-action` before the island that handles it has started; the island carries it out.
 */
export const PENDING_ACTION_ATTRIBUTE = 'data-pending-action';

/** The served button pressed before the island started, if any; taken once. */
export function takePendingAction(): string | undefined {
  const html = document.documentElement;
  const action = html.getAttribute(PENDING_ACTION_ATTRIBUTE) ?? undefined;
  html.removeAttribute(PENDING_ACTION_ATTRIBUTE);
  return action;
}

/**
 * Runs `task` once: at once at a desk or if the reader has already engaged, else at the first
 * engaging event anywhere on the page, or as soon as `near` comes within `margin` of the
 * viewport.
 */
export function whenEngaged(task: () => void, near?: Element | null, margin = '200px'): void {
  if (document.documentElement.hasAttribute(ENGAGED_ATTRIBUTE) || window.matchMedia(AT_A_DESK).matches) {
    task();
    return;
  }
  const stop = new AbortController();
  let observer: IntersectionObserver | undefined;
  const run = () => {
    if (stop.signal.aborted) return;
    stop.abort();
    observer?.disconnect();
    task();
  };
  for (const type of ENGAGING_EVENTS) {
    window.addEventListener(type, run, { capture: true, passive: true, signal: stop.signal });
  }
  if (near && 'IntersectionObserver' in window) {
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && run(), {
      rootMargin: margin,
    });
    observer.observe(near);
  }
}

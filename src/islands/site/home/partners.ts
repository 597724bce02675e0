// Home "Our Partners": starts the carousel and the fade-up only when the section comes near
// the viewport, so Swiper and AOS cost nothing to visitors who never scroll that far, and
// never for visitors who prefer reduced motion (the logos then stay a still, wrapped row).

export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function enhancePartners(section: HTMLElement) {
  const still = prefersReducedMotion();
  // Says what was decided: a still row never starts, whatever the visitor does next.
  section.dataset['motion'] = still ? 'still' : 'moving';
  if (still) return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void import('./partners-carousel.ts').then(({ startPartners }) => startPartners(section));
    },
    { rootMargin: '400px 0px' },
  );
  observer.observe(section);
}

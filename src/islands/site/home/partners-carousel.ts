import AOS from 'aos';
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';

/** docs/product/limits.md scroll-animation defaults; the partners section itself asks for 1000 ms. */
const AOS_DEFAULTS = {
  offset: 120,
  delay: 0,
  duration: 400,
  easing: 'ease',
  throttleDelay: 99,
  debounceDelay: 50,
} as const;

export function startPartners(section: HTMLElement) {
  AOS.init(AOS_DEFAULTS);
  // AOS measures where the section sits once; content above it that arrives later (the live
  // figures, trending cards, sections rendered as they near the viewport) moves it, so it
  // measures again when the page's height changes.
  let pending = false;
  new ResizeObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      AOS.refresh();
    });
  }).observe(document.body);

  const carousel = section.querySelector<HTMLElement>('.partners-carousel');
  if (!carousel) return;
  const swiper = new Swiper(carousel, {
    modules: [Autoplay],
    loop: true,
    slidesPerView: 2,
    spaceBetween: 16,
    speed: 900,
    autoplay: { delay: 2000, disableOnInteraction: false, pauseOnMouseEnter: true },
    breakpoints: { 640: { slidesPerView: 3 }, 900: { slidesPerView: 4 }, 1100: { slidesPerView: 5 } },
  });

  // WCAG 2.2.2: moving content gets a pause control.
  const toggle = section.querySelector<HTMLButtonElement>('.carousel-toggle');
  if (!toggle) return;
  toggle.hidden = false;
  toggle.addEventListener('click', () => {
    const paused = toggle.getAttribute('aria-pressed') === 'true';
    if (paused) swiper.autoplay.start();
    else swiper.autoplay.stop();
    toggle.setAttribute('aria-pressed', String(!paused));
  });
}

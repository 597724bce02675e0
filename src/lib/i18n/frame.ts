// The frame of the one-URL screens (auth pages, buyer hub) is static HTML written in English:
// headings, leads, the hub's navigation. This puts it in the reader's language with the
// public frame's dictionary (site-text.ts), English being the key.
import { $locale } from '../../stores/locale.ts';
import { siteText } from './site-text.ts';

/**
 * Elements marked `data-t` hold only text; `data-t-placeholder` holds an input's English
 * placeholder; `data-t-label` marks an element whose aria-label is translated.
 */
export function translateFrame() {
  const titleParts = document.title.split(' | ');
  $locale.subscribe((locale) => {
    const t = siteText(locale);
    document.documentElement.lang = locale;
    document.title = [t(titleParts[0] ?? ''), ...titleParts.slice(1)].join(' | ');
    for (const element of document.querySelectorAll<HTMLElement>('[data-t]')) {
      element.dataset['t'] ||= element.textContent;
      // The spaces around the words stay: " unread" follows a count.
      const english = element.dataset['t'];
      element.textContent = english.replace(english.trim(), t(english.trim()));
    }
    for (const element of document.querySelectorAll<HTMLElement>('[data-t-label]')) {
      element.dataset['tLabel'] ||= element.getAttribute('aria-label') ?? '';
      element.setAttribute('aria-label', t(element.dataset['tLabel']));
    }
    for (const input of document.querySelectorAll<HTMLInputElement>('[data-t-placeholder]')) {
      input.placeholder = t(input.dataset['tPlaceholder'] ?? '');
    }
  });
}

import { useStore } from '@nanostores/react';
import { PASSWORD_CHECKLIST, PASSWORD_SPECIALS, unmetPasswordRules } from '../../shared/auth/password-rules.ts';
import { errorText } from '../../shared/i18n/errors.ts';
import { $locale, messages, useMessages } from '../../stores/locale.ts';

const text = messages('auth/password-rules', {
  title: 'Your password needs:',
  met: 'done',
  unmet: 'still needed',
});

/**
 * The password rules, listed before anything is typed and ticked off as the buyer types
 * (issue 41): each unmet rule shows at once, not one per refused attempt. After a refused
 * send (`insist`) the unmet ones turn red.
 */
export default function PasswordChecklist({ id, password, insist }: { id: string; password: string; insist: boolean }) {
  const t = useMessages(text);
  const locale = useStore($locale);
  const unmet = new Set(unmetPasswordRules(password));
  return (
    <div id={id} className="password-rules">
      <p>{t.title}</p>
      <ul>
        {PASSWORD_CHECKLIST.map(({ reason }) => {
          const met = !unmet.has(reason);
          const words = errorText(reason, locale);
          return (
            <li key={String(reason)} className={met ? 'met' : insist ? 'unmet insist' : 'unmet'}>
              <span aria-hidden="true">{met ? '✓' : '•'}</span> {words}
              {reason === 'password_special' && ` (${PASSWORD_SPECIALS.split('').join(' ')})`}
              <span className="visually-hidden">: {met ? t.met : t.unmet}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { type SubmitEvent, useId, useState } from 'react';
import { apiPost } from '../../../lib/api/http.ts';
import { goToLogin, goToNoConnection } from '../../../lib/navigation.ts';
import type { SavedSearch } from '../../../shared/notifications/alerts.contract.ts';
import type { CatalogueSearch } from '../../../shared/products/catalogue-search.ts';
import { messages, useMessages } from '../../../stores/locale.ts';
import { loadSession } from '../../../stores/session.ts';
import { SubmitButton, TextField } from '../../shared/FormFields.tsx';
import { SubmitAlerts, useSubmit } from '../../shared/useSubmit.tsx';

const text = messages('site/save-search', {
  open: 'Save this search',
  title: 'Save this search',
  lead: 'We tell you when a new product matches it.',
  name: 'Name of the search',
  save: 'Save search',
  cancel: 'Cancel',
  saved: 'Search saved: we will tell you when a new product matches it.',
  manage: 'See and remove your saved searches in Settings',
});

/** The longest name the server keeps (alerts.contract.ts). */
const NAME_MAX = 80;

/**
 * "Save this search" under Buy Commodities' filters (POST /saved-searches): the search on
 * screen under a name the buyer may change (the active filters by default). Visitors sign in
 * first and come back to the same filtered list (the filters are in the address).
 */
export default function SaveSearch({ search, suggestedName }: { search: CatalogueSearch; suggestedName: string }) {
  const t = useMessages(text);
  const uid = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  // The search saved last, as its query: while it is the one on screen it is not offered again
  // (issue 41); changing a filter offers the new search.
  const [savedQuery, setSavedQuery] = useState<string | null>(null);
  const query = JSON.stringify(search);
  const saved = savedQuery === query;
  const submission = useSubmit({ fields: ['name'] });

  async function start() {
    const session = await loadSession();
    if (session.status === 'offline') return goToNoConnection();
    if (session.status !== 'signed-in') return goToLogin();
    setName(suggestedName.slice(0, NAME_MAX));
    setOpen(true);
  }

  function submit(event: SubmitEvent) {
    event.preventDefault();
    void submission.send(
      () => apiPost<SavedSearch>('saved-searches', { name, query: search }),
      () => {
        setSavedQuery(query);
        setOpen(false);
      },
    );
  }

  return (
    <div className="save-search-bar">
      {saved && (
        <p className="agent-notice" role="status">
          {t.saved} <a href="/settings#saved-searches">{t.manage}</a>
        </p>
      )}
      {open ? (
        <form ref={submission.ref} className="save-search" onSubmit={submit} aria-labelledby={`${uid}-title`}>
          <h3 id={`${uid}-title`}>{t.title}</h3>
          <p className="muted">{t.lead}</p>
          <TextField
            id={`${uid}-name`}
            name="name"
            label={t.name}
            value={name}
            maxLength={NAME_MAX}
            onChange={(event) => {
              setName(event.target.value);
              submission.clearError('name');
            }}
            error={submission.errors['name']}
            required
          />
          <SubmitAlerts submission={submission} />
          <div className="form-actions">
            <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
              {t.cancel}
            </button>
            <SubmitButton pending={submission.pending}>{t.save}</SubmitButton>
          </div>
        </form>
      ) : (
        !saved && (
          <button type="button" className="btn btn-outline" onClick={() => void start()}>
            {t.open}
          </button>
        )
      )}
    </div>
  );
}

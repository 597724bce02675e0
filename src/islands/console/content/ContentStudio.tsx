import { useEffect, useState } from 'react';
import type { ContentFileSummary } from '../../../shared/content/content-files.contract.ts';
import type { ContentVersion, ContentVersionsPage } from '../../../shared/content/content.contract.ts';
import { useScreenAccess } from '../shared/useScreenAccess.tsx';
import { useStaffData } from '../shared/useStaffData.ts';
import { FileEditor } from './FileEditor.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import { VersionsPanel } from './VersionsPanel.tsx';
import { frenchTwin, groupOf } from './content-form.ts';
import { formatClock } from '../../../lib/format/numbers.ts';
import '../../shared/hub.css';
import '../shared/console.css';
import './content.css';

const GROUPS = ['Pages', 'Academy', 'Lists', 'Commodities', 'Company'] as const;

/** While a publish builds, the versions are read this often (the build takes ~20 s). */
const FOLLOW_MS = 1000;

/** The versions until their first page is in: one empty list, so effects on it stay still. */
const NONE_YET: ContentVersion[] = [];

const fileFromUrl = () => new URLSearchParams(window.location.search).get('file') ?? 'pages/home.md';

/**
 * Content (editors and admins, content.edit): every file of the public site's content as a
 * form, English and French side by side, the changes and their diff before publishing, the
 * build's progress, and the versions to roll back to (docs/product/console.md).
 */
export default function ContentStudio() {
  const access = useScreenAccess();
  const { allowed } = access;
  const [selected, setSelected] = useState(fileFromUrl);
  const [saves, setSaves] = useState(0);
  /** Bumped to read the files and versions again: after a publish starts, and while it builds. */
  const [looks, setLooks] = useState(0);
  const [following, setFollowing] = useState<string | null>(null);
  const [elapsed, setElapsed] = useState(0);

  const round = `${saves}:${looks}`;
  const files = useStaffData<ContentFileSummary[]>('staff/content/files', { enabled: allowed, refresh: round }).data;
  const versionsPage = useStaffData<ContentVersionsPage>('staff/content/versions', {
    query: { pageSize: 10 },
    enabled: allowed,
    refresh: round,
  }).data;
  const versions = versionsPage?.items ?? NONE_YET;
  const lookAgain = () => setLooks((n) => n + 1);

  const building = versions.find((version) => version.status === 'BUILDING') ?? null;
  const isBuilding = building !== null;

  // Follows a publish until its build is live or failed.
  useEffect(() => {
    if (!following && !isBuilding) return;
    const started = Date.now();
    const timer = setInterval(() => {
      setElapsed(Math.round((Date.now() - started) / 1000));
      lookAgain();
    }, FOLLOW_MS);
    return () => clearInterval(timer);
  }, [following, isBuilding]);
  useEffect(() => {
    const mine = versions.find((version) => version.id === following);
    if (mine && mine.status !== 'BUILDING') setFollowing(null);
  }, [versions, following]);

  const choose = (path: string) => {
    setSelected(path);
    const url = new URL(window.location.href);
    url.searchParams.set('file', path);
    window.history.replaceState(null, '', url);
  };

  if (!access.ready) return access.gate;

  const twin = frenchTwin(selected);
  const last = versions.find((version) => version.id === following) ?? versions[0];
  const english = (files ?? []).filter((file) => !file.path.startsWith('fr/'));

  return (
    <div className="console-screen content-studio">
      <p role="status" aria-live="polite" className="content-progress">
        {following || building
          ? `Publishing: building the site (${elapsed} s; about 20 s)...`
          : last?.status === 'LIVE' && last.id === versions[0]?.id
            ? `Live since ${formatClock(last.liveAt ?? last.createdAt)}.`
            : last?.status === 'FAILED'
              ? 'The last publish failed: the live site did not change (see Versions).'
              : ''}
      </p>
      <div className="content-layout">
        <nav className="card content-files" aria-label="Content files">
          {GROUPS.map((group) => {
            const inGroup = english.filter((file) => groupOf(file.path) === group);
            if (!inGroup.length) return null;
            return (
              <div key={group}>
                <h2>{group}</h2>
                <ul>
                  {inGroup.map((file) => {
                    const frenchChanged = (files ?? []).some(
                      (other) => other.path === frenchTwin(file.path) && other.changed,
                    );
                    return (
                      <li key={file.path}>
                        <button
                          type="button"
                          className="content-file"
                          aria-current={file.path === selected ? 'page' : undefined}
                          onClick={() => choose(file.path)}
                        >
                          {file.path}
                          {(file.changed || frenchChanged) && <span className="content-changed"> changed</span>}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </nav>
        <div className={twin ? 'content-pair' : 'content-single'}>
          <FileEditor
            key={selected}
            path={selected}
            language={twin ? 'English' : undefined}
            onSaved={() => setSaves((n) => n + 1)}
          />
          {twin && <FileEditor key={twin} path={twin} language="French" onSaved={() => setSaves((n) => n + 1)} />}
        </div>
      </div>
      <PublishPanel
        revision={saves}
        building={building}
        onStarted={(id) => {
          setFollowing(id);
          setElapsed(0);
          lookAgain();
        }}
      />
      <VersionsPanel
        versions={versions}
        busy={building !== null}
        onStarted={(id) => {
          setFollowing(id);
          setElapsed(0);
          lookAgain();
        }}
      />
    </div>
  );
}

import { useEffect, useState } from 'react';
import type { ContentChanges, ContentFileSummary } from '../../../shared/content/content-files.contract.ts';
import { contentFieldLabel, contentFileTitle } from '../../../shared/content/content-names.ts';
import type { ContentVersion, ContentVersionsPage } from '../../../shared/content/content.contract.ts';
import { useScreenAccess } from '../shared/useScreenAccess.tsx';
import { useStaffData } from '../shared/useStaffData.ts';
import { FileEditor } from './FileEditor.tsx';
import { PublishBar } from './PublishBar.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import { VersionsPanel } from './VersionsPanel.tsx';
import { frenchTwin, groupOf } from './content-form.ts';
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
 * form, English and French side by side, the Publish button and the build's progress kept in
 * view, the changes field by field before publishing, and the versions to roll back to (docs/product/console.md).
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
  // Read again after a save, and when a build starts or ends (a rollback changes the saved content too).
  const changes = useStaffData<ContentChanges>('staff/content/changes', {
    enabled: allowed,
    refresh: `${saves}:${building?.id ?? ''}:${following ?? ''}`,
  }).data;
  const [message, setMessage] = useState('');

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
  /** A picture changed in one language and not in the other: that file is flagged (issue 41). */
  const pictureFlags = (changes?.french ?? []).filter((flag) => flag.problem === 'picture');
  const pictureNote = (path: string) => {
    const flag = pictureFlags.find((one) => one.path === path);
    if (!flag) return undefined;
    const other = path.startsWith('fr/') ? 'English' : 'French';
    return `The picture differs from the ${other} one (${flag.fields.map(contentFieldLabel).join(', ')}): change it here too, or keep it on purpose.`;
  };
  /** The editor's heading: the file's name as listed (an article by its title), the same for its French twin. */
  const titleOf = (path: string) => files?.find((file) => file.path === path)?.title ?? contentFileTitle(path);
  const started = (id: string) => {
    setFollowing(id);
    setElapsed(0);
    setMessage('');
    lookAgain();
  };

  return (
    <div className="console-screen content-studio">
      <PublishBar
        changes={changes}
        message={message}
        publishing={Boolean(following || building)}
        elapsed={elapsed}
        last={last}
        lastIsNewest={last?.id === versions[0]?.id}
        onStarted={started}
      />
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
                    const french = frenchTwin(file.path);
                    const frenchChanged = (files ?? []).some((other) => other.path === french && other.changed);
                    const flagged = pictureFlags.some((flag) => flag.path === file.path || flag.path === french);
                    return (
                      <li key={file.path}>
                        <button
                          type="button"
                          className="content-file"
                          aria-current={file.path === selected ? 'page' : undefined}
                          title={file.path}
                          onClick={() => choose(file.path)}
                        >
                          {file.title}
                          {(file.changed || frenchChanged) && <span className="content-changed"> changed</span>}
                          {flagged && <span className="content-changed"> · picture to check</span>}
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
            title={titleOf(selected)}
            notice={pictureNote(selected)}
            onSaved={() => setSaves((n) => n + 1)}
          />
          {twin && (
            <FileEditor
              key={twin}
              path={twin}
              language="French"
              title={titleOf(selected)}
              notice={pictureNote(twin)}
              onSaved={() => setSaves((n) => n + 1)}
            />
          )}
        </div>
      </div>
      <PublishPanel changes={changes} revision={saves} message={message} onMessage={setMessage} />
      <VersionsPanel versions={versions} busy={building !== null} onStarted={started} />
    </div>
  );
}

// What a picture that is a sample of a project's mix, not a photograph, says
// of itself: a tag on it, and once under a set of pictures what the tag means.
// Apart from the project card, so a page with one picture needs no card.
import projectCard from '../../shared/messages/en/project-card';
import { useMessages } from '../messages';

/** The tag on a picture that is a sample of a project's mix, not a photograph: over it (its parent is positioned), or `inline` in a caption. */
export function SampleTag({ inline = false }: { inline?: boolean }) {
  const t = useMessages('projectCard', projectCard);
  return <span className={inline ? 'project-card-tag project-card-tag-inline' : 'project-card-tag'}>{t.mixSample}</span>;
}

/** What the tag means, once under pictures among which is a sample; nothing when none is. */
export function SampleNote({ projects }: { projects: readonly { sample: boolean }[] }) {
  const t = useMessages('projectCard', projectCard);
  if (!projects.some((project) => project.sample)) return null;
  return (
    <details className="sample-note">
      <summary>{t.sampleNote.summary}</summary>
      <p>{t.sampleNote.text}</p>
    </details>
  );
}
